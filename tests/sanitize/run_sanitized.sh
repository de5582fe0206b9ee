#!/usr/bin/env bash
# Builds the library and tool with AddressSanitizer + UndefinedBehaviorSanitizer
# and the run-time bound assertions of every lazy-reduction schedule
# (PQPOLY_DEBUG_BOUNDS), then cross-checks every multiplier and runs every KEM.
# Usage: run_sanitized.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src=$1
dir=$2
cmake -S "$src" -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPQPOLY_SANITIZE=ON \
      -DPQPOLY_DEBUG_BOUNDS=ON >/dev/null
cmake --build "$dir" -j2 -- --no-print-directory >/dev/null
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
"$dir/pqpoly" check --count 4
if [ -x "$dir/kem_roundtrip" ]; then "$dir/kem_roundtrip" 3; fi
