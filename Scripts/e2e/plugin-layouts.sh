#!/usr/bin/env bash
# The build-tool plugin on a client package with odd layouts (the cases PluginTests runs through the
# plugin's logic and the tool, here through SwiftPM itself):
#   - a table name with a space, in .lproj folders (My Table) and as a String Catalog (Unit Names)
#   - a table only in a translation (de.lproj/Extra.strings, no English file)
#   - .strings and .stringsdict of one table (Localizable)
#   - XLIFF 1.2 and 2.0 outside Resources (Localizations/de.xliff, fr.xlf: the Menu table)
#   1. a clean build runs the plugin's step; the app prints every table in en, de and fr; the bundle
#      holds each table where the plugin declared it, and no other compiled file
#   2. unchanged rebuilds, with pauses between them, run no plugin step and compile nothing, and the
#      outputs' timestamps do not move, once SwiftPM's two links of the tool have settled (at most two
#      builds after the clean one, each re-run only with a tool link in its log: see below)
#   3. touching an input (the String Catalog) runs the step again; the next build runs nothing
# Prints each build's time. Set KEEP_TMP=1 to keep the temp folder; PAUSE=SECONDS sets the pauses
# (default 3). With E2E_SHARED set (Scripts/test.sh), the build folder is E2E_SHARED/samples-build, which
# the other sample scripts share.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp="$(mktemp -d)"
[ -n "${KEEP_TMP:-}" ] || trap 'rm -rf "$tmp"' EXIT
scratch="${E2E_SHARED:+$E2E_SHARED/samples-build}"
scratch="${scratch:-$tmp/build}"
pause="${PAUSE:-3}"

step_line='LocaleKit: checking and generating accessors for Layouts'
fail() { echo "plugin-layouts: FAIL: $*" >&2; exit 1; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

app="$tmp/Layouts"
sources="$app/Sources/Layouts"
mkdir -p "$sources/Resources/en.lproj" "$sources/Resources/de.lproj" "$sources/Localizations"
cat >"$app/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Layouts",
    defaultLocalization: "en",
    platforms: [.macOS(.v10_15)],
    dependencies: [.package(name: "SwiftLocaleKit", path: "$root")],
    targets: [
        .executableTarget(
            name: "Layouts",
            dependencies: [.product(name: "SwiftLocaleKit", package: "SwiftLocaleKit")],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "LocaleKitPlugin", package: "SwiftLocaleKit")]
        )
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
cat >"$sources/main.swift" <<'SWIFT'
import SwiftLocaleKit

LocaleKit.configure(bundle: .module, selectionStore: .inMemory())
for code in ["en", "de", "fr"] {
    LocaleKit.shared.setLocale(LocaleKitLanguage(code: code)) {
        let texts = [L10n.greeting("Ada"), L10n.Inbox.unread(3), L10n.MyTable.title, L10n.UnitNames.kilometer, L10n.Menu.quit]
        print("\(code): " + texts.joined(separator: " | "))
    }
}
SWIFT
printf '"greeting" = "Hello, %%@!";\n' >"$sources/Resources/en.lproj/Localizable.strings"
printf '"greeting" = "Hallo, %%@!";\n' >"$sources/Resources/de.lproj/Localizable.strings"
for language in en de; do
    if [ "$language" = en ]; then one="%d message" other="%d messages"; else one="%d Nachricht" other="%d Nachrichten"; fi
    cat >"$sources/Resources/$language.lproj/Localizable.stringsdict" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>inbox.unread</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
    <key>count</key>
    <dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>$one</string>
      <key>other</key><string>$other</string>
    </dict>
  </dict>
</dict>
</plist>
PLIST
done
printf '"title" = "Inbox";\n' >"$sources/Resources/en.lproj/My Table.strings"
printf '"title" = "Posteingang";\n' >"$sources/Resources/de.lproj/My Table.strings"
printf '"only.german" = "Nur auf Deutsch";\n' >"$sources/Resources/de.lproj/Extra.strings"
cat >"$sources/Resources/Unit Names.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "kilometer" : {
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Kilometer" } },
        "en" : { "stringUnit" : { "state" : "translated", "value" : "kilometer" } },
        "fr" : { "stringUnit" : { "state" : "translated", "value" : "kilomètre" } }
      }
    }
  },
  "version" : "1.0"
}
JSON
cat >"$sources/Localizations/de.xliff" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
  <file original="en.lproj/Menu.strings" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="quit"><source>Quit</source><target state="translated">Beenden</target></trans-unit>
    </body>
  </file>
</xliff>
XML
cat >"$sources/Localizations/fr.xlf" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
  <file id="f1" original="en.lproj/Menu.strings">
    <unit id="u1" name="quit">
      <segment state="translated"><source>Quit</source><target>Quitter</target></segment>
    </unit>
  </file>
</xliff>
XML

build=(swift build --package-path "$app" --scratch-path "$scratch")
count=0
run_build() { # builds; sets log and took
    count=$((count + 1))
    log="$tmp/build$count.log"
    local start
    start="$(now)"
    "${build[@]}" >"$log" 2>&1 || { cat "$log"; fail "build $count failed"; }
    took="$(elapsed "$start")"
}
outputs() { find "$scratch/plugins/outputs/layouts/Layouts" -type f -printf '%P %T@\n' 2>/dev/null | sort; }

# 1. Clean build (of this package: the tool may already be built in a shared build folder).
run_build
grep -q "$step_line" "$log" || { cat "$log"; fail "the clean build did not run the plugin's step"; }
first="$took"
"$scratch/debug/Layouts" >"$tmp/output.txt" || fail "the app exited non-zero"
cat >"$tmp/expected.txt" <<'TEXT'
en: Hello, Ada! | 3 messages | Inbox | kilometer | Quit
de: Hallo, Ada! | 3 Nachrichten | Posteingang | Kilometer | Beenden
fr: Hello, Ada! | 3 messages | Inbox | kilomètre | Quitter
TEXT
diff -u "$tmp/expected.txt" "$tmp/output.txt" || fail "the app's output differs"
bundle="$scratch/debug/Layouts_Layouts.resources"
for file in "de.lproj/My Table.strings" "de.lproj/Extra.strings" "de.lproj/Localizable.stringsdict" \
    "fr.lproj/Unit Names.strings" "fr.lproj/Unit Names.stringsdict" "fr.lproj/Menu.strings" "de.lproj/Menu.strings"; do
    [ -f "$bundle/$file" ] || fail "$file is not in the bundle"
done
# The step's outputs are exactly the declared ones: the accessors and the XLIFF/String Catalog tables.
(cd "$scratch/plugins/outputs/layouts/Layouts" && find . -type f | sort) >"$tmp/written.txt"
cat >"$tmp/declared.txt" <<'TEXT'
./destination/LocaleKitPlugin/Layouts+LocaleKit.swift
./destination/LocaleKitPlugin/Resources/de.lproj/Menu.strings
./destination/LocaleKitPlugin/Resources/de.lproj/Menu.stringsdict
./destination/LocaleKitPlugin/Resources/de.lproj/Unit Names.strings
./destination/LocaleKitPlugin/Resources/de.lproj/Unit Names.stringsdict
./destination/LocaleKitPlugin/Resources/en.lproj/Menu.strings
./destination/LocaleKitPlugin/Resources/en.lproj/Menu.stringsdict
./destination/LocaleKitPlugin/Resources/en.lproj/Unit Names.strings
./destination/LocaleKitPlugin/Resources/en.lproj/Unit Names.stringsdict
./destination/LocaleKitPlugin/Resources/fr.lproj/Menu.strings
./destination/LocaleKitPlugin/Resources/fr.lproj/Menu.stringsdict
./destination/LocaleKitPlugin/Resources/fr.lproj/Unit Names.strings
./destination/LocaleKitPlugin/Resources/fr.lproj/Unit Names.stringsdict
TEXT
diff -u "$tmp/declared.txt" "$tmp/written.txt" || fail "the plugin work folder holds other files than the declared outputs"
echo "ok: clean build (${first}s): every odd layout builds, the app prints each table, the step wrote exactly its declared outputs"

# 2. Unchanged rebuilds. Built from source, SwiftPM plans the tool in two build manifests
# (plugin-tools.yaml and debug.yaml, each with its own database) that both link debug/localekit-tool:
# each sees the other's link as a changed output and links again, and the step, whose executable is an
# input, runs after each link. This settles within two builds (the re-runs the issue saw on the first
# builds after a clean one); a re-run without a tool link would be the plugin's own and fails.
# Then rebuilds, some after a pause: no plugin step, nothing compiled or linked, no output rewritten.
settling=0
while :; do
    run_build
    grep -q "$step_line" "$log" || break
    grep -q "Linking .*localekit-tool" "$log" || { cat "$log"; fail "unchanged rebuild ran the plugin's step with no tool link"; }
    settling=$((settling + 1))
    [ "$settling" -le 2 ] || { cat "$log"; fail "SwiftPM's tool links did not settle in 2 builds"; }
done
stamps="$(outputs)"
times=()
for round in 1 2 3 4; do
    if [ "$round" -eq 2 ] || [ "$round" -eq 4 ]; then sleep "$pause"; fi
    run_build
    times+=("$took")
    if grep -q "$step_line" "$log"; then cat "$log"; fail "unchanged rebuild $round ran the plugin's step"; fi
    if grep -v "Compiling plugin" "$log" | grep -q "Compiling\|Linking\|Wrapping"; then
        cat "$log"
        fail "unchanged rebuild $round compiled or linked"
    fi
done
[ "$(outputs)" = "$stamps" ] || fail "an unchanged rebuild rewrote an output"
echo "ok: after $settling build(s) of SwiftPM relinking the tool, 4 unchanged rebuilds (${times[*]}s, pauses of ${pause}s) ran no plugin step and compiled nothing"

# 3. An edited input runs the step once; the build after it runs nothing.
sleep 1
touch "$sources/Resources/Unit Names.xcstrings"
run_build
grep -q "$step_line" "$log" || { cat "$log"; fail "touching the String Catalog did not run the step"; }
run_build
if grep -q "$step_line" "$log"; then cat "$log"; fail "the build after the edit ran the step again"; fi
echo "ok: touching Unit Names.xcstrings runs the step; the next build runs nothing"
echo "plugin-layouts: clean build ${first}s, unchanged rebuilds ${times[*]}s"
