#!/usr/bin/env bash
# The plugins' Xcode conformances (`XcodeBuildToolPlugin`, `XcodeCommandPlugin`, under
# `#if canImport(XcodeProjectPlugin)`) type-checked on Linux, where Xcode is not: every plugin target's
# sources are type-checked against the toolchain's real PackagePlugin module and a stand-in
# XcodeProjectPlugin module (Scripts/e2e/XcodeProjectPlugin/, the documented API the plugins use).
#   1. with the stand-in on the import path: the Xcode branch is compiled, no error, no warning
#   2. without it (as SwiftPM on Linux builds them): the package branch alone, no error, no warning
#   3. proof that (1) really compiles the Xcode branch: a deliberate type error inside
#      `#if canImport(XcodeProjectPlugin)` fails (1) and is skipped by (2)
# This proves the code matches the documented API; it does not run it (only Xcode can).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp="$(mktemp -d)"
[ -n "${KEEP_TMP:-}" ] || trap 'rm -rf "$tmp"' EXIT
fail() { echo "xcode-plugin-typecheck: FAIL: $*" >&2; exit 1; }

toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
plugin_api="$toolchain/lib/swift/pm/PluginAPI"
[ -e "$plugin_api/PackagePlugin.swiftmodule" ] || fail "no PackagePlugin module in $plugin_api"
# The flags SwiftPM compiles a plugin with (swift-tools-version 6.1: PackagePlugin's 6.1 API is available).
flags=(-swift-version 6 -package-description-version 6.1.0 -warnings-as-errors -I "$plugin_api")

swiftc -emit-module -parse-as-library -module-name XcodeProjectPlugin "${flags[@]}" \
    -emit-module-path "$tmp/stand-in/XcodeProjectPlugin.swiftmodule" \
    "$root/Scripts/e2e/XcodeProjectPlugin/XcodeProjectPlugin.swift" || fail "the stand-in module does not compile"

with_xcode=("${flags[@]}" -I "$tmp/stand-in")
count=0
for plugin in "$root"/Plugins/*/; do
    name="$(basename "$plugin")"
    sources=("$plugin"*.swift)
    grep -q "extension .*: Xcode\(BuildTool\|Command\)Plugin" "${sources[@]}" || fail "$name has no Xcode conformance"
    swiftc -typecheck "${with_xcode[@]}" "${sources[@]}" >"$tmp/$name.xcode.log" 2>&1 ||
        { cat "$tmp/$name.xcode.log"; fail "$name does not type-check with XcodeProjectPlugin"; }
    swiftc -typecheck "${flags[@]}" "${sources[@]}" >"$tmp/$name.package.log" 2>&1 ||
        { cat "$tmp/$name.package.log"; fail "$name does not type-check without XcodeProjectPlugin"; }
    echo "ok: $name type-checks with the Xcode conformance (stand-in) and without it"
    count=$((count + 1))
done
[ "$count" -ge 3 ] || fail "expected at least 3 plugin targets, found $count"

# 3. The Xcode branch is really compiled when the stand-in is on the path, and only then.
probe="$tmp/Probe.swift"
printf '#if canImport(XcodeProjectPlugin)\nlet probe: Int = "not an Int"\n#endif\n' >"$probe"
sources=("$root"/Plugins/LocaleKitPlugin/*.swift "$probe")
if swiftc -typecheck "${with_xcode[@]}" "${sources[@]}" >"$tmp/probe.log" 2>&1; then
    fail "a type error inside #if canImport(XcodeProjectPlugin) passed: the Xcode branch is not compiled"
fi
grep -q "Probe.swift:2:.*error: cannot convert value of type 'String'" "$tmp/probe.log" ||
    { cat "$tmp/probe.log"; fail "the probe failed for another reason than its own type error"; }
swiftc -typecheck "${flags[@]}" "${sources[@]}" >"$tmp/probe2.log" 2>&1 ||
    { cat "$tmp/probe2.log"; fail "without the stand-in the probe's branch was compiled"; }
echo "ok: with the stand-in the Xcode branch is compiled (a deliberate error in it fails), without it it is not"
