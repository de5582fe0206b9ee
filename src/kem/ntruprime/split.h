/* Test-only switch: how Short_random and Small_random draw their randomness.
 *
 * By default each draws its p 32-bit words in one call of 4p bytes, as PQClean
 * and liboqs do (their KAT hashes are the library's reference).  The
 * submission's own reference code draws each word with its own 4-byte call;
 * under the NIST KAT DRBG that yields different bytes, and its .rsp files
 * (shared/vectors/rsp/) are reproduced only with this switch set to 1.  The
 * schemes are the same either way.  A process-wide flag, not thread-safe:
 * for tests only.  Internal header. */
#ifndef PQPOLY_NTRUPRIME_SPLIT_H
#define PQPOLY_NTRUPRIME_SPLIT_H

extern int pqpoly_ntruprime_split_randomness;

#endif
