"""Bad input to the pqpoly verbs: exit status 2 and exactly one error line on
stderr, before any work is done.

  * `check` and `bench` refuse unknown names (--algo, --ring, --kem) and a
    selection that names no multiplier, instead of printing an empty result
    with exit 0; `check --count` must be a number (it was atoi: `abc` ran 0).
  * `bench --json/--svg` paths that cannot be written are refused before the
    benchmark runs (it used to run the whole benchmark first).
  * A write error on standard output (/dev/full) is an error for every verb
    that prints: exit 2, one line; it used to be exit 0."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import toolcheck  # noqa: E402

TOOL = toolcheck.tool_path()

tally = toolcheck.Tally("cli_errors")
check = tally.check



def run(args, stdin="", stdout=subprocess.PIPE):
    return subprocess.run([TOOL, *args], input=stdin, stdout=stdout, stderr=subprocess.PIPE, text=True,
                          timeout=120)


def refused(args, what=None, stdin="", stdout=subprocess.PIPE, progress_ok=False):
    """Exit 2, one error line on stderr (besides bench's progress lines when
    progress_ok), nothing on stdout."""
    what = what or "pqpoly " + " ".join(args)
    try:
        r = run(args, stdin, stdout)
    except subprocess.TimeoutExpired:
        check(False, f"{what}: timed out")
        return
    lines = r.stderr.splitlines()
    if progress_ok:
        lines = [l for l in lines if "left]" not in l]
    check(r.returncode == 2, f"{what}: exit {r.returncode}, expected 2 ({r.stderr.strip()[-200:]!r})")
    check(len(lines) == 1, f"{what}: {len(lines)} error lines on stderr: {r.stderr[-300:]!r}")
    if not progress_ok:
        check("left]" not in r.stderr, f"{what}: work started before the refusal")
    check(not r.stdout, f"{what}: stdout {(r.stdout or '')[:80]!r}")


# Unknown names and empty selections.
refused(["check", "--algo", "nope"])
refused(["check", "--ring", "nope"])
refused(["check", "--ring", "kyber", "--algo", "grb"], "check: a multiplier of another ring")
# The implementation axis: an unknown implementation, and one no entry has.
refused(["check", "--impl", "nope"])
refused(["mul", "--ring", "kyber", "--algo", "schoolbook", "--impl", "nope"], stdin="1\n1\n")
_impls = {m["impl"] for r in json.loads(run(["list", "--json"]).stdout)["rings"] for m in r["multipliers"]}
for _isa in ("avx512", "neon"):
    if _isa not in _impls:
        refused(["check", "--impl", _isa], f"check --impl {_isa} (no entry has it)")
refused(["check", "--ring", "kyber", "--algo", "schoolbook", "--impl", "portable", "--count", "x"],
        "check --impl with a bad --count")
for bad in ("abc", "-1", "5x", "", "99999999999999999999"):
    refused(["check", "--count", bad], f"check --count {bad!r}")
refused(["bench", "--algo", "nope"])
refused(["bench", "--ring", "nope"])
refused(["bench", "--kem", "nope"])
refused(["bench", "--ring", "kyber", "--algo", "grb"], "bench: a multiplier of another ring")
refused(["bench", "--ring", "kyber", "--algo", "nope", "--kem", "sntrup761"], "bench --algo nope with --kem")

# bench output paths, refused before the benchmark starts.
with tempfile.TemporaryDirectory() as d:
    fast = ["bench", "--ring", "kyber", "--algo", "schoolbook", "--runs", "3"]
    refused(fast + ["--json", os.path.join(d, "nodir", "b.json")], "bench --json in a missing directory")
    refused(fast + ["--json", d], "bench --json a directory")
    refused(fast + ["--svg", os.path.join(d, "nodir", "b.svg")], "bench --svg in a missing directory")
    refused(fast + ["--svg", d], "bench --svg a directory")
    open(os.path.join(d, "file"), "w").close()
    refused(fast + ["--json", os.path.join(d, "file", "b.json")], "bench --json under a regular file")
    check(os.listdir(d) == ["file"], f"bench left files behind: {os.listdir(d)}")

# Write errors on standard output.
kyber_pair = " ".join(["1"] * 256) + "\n" + " ".join(["2"] * 256) + "\n"
if os.path.exists("/dev/full"):
    with open("/dev/full", "w") as full:
        for args, stdin in ((["list"], ""), (["list", "--json"], ""), (["--help"], ""),
                            (["mul", "--ring", "kyber", "--algo", "schoolbook"], kyber_pair),
                            (["check", "--ring", "kyber", "--count", "1"], ""),
                            (["kat", "sntrup761", "--count", "1"], "")):
            refused(args, "pqpoly " + " ".join(args) + " > /dev/full", stdin, full)
        refused(["bench", "--ring", "kyber", "--algo", "schoolbook", "--runs", "3"],
                "pqpoly bench ... > /dev/full", stdout=full, progress_ok=True)
else:
    print("note: no /dev/full, write-error cases skipped")

tally.finish()
