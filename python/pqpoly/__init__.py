"""pqpoly: lattice-based post-quantum KEMs and polynomial multiplication.

Bindings (ctypes) to the pqpoly C library built with the package:

    import pqpoly
    kem = pqpoly.Kem("sntrup761")
    pk, sk = kem.keypair()
    ct, ss = kem.encaps(pk)
    assert kem.decaps(sk, ct) == ss
    c = pqpoly.mul("ntrup761", "grb", a, b)      # NumPy int16 arrays or lists

pqpoly.kems(), pqpoly.rings(), pqpoly.multipliers(ring) list what the library
registers; pqpoly.bench() measures and returns the benchmark report as data.
"""
from ._lib import Error, library_path, lib as _clib
from ._kem import Kem, kem_names, kems, set_random_source
from ._ring import (Multiplier, Ring, default_multiplier, force_multiplier, mul, multipliers, ring,
                    rings)
from ._bench import bench, load_report

__version__ = _clib.pqpoly_version().decode()


def set_impl(name):
    """Restrict every dispatch to an implementation class (impl_classes()):
    "portable" C, or a ceiling such as "avx2" or "avx512", or the best the
    CPU runs ("native", the default); process-wide."""
    from ._lib import check
    check(_clib.pqpoly_set_impl(None if name is None else name.encode()), f"pqpoly_set_impl({name!r})")


def get_impl():
    """The implementation class in force, one of impl_classes()."""
    return _clib.pqpoly_get_impl().decode()


def impl_classes():
    """The implementation classes set_impl accepts, "portable" first and
    "native" last, e.g. ("portable", "avx2", "avx512", "neon", "armv7em", "native")."""
    return tuple(_clib.pqpoly_impl_class_name(i).decode() for i in range(_clib.pqpoly_impl_class_count()))


def cpu_isa():
    """The instruction sets of this CPU the library can use, e.g. ("avx2",)."""
    from ._ring import _isa_names
    return _isa_names(_clib.pqpoly_cpu_isa())


__all__ = ["Error", "Kem", "Multiplier", "Ring", "bench", "cpu_isa", "default_multiplier",
           "force_multiplier", "get_impl", "impl_classes", "kem_names", "kems", "library_path", "load_report", "mul",
           "multipliers", "ring", "rings", "set_impl", "set_random_source"]
