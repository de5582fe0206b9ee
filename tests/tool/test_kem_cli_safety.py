"""`pqpoly kem` never destroys what the user had.

  * Two path arguments naming the same file (the same spelling, `x` and `./x`,
    `dir/../x`, a hard link or a symbolic link to it; existing or not) are
    refused: exit 2, one line on stderr, nothing computed or written.
  * A failing command leaves every existing file untouched: an output that is
    a directory no longer makes the command delete the other output's old
    file (it used to unlink a path that had already replaced the user's file).
  * An output that exists and is not a regular file (a character device such
    as /dev/null, a directory, a fifo, a symbolic link to anything) is refused
    before anything is written; /dev/null stays a character device.
  * Modes: secret outputs 0600, public ones 0666 & ~umask, also when they
    replace an existing file; no temporary file is left behind.
  * A rename failing midway keeps the output already renamed (it replaced
    the user's file; deleting it would lose both) and names it.
Run as root this matters most: a replaced /dev/null breaks the machine."""
import os
import stat
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import toolcheck  # noqa: E402

TOOL = toolcheck.tool_path()

SCHEME = "sntrup761"
tally = toolcheck.Tally("kem_cli_safety")
check = tally.check



def run(*args, cwd=None, umask=None):
    pre = (lambda: os.umask(umask)) if umask is not None else None
    return subprocess.run([TOOL, "kem", SCHEME, *args], capture_output=True, text=True, cwd=cwd,
                          preexec_fn=pre, timeout=60)


def snapshot(d):
    """Name -> (kind, bytes or None, mode) of every entry of d, recursively."""
    out = {}
    for root, dirs, files in os.walk(d):
        for n in dirs + files:
            p = os.path.join(root, n)
            st = os.lstat(p)
            data = None
            if stat.S_ISREG(st.st_mode):
                data = open(p, "rb").read()
            elif stat.S_ISLNK(st.st_mode):
                data = os.readlink(p)
            out[os.path.relpath(p, d)] = (stat.S_IFMT(st.st_mode), data, stat.S_IMODE(st.st_mode), st.st_ino)
    return out


def refused(res, what, d=None, before=None):
    """Exit 2, exactly one line on stderr, nothing on stdout, d unchanged."""
    lines = res.stderr.splitlines()
    check(res.returncode == 2, f"{what}: exit {res.returncode}, expected 2 ({res.stderr.strip()!r})")
    check(len(lines) == 1, f"{what}: {len(lines)} stderr lines: {res.stderr!r}")
    check(res.stdout == "", f"{what}: stdout {res.stdout!r}")
    if d is not None:
        after = snapshot(d)
        changed = sorted(n for n in set(after) | set(before) if after.get(n) != before.get(n))
        check(after == before, f"{what}: changed {changed}")


def devnull_ok(what, st0):
    st = os.lstat("/dev/null")
    check(stat.S_ISCHR(st.st_mode) and st.st_rdev == st0.st_rdev,
          f"{what}: /dev/null is no longer the character device it was")


with tempfile.TemporaryDirectory() as d:
    P = lambda *n: os.path.join(d, *n)
    r = run("keypair", "--pk", P("pk"), "--sk", P("sk"))
    check(r.returncode == 0, f"keypair: exit {r.returncode} {r.stderr!r}")
    r = run("encaps", "--pk", P("pk"), "--ct", P("ct"), "--ss", P("ss"))
    check(r.returncode == 0, f"encaps: exit {r.returncode} {r.stderr!r}")
    os.mkdir(P("sub"))
    os.link(P("sk"), P("sk_hard"))
    os.symlink("sk", P("sk_sym"))
    before = snapshot(d)

    # 1. The same file twice: inputs and outputs, outputs and outputs.
    same = [
        ("decaps --ss = --sk", ["decaps", "--sk", P("sk"), "--ct", P("ct"), "--ss", P("sk")]),
        ("decaps --ss = --ct", ["decaps", "--sk", P("sk"), "--ct", P("ct"), "--ss", P("ct")]),
        ("decaps --sk = --ct", ["decaps", "--sk", P("sk"), "--ct", P("sk"), "--ss", P("new_ss")]),
        ("decaps --ss ./sk", ["decaps", "--sk", P("sk"), "--ct", P("ct"), "--ss", d + "/./sk"]),
        ("decaps --ss sub/../sk", ["decaps", "--sk", P("sk"), "--ct", P("ct"), "--ss", P("sub", "..", "sk")]),
        ("decaps --ss hard link of --sk", ["decaps", "--sk", P("sk"), "--ct", P("ct"), "--ss", P("sk_hard")]),
        ("decaps --sk symlink of --ss", ["decaps", "--sk", P("sk_sym"), "--ct", P("ct"), "--ss", P("sk")]),
        ("encaps --ct = --pk", ["encaps", "--pk", P("pk"), "--ct", P("pk"), "--ss", P("new_ss")]),
        ("encaps --ct = --ss (existing)", ["encaps", "--pk", P("pk"), "--ct", P("ss"), "--ss", P("ss")]),
        ("encaps --ct = --ss (new)", ["encaps", "--pk", P("pk"), "--ct", P("x"), "--ss", P("x")]),
        ("keypair --pk = --sk (existing)", ["keypair", "--pk", P("pk"), "--sk", P("pk")]),
        ("keypair --pk = --sk (new)", ["keypair", "--pk", P("x"), "--sk", P("x")]),
        ("keypair x, ./x (new)", ["keypair", "--pk", P("x"), "--sk", d + "/./x"]),
        ("keypair x, sub/../x (new)", ["keypair", "--pk", P("x"), "--sk", P("sub", "..", "x")]),
    ]
    for what, args in same:
        refused(run(*args), what, d, before)
    # Relative spellings, resolved against the working directory.
    refused(run("keypair", "--pk", "y", "--sk", "./y", cwd=d), "keypair y, ./y (relative)", d, before)
    refused(run("decaps", "--sk", "sk", "--ct", "ct", "--ss", "sub/../sk", cwd=d), "decaps relative", d, before)
    check(open(P("sk"), "rb").read() == before["sk"][1], "secret key survived")

    # 2. A failure never removes the user's files: --sk is a directory.
    open(P("keep"), "wb").write(b"the user's file\n")
    os.mkdir(P("adir"))
    before = snapshot(d)
    refused(run("keypair", "--pk", P("keep"), "--sk", P("adir")), "keypair --sk directory", d, before)
    refused(run("keypair", "--pk", P("adir"), "--sk", P("keep")), "keypair --pk directory", d, before)
    refused(run("encaps", "--pk", P("pk"), "--ct", P("keep"), "--ss", P("adir")), "encaps --ss directory", d, before)
    refused(run("encaps", "--pk", P("pk"), "--ct", P("keep"), "--ss", P("nodir", "ss")), "encaps --ss no dir", d,
            before)
    check(os.path.exists(P("keep")) and open(P("keep"), "rb").read() == b"the user's file\n", "keep survived")

    # 3. Outputs that are not regular files.  The device cases run first on a
    # private copy of /dev/null's device node; /dev/null itself is tried only
    # once the copy was left alone, so a regression cannot replace it.
    null0 = os.lstat("/dev/null")
    have_node = True
    try:
        os.mknod(P("null_node"), stat.S_IFCHR | 0o666, null0.st_rdev)
    except OSError:
        have_node = False  # not root, or nodev: the /dev/null cases still run below
    os.mkfifo(P("fifo"))
    os.symlink("/dev/null", P("null_link"))
    os.symlink("keep", P("keep_link"))
    before = snapshot(d)

    def special_cases(dev):
        return [
            (f"keypair --pk {dev}", ["keypair", "--pk", dev, "--sk", P("new_sk")]),
            (f"keypair --sk {dev}", ["keypair", "--pk", P("new_pk"), "--sk", dev]),
            (f"encaps --ct {dev}", ["encaps", "--pk", P("pk"), "--ct", dev, "--ss", P("new_ss")]),
            (f"decaps --ss {dev}", ["decaps", "--sk", P("sk"), "--ct", P("ct"), "--ss", dev]),
        ]

    def try_refused(what, args):
        try:
            res = run(*args)
        except subprocess.TimeoutExpired:
            check(False, f"{what}: timed out")
            return False
        n = tally.failed
        refused(res, what, d, before)
        devnull_ok(what, null0)
        return tally.failed == n

    node_ok = True
    if have_node:
        for what, args in special_cases(P("null_node")):
            node_ok &= try_refused(what, args)
    if node_ok:
        for what, args in special_cases("/dev/null"):
            try_refused(what, args)
    else:
        check(False, "a private device node was replaced: /dev/null cases not attempted")
    others = [
        ("encaps --ct symlink to /dev/null", ["encaps", "--pk", P("pk"), "--ct", P("null_link"), "--ss", P("new_ss")]),
        ("encaps --ct directory", ["encaps", "--pk", P("pk"), "--ct", P("sub"), "--ss", P("new_ss")]),
        ("encaps --ct fifo", ["encaps", "--pk", P("pk"), "--ct", P("fifo"), "--ss", P("new_ss")]),
        ("decaps --ss fifo", ["decaps", "--sk", P("sk"), "--ct", P("ct"), "--ss", P("fifo")]),
        # A symbolic link to a regular file is refused too: renaming would
        # replace the link, not the file it points to.
        ("keypair --pk symlink to a file", ["keypair", "--pk", P("keep_link"), "--sk", P("new_sk")]),
        ("encaps --ct with a trailing slash", ["encaps", "--pk", P("pk"), "--ct", P("ct") + "/", "--ss", P("new_ss")]),
    ]
    for what, args in others:
        try_refused(what, args)

    # Modes, and replacing existing regular files is still fine.
    os.chmod(P("sk"), 0o644)
    r = run("keypair", "--pk", P("pk"), "--sk", P("sk"), umask=0o022)
    check(r.returncode == 0 and r.stderr == "", f"keypair over existing files: exit {r.returncode} {r.stderr!r}")
    check(stat.S_IMODE(os.stat(P("sk")).st_mode) == 0o600, "secret key mode 0600")
    check(stat.S_IMODE(os.stat(P("pk")).st_mode) == 0o644, "public key mode 0644 under umask 022")
    r = run("encaps", "--pk", P("pk"), "--ct", P("ct"), "--ss", P("ss"), umask=0o027)
    check(r.returncode == 0, f"encaps: exit {r.returncode} {r.stderr!r}")
    check(stat.S_IMODE(os.stat(P("ct")).st_mode) == 0o640, "ciphertext mode 0640 under umask 027")
    check(stat.S_IMODE(os.stat(P("ss")).st_mode) == 0o600, "shared secret mode 0600")
    r = run("decaps", "--sk", P("sk"), "--ct", P("ct"), "--ss", P("ss2"))
    check(r.returncode == 0 and open(P("ss"), "rb").read() == open(P("ss2"), "rb").read(),
          f"round trip after the refusals: {r.stderr!r}")
    leftovers = [n for n in os.listdir(d) if ".tmp" in n]
    check(leftovers == [], f"temporaries left behind: {leftovers}")

# A rename that fails midway (forced with an LD_PRELOAD shim, when a C
# compiler is at hand): the output already renamed stays, the other keeps the
# user's old file, no temporary remains, and the one error line says so.
SHIM = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <string.h>
int rename(const char *from, const char *to) {
    size_t n = strlen(to);
    if (n >= 8 && strcmp(to + n - 8, "/no_sk__") == 0) { errno = EIO; return -1; }
    int (*real)(const char *, const char *) = (int (*)(const char *, const char *))dlsym(RTLD_NEXT, "rename");
    return real(from, to);
}
"""
cc = os.environ.get("CC", "cc")
with tempfile.TemporaryDirectory() as d:
    P = lambda *n: os.path.join(d, *n)
    open(P("shim.c"), "w").write(SHIM)
    built = subprocess.run([cc, "-shared", "-fPIC", "-o", P("shim.so"), P("shim.c"), "-ldl"],
                           capture_output=True).returncode == 0
    if not built:
        print("note: no C compiler for the rename shim; midway-rename case skipped")
    else:
        open(P("pk"), "wb").write(b"old public key")
        open(P("no_sk__"), "wb").write(b"old secret key")
        env = dict(os.environ, LD_PRELOAD=P("shim.so"))
        r = subprocess.run([TOOL, "kem", SCHEME, "keypair", "--pk", P("pk"), "--sk", P("no_sk__")],
                           capture_output=True, text=True, env=env, timeout=60)
        lines = r.stderr.splitlines()
        check(r.returncode == 2 and len(lines) == 1, f"midway rename: exit {r.returncode}, stderr {r.stderr!r}")
        check(len(lines) == 1 and P("no_sk__") in lines[0] and "already written" in lines[0] and P("pk") in lines[0],
              f"midway rename: the error line names both files: {r.stderr!r}")
        check(os.path.exists(P("pk")) and os.path.getsize(P("pk")) > 100,
              "midway rename: the public key already renamed was removed")
        check(open(P("no_sk__"), "rb").read() == b"old secret key", "midway rename: the old secret key changed")
        leftovers = [n for n in os.listdir(d) if ".tmp" in n]
        check(leftovers == [], f"midway rename: temporaries left behind: {leftovers}")

tally.finish()
