#!/usr/bin/env bash
# Records `localekit check` output (text, JSON, SARIF, each with its stderr and exit code) over every
# folder of a corpus, Tests/Corpus, every rule fixture and the streaming check's fixtures, so that
# two builds can be compared byte for byte (`diff -r`) when the engine changes:
#   Scripts/check-output-snapshot.sh OLD_LOCALEKIT /tmp/old [CORPUS]
#   Scripts/check-output-snapshot.sh .build/release/localekit /tmp/new [CORPUS]
#   diff -r /tmp/old /tmp/new
# CORPUS defaults to ../shared/corpus when it exists. Both runs must use the same corpus path (the
# output names files as they were given).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
OUT="$2"
CORPUS="${3:-$ROOT/../shared/corpus}"
mkdir -p "$OUT"
folders=("$ROOT"/Tests/Corpus/*/ "$ROOT"/Tests/LocaleCheckTests/Fixtures/Check/*/*/
    "$ROOT"/Tests/LocaleCheckTests/Fixtures/StreamingCheck/*/)
[ -d "$CORPUS" ] && folders=("$CORPUS"/*/ "${folders[@]}")
for folder in "${folders[@]}"; do
    name=$(echo "${folder#"$ROOT"/}" | sed 's#/$##; s#/#_#g')
    for format in text json sarif; do
        code=0
        "$BIN" check "$folder" --format "$format" > "$OUT/$name.$format" 2> "$OUT/$name.$format.err" || code=$?
        echo "exit $code" >> "$OUT/$name.$format.err"
    done
done
echo "recorded ${#folders[@]} folders in $OUT"
