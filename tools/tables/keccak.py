"""Keccak-f[1600] (FIPS 202 §3.2): round constants and the unrolled round.

Everything is derived from the specification's definitions rather than typed
in: the rotation offsets of rho come from Algorithm 2's walk over the lanes,
the lane permutation of pi from its definition (x, y) -> (y, 2x + 3y), the
round constants from the LFSR rc(t) of Algorithm 5 as Algorithm 6 places it.

Output: src/sym/keccak_f1600_round.h with the 24 round constants and a macro
PQPOLY_KECCAK_ROUND(S, T, rc) computing one round from the 25 lane variables
S<x><y> into T<x><y> (x, y in 0..4)."""

ROUNDS = 24


def rc_bit(t):
    """FIPS 202 Algorithm 5: bit t of the LFSR x^8 + x^6 + x^5 + x^4 + 1."""
    if t % 255 == 0:
        return 1
    r = [1, 0, 0, 0, 0, 0, 0, 0]
    for _ in range(t % 255):
        r = [0] + r
        r[0] ^= r[8]
        r[4] ^= r[8]
        r[5] ^= r[8]
        r[6] ^= r[8]
        r = r[:8]
    return r[0]


def round_constant(ir):
    """FIPS 202 Algorithm 6, step 2-3: RC[2^j - 1] = rc(j + 7 ir)."""
    value = 0
    for j in range(7):
        value |= rc_bit(j + 7 * ir) << ((1 << j) - 1)
    return value


def rho_offsets():
    """FIPS 202 Algorithm 2: offsets[x][y]."""
    off = [[0] * 5 for _ in range(5)]
    x, y = 1, 0
    for t in range(24):
        off[x][y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5
    return off


def pi_source():
    """pi (Algorithm 3) moves lane (x, y) to (y, 2x + 3y): for each target
    (X, Y), the source lane it receives."""
    src = {}
    for x in range(5):
        for y in range(5):
            src[(y, (2 * x + 3 * y) % 5)] = (x, y)
    return src


def round_macro():
    off = rho_offsets()
    src = pi_source()
    lines = []
    # theta (Algorithm 1): column parities C, then D[x] = C[x-1] ^ rot(C[x+1], 1).
    for x in range(5):
        lanes = " ^ ".join(f"S##{x}{y}" for y in range(5))
        lines.append(f"c{x} = {lanes};")
    for x in range(5):
        lines.append(f"d{x} = c{(x - 1) % 5} ^ PQPOLY_ROL64(c{(x + 1) % 5}, 1);")
    # rho + pi into one row of b, then chi (Algorithm 4) on that row; iota on T00.
    for y in range(5):
        for x in range(5):
            sx, sy = src[(x, y)]
            lane = f"(S##{sx}{sy} ^ d{sx})"
            r = off[sx][sy]
            lines.append(f"b{x} = PQPOLY_ROL64({lane}, {r});" if r else f"b{x} = {lane};")
        for x in range(5):
            expr = f"b{x} ^ (~b{(x + 1) % 5} & b{(x + 2) % 5})"
            if (x, y) == (0, 0):
                expr += " ^ (rc)"
            lines.append(f"T##{x}{y} = {expr};")
    body = " \\\n".join("        " + line for line in lines)
    return ("/* One round of Keccak-f[1600] (theta, rho, pi, chi, iota) from lanes\n"
            " * S<x><y> into T<x><y>; uses the uint64_t temporaries c0..c4, d0..d4,\n"
            " * b0..b4 declared by the caller. */\n"
            "#define PQPOLY_KECCAK_ROUND(S, T, rc) \\\n"
            "    do { \\\n" + body + " \\\n    } while (0)\n")


def generate():
    rcs = [round_constant(i) for i in range(ROUNDS)]
    values = [f"UINT64_C(0x{v:016x})" for v in rcs]
    text = ["#ifndef PQPOLY_SYM_KECCAK_F1600_ROUND_H\n",
            "#define PQPOLY_SYM_KECCAK_F1600_ROUND_H\n\n",
            "#include <stdint.h>\n\n",
            "#define PQPOLY_KECCAK_ROUNDS 24\n\n",
            "/* Rotation left by 0 < n < 64. */\n",
            "#define PQPOLY_ROL64(v, n) (((v) << (n)) | ((v) >> (64 - (n))))\n\n",
            "/* Round constants RC(i_r) of FIPS 202 Algorithm 6 (iota). */\n"]
    lines = []
    for i in range(0, ROUNDS, 3):
        lines.append("    " + ", ".join(values[i:i + 3]) + ",")
    text.append(f"static const uint64_t pqpoly_keccak_rc[{ROUNDS}] = {{\n" + "\n".join(lines) + "\n};\n\n")
    text.append(round_macro())
    text.append("\n#endif\n")
    return {"src/sym/keccak_f1600_round.h": "".join(text)}
