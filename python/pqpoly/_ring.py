"""Rings and multipliers: the library's registry (include/pqpoly/poly.h) as
Python objects, and products through any registered entry.

Every argument is checked here before C sees it: the length n of each
operand, integer values, and the coefficient contract of poly.h (operands
are reduced to centered representatives; a big*small operand must be within
the ring's small_bound).  An entry's mul is unchecked in C, so nothing that
breaks the contract may reach it."""
import ctypes
from dataclasses import dataclass
from typing import Optional

import numpy as np

from . import _lib
from ._lib import lib

BIG_BIG, BIG_SMALL = 0, 1
_OPERANDS = {"big*big": BIG_BIG, "big*small": BIG_SMALL}
_OPERAND_NAMES = {v: k for k, v in _OPERANDS.items()}
_MODULI = {0: "x^{n} - x - 1", 1: "x^{n} + 1", 2: "x^{n} - x^{h} + 1"}


@dataclass(frozen=True)
class Ring:
    """One registered ring Z_q[x]/(f)."""
    name: str
    n: int
    q: int
    modulus: str        # f, e.g. "x^761 - x - 1"
    small_bound: int    # largest |b_i| of a big*small operand
    description: str

    def __str__(self):
        return self.name


@dataclass(frozen=True)
class Multiplier:
    """One registry entry: an implementation of an algorithm for a ring and
    operand kind."""
    ring: str
    name: str
    operands: str       # "big*big" or "big*small"
    impl: str           # "portable", "avx2", ...
    isa: tuple          # instruction sets it needs, () for portable C
    runnable: bool      # this CPU has them
    staged: bool        # exposes forward/base/inverse stages
    source: str         # the paper and section it follows

    def __str__(self):
        return self.name if self.impl == "portable" else f"{self.name}/{self.impl}"


def _isa_names(bits):
    names, bit = [], 1
    while bit < (1 << 32):
        if bits & bit:
            n = lib.pqpoly_isa_name(bit)
            names.append(n.decode() if n else f"bit{bit.bit_length() - 1}")
        bit <<= 1
    return tuple(names)


def _ring_obj(p):
    r = p.contents
    f = _MODULI.get(r.modpoly, "f").format(n=r.n, h=r.n // 2)
    return Ring(_lib.text(r.name), r.n, r.q, f, r.small_bound, _lib.text(r.description))


def _entry_obj(p):
    e = p.contents
    return Multiplier(_lib.text(e.ring), _lib.text(e.name), _OPERAND_NAMES.get(e.operands, "?"),
                      _lib.text(e.impl), _isa_names(e.isa), (e.isa & ~lib.pqpoly_cpu_isa()) == 0,
                      bool(e.transform), _lib.text(e.source))


def rings():
    """Every registered ring, in registry order."""
    return [_ring_obj(lib.pqpoly_ring_at(i)) for i in range(lib.pqpoly_ring_count())]


def _ring_ptr(ring):
    name = ring.name if isinstance(ring, Ring) else ring
    if not isinstance(name, str):
        raise TypeError(f"a ring is a name or a pqpoly.Ring, not {type(ring).__name__}")
    p = lib.pqpoly_ring_get(name.encode())
    if not p:
        raise ValueError(f"unknown ring {name!r}; registered: {', '.join(r.name for r in rings())}")
    return p


def ring(name):
    """The ring of that name (ValueError if unknown)."""
    return _ring_obj(_ring_ptr(name))


def multipliers(ring=None):
    """Every registry entry of `ring` (every ring if None), all implementations,
    runnable here or not (see .runnable)."""
    name = None if ring is None else _ring_obj(_ring_ptr(ring)).name
    out = []
    for i in range(lib.pqpoly_mul_count()):
        e = lib.pqpoly_mul_at(i)
        if name is None or e.contents.ring.decode() == name:
            out.append(_entry_obj(e))
    return out


def _operands_code(operands):
    if operands not in _OPERANDS:
        raise ValueError(f"operands must be 'big*big' or 'big*small', not {operands!r}")
    return _OPERANDS[operands]


def default_multiplier(ring, operands="big*small"):
    """The entry the ring's products (and the KEMs on it) use now."""
    return _entry_obj(lib.pqpoly_ring_default_mul(_ring_ptr(ring), _operands_code(operands)))


def force_multiplier(ring, name, operands="big*small"):
    """Use entry `name` for the ring's products and KEMs (None: the measured
    default again).  Process-wide, as pqpoly_ring_force_mul."""
    _lib.check(lib.pqpoly_ring_force_mul(_ring_ptr(ring), _operands_code(operands),
                                         None if name is None else name.encode()),
               f"pqpoly_ring_force_mul({ring}, {operands}, {name})")


def _centered(x, q):
    """Centered representatives of x mod q: [-(q-1)/2, (q-1)/2] for odd q,
    [-q/2, q/2 - 1] for even q (poly.h)."""
    h = q // 2
    return (x + h) % q - h


def _operand(x, r, what, small):
    arr = np.asarray(x)
    if arr.ndim != 1:
        raise ValueError(f"{what} must be one-dimensional (n = {r.n} coefficients), got shape {arr.shape}")
    if arr.shape[0] != r.n:
        raise ValueError(f"{what} has {arr.shape[0]} coefficients; ring {r.name} needs n = {r.n}")
    if arr.dtype == object:
        if not all(isinstance(v, (int, np.integer)) for v in arr):
            raise TypeError(f"{what} must hold integers")
        arr = np.array([int(v) % r.q for v in arr], dtype=np.int64)
    elif arr.dtype.kind not in "iub":
        raise TypeError(f"{what} must hold integers, not {arr.dtype}")
    v = _centered(arr.astype(np.int64), r.q)
    if small and np.any(np.abs(v) > r.small_bound):
        raise ValueError(f"{what} is a big*small operand: every coefficient must be in "
                         f"[-{r.small_bound}, {r.small_bound}] (mod {r.q})")
    return np.ascontiguousarray(v, dtype=np.int16)


def _find_entry(r, algo, impl, operands):
    names = {(m.name, m.operands) for m in multipliers(r.name)}
    if not any(n == algo for n, _ in names):
        known = sorted({n for n, _ in names})
        raise ValueError(f"ring {r.name} has no multiplier {algo!r}; it has: {', '.join(known)}")
    if operands is None:
        operands = "big*big" if (algo, "big*big") in names else "big*small"
    code = _operands_code(operands)
    if impl is None:
        p = lib.pqpoly_mul_find(r.name.encode(), algo.encode(), code)
        if not p:
            raise ValueError(f"no implementation of {r.name} {algo} ({operands}) runs here "
                             f"(pqpoly.set_impl is {lib.pqpoly_get_impl().decode()!r})")
    else:
        p = lib.pqpoly_mul_find_impl(r.name.encode(), algo.encode(), code, impl.encode())
        if not p:
            have = sorted({m.impl for m in multipliers(r.name) if m.name == algo})
            raise ValueError(f"{r.name} {algo} ({operands}) has no implementation {impl!r}; "
                             f"it has: {', '.join(have)}")
    entry = _entry_obj(p)
    if not entry.runnable:
        lacking = _isa_names(p.contents.isa & ~lib.pqpoly_cpu_isa())
        raise RuntimeError(f"{r.name} {entry}: this CPU lacks {'+'.join(lacking)}")
    return p, entry, code


def mul(ring, algo, a, b, impl=None, operands=None):
    """c = a*b in `ring` through multiplier `algo` (a name of multipliers(ring);
    None: the ring's default multiplier, through the library's checked
    pqpoly_ring_mul).  a, b: n integers each (NumPy arrays of any integer type,
    or lists), any representatives mod q.  impl: "portable", "avx2", ... (None:
    the best one this CPU runs).  operands: "big*big" or "big*small" (None:
    big*big where the algorithm has it, else big*small; for big*small, b must be
    small: every coefficient in [-small_bound, small_bound] mod q).  Returns
    c as a NumPy int16 array of centered representatives."""
    rp = _ring_ptr(ring)
    r = _ring_obj(rp)
    if algo is None:
        if impl is not None:
            raise ValueError("impl names an implementation of a given algo; pass algo too")
        code = _operands_code(operands or "big*big")
    else:
        entry_p, _, code = _find_entry(r, algo, impl, operands)
    av = _operand(a, r, "a", False)
    bv = _operand(b, r, "b", code == BIG_SMALL)
    c = np.zeros(r.n, dtype=np.int16)
    ptr = ctypes.c_void_p
    if algo is None:
        _lib.check(lib.pqpoly_ring_mul(rp, code, ptr(c.ctypes.data), ptr(av.ctypes.data),
                                       ptr(bv.ctypes.data)), "pqpoly_ring_mul")
    else:
        entry_p.contents.mul(c.ctypes.data, av.ctypes.data, bv.ctypes.data, rp)
    return c
