#!/usr/bin/env bash
# Smoke run of the libFuzzer harnesses: a separate clang build with
# -DPQPOLY_FUZZ=ON (only the library and the harnesses), then each harness
# for a few seconds from the generated seeds.  Exit 77 (SKIPPED) without
# clang or libFuzzer.  Usage: run_fuzz_smoke.sh SOURCE_DIR BUILD_DIR
# FUZZ_SECONDS (default 6) sets the time per harness.
set -uo pipefail
src=$1
dir=$2
secs=${FUZZ_SECONDS:-6}
harnesses="fuzz_kem_dec fuzz_kem_enc fuzz_kem_files fuzz_mul fuzz_ntrup_codec"

clang=$(command -v clang || true)
if [ -z "$clang" ]; then
  echo "SKIPPED: clang not found"
  exit 77
fi
mkdir -p "$dir" || exit 1
# libFuzzer ships separately from clang on some systems: link a trivial harness.
printf '#include <stddef.h>\n#include <stdint.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }\n' \
  > "$dir/probe.c"
if ! "$clang" -fsanitize=fuzzer,address,undefined "$dir/probe.c" -o "$dir/probe" 2>/dev/null; then
  echo "SKIPPED: $clang cannot link -fsanitize=fuzzer (libclang_rt.fuzzer missing)"
  exit 77
fi

if ! CC="$clang" cmake -S "$src" -B "$dir" -DPQPOLY_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
       -DPQPOLY_BUILD_TESTS=OFF >"$dir/configure.log" 2>&1; then
  cat "$dir/configure.log"
  echo "fuzz_smoke: 0 passed, 1 failed (configure)"
  exit 1
fi
if ! cmake --build "$dir" -j2 --target fuzzers -- --no-print-directory >"$dir/build.log" 2>&1; then
  tail -n 40 "$dir/build.log"
  echo "fuzz_smoke: 0 passed, 1 failed (build)"
  exit 1
fi

rm -rf "$dir/seeds" "$dir/smoke"
mkdir -p "$dir/smoke"
if command -v python3 >/dev/null; then python3 "$src/tests/fuzz/make_seeds.py" "$dir/seeds"; fi

passed=0
failed=0
for h in $harnesses; do
  corpus="$dir/smoke/$h.corpus"
  mkdir -p "$corpus"
  [ -d "$dir/seeds/$h" ] && cp "$dir/seeds/$h"/* "$corpus"/
  # libFuzzer's default exit code for a crash is 77, which ctest would read as "skipped".
  if "$dir/$h" -max_total_time="$secs" -max_len=6144 -timeout=60 -error_exitcode=1 \
       -timeout_exitcode=1 -print_final_stats=1 -artifact_prefix="$dir/smoke/$h-" \
       "$corpus" >"$dir/smoke/$h.log" 2>&1; then
    stats=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$dir/smoke/$h.log" | tail -n 1)
    echo "ok   $h: $stats"
    passed=$((passed + 1))
  else
    echo "FAIL $h (log: $dir/smoke/$h.log; reproducer: $dir/smoke/$h-crash-*)"
    grep -E 'ERROR|SUMMARY|runtime error|Test unit written' "$dir/smoke/$h.log" | head -n 10
    failed=$((failed + 1))
  fi
done
echo "fuzz_smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
