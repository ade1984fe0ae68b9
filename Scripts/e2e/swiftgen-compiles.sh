#!/usr/bin/env bash
# `localekit generate --template swiftgen` is a drop-in for SwiftGen's structured-swift5 output:
# for the SwiftGen app in Tests/Corpus/swiftgen-app, every accessor SwiftGen wrote (its committed
# Swiftgen/Strings.swift, CoreStrings.swift, FrontendStrings.swift) is called once, with arguments
# of SwiftGen's parameter types, from a file that must type-check against our generated code and
# the built SwiftLocaleKit module (Swift 6, warnings as errors). --access package is checked too.
set -euo pipefail
cd "$(dirname "$0")/../.."

source Scripts/lib/built-modules.sh

app=Tests/Corpus/swiftgen-app
# One value in the app's en Localizable.strings writes `\u203A`, which Apple's parser reads as `u203A`
# and ours rejects (a .strings file has no `\u` escape); the copy spells it `\U203A`.
mkdir -p "$work/en.lproj"
for table in Localizable Core Frontend; do
    sed 's/\\u\([0-9A-Fa-f]\{4\}\)/\\U\1/g' "$app/Sources/App/Resources/en.lproj/$table.strings" >"$work/en.lproj/$table.strings"
done
generate() { # TABLE ENUM OUTPUT [OPTIONS…]
    local table=$1 enum=$2 output=$3
    shift 3
    "$bin/localekit" generate "$work/en.lproj/$table.strings" --template swiftgen --bundle main --enum-name "$enum" \
        --output "$work/$output" "$@"
}
generate Localizable L10n Strings.swift --access public
generate Core CoreStrings CoreStrings.swift --access public
generate Frontend FrontendStrings FrontendStrings.swift --access public

# A call per accessor of SwiftGen's own files: `_ = L10n.A.b` or `_ = L10n.A.f("x", 1, 1.5)`.
python3 - "$app/Sources/Shared/Resources/Swiftgen" >"$work/Calls.swift" <<'PY'
import re, sys, os
samples = {"Any": '"x"', "Int": "1", "Float": "1.5"}
print("import Foundation\n\n@MainActor func callEveryAccessor() {")
count = 0
for name in ["Strings.swift", "CoreStrings.swift", "FrontendStrings.swift"]:
    stack = []
    for line in open(os.path.join(sys.argv[1], name), encoding="utf-8"):
        if m := re.match(r"\s*public enum (\w+) \{", line):
            stack.append(m.group(1))
        elif re.match(r"\s*\}\s*$", line) and stack and line.startswith("  " * (len(stack) - 1) + "}"):
            stack.pop()
        elif m := re.match(r"\s*public static var (`?\w+`?): String", line):
            print("    _ = " + ".".join(stack + [m.group(1)])); count += 1
        elif m := re.match(r"\s*public static func (`?\w+`?)\((.*)\) -> String", line):
            types = re.findall(r"_ p\d+: (\w+)", m.group(2))
            print("    _ = %s(%s)" % (".".join(stack + [m.group(1)]), ", ".join(samples[t] for t in types))); count += 1
print("}")
print("// %d accessors" % count)
PY
calls=$(tail -n 1 "$work/Calls.swift")
swiftc -swift-version 6 -warnings-as-errors -typecheck -I "$modules" \
    "$work/Strings.swift" "$work/CoreStrings.swift" "$work/FrontendStrings.swift" "$work/Calls.swift"
echo "ok: every SwiftGen accessor of the corpus app compiles against --template swiftgen (${calls#// })"

generate Localizable L10n Package.swift --access package
swiftc -swift-version 6 -warnings-as-errors -typecheck -I "$modules" -package-name App "$work/Package.swift"
grep -q "^package enum L10n" "$work/Package.swift"
echo "ok: --access package"

# `--swiftgen-config`: the app's own swiftgen.yml regenerates its three files where it keeps them
# (`Swiftgen/`, which the file spells `SwiftGen/`), calling its `lookupFunction` with two arguments as
# the SwiftGen that wrote them did. The same calls type-check against them and a stand-in `Current`.
cp -R "$app" "$work/app"
for table in Localizable Core Frontend; do
    cp "$work/en.lproj/$table.strings" "$work/app/Sources/App/Resources/en.lproj/$table.strings"
done
"$bin/localekit" generate --swiftgen-config "$work/app/swiftgen.yml"
generated="$work/app/Sources/Shared/Resources/Swiftgen"
[ ! -e "$work/app/Sources/Shared/Resources/SwiftGen" ]
grep -q "let format = Current.localized.string(key, table)$" "$generated/CoreStrings.swift"
cat >"$work/Current.swift" <<'SWIFT'
struct Localized: Sendable { func string(_ key: String, _ table: String) -> String { key } }
struct Environment: Sendable { let localized = Localized() }
let Current = Environment()
SWIFT
swiftc -swift-version 6 -warnings-as-errors -typecheck \
    "$generated/Strings.swift" "$generated/CoreStrings.swift" "$generated/FrontendStrings.swift" \
    "$work/Current.swift" "$work/Calls.swift"
echo "ok: generate --swiftgen-config regenerates the app's three outputs, which its calls compile against"
