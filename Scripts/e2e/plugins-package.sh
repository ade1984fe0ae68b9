#!/usr/bin/env bash
# The plugins package end to end, as a user of a release gets it (LocaleKitPlugins/, README there):
#   1. Scripts/release-artifactbundle.sh --plugins-url builds localekit.artifactbundle (a release build,
#      Swift runtime linked statically): info.json is a valid schema 1.0 bundle with this machine's
#      triple, the binary runs
#   2. the plugins package it writes is the repository's (every file of LocaleKitPlugins/Sources and
#      /Plugins equal to the one in Sources/ and Plugins/) and its binary target is read by URL with
#      the zip's checksum
#   3. a sample package using the plugins package (Greeter's sources; the bundle by path,
#      Scripts/lib/prebuilt-sample.sh) builds without compiling the tool: the plugin ran the bundle's
#      localekit, no module of the tool was compiled, the app's output equals
#      Samples/Greeter/expected-output.txt, and a second build runs no plugin step
#   4. its command plugins run the bundle's localekit: `swift package localekit-check` (no permission)
#      and `swift package localekit generate` (with it); still no module of the tool in the build
# BUNDLE=DIR reuses an already built localekit.artifactbundle (skips 1 and 2's release build). With
# E2E_SHARED set (Scripts/test.sh), the release goes to E2E_SHARED/release, where pre-commit.sh takes its
# binary. Prints each step's time.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp="$(mktemp -d)"
[ -n "${KEEP_TMP:-}" ] || trap 'rm -rf "$tmp"' EXIT
fail() { echo "plugins-package: FAIL: $*" >&2; exit 1; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
# shellcheck source=../lib/prebuilt-sample.sh
. "$root/Scripts/lib/prebuilt-sample.sh"
release="${E2E_SHARED:+$E2E_SHARED/release}"
release="${release:-$tmp/release}"
url="https://example.invalid/releases/download/1.0.0/localekit.artifactbundle.zip"
tool_modules="-module-name \(localekit\|LocaleKitCommands\|LocaleCheck\|LocaleCatalog\|AccessorGeneration\) "

# 1. The bundle.
start="$(now)"
bundle="${BUNDLE:-}"
if [ -z "$bundle" ]; then
    "$root/Scripts/release-artifactbundle.sh" --output "$release" --plugins-url "$url" >"$tmp/release.log" 2>&1 ||
        { cat "$tmp/release.log"; fail "release-artifactbundle.sh failed"; }
    bundle="$release/localekit.artifactbundle"
    published="$release/LocaleKitPlugins"
else
    mkdir -p "$release"
    (cd "$(dirname "$bundle")" && zip -qry "$release/localekit.artifactbundle.zip" "$(basename "$bundle")")
    published="$release/LocaleKitPlugins"
    plugins_package "$root" "$release/localekit.artifactbundle.zip" "$published" "$url"
fi
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
echo "ok: $bundle: schema 1.0, variant for $triple, Swift runtime linked statically ($(elapsed "$start")s)"

# 2. The package as published: the repository's files, the bundle by URL and checksum.
for folder in Sources Plugins; do
    for entry in "$root/LocaleKitPlugins/$folder"/*; do
        name="$(basename "$entry")"
        [ "$(readlink -f "$entry")" = "$root/$folder/$name" ] || fail "LocaleKitPlugins/$folder/$name is not a link to $folder/$name"
        diff -r "$root/$folder/$name" "$published/$folder/$name" >/dev/null || fail "the published $folder/$name differs from $folder/$name"
    done
done
checksum="$(swift package --package-path "$root" compute-checksum "$release/localekit.artifactbundle.zip")"
grep -qF ".binaryTarget(name: \"LocaleKitBinary\", url: \"$url\", checksum: \"$checksum\")" "$published/Package.swift" ||
    fail "the published manifest does not read the bundle from $url with checksum $checksum"
! grep -q 'path: "localekit.artifactbundle"' "$published/Package.swift" || fail "the published manifest still reads the bundle by path"
echo "ok: the published plugins package holds the repository's sources and reads the bundle by URL and checksum"

# 3. A sample using the plugins package builds without compiling the tool, and runs.
app="$tmp/app"
prebuilt_sample "$root" "$bundle" "$app"
build=(swift build --package-path "$app" --scratch-path "$tmp/build" -v)
start="$(now)"
"${build[@]}" >"$tmp/build1.log" 2>&1 || { tail -40 "$tmp/build1.log"; fail "the sample using the plugins package does not build"; }
cold="$(elapsed "$start")"
grep -q "LocaleKitPlugins/localekit\.artifactbundle/localekit-[^ /]*/bin/localekit build-plugin" "$tmp/build1.log" ||
    fail "the build plugin did not run the bundle's localekit"
if grep -q -- "$tool_modules" "$tmp/build1.log"; then fail "the build compiled the tool's modules: it must use the prebuilt binary"; fi
grep -q -- "-module-name SwiftLocaleKit " "$tmp/build1.log" || fail "the runtime was not built from the plugins package's sources"
"$tmp/build/debug/Greeter" >"$tmp/output.txt" || fail "the sample exited non-zero"
diff -u "$app/expected-output.txt" "$tmp/output.txt" || fail "output differs from expected-output.txt"
start="$(now)"
"${build[@]}" >"$tmp/build2.log" 2>&1 || { tail -40 "$tmp/build2.log"; fail "the second build failed"; }
if grep -q "bin/localekit build-plugin" "$tmp/build2.log"; then fail "a build with no change ran the plugin step"; fi
echo "ok: the sample builds with the prebuilt tool, no tool module compiled (cold build ${cold}s, no-op $(elapsed "$start")s); output matches"

# 4. The command plugins run the bundle's tool too.
start="$(now)"
package=(swift package --package-path "$app" --scratch-path "$tmp/build")
"${package[@]}" localekit-check </dev/null >"$tmp/cmd1.log" 2>&1 || { cat "$tmp/cmd1.log"; fail "swift package localekit-check failed"; }
grep -q "0 errors" "$tmp/cmd1.log" || { cat "$tmp/cmd1.log"; fail "swift package localekit-check printed no check summary"; }
"${package[@]}" --allow-writing-to-package-directory localekit generate --target Greeter --output "$tmp/L10n.swift" \
    </dev/null >"$tmp/cmd2.log" 2>&1 || { cat "$tmp/cmd2.log"; fail "swift package localekit generate failed"; }
grep -q "enum L10n" "$tmp/L10n.swift" || fail "swift package localekit generate wrote no accessors"
if find "$tmp/build" -name "localekit.build" -o -name "LocaleKitCommands.build" -o -name "localekit-tool" | grep -q .; then
    fail "a command plugin built the tool from source"
fi
echo "ok: swift package localekit-check and localekit generate run the prebuilt tool ($(elapsed "$start")s)"
