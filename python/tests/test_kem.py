"""Every KEM of the library's descriptor table through the bindings: round
trips, implicit rejection, the derandomized forms against the randomized ones
and against NIST's ACVP vectors, the first NIST KAT entry of every scheme
with a published hash, and the argument checks that keep bad input from C."""
import hashlib
import json
import os
import subprocess

import pytest

import pqpoly
from conftest import vector_file
import nist_drbg

KEMS = pqpoly.kem_names()


def test_kems_come_from_the_descriptor_table():
    listed = json.loads(subprocess.run([pqpoly._bench.tool_path(), "list", "--json"], check=True,
                                       capture_output=True, text=True).stdout)["kems"]
    assert KEMS == [k["name"] for k in listed]
    assert {"sntrup761", "mlkem768"} <= set(KEMS)


@pytest.mark.parametrize("name", KEMS)
def test_round_trip(name):
    kem = pqpoly.Kem(name)
    for _ in range(3):
        pk, sk = kem.keypair()
        assert (len(pk), len(sk)) == (kem.public_key_size, kem.secret_key_size)
        ct, ss = kem.encaps(pk)
        assert (len(ct), len(ss)) == (kem.ciphertext_size, kem.shared_secret_size)
        assert kem.decaps(sk, ct) == ss
        assert kem.decaps(bytearray(sk), memoryview(ct)) == ss  # any bytes-like object
        bad = bytearray(ct)
        bad[len(bad) // 2] ^= 0x01
        other = kem.decaps(sk, bytes(bad))  # implicit rejection: a key, not an error
        assert len(other) == kem.shared_secret_size and other != ss


@pytest.mark.parametrize("name", KEMS)
def test_bad_arguments_never_reach_c(name):
    kem = pqpoly.Kem(name)
    pk, sk = kem.keypair()
    ct, _ = kem.encaps(pk)
    for args in ((pk[:-1],), (pk + b"\0",), (b"",)):
        with pytest.raises(ValueError, match=f"pk must be {kem.public_key_size} bytes"):
            kem.encaps(*args)
    with pytest.raises(ValueError, match="sk must be"):
        kem.decaps(sk[1:], ct)
    with pytest.raises(ValueError, match="ct must be"):
        kem.decaps(sk, ct + b"\0")
    with pytest.raises(TypeError):
        kem.encaps("not bytes")
    with pytest.raises(TypeError):
        kem.decaps(None, ct)


def test_unknown_kem():
    with pytest.raises(ValueError, match="unknown KEM 'nosuch'; registered: sntrup653"):
        pqpoly.Kem("nosuch")


def test_library_error_carries_the_library_message():
    kem = pqpoly.Kem("mlkem768")
    pk, _ = kem.keypair()
    bad = b"\xff\xff" + pk[2:]  # first coefficient 4095 >= q: FIPS 203 §7.2 modulus check
    with pytest.raises(pqpoly.Error) as e:
        kem.encaps(bad)
    assert e.value.code == -2
    assert "invalid public (encapsulation) key" in str(e.value)
    with pytest.raises(pqpoly.Error, match="invalid argument"):
        pqpoly.set_impl("nosuch")


def test_failing_random_source_is_an_error():
    kem = pqpoly.Kem("sntrup761")
    pqpoly.set_random_source(lambda n: b"short")
    try:
        with pytest.raises(pqpoly.Error, match="could not supply randomness"):
            kem.keypair()
    finally:
        pqpoly.set_random_source(None)
    pk, sk = kem.keypair()  # the operating system again
    ct, ss = kem.encaps(pk)
    assert kem.decaps(sk, ct) == ss


DERAND = [n for n in KEMS if pqpoly.Kem(n).has_derand]


def test_derandomized_forms_where_they_exist():
    assert {"mlkem512", "mlkem768", "mlkem1024", "kyber512"} <= set(DERAND)
    with pytest.raises(NotImplementedError):
        pqpoly.Kem("sntrup761").keypair_derand(bytes(64))


@pytest.mark.parametrize("name", DERAND)
def test_derand_equals_randomized_form_on_the_same_coins(name):
    kem = pqpoly.Kem(name)
    kc, ec = kem.keypair_coins_size, kem.encaps_coins_size
    assert kc > 0 and ec > 0
    coins = os.urandom(kc + ec)
    pk, sk = kem.keypair_derand(coins[:kc])
    ct, ss = kem.encaps_derand(pk, coins[kc:])
    assert kem.decaps(sk, ct) == ss
    stream = [coins]

    def source(n):
        out, stream[0] = stream[0][:n], stream[0][n:]
        return out

    pqpoly.set_random_source(source)
    try:
        assert kem.keypair() == (pk, sk)
        assert kem.encaps(pk) == (ct, ss)
    finally:
        pqpoly.set_random_source(None)
    with pytest.raises(ValueError, match=f"coins must be {kc} bytes"):
        kem.keypair_derand(coins[:kc - 1])


def _acvp(kind):
    with open(vector_file("acvp", f"ML-KEM-{kind}-FIPS203-internalProjection.json")) as f:
        return json.load(f)["testGroups"]


def _mlkem(parameter_set):  # "ML-KEM-768" -> Kem("mlkem768")
    return pqpoly.Kem(parameter_set.replace("-", "").lower())


def test_acvp_keygen_first_test_of_each_set():
    for g in _acvp("keyGen"):
        t = g["tests"][0]
        pk, sk = _mlkem(g["parameterSet"]).keypair_derand(bytes.fromhex(t["d"] + t["z"]))
        assert pk.hex().upper() == t["ek"] and sk.hex().upper() == t["dk"], (g["parameterSet"], t["tcId"])


def test_acvp_encaps_and_decaps_first_test_of_each_group():
    for g in _acvp("encapDecap"):
        kem, t = _mlkem(g["parameterSet"]), g["tests"][0]
        if g["function"] == "encapsulation":
            ct, ss = kem.encaps_derand(bytes.fromhex(t["ek"]), bytes.fromhex(t["m"]))
            assert (ct.hex().upper(), ss.hex().upper()) == (t["c"], t["k"]), t["tcId"]
        else:
            ss = kem.decaps(bytes.fromhex(g["dk"]), bytes.fromhex(t["c"]))
            assert ss.hex().upper() == t["k"], t["tcId"]


def _published_first_entry_hashes():
    """name -> sha256 of the first KAT entry, from PQClean's META files."""
    out = {}
    with open(vector_file("pqclean-nistkat-sha256.tsv")) as f:
        next(f)
        for line in f:
            cols = line.rstrip("\n").split("\t")
            out[cols[0].replace("-", "").lower()] = cols[1]
    return out


@pytest.mark.parametrize("name", KEMS)
def test_kat_first_entry(name):
    hashes = _published_first_entry_hashes()
    if name not in hashes:
        pytest.skip(f"SKIPPED: no published first-entry hash for {name}")
    if not nist_drbg.available:
        pytest.skip("SKIPPED: libcrypto not found for the NIST DRBG")
    seed = nist_drbg.NistDrbg(bytes(range(48))).random(48)
    kem = pqpoly.Kem(name)
    pqpoly.set_random_source(nist_drbg.NistDrbg(seed).random)
    try:
        pk, sk = kem.keypair()
        ct, ss = kem.encaps(pk)
    finally:
        pqpoly.set_random_source(None)
    assert kem.decaps(sk, ct) == ss
    text = "".join(f"{k} = {v}\n" for k, v in (("count", "0"), ("seed", seed.hex().upper()),
                                                ("pk", pk.hex().upper()), ("sk", sk.hex().upper()),
                                                ("ct", ct.hex().upper()), ("ss", ss.hex().upper())))
    assert hashlib.sha256(text.encode()).hexdigest() == hashes[name]
