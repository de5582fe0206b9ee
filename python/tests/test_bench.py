"""The benchmark as data: pqpoly.bench runs the tool installed with the
package and returns its JSON report; load_report reads a saved one."""
import json

import pytest

import pqpoly


def test_bench_returns_every_runnable_multiplier_of_the_ring(tmp_path):
    data = pqpoly.bench(ring="kyber", runs=5, progress=False)
    assert data["machine"]["cpu"] and data["machine"]["compiler"]
    want = sorted((m.name, m.operands, m.impl) for m in pqpoly.multipliers("kyber") if m.runnable)
    got = sorted((m["algo"], m["operands"], m["impl"]) for m in data["multipliers"])
    assert got == want
    assert all(0 < m["q1_cycles"] <= m["median_cycles"] <= m["q3_cycles"] and m["runs"] == 5
               for m in data["multipliers"])
    assert data["kems"] == []
    path = tmp_path / "bench.json"
    path.write_text(json.dumps(data))
    assert pqpoly.load_report(str(path)) == data


def test_bench_kem_rows():
    data = pqpoly.bench(kem="mlkem512", runs=5, progress=False)
    assert [(k["kem"], k["op"]) for k in data["kems"]] == [("mlkem512", op) for op in ("keypair", "enc", "dec")]
    assert all(k["median_cycles"] > 0 and not k["failed"] for k in data["kems"])


def test_bench_refuses_unknown_names():
    with pytest.raises(ValueError, match="unknown ring 'nosuch'"):
        pqpoly.bench(ring="nosuch", progress=False)
