#!/usr/bin/env bash
# The release artifact bundle end to end: Scripts/release-artifactbundle.sh builds
# localekit.artifactbundle (a release build of localekit, Swift runtime linked statically), then a
# temporary package that depends on it by path (`.binaryTarget(path:)`) applies a
# build-tool plugin running the prebuilt binary to Samples/Greeter's sources:
#   1. info.json is a valid schema 1.0 bundle with this machine's triple; the binary runs
#   2. the package builds without compiling the tool (no localekit module in its build), its app's
#      output equals Samples/Greeter/expected-output.txt, both for the bundle folder and its zip
# BUNDLE=DIR reuses an already built localekit.artifactbundle. Prints the cold build time.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp="$(mktemp -d)"
[ -n "${KEEP_TMP:-}" ] || trap 'rm -rf "$tmp"' EXIT
fail() { echo "artifactbundle: FAIL: $*" >&2; exit 1; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
# shellcheck source=../lib/prebuilt-sample.sh
. "$root/Scripts/lib/prebuilt-sample.sh"

bundle="${BUNDLE:-}"
if [ -z "$bundle" ]; then
    "$root/Scripts/release-artifactbundle.sh" --output "$tmp/release" >"$tmp/release.log" 2>&1 ||
        { cat "$tmp/release.log"; fail "release-artifactbundle.sh failed"; }
    bundle="$tmp/release/localekit.artifactbundle"
fi

# 1. The bundle.
triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)"
python3 - "$bundle/info.json" "$triple" <<'PY' || fail "info.json is not a schema 1.0 bundle of an executable for this triple"
import json, os, sys
info = json.load(open(sys.argv[1]))
assert info["schemaVersion"] == "1.0"
artifact = info["artifacts"]["localekit"]
assert artifact["type"] == "executable"
paths = [v["path"] for v in artifact["variants"] if sys.argv[2] in v["supportedTriples"]]
assert len(paths) == 1 and os.access(os.path.join(os.path.dirname(sys.argv[1]), paths[0]), os.X_OK)
PY
binary="$(find "$bundle" -path "*$triple*/bin/localekit" | head -1)"
"$binary" --help >/dev/null 2>&1 || "$binary" help >/dev/null 2>&1 || fail "the bundled binary does not run"
if ldd "$binary" | grep -q "libswiftCore\|libFoundation"; then fail "the bundled binary links the Swift runtime dynamically"; fi
echo "ok: $bundle: schema 1.0, variant for $triple, Swift runtime linked statically"

# 2. A package using it by path, the folder and the zip.
for form in folder zip; do
    path="$bundle"
    if [ "$form" = zip ]; then
        (cd "$(dirname "$bundle")" && zip -qry "$tmp/localekit.artifactbundle.zip" "$(basename "$bundle")")
        path="$tmp/localekit.artifactbundle.zip"
    fi
    app="$tmp/app-$form"
    prebuilt_sample "$root" "$path" "$app"
    start="$(now)"
    swift build --package-path "$app" --scratch-path "$tmp/build-$form" -v >"$tmp/build-$form.log" 2>&1 ||
        { tail -40 "$tmp/build-$form.log"; fail "the package using the bundle ($form) does not build"; }
    cold="$(elapsed "$start")"
    # `-v` prints the commands: the plugin's is the bundle's binary (SwiftPM extracts a zip beside the build).
    grep -q "localekit\.artifactbundle/localekit-[^ /]*/bin/localekit build-plugin" "$tmp/build-$form.log" ||
        fail "the plugin did not run the bundle's localekit ($form)"
    grep -q -- "-module-name \(localekit\|LocaleCheck\|LocaleKitCommands\) " "$tmp/build-$form.log" &&
        fail "the build compiled the tool's modules ($form): it must use the prebuilt binary"
    "$tmp/build-$form/debug/Greeter" >"$tmp/output-$form.txt" || fail "the sample exited non-zero ($form)"
    diff -u "$app/expected-output.txt" "$tmp/output-$form.txt" || fail "output differs from expected-output.txt ($form)"
    echo "ok: a package using the bundle ($form, by path) builds Greeter with the prebuilt tool (cold build ${cold}s); output matches"
done
