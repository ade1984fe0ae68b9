#!/usr/bin/env bash
# Records `localekit check` output (text, JSON, SARIF, each with its stderr and exit code) over every
# folder of a corpus, Tests/Corpus, every rule fixture and the streaming check's fixtures, so that
# two builds can be compared byte for byte (`diff -r`) when the engine changes:
#   Scripts/check-output-snapshot.sh OLD_LOCALEKIT /tmp/old [CORPUS]
#   Scripts/check-output-snapshot.sh .build/release/localekit /tmp/new [CORPUS]
#   diff -r /tmp/old /tmp/new
# The in-repository Tests/Corpus is always recorded; CORPUS names a further folder of corpus folders
# (e.g. a full copy of the real catalogs) to record too. Both runs must use the same paths (the
# output names files as they were given).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
OUT="$2"
CORPUS="${3:-}"
mkdir -p "$OUT"
folders=("$ROOT"/Tests/Corpus/*/ "$ROOT"/Tests/LocaleCheckTests/Fixtures/Check/*/*/
    "$ROOT"/Tests/LocaleCheckTests/Fixtures/StreamingCheck/*/)
if [ -n "$CORPUS" ]; then
    [ -d "$CORPUS" ] || { echo "check-output-snapshot: no folder $CORPUS" >&2; exit 2; }
    folders=("$CORPUS"/*/ "${folders[@]}")
fi
for folder in "${folders[@]}"; do
    name=$(echo "${folder#"$ROOT"/}" | sed 's#/$##; s#/#_#g')
    for format in text json sarif; do
        code=0
        "$BIN" check "$folder" --format "$format" > "$OUT/$name.$format" 2> "$OUT/$name.$format.err" || code=$?
        echo "exit $code" >> "$OUT/$name.$format.err"
    done
done
echo "recorded ${#folders[@]} folders in $OUT"
