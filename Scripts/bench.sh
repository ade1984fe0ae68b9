#!/usr/bin/env bash
# The benchmark suite: builds localekit and localekit-bench in release mode, then prints one table
# of every measure against its peers (see BENCHMARKS.md). Arguments go to localekit-bench, e.g.
#   Scripts/bench.sh                 # everything, median of 5 (a few minutes)
#   Scripts/bench.sh --quick         # one round, small scaling catalogs (a smoke run)
#   Scripts/bench.sh --runs 3 check  # only the measures whose name contains "check"
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product localekit >&2
swift build -c release --product localekit-bench >&2
exec .build/release/localekit-bench --localekit .build/release/localekit "$@"
