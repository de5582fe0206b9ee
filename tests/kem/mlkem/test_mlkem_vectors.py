#!/usr/bin/env python3
"""ML-KEM (FIPS 203) and Kyber round 3 against every official vector set, run
once with each NTT of the kyber ring (PQPOLY_MUL = ntt-montgomery,
ntt-barrett, ntt-plantard):

  - NIST KAT (PQCgenKAT_kem, 100 entries): first-entry hash vs PQClean's
    nistkat-sha256 and all-entries hash vs liboqs kats.json, all six sets;
  - NIST ACVP ML-KEM keyGen and encapDecap (vectors/acvp, vectors/acvp-bc);
  - C2SP/CCTV strcmp, modulus (every key must fail the modulus check) and
    unluckysample (FIPS 203 final files only);
  - Wycheproof mlkem_*: valid and invalid (modulus overflow, unreduced keys,
    corrupted decapsulation keys, wrong lengths);
  - implicit rejection: a tampered ciphertext must give J(z || c) (ML-KEM) or
    SHAKE256(z || H(c)) (Kyber r3), computed here with hashlib;
  - the same invalid inputs through the CLI (`pqpoly kem`, $PQPOLY_TOOL):
    wrong lengths exit 2, rejected keys exit 1 with a clear message.

Usage: test_mlkem_vectors.py HELPER (tests/kem/mlkem/mlkem_vector_helper)."""
import gzip
import hashlib
import json
import os
import pathlib
import random
import subprocess
import sys

ALGOS = ["ntt-montgomery", "ntt-barrett", "ntt-plantard"]
ERR_PK, ERR_SK, ERR_ARG = -2, -3, -5
SETS = {"ML-KEM-512": "mlkem512", "ML-KEM-768": "mlkem768", "ML-KEM-1024": "mlkem1024"}


class Suite:
    def __init__(self):
        self.cmds = []     # command lines
        self.checks = []   # (description, function(response) -> error or None)

    def add(self, cmd, desc, check):
        self.cmds.append(cmd)
        self.checks.append((desc, check))


def expect_ok(*want):
    want = [w.lower() if w is not None else None for w in want]

    def check(resp):
        f = resp.split()
        if not f or f[0] != "OK":
            return f"expected OK, got {resp[:60]}"
        for i, w in enumerate(want):
            if w is not None and (len(f) <= i + 1 or f[i + 1] != w):
                return f"field {i + 1} differs"
        return None
    return check


def expect_err(code=None):
    def check(resp):
        f = resp.split()
        if not f or f[0] != "ERR":
            return f"expected an error, got {resp[:60]}"
        if code is not None and int(f[1]) != code:
            return f"expected error {code}, got {f[1]}"
        return None
    return check


def kv_blocks(path):
    """Blank-line separated `key = value` blocks."""
    block = {}
    for line in open(path):
        line = line.strip()
        if not line:
            if block:
                yield block
            block = {}
            continue
        if " = " in line:
            k, v = line.split(" = ", 1)
            block[k] = v
    if block:
        yield block


def add_acvp(s, vec):
    kg = json.load(open(vec / "acvp/ML-KEM-keyGen-FIPS203-internalProjection.json"))
    for g in kg["testGroups"]:
        for t in g["tests"]:
            s.add(f"keygen {SETS[g['parameterSet']]} {t['d']}{t['z']}", f"acvp keyGen tc{t['tcId']}",
                  expect_ok(t["ek"], t["dk"]))
    ed = json.load(open(vec / "acvp/ML-KEM-encapDecap-FIPS203-internalProjection.json"))
    for g in ed["testGroups"]:
        st = SETS[g["parameterSet"]]
        for t in g["tests"]:
            if g["function"] == "encapsulation":
                s.add(f"encaps {st} {t['ek']} {t['m']}", f"acvp encap tc{t['tcId']}",
                      expect_ok(t["c"], t["k"]))
            else:
                s.add(f"decaps {st} {g['dk']} {t['c']}", f"acvp decap tc{t['tcId']} ({t['reason']})",
                      expect_ok(t["k"]))
    for b in kv_blocks(vec / "acvp-bc/ML-KEM-keyGen.txt"):
        if "d" in b:
            s.add(f"keygen {SETS[b['parameterSet']]} {b['d']}{b['z']}", f"acvp-bc keyGen tc{b['tcId']}",
                  expect_ok(b["ek"], b["dk"]))
    for b in kv_blocks(vec / "acvp-bc/ML-KEM-encapDecap.txt"):
        if b.get("function") == "encapsulation":
            s.add(f"encaps {SETS[b['parameterSet']]} {b['ek']} {b['m']}", f"acvp-bc encap tc{b['tcId']}",
                  expect_ok(b["c"], b["k"]))
        elif b.get("function") == "decapsulation":
            s.add(f"decaps {SETS[b['parameterSet']]} {b['dk']} {b['c']}", f"acvp-bc decap tc{b['tcId']}",
                  expect_ok(b["k"]))


def add_cctv(s, vec):
    for n in ("512", "768", "1024"):
        st = "mlkem" + n
        for b in kv_blocks(vec / f"cctv/strcmp/ML-KEM-{n}.txt"):
            s.add(f"decaps {st} {b['dk']} {b['c']}", f"cctv strcmp {n}", expect_ok(b["K"]))
        for i, line in enumerate(gzip.open(vec / f"cctv/modulus/ML-KEM-{n}.txt.gz", "rt")):
            if line.strip():
                s.add(f"encaps {st} {line.strip()} {'00' * 32}", f"cctv modulus {n} line {i + 1}",
                      expect_err(ERR_PK))
        for b in kv_blocks(vec / f"cctv/unluckysample-final-pr13/ML-KEM-{n}.txt"):
            s.add(f"keygen {st} {b['d']}{b['z']}", f"cctv unlucky keygen {n}", expect_ok(b["ek"], b["dk"]))
            s.add(f"encaps {st} {b['ek']} {b['m']}", f"cctv unlucky encaps {n}", expect_ok(b["c"], b["K"]))
            s.add(f"decaps {st} {b['dk']} {b['c']}", f"cctv unlucky decaps {n}", expect_ok(b["K"]))


def add_wycheproof(s, vec):
    for n in ("512", "768", "1024"):
        st = "mlkem" + n
        w = lambda name: json.load(open(vec / f"wycheproof/mlkem_{n}_{name}.json"))
        for g in w("test")["testGroups"]:
            for t in g["tests"]:
                d = f"wycheproof {n} test tc{t['tcId']} {t.get('comment', '')}"
                if t["result"] == "valid":
                    if t.get("ek"):
                        s.add(f"keygen {st} {t['seed']}", d + " (ek)", expect_ok(t["ek"], None))
                    s.add(f"keydecaps {st} {t['seed']} {t['c']}", d, expect_ok(t["K"]))
                else:
                    s.add(f"keydecaps {st} {t['seed'] or '00'} {t['c'] or '00'}", d, expect_err(ERR_ARG))
        for g in w("encaps_test")["testGroups"]:
            for t in g["tests"]:
                d = f"wycheproof {n} encaps tc{t['tcId']} {t.get('comment', '')} {t.get('flags', '')}"
                if t["result"] == "valid":
                    s.add(f"encaps {st} {t['ek']} {t['m']}", d, expect_ok(t["c"], t["K"]))
                else:
                    rightlen = len(t["ek"]) // 2 == {"512": 800, "768": 1184, "1024": 1568}[n]
                    s.add(f"encaps {st} {t['ek'] or '00'} {t['m'] or '00'}", d,
                          expect_err(ERR_PK if rightlen and len(t["m"]) == 64 else ERR_ARG))
        for g in w("keygen_seed_test")["testGroups"]:
            for t in g["tests"]:
                s.add(f"keygen {st} {t['seed']}", f"wycheproof {n} keygen tc{t['tcId']}",
                      expect_ok(t["ek"], t["dk"]))
        for g in w("semi_expanded_decaps_test")["testGroups"]:
            for t in g["tests"]:
                d = f"wycheproof {n} semi-expanded tc{t['tcId']} {t.get('comment', '')}"
                flags = t.get("flags", [])
                if t["result"] == "valid":
                    s.add(f"decaps {st} {t['dk']} {t['c']}", d, expect_ok(t["K"]))
                else:
                    code = ERR_SK if "InvalidDecapsulationKey" in flags else ERR_ARG
                    s.add(f"decaps {st} {t['dk']} {t['c']}", d, expect_err(code))


def add_rejection(s, sets):
    """Tampered ciphertexts: the key must be the rejection value computed here;
    corrupted decapsulation keys must fail the hash check (ML-KEM)."""
    rng = random.Random(203)
    for st, fips, ctlen, pklen in sets:
        for trial in range(4):
            seed = bytes(rng.randrange(256) for _ in range(64))
            z = seed[32:]
            ct = bytearray(rng.randrange(256) for _ in range(ctlen))  # random = tampered
            if fips:
                want = hashlib.shake_256(z + bytes(ct)).hexdigest(32)
            else:
                want = hashlib.shake_256(z + hashlib.sha3_256(bytes(ct)).digest()).hexdigest(32)
            s.add(f"keydecaps {st} {seed.hex()} {ct.hex()}", f"implicit rejection {st} #{trial}",
                  expect_ok(want))


def cli_checks(tool, vec):
    """Wycheproof's semi-expanded decapsulation cases and the encapsulation-key
    rejections (modulus overflow, wrong length) through `pqpoly kem`."""
    import tempfile
    fails = runs = 0
    lens = {"512": 800, "768": 1184, "1024": 1568}
    with tempfile.TemporaryDirectory() as tmp:
        def run(st, op, files, want_rc, want_msg=None, want_ss=None):
            nonlocal fails, runs
            args = [tool, "kem", st, op]
            for flag, data in files.items():
                path = os.path.join(tmp, flag.strip("-"))
                if data is not None:
                    open(path, "wb").write(data)
                elif os.path.exists(path):
                    os.remove(path)
                args += [flag, path]
            r = subprocess.run(args, capture_output=True, text=True)
            runs += 1
            err = None
            if r.returncode != want_rc:
                err = f"exit {r.returncode}, want {want_rc}: {r.stderr.strip()}"
            elif want_msg and want_msg not in r.stderr:
                err = f"message {r.stderr.strip()!r} lacks {want_msg!r}"
            elif want_ss is not None and open(os.path.join(tmp, "ss"), "rb").read() != want_ss:
                err = "shared secret differs"
            if err:
                fails += 1
                print(f"FAIL cli {st} {op}: {err}")
        for n in ("512", "768", "1024"):
            st = "mlkem" + n
            d = json.load(open(vec / f"wycheproof/mlkem_{n}_semi_expanded_decaps_test.json"))
            for g in d["testGroups"]:
                for t in g["tests"]:
                    flags = t.get("flags", [])
                    files = {"--sk": bytes.fromhex(t["dk"]), "--ct": bytes.fromhex(t["c"]), "--ss": None}
                    if t["result"] == "valid":
                        run(st, "decaps", files, 0, want_ss=bytes.fromhex(t["K"]))
                    elif "InvalidDecapsulationKey" in flags:
                        run(st, "decaps", files, 1, "invalid secret (decapsulation) key")
                    else:
                        run(st, "decaps", files, 2, "wrong length")
            d = json.load(open(vec / f"wycheproof/mlkem_{n}_encaps_test.json"))
            for g in d["testGroups"]:
                for t in g["tests"]:
                    if t["result"] == "valid":
                        continue
                    files = {"--pk": bytes.fromhex(t["ek"]), "--ct": None, "--ss": None}
                    if len(t["ek"]) // 2 != lens[n]:
                        run(st, "encaps", files, 2, "wrong length")
                    elif "ModulusOverflow" in t.get("flags", []):
                        run(st, "encaps", files, 1, "invalid public (encapsulation) key")
    return runs - fails, fails


def run_helper(helper, algo, cmds):
    env = dict(os.environ, PQPOLY_MUL=algo)
    out = subprocess.run([helper], input="\n".join(cmds) + "\n", capture_output=True, text=True,
                         env=env, check=True).stdout
    return out.split("\n")


def main(argv):
    vec = pathlib.Path(os.environ.get("PQPOLY_VECTORS", "../shared/vectors"))
    if not (vec / "acvp").is_dir():
        print(f"SKIPPED: no vectors at {vec}")
        return 77
    helper = argv[1]
    sets = [("mlkem512", 1, 768, 800), ("mlkem768", 1, 1088, 1184), ("mlkem1024", 1, 1568, 1568),
            ("kyber512", 0, 768, 800), ("kyber768", 0, 1088, 1184), ("kyber1024", 0, 1568, 1568)]
    s = Suite()
    add_acvp(s, vec)
    add_cctv(s, vec)
    add_wycheproof(s, vec)
    add_rejection(s, sets)

    tsv = {}
    for line in open(vec / "pqclean-nistkat-sha256.tsv"):
        f = line.rstrip("\n").split("\t")
        if len(f) > 3:
            tsv[(f[0], f[3][:7])] = f[1]
    oqs = json.load(open(vec / "liboqs-kats-b6689666b.json"))
    kat_expect = {
        "mlkem512": (tsv[("ml-kem-512", "3730b32")], oqs["ML-KEM-512"]["all"]),
        "mlkem768": (tsv[("ml-kem-768", "3730b32")], oqs["ML-KEM-768"]["all"]),
        "mlkem1024": (tsv[("ml-kem-1024", "3730b32")], oqs["ML-KEM-1024"]["all"]),
        "kyber512": (tsv[("kyber512", "d5759e6")], oqs["Kyber512"]["all"]),
        "kyber768": (tsv[("kyber768", "d5759e6")], oqs["Kyber768"]["all"]),
        "kyber1024": (tsv[("kyber1024", "d5759e6")], oqs["Kyber1024"]["all"]),
    }

    failed = passed = 0
    for algo in ALGOS:
        cmds = ["backend"] + [f"kat {st} 100" for st in kat_expect] + s.cmds
        lines = run_helper(helper, algo, cmds)
        pos = 0
        if lines[0] != algo:
            print(f"FAIL {algo}: helper selected backend {lines[0]}")
            failed += 1
        pos = 1
        for st, (single, allh) in kat_expect.items():
            end = lines.index("END", pos)
            body = "\n".join(lines[pos:end]) + "\n"
            pos = end + 1
            entries = body.split("\n\n")
            got_single = hashlib.sha256((entries[0] + "\n").encode()).hexdigest()
            got_all = hashlib.sha256(body[:-1].encode()).hexdigest()
            for what, got, want in (("first entry", got_single, single), ("all entries", got_all, allh)):
                if got != want or "FAIL" in body:
                    print(f"FAIL {algo} KAT {st} {what}: {got} != {want}")
                    failed += 1
                else:
                    passed += 1
        for (desc, check), resp in zip(s.checks, lines[pos:]):
            err = check(resp)
            if err:
                failed += 1
                if failed < 30:
                    print(f"FAIL {algo} {desc}: {err}")
            else:
                passed += 1
        print(f"{algo}: {len(s.checks) + 2 * len(kat_expect)} checks run")
    tool = os.environ.get("PQPOLY_TOOL")
    if tool:
        p, f = cli_checks(tool, vec)
        print(f"cli: {p + f} checks run")
        passed += p
        failed += f
    else:
        print("note: PQPOLY_TOOL unset, CLI checks not run")
    print(f"mlkem vectors: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
