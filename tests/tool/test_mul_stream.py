"""`pqpoly mul` streams: it reads one pair (two non-empty lines) at a time,
prints its product, and goes on, in constant memory.

  * ~30 MB of valid kyber pairs through a pipe: every product right, and the
    tool's peak resident memory far below the input size (< 20 MB).
  * The contract on bad input: the products of the pairs before the bad one
    are printed, then one line on stderr naming the line number (counting
    every line, blank ones included), exit status 2.
  * A NUL byte anywhere in the input is such an error (it used to end the
    input silently: `a, b NUL garbage` printed a*b and exited 0).
  * A line longer than the bound (n * 32 bytes plus slack) is such an error,
    also one without a final newline.
  * A last line without a newline, CRLF line ends and blank lines between
    pairs are all fine.
  * Each product is on stdout before the tool waits for more input, so a
    caller can feed it one pair at a time."""
import os
import random
import select
import subprocess
import sys
import tempfile
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import toolcheck  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle"))
import ring_oracle  # noqa: E402

TOOL = toolcheck.tool_path()

RING, ALGO = "kyber", "schoolbook"
N, Q, _ = ring_oracle.RINGS[RING]
tally = toolcheck.Tally("mul_stream")
check = tally.check



def run(data):
    return subprocess.run([TOOL, "mul", "--ring", RING, "--algo", ALGO], input=data, capture_output=True,
                          timeout=120)


def line(v):
    return " ".join(map(str, v)).encode()


def expect_error(r, what, lineno, stdout=b""):
    lines = r.stderr.decode(errors="replace").splitlines()
    check(r.returncode == 2, f"{what}: exit {r.returncode}, expected 2")
    check(len(lines) == 1, f"{what}: {len(lines)} stderr lines: {r.stderr!r}")
    check(len(lines) == 1 and f"line {lineno}" in lines[0], f"{what}: stderr does not name line {lineno}: {r.stderr!r}")
    check(r.stdout == stdout, f"{what}: stdout {r.stdout[:80]!r}, expected {stdout[:80]!r}")


rnd = random.Random(761)
pairs = [([rnd.randrange(-2**62, 2**62) for _ in range(N)], [rnd.randrange(-2**62, 2**62) for _ in range(N)])
         for _ in range(4)]
want = [line(ring_oracle.multiply(RING, a, b)) + b"\n" for a, b in pairs]
good = [line(a) + b"\n" + line(b) + b"\n" for a, b in pairs]
a0, b0 = pairs[0]

# Fine inputs.
r = run(b"".join(good))
check(r.returncode == 0 and r.stdout == b"".join(want), f"four pairs: exit {r.returncode} {r.stderr!r}")
r = run(line(a0) + b"\r\n\r\n\n" + line(b0))
check(r.returncode == 0 and r.stdout == want[0], f"CRLF, blank lines, no final newline: {r.stderr!r}")

# Bad input after good pairs: the earlier products are printed.
r = run(good[0] + b"\n" + line(a0) + b"\n" + b"1 2 3\n")
expect_error(r, "short b in pair 2", 5, want[0])
r = run(good[0] + good[1] + line(a0) + b"\n")
expect_error(r, "odd number of lines", 5, want[0] + want[1])

# NUL bytes.
r = run(b"1\0 2\n3\n")
expect_error(r, "NUL in line 1", 1)
r = run(good[0] + b"\0garbage\n")
expect_error(r, "NUL after a complete pair", 3, want[0])
r = run(good[0] + line(a0) + b"\n" + line(b0) + b"\0\n")
expect_error(r, "NUL at the end of a b line", 4, want[0])
r = run(line(a0) + b"\n" + line(b0)[:10] + b"\0" + line(b0)[10:] + b"\n")
expect_error(r, "NUL inside a b line", 2)

# Overlong lines: valid numbers padded with blanks, with and without a newline.
pad = b" " * (N * 64)
r = run(line(a0) + pad + b"\n" + line(b0) + b"\n")
expect_error(r, "overlong line", 1)
r = run(good[0] + line(a0) + b"\n" + pad + line(b0))
expect_error(r, "overlong last line without newline", 4, want[0])

# As a co-process: one pair in, its product out while stdin is still open.
p = subprocess.Popen([TOOL, "mul", "--ring", RING, "--algo", ALGO], stdin=subprocess.PIPE,
                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
p.stdin.write(good[0])
p.stdin.flush()
ready, _, _ = select.select([p.stdout], [], [], 20)
check(ready and p.stdout.readline() == want[0], "co-process: no product before the end of the input")
p.stdin.close()
p.wait(timeout=20)
p.stdout.close()
p.stderr.close()

# ~30 MB through a pipe: constant memory.  The peak is measured with GNU time
# when it is installed (exact); otherwise /proc/PID/status VmHWM is polled
# while the tool runs.  (os.wait4's ru_maxrss would not do: it includes the
# forked copy of this Python process before exec.)
chunk = b"\n".join(good) * 64  # 256 pairs
reps = (30 << 20) // len(chunk) + 1
GNU_TIME = "/usr/bin/time"
with tempfile.TemporaryFile() as out, tempfile.NamedTemporaryFile() as tf:
    use_time = os.path.exists(GNU_TIME) and subprocess.run([GNU_TIME, "-f", "%M", "true"],
                                                           capture_output=True).returncode == 0
    cmd = [TOOL, "mul", "--ring", RING, "--algo", ALGO]
    if use_time:
        cmd = [GNU_TIME, "-f", "%M", "-o", tf.name] + cmd
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=out, stderr=subprocess.PIPE)
    hwm = [0]

    def feed():
        try:
            for _ in range(reps):
                p.stdin.write(chunk)
                if not use_time:
                    try:
                        for ln in open(f"/proc/{p.pid}/status"):
                            if ln.startswith("VmHWM:"):
                                hwm[0] = max(hwm[0], int(ln.split()[1]))
                    except OSError:
                        pass
        except BrokenPipeError:
            pass
        finally:
            p.stdin.close()

    t = threading.Thread(target=feed)
    t.start()
    err = p.stderr.read()
    p.wait()
    t.join()
    out.seek(0)
    got = out.read()
    total = reps * len(chunk)
    check(p.returncode == 0 and err == b"", f"{total >> 20} MB stream: exit {p.returncode} {err[:200]!r}")
    check(got == b"".join(want) * 64 * reps, f"{total >> 20} MB stream: products differ ({len(got)} bytes)")
    kb = int(open(tf.name).read().split()[-1]) if use_time else hwm[0]
    rss_mb = kb / 1024
    check(0 < rss_mb < 20, f"{total >> 20} MB stream: peak resident memory {rss_mb:.1f} MB, expected < 20 MB")
    print(f"{total >> 20} MB input: peak resident memory {rss_mb:.1f} MB "
          f"({'GNU time' if use_time else 'VmHWM polled'})")

tally.finish()
