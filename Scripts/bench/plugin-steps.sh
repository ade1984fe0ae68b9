#!/usr/bin/env bash
# The build plugin's step (`localekit build-plugin`) with several localekit binaries on the same files,
# beside Foundation's parse of them (`plutil -lint`, one process), in alternating runs: the quick way
# to compare two builds of the tool (e.g. before and after a change, or debug and release) without the
# cold builds of Scripts/bench/build-cost.sh.
# Usage: Scripts/bench/plugin-steps.sh CORPUS_DIR RUNS LOCALEKIT...
#   Every .strings, .stringsdict and .xcstrings file under CORPUS_DIR is one target. The step runs with
#   a localekit.json that lowers the error findings of real catalogs to warnings (as build-cost.sh does),
#   so that it does all its work: check, then the accessors.
# Prints, per binary and for plutil, the median CPU time (user + system) and the median wall time.
set -euo pipefail
[ $# -ge 3 ] || { sed -n '2,10p' "$0" >&2; exit 2; }
corpus="$1"
runs="$2"
shift 2
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mapfile -t files < <(find "$corpus" -type f \( -name '*.strings' -o -name '*.stringsdict' -o -name '*.xcstrings' \) | sort)
printf '{ "rules": { "missing-translation": "warning", "placeholder-mismatch": "warning", "missing-table": "warning" } }\n' \
    >"$work/localekit.json"

declare -A cpu wall
for _ in $(seq "$runs"); do
    for tool in "$@" plutil; do
        if [ "$tool" = plutil ]; then
            /usr/bin/time -f "%U %S %e" -o "$work/time" plutil -lint "${files[@]}" >/dev/null 2>&1 || true
        else
            /usr/bin/time -f "%U %S %e" -o "$work/time" "$tool" build-plugin --output "$work/Accessors.swift" \
                --config "$work/localekit.json" -- "${files[@]}" >/dev/null 2>&1 || true
        fi
        read -r user system elapsed < <(tail -1 "$work/time")
        cpu[$tool]+="$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }') "
        wall[$tool]+="$elapsed "
    done
done

median() { tr ' ' '\n' | grep . | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "$corpus: ${#files[@]} files, $runs runs, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
for tool in "$@" plutil; do
    echo "$tool: CPU $(echo "${cpu[$tool]}" | median) s, wall $(echo "${wall[$tool]}" | median) s  (CPU of each run: ${cpu[$tool]})"
done
