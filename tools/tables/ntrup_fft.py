"""Constants of the NTRU Prime transforms over Z_q itself (src/ntt/, entries
schonhage-nussbaumer, gsb, grb, rader1530): Barrett constants, scaling
factors of the inverses, roots of unity, Bruun's trinomial coefficients and
Rader-17 tables, for q = 4591 (p = 761), 4621 (p = 653), 5167 (p = 857).

Every root is found by search and checked (order, minimal polynomial) here;
the C code only reads the generated header src/ntt/ntrup_fft_tables.h."""
from _common import centered, is_primitive_root_of_unity

QS = (4591, 4621, 5167)


def inv(a, q):
    return pow(a % q, q - 2, q)


def scalar_consts(q):
    """(name, value, comment) triples for one q."""
    out = [
        ("V16", round(2**26 / q), "round(2^26 / q): 16-bit Barrett"),
        ("V32", round(2**40 / q), "round(2^40 / q): 32-bit Barrett"),
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
    """Bruun's factorization of x^32 + 1 (paper 004 §4.3):
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


def generate():
    lines = ["#ifndef PQPOLY_NTT_NTRUP_FFT_TABLES_H\n#define PQPOLY_NTT_NTRUP_FFT_TABLES_H\n\n",
             "#include <stdint.h>\n\n"]
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
        lines.append("\n")
    lines.append("#endif\n")
    return {"src/ntt/ntrup_fft_tables.h": "".join(lines)}
