#!/usr/bin/env bash
# The tree built with -DPQPOLY_ISA=portable (every vector set off, cmake/isa.cmake):
# the recipe's proof that nothing but the manifest and the backend lists
# decides what exists.  The build must compile, hold no vector code (no row
# other than portable in `pqpoly list --json`, no object of a vector folder), multiply correctly (`pqpoly check`) and pass every KAT.
# Usage: run_portable_only.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src=$1
dir=$2
cmake -S "$src" -B "$dir" -DCMAKE_BUILD_TYPE=Release -DPQPOLY_ISA=portable -DPQPOLY_BUILD_TESTS=OFF >/dev/null
cmake --build "$dir" -j2 --target pqpoly_tool -- --no-print-directory >/dev/null
"$dir/pqpoly" list --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
rows = [(r["name"], m["name"], m["impl"]) for r in d["rings"] for m in r["multipliers"]]
bad = [x for x in rows if x[2] != "portable"]
if bad or not rows:
    sys.exit("FAIL portable-only build lists non-portable rows: %r" % bad[:5])
print("ok %d registry rows, all portable" % len(rows))
'
vec=$(find "$dir" -name '*.o' \( -path '*/avx2/*' -o -path '*/avx512/*' -o -path '*/neon/*' -o -path '*/armv7em/*' -o -path '*_avx2_*' \) | head -3)
if [ -n "$vec" ]; then
  echo "FAIL portable-only build compiled vector files:"
  echo "$vec"
  exit 1
fi
echo "ok no vector file compiled"
"$dir/pqpoly" check --count 2 >/dev/null
echo "ok pqpoly check"
PQPOLY_TOOL="$dir/pqpoly" python3 "$src/tests/kat/test_kat.py"
