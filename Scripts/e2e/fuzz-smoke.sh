#!/usr/bin/env bash
# Runs every libFuzzer target for a short fixed time (FUZZ_SMOKE_SECONDS, default 10) so that a
# new crash, hang or sanitizer report fails CI. The long runs are `Scripts/fuzz.sh TARGET SECONDS`.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${FUZZ_SMOKE_SECONDS:-10}"
Scripts/fuzz.sh --build
for target in $(Scripts/fuzz.sh --list); do
    Scripts/fuzz.sh "$target" "$seconds"
done
