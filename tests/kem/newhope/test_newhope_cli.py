"""`pqpoly kem newhope-usenix` from the shell: the sizes `pqpoly list --json`
gives are the key exchange's (senda 1824, s-hat 1792, sendb 2048, key 32
bytes, include/pqpoly/newhope.h); keypair, encaps and decaps through raw
files agree on the key; and decaps of the same files gives the same key on
the portable path (PQPOLY_IMPL=portable) and under every NTT entry of ring
newhope (PQPOLY_MUL), so the tool reaches each implementation."""
import json
import os
import subprocess
import sys
import tempfile

TOOL = os.environ.get("PQPOLY_TOOL")
if not TOOL or not os.path.exists(TOOL):
    print("SKIPPED: PQPOLY_TOOL not set")
    sys.exit(77)

NAME = "newhope-usenix"
failures = []


def run(*args, env=None):
    e = dict(os.environ)
    e.pop("PQPOLY_IMPL", None)
    e.pop("PQPOLY_MUL", None)
    e.update(env or {})
    return subprocess.run([TOOL, *args], capture_output=True, text=True, env=e)


def check(cond, msg):
    if not cond:
        failures.append(msg)
        print("FAIL", msg)


kems = {k["name"]: k for k in json.loads(run("list", "--json").stdout)["kems"]}
check(NAME in kems, f"{NAME} not in pqpoly list --json")
if NAME in kems:
    k = kems[NAME]
    want = {"publickeybytes": 1824, "secretkeybytes": 1792, "ciphertextbytes": 2048, "bytes": 32}
    check({f: k[f] for f in want} == want, f"sizes {k}")
    with tempfile.TemporaryDirectory() as d:
        P = lambda n: os.path.join(d, n)
        for rnd in range(1):
            r1 = run("kem", NAME, "keypair", "--pk", P("pk"), "--sk", P("sk"))
            r2 = run("kem", NAME, "encaps", "--pk", P("pk"), "--ct", P("ct"), "--ss", P("ss1"))
            r3 = run("kem", NAME, "decaps", "--sk", P("sk"), "--ct", P("ct"), "--ss", P("ss2"))
            check(r1.returncode == r2.returncode == r3.returncode == 0,
                  f"round trip exit codes {r1.returncode} {r2.returncode} {r3.returncode}: {r1.stderr}{r2.stderr}{r3.stderr}")
            sizes = {n: os.path.getsize(P(n)) for n in ("pk", "sk", "ct", "ss1", "ss2")}
            check(sizes == {"pk": 1824, "sk": 1792, "ct": 2048, "ss1": 32, "ss2": 32}, f"file sizes {sizes}")
            ss1 = open(P("ss1"), "rb").read()
            check(ss1 == open(P("ss2"), "rb").read(), f"round {rnd}: keys differ")
            for env in ({"PQPOLY_IMPL": "portable"}, {"PQPOLY_MUL": "ntt-montgomery"},
                        {"PQPOLY_MUL": "ntt-kred"}, {"PQPOLY_MUL": "ntt-kred2x"},
                        {"PQPOLY_IMPL": "portable", "PQPOLY_MUL": "ntt-montgomery"}):
                r = run("kem", NAME, "decaps", "--sk", P("sk"), "--ct", P("ct"), "--ss", P("ss3"), env=env)
                check(r.returncode == 0 and open(P("ss3"), "rb").read() == ss1, f"round {rnd}: decaps under {env}")
        r = run("kem", NAME, "decaps", "--sk", P("sk"), "--ct", P("pk"), "--ss", P("ss4"))
        check(r.returncode == 2 and len(r.stderr.strip().split("\n")) == 1 and "2048" in r.stderr,
              f"a pk as ct: exit {r.returncode}, {r.stderr!r}")

print("newhope_kem_cli:", "FAIL" if failures else "ok", f"({len(failures)} failures)")
sys.exit(1 if failures else 0)
