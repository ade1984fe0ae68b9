#!/usr/bin/env bash
# Recall and precision of `localekit sync`'s extraction against Xcode's on the field sweep's String
# Catalog apps (docs/field-trials.md): the corpus measurement of Tests/CatalogSyncTests
# (ExtractionMeasurement.swift) over each catalog Scripts/field-sync-apps.json lists, each with its
# own module's sources.
#   Scripts/field-sync-measure.sh APPS_DIR [LIST]   (LIST: Scripts/field-sync-apps.json, the checkouts of
#   Scripts/field-sweep-apps.tsv; or Scripts/field-sync-sweep.json, those of Scripts/field-sync-sweep-apps.tsv; tests built)
set -euo pipefail
[ $# -ge 1 ] && [ -d "$1" ] || { sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
apps=$(cd "$1" && pwd)
list=${2:-$(dirname "$0")/field-sync-apps.json}
list=$(cd "$(dirname "$list")" && pwd)/$(basename "$list")
cd "$(dirname "$0")/.."
LOCALEKIT_SYNC_CORPUS="$apps" LOCALEKIT_SYNC_MEASURE="$list" \
    swift test --skip-build --filter measureListedApps 2>&1 | grep -v '^\[\|^◇\|^↳\|^Test Suite\|Executed'
