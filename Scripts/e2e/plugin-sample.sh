#!/usr/bin/env bash
# The build-tool plugin end to end, on a copy of Samples/Greeter with its own build folder:
#   1. a clean build; the app's output equals Samples/Greeter/expected-output.txt
#   2. incremental builds: a no-op build does not run the generator; touching a .strings file
#      re-runs it; a new language folder (and a new XLIFF language) is picked up
#   3. a broken placeholder in `de` fails the build at the de file's line and column; fixed, it builds;
#      a warning (a key defined twice) prints with its location and the build passes
#   3b. a target with a localekit.json: its swiftgen template, a usage rule (unused-key) and
#      source-changed (localekit.lock) apply in the build; a Swift edit re-runs only that target's step
#   3c. a real app's String Catalog (LinearMouse) builds with no configuration and prints its translations
#   4. the command plugins: `localekit` needs the write permission; `localekit-check` (check, stats,
#      usage, dump, sync --check, format --check) runs without it, non-interactively
#   5. the builds wrote nothing into the package tree (only into the build folder)
# Prints the first and no-op build times. Set KEEP_TMP=1 to keep the temp folder. With E2E_SHARED set
# (Scripts/test.sh), the build folder is E2E_SHARED/samples-build, which the other sample scripts share:
# the tool and the runtime are compiled once for all of them.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp="$(mktemp -d)"
[ -n "${KEEP_TMP:-}" ] || trap 'rm -rf "$tmp"' EXIT
scratch="${E2E_SHARED:+$E2E_SHARED/samples-build}"
scratch="${scratch:-$tmp/build}"

generator_line='LocaleKit: checking and generating accessors for Greeter'
fail() { echo "plugin-sample: FAIL: $*" >&2; exit 1; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

# The sample, copied so that the test can change it; its dependency points back at this checkout.
app="$tmp/Greeter"
cp -R "$root/Samples/Greeter" "$app"
rm -rf "$app/.build"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$app/Package.swift"
build=(swift build --package-path "$app" --scratch-path "$scratch")
snapshot() { (cd "$app" && find . -path ./.build -prune -o -type f -print0 | sort -z | xargs -0 sha1sum); }
root_status() { git -C "$root" status --porcelain --untracked-files=all 2>/dev/null || true; }
before_app="$(snapshot)"
before_root="$(root_status)"

# 1. Clean build, run, golden output.
start="$(now)"
"${build[@]}" >"$tmp/build1.log" 2>&1 || { cat "$tmp/build1.log"; fail "clean build failed"; }
first="$(elapsed "$start")"
grep -q "$generator_line" "$tmp/build1.log" || fail "the clean build did not run the generator"
"$scratch/debug/Greeter" >"$tmp/output.txt" || fail "the sample exited non-zero"
diff -u "$root/Samples/Greeter/expected-output.txt" "$tmp/output.txt" || fail "output differs from expected-output.txt"
echo "ok: first build (${first}s), output matches expected-output.txt"

# 2. Incremental. The second build may re-run the generator once (the tool's path changes after the
# first build); from then on, a build with no change must not.
"${build[@]}" >"$tmp/build2.log" 2>&1 || fail "second build failed"
start="$(now)"
"${build[@]}" >"$tmp/build3.log" 2>&1 || fail "no-op build failed"
noop="$(elapsed "$start")"
if grep -q "$generator_line" "$tmp/build3.log"; then
    cat "$tmp/build3.log"
    fail "a no-op build ran the generator"
fi
echo "ok: no-op build (${noop}s) does not run the generator"

sleep 1
touch "$app/Sources/Greeter/Resources/de.lproj/Localizable.strings"
"${build[@]}" >"$tmp/build4.log" 2>&1 || fail "build after touch failed"
grep -q "$generator_line" "$tmp/build4.log" || fail "touching a .strings file did not re-run the generator"
echo "ok: touching de.lproj/Localizable.strings re-runs the generator"

# A new language: a French .lproj folder, and French for the XLIFF-only Menu table.
resources="$app/Sources/Greeter/Resources"
mkdir "$resources/fr.lproj"
cp "$resources/en.lproj/Localizable.stringsdict" "$resources/fr.lproj/"
sed -e 's/"English"/"Français"/' -e 's/"Hello, %@!"/"Bonjour, %@ !"/' \
    "$resources/en.lproj/Localizable.strings" >"$resources/fr.lproj/Localizable.strings"
sed -e 's/target-language="de"/target-language="fr"/' -e 's|<target state="translated">[^<]*</target>|<target state="translated">Réglages</target>|' \
    "$app/Sources/Greeter/Localizations/de.xliff" >"$app/Sources/Greeter/Localizations/fr.xliff"
# And a String Catalog: its languages are read by the plugin before the build.
cat >"$app/Sources/Greeter/Localizations/Units.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "kilometer" : {
      "localizations" : {
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "كيلومتر" } },
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Kilometer" } },
        "en" : { "stringUnit" : { "state" : "translated", "value" : "kilometer" } },
        "fr" : { "stringUnit" : { "state" : "translated", "value" : "kilomètre" } },
        "ja" : { "stringUnit" : { "state" : "translated", "value" : "キロメートル" } },
        "ru" : { "stringUnit" : { "state" : "translated", "value" : "километр" } },
        "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "公里" } }
      }
    }
  },
  "version" : "1.0"
}
JSON
# The sample ships pseudo-languages (en-XA, ar-XB): a new table needs them too, as in any project that has them.
"$scratch/debug/localekit-tool" pseudo "$app/Sources/Greeter/Localizations/Units.xcstrings" \
    --style accented --style bidi --output "$app/Sources/Greeter/Localizations" >/dev/null || fail "localekit pseudo failed on Units.xcstrings"
"${build[@]}" >"$tmp/build5.log" 2>&1 || { cat "$tmp/build5.log"; fail "build with a new language failed"; }
grep -q "$generator_line" "$tmp/build5.log" || fail "a new language folder did not re-run the generator"
bundle="$scratch/debug/Greeter_Greeter.resources"
[ -f "$bundle/fr.lproj/Localizable.strings" ] || fail "fr.lproj/Localizable.strings is not in the bundle"
[ -f "$bundle/fr.lproj/Menu.strings" ] || fail "the French Menu table compiled from fr.xliff is not in the bundle"
grep -q "Réglages" "$bundle/fr.lproj/Menu.strings" || fail "fr.lproj/Menu.strings lacks the French translation"
grep -q "kilomètre" "$bundle/fr.lproj/Units.strings" || fail "the Units table compiled from Units.xcstrings lacks French"
grep -q "Kilometer" "$bundle/de.lproj/Units.strings" || fail "the Units table compiled from Units.xcstrings lacks German"
grep -q "ķîļöɱéţéŕ" "$bundle/en-xa.lproj/Units.strings" || fail "the en-XA Units table written by localekit pseudo is not bundled (SwiftPM lower-cases .lproj names)"
echo "ok: a new language (fr.lproj, fr.xliff) and a String Catalog are picked up and bundled"
rm -r "$resources/fr.lproj" "$app/Sources/Greeter/Localizations/fr.xliff" "$app/Sources/Greeter/Localizations/Units.xcstrings" \
    "$app/Sources/Greeter/Localizations/en-XA.lproj/Units.strings" "$app/Sources/Greeter/Localizations/ar-XB.lproj/Units.strings"

# 3. A broken placeholder in de fails the build, located in the de file.
de="$resources/de.lproj/Localizable.strings"
cp "$de" "$tmp/de.strings.orig"
line="$(grep -n '^"greeting"' "$de" | cut -d: -f1)"
sed -i 's/^"greeting" = "Hallo, %@!";/"greeting" = "Hallo, %d!";/' "$de"
if "${build[@]}" >"$tmp/build6.log" 2>&1; then
    fail "the build passed with a broken placeholder in de"
fi
grep -E "de\.lproj/Localizable\.strings:$line:[0-9]+: error: " "$tmp/build6.log" ||
    { cat "$tmp/build6.log"; fail "the failed build does not point at de.lproj/Localizable.strings:$line:<column>"; }
cp "$tmp/de.strings.orig" "$de"
"${build[@]}" >"$tmp/build7.log" 2>&1 || { cat "$tmp/build7.log"; fail "the build still fails after the fix"; }
echo "ok: a broken placeholder in de fails the build at its line and column; the fix builds"

# A finding at warning severity (a key defined twice: the last wins) shows in the build log; the build passes.
printf '\n"language.name" = "Deutsch";\n' >>"$de"
extra_line="$(grep -n '^"language.name"' "$de" | tail -1 | cut -d: -f1)"
"${build[@]}" >"$tmp/build8.log" 2>&1 || { cat "$tmp/build8.log"; fail "a warning failed the build"; }
grep -E "de\.lproj/Localizable\.strings:$extra_line:[0-9]+: warning: .*\[duplicate-key\]" "$tmp/build8.log" ||
    { cat "$tmp/build8.log"; fail "the duplicate key in de is not reported as a located warning"; }
cp "$tmp/de.strings.orig" "$de"
"${build[@]}" >"$tmp/build9.log" 2>&1 || fail "the build fails after removing the duplicate key"
echo "ok: a warning prints with its location and does not fail the build"

# The command plugin: it needs the write permission (declared for generate --output and compile) and
# says so; with it, check passes on the sample and generate writes where it is told.
package=(swift package --package-path "$app" --scratch-path "$scratch")
if "${package[@]}" localekit check </dev/null >"$tmp/cmd1.log" 2>&1; then fail "the command plugin ran without the permission"; fi
grep -q -- "--allow-writing-to-package-directory" "$tmp/cmd1.log" || { cat "$tmp/cmd1.log"; fail "the permission error does not name the flag"; }
"${package[@]}" --allow-writing-to-package-directory localekit check --target Greeter </dev/null >"$tmp/cmd2.log" 2>&1 ||
    { cat "$tmp/cmd2.log"; fail "swift package localekit check failed on the sample"; }
grep -q "0 errors" "$tmp/cmd2.log" || { cat "$tmp/cmd2.log"; fail "swift package localekit check printed no summary"; }
"${package[@]}" --allow-writing-to-package-directory localekit generate --target Greeter --output "$tmp/L10n.swift" \
    </dev/null >"$tmp/cmd3.log" 2>&1 || { cat "$tmp/cmd3.log"; fail "swift package localekit generate failed"; }
grep -q "enum L10n" "$tmp/L10n.swift" || fail "swift package localekit generate wrote no accessors"
echo "ok: swift package localekit check/generate run on the sample's target; without the permission the error names the flag"

# The read-only command plugin declares no permission: check (its default), stats, usage and dump run
# without the flag and without a terminal; a writing subcommand is not one of its verbs.
"${package[@]}" localekit-check </dev/null >"$tmp/ro1.log" 2>&1 ||
    { cat "$tmp/ro1.log"; fail "swift package localekit-check failed without the permission flag"; }
grep -q "0 errors" "$tmp/ro1.log" || { cat "$tmp/ro1.log"; fail "swift package localekit-check printed no check summary"; }
if grep -qi "permission" "$tmp/ro1.log"; then cat "$tmp/ro1.log"; fail "localekit-check mentions a permission"; fi
"${package[@]}" localekit-check stats --target Greeter --format json </dev/null >"$tmp/ro2.log" 2>&1 ||
    { cat "$tmp/ro2.log"; fail "swift package localekit-check stats failed"; }
grep -q '"de"' "$tmp/ro2.log" || { cat "$tmp/ro2.log"; fail "localekit-check stats does not list German"; }
"${package[@]}" localekit-check usage --target Greeter </dev/null >"$tmp/ro3.log" 2>&1 ||
    { cat "$tmp/ro3.log"; fail "swift package localekit-check usage (sources defaulting to the target) failed"; }
"${package[@]}" localekit-check dump --target Greeter </dev/null >"$tmp/ro4.log" 2>&1 ||
    { cat "$tmp/ro4.log"; fail "swift package localekit-check dump failed"; }
grep -q "greeting" "$tmp/ro4.log" || { cat "$tmp/ro4.log"; fail "localekit-check dump does not show the greeting key"; }
if "${package[@]}" localekit-check generate --output "$tmp/L10n-ro.swift" </dev/null >"$tmp/ro5.log" 2>&1; then
    fail "localekit-check ran generate"
fi
grep -q "unknown subcommand 'generate'" "$tmp/ro5.log" || { cat "$tmp/ro5.log"; fail "localekit-check generate: no usage error"; }
[ ! -e "$tmp/L10n-ro.swift" ] || fail "localekit-check generate wrote a file"
# sync and format run there only as the --check gate (exit 0 or 1, never a usage error); without
# --check they are refused before anything runs.
status=0
"${package[@]}" localekit-check format --check --target Greeter </dev/null >"$tmp/ro6.log" 2>&1 || status=$?
[ "$status" -le 1 ] || { cat "$tmp/ro6.log"; fail "localekit-check format --check did not run (exit $status)"; }
if "${package[@]}" localekit-check format --target Greeter </dev/null >"$tmp/ro7.log" 2>&1; then
    fail "localekit-check ran format without --check"
fi
grep -q "runs 'format' only with --check" "$tmp/ro7.log" || { cat "$tmp/ro7.log"; fail "localekit-check format: no refusal"; }
echo "ok: swift package localekit-check (check, stats, usage, dump, format --check) runs without the permission flag; generate and format without --check are refused"


# 3b. localekit.json drives the build exactly as it drives `check`: a second target, Configured, whose
# localekit.json names the swiftgen template and turns unused-key on, and whose localekit.lock makes
# source-changed fire. Its Swift files are inputs (so an edit re-runs the step); Greeter's are not.
cp "$app/Package.swift" "$tmp/Package.swift.orig"
configured="$app/Sources/Configured"
mkdir -p "$configured/Resources/en.lproj" "$configured/Resources/de.lproj"
printf '"greeting" = "Hello";\n"farewell" = "Goodbye";\n' >"$configured/Resources/en.lproj/Localizable.strings"
printf '"greeting" = "Hallo";\n"farewell" = "Tschüss";\n' >"$configured/Resources/de.lproj/Localizable.strings"
printf '{"generate": {"template": "swiftgen"}, "rules": {"unused-key": "warning"}}\n' >"$configured/localekit.json"
cat >"$configured/main.swift" <<'SWIFT'
import SwiftLocaleKit

LocaleKit.configure(bundle: .module, selectionStore: .inMemory())
print(L10n.greeting)
SWIFT
cat >>"$app/Package.swift" <<'SWIFT'
package.targets.append(
    .executableTarget(
        name: "Configured",
        dependencies: [.product(name: "SwiftLocaleKit", package: "SwiftLocaleKit")],
        resources: [.process("Resources")],
        plugins: [.plugin(name: "LocaleKitPlugin", package: "SwiftLocaleKit")]))
SWIFT
configured_line='LocaleKit: checking and generating accessors for Configured'
"${build[@]}" >"$tmp/build10.log" 2>&1 || { cat "$tmp/build10.log"; fail "the swiftgen-template target failed to build"; }
accessors_file="$(find "$scratch/plugins/outputs" -name 'Configured+LocaleKit.swift' | head -1)"
grep -q "private static func tr(" "$accessors_file" || fail "the Configured accessors were not written by the swiftgen template"
grep -E "Configured/Resources/en\.lproj/Localizable\.strings:2:[0-9]+: warning: .*\[unused-key\]" "$tmp/build10.log" ||
    { cat "$tmp/build10.log"; fail "unused-key (turned on in localekit.json) did not fire in the build"; }
[ "$("$scratch/debug/Configured")" = "Hello" ] || fail "the swiftgen accessors did not print the English text"
echo "ok: localekit.json's swiftgen template and unused-key rule apply in a build"

"${build[@]}" >"$tmp/build11.log" 2>&1 || fail "second build of Configured failed"
sleep 1
touch "$app/Sources/Greeter/main.swift" "$configured/main.swift"
"${build[@]}" >"$tmp/build12.log" 2>&1 || { cat "$tmp/build12.log"; fail "build after touching the Swift files failed"; }
grep -q "$configured_line" "$tmp/build12.log" || fail "a Swift edit did not re-run the step of a target with a usage rule"
if grep -q "$generator_line" "$tmp/build12.log"; then fail "a Swift edit re-ran the step of Greeter, which has no usage rule"; fi
echo "ok: a Swift edit re-runs the step only for the target with a usage rule"

(cd "$configured" && "$scratch/debug/localekit-tool" lock Resources >/dev/null) || fail "localekit lock failed"
sed -i 's/"Hello"/"Hello there"/' "$configured/Resources/en.lproj/Localizable.strings"
"${build[@]}" >"$tmp/build13.log" 2>&1 || { cat "$tmp/build13.log"; fail "a stale translation failed the build"; }
grep -E "Configured/Resources/de\.lproj/Localizable\.strings:1:[0-9]+: warning: .*\[source-changed\]" "$tmp/build13.log" ||
    { cat "$tmp/build13.log"; fail "source-changed did not fire in the build after the English text changed"; }
echo "ok: localekit.lock beside localekit.json makes source-changed fire in a build"
rm -r "$configured"
cp "$tmp/Package.swift.orig" "$app/Package.swift"
"${build[@]}" >"$tmp/build14.log" 2>&1 || { cat "$tmp/build14.log"; fail "the build without Configured failed"; }

# 3c. A real app's catalog with zero configuration: LinearMouse's String Catalog (35 languages, its
# own untranslated keys and identifier collisions) builds with the plugin, and the app prints
# translated text; what the build prints are warnings, not errors.
real="$app/Sources/RealCatalog"
mkdir -p "$real/Resources"
cp "$root/Tests/Corpus/xcstrings-apps/linearmouse/LinearMouse/Localizable.xcstrings" "$real/Resources/"
cat >"$real/main.swift" <<'SWIFT'
import SwiftLocaleKit

LocaleKit.configure(bundle: .module, selectionStore: .inMemory())
for code in ["en", "de", "ja"] {
    LocaleKit.shared.setLocale(LocaleKitLanguage(code: code)) {
        print("\(code): \(L10n.addButtonMapping) | \(L10n.pixels(3))")
    }
}
SWIFT
cp "$app/Package.swift" "$tmp/Package.swift.orig"
cat >>"$app/Package.swift" <<'SWIFT'
package.targets.append(
    .executableTarget(
        name: "RealCatalog",
        dependencies: [.product(name: "SwiftLocaleKit", package: "SwiftLocaleKit")],
        resources: [.process("Resources")],
        plugins: [.plugin(name: "LocaleKitPlugin", package: "SwiftLocaleKit")]))
SWIFT
"${build[@]}" >"$tmp/build15.log" 2>&1 || { cat "$tmp/build15.log"; fail "a real app's String Catalog failed the build"; }
if grep -E "Localizable\.xcstrings:[0-9]+:[0-9]+: error:" "$tmp/build15.log"; then fail "the real catalog printed errors"; fi
"$scratch/debug/RealCatalog" >"$tmp/real.txt" || fail "the real catalog's app did not run"
grep -qx "de: Tastenzuordnung hinzufügen | 3 Pixel" "$tmp/real.txt" || { cat "$tmp/real.txt"; fail "no German text from the real catalog"; }
grep -q "^en: Add Button Mapping | 3 pixels" "$tmp/real.txt" || { cat "$tmp/real.txt"; fail "no English text from the real catalog"; }
echo "ok: a real app's String Catalog builds with the plugin, with no configuration, and prints its translations"
rm -r "$real"
cp "$tmp/Package.swift.orig" "$app/Package.swift"
"${build[@]}" >"$tmp/build16.log" 2>&1 || { cat "$tmp/build16.log"; fail "the build without RealCatalog failed"; }

# 5. Nothing written into the package trees.
[ "$(snapshot)" = "$before_app" ] || fail "the build changed files in the sample package"
[ "$(root_status)" = "$before_root" ] || fail "the build changed files in the SwiftLocaleKit checkout"
echo "ok: the builds wrote nothing into the sample or the SwiftLocaleKit tree"
echo "plugin-sample: first build ${first}s, no-op build ${noop}s"
