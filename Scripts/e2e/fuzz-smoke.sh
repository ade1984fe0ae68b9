#!/usr/bin/env bash
# Runs every libFuzzer target for a short fixed time (FUZZ_SMOKE_SECONDS, default 10) so that a
# new crash, hang or sanitizer report fails CI. The long runs are `Scripts/fuzz.sh TARGET SECONDS`.
# A fuzzer runs on one core: FUZZ_SMOKE_JOBS of them (default: one per core) run at once.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${FUZZ_SMOKE_SECONDS:-10}"
jobs="${FUZZ_SMOKE_JOBS:-$(getconf _NPROCESSORS_ONLN)}"
Scripts/fuzz.sh --build
running=()
for target in $(Scripts/fuzz.sh --list); do
    Scripts/fuzz.sh "$target" "$seconds" &
    running+=($!)
    if [ "${#running[@]}" -ge "$jobs" ]; then
        wait "${running[0]}"
        running=("${running[@]:1}")
    fi
done
for pid in "${running[@]}"; do wait "$pid"; done
