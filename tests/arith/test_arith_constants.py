#!/usr/bin/env python3
"""tools/tables/_arith.py must give the same constants as the C macros of
src/arith/ (printed by the print_constants program given as argv[1]), and each
constant must satisfy its defining property."""
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "tables"))
import _arith as A  # noqa: E402


def main(argv):
    if len(argv) < 2:
        print("SKIPPED: no print_constants program given")
        return 77
    out = subprocess.run([argv[1]], check=True, capture_output=True, text=True).stdout
    passed = failed = 0
    for line in out.splitlines():
        key, q, value = line.split()
        q, value = int(q), int(value)
        name, _, b = key.partition(":")
        fn = getattr(A, name)
        # per-constant helpers take (b, q); the shift helpers *_s take (q, s)
        want = (fn(q, int(b)) if name.endswith("_s") else fn(int(b), q)) if b else fn(q)
        if want == value:
            passed += 1
        else:
            failed += 1
            print(f"FAIL {key} q={q}: C {value}, Python {want}")
    # defining properties, independent of both implementations: the helpers'
    # twiddles must make the routines (modelled here) multiply by z.
    for q in (3329, 7681, 12289, 4591, 4621, 5167, 10753):
        alpha = A.plantard16_alpha(q)
        k, m = A.kred_params(q)
        checks = [
            (A.mont16_qinv(q) * q) % (1 << 16) == 1,
            (A.plantard16_qinv(q) * q) % (1 << 32) == 1,
            alpha >= 1 and q < 2 ** (15 - alpha),
            k * (1 << m) + 1 == q and k % 2 == 1,
        ]
        for z in (1, 2, 17, q - 1):
            tw = A.plantard16_twiddle(z, q)
            for a in (-32768, -1, 1, 12345, 32767):
                p = A.signed(a * tw, 32)  # pqpoly_plantard_mulc16
                r = (((p >> 16) + (1 << alpha)) * q) >> 16
                checks.append((r - a * z) % q == 0)
                c = a * A.kred_twiddle(z, q)  # pqpoly_kred16 of a product
                d = k * (c & ((1 << m) - 1)) - (c >> m)
                checks.append((d - a * z) % q == 0)
                mt = A.to_mont(z, q)  # pqpoly_montgomery_mul16
                t = A.signed(a * mt * A.mont16_qinv(q), 16)
                checks.append((((a * mt - t * q) >> 16) - a * z) % q == 0)
        for i, ok in enumerate(checks):
            if ok:
                passed += 1
            else:
                failed += 1
                print(f"FAIL property {i} for q={q}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
