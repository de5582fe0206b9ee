/* NTRU Prime round 3: every parameter set, once.  Data only (no code, no
 * include but xmacro.h); below every layer, so that the ring table, the
 * multipliers and the KEM read the same numbers.
 *
 * One row per p, from the round-3 specification (Streamlined NTRU Prime and
 * NTRU LPRime parameter tables; the byte lengths are those of its mixed-radix
 * Encode, checked against src/ring/ntrup/encode.c by the tests):
 *   p, q               the ring Z_q[x]/(x^p - x - 1) (and Z_3[x]/(x^p - x - 1))
 *   w_sntrup, w_lpr    the weight of Short elements in sntrupP and ntrulprP
 *   tau0 .. tau3       NTRU LPRime's Top/Right constants
 *   rq_bytes           Encode of an R/q element (sntrup public key)
 *   rounded_bytes      Encode of a Rounded element
 *
 * PQPOLY_NTRUP_<p>(M, X) expands to M(X, row); PQPOLY_NTRUP_SETS(X) calls
 * X(p, q, w_sntrup, w_lpr, tau0, tau1, tau2, tau3, rq_bytes, rounded_bytes)
 * for every set, in increasing p.  The PQPOLY_NTRUP_*_OF selectors pick one
 * field of a row. */
#ifndef PQPOLY_PARAMS_NTRUP_H
#define PQPOLY_PARAMS_NTRUP_H

#include "params/xmacro.h"

/*                              p     q     w   wlpr  tau0  tau1  tau2  tau3  rq    rounded */
#define PQPOLY_NTRUP_653(M, X)  M(X, 653,  4621, 288, 252, 2175, 113, 2031, 290, 994,  865)
#define PQPOLY_NTRUP_761(M, X)  M(X, 761,  4591, 286, 250, 2156, 114, 2007, 287, 1158, 1007)
#define PQPOLY_NTRUP_857(M, X)  M(X, 857,  5167, 322, 281, 2433, 101, 2265, 324, 1322, 1152)
#define PQPOLY_NTRUP_953(M, X)  M(X, 953,  6343, 396, 345, 2997, 82,  2798, 400, 1505, 1317)
#define PQPOLY_NTRUP_1013(M, X) M(X, 1013, 7177, 448, 392, 3367, 73,  3143, 449, 1623, 1423)
#define PQPOLY_NTRUP_1277(M, X) M(X, 1277, 7879, 492, 429, 3724, 66,  3469, 496, 2067, 1815)

#define PQPOLY_NTRUP_EACH(M, X)                                                    \
    PQPOLY_NTRUP_653(M, X) PQPOLY_NTRUP_761(M, X) PQPOLY_NTRUP_857(M, X)           \
    PQPOLY_NTRUP_953(M, X) PQPOLY_NTRUP_1013(M, X) PQPOLY_NTRUP_1277(M, X)
#define PQPOLY_NTRUP_SETS(X) PQPOLY_NTRUP_EACH(PQPOLY_PARAMS_APPLY, X)

#define PQPOLY_NTRUP_P_OF(p, q, w, wl, t0, t1, t2, t3, rqb, rb) p
#define PQPOLY_NTRUP_Q_OF(p, q, w, wl, t0, t1, t2, t3, rqb, rb) q
#define PQPOLY_NTRUP_W_OF(p, q, w, wl, t0, t1, t2, t3, rqb, rb) w
#define PQPOLY_NTRUP_WLPR_OF(p, q, w, wl, t0, t1, t2, t3, rqb, rb) wl
#define PQPOLY_NTRUP_TAU0_OF(p, q, w, wl, t0, t1, t2, t3, rqb, rb) t0
#define PQPOLY_NTRUP_TAU1_OF(p, q, w, wl, t0, t1, t2, t3, rqb, rb) t1
#define PQPOLY_NTRUP_TAU2_OF(p, q, w, wl, t0, t1, t2, t3, rqb, rb) t2
#define PQPOLY_NTRUP_TAU3_OF(p, q, w, wl, t0, t1, t2, t3, rqb, rb) t3
#define PQPOLY_NTRUP_RQ_BYTES_OF(p, q, w, wl, t0, t1, t2, t3, rqb, rb) rqb
#define PQPOLY_NTRUP_ROUNDED_BYTES_OF(p, q, w, wl, t0, t1, t2, t3, rqb, rb) rb

/* The modulus q of the set with the given p (a literal or a macro expanding
 * to one), as a constant expression: PQPOLY_NTRUP_Q(761) is 4591.  The
 * multipliers that serve only some sets key their own lists by p and take q
 * from here, so that q is written only in this file. */
#define PQPOLY_NTRUP_Q(p) PQPOLY_NTRUP_Q_(p)
#define PQPOLY_NTRUP_Q_(p) PQPOLY_NTRUP_##p(PQPOLY_PARAMS_APPLY, PQPOLY_NTRUP_Q_OF)

/* The rings of one row, as the ring table lists them (src/params/rings.h):
 * "ntrupP" over Z_q and "ntrupP-mod3" over Z_3, both modulo x^p - x - 1. */
#define PQPOLY_NTRUP_RING_Q(X, p, q, w, wl, t0, t1, t2, t3, rqb, rb)                \
    X("ntrup" #p, ntrup##p, p, q, PQPOLY_MODPOLY_NTRUP,                          \
      "Z_" #q "[x]/(x^" #p " - x - 1), sntrup" #p "/ntrulpr" #p)
#define PQPOLY_NTRUP_RING_3(X, p, q, w, wl, t0, t1, t2, t3, rqb, rb)                \
    X("ntrup" #p "-mod3", ntrup##p##_mod3, p, 3, PQPOLY_MODPOLY_NTRUP,            \
      "Z_3[x]/(x^" #p " - x - 1), sntrup" #p " R/3")

#endif
