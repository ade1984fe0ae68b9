# Sourced by the e2e scripts that type-check generated code against the package's modules:
# builds with the same flags as Scripts/test.sh (so after it this is a no-op) and sets
# `bin` (the build's bin folder), `modules` (where the .swiftmodule files are) and `work`
# (a temporary folder removed on exit).
swift build --build-tests -Xswiftc -warnings-as-errors >/dev/null
bin=$(swift build --build-tests -Xswiftc -warnings-as-errors --show-bin-path)
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
