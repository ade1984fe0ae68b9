#!/usr/bin/env bash
# The whole test suite: unit and integration tests, then every end-to-end script in Scripts/e2e.
# This is the command README gives and .ci/run runs. It first makes sure that what the suite needs
# beside the toolchain is there (Scripts/test-dependencies.sh): on Debian or Ubuntu as root it
# installs what is missing; elsewhere it names what is missing and exits 2 before building.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time, printed at the end: where the suite's minutes go.
timings=()
step() { # NAME COMMAND…
    local name=$1 start=$SECONDS
    shift
    "$@"
    timings+=("$(printf '%5ds  %s' $((SECONDS - start)) "$name")")
}

step dependencies Scripts/test-dependencies.sh
step build swift build --build-tests -Xswiftc -warnings-as-errors
step "swift test" swift test --skip-build
step docs Scripts/docs.sh                      # DocC archives: docc warnings and undocumented public API fail
step links python3 Scripts/lib/check_links.py README.md docs   # relative links and anchors of README.md and docs/ resolve

# Builds the end-to-end scripts share, made afresh each run: the sample packages' build folder (the
# tool and the runtime compiled once for all samples) and the release bundle plugins-package.sh builds,
# whose binary pre-commit.sh installs as the hook (see each script's header).
export E2E_SHARED="$PWD/.build/e2e-shared"
rm -rf "$E2E_SHARED"
mkdir -p "$E2E_SHARED"
for script in Scripts/e2e/*.sh; do
    [ -e "$script" ] || continue
    echo "== $script"
    step "$script" bash "$script"
done
echo "Time per step:"
printf '%s\n' "${timings[@]}"
echo "All tests passed in $SECONDS s."
