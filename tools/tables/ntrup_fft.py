"""Constants of the NTRU Prime transforms over Z_q itself (src/ntt/, entries
schonhage-nussbaumer, gsb, grb, rader1530): Barrett constants, scaling
factors of the inverses, roots of unity, Bruun's trinomial coefficients and
Rader-17 tables, for q = 4591 (p = 761), 4621 (p = 653), 5167 (p = 857).

Every root is found by search and checked (order, minimal polynomial) here;
the C code only reads the generated files in src/ntt/tables/: ntrup_fft.h
(the scalar constants), rader17.{h,c} (the Rader-17 permutations and kernels,
shared by grb and rader1530), grb.{h,c} and rader1530.{h,c}."""
import _arith
from _common import TableFile, centered, is_primitive_root_of_unity

QS = (4591, 4621, 5167)


def inv(a, q):
    return pow(a % q, q - 2, q)


def scalar_consts(q):
    """(name, value, comment) triples for one q."""
    out = [
        ("V16", _arith.barrett16_vr_s(q, 26), "PQPOLY_BARRETT16_VR_S(q, 26) = round(2^26 / q)"),
        ("V32", _arith.barrett32_vr_s(q, 40), "PQPOLY_BARRETT32_VR_S(q, 40) = round(2^40 / q)"),
        ("QINV", _arith.mont16_qinv(q), "PQPOLY_MONT16_QINV(q): q^-1 mod^+- 2^16"),
        ("INV2", centered(inv(2, q), q), "2^-1 mod q, centered"),
        ("INV256", centered(inv(256, q), q), "256^-1: 16-point Nussbaumer x 16-point Schoenhage"),
        ("INV512", centered(inv(512, q), q), "512^-1: 16-point Nussbaumer x 32-point Schoenhage"),
        ("INV384", centered(inv(384, q), q), "384^-1: 2 Bruun layers x 32-point Schoenhage x radix 3"),
        ("INV448", centered(inv(448, q), q), "448^-1: 2 Bruun layers x 16-point Schoenhage x radix 7"),
    ]
    return out


def sqrt_mod(a, q):
    """Smallest square root of a mod q in [1, (q-1)/2], or None."""
    for x in range(1, (q - 1) // 2 + 1):
        if x * x % q == a % q:
            return x
    return None


def primitive_root_of_order(r, q):
    """Smallest g in [2, q) of multiplicative order exactly r (None if r does not divide q-1)."""
    if (q - 1) % r:
        return None
    for g in range(2, q):
        if is_primitive_root_of_unity(g, r, q):
            return g
    return None


def bruun_constants(alpha, beta, q):
    """Initializer of pqpoly_bruun_k (src/ntt/bruun.h) for Bruun_{alpha,beta}."""
    c = lambda v: centered(v, q)
    ai = inv(alpha, q)
    vals = [c(alpha), c(beta), c(alpha * beta), c(alpha * alpha - beta),
            c(ai), c(beta * ai), c((alpha * alpha - beta) * ai * inv(beta, q)),
            c(ai * inv(beta, q)), 1 if beta % q == 1 else 0]
    return "{" + ", ".join(str(v) for v in vals) + "}"


def bruun_chain(q):
    """Bruun's factorization of x^32 + 1 ([HLY24, §4.3]):
    x^32 + 1 = (x^16 + s x^8 + 1)(x^16 - s x^8 + 1), s^2 = 2, and
    x^16 + s x^8 + 1 = (x^8 + a1 x^4 + 1)(x^8 - a1 x^4 + 1), a1^2 = 2 - s,
    x^16 - s x^8 + 1 = (x^8 + a2 x^4 + 1)(x^8 - a2 x^4 + 1), a2^2 = 2 + s.
    None when q has no such constants."""
    s = sqrt_mod(2, q)
    if s is None:
        return None
    a1, a2 = sqrt_mod(2 - s, q), sqrt_mod(2 + s, q)
    if a1 is None or a2 is None:
        return None
    # Verify the products as polynomials mod q (coefficient lists, low first).
    def mul(f, g):
        h = [0] * (len(f) + len(g) - 1)
        for i, x in enumerate(f):
            for j, y in enumerate(g):
                h[i + j] = (h[i + j] + x * y) % q
        return h
    def tri(n, a):  # x^(2n) + a x^n + 1
        f = [0] * (2 * n + 1)
        f[0], f[n], f[2 * n] = 1, a % q, 1
        return f
    assert mul(tri(8, s), tri(8, -s)) == tri(16, 0)
    assert mul(tri(4, a1), tri(4, -a1)) == tri(8, s)
    assert mul(tri(4, a2), tri(4, -a2)) == tri(8, -s)
    return s, a1, a2


def rader17_perms():
    """in_perm[l] = g^-l mod 17, out_perm[m] = g^m mod 17, g = 3."""
    g, gi = 3, pow(3, 15, 17)
    assert g * gi % 17 == 1 and all(pow(g, k, 17) != 1 for k in range(1, 16))
    return [pow(gi, l, 17) for l in range(16)], [pow(g, m, 17) for m in range(16)]


def rader17_kernel_mont(w17, q):
    """Residues of W(z) = sum_l w17^(g^l) z^l modulo z^8 + 1, z^4 + 1, z^4 - 1,
    times 1/2, 1/4, 1/4 (the inverse CRT's halvings) and times 2^16 (Montgomery
    form for pqpoly_montgomery_mul16), centered: the initializer of pqpoly_rader17_k16
    (src/ntt/rader17.h)."""
    _, outp = rader17_perms()
    W = [pow(w17, outp[l], q) for l in range(16)]
    R = 2**16
    w8 = [(W[i] - W[i + 8]) * inv(2, q) * R for i in range(8)]
    P = [W[i] + W[i + 8] for i in range(8)]
    w4n = [(P[i] - P[i + 4]) * inv(4, q) * R for i in range(4)]
    w4c = [(P[i] + P[i + 4]) * inv(4, q) * R for i in range(4)]
    fmt = lambda v: "{" + ", ".join(str(centered(x, q)) for x in v) + "}"
    return "{" + ", ".join((fmt(w8), fmt(w4n), fmt(w4c))) + "}"


def rader17_selfcheck(w17, q):
    """Rader's identity against the direct DFT, on one vector (table sanity)."""
    inp, outp = rader17_perms()
    x = [(7 * j * j + 3 * j + 1) % q for j in range(17)]
    X = [sum(x[j] * pow(w17, j * k, q) for j in range(17)) % q for k in range(17)]
    A = [x[inp[l]] for l in range(16)]
    W = [pow(w17, outp[l], q) for l in range(16)]
    for m in range(16):
        c = sum(A[l] * W[(m - l) % 16] for l in range(16))
        assert (x[0] + c - X[outp[m]]) % q == 0


def grb_points(q, w17, w3):
    """Per point (k0, k1, k2) of the 102-point Good-Thomas NTT of [HLY24]
    §4.4, index (3 k0 + k1) 2 + k2, the split of x^16 - zeta,
    zeta = w17^k0 w3^k1 (-1)^k2: a row
    [ct, gamma, 1/gamma, alpha, beta, alpha beta, alpha^2 - beta,
     1/alpha, beta/alpha, (alpha^2 - beta)/(alpha beta), 1/(alpha beta), beta == 1,
     then fields 1..10 again times 2^16 (Montgomery form, pqpoly_montgomery_mul16)].
    ct = 1: zeta = gamma^2, x^16 - zeta = (x^8 - gamma)(x^8 + gamma).
    ct = 0: -zeta = beta^2 with beta a square, alpha^2 = 2 beta: Bruun,
    x^16 - zeta = (x^8 + alpha x^4 + beta)(x^8 - alpha x^4 + beta)."""
    rows = []
    for k0 in range(17):
        for k1 in range(3):
            for k2 in range(2):
                z = pow(w17, k0, q) * pow(w3, k1, q) * (-1) ** k2 % q
                g = sqrt_mod(z, q) if z != 1 else 1
                if g is not None:
                    row = [1, centered(g, q), centered(inv(g, q), q)] + [0] * 9
                    rows.append(row + [centered(v * 2**16, q) for v in row[1:11]])
                    continue
                b0 = sqrt_mod(-z, q)
                beta = b0 if sqrt_mod(b0, q) is not None else q - b0
                alpha = sqrt_mod(2 * beta, q)
                assert alpha is not None and (beta * beta + z) % q == 0
                ai, bi = inv(alpha, q), inv(beta, q)
                vals = [alpha, beta, alpha * beta, alpha * alpha - beta, ai, beta * ai,
                        (alpha * alpha - beta) * ai * bi, ai * bi]
                row = [0, 0, 0] + [centered(v, q) for v in vals] + [1 if beta == 1 else 0]
                rows.append(row + [centered(v * 2**16, q) for v in row[1:11]])
    return rows


def generate():
    lines = []
    r17 = TableFile("src/ntt/tables/rader17",
                    "Rader-17 tables (src/ntt/rader17.h), shared by grb and rader1530: the permutations "
                    "and, per q with 17 | q - 1, the kernels in Montgomery form.",
                    includes=("<stdint.h>", '"ntt/rader17.h"'))
    inp, outp = rader17_perms()
    r17.text("/* permutations, g = 3: in[l] = g^-l, out[m] = g^m (mod 17) */\n")
    r17.array("uint8_t", "pqpoly_rader17_in", inp)
    r17.array("uint8_t", "pqpoly_rader17_out", outp)
    grb = TableFile("src/ntt/tables/grb", "Tables of the grb entry (src/mul/grb.c).")
    r1530 = TableFile("src/ntt/tables/rader1530",
                      "Tables of the rader1530 entry (src/mul/rader1530.c): twiddles "
                      "[tau, tau^2, tau^-1, tau^-2] per radix-3 node, base roots zeta.")
    for q in QS:
        lines.append(f"/* q = {q} */\n")
        for name, val, comment in scalar_consts(q):
            suffix = "LL" if name == "V32" else ""
            lines.append(f"#define PQPOLY_NF{q}_{name} {val}{suffix} /* {comment} */\n")
        chain = bruun_chain(q)
        if chain is None:
            lines.append(f"/* q = {q}: 2 is not a square mod q, no Bruun trinomial factorization of x^32 + 1 */\n")
        else:
            s, a1, a2 = chain
            lines.append(f"#define PQPOLY_NF{q}_BRUUN_S {bruun_constants(s, 1, q)} /* x^32+1 -> x^16 -+ {s}x^8 + 1 */\n")
            lines.append(f"#define PQPOLY_NF{q}_BRUUN_A1 {bruun_constants(a1, 1, q)} /* -> x^8 -+ {a1}x^4 + 1 */\n")
            lines.append(f"#define PQPOLY_NF{q}_BRUUN_A2 {bruun_constants(a2, 1, q)} /* -> x^8 -+ {a2}x^4 + 1 */\n")
        for r in (3, 7):
            w = primitive_root_of_order(r, q)
            if w is None:
                continue
            fw = ", ".join(str(centered(pow(w, k, q), q)) for k in range(r))
            iw = ", ".join(str(centered(pow(w, (r - k) % r, q), q)) for k in range(r))
            lines.append(f"#define PQPOLY_NF{q}_W{r} {{{fw}}} /* omega_{r}^k, k < {r} */\n")
            lines.append(f"#define PQPOLY_NF{q}_W{r}INV {{{iw}}} /* omega_{r}^-k */\n")
            fm = ", ".join(str(centered(pow(w, k, q) * 2**16, q)) for k in range(r))
            im = ", ".join(str(centered(pow(w, (r - k) % r, q) * 2**16, q)) for k in range(r))
            lines.append(f"#define PQPOLY_NF{q}_W{r}M {{{fm}}} /* omega_{r}^k 2^16 (Montgomery) */\n")
            lines.append(f"#define PQPOLY_NF{q}_W{r}INVM {{{im}}} /* omega_{r}^-k 2^16 */\n")
        if (q - 1) % 153 == 0:
            w153 = primitive_root_of_order(153, q)
            w17, w3 = pow(w153, 9, q), pow(w153, 51, q)
            rader17_selfcheck(w17, q)
            rader17_selfcheck(inv(w17, q), q)
            r17.text(f"\n/* q = {q}: omega_17 = omega_153^9, omega_153 = {w153}; x 2^16 */\n")
            r17.define(f"const pqpoly_rader17_k16 pqpoly_rader17_{q}_fwd", rader17_kernel_mont(w17, q))
            r17.define(f"const pqpoly_rader17_k16 pqpoly_rader17_{q}_inv", rader17_kernel_mont(inv(w17, q), q))
            lines.append(f"/* Rader-17 with omega_17 = omega_153^9, omega_153 = {w153} (kernels: ntt/tables/rader17.h) */\n")
            lines.append(f"#define PQPOLY_NF{q}_W153_3 {{1, {centered(w3, q)}, {centered(w3 * w3, q)}}} /* omega_153^51k */\n")
            lines.append(f"#define PQPOLY_NF{q}_W153_3INV {{1, {centered(inv(w3, q), q)}, {centered(inv(w3 * w3, q), q)}}}\n")
            lines.append(f"#define PQPOLY_NF{q}_INV204 {centered(inv(204, q), q)} /* grb: 2 x 3 x 2 x 17 */\n")
            lines.append(f"#define PQPOLY_NF{q}_INV153 {centered(inv(153, q), q)} /* rader1530: 17 x 3 x 3 */\n")
            wr = primitive_root_of_order(3, q)
            rows = grb_points(q, w17, wr)
            body = ",\n".join("    {" + ", ".join(str(v) for v in r) + "}" for r in rows)
            grb.define(f"const int16_t pqpoly_grb{q}_points[102][22]", f"{{\n{body}\n}}",
                       f"q = {q}: per point of the 102-point NTT, see grb_points()")
            # rader1530: twiddles of the two radix-3 layers and the base roots
            t1 = [pow(w153, 3 * i, q) for i in range(17)]
            t2 = [pow(w153, i + 17 * k, q) for i in range(17) for k in range(3)]
            zs = [pow(w153, i + 17 * k + 51 * kk, q) for i in range(17) for k in range(3) for kk in range(3)]
            for tw in t1:
                assert pow(tw, 3, q) == pow(w17, t1.index(tw), q)
            c = lambda v: [centered(x, q) for x in v]
            r1530.array("int32_t", f"pqpoly_r1530_{q}_zeta", c(zs), comment=f"q = {q}: base roots zeta, plain")
            cm = lambda v: [centered(x * 2**16, q) for x in v]
            r1530.array("int16_t", f"pqpoly_r1530_{q}_tw1m", cm(t1) + cm([x * x for x in t1]) +
                        cm([inv(x, q) for x in t1]) + cm([inv(x * x, q) for x in t1]),
                        comment="twiddles of the two radix-3 layers times 2^16 (Montgomery form, "
                                "pqpoly_montgomery_mul16)")
            r1530.array("int16_t", f"pqpoly_r1530_{q}_tw2m", cm(t2) + cm([x * x for x in t2]) +
                        cm([inv(x, q) for x in t2]) + cm([inv(x * x, q) for x in t2]))
            r1530.array("int16_t", f"pqpoly_r1530_{q}_w3m", cm([1, w3, w3 * w3, 1, inv(w3, q), inv(w3 * w3, q)]))
        lines.append("\n")
    nf = TableFile("src/ntt/tables/ntrup_fft",
                   "Scalar constants of the NTRU Prime transforms over Z_q (q = 4591, 4621, 5167).")
    nf.text("".join(lines))
    out = nf.files()
    for t in (r17, grb, r1530):
        out.update(t.files())
    return out
