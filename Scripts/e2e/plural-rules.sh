#!/usr/bin/env bash
# The checked-in CLDR plural rules and their sample test data are exactly what
# Scripts/generate-plural-rules.py makes from Debian's unicode-cldr-core (skipped without it).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
plurals=/usr/share/unicode/cldr/common/supplemental/plurals.xml
if [ ! -f "$plurals" ]; then
    echo "plural-rules: SKIP ($plurals missing: apt-get install unicode-cldr-core)"
    exit 0
fi
files=(Sources/LocalizationFormats/CLDRPluralRules.swift Tests/LocalizationFormatsTests/Fixtures/cldr-plural-samples.json)
tmp="$(mktemp -d)"
trap 'for f in "${files[@]}"; do cp "$tmp/$(basename "$f")" "$root/$f"; done; rm -rf "$tmp"' EXIT
for f in "${files[@]}"; do cp "$root/$f" "$tmp/$(basename "$f")"; done
python3 "$root/Scripts/generate-plural-rules.py" --plurals "$plurals" >/dev/null
for f in "${files[@]}"; do
    cmp -s "$root/$f" "$tmp/$(basename "$f")" || { echo "plural-rules: FAIL: $f differs from the generator's output"; exit 1; }
done
echo "plural-rules: OK (generated files match CLDR 41 plurals.xml)"
