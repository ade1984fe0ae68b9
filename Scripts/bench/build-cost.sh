#!/usr/bin/env bash
# What a user of the build plugin waits for (issue 26), as whole processes, each row beside its peer
# in the same run:
#   - the cold build of Samples/Greeter with the plugin built from source, against the same sources
#     built with the prebuilt tool of localekit.artifactbundle (Scripts/lib/prebuilt-sample.sh); the
#     no-op rebuild of each
#   - the plugin's step, `localekit build-plugin` over a real catalog, with the tool SwiftPM built for
#     that debug build (`<scratch>/debug/localekit-tool`: the very binary, not a rebuild), against the
#     release tool and against Foundation's parse of the same files (`plutil -lint`, one process,
#     start-up included)
# Usage: Scripts/bench/build-cost.sh [--runs N] [--callgrind] [CORPUS_DIR...]
#   default corpora: ../shared/corpus/wikipedia-ios and ../shared/corpus/swiftgen-app when present.
#   --callgrind also counts each step's instructions (valgrind), a load-independent ratio.
# Times are wall-clock medians (builds: one cold build each; a cold build cannot be repeated cheaply);
# the load average is printed: on a shared machine read the ratios, not the seconds.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs=5
callgrind=""
corpora=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --callgrind) callgrind=1; shift ;;
        *) corpora+=("$(cd "$1" && pwd)"); shift ;;
    esac
done
if [ ${#corpora[@]} -eq 0 ]; then
    for c in wikipedia-ios swiftgen-app; do
        [ -d "$root/../shared/corpus/$c" ] && corpora+=("$(cd "$root/../shared/corpus/$c" && pwd)")
    done
fi
tmp="$(mktemp -d)"
[ -n "${KEEP_TMP:-}" ] || trap 'rm -rf "$tmp"' EXIT
# shellcheck source=../lib/prebuilt-sample.sh
. "$root/Scripts/lib/prebuilt-sample.sh"
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f×", a / b }'; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
row() { printf '| %-62s | %-9s | %-44s | %-9s | %-7s | %-10s | %-6s |\n' "$@"; }

echo "build-cost, $(date -u +%Y-%m-%dT%H:%M:%SZ): $(nproc) cores, load average $(load) at the start" >&2
swift build -c release --product localekit >&2
release_tool="$root/.build/release/localekit"
"$root/Scripts/release-artifactbundle.sh" --output "$tmp/release" >&2
bundle="$tmp/release/localekit.artifactbundle"

# Cold builds, then the no-op rebuild (after the second build: the first rebuild re-runs the plugin
# once, see PLATFORM.md). `-v` shows the compiler invocations (kept for the debug tool's flags).
cold_build() { # NAME PACKAGE_DIR
    local start
    start="$(now)"
    swift build --package-path "$2" --scratch-path "$tmp/build-$1" -v >"$tmp/$1.cold.log" 2>&1
    since "$start" >"$tmp/$1.cold"
    swift build --package-path "$2" --scratch-path "$tmp/build-$1" >/dev/null 2>&1
    for _ in $(seq "$runs"); do
        start="$(now)"
        swift build --package-path "$2" --scratch-path "$tmp/build-$1" >/dev/null 2>&1
        since "$start"
    done | median >"$tmp/$1.noop"
}
cp -R "$root/Samples/Greeter" "$tmp/source" && rm -rf "$tmp/source/.build"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$tmp/source/Package.swift"
prebuilt_sample "$root" "$bundle" "$tmp/prebuilt"
load_builds="$(load)"
cold_build source "$tmp/source"
cold_build prebuilt "$tmp/prebuilt"

# The tool SwiftPM built for that debug build, and the flags it compiled the tool's main module with.
debug_tool="$tmp/build-source/debug/localekit-tool"
[ -x "$debug_tool" ] || { echo "build-cost: no $debug_tool" >&2; exit 1; }
grep -- "-module-name localekit " "$tmp/source.cold.log" | head -1 |
    grep -o -- ' -O[a-z]*\| -g \| -enable-testing\| -DDEBUG\| -DSWIFT_PACKAGE\| -target [^ ]*\| -swift-version [0-9]*' |
    tr -d '\n' | sed 's/^/debug tool compiled with:/' >&2 && echo >&2

step() { # TOOL FILES...: one build-plugin run (exit 1 = findings at error severity, still a full run)
    local tool="$1"
    shift
    "$tool" build-plugin --output "$tmp/Accessors.swift" -- "$@" >/dev/null 2>&1 || [ $? -eq 1 ]
}
timed() { # CMD...: median wall time of $runs runs
    local start
    for _ in $(seq "$runs"); do
        start="$(now)"
        "$@"
        since "$start"
    done | median
}
instructions() { # CMD...: instructions executed (callgrind), in millions
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | awk '{ printf "%.0fM", $1 / 1e6 }'
}
plutil_lint() { plutil -lint "$@" >/dev/null 2>&1 || true; }

echo
echo "load average during the builds: $load_builds; now: $(load)"
echo
row measure ours peer peer "ours vs" target result
row "---" "---" "---" "---" "---" "---" "---"
row "cold build, Samples/Greeter, plugin tool prebuilt (artifact bundle)" "$(cat "$tmp/prebuilt.cold") s" \
    "plugin tool built from source" "$(cat "$tmp/source.cold") s" \
    "$(ratio "$(cat "$tmp/source.cold")" "$(cat "$tmp/prebuilt.cold")")" "" ""
row "no-op rebuild, same (median of $runs)" "$(cat "$tmp/prebuilt.noop") s" "plugin tool built from source" \
    "$(cat "$tmp/source.noop") s" "$(ratio "$(cat "$tmp/source.noop")" "$(cat "$tmp/prebuilt.noop")")" "" ""
for corpus in "${corpora[@]}"; do
    mapfile -d '' files < <(find "$corpus" -type f \( -name '*.strings' -o -name '*.stringsdict' \) -print0 | sort -z)
    size="$(cat "${files[@]}" | wc -c | awk '{ printf "%.1f MB", $1 / 1e6 }')"
    name="$(basename "$corpus") (${#files[@]} files, $size)"
    debug="$(timed step "$debug_tool" "${files[@]}")"
    release="$(timed step "$release_tool" "${files[@]}")"
    foundation="$(timed plutil_lint "${files[@]}")"
    target_debug=""
    [ "$(basename "$corpus")" = wikipedia-ios ] && target_debug="≤ 1.0 s"
    pass="$(awk -v d="$debug" -v t="$target_debug" 'BEGIN { if (t == "") print ""; else print (d <= 1.0 ? "pass" : "MISS") }')"
    row "plugin step, debug-built tool (as SwiftPM builds it), $name" "$debug s" "release tool" "$release s" \
        "$(ratio "$release" "$debug")" "$target_debug" "$pass"
    pass2="$(awk -v d="$debug" -v r="$release" 'BEGIN { print (d <= 2 * r ? "pass" : "MISS") }')"
    row "" "" "(debug ≤ 2× release)" "" "" "≥ 0.50×" "$pass2"
    row "" "" "Foundation parse (plutil -lint, 1 process)" "$foundation s" "$(ratio "$foundation" "$debug")" "" ""
    row "plugin step, release tool, $name" "$release s" "Foundation parse (plutil -lint, 1 process)" \
        "$foundation s" "$(ratio "$foundation" "$release")" "" ""
    if [ -n "$callgrind" ]; then
        row "instructions (callgrind): debug-built tool, $name" "$(instructions "$debug_tool" build-plugin --output "$tmp/Accessors.swift" -- "${files[@]}")" \
            "release tool" "$(instructions "$release_tool" build-plugin --output "$tmp/Accessors.swift" -- "${files[@]}")" "" "" ""
        row "" "" "Foundation parse (plutil -lint)" "$(instructions plutil -lint "${files[@]}")" "" "" ""
    fi
done
echo
echo "load average at the end: $(load)"
