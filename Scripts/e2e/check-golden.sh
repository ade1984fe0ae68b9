#!/usr/bin/env bash
# `localekit check` and `stats` output, byte for byte, against checked-in golden files: text, JSON,
# SARIF, --strict, a configuration with every rule on, a baseline. The input is the streaming
# check's edge-case fixture tree (Base and en references, a table only in Base, one without a
# development version, pt_BR + pt-BR, syntax errors, duplicates, plurals). The golden files were
# written by the binary from before the streaming check (main at ab8453d), so this also shows the
# output did not change. `UPDATE=1 Scripts/e2e/check-golden.sh` rewrites them (review the diff).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
BIN="${LOCALEKIT:-$ROOT/.build/debug/localekit}"
[ -x "$BIN" ] || (cd "$ROOT" && swift build --product localekit)
BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"
GOLDEN="$ROOT/Tests/LocaleCheckTests/Fixtures/StreamingCheck-golden"
cd "$ROOT/Tests/LocaleCheckTests/Fixtures/StreamingCheck"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

run() { # name args... → output, then the exit code; SARIF's absolute base URI and version made neutral
    local name=$1 code=0
    shift
    "$BIN" "$@" > "$WORK/$name" 2>&1 || code=$?
    sed -i -e 's|"uri": "file://[^"]*"|"uri": "file:///BASE/"|' -e 's|"version": "[0-9][^"]*",|"version": "VERSION",|' "$WORK/$name"
    echo "exit $code" >> "$WORK/$name"
}
run text.txt check app lib
run strict.json check --format json --strict app lib
run app.sarif check --format sarif app
run all-rules.txt check --config "$GOLDEN/all-rules.json" app lib
run baseline.txt check --baseline "$GOLDEN/baseline.json" app lib
run stats.json stats --format json app lib
run stats.txt stats --config "$GOLDEN/all-rules.json" app lib

if [ -n "${UPDATE:-}" ]; then
    cp "$WORK"/*.txt "$WORK"/*.json "$WORK"/*.sarif "$GOLDEN/"
    echo "golden files rewritten in $GOLDEN"
    exit 0
fi
failed=0
for file in "$WORK"/*; do
    name=$(basename "$file")
    if cmp -s "$file" "$GOLDEN/$name"; then echo "ok: $name"; else echo "FAIL: $name differs" >&2; diff "$GOLDEN/$name" "$file" | head -20 >&2; failed=1; fi
done
echo "check golden: $([ $failed = 0 ] && echo all identical || echo differences)"
[ "$failed" = 0 ]
