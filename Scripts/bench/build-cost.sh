#!/usr/bin/env bash
# What a user of the build plugin waits for (issue 26), as whole processes, each row beside its peer
# in the same run:
#   - the cold build of Samples/Greeter with the plugin built from source, against the same sources
#     built through the plugins package with the prebuilt tool of localekit.artifactbundle
#     (Scripts/lib/prebuilt-sample.sh); the
#     no-op rebuild of each
#   - the plugin's step, `localekit build-plugin` over a real catalog, with the tool SwiftPM built for
#     that debug build (`<scratch>/debug/localekit-tool`: the very binary, not a rebuild), against the
#     release tool and against Foundation's parse of the same files (`plutil -lint`, one process,
#     start-up included)
# Usage: Scripts/bench/build-cost.sh [--runs N] [--callgrind] [--bundle DIR] [CORPUS_DIR...]
#   --bundle reuses a localekit.artifactbundle (else Scripts/release-artifactbundle.sh builds one); its
#   binary is also the release tool of the step rows (a release build, Swift runtime linked statically).
#   --debug-tool FILE skips the builds (no build rows) and measures the steps with FILE, a
#   `<scratch>/debug/localekit-tool` kept from an earlier run (KEEP_TMP=1).
#   default corpora: the repository's Tests/Corpus/wikipedia-ios (15 languages) and Tests/Corpus/swiftgen-app;
#   name a fuller copy (e.g. all 134 languages of wikipedia-ios) as CORPUS_DIR to measure it instead.
#   --callgrind also counts each step's instructions (valgrind), a load-independent ratio.
# Figures are CPU time (user + system, children included: a build's compiler processes), with the wall
# time beside it; steps and no-op builds are medians of --runs, a cold build is one build. The load
# average is printed: on a shared machine read the CPU ratios (or --callgrind's), not the wall seconds.
# The plugin step runs with a localekit.json that lowers the corpus's error findings to warnings, so
# that it does all its work (check, then write the accessors) as in a project that builds.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs=5
callgrind=""
bundle=""
debug_tool=""
corpora=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --callgrind) callgrind=1; shift ;;
        --bundle) bundle="$(cd "$2" && pwd)"; shift 2 ;;
        --debug-tool) debug_tool="$2"; shift 2 ;;
        *) corpora+=("$(cd "$1" && pwd)"); shift ;;
    esac
done
if [ ${#corpora[@]} -eq 0 ]; then
    corpora=("$root/Tests/Corpus/wikipedia-ios" "$root/Tests/Corpus/swiftgen-app")
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
if [ -z "$bundle" ]; then
    "$root/Scripts/release-artifactbundle.sh" --output "$tmp/release" >&2
    bundle="$tmp/release/localekit.artifactbundle"
fi
release_tool="$(find "$bundle" -path "*$(uname -m)*/bin/localekit" | head -1)"
[ -x "$release_tool" ] || { echo "build-cost: no localekit for $(uname -m) in $bundle" >&2; exit 1; }

# measure CMD...: "CPU WALL" seconds of one run (CMD's exit status is ignored: build-plugin exits 1 on
# error findings, plutil on a file it cannot parse; both have done their whole work).
measure() {
    /usr/bin/time -f "%e %U %S" -o "$tmp/time" "$@" >/dev/null 2>&1 || true
    tail -1 "$tmp/time" | awk '{ printf "%.2f %.2f\n", $2 + $3, $1 }'
}
median_of_runs() { for _ in $(seq "$runs"); do measure "$@"; done | sort -g | awk '{ v[NR] = $0 } END { print v[int((NR + 1) / 2)] }'; }
cell() { echo "$1" | awk '{ printf "%s s (wall %s s)", $1, $2 }'; }
cpu_ratio() { ratio "$(echo "$1" | cut -d' ' -f1)" "$(echo "$2" | cut -d' ' -f1)"; }

# Cold builds, then the no-op rebuild (after the second build: the first rebuild re-runs the plugin
# once, see PLATFORM.md). `-v` shows the compiler invocations (kept for the debug tool's flags).
cold_build() { # NAME PACKAGE_DIR
    local build=(swift build --package-path "$2" --scratch-path "$tmp/build-$1")
    measure "${build[@]}" >"$tmp/$1.cold"
    "${build[@]}" -v >"$tmp/$1.verbose.log" 2>&1 || true
    "${build[@]}" >/dev/null 2>&1
    median_of_runs "${build[@]}" >"$tmp/$1.noop"
}
builds=""
if [ -z "$debug_tool" ]; then
    builds=1
    cp -R "$root/Samples/Greeter" "$tmp/source" && rm -rf "$tmp/source/.build"
    sed -i "s|path: \"../..\"|path: \"$root\"|" "$tmp/source/Package.swift"
    prebuilt_sample "$root" "$bundle" "$tmp/prebuilt"
    load_builds="$(load)"
    cold_build source "$tmp/source"
    cold_build prebuilt "$tmp/prebuilt"

    # The tool SwiftPM built for that debug build, and the flags it compiled the tool's main module with.
    debug_tool="$tmp/build-source/debug/localekit-tool"
    [ -x "$debug_tool" ] || { echo "build-cost: no $debug_tool" >&2; exit 1; }
    grep -h -- '"-module-name","localekit","-emit-dependencies"' "$tmp/build-source/debug.yaml" | grep Modules-tool | head -1 |
        grep -o -- '"-O[a-z]*"\|"-enable-testing"\|"-DDEBUG"\|"-g"\|Modules-tool\|"-swift-version","[0-9]*"' | sort -u |
        tr -d '\n' | sed 's/^/debug tool compiled with:/' >&2 && echo >&2
fi
printf '{ "rules": { "missing-translation": "warning", "placeholder-mismatch": "warning", "missing-table": "warning" } }\n' >"$tmp/localekit.json"
step=(build-plugin --output "$tmp/Accessors.swift" --config "$tmp/localekit.json" --)
instructions() { # CMD...: instructions executed (callgrind), in millions
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | awk '{ printf "%.0fM", $1 / 1e6 }'
}

echo
echo "load average during the builds: ${load_builds:-no builds}; now: $(load)"
echo
row measure ours peer peer "ours vs" target result
row "---" "---" "---" "---" "---" "---" "---"
if [ -n "$builds" ]; then
source_cold="$(cat "$tmp/source.cold")" prebuilt_cold="$(cat "$tmp/prebuilt.cold")"
source_noop="$(cat "$tmp/source.noop")" prebuilt_noop="$(cat "$tmp/prebuilt.noop")"
row "cold build, Greeter's sources, tool prebuilt (artifact bundle)" "$(cell "$prebuilt_cold")" \
    "Samples/Greeter, tool built from source" "$(cell "$source_cold")" "$(cpu_ratio "$source_cold" "$prebuilt_cold")" "" ""
row "no-op rebuild, same (median of $runs)" "$(cell "$prebuilt_noop")" "Samples/Greeter, tool built from source" \
    "$(cell "$source_noop")" "$(cpu_ratio "$source_noop" "$prebuilt_noop")" "" ""
fi
for corpus in "${corpora[@]}"; do
    mapfile -d '' files < <(find "$corpus" -type f \( -name '*.strings' -o -name '*.stringsdict' \) -print0 | sort -z)
    size="$(cat "${files[@]}" | wc -c | awk '{ printf "%.1f MB", $1 / 1e6 }')"
    name="$(basename "$corpus") (${#files[@]} files, $size)"
    debug="$(median_of_runs "$debug_tool" "${step[@]}" "${files[@]}")"
    release="$(median_of_runs "$release_tool" "${step[@]}" "${files[@]}")"
    foundation="$(median_of_runs plutil -lint "${files[@]}")"
    debug_cpu="${debug%% *}" release_cpu="${release%% *}"
    target="" result=""
    if [ "$(basename "$corpus")" = wikipedia-ios ]; then
        target="≤ 1.0 s"
        result="$(awk -v d="$debug_cpu" 'BEGIN { print (d <= 1.0 ? "pass" : "MISS") }')"
    fi
    row "plugin step, tool built as SwiftPM does for a debug build, $name" "$(cell "$debug")" \
        "Foundation parse (plutil -lint, 1 process)" "$(cell "$foundation")" "$(cpu_ratio "$foundation" "$debug")" "$target" "$result"
    row "" "" "release tool" "$(cell "$release")" "$(cpu_ratio "$release" "$debug")" "≥ 0.50×" \
        "$(awk -v d="$debug_cpu" -v r="$release_cpu" 'BEGIN { print (d <= 2 * r ? "pass" : "MISS") }')"
    row "plugin step, release tool, $name" "$(cell "$release")" "Foundation parse (plutil -lint, 1 process)" \
        "$(cell "$foundation")" "$(cpu_ratio "$foundation" "$release")" "" ""
    if [ -n "$callgrind" ]; then
        debug_i="$(instructions "$debug_tool" "${step[@]}" "${files[@]}")"
        release_i="$(instructions "$release_tool" "${step[@]}" "${files[@]}")"
        plutil_i="$(instructions plutil -lint "${files[@]}")"
        row "instructions (callgrind), debug-built tool, $name" "$debug_i" "Foundation parse (plutil -lint)" "$plutil_i" \
            "$(ratio "${plutil_i%M}" "${debug_i%M}")" "" ""
        row "" "" "release tool" "$release_i" "$(ratio "${release_i%M}" "${debug_i%M}")" "" ""
    fi
done
echo
echo "load average at the end: $(load)"
