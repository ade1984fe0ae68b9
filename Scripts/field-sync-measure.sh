#!/usr/bin/env bash
# Recall and precision of `localekit sync`'s extraction against Xcode's on the field sweep's String
# Catalog apps (docs/field-trials.md): the corpus measurement of Tests/CatalogSyncTests
# (ExtractionMeasurement.swift) over each catalog Scripts/field-sync-apps.json lists, each with its
# own module's sources.
#   Scripts/field-sync-measure.sh APPS_DIR     (the checkouts of Scripts/field-sweep-apps.tsv; tests built)
set -euo pipefail
[ $# -eq 1 ] && [ -d "$1" ] || { sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
apps=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
LOCALEKIT_SYNC_CORPUS="$apps" LOCALEKIT_SYNC_MEASURE="$PWD/Scripts/field-sync-apps.json" \
    swift test --skip-build --filter measureListedApps 2>&1 | grep -v '^\[\|^◇\|^↳\|^Test Suite\|Executed'
