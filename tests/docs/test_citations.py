"""Citations resolve: every key cited as [KEY] or [KEY, location] in the
sources, headers, tools, benchmark, tests, README, DESIGN and docs/ is listed in
BIBLIOGRAPHY.md, and no paper is cited by a local file number ("paper 004")
instead of its key.  Closing line "citations: N passed, N failed"."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# A key: capitalised letters (with '+' for "et al."), then a two-digit year,
# or a standard (FIPS203, SP800-90A) or a named specification (NTRUP-R3).
KEY = r"(?:[A-Z][A-Za-z]*\+?\d{2}[a-z]?|FIPS\d{3}|SP800-\d+[A-Z]?|[A-Z][A-Za-z]*-R3)"
CITE = re.compile(r"\[(" + KEY + r")(?:, [^\]\n]+)?\]")
LOCAL = re.compile(r"\b[Pp]apers? 00[0-4]\b")

with open(os.path.join(ROOT, "BIBLIOGRAPHY.md"), encoding="utf-8") as f:
    listed = set(re.findall(r"^\| \[(" + KEY + r")\] \|", f.read(), re.M))

passed = failed = 0
cited = {}
for top in ("src", "include", "tools", "bench", "tests", "README.md", "DESIGN.md", "docs"):
    path = os.path.join(ROOT, top)
    walk = [(os.path.dirname(path), [], [os.path.basename(path)])] if os.path.isfile(path) else os.walk(path)
    for d, _, names in walk:
        for n in names:
            if not n.endswith((".c", ".h", ".py", ".md", ".cmake", ".sh", ".txt")) or n == "test_citations.py":
                continue
            p = os.path.join(d, n)
            with open(p, encoding="utf-8", errors="replace") as f:
                for lineno, line in enumerate(f, 1):
                    where = f"{os.path.relpath(p, ROOT)}:{lineno}"
                    for key in CITE.findall(line):
                        cited.setdefault(key, where)
                    if LOCAL.search(line):
                        print(f"FAIL {where}: cites a paper by its local file number: {line.strip()[:100]}")
                        failed += 1

for key, where in sorted(cited.items()):
    if key in listed:
        passed += 1
    else:
        print(f"FAIL {where}: [{key}] is not in BIBLIOGRAPHY.md")
        failed += 1
print(f"{len(cited)} keys cited, {len(listed)} listed")
print(f"citations: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
