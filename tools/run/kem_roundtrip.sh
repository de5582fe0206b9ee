#!/usr/bin/env bash
# The short KEM round trip `make run` ends with: sntrup761 key generation,
# encapsulation and decapsulation through `pqpoly kem`, files in a temporary
# folder, and a check that both sides hold the same shared secret.
# Usage: kem_roundtrip.sh PQPOLY_TOOL [SCHEME]
set -euo pipefail
tool=$1
scheme=${2:-sntrup761}
if ! "$tool" list --json | python3 -c "import json,sys; sys.exit(0 if any(k['name']=='$scheme' for k in json.load(sys.stdin)['kems']) else 1)"; then
    echo "KEM round trip: waiting for $scheme (not registered in this build yet)."
    exit 0
fi
if ! "$tool" --help | grep -q "pqpoly kem"; then
    echo "KEM round trip: waiting for the 'pqpoly kem' verb (not in this build yet)."
    exit 0
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
echo "KEM round trip with $scheme in $dir:"
run() { echo "  \$ pqpoly ${*:2}"; "$@"; }
run "$tool" kem "$scheme" keypair --pk "$dir/pk" --sk "$dir/sk"
run "$tool" kem "$scheme" encaps --pk "$dir/pk" --ct "$dir/ct" --ss "$dir/ss_sender"
run "$tool" kem "$scheme" decaps --sk "$dir/sk" --ct "$dir/ct" --ss "$dir/ss_receiver"
ls -l "$dir" | tail -n +2 | awk '{print "  " $5 " bytes  " $9}'
echo "  sender   shared secret: $(od -An -tx1 -v "$dir/ss_sender" | tr -d ' \n')"
echo "  receiver shared secret: $(od -An -tx1 -v "$dir/ss_receiver" | tr -d ' \n')"
if cmp -s "$dir/ss_sender" "$dir/ss_receiver"; then
    echo "KEM round trip: the shared secrets match."
else
    echo "KEM round trip: the shared secrets DIFFER."
    exit 1
fi
