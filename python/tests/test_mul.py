"""Every multiplier of every ring (every implementation this CPU runs)
through pqpoly.mul against the repository's independent Python oracle
(tests/oracle/ring_oracle.py), on random and extreme operands; the registry
as Python sees it; and the argument checks done before C is called."""
import random

import numpy as np
import pytest

import pqpoly
import ring_oracle

RINGS = [r.name for r in pqpoly.rings()]


def _extremes(r):
    lo, hi = -(r.q // 2), (r.q - 1) // 2  # centered range, odd or even q
    return [lo] * r.n, [hi] * r.n


def _operand_pairs(r, kind):
    """Two (a, b) pairs: random, and every coefficient at the largest magnitude
    a caller may pass (b ternary +-1 for big*small)."""
    rnd = random.Random(f"{r.name}/{kind}")
    lo, hi = _extremes(r)
    small = kind == "big*small"
    b_rand = [rnd.randint(-r.small_bound, r.small_bound) if small else rnd.randint(lo[0], hi[0])
              for _ in range(r.n)]
    a_rand = [rnd.randint(lo[0], hi[0]) for _ in range(r.n)]
    b_ext = [(-1) ** i * r.small_bound for i in range(r.n)] if small else lo
    return [(a_rand, b_rand), (lo, b_ext)]


@pytest.mark.parametrize("ring", RINGS)
def test_every_multiplier_against_the_oracle(ring):
    r = pqpoly.ring(ring)
    entries = [m for m in pqpoly.multipliers(ring) if m.runnable]
    assert any(m.name == "schoolbook" for m in entries)
    checked = 0
    for kind in ("big*big", "big*small"):
        for a, b in _operand_pairs(r, kind):
            want = np.array(ring_oracle.multiply(ring, a, b))
            for m in entries:
                if m.operands != kind and not (kind == "big*small" and m.operands == "big*big"):
                    continue
                c = pqpoly.mul(ring, m.name, np.array(a, dtype=np.int16), b, impl=m.impl,
                               operands=m.operands)
                assert c.dtype == np.int16 and c.shape == (r.n,)
                assert np.all(np.abs(c.astype(np.int64)) <= r.q // 2), f"{m} output not centered"
                assert np.array_equal(c.astype(np.int64) % r.q, want), f"{ring} {m} {kind}"
                checked += 1
            c = pqpoly.mul(ring, None, a, b, operands=kind)  # the checked default product
            assert np.array_equal(c.astype(np.int64) % r.q, want)
    assert checked >= 2 * len([m for m in entries if m.operands == "big*big"])


def test_registry_as_python_sees_it():
    assert RINGS[:2] == ["ntrup653", "ntrup761"] and "kyber" in RINGS
    r = pqpoly.ring("ntrup761")
    assert (r.n, r.q, r.modulus, r.small_bound) == (761, 4591, "x^761 - x - 1", 1)
    assert pqpoly.ring("kyber").modulus == "x^256 + 1"
    every = pqpoly.multipliers()
    assert len(every) == sum(len(pqpoly.multipliers(x)) for x in RINGS)
    names = {m.name for m in pqpoly.multipliers("ntrup761")}
    assert {"schoolbook", "toom4", "grb"} <= names
    portable = [m for m in every if m.impl == "portable"]
    assert all(m.runnable and m.isa == () for m in portable)
    for m in every:
        if m.impl != "portable":
            assert m.isa and m.runnable == (set(m.isa) <= set(pqpoly.cpu_isa()))
    assert pqpoly.default_multiplier("ntrup761", "big*small").ring == "ntrup761"


def test_force_and_impl_selection():
    try:
        pqpoly.force_multiplier("ntrup761", "toom4", "big*small")
        assert pqpoly.default_multiplier("ntrup761", "big*small").name == "toom4"
        with pytest.raises(pqpoly.Error, match="invalid argument"):
            pqpoly.force_multiplier("ntrup761", "nosuch", "big*small")
        classes = pqpoly.impl_classes()
        assert classes[0] == "portable" and classes[-1] == "native" and "avx512" in classes
        for c in classes:
            pqpoly.set_impl(c)
            assert pqpoly.get_impl() == c
        pqpoly.set_impl("portable")
        assert pqpoly.get_impl() == "portable"
        assert all(pqpoly.default_multiplier(x, "big*big").impl == "portable" for x in RINGS)
    finally:
        pqpoly.force_multiplier("ntrup761", None, "big*small")
        pqpoly.set_impl("native")
    kem = pqpoly.Kem("sntrup761")  # still a working KEM on the measured default
    pk, sk = kem.keypair()
    ct, ss = kem.encaps(pk)
    assert kem.decaps(sk, ct) == ss


def test_any_representatives_and_lists():
    r = pqpoly.ring("kyber")
    rnd = random.Random(7)
    a = [rnd.randint(-10 * r.q, 10 * r.q) for _ in range(r.n)]
    b = [rnd.randint(0, r.q - 1) for _ in range(r.n)]
    want = np.array(ring_oracle.multiply("kyber", a, b))
    c = pqpoly.mul("kyber", "ntt-montgomery", a, b)
    assert np.array_equal(c.astype(np.int64) % r.q, want)
    c2 = pqpoly.mul("kyber", "schoolbook", np.array(a, dtype=np.int64), np.array(b, dtype=np.uint16))
    assert np.array_equal(c, c2)


def test_bad_arguments_never_reach_c():
    r = pqpoly.ring("ntrup761")
    a, b = np.zeros(r.n, dtype=np.int16), np.zeros(r.n, dtype=np.int16)
    with pytest.raises(ValueError, match="a has 760 coefficients; ring ntrup761 needs n = 761"):
        pqpoly.mul("ntrup761", "toom4", a[:-1], b)
    with pytest.raises(ValueError, match="b has 762 coefficients"):
        pqpoly.mul("ntrup761", "toom4", a, np.zeros(762))
    with pytest.raises(ValueError, match="one-dimensional"):
        pqpoly.mul("ntrup761", "toom4", a.reshape(1, -1), b)
    with pytest.raises(TypeError, match="integers"):
        pqpoly.mul("ntrup761", "toom4", a.astype(float), b)
    with pytest.raises(ValueError, match=r"big\*small operand"):
        pqpoly.mul("ntrup761", "goodthomas", a, np.full(r.n, 2))
    with pytest.raises(ValueError, match="unknown ring 'nosuch'"):
        pqpoly.mul("nosuch", "toom4", a, b)
    with pytest.raises(ValueError, match="ring ntrup761 has no multiplier 'nosuch'; it has: "):
        pqpoly.mul("ntrup761", "nosuch", a, b)
    with pytest.raises(ValueError, match="no implementation 'neon'"):
        pqpoly.mul("ntrup761", "toom4", a, b, impl="neon")
    with pytest.raises(ValueError, match="operands must be"):
        pqpoly.mul("ntrup761", "toom4", a, b, operands="small")
