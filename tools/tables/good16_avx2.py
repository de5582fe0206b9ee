"""Twiddles of the AVX2 size-512 NTT over 16-bit primes (src/ntt/avx2/ntt512.h),
for the AVX2 rows of crt7681x10753 and ntt7681 (src/mul/avx2/).

The transform is the one of src/ntt/radix2.h (node of layer l, block k:
zeta^e, e = 256 >> l * brv_l(k)), with the last four layers run on
16 x 16 transposed blocks: there each lane i of group g (bit 8 of the index)
is its own block, so those layers take one twiddle per lane.  Per prime and
direction one array of 512 int16 (Montgomery form, x 2^16 mod q, centered):
  [0 .. 30]    layers l = 0..4, block k at 2^l - 1 + k (broadcast), [31] = 0;
  [32 + 240 g + 16 (2^(l-5) - 1 + s) + i]
               layers l = 5..8, group g, sub-block s < 2^(l-5), lane i:
               block k = (16 g + i) 2^(l-5) + s.
The inverse array holds zeta^-e at the same places.  Each array is followed
(at + 512) by the Montgomery multipliers of its twiddles, w q^-1 mod 2^16 as
signed int16 (pqpoly_montgomery_pre16_x16), so the NTT loads them instead of
computing one pmullw per twiddle.  Then (at + 1024) the 32 entries of
layers 0..4 each repeated over the 16 lanes, and (at + 1536) their
multipliers likewise: the NTT loads those twiddles as whole vectors (a load
instead of a broadcast, which takes a vector-port operation); 2048 int16 per
array in all.

The points of the forward output, for the polyphase products of
src/mul/avx2/poly4.h (base products modulo x^4 - zeta_s): the forward leaves
at memory index s = 256 g + 16 j + i the natural index n = 256 g + 16 i + j
(the transposition), which radix2.h's order makes the value at
zeta^brv_9(n).  Per prime one array: [s] = zeta^brv_9(n) 2^16 mod q
(centered), then at + 512 its Montgomery multiplier as above."""
from _common import TableFile, centered
from ntrup_ntt import brv, root

M = 512
R = 1 << 16


def exps(l, k):
    return ((M // 2) >> l) * brv(k, l)


def table(q, inverse):
    z = root(q, M)

    def tw(l, k):
        e = exps(l, k)
        return centered(pow(z, (M - e) % M if inverse else e, q) * R, q)

    out = [tw(l, k) for l in range(5) for k in range(1 << l)] + [0]
    for g in range(2):
        for l in range(5, 9):
            n = 1 << (l - 5)
            for s in range(n):
                out += [tw(l, (16 * g + i) * n + s) for i in range(16)]
    assert len(out) == 512
    qinv = pow(q, -1, R)
    mult = [((w * qinv + R // 2) % R) - R // 2 for w in out]
    return out + mult + [w for w in out[:32] for _ in range(16)] + [w for w in mult[:32] for _ in range(16)]


def points(q):
    z = root(q, M)
    out = []
    for s in range(M):
        g, j, i = s >> 8, (s >> 4) & 15, s & 15
        out.append(centered(pow(z, brv(256 * g + 16 * i + j, 9), q) * R, q))
    qinv = pow(q, -1, R)
    return out + [((w * qinv + R // 2) % R) - R // 2 for w in out]


def generate():
    t = TableFile("src/ntt/tables/good16_avx2",
                  "Twiddles of the AVX2 size-512 NTTs mod 7681 and 10753 (src/ntt/avx2/ntt512.h).")
    for q in (7681, 10753):
        for name, inv in (("fwd", False), ("inv", True)):
            t.array("int16_t", f"pqpoly_ntt512_avx2_q{q}_{name}", table(q, inv), per_line=16, align=32)
        t.array("int16_t", f"pqpoly_ntt512_avx2_q{q}_pts", points(q), per_line=16, align=32)
    return t.files()
