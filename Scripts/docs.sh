#!/usr/bin/env bash
# Builds the DocC archives of the public libraries with the toolchain's `docc`, from symbol graphs
# of the modules the test build compiled (same flags as Scripts/test.sh, so after it no rebuild).
# Every docc warning (an unresolved symbol link, a parameter documented wrongly) is an error, and so
# is a public symbol without documentation. Prints the topics of each module's generated index.
#
#   Scripts/docs.sh                  # archives in .build/docs/archives/<Module>.doccarchive
#   DOCS_MODULES_DIR=DIR Scripts/docs.sh   # use the .swiftmodule files in DIR, build nothing
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(SwiftLocaleKit ForgeObservers LocaleCatalog LocaleCheck)
out=.build/docs
graphs="$out/symbol-graphs"
archives="$out/archives"

if [ -n "${DOCS_MODULES_DIR:-}" ]; then
    module_dir="$DOCS_MODULES_DIR"
else
    swift build --build-tests -Xswiftc -warnings-as-errors >/dev/null
    bin=$(swift build --build-tests -Xswiftc -warnings-as-errors --show-bin-path)
    module_dir="$bin/Modules"
    [ -d "$module_dir" ] || module_dir="$bin"
fi
# libxml2's headers, for the CLibXML2 module LocaleCatalog imports (Debian: /usr/include/libxml2).
xml_include=$(pkg-config --cflags-only-I libxml-2.0 2>/dev/null || echo "-I/usr/include/libxml2")
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

rm -rf "$graphs" "$archives"
mkdir -p "$archives"
failed=0
for module in "${modules[@]}"; do
    mkdir -p "$graphs/$module"
    # Extracted rather than emitted while compiling: the extractor gives a member that implements a
    # protocol requirement the requirement's documentation, as the rendered page shows it. Members
    # the standard library synthesizes (`!=`) are left out; extensions of other modules' types
    # (`String.localized`) get pages of their own.
    swift-symbolgraph-extract -module-name "$module" -target "$triple" -minimum-access-level public \
        -skip-synthesized-members -emit-extension-block-symbols \
        -I "$module_dir" -I Sources/CLibXML2 -Xcc ${xml_include:-"-I/usr/include/libxml2"} \
        -output-dir "$graphs/$module"
    log="$out/$module.docc.log"
    if ! docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --output-path "$archives/$module.doccarchive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.swiftlocalekit.$module" \
        --enable-inherited-docs --warnings-as-errors --experimental-documentation-coverage --coverage-summary-level none \
        >"$log" 2>&1; then
        cat "$log" >&2
        echo "FAIL: docc convert $module" >&2
        failed=1
        continue
    fi
    if grep -q "warning:" "$log"; then
        cat "$log" >&2
        echo "FAIL: docc warnings for $module" >&2
        failed=1
    fi
    python3 Scripts/lib/docs_index.py "$module" "$archives/$module.doccarchive" || failed=1
done
[ "$failed" = 0 ] || exit 1
echo "Documentation archives: $archives"
