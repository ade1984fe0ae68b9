#!/usr/bin/env bash
# A localized library and an app that uses it (Samples/Library), end to end: both apply the build
# plugin, the library's accessors look in its own bundle and never configure LocaleKit.shared, and
# switching the app's language switches the library's strings (a language the library lacks falls
# back to its development language). The output must equal Samples/Library/expected-output.txt.
# With E2E_SHARED set (Scripts/test.sh), the build folder is E2E_SHARED/samples-build.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp="$(mktemp -d)"
[ -n "${KEEP_TMP:-}" ] || trap 'rm -rf "$tmp"' EXIT
scratch="${E2E_SHARED:+$E2E_SHARED/samples-build}"
scratch="${scratch:-$tmp/build}"
fail() { echo "library-app: FAIL: $*" >&2; exit 1; }

cp -R "$root/Samples/Library" "$tmp/Library"
rm -rf "$tmp/Library/Host/.build" "$tmp/Library/GreetingKit/.build"
for manifest in "$tmp/Library/Host/Package.swift" "$tmp/Library/GreetingKit/Package.swift"; do
    sed -i "s|path: \"../../..\"|path: \"$root\"|" "$manifest"
done

swift build --package-path "$tmp/Library/Host" --scratch-path "$scratch" 2>&1 | tail -3
output="$("$scratch/debug/Host")" || fail "the app exited with $?"
diff <(echo "$output") "$root/Samples/Library/expected-output.txt" || fail "output differs from expected-output.txt"

# The library's accessors were generated for its own bundle, the app's for the app's.
library_code="$(find "$scratch/plugins/outputs" -path '*GreetingKit*' -name '*.swift' -print0 | xargs -0 cat)"
grep -q 'bundle: .module' <<<"$library_code" || fail "the library's accessors do not look in Bundle.module"
grep -q 'LocaleKit.configure' "$tmp/Library/GreetingKit/Sources/GreetingKit/Greetings.swift" &&
    fail "the library configures LocaleKit.shared"
echo "library-app: OK"
