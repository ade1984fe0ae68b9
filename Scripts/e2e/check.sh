#!/usr/bin/env bash
# `localekit check` and `localekit stats` as a user runs them: exit codes, configuration errors,
# baseline round trip, SARIF validated against the official 2.1.0 schema, and the whole
# wikipedia-ios corpus without a crash.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
BIN="${LOCALEKIT:-$ROOT/.build/debug/localekit}"
[ -x "$BIN" ] || swift build --product localekit
FIXTURES="Tests/LocaleCheckTests/Fixtures/Check"
SCHEMA="$ROOT/Tests/Schemas/sarif-schema-2.1.0.json"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0
pass() { echo "ok: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL: $1" >&2; failed=$((failed + 1)); }
expect_exit() { # expected-code description command...
    local want=$1 what=$2
    shift 2
    local got=0
    "$@" > "$WORK/out" 2> "$WORK/err" || got=$?
    if [ "$got" = "$want" ]; then pass "$what (exit $got)"; else fail "$what: exit $got, expected $want"; cat "$WORK/out" "$WORK/err" >&2; fi
}

expect_exit 0 "clean catalog" "$BIN" check "$FIXTURES/missing-translation/clean"
expect_exit 0 "missing translation is a warning (it falls back at run time)" "$BIN" check "$FIXTURES/missing-translation/fires"
grep -q "fires/en.lproj/Localizable.strings:2:1: warning: 'farewell' is not translated to de (table Localizable) \[missing-translation\]" "$WORK/out" \
    && pass "text output is path:line:column: warning: message [rule]" || fail "text output line"
expect_exit 1 "--require-complete makes it an error" "$BIN" check --require-complete "$FIXTURES/missing-translation/fires"
grep -q "fires/en.lproj/Localizable.strings:2:1: error: 'farewell' is not translated to de (table Localizable) \[missing-translation\]" "$WORK/out" \
    && pass "text output is path:line:column: error: message [rule]" || fail "text output line"
expect_exit 1 "--require-complete=de names the language" "$BIN" check --require-complete=de "$FIXTURES/missing-translation/fires"
expect_exit 0 "--require-complete=fr leaves de's gaps warnings" "$BIN" check --require-complete=fr "$FIXTURES/missing-translation/fires"
printf '{ "requireComplete": ["de"] }\n' > "$WORK/complete.json"
expect_exit 1 "requireComplete from --config" "$BIN" check --config "$WORK/complete.json" "$FIXTURES/missing-translation/fires"
grep -q $'\e\[' "$WORK/out" && fail "colour when not on a terminal" || pass "no colour when piped"
if command -v script >/dev/null 2>&1; then
    # `script` gives the command a terminal: colour there, unless NO_COLOR is set.
    script -qec "$BIN check --require-complete $FIXTURES/missing-translation/fires" /dev/null > "$WORK/tty" 2>&1 || true
    grep -q $'\e\[1;31merror:' "$WORK/tty" && pass "colour on a terminal" || fail "no colour on a terminal"
    NO_COLOR=1 script -qec "$BIN check --require-complete $FIXTURES/missing-translation/fires" /dev/null > "$WORK/tty" 2>&1 || true
    grep -q $'\e\[' "$WORK/tty" && fail "colour despite NO_COLOR" || pass "NO_COLOR turns colour off"
fi
expect_exit 0 "warnings only" "$BIN" check "$FIXTURES/duplicate-key/fires"
expect_exit 1 "--strict turns warnings into errors" "$BIN" check --strict "$FIXTURES/duplicate-key/fires"
expect_exit 2 "missing path" "$BIN" check "$WORK/does-not-exist"
expect_exit 2 "unknown option" "$BIN" check --frobnicate

printf '{\n  "developmentLanguage": "en",\n  "minCoverage": {"de": "all"}\n}\n' > "$WORK/bad.json"
expect_exit 2 "invalid configuration" "$BIN" check --config "$WORK/bad.json" "$FIXTURES/missing-translation/clean"
grep -q "bad.json:3:19: error: 'minCoverage.de' must be a number from 0 to 100, not a string \[config\]" "$WORK/err" \
    && pass "configuration error names the field and its line" || { fail "configuration error location"; cat "$WORK/err" >&2; }

printf '{ "rules": { "missing-translation": "error" } }\n' > "$WORK/strict.json"
expect_exit 1 "severity override from --config" "$BIN" check --config "$WORK/strict.json" "$FIXTURES/missing-translation/fires"
printf '{ "rules": { "missing-translation": "note" } }\n' > "$WORK/lenient.json"
expect_exit 0 "severity override from --config (note)" "$BIN" check --config "$WORK/lenient.json" "$FIXTURES/missing-translation/fires"

expect_exit 0 "--write-baseline" "$BIN" check --write-baseline "$WORK/baseline.json" "$FIXTURES/missing-translation/fires"
expect_exit 0 "--baseline hides recorded findings" "$BIN" check --baseline "$WORK/baseline.json" "$FIXTURES/missing-translation/fires"
grep -q "(1 in the baseline not shown)" "$WORK/out" && pass "summary counts baselined findings" || fail "baseline summary"

expect_exit 1 "json output" "$BIN" check --format json --require-complete "$FIXTURES/missing-translation/fires"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["version"]==1 and d["summary"]["error"]==1, d' "$WORK/out" \
    && pass "json parses with the documented fields" || fail "json schema"

if ! python3 -c 'import jsonschema' 2>/dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check jsonschema >/dev/null 2>&1 || true
fi
for case in missing-translation/fires:0 syntax/fires:1 duplicate-key/fires:0 missing-table/fires:0; do
    fixture="${case%:*}"
    expect_exit "${case#*:}" "sarif output ($fixture)" "$BIN" check --format sarif "$FIXTURES/$fixture"
    cp "$WORK/out" "$WORK/sarif.json"
    if python3 -c 'import jsonschema' 2>/dev/null; then
        python3 - "$SCHEMA" "$WORK/sarif.json" <<'PY' && pass "SARIF validates against the 2.1.0 schema ($fixture)" || fail "SARIF schema ($fixture)"
import json, sys, jsonschema
schema, sarif = (json.load(open(p)) for p in sys.argv[1:3])
jsonschema.validators.validator_for(schema)(schema).validate(sarif)
result = sarif["runs"][0]["results"][0]
uri = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
assert not uri.startswith("/") and "://" not in uri, uri
assert sarif["runs"][0]["tool"]["driver"]["rules"][0]["help"]["text"]
PY
    else
        fail "python jsonschema unavailable: SARIF not validated"
    fi
done

expect_exit 0 "stats text" "$BIN" stats "$FIXTURES/min-coverage/fires"
grep -q "de  25%  1/4" "$WORK/out" && pass "stats shows per-language coverage" || fail "stats text"
expect_exit 0 "stats html" "$BIN" stats --format html "$FIXTURES/min-coverage/fires"
grep -q '<!DOCTYPE html>' "$WORK/out" && ! grep -q '<script\|src=\|href=' "$WORK/out" \
    && pass "stats html is self-contained" || fail "stats html"

CORPUS="$ROOT/Tests/Corpus/wikipedia-ios"
if [ -d "$CORPUS" ]; then
    expect_exit 1 "wikipedia-ios (real data, no crash; its placeholder errors are real)" "$BIN" check --format json "$CORPUS"
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print("   ", {r: sum(1 for f in d["findings"] if f["rule"]==r) for r in sorted({f["rule"] for f in d["findings"]})})' "$WORK/out"
fi

echo "check e2e: $passed passed, $failed failed"
[ "$failed" = 0 ]
