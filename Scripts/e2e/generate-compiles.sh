#!/usr/bin/env bash
# `localekit generate` for all of wikipedia-ios (every table, both templates) and for the
# adversarial-key fixture must type-check against the built SwiftLocaleKit module in Swift 6
# mode with warnings as errors. (Running the generated accessors is GeneratedAccessorTests.)
set -euo pipefail
cd "$(dirname "$0")/../.."

source Scripts/lib/built-modules.sh

corpus=Tests/Corpus/wikipedia-ios
check() {
    local name=$1
    shift
    "$bin/localekit" generate "$@" --output "$work/$name.swift" --bundle main 2>"$work/$name.warnings"
    swiftc -swift-version 6 -warnings-as-errors -typecheck -I "$modules" "$work/$name.swift"
    echo "ok: $name ($(grep -c 'static ' "$work/$name.swift") accessors, $(wc -l <"$work/$name.warnings") warnings)"
}
check wikipedia-structured "$corpus"
check wikipedia-flat "$corpus" --template flat --tables separate --access public
check adversarial-structured Tests/GeneratedAccessorTests/Resources --separator _
check adversarial-flat Tests/GeneratedAccessorTests/Resources --template flat --enum-name Strings
# Foundation-only accessors (`--lookup foundation`) type-check with no SwiftLocaleKit module at all, and
# a framework's (`--bundle framework`) with the BundleToken class they declare.
foundation() {
    local name=$1
    shift
    "$bin/localekit" generate "$@" --lookup foundation --output "$work/$name.swift" 2>/dev/null
    ! grep -q SwiftLocaleKit "$work/$name.swift" || { echo "$name imports SwiftLocaleKit" >&2; exit 1; }
    swiftc -swift-version 6 -warnings-as-errors -typecheck "$work/$name.swift"
    echo "ok: $name ($(grep -c 'static ' "$work/$name.swift") accessors, Foundation only)"
}
foundation wikipedia-foundation "$corpus" --bundle main
foundation adversarial-foundation-framework Tests/GeneratedAccessorTests/Resources --template flat --bundle framework
foundation swiftgen-foundation "$corpus" --template swiftgen --bundle main
check xcstrings-labels Tests/LocaleCatalogTests/Fixtures/StringCatalog/Localizable.xcstrings --substitution-labels
grep -q "files p2: Swift.Int" "$work/xcstrings-labels.swift" || { echo "no substitution label" >&2; exit 1; }
