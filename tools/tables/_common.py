"""Helpers shared by table modules: modular arithmetic facts and C formatting."""


def centered(x, q):
    """Representative of x mod q in [-(q-1)/2, (q-1)/2] (q odd) or [-q/2, q/2) (q even)."""
    x %= q
    return x - q if x > (q - 1) // 2 else x


def is_primitive_root_of_unity(w, order, q):
    """w has multiplicative order exactly `order` modulo prime q."""
    if pow(w, order, q) != 1:
        return False
    m, p = order, 2
    primes = []
    while p * p <= m:
        if m % p == 0:
            primes.append(p)
            while m % p == 0:
                m //= p
        p += 1
    if m > 1:
        primes.append(m)
    return all(pow(w, order // p, q) != 1 for p in primes)


def c_array(ctype, name, values, per_line=10, static=True):
    """A C array definition of the given values."""
    lines = []
    for i in range(0, len(values), per_line):
        lines.append("    " + ", ".join(str(v) for v in values[i:i + per_line]) + ",")
    prefix = "static const " if static else "const "
    return f"{prefix}{ctype} {name}[{len(values)}] = {{\n" + "\n".join(lines) + "\n};\n"
