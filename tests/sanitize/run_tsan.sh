#!/usr/bin/env bash
# Builds the library and tests/sanitize/tsan_threads.c with ThreadSanitizer
# (a build directory of its own) and runs it: threads released together on a
# cold library, plus one thread switching the implementation choices
# (include/pqpoly/impl.h).  The first report of a data race fails the run.
# Usage: run_tsan.sh SOURCE_DIR BUILD_DIR [CC]
# A compiler without ThreadSanitizer (or a CC not installed) makes the test
# SKIPPED (exit 77).
set -euo pipefail
src=$1
dir=$2
cc=${3:-${CC:-cc}}
if ! command -v "$cc" >/dev/null 2>&1; then
  echo "SKIPPED: $cc not installed"
  exit 77
fi
mkdir -p "$dir"
probe="$dir/tsan_probe"
printf '#include <pthread.h>\nstatic void *f(void *a) { return a; }\nint main(void) { pthread_t t; if (pthread_create(&t, 0, f, 0)) return 1; return pthread_join(t, 0); }\n' \
  > "$probe.c"
if ! "$cc" -fsanitize=thread "$probe.c" -o "$probe" >/dev/null 2>&1 || ! "$probe" >/dev/null 2>&1; then
  echo "SKIPPED: $cc cannot build or run a -fsanitize=thread program here"
  exit 77
fi
export CC=$cc
cmake -S "$src" -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_C_FLAGS="-fsanitize=thread -fno-omit-frame-pointer" \
      -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread" >/dev/null
cmake --build "$dir" -j2 --target pqpoly tsan_threads -- --no-print-directory >/dev/null
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
"$dir/tsan_threads" "${PQPOLY_TSAN_ROUNDS:-2}"
