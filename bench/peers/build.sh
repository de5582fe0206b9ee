#!/bin/sh
# bench/peers/build.sh [OUT]: fetch the peers from package registries and build
# the side-by-side benchmark OUT/peers (default OUT: build/peers, beside the
# library's build in build/).  Needs network access to Debian's archive and
# crates.io, cargo, and a built build/libpqpoly.a (make build).  Nothing is
# installed system-wide.  Rerunning reuses what is already there.
#
#   libntruprime 20241021  Debian trixie's libntruprime-dev, unpacked with dpkg-deb
#   PQClean (AVX2, clean)  the C code the pqcrypto-{ntruprime,mlkem,saber} crates ship
#   libcrux-ml-kem 0.0.11  through the small C shim in bench/peers/crux
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
OUT=${1:-$ROOT/build/peers}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
CC=${CC:-cc}
JOBS=${JOBS:-2}
LIB=${PQPOLY_BUILD:-$ROOT/build}

test -f "$LIB/libpqpoly.a" || { echo "build.sh: $LIB/libpqpoly.a missing: run 'make build' first" >&2; exit 2; }

# 1. libntruprime and its randombytes from Debian's newer suite, through a
#    private apt state so that the system's sources and packages stay as they are.
if [ ! -f "$OUT/root/usr/lib/x86_64-linux-gnu/libntruprime.a" ]; then
    mkdir -p "$OUT/apt/lists/partial" "$OUT/apt/cache/archives/partial" "$OUT/deb"
    echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main" \
        > "$OUT/apt/sources.list"
    APT="-o Dir::Etc::SourceList=$OUT/apt/sources.list -o Dir::Etc::SourceParts=/dev/null
         -o Dir::State::Lists=$OUT/apt/lists -o Dir::Cache=$OUT/apt/cache -o APT::Sandbox::User=root"
    apt-get $APT -qq update
    (cd "$OUT/deb" && apt-get $APT -qq download libntruprime-dev=0~20241021-2 libntruprime1=0~20241021-2 \
        librandombytes-dev librandombytes1)
    for d in "$OUT"/deb/*.deb; do dpkg-deb -x "$d" "$OUT/root"; done
fi
NP_INC=$OUT/root/usr/include
NP_LIB=$OUT/root/usr/lib/x86_64-linux-gnu

# 2. PQClean's C from the pqcrypto crates (pinned in crates/Cargo.lock).
cargo fetch -q --locked --manifest-path "$HERE/crates/Cargo.toml"
cargo metadata -q --locked --format-version 1 --manifest-path "$HERE/crates/Cargo.toml" | python3 -c '
import json, os, sys
for p in json.load(sys.stdin)["packages"]:
    if p["name"] in ("pqcrypto-ntruprime", "pqcrypto-mlkem", "pqcrypto-saber"):
        print(os.path.join(os.path.dirname(p["manifest_path"]), "pqclean"))
' > "$OUT/pqclean_dirs.txt"
MLKEM_PQC=$(grep pqcrypto-mlkem "$OUT/pqclean_dirs.txt")
COMMON=$MLKEM_PQC/common   # one copy of PQClean's common code for every scheme

# One static archive per (scheme, implementation): every .c and .S of its folder.
mkdir -p "$OUT/obj"
archive() { # archive NAME DIR EXTRA_CFLAGS
    name=$1 dir=$2 flags=$3
    [ -f "$OUT/obj/$name.a" ] && return 0
    mkdir -p "$OUT/obj/$name"
    ls "$dir"/*.c "$dir"/*.S 2>/dev/null | xargs -P "$JOBS" -I{} sh -c \
        "$CC -O3 $flags -w -I'$dir' -I'$COMMON' -c '{}' -o '$OUT/obj/$name/'\$(basename '{}').o"
    ar rcs "$OUT/obj/$name.a" "$OUT/obj/$name"/*.o
}
archive common "$COMMON" "-mavx2"
for f in "$COMMON"/keccak4x/KeccakP-1600-times4-SIMD256.c; do
    [ -f "$OUT/obj/keccak4x.o" ] || $CC -O3 -mavx2 -w -I"$COMMON/keccak4x" -c "$f" -o "$OUT/obj/keccak4x.o"
done
# Each scheme from its own crate where that crate ships it (Kyber round 3,
# which pqcrypto-mlkem no longer carries, from the first crate that does).
crate_dir() { grep "$1" "$OUT/pqclean_dirs.txt"; }
for s in sntrup653 sntrup761 sntrup857 sntrup953 sntrup1013 sntrup1277 \
         ntrulpr653 ntrulpr761 ntrulpr857 ntrulpr953 ntrulpr1013 ntrulpr1277 \
         ml-kem-512 ml-kem-768 ml-kem-1024 kyber512 kyber768 kyber1024 lightsaber saber firesaber; do
    case $s in
        sntrup*|ntrulpr*) order="pqcrypto-ntruprime" ;;
        ml-kem*) order="pqcrypto-mlkem" ;;
        *saber) order="pqcrypto-saber" ;;
        *) order="pqcrypto-mlkem pqcrypto-saber pqcrypto-ntruprime" ;;
    esac
    for c in $order; do
        d=$(crate_dir "$c")/crypto_kem/$s
        ls "$d"/clean/*.c >/dev/null 2>&1 || continue
        archive "${s}_clean" "$d/clean" ""
        [ -d "$d/avx2" ] && archive "${s}_avx2" "$d/avx2" "-mavx2 -mbmi2 -mpopcnt"
        break
    done
done

# 3. libcrux-ml-kem through its C shim.
cargo build -q --release --locked --manifest-path "$HERE/crux/Cargo.toml" --target-dir "$OUT/crux"

# 4. The harness, linked with pqpoly, every archive and libntruprime.
$CC -O2 -std=c11 -I"$ROOT/include" -I"$ROOT/src" -I"$ROOT" -I"$NP_INC" "$HERE/peers.c" -o "$OUT/peers" \
    "$LIB/libpqpoly_bench.a" "$LIB/libpqpoly.a" \
    $(ls "$OUT"/obj/*_avx2.a "$OUT"/obj/*_clean.a) "$OUT/obj/common.a" "$OUT/obj/keccak4x.o" \
    "$OUT/crux/release/libpqpoly_peer_crux.a" \
    "$NP_LIB/libntruprime.a" "$NP_LIB/librandombytes.a" "$NP_LIB/librandombytes-kernel.a" \
    -lcrypto -lpthread -ldl -lm
echo "built $OUT/peers; run it: $OUT/peers [--runs N] [SCHEME ...]"
