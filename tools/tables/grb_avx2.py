"""Per-lane constants of the AVX2 row of grb (src/mul/avx2/grb.c).

There the 102 points of the Good-Thomas NTT of [HLY24, §4.4] are transposed
in groups of 16 (lane i of group g is point 16 g + i; points 102..111 are
padding, all constants 0), so each split x^16 - zeta -> two size-8 rings and
each size-8 base product takes one constant per lane.  Per group, GRB_AVX2_K
rows of 16 lanes (from grb_points of tools/tables/ntrup_fft.py, Montgomery
form c 2^16 centered unless said):
  0  ct mask: -1 where x^16 - zeta = (x^8 - gamma)(x^8 + gamma), else 0
  1  gamma                  2..5  Bruun alpha, beta, alpha beta, alpha^2 - beta
  6  1/gamma                7..10 Bruun 1/alpha, beta/alpha, (alpha^2-beta)/(alpha beta), 1/(alpha beta)
  base products, ring 0 = x^8 + al x^4 + be0, ring 1 = x^8 - al x^4 + be1
  (CT: al = 0, be0 = -gamma, be1 = gamma):
  11 al   12 -al   13 be0   14 be1   15 al^2 - be0   16 al^2 - be1   17 al be0   18 -al be1
followed (at + GRB_AVX2_K rows) by each row's Montgomery multiplier
c q^-1 mod 2^16 (signed; pqpoly_avx2_mont_pre16), row 0's being 0."""
from _common import TableFile, centered
from ntrup_fft import grb_points, inv, primitive_root_of_order

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
    m = lambda v: centered(v * R, Q)
    base = [m(al), m(-al), m(be0), m(be1), m(al * al - be0), m(al * al - be1), m(al * be0), m(-al * be1)]
    return head + base


def table():
    w153 = primitive_root_of_order(153, Q)
    w17, w3 = pow(w153, 9, Q), primitive_root_of_order(3, Q)
    rows = grb_points(Q, w17, w3)
    assert len(rows) == 102
    qinv = pow(Q, -1, R)
    out = []
    for g in range(GROUPS):
        lanes = [lane_rows(rows[16 * g + i] if 16 * g + i < 102 else None) for i in range(16)]
        vals = [[lanes[i][k] for i in range(16)] for k in range(K)]
        pre = [[0] * 16] + [[((v * qinv + R // 2) % R) - R // 2 for v in vals[k]] for k in range(1, K)]
        for r in vals + pre:
            out += r
    return out


def generate():
    t = TableFile("src/ntt/tables/grb_avx2",
                  "Per-lane constants of the AVX2 grb row (src/mul/avx2/grb.c), q = 4591: "
                  "7 groups x 2 x 19 rows x 16 lanes (tools/tables/grb_avx2.py).")
    t.text(f"#define PQPOLY_GRB_AVX2_K {K}\n#define PQPOLY_GRB_AVX2_GROUPS {GROUPS}\n")
    t.array("int16_t", "pqpoly_grb4591_avx2_lanes", table(), per_line=16, align=32)
    return t.files()
