"""The oracle itself, on facts checkable by hand: x^n reduces to the right
polynomial in each ring shape, and products with 1 and x are what they must be."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ring_oracle  # noqa: E402


def unit(n, k):
    v = [0] * n
    v[k] = 1
    return v


def main():
    failed = 0
    checks = 0
    for name, (n, q, _) in ring_oracle.RINGS.items():
        x_top = unit(n, n - 1)
        x1 = unit(n, 1)
        got = ring_oracle.multiply(name, x_top, x1)        # = x^n mod f
        if name.startswith("ntrup"):
            want = [1 % q, 1 % q] + [0] * (n - 2)          # x^n = x + 1
        elif name == "nttru":
            want = [q - 1] + [0] * (n // 2 - 1) + [1] + [0] * (n // 2 - 1)  # x^n = x^(n/2) - 1
        else:
            want = [q - 1] + [0] * (n - 1)                 # x^n = -1
        checks += 1
        if got != want:
            failed += 1
            print(f"FAIL {name}: x^n mod f")
        a = [(7 * i + 3) % q for i in range(n)]
        checks += 1
        if ring_oracle.multiply(name, a, unit(n, 0)) != a:
            failed += 1
            print(f"FAIL {name}: a*1 != a")
    print(f"oracle-self: {checks - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
