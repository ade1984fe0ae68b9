#!/usr/bin/env bash
# `localekit compile` and `localekit export` as a user runs them: the focus-ios XLIFF corpus compiled
# to .lproj tables that plutil accepts, exported back to XLIFF 1.2 and 2.0 that xmllint accepts, the
# round trip giving the same dump, a second compile writing nothing, and exit codes 1 and 2.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
BIN="${LOCALEKIT:-$ROOT/.build/debug/localekit}"
[ -x "$BIN" ] || swift build --product localekit
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
fail() { echo "FAIL: $1" >&2; exit 1; }

CORPUS="$ROOT/Tests/Corpus/focusios-xliff"
"$BIN" compile "$CORPUS" --output "$WORK/lproj" > "$WORK/out" || fail "compile of the focus-ios corpus"
[ -f "$WORK/lproj/de.lproj/Localizable.strings" ] || fail "de.lproj/Localizable.strings written"
# 7: en-US/focus-ios.xliff targets en-US, the same language as its source en, so it is en's tables.
[ "$(find "$WORK/lproj" -name '*.lproj' | wc -l)" = 7 ] || fail "one .lproj per language (7)"
[ -z "$(find "$WORK/lproj" -type f -size 0)" ] || fail "no zero-length table"
if command -v plutil > /dev/null; then
    for file in "$WORK"/lproj/*.lproj/*; do plutil -lint "$file" > /dev/null || fail "plutil -lint $file"; done
    echo "ok: every compiled table passes plutil -lint"
fi
"$BIN" compile "$CORPUS" --output "$WORK/lproj" | grep -q "(0 written" || fail "second compile writes nothing"
echo "ok: compile is idempotent"

for version in 1.2 2.0; do
    "$BIN" export "$WORK/lproj" --xliff "$WORK/xliff-$version" --version "$version" > /dev/null || fail "export $version"
    if command -v xmllint > /dev/null; then
        xmllint --noout "$WORK/xliff-$version"/*.xliff || fail "xmllint on exported XLIFF $version"
    fi
    "$BIN" compile "$WORK/xliff-$version" --output "$WORK/again-$version" > /dev/null || fail "compile of export $version"
    "$BIN" dump "$WORK/lproj" | grep -v '"file"\|"line"\|"column"' > "$WORK/a.json"
    "$BIN" dump "$WORK/again-$version" | grep -v '"file"\|"line"\|"column"' > "$WORK/b.json"
    diff -q "$WORK/a.json" "$WORK/b.json" > /dev/null || fail "tables → XLIFF $version → tables changed the catalog"
    echo "ok: XLIFF $version round trip keeps the catalog"
done

status=0
printf '<xliff version="1.2"><file original="a.strings" source-language="en">' > "$WORK/broken.xliff"
"$BIN" compile "$WORK/broken.xliff" --output "$WORK/x" > /dev/null 2> "$WORK/err" || status=$?
[ "$status" = 1 ] || fail "malformed XLIFF exits 1 (got $status)"
grep -q "broken.xliff:1:" "$WORK/err" || fail "malformed XLIFF is reported at its line"
status=0
"$BIN" export "$CORPUS" --xliff "$WORK/x" --version 3 > /dev/null 2>&1 || status=$?
[ "$status" = 2 ] || fail "bad --version exits 2 (got $status)"
echo "ok: exit codes 1 and 2"
echo "compile-export: all passed"
