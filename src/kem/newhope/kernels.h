/* The hot paths of the NewHope key exchange per implementation, a kernel
 * table chosen at run time by pqpoly_pick (src/common/pick.h), as ML-KEM's
 * (src/kem/mlkem/kernels.h): the rejection step of a's generation (public
 * data), the psi_16 sampler, the 14-bit wire encodings, HelpRec, Rec and
 * the decoding of Rec's hints (secret data: constant time); the portable
 * HelpRec, Rec and hint decoding are reconcile.c's.  The portable table in kernels.c, an AVX2 one in
 * avx2/kernels.c; every member gives the same bytes as its portable twin
 * (tests/kem/test_newhope_kernels.c).  Internal header. */
#ifndef PQPOLY_KEM_NEWHOPE_KERNELS_H
#define PQPOLY_KEM_NEWHOPE_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

/* Appends to r, from position n, the values below q of buf (len bytes, even)
 * read as 16-bit little-endian words masked to 14 bits, until r holds NH_N;
 * returns the new count.  In 0 <= n <= NH_N.  r[0..n-1] is kept; scratch
 * may be left in r[count..NH_N-1], never beyond.  Public data only. */
typedef unsigned (*pqpoly_newhope_rej_fn)(int16_t r[NH_N], unsigned n, const uint8_t *buf, unsigned len);
/* psi_16 in natural order: r[i] = popcount(b[4i]) + popcount(b[4i+1]) -
 * popcount(b[4i+2]) - popcount(b[4i+3]), in [-16, 16].  Constant time. */
typedef void (*pqpoly_newhope_psi16_fn)(int16_t r[NH_N], const uint8_t buf[NH_NOISEBYTES]);
/* The 14-bit packing (poly.h): tobytes any int16 in, canonical [0, q) out;
 * frombytes [0, 2^14) out.  Constant time. */
typedef void (*pqpoly_newhope_tobytes_fn)(uint8_t out[NH_POLYBYTES], const int16_t r[NH_N]);
typedef void (*pqpoly_newhope_frombytes_fn)(int16_t r[NH_N], const uint8_t in[NH_POLYBYTES]);

/* Rec of reconcile.h: the 32-byte key from v (v_i in [0, q)) and the
 * hints c (0..3).  Constant time. */
typedef void (*pqpoly_newhope_rec_fn)(uint8_t key[NH_KEYBYTES], const int16_t v[NH_N], const uint8_t c[NH_N]);

/* HelpRec of reconcile.h given its 32 random bytes: the hints c (0..3) of
 * v (v_i in [0, q)).  Constant time. */
typedef void (*pqpoly_newhope_helprec_fn)(uint8_t c[NH_N], const int16_t v[NH_N], const uint8_t rnd[32]);

/* The hints' wire form (reconcile.h): c[4i + j] = bits 2j, 2j + 1 of
 * in[i].  Constant time. */
typedef void (*pqpoly_newhope_hints_frombytes_fn)(uint8_t c[NH_N], const uint8_t in[NH_RECBYTES]);

typedef struct {
    uint32_t isa;     /* PQPOLY_ISA_* bits it needs */
    const char *impl; /* "portable", "avx2" */
    pqpoly_newhope_rej_fn rej;
    pqpoly_newhope_psi16_fn psi16;
    pqpoly_newhope_tobytes_fn tobytes;
    pqpoly_newhope_frombytes_fn frombytes;
    pqpoly_newhope_rec_fn rec;
    pqpoly_newhope_helprec_fn helprec;
    pqpoly_newhope_hints_frombytes_fn hints_frombytes;
} pqpoly_newhope_kernels;

unsigned pqpoly_newhope_rej_portable(int16_t r[NH_N], unsigned n, const uint8_t *buf, unsigned len);
void pqpoly_newhope_psi16_portable(int16_t r[NH_N], const uint8_t buf[NH_NOISEBYTES]);
void pqpoly_newhope_tobytes_portable(uint8_t out[NH_POLYBYTES], const int16_t r[NH_N]);
void pqpoly_newhope_frombytes_portable(int16_t r[NH_N], const uint8_t in[NH_POLYBYTES]);
#ifdef PQPOLY_X86_AVX2
unsigned pqpoly_newhope_rej_avx2(int16_t r[NH_N], unsigned n, const uint8_t *buf, unsigned len);
void pqpoly_newhope_psi16_avx2(int16_t r[NH_N], const uint8_t buf[NH_NOISEBYTES]);
void pqpoly_newhope_tobytes_avx2(uint8_t out[NH_POLYBYTES], const int16_t r[NH_N]);
void pqpoly_newhope_frombytes_avx2(int16_t r[NH_N], const uint8_t in[NH_POLYBYTES]);
void pqpoly_newhope_rec_avx2(uint8_t key[NH_KEYBYTES], const int16_t v[NH_N], const uint8_t c[NH_N]);
void pqpoly_newhope_helprec_avx2(uint8_t c[NH_N], const int16_t v[NH_N], const uint8_t rnd[32]);
void pqpoly_newhope_hints_frombytes_avx2(uint8_t c[NH_N], const uint8_t in[NH_RECBYTES]);
#endif

/* Every table compiled in, portable first (the tests compare each with it). */
size_t pqpoly_newhope_kernels_count(void);
const pqpoly_newhope_kernels *pqpoly_newhope_kernels_at(size_t i);
/* The best table the library may run now (pqpoly_set_impl included). */
const pqpoly_newhope_kernels *pqpoly_newhope_kernels_pick(void);

#endif
