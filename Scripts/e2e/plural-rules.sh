#!/usr/bin/env bash
# The checked-in CLDR plural rules and their sample test data are exactly what
# Scripts/generate-plural-rules.py makes from PyPI babel's CLDR (plus Debian's unicode-cldr-core
# plurals.xml for the few locales babel lacks). Skipped without them, or when the installed babel
# carries another CLDR release than the checked-in rules name.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
plurals=/usr/share/unicode/cldr/common/supplemental/plurals.xml
if [ ! -f "$plurals" ]; then
    echo "plural-rules: SKIP ($plurals missing: apt-get install unicode-cldr-core)"
    exit 0
fi
if ! installed="$(python3 -c 'from babel.core import get_cldr_version; print(get_cldr_version())' 2>/dev/null)"; then
    echo "plural-rules: SKIP (python3 -m pip install babel)"
    exit 0
fi
files=(Sources/LocalizationFormats/CLDRPluralRules.swift Tests/LocalizationFormatsTests/Fixtures/cldr-plural-samples.json)
checked_in="$(sed -n 's/.*public static let cldrVersion = "\(.*\)"/\1/p' "$root/${files[0]}")"
if [ "$installed" != "$checked_in" ]; then
    echo "plural-rules: SKIP (babel carries CLDR $installed; the checked-in rules are CLDR $checked_in)"
    exit 0
fi
tmp="$(mktemp -d)"
trap 'for f in "${files[@]}"; do cp "$tmp/$(basename "$f")" "$root/$f"; done; rm -rf "$tmp"' EXIT
for f in "${files[@]}"; do cp "$root/$f" "$tmp/$(basename "$f")"; done
python3 "$root/Scripts/generate-plural-rules.py" >/dev/null
for f in "${files[@]}"; do
    cmp -s "$root/$f" "$tmp/$(basename "$f")" || { echo "plural-rules: FAIL: $f differs from the generator's output"; exit 1; }
done
echo "plural-rules: OK (generated files match babel's CLDR $installed)"
