#!/usr/bin/env bash
# Configuring with the OpenSSL headers absent must stop at configure time with
# a message naming the package to install.
# Usage: configure_without_openssl.sh SOURCE_DIR SCRATCH_DIR
set -u
src=$1
dir=$2
rm -rf "$dir"
mkdir -p "$dir/empty-include"
out=$(cmake -S "$src" -B "$dir/build" -DOPENSSL_INCLUDE_DIR="$dir/empty-include" \
            -DPQPOLY_BUILD_TESTS=OFF 2>&1)
rc=$?
rm -rf "$dir"
if [ "$rc" -ne 0 ] && grep -q "libssl-dev" <<<"$out"; then
  echo "1 passed, 0 failed"
  exit 0
fi
echo "$out"
echo "FAIL configure without OpenSSL headers (exit $rc, message naming libssl-dev expected)"
echo "0 passed, 1 failed"
exit 1
