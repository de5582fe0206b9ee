#!/usr/bin/env python3
"""Write small seed corpora for the libFuzzer harnesses: OUTDIR/<harness>/.

The seeds are a few bytes each: the harnesses zero-pad short inputs, and with
their "honest XOR input" modes an almost empty input already means a valid
key or ciphertext.  Selector bytes are taken modulo the registry sizes, so
the ranges below cover every KEM and multiplier with room to grow.
Usage: make_seeds.py OUTDIR"""
import os
import sys

KEMS = range(32)      # fuzz_kem_*: byte 0, mod pqpoly_kem_count()
MULS = range(128)     # fuzz_mul: bytes 0-1, mod pqpoly_mul_count()


def write(outdir, harness, seeds):
    d = os.path.join(outdir, harness)
    os.makedirs(d, exist_ok=True)
    for i, s in enumerate(seeds):
        with open(os.path.join(d, "seed%04d" % i), "wb") as f:
            f.write(bytes(s))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    # Mode 3: honest sk and ct (then one flipped ct bit); 2: honest sk, zero ct;
    # 0 and 4: junk keys (4 passes the ML-KEM hash check).
    write(out, "fuzz_kem_dec", [[k, m] for k in KEMS for m in (0, 2, 3, 4, 6)] +
          [[k, 3, 1] for k in KEMS])
    # Mode 1: the honest public key; 2: junk made canonical for ML-KEM.
    write(out, "fuzz_kem_enc", [[k, m] for k in KEMS for m in (0, 1, 2, 3)])
    # Byte 1: bit 0 encaps, bit 1 honest contents; byte 2: command-line variant.
    write(out, "fuzz_kem_files", [[k, m, v, 0, 0, 0, 0] for k in KEMS for m in (2, 3)
                                  for v in range(11)] + [[k, 0, 0, 0, 0, 0, 0] for k in KEMS])
    # Modes: 0x05 all maximal, 0x0a all minimal, 0x0f alternating, 0x10/0x20
    # the staged product written over ta/tb; 0 with a few bytes repeated.
    write(out, "fuzz_mul", [[j & 255, j >> 8, m] for j in MULS for m in (0x05, 0x0a, 0x0f, 0x16, 0x29)] +
          [[j & 255, j >> 8, 0, 0x12, 0x34, 0x56, 0x78] for j in MULS])
    # fuzz_ntrup_codec: byte 0 a kernel table, byte 1 bit 0 the R/3 inverse.
    write(out, "fuzz_ntrup_codec", [[t, m] + [0xff] * f for t in range(24) for m in (0, 1) for f in (0, 64)])


if __name__ == "__main__":
    main()
