/* The ChaCha20 double round (RFC 8439 §2.1, §2.3: a quarter round on each
 * column, then on each diagonal), written once over the word operations, for
 * the portable block function (chacha20_block.c: uint32_t words) and the
 * eight-block AVX2 one (src/sym/avx2/chacha20x8.c: a vector of eight words
 * per state word).  ADD(a, b), XOR(a, b) and ROTL(v, n) are the caller's
 * (n = 16, 12, 8, 7, constants); x is the 16-word state.  Internal header. */
#ifndef PQPOLY_SYM_CHACHA20_ROUND_H
#define PQPOLY_SYM_CHACHA20_ROUND_H

#define PQPOLY_CHACHA20_QR(ADD, XOR, ROTL, a, b, c, d) \
    do {                                               \
        a = ADD(a, b); d = ROTL(XOR(d, a), 16);         \
        c = ADD(c, d); b = ROTL(XOR(b, c), 12);         \
        a = ADD(a, b); d = ROTL(XOR(d, a), 8);          \
        c = ADD(c, d); b = ROTL(XOR(b, c), 7);          \
    } while (0)

#define PQPOLY_CHACHA20_DOUBLE_ROUND(ADD, XOR, ROTL, x)                  \
    do {                                                                 \
        PQPOLY_CHACHA20_QR(ADD, XOR, ROTL, x[0], x[4], x[8], x[12]);     \
        PQPOLY_CHACHA20_QR(ADD, XOR, ROTL, x[1], x[5], x[9], x[13]);     \
        PQPOLY_CHACHA20_QR(ADD, XOR, ROTL, x[2], x[6], x[10], x[14]);    \
        PQPOLY_CHACHA20_QR(ADD, XOR, ROTL, x[3], x[7], x[11], x[15]);    \
        PQPOLY_CHACHA20_QR(ADD, XOR, ROTL, x[0], x[5], x[10], x[15]);    \
        PQPOLY_CHACHA20_QR(ADD, XOR, ROTL, x[1], x[6], x[11], x[12]);    \
        PQPOLY_CHACHA20_QR(ADD, XOR, ROTL, x[2], x[7], x[8], x[13]);     \
        PQPOLY_CHACHA20_QR(ADD, XOR, ROTL, x[3], x[4], x[9], x[14]);     \
    } while (0)

#endif
