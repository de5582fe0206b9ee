#!/usr/bin/env python3
"""`pqpoly bench` end to end on a small selection: the Markdown table on
stdout (machine, command, one row per kyber multiplier), the JSON file in the
documented shape with sane figures (q1 <= median <= q3, runs as asked,
schoolbook slower than nothing), the SVG a well-formed SVG document with one
bar per multiplier, the progress on stderr only, and bad options refused.
Along the implementation axis: one row per implementation this CPU runs
(JSON "impl" as in `pqpoly list --json`), a SKIPPED line on stderr for each
other one."""
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

TOOL = os.environ.get("PQPOLY_TOOL", "build/pqpoly")
failures = 0


def check(ok, what):
    global failures
    print(("ok   " if ok else "FAIL ") + what)
    failures += not ok


listing = json.loads(subprocess.run([TOOL, "list", "--json"], check=True, capture_output=True,
                                    text=True).stdout)
kyber_all = [m for r in listing["rings"] if r["name"] == "kyber" for m in r["multipliers"]]
kyber = [m["name"] + "/" + m["operands"] + "/" + m["impl"] for m in kyber_all if m["runnable"]]
kyber_skipped = [m for m in kyber_all if not m["runnable"]]

with tempfile.TemporaryDirectory() as d:
    js, svg = os.path.join(d, "b.json"), os.path.join(d, "b.svg")
    r = subprocess.run([TOOL, "bench", "--ring", "kyber", "--runs", "15", "--json", js, "--svg", svg],
                       capture_output=True, text=True)
    check(r.returncode == 0, f"bench --ring kyber exits 0 ({r.returncode})")
    out = r.stdout
    check("# pqpoly benchmark" in out and "- CPU: " in out and "- compiler: " in out
          and "- date: " in out, "Markdown states CPU, compiler and date")
    check("`pqpoly bench --ring kyber --runs 15 --json" in out, "Markdown states the exact command")
    check("[" not in out.split("\n", 1)[0] and "left" not in out, "no progress text on stdout")
    check("```text\npqpoly bench on " in out and "Fastest multiplier per ring" in out
          and "\n  kyber " in out, "Markdown opens with the first screen (fastest multiplier per ring)")
    check("left" not in r.stderr and "%" not in r.stderr,
          "no progress per item when stderr is not a terminal")
    rows = [l for l in out.splitlines() if l.startswith("| ") and not l.startswith("| algorithm")]
    check(len(rows) == len(kyber), f"one Markdown row per kyber multiplier ({len(rows)}/{len(kyber)})")

    data = json.load(open(js))
    m = data["machine"]
    check(all(m.get(k) for k in ("cpu", "compiler", "flags", "date")), "JSON machine fields")
    muls = data["multipliers"]
    check(len(muls) == len(kyber), "JSON has every kyber multiplier")
    sane = all(x["ring"] == "kyber" and x["runs"] == 15 and x["operands"] in ("big*big", "big*small")
               and 0 < x["q1_cycles"] <= x["median_cycles"] <= x["q3_cycles"] for x in muls)
    check(sane, "JSON figures: ring, runs, 0 < q1 <= median <= q3")
    check(sorted(x["algo"] + "/" + x["operands"] + "/" + x.get("impl", "?") for x in muls) == sorted(kyber),
          "JSON rows: exactly the runnable (name, operands, impl) of pqpoly list --json")
    skipped = [l for l in r.stderr.splitlines() if l.startswith("SKIPPED ")]
    check(len(skipped) == len(kyber_skipped)
          and all(f"SKIPPED kyber {m['name']}/{m['impl']} (CPU lacks " in r.stderr for m in kyber_skipped),
          f"a SKIPPED line on stderr per implementation this CPU lacks ({len(skipped)})")
    staged = [x for x in muls if "stages" in x]
    check(all(set(x["stages"]) >= {"forward", "base", "inverse"} for x in staged),
          f"stages of staged entries ({len(staged)})")
    check(data["kems"] == [], "no KEM rows when narrowed to a ring")

    root = ET.parse(svg).getroot()
    check(root.tag.endswith("svg"), "SVG parses as an svg document")
    bars = [e for e in root.iter() if e.tag.endswith("rect") and e.get("class") == "bar"]
    check(len(bars) == len(kyber), f"one SVG bar per multiplier ({len(bars)})")

# The first screen: --md sends the report to a file and only the summary to
# stdout, within 80 columns; the KEM panel of the SVG has three bars per KEM
# and every ring panel is labelled.
with tempfile.TemporaryDirectory() as d:
    md, svg = os.path.join(d, "b.md"), os.path.join(d, "b.svg")
    r = subprocess.run([TOOL, "bench", "--ring", "kyber", "--kem", "mlkem512", "--runs", "5", "--md", md,
                        "--svg", svg], capture_output=True, text=True)
    lines = r.stdout.splitlines()
    check(r.returncode == 0 and lines[0].startswith("pqpoly bench on ") and "|" not in r.stdout,
          "--md: stdout is the first screen alone")
    check(any(l.startswith("  mlkem512 ") for l in lines) and any(l.startswith("  kyber ") for l in lines),
          "first screen: the KEM and the ring's fastest multiplier")
    check(max(len(l) for l in lines) <= 80 and len(lines) <= 40, f"first screen fits 80 columns ({len(lines)} lines)")
    text = open(md).read()
    check(text.startswith("# pqpoly benchmark") and "```text\npqpoly bench on " in text
          and "## kyber, big*big" in text and "## KEMs" in text, "--md file: summary, then the detail")
    root = ET.parse(svg).getroot()
    kem_bars = [e for e in root.iter() if e.tag.endswith("rect") and e.get("class") == "kem"]
    labels = "".join(e.text or "" for e in root.iter() if e.tag.endswith(("text", "tspan")))
    check(len(kem_bars) == 3 and "mlkem512" in labels and "kyber" in labels,
          "SVG: a KEM panel (three bars per KEM) and a labelled ring panel")
    pale = [e for e in root.iter() if e.tag.endswith("rect") and e.get("class") == "kem-portable"]
    check(len(pale) in (0, 3), f"SVG: portable-C KEM bars beside them where measured ({len(pale)})")

# --ring ntrupP: after the multiplier tables, NTRU Prime's kernel table for
# sntrupP and ntrulprP, a portable column and one per vector table this CPU
# runs, NTRU LPRime's Top/Right rows for ntrulpr only; not for other rings.
r = subprocess.run([TOOL, "bench", "--ring", "ntrup653", "--runs", "5"], capture_output=True, text=True)
rows = [l.split("|")[1:-1] for l in r.stdout.splitlines() if l.startswith("| sntrup653 ") or l.startswith("| ntrulpr653 ")]
head = [l for l in r.stdout.splitlines() if l.startswith("| set | kernel | portable |")]
check(r.returncode == 0 and "## ntrup653 kernels" in r.stdout and len(head) == 1,
      "bench --ring ntrup653: the kernel table with a portable column")
check(len(rows) == 11 + 14 and all(len(x) == len(head[0].split("|")[1:-1]) for x in rows)
      and [x[1].strip() for x in rows if x[0].strip() == "ntrulpr653"][-3:] == ["lpr_top", "lpr_right", "lpr_generator"],
      f"kernel rows: 11 for sntrup653, 14 for ntrulpr653, every column filled ({len(rows)})")
r = subprocess.run([TOOL, "bench", "--ring", "kyber", "--runs", "5"], capture_output=True, text=True)
check(r.returncode == 0 and " kernels" not in r.stdout, "no NTRU Prime kernel table for --ring kyber")

# On a terminal the progress is one line redrawn in place (carriage returns,
# no newline per item).
import pty  # noqa: E402

master, slave = pty.openpty()
p = subprocess.Popen([TOOL, "bench", "--ring", "kyber", "--runs", "5"], stdout=subprocess.DEVNULL,
                     stderr=slave)
os.close(slave)
tty = b""
while True:
    try:
        chunk = os.read(master, 4096)
    except OSError:
        break
    if not chunk:
        break
    tty += chunk
p.wait()
os.close(master)
redraws = tty.count(b"\r")
check(redraws >= len(kyber) and b"\n" not in tty and b"%" in tty,
      f"progress bar on a terminal: one line redrawn ({redraws} redraws, no newline)")

for bad in (["bench", "--ring", "nosuchring"], ["bench", "--runs", "x"], ["bench", "--bogus", "1"],
            ["kat"], ["kat", "nosuchkem"]):
    r = subprocess.run([TOOL] + bad, capture_output=True, text=True)
    check(r.returncode == 2 and r.stdout == "", f"'pqpoly {' '.join(bad)}' refused with exit 2")

print("FAILED" if failures else "all passed")
sys.exit(1 if failures else 0)
