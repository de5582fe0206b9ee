/* The portable KEM hot paths of the kyber backends (kernels.c), shared by the
 * three portable backends: the hooks rej_uniform .. cbd of backend.h, whose
 * contracts (bounds, constant time) they implement.  The AVX2 ones are in
 * avx2/kernels.h.  Internal header. */
#ifndef PQPOLY_RING_KYBER_KERNELS_H
#define PQPOLY_RING_KYBER_KERNELS_H

#include <stdint.h>

unsigned pqpoly_kyber_rej_uniform_portable(int16_t r[256], unsigned n, const uint8_t *buf,
                                           unsigned len);
void pqpoly_kyber_decode12_portable(int16_t r[256], const uint8_t a[384]);
int pqpoly_kyber_check12_portable(const uint8_t a[384]);
void pqpoly_kyber_encode12_portable(uint8_t r[384], const int16_t a[256]);
void pqpoly_kyber_compress_portable(uint8_t *r, const int16_t a[256], unsigned d);
void pqpoly_kyber_decompress_portable(int16_t r[256], const uint8_t *a, unsigned d);
void pqpoly_kyber_cbd_portable(int16_t r[256], const uint8_t *buf, unsigned eta);

/* The hot-path members of a portable backend's initializer (backend.h). */
#define PQPOLY_KYBER_KERNELS_PORTABLE                                                     \
    .rej_uniform = pqpoly_kyber_rej_uniform_portable, .decode12 = pqpoly_kyber_decode12_portable, \
    .check12 = pqpoly_kyber_check12_portable, .encode12 = pqpoly_kyber_encode12_portable,  \
    .compress = pqpoly_kyber_compress_portable, .decompress = pqpoly_kyber_decompress_portable, \
    .cbd = pqpoly_kyber_cbd_portable

#endif
