#!/usr/bin/env bash
# Every key shape that can break a generated file (separators trailing, leading, doubled or alone,
# digits, punctuation, Swift keywords and the names the generated code relies on, non-ASCII
# letters, combining marks, keys differing only in case, the empty key, specifiers in keys) must
# give a valid, unique accessor in every template and table layout: the generated file and a call
# to each of its accessors type-check (Swift 6, warnings as errors). Then `localekit usage` over
# those calls must map every accessor back to its key: no key of the fixture may be reported unused.
set -euo pipefail
cd "$(dirname "$0")/../.."

source Scripts/lib/built-modules.sh

keys=Tests/AccessorGenerationTests/Fixtures/AdversarialKeys
# A call per accessor of a generated file: `_ = L10n.A.b` or `_ = L10n.A.f` (a function value).
calls() { # GENERATED OUTPUT
    python3 - "$1" >"$2" <<'PY'
import re, sys
print("import Foundation\n\n@MainActor func referenceEveryAccessor() {")
stack, count = [], 0
for line in open(sys.argv[1], encoding="utf-8"):
    indent = len(line) - len(line.lstrip(" "))
    if m := re.match(r"\s*(?:public |internal |package )?enum (\S+) \{", line):
        stack.append((m.group(1), indent))
    elif line.strip() == "}" and stack and stack[-1][1] == indent:
        stack.pop()
    elif stack and (m := re.match(r"\s*(?:public |internal |package )?static (?:var|func) (`[^`]+`|[^\s(:]+)", line)):
        print("    _ = " + ".".join([name for name, _ in stack] + [m.group(1)])); count += 1
print("}")
print("// %d accessors" % count)
PY
}

check() { # NAME TEMPLATE [OPTIONS…]
    local name=$1 template=$2
    shift 2
    "$bin/localekit" generate "$keys" --template "$template" --output "$work/$name.swift" --bundle main "$@" \
        2>"$work/$name.warnings"
    calls "$work/$name.swift" "$work/$name-calls.swift"
    swiftc -swift-version 6 -warnings-as-errors -typecheck -I "$modules" "$work/$name.swift" "$work/$name-calls.swift"
    echo "ok: $name compiles ($(tail -n 1 "$work/$name-calls.swift" | cut -c4-), $(wc -l <"$work/$name.warnings") warnings)"
}

# usage NAME TEMPLATE [OPTIONS…]: every key of the fixture is used by the calls of NAME.
usage() {
    local name=$1 template=$2
    shift 2
    mkdir -p "$work/sources-$name"
    cp "$work/$name-calls.swift" "$work/sources-$name/"
    "$bin/localekit" usage "$keys" --sources "$work/sources-$name" --template "$template" --format json "$@" \
        >"$work/$name-usage.json"
    python3 - "$work/$name-usage.json" "$name" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
unused = [(u["table"], u["key"]) for u in report["unused"]]
if unused:
    sys.exit("%s: %d keys reported unused although called: %s" % (sys.argv[2], len(unused), unused[:10]))
print("ok: usage maps every %s accessor back to its key" % sys.argv[2])
PY
}

check structured structured
check structured-separate structured --tables separate --access public
check flat flat
check flat-separate flat --tables separate --enum-name Strings
check swiftgen swiftgen --access public
check swiftgen-separate swiftgen --tables separate
check swiftgen-callable swiftgen --tr-access internal --enum-name Strings
grep -q "^  internal static func tr(" "$work/swiftgen-callable.swift" || { echo "tr is not internal" >&2; exit 1; }
echo "ok: --tr-access internal"

usage structured structured
usage flat flat
usage swiftgen swiftgen
usage swiftgen-separate swiftgen --tables separate
