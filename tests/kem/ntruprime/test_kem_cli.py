"""`pqpoly kem` from the shell: round trips through raw files for every
NTRU Prime set (lengths from `pqpoly list --json`), and the error cases —
wrong length, missing file, unwritable path — each giving exit status 2,
exactly one line on stderr naming the file and the expected length, and no
output file (nor temporary) left behind."""
import json
import os
import subprocess
import sys
import tempfile

TOOL = os.environ.get("PQPOLY_TOOL")
if not TOOL or not os.path.exists(TOOL):
    print("SKIPPED: PQPOLY_TOOL not set")
    sys.exit(77)

failures = []


def run(*args):
    return subprocess.run([TOOL, *args], capture_output=True, text=True)


def check(cond, msg):
    if not cond:
        failures.append(msg)
        print("FAIL", msg)


def expect_error(res, what, path, length, tmp):
    lines = res.stderr.strip().split("\n")
    check(res.returncode == 2, f"{what}: exit {res.returncode}, expected 2")
    check(len(lines) == 1, f"{what}: {len(lines)} stderr lines: {res.stderr!r}")
    check(path in res.stderr, f"{what}: file name missing from {res.stderr!r}")
    check(str(length) in res.stderr, f"{what}: expected length {length} missing from {res.stderr!r}")


kems = {k["name"]: k for k in json.loads(run("list", "--json").stdout)["kems"]}
names = [f"{f}{p}" for f in ("sntrup", "ntrulpr") for p in (653, 761, 857, 953, 1013, 1277)]

with tempfile.TemporaryDirectory() as d:
    P = lambda n: os.path.join(d, n)
    for name in names:
        check(name in kems, f"{name} not in pqpoly list --json")
        if name not in kems:
            continue
        k = kems[name]
        r1 = run("kem", name, "keypair", "--pk", P("pk"), "--sk", P("sk"))
        r2 = run("kem", name, "encaps", "--pk", P("pk"), "--ct", P("ct"), "--ss", P("ss1"))
        r3 = run("kem", name, "decaps", "--sk", P("sk"), "--ct", P("ct"), "--ss", P("ss2"))
        check(r1.returncode == r2.returncode == r3.returncode == 0, f"{name}: round trip exit codes")
        sizes = {n: os.path.getsize(P(n)) for n in ("pk", "sk", "ct", "ss1", "ss2")}
        check(sizes == {"pk": k["publickeybytes"], "sk": k["secretkeybytes"], "ct": k["ciphertextbytes"],
                        "ss1": k["bytes"], "ss2": k["bytes"]}, f"{name}: file sizes {sizes}")
        ss1, ss2 = open(P("ss1"), "rb").read(), open(P("ss2"), "rb").read()
        check(ss1 == ss2, f"{name}: shared secrets differ")
        # An altered ciphertext still decapsulates (implicit rejection), to another key.
        ct = bytearray(open(P("ct"), "rb").read())
        ct[0] ^= 1
        open(P("ct_bad"), "wb").write(ct)
        r4 = run("kem", name, "decaps", "--sk", P("sk"), "--ct", P("ct_bad"), "--ss", P("ss3"))
        check(r4.returncode == 0 and open(P("ss3"), "rb").read() != ss1, f"{name}: altered ct")

    name, k = "sntrup761", kems["sntrup761"]
    run("kem", name, "keypair", "--pk", P("pk"), "--sk", P("sk"))
    run("kem", name, "encaps", "--pk", P("pk"), "--ct", P("ct"), "--ss", P("ss1"))
    before = set(os.listdir(d))
    # Wrong lengths: one byte short, one byte long, a key of the other kind.
    open(P("short_pk"), "wb").write(open(P("pk"), "rb").read()[:-1])
    open(P("long_ct"), "wb").write(open(P("ct"), "rb").read() + b"\0")
    before = set(os.listdir(d))
    res = run("kem", name, "encaps", "--pk", P("short_pk"), "--ct", P("o_ct"), "--ss", P("o_ss"))
    expect_error(res, "short pk", P("short_pk"), k["publickeybytes"], d)
    res = run("kem", name, "decaps", "--sk", P("sk"), "--ct", P("long_ct"), "--ss", P("o_ss"))
    expect_error(res, "long ct", P("long_ct"), k["ciphertextbytes"], d)
    res = run("kem", name, "decaps", "--sk", P("pk"), "--ct", P("ct"), "--ss", P("o_ss"))
    expect_error(res, "pk as sk", P("pk"), k["secretkeybytes"], d)
    # Missing input.
    res = run("kem", name, "decaps", "--sk", P("missing"), "--ct", P("ct"), "--ss", P("o_ss"))
    expect_error(res, "missing sk", P("missing"), k["secretkeybytes"], d)
    # Unwritable outputs: a directory that does not exist, and (for the second
    # output) a path whose parent is a regular file; neither output may remain.
    res = run("kem", name, "keypair", "--pk", P("o_pk"), "--sk", os.path.join(d, "nodir", "sk"))
    expect_error(res, "unwritable sk", os.path.join(d, "nodir", "sk"), k["secretkeybytes"], d)
    res = run("kem", name, "encaps", "--pk", P("pk"), "--ct", P("o_ct"), "--ss", os.path.join(P("pk"), "ss"))
    expect_error(res, "unwritable ss", os.path.join(P("pk"), "ss"), k["bytes"], d)
    after = set(os.listdir(d))
    check(after == before, f"files left behind: {sorted(after - before)}")

print("kem-cli:", "FAIL" if failures else "ok", f"({len(failures)} failures)")
sys.exit(1 if failures else 0)
