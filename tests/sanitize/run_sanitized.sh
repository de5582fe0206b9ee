#!/usr/bin/env bash
# Builds the library, the tool and the hostile-input tests with
# AddressSanitizer + UndefinedBehaviorSanitizer (no recovery: the first report
# fails the run) and the run-time bound assertions of every lazy-reduction
# schedule (PQPOLY_DEBUG_BOUNDS), then cross-checks every multiplier, runs
# every KEM, and feeds every KEM and ring NULL and junk input.
# Usage: run_sanitized.sh SOURCE_DIR BUILD_DIR [CC]
# With CC (e.g. clang) the build uses that compiler: gcc's and clang's UBSan
# instrument different things (clang flags int overflow of promoted uint16_t
# products that gcc lets through), so make test runs both.  A CC that is not
# installed makes the test SKIPPED (exit 77).
set -euo pipefail
src=$1
dir=$2
cc=${3:-}
if [ -n "$cc" ]; then
  if ! command -v "$cc" >/dev/null 2>&1; then
    echo "SKIPPED: $cc not installed"
    exit 77
  fi
  export CC=$cc
fi
# gcc's variable tracking gives up on the large inlined AVX2 transforms
# (src/mul/avx2/crt7681x10753.c) and compiles them a second time without it:
# leave variable-location tracking out, which halves that file's compile time.
extra=""
if "${CC:-cc}" --version 2>/dev/null | grep -qi "gcc\|free software"; then
  extra="-fno-var-tracking-assignments"
fi
cmake -S "$src" -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPQPOLY_SANITIZE=ON \
      -DPQPOLY_DEBUG_BOUNDS=ON -DCMAKE_C_FLAGS="$extra" >/dev/null
cmake --build "$dir" -j2 --target pqpoly_tool kem_roundtrip kem_contract ring_contract \
      -- --no-print-directory >/dev/null
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
"$dir/pqpoly" check --count 4
"$dir/kem_roundtrip" 3
"$dir/kem_contract"
"$dir/ring_contract"
