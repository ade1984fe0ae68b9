#!/usr/bin/env bash
# The whole test suite: unit and integration tests, then every end-to-end script in Scripts/e2e.
# This is the command README gives and .ci/run runs. It first makes sure that what the suite needs
# beside the toolchain is there (Scripts/test-dependencies.sh): on Debian or Ubuntu as root it
# installs what is missing; elsewhere it names what is missing and exits 2 before building.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/test-dependencies.sh

swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build
Scripts/docs.sh                                # DocC archives: docc warnings and undocumented public API fail
python3 Scripts/lib/check_links.py README.md docs   # relative links and anchors of README.md and docs/ resolve

for script in Scripts/e2e/*.sh; do
    [ -e "$script" ] || continue
    echo "== $script"
    bash "$script"
done
echo "All tests passed."
