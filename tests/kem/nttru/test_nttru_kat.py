#!/usr/bin/env python3
"""NTTRU against the authors' reference code under the NIST PQCgenKAT_kem
procedure, through `pqpoly kat nttru`.

NTTRU has no published vectors.  The one fact from outside this library is
the SHA-256 of the first entry (the six lines `count = 0` ... `ss = ...`, each
ending in a newline, as PQClean's `nistkat-sha256` hashes them), written
below with its source.  The test also requires the whole 100-entry text
(whose entries include key generations that retry on a non-invertible f) to
be the same under every NTT entry of ring nttru (PQPOLY_MUL=ntt-montgomery,
ntt-plantard) and under a multiplier without NTT-domain stages (schoolbook:
the KEM falls back), so that no arithmetic changes a byte.  Registered by
tests/kem/nttru/tests.cmake natively and with PQPOLY_IMPL=portable.
Closing line "nttru_kat: N passed, N failed"."""
import hashlib
import os
import subprocess
import sys

# From the NTTRU issue: first entry of the authors' reference code under PQCgenKAT_kem.
FIRST_ENTRY_SHA256 = "bf62c282fccd4f0b9da2e17ea64633ecffd201c736f70ac3845428d9e47b0f25"

TOOL = os.environ.get("PQPOLY_TOOL", "build/pqpoly")
COUNT = 100


def kat(mul):
    env = dict(os.environ)
    if mul:
        env["PQPOLY_MUL"] = mul
    out = subprocess.run([TOOL, "kat", "nttru", "--count", str(COUNT)], env=env,
                         capture_output=True, text=True, check=True).stdout
    return out


def first_entry(text):
    lines = text.split("\n")
    start = lines.index("count = 0")
    return "".join(line + "\n" for line in lines[start:start + 6])


def main():
    passed = failed = 0

    def check(ok, what):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL " + what)

    texts = {}
    for mul in ("", "ntt-montgomery", "ntt-plantard", "schoolbook"):
        t = kat(mul)
        texts[mul] = t
        h = hashlib.sha256(first_entry(t).encode()).hexdigest()
        check(h == FIRST_ENTRY_SHA256, f"first entry under {mul or 'the default'}: {h}")
        check(t.count("count = ") == COUNT, f"{COUNT} entries under {mul or 'the default'}")
    for mul, t in texts.items():
        check(t == texts[""], f"all {COUNT} entries under {mul} equal the default's")
    whole = hashlib.sha256(texts[""].encode()).hexdigest()
    print(f"nttru: {COUNT} entries, sha256 of the whole text {whole} "
          f"(impl {os.environ.get('PQPOLY_IMPL', 'native')})")
    print(f"nttru_kat: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
