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


# Every object a module defines, by name: a name defined twice (in one run of
# tools/gen_tables.py) is an error, so no table is emitted twice.
_DEFINED = {}


class TableFile:
    """One generated header and, if it has objects, its one generated .c.

    The header holds the scalar constants (macros, added with `text`) and an
    `extern` declaration of each object; `<path>.c` includes the header and
    holds the definitions, so each table is in the library once, under its
    `pqpoly_` name.  `path` is the header's path without ".h", relative to the
    repository root (e.g. "src/ntt/tables/grb"); `include` is how sources name
    the header (its path under src/)."""

    def __init__(self, path, doc, includes=("<stdint.h>",)):
        self.path = path
        self.include = path[len("src/"):] + ".h"
        self.guard = "PQPOLY_" + "".join(c if c.isalnum() else "_" for c in self.include.upper())
        self.doc = doc
        self.includes = includes
        self.head = []
        self.defs = []

    def text(self, s):
        """Macros and comments, in the header."""
        self.head.append(s)

    def define(self, decl, init, comment=None):
        """An object: decl is its declaration without storage class (e.g.
        "const int16_t pqpoly_x[4]"), init its initializer."""
        name = decl.split("[")[0].split()[-1]
        if not name.startswith("pqpoly_"):
            raise ValueError(f"{name}: the library's symbols start with pqpoly_")
        if name in _DEFINED:
            raise ValueError(f"{name} is defined by both {_DEFINED[name]} and {self.path}.c")
        _DEFINED[name] = self.path + ".c"
        if comment:
            self.head.append(f"/* {comment} */\n")
        self.head.append(f"extern {decl};\n")
        self.defs.append(f"{decl} = {init};\n")

    def array(self, ctype, name, values, per_line=10, align=None, comment=None):
        """A one-dimensional array of the given values (align: bytes, or None)."""
        lines = []
        for i in range(0, len(values), per_line):
            lines.append("    " + ", ".join(str(v) for v in values[i:i + per_line]) + ",")
        pre = f"_Alignas({align}) " if align else ""
        self.define(f"{pre}const {ctype} {name}[{len(values)}]", "{\n" + "\n".join(lines) + "\n}", comment)

    def files(self):
        includes = "".join(f"#include {i}\n" for i in self.includes)
        out = {self.path + ".h": (f"/* {self.doc} */\n#ifndef {self.guard}\n#define {self.guard}\n\n"
                                  + includes + "\n" + "".join(self.head).rstrip("\n") + "\n\n#endif\n")}
        if self.defs:
            out[self.path + ".c"] = (f"/* The tables declared in {self.include}. */\n"
                                     f'#include "{self.include}"\n\n' + "\n".join(self.defs))
        return out
