#!/usr/bin/env bash
# The whole test suite: unit and integration tests, then every end-to-end script in Scripts/e2e.
# This is the command README gives and .ci/run runs.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build

for script in Scripts/e2e/*.sh; do
    [ -e "$script" ] || continue
    echo "== $script"
    bash "$script"
done
echo "All tests passed."
