"""Tables of mixed1620 (src/mul/mixed1620.c, [ACC+21, §3.2, §4.2]): an
incomplete mixed-radix NTT of size 1620 = 6 * 270 over Z_4591, radices
2, 3, 3, 3, 5 (Gentleman–Sande forward, Cooley–Tukey inverse), base products
modulo x^6 - psi^e.  Each butterfly is one small matrix that merges the
radix-R DFT with the twist by omega_L^(jk), in Montgomery form (x * 2^16 mod
q, centered)."""
import _arith
from _common import TableFile, centered, is_primitive_root_of_unity
from ntrup_ntt import root

Q = 4591
N = 270
RADICES = [2, 3, 3, 3, 5]
R16 = 1 << 16


def stages():
    """(radix, block length L) of each forward stage."""
    out, length = [], N
    for r in RADICES:
        out.append((r, length))
        length //= r
    return out


def forward_points(psi):
    """Run the forward transform on f(y) = y: output P holds psi^e(P)."""
    x = [0] * N
    x[1] = 1
    for r, length in stages():
        wl = pow(psi, N // length, Q)  # primitive L-th root
        wr = pow(wl, length // r, Q)   # primitive R-th root
        sub = length // r
        for b in range(0, N, length):
            for j in range(sub):
                xs = [x[b + j + m * sub] for m in range(r)]
                for k in range(r):
                    y = sum(xs[m] * pow(wr, m * k, Q) for m in range(r))
                    x[b + j + k * sub] = y * pow(wl, j * k, Q) % Q
    return x


def generate():
    psi = root(Q, N)
    assert is_primitive_root_of_unity(psi, N, Q)
    fwd, inv, offs = [], [], []
    for r, length in stages():
        wl = pow(psi, N // length, Q)
        wr = pow(wl, length // r, Q)
        offs.append(len(fwd))
        for j in range(length // r):
            # forward: y_k = sum_m x_m wr^(mk) wl^(jk), rows k = 1 .. R-1
            for k in range(1, r):
                for m in range(r):
                    fwd.append(centered(pow(wr, m * k, Q) * pow(wl, j * k, Q) * R16, Q))
            # inverse: x_m = sum_k Y_k wr^(-mk) wl^(-jk), columns k = 1 .. R-1
            # (column k = 0 is all ones); rows m = 0 .. R-1
            for m in range(r):
                for k in range(1, r):
                    e = (m * k * (length // r) + j * k) * (N // length)
                    inv.append(centered(pow(psi, (-e) % N, Q) * R16, Q))
    # Stage 0 (radix 2, L = 270) for ternary input, plain (not Montgomery)
    # twist factors omega_270^j, j < 135: y_1 = (x_0 - x_1) omega_270^j.
    tw0 = [centered(pow(psi, j, Q), Q) for j in range(N // 2)]
    pts = forward_points(psi)
    assert sorted(pts) == sorted(pow(psi, e, Q) for e in range(N))
    body = (f"#define MX_Q {Q}\n#define MX_N {N}\n"
            f"#define MX_QINV {_arith.mont16_qinv(Q)} /* PQPOLY_MONT16_QINV(q): q^-1 mod^+- 2^16 */\n")
    body += (f"#define MX_BARRETT {_arith.barrett16_vr_s(Q, 26)}"
             f" /* PQPOLY_BARRETT16_VR_S(q, 26) = round(2^26 / q) */\n")
    body += f"#define MX_ONE_MONT {centered(R16, Q)} /* 2^16 mod q */\n"
    body += (f"/* 2^32 / 270 mod q: undoes the base product's 2^-16, the final\n"
             f" * Montgomery product's 2^-16 and the inverse's factor 270. */\n"
             f"#define MX_SCALE {centered(R16 * R16 * pow(N, -1, Q), Q)}\n")
    body += ("#define MX_STAGE(s) ((size_t)pqpoly_mx_stage[s][0]), ((size_t)pqpoly_mx_stage[s][1]), "
             "((size_t)pqpoly_mx_stage[s][2])\n\n")
    t = TableFile("src/ntt/tables/mixed1620",
                  "Mixed-radix 270-point NTT over Z_4591 for mixed1620 ([ACC+21, §3.2, §4.2]).")
    t.text(body)
    t.define("const int pqpoly_mx_stage[5][4]", "{" + ", ".join(
        f"{{{r}, {length}, {length // r}, {o}}}" for (r, length), o in zip(stages(), offs)) + "}",
        "stage s: radix, block length, length / radix, offset of its matrices in pqpoly_mx_fwd / pqpoly_mx_inv")
    t.array("int16_t", "pqpoly_mx_fwd", fwd, align=32)
    t.array("int16_t", "pqpoly_mx_inv", inv, align=32)
    t.array("int16_t", "pqpoly_mx_tw0_plain", tw0, align=32,
            comment="stage 0 twist factors for ternary inputs, plain form")
    t.array("int16_t", "pqpoly_mx_roots_mont", [centered(p * R16, Q) for p in pts], align=32,
            comment="base product at output position P is modulo x^6 - psi^e(P); Montgomery form")
    return t.files()
