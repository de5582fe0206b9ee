/* The NIST PQCgenKAT_kem procedure for any registered KEM (internal header).
 *
 * Reproduces, byte for byte, the `.rsp` text NIST's PQCgenKAT_kem writes
 * (see shared vectors PROVENANCE, "PQCgenKAT_kem procedure"):
 *   - a DRBG (AES-256 CTR_DRBG, no derivation function) seeded with the bytes
 *     0, 1, ..., 47 yields one 48-byte seed per test;
 *   - for test i the KEM's randomness comes from a fresh DRBG seeded with seed
 *     i (installed with pqpoly_set_random_source), and keypair then enc run;
 *     dec also runs and its shared secret must equal enc's (not printed);
 *   - the text is "# <kat_name>\n\n" followed, per test, by the lines
 *     `count = i`, `seed = `, `pk = `, `sk = `, `ct = `, `ss = ` (upper-case
 *     hex, `00` for an empty field), each ending in "\n", then a blank line.
 * The output depends on how the scheme splits its randombytes calls, which is
 * why each scheme must draw exactly as its reference implementation does.
 *
 * The text goes to a caller-supplied sink, so the library needs no stdio. */
#ifndef PQPOLY_KAT_NISTKAT_H
#define PQPOLY_KAT_NISTKAT_H

#include <stddef.h>

#include "pqpoly/kem.h"

/* dec's shared secret differed from enc's in some test. */
#define PQPOLY_KAT_ERR_MISMATCH (-64)
/* A sizes field of the descriptor exceeds PQPOLY_KAT_MAXBYTES. */
#define PQPOLY_KAT_MAXBYTES 16384

/* Receives consecutive pieces of the text; returns 0, or nonzero to stop. */
typedef int (*pqpoly_kat_sink)(void *ctx, const char *text, size_t n);

/* Write the first `count` tests (NIST files have 100) of `kem` to sink.
 * Returns 0; a KEM's or the DRBG's negative error code; PQPOLY_KAT_ERR_MISMATCH;
 * PQPOLY_ERR_INVALID_ARGUMENT for a NULL argument or oversized fields; or
 * PQPOLY_ERR_INVALID_ARGUMENT if the sink asked to stop.  The operating
 * system's random source is restored on return. */
int pqpoly_nistkat(const pqpoly_kem *kem, unsigned count, pqpoly_kat_sink sink, void *ctx);

#endif
