"""Per-lane constants of the AVX2 row of grb (src/mul/avx2/grb.c).

There the 102 points of the Good-Thomas NTT of [HLY24, §4.4] lie in rows
51 k2 + 3 k0 + k1 (point_of_row) and are transposed in groups of 16
(lane i of group g is row 16 g + i; rows 102..111 are padding, all
constants 0), so each split x^16 - zeta -> two size-8 rings and each size-8
base product takes one constant per lane; groups 0..2 are Cooley-Tukey
points only, groups 4..6 Bruun points only, group 3 both.  Per group, GRB_AVX2_K
rows of 16 lanes (from grb_points of tools/tables/ntrup_fft.py, Montgomery
form c 2^16 centered unless said):
  0  ct mask: -1 where x^16 - zeta = (x^8 - gamma)(x^8 + gamma), else 0
  1  gamma                  2..5  Bruun alpha, beta, alpha beta, alpha^2 - beta
  6  1/gamma                7..10 Bruun 1/alpha, beta/alpha, (alpha^2-beta)/(alpha beta), 1/(alpha beta)
     (rows 6, 7 and 10 times 2^16/204 besides: the inverse's scaling, folded
     into the products whose outputs it multiplies)
  base products, ring 0 = x^8 + al x^4 + be0, ring 1 = x^8 - al x^4 + be1
  (CT: al = 0, be0 = -gamma, be1 = gamma):
  11 al   12 -al   13 be0   14 be1   15 al^2 - be0   16 al^2 - be1   17 al be0   18 -al be1
followed (at + GRB_AVX2_K rows) by each row's Montgomery multiplier
c q^-1 mod 2^16 (signed; pqpoly_montgomery_pre16_x16), row 0's being 0.

Also the kernels of the AVX2 Rader-17 butterfly (src/ntt/avx2/rader17.h):
per direction (omega_17, then omega_17^-1) RADER_K = 42 constants broadcast
to 16 lanes, then their 42 Montgomery multipliers.  With W(z) =
sum_l omega^(g^l) z^l, w8 = (W mod z^8 + 1)/2 and t^2 = 2:
  0..15   the 4 x 4 matrix (row-major) of the product by
          (w8 mod z^4 + t z^2 + 1)/2 modulo z^4 + t z^2 + 1,
  16..31  the same for z^4 - t z^2 + 1,
  32, 33  t, 1/t (the Bruun butterfly z^8 + 1 -> z^4 -+ t z^2 + 1),
  34..37  (W mod z^4 + 1)/4,  38, 39  (W mod z^2 + 1)/8,
  40, 41  (W mod z - 1)/16, (W mod z + 1)/16,
the factors being the inverse CRT's halvings; each times 2^16 (Montgomery
form), centered."""
from _common import TableFile, centered
from ntrup_fft import grb_points, inv, primitive_root_of_order, rader17_perms

Q = 4591
K = 19
GROUPS = 7
R = 1 << 16


def lane_rows(row):
    """The K constants of one point (row of grb_points)."""
    if row is None:
        return [0] * K
    if row[0]:
        g = row[1]
        al, be0, be1 = 0, -g, g
        head = [-1, row[12], 0, 0, 0, 0, row[13], 0, 0, 0, 0]
    else:
        al, be0, be1 = row[3], row[4], row[4]
        head = [0, 0] + row[14:18] + [0] + row[18:22]
    for k in (6, 7, 10):
        head[k] = centered(head[k] * R * inv(204, Q), Q)
    m = lambda v: centered(v * R, Q)
    base = [m(al), m(-al), m(be0), m(be1), m(al * al - be0), m(al * al - be1), m(al * be0), m(-al * be1)]
    return head + base


def point_of_row(r):
    """The point (index (3 k0 + k1) 2 + k2 of grb_points) at row
    r = 51 k2 + 3 k0 + k1 of the AVX2 layout: rows 0..50 are the points
    with k2 = 0, where zeta is a square (omega_17 and omega_3 are squares,
    -1 is not: q = 3 mod 4), all Cooley-Tukey."""
    k2, k0, k1 = r // 51, r % 51 // 3, r % 3
    return (3 * k0 + k1) * 2 + k2


def table():
    w153 = primitive_root_of_order(153, Q)
    w17, w3 = pow(w153, 9, Q), primitive_root_of_order(3, Q)
    rows = grb_points(Q, w17, w3)
    assert len(rows) == 102
    assert sorted(point_of_row(r) for r in range(102)) == list(range(102))
    assert all(rows[point_of_row(r)][0] == (1 if r < 51 else 0) for r in range(102))
    qinv = pow(Q, -1, R)
    out = []
    for g in range(GROUPS):
        lanes = [lane_rows(rows[point_of_row(16 * g + i)] if 16 * g + i < 102 else None) for i in range(16)]
        vals = [[lanes[i][k] for i in range(16)] for k in range(K)]
        pre = [[0] * 16] + [[((v * qinv + R // 2) % R) - R // 2 for v in vals[k]] for k in range(1, K)]
        for r in vals + pre:
            out += r
    return out


def sqrt2():
    """t with t^2 = 2 mod Q (Q = 7 mod 8): z^8 + 1 = (z^4 + t z^2 + 1)(z^4 - t z^2 + 1)."""
    t = next(x for x in range(1, Q) if x * x % Q == 2)
    return t


def polmulmod(f, g, e):
    """f g mod z^4 + e z^2 + 1 over Z_Q (coefficient lists, low first)."""
    h = [0] * 7
    for i, x in enumerate(f):
        for j, y in enumerate(g):
            h[i + j] += x * y
    for d in range(6, 3, -1):  # z^d = -e z^(d-2) - z^(d-4)
        c, h[d] = h[d], 0
        h[d - 2] -= e * c
        h[d - 4] -= c
    return [x % Q for x in h[:4]]


def rader_kernel(w17):
    """The RADER_K constants of one direction, plain (see the module's doc)."""
    _, outp = rader17_perms()
    W = [pow(w17, outp[l], Q) for l in range(16)]
    w8 = [(W[i] - W[i + 8]) * inv(2, Q) % Q for i in range(8)]
    t = sqrt2()
    mats = []
    for e in (t, -t):
        # w8 mod z^4 + e z^2 + 1, times 1/2 (the inverse Bruun butterfly's halving)
        wr = polmulmod(w8[:4], [1, 0, 0, 0], e)
        wr = [(x + y) % Q for x, y in zip(wr, polmulmod(w8[4:], [-1, 0, -e, 0], e))]
        wr = [x * inv(2, Q) % Q for x in wr]
        cols = [polmulmod(wr, [1 if k == c else 0 for k in range(4)], e) for c in range(4)]
        mats += [cols[c][r] for r in range(4) for c in range(4)]
    P = [W[i] + W[i + 8] for i in range(8)]
    w4n = [(P[i] - P[i + 4]) * inv(4, Q) for i in range(4)]
    Q4 = [P[i] + P[i + 4] for i in range(4)]
    w2n = [(Q4[i] - Q4[i + 2]) * inv(8, Q) for i in range(2)]
    Q2 = [Q4[i] + Q4[i + 2] for i in range(2)]
    wp, wm = (Q2[0] + Q2[1]) * inv(16, Q), (Q2[0] - Q2[1]) * inv(16, Q)
    return mats + [t, inv(t, Q)] + w4n + w2n + [wp, wm]


RADER_K = 42


def rader_model(x, k):
    """The AVX2 kernel's arithmetic on one lane, exactly (mod Q)."""
    inp, outp = rader17_perms()
    A = [x[inp[l]] for l in range(16)]
    a8 = [A[i] - A[i + 8] for i in range(8)]
    S = [A[i] + A[i + 8] for i in range(8)]
    a4n = [S[i] - S[i + 4] for i in range(4)]
    a4c = [S[i] + S[i + 4] for i in range(4)]
    a2n = [a4c[i] - a4c[i + 2] for i in range(2)]
    a2c = [a4c[i] + a4c[i + 2] for i in range(2)]
    t, ti = k[32], k[33]
    u = [a8[0] - a8[4], a8[1] - a8[5], a8[2] + a8[6], a8[3] + a8[7]]
    v = [t * a8[6], t * a8[7], -t * a8[4], -t * a8[5]]
    Pp = [sum(k[r * 4 + c] * (u[c] + v[c]) for c in range(4)) for r in range(4)]
    Pm = [sum(k[16 + r * 4 + c] * (u[c] - v[c]) for c in range(4)) for r in range(4)]
    U = [Pp[i] + Pm[i] for i in range(4)]
    V = [Pp[i] - Pm[i] for i in range(4)]
    c6, c7, c4, c5 = V[0] * ti, V[1] * ti, -V[2] * ti, -V[3] * ti
    c8 = [U[0] + c4, U[1] + c5, U[2] - c6, U[3] - c7, c4, c5, c6, c7]
    c4n = [sum(a4n[j] * k[34 + (m - j) % 4] * (1 if m >= j else -1) for j in range(4)) for m in range(4)]
    c2n = [a2n[0] * k[38] - a2n[1] * k[39], a2n[0] * k[39] + a2n[1] * k[38]]
    cp, cm = (a2c[0] + a2c[1]) * k[40], (a2c[0] - a2c[1]) * k[41]
    c2c = [cp + cm, cp - cm]
    c4c = [c2c[0] + c2n[0], c2c[1] + c2n[1], c2c[0] - c2n[0], c2c[1] - c2n[1]]
    out = [None] * 17
    out[0] = x[0] + sum(A)
    for m in range(4):
        p0, p1 = x[0] + c4c[m] + c4n[m], x[0] + c4c[m] - c4n[m]
        out[outp[m]], out[outp[m + 8]] = p0 + c8[m], p0 - c8[m]
        out[outp[m + 4]], out[outp[m + 12]] = p1 + c8[m + 4], p1 - c8[m + 4]
    return out


def rader_selfcheck(w17):
    """The kernel's CRT path against the direct 17-point DFT (table sanity)."""
    k = rader_kernel(w17)
    for seed in range(3):
        x = [(5 * j * j + 11 * j + 3 + 977 * seed * j) % Q for j in range(17)]
        X = [sum(x[j] * pow(w17, j * m, Q) for j in range(17)) % Q for m in range(17)]
        out = rader_model(x, k)
        assert all((out[m] - X[m]) % Q == 0 for m in range(17))


def rader_table():
    w153 = primitive_root_of_order(153, Q)
    w17 = pow(w153, 9, Q)
    qinv = pow(Q, -1, R)
    out = []
    for w in (w17, inv(w17, Q)):
        rader_selfcheck(w)
        ks = [centered(v * R, Q) for v in rader_kernel(w)]
        pre = [((v * qinv + R // 2) % R) - R // 2 for v in ks]
        for v in ks + pre:
            out += [v] * 16
    return out


def generate():
    t = TableFile("src/ntt/tables/grb_avx2",
                  "Per-lane constants of the AVX2 grb row (src/mul/avx2/grb.c), q = 4591: "
                  "7 groups x 2 x 19 rows x 16 lanes (tools/tables/grb_avx2.py).")
    t.text(f"#define PQPOLY_GRB_AVX2_K {K}\n#define PQPOLY_GRB_AVX2_GROUPS {GROUPS}\n"
           f"#define PQPOLY_GRB_AVX2_RADER_K {RADER_K}\n")
    t.array("int16_t", "pqpoly_grb4591_avx2_lanes", table(), per_line=16, align=32)
    t.array("uint8_t", "pqpoly_grb4591_avx2_block_row",
            [51 * (b % 2) + 3 * (b % 17) + b % 3 for b in range(96)],
            comment="row 51 k2 + 3 k0 + k1 of block b of 16 coefficients (Good's map b -> (b mod 17, "
                    "b mod 3, b mod 2)), b < 96: the inverse's fold reads them")
    t.array("int16_t", "pqpoly_grb4591_avx2_rader", rader_table(), per_line=16, align=32,
            comment="Rader-17 kernels, forward then inverse: 42 constant rows then 42 multiplier rows each")
    return t.files()
