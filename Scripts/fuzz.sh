#!/usr/bin/env bash
# libFuzzer targets for the readers, built outside the SwiftPM build with
# `swiftc -sanitize=fuzzer,address` (sources: Fuzz/Targets/*.swift; build: Fuzz/.build).
#
#   Scripts/fuzz.sh --list                   print the target names
#   Scripts/fuzz.sh TARGET SECONDS [ARGS…]   build TARGET (cached) and fuzz it for SECONDS;
#                                            ARGS go to libFuzzer (e.g. -runs=1000000 -jobs=2)
#   Scripts/fuzz.sh --build [TARGET…]        only build (all targets when none is named)
#
# Seeds: Fuzz/Seeds/TARGET, plus small files of the matching kind from Tests/ and
# Tests/Corpus, copied to Fuzz/.build/seeds/TARGET. New inputs libFuzzer finds go to
# Fuzz/.build/corpus/TARGET; crashes to Fuzz/.build/artifacts. Exit status: libFuzzer's
# (non-zero on a crash, a hang over 10 s, a sanitizer report or a broken invariant).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fuzz="$root/Fuzz"
build="${FUZZ_BUILD_DIR:-$fuzz/.build}"
corpus_root="$root/Tests/Corpus"
swiftc="${SWIFTC:-swiftc}"
flags=(-sanitize=fuzzer,address -O -g -enable-testing -parse-as-library -swift-version 6 -package-name SwiftLocaleKit)
libxml2_include="$(pkg-config --cflags-only-I libxml-2.0 2>/dev/null || echo -I/usr/include/libxml2)"

targets() { for file in "$fuzz"/Targets/*.swift; do basename "$file" .swift; done; }

# The modules a target needs, from its first line: `// fuzz-modules: A B`.
modules_of() { sed -n '1s#^// fuzz-modules:##p' "$fuzz/Targets/$1.swift"; }

# Builds Sources/MODULE as a static library with the sanitizers, when its sources changed.
build_module() {
    local module="$1" library="$build/lib/lib$1.a"
    local extra=() dependencies=()
    case "$module" in
        LocaleCatalog)
            dependencies=("$build/lib/libLocalizationFormats.a")
            extra=(-I "$root/Sources/CLibXML2" $libxml2_include)
            ;;
        SwiftLocaleKit) dependencies=("$build/lib/libLocalizationFormats.a" "$build/lib/libForgeObservers.a") ;;
        Mustache) dependencies=("$build/lib/libLocalizationFormats.a") ;;
    esac
    if [ -f "$library" ] \
        && [ -z "$(find "$root/Sources/$module" "${dependencies[@]}" -newer "$library" -print -quit)" ]; then
        return
    fi
    echo "fuzz: building $module" >&2
    mkdir -p "$build/lib"
    local sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done \
        < <(find "$root/Sources/$module" -name '*.swift' -print0 | sort -z)
    "$swiftc" "${flags[@]}" "${extra[@]}" -I "$build/lib" -module-name "$module" -module-link-name "$module" \
        -emit-library -static -emit-module -emit-module-path "$build/lib/$module.swiftmodule" \
        "${sources[@]}" -o "$library"
}

build_target() {
    local target="$1" binary="$build/bin/$1"
    [ -f "$fuzz/Targets/$target.swift" ] || { echo "fuzz: no target '$target' (see --list)" >&2; exit 2; }
    local modules
    read -r -a modules <<<"$(modules_of "$target")"
    for module in "${modules[@]}"; do build_module "$module"; done
    if [ -f "$binary" ] \
        && [ -z "$(find "$fuzz/Targets/$target.swift" "$fuzz/Support" "$build/lib" -newer "$binary" -print -quit)" ]; then
        return
    fi
    echo "fuzz: linking $target" >&2
    mkdir -p "$build/bin"
    local libraries=()
    for module in "${modules[@]}"; do libraries+=(-l"$module"); done
    "$swiftc" "${flags[@]}" -I "$build/lib" -I "$root/Sources/CLibXML2" $libxml2_include \
        "$fuzz/Targets/$target.swift" "$fuzz"/Support/*.swift -L "$build/lib" "${libraries[@]}" -lxml2 -o "$binary" \
        2> >(grep -v "Cannot export local symbol '__asan" >&2)
}

# Copies up to 300 files named *.EXT of at most MAX bytes from Tests/ (the test corpus included).
copy_seeds() {
    local into="$1" ext="$2" max="$3"
    [ -d "$corpus_root" ] || echo "fuzz: no test corpus at $corpus_root; using Fuzz/Seeds only" >&2
    # (`|| true`: a missing corpus folder, or `head` closing the pipe, is not an error here.)
    { find "$root/Tests" "$corpus_root" -name "*.$ext" -type f -size -"$max"c 2>/dev/null || true; } | head -300 \
        | while IFS= read -r file; do cp "$file" "$into/$(printf '%s' "$file" | cksum | cut -d' ' -f1).$ext"; done \
        || true
}

# The Mustache spec's templates, each followed by its partials (NUL-separated, named a, b, …).
mustache_seeds() {
    local into="$1"
    [ -d "$corpus_root/mustache-spec/specs" ] && command -v python3 >/dev/null || return 0
    python3 - "$corpus_root/mustache-spec/specs" "$into" <<'PYTHON'
import json, pathlib, sys
specs, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
for spec in specs.glob("*.json"):
    if "lambdas" in spec.name:
        continue
    for number, test in enumerate(json.loads(spec.read_text())["tests"]):
        partials = list(test.get("partials", {}).items())[:26]
        names = {name: chr(ord("a") + index) for index, (name, _) in enumerate(partials)}
        def rename(text):
            for name, letter in names.items():
                text = text.replace(">" + name, ">" + letter).replace("<" + name, "<" + letter)
            return text
        parts = [rename(test["template"])] + [rename(source) for _, source in partials]
        (out / f"{spec.stem}-{number}").write_bytes("\0".join(parts).encode())
PYTHON
}

# `.strings` and `.stringsdict` files behind the selector byte runtime-table reads first (even: .strings).
runtime_seeds() {
    local into="$1" file
    copy_seeds "$into" strings 4096
    copy_seeds "$into" stringsdict 4096
    for file in "$into"/*; do
        case "$file" in
            *.stringsdict) { printf '\001'; cat "$file"; } >"$file.seed" ;;
            *) { printf '\000'; cat "$file"; } >"$file.seed" ;;
        esac
        rm "$file"
    done
}

seeds_for() {
    local target="$1" into="$build/seeds/$1"
    [ -d "$into" ] && [ -n "$(ls -A "$into")" ] && return
    mkdir -p "$into"
    case "$target" in
        strings) copy_seeds "$into" strings 8192 ;;
        stringsdict) copy_seeds "$into" stringsdict 8192 ;;
        xliff) copy_seeds "$into" xliff 100000; copy_seeds "$into" xlf 100000 ;;
        xcstrings) copy_seeds "$into" xcstrings 100000 ;;
        pbxproj) copy_seeds "$into" pbxproj 100000 ;;
        mustache) mustache_seeds "$into" ;;
        runtime-table) runtime_seeds "$into" ;;
    esac
}

# Small inputs keep executions fast; longer seeds are cut to this length.
max_len_for() {
    case "$1" in
        printf) echo 256 ;;
        *) echo 1024 ;;
    esac
}

case "${1:-}" in
    --list) targets; exit 0 ;;
    --build)
        shift
        if [ $# -eq 0 ]; then set -- $(targets); fi
        for target in "$@"; do build_target "$target"; done
        exit 0
        ;;
    "" | -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac

target="$1" seconds="${2:?usage: Scripts/fuzz.sh TARGET SECONDS [libFuzzer args…]}"
shift 2
build_target "$target"
seeds_for "$target"
mkdir -p "$build/corpus/$target" "$build/artifacts" "$build/logs"
log="$build/logs/$target.log"
seed_dirs=("$build/seeds/$target")
[ -d "$fuzz/Seeds/$target" ] && seed_dirs+=("$fuzz/Seeds/$target")
status=0
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1:malloc_context_size=2:quarantine_size_mb=64}" \
    "$build/bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len="$(max_len_for "$target")" -artifact_prefix="$build/artifacts/$target-" -print_final_stats=1 \
    "$@" "$build/corpus/$target" "${seed_dirs[@]}" >"$log" 2>&1 || status=$?
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
if [ "$status" -ne 0 ]; then
    tail -60 "$log" >&2
    echo "fuzz: $target FAILED (status $status) after ${runs:-?} executions; log: $log" >&2
    exit "$status"
fi
echo "fuzz: $target: ${runs:-?} executions, no crash ($(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1) MB peak RSS); log: $log"
