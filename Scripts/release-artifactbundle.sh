#!/usr/bin/env bash
# Builds `localekit.artifactbundle` (SwiftPM's artifact bundle format, SE-0305) and its zip, so that a
# package can use a prebuilt `localekit` through `.binaryTarget` instead of compiling the tool in every
# clean build. One variant per triple:
#   - this machine's: built here (`swift build -c release --product localekit`; on Linux with the Swift
#     runtime and Foundation linked statically, `--static-swift-stdlib`; on macOS for arm64 and x86_64);
#   - `--add-variant DIR`: the variants of a bundle built on another platform, merged in (build on each
#     OS, then merge: one bundle for all).
# `--plugins-url URL` also writes DIR/LocaleKitPlugins, the plugins package as published (LocaleKitPlugins/
# with its files instead of symlinks; its binary target read from URL, where the zip will be, with the
# zip's checksum): push it as the plugins repository's release (Scripts/lib/plugins-package.sh).
# Usage: Scripts/release-artifactbundle.sh [--output DIR] [--version X.Y.Z] [--add-variant BUNDLE]... [--skip-build]
#        [--plugins-url URL]
# Prints the zip's checksum (`swift package compute-checksum`), which a `.binaryTarget(url:checksum:)` needs.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
output="$root/.build/artifactbundle"
version="$(git -C "$root" describe --tags --always 2>/dev/null || echo 0.0.0)"
extra=()
skip_build=""
plugins_url=""
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output="$2"; shift 2 ;;
        --version) version="$2"; shift 2 ;;
        --add-variant) extra+=("$(cd "$2" && pwd)"); shift 2 ;;
        --skip-build) skip_build=1; shift ;;
        --plugins-url) plugins_url="$2"; shift 2 ;;
        *) echo "usage: $0 [--output DIR] [--version X.Y.Z] [--add-variant BUNDLE]... [--skip-build] [--plugins-url URL]" >&2
           exit 2 ;;
    esac
done

triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)"
[ -n "$triple" ] || { echo "release-artifactbundle: cannot read the target triple" >&2; exit 1; }
case "$(uname -s)" in
    Darwin)
        build=(swift build -c release --product localekit --arch arm64 --arch x86_64)
        triples=(arm64-apple-macosx x86_64-apple-macosx) ;;
    *)
        build=(swift build -c release --product localekit --static-swift-stdlib)
        triples=("$triple") ;;
esac
[ -n "$skip_build" ] || (cd "$root" && "${build[@]}" >&2)
binary="$(cd "$root" && "${build[@]}" --show-bin-path)/localekit"
[ -x "$binary" ] || { echo "release-artifactbundle: no binary at $binary" >&2; exit 1; }

bundle="$output/localekit.artifactbundle"
rm -rf "$bundle" "$bundle.zip"
variant="localekit-$version-${triples[0]}"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/localekit"

# info.json: this build's variant, then the variants of every --add-variant bundle (copied beside it).
variants="$(printf '"%s",' "${triples[@]}")"
variants_json="{ \"path\": \"$variant/bin/localekit\", \"supportedTriples\": [${variants%,}] }"
for other in "${extra[@]}"; do
    python3 - "$other/info.json" >"$output/extra.json" <<'PY'
import json, sys
for v in json.load(open(sys.argv[1]))["artifacts"]["localekit"]["variants"]:
    print(json.dumps(v))
PY
    while IFS= read -r line; do
        folder="$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["path"].split("/")[0])' "$line")"
        cp -R "$other/$folder" "$bundle/"
        variants_json="$variants_json, $line"
    done <"$output/extra.json"
    rm "$output/extra.json"
done
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "localekit": {
      "version": "$version",
      "type": "executable",
      "variants": [ $variants_json ]
    }
  }
}
JSON
python3 -m json.tool "$bundle/info.json" >/dev/null || { echo "release-artifactbundle: invalid info.json" >&2; exit 1; }

(cd "$output" && rm -f localekit.artifactbundle.zip && zip -qry localekit.artifactbundle.zip localekit.artifactbundle)
echo "bundle:   $bundle" >&2
echo "zip:      $bundle.zip" >&2
echo "variants: $(python3 -c 'import json,sys; print(", ".join(t for v in json.load(open(sys.argv[1]))["artifacts"]["localekit"]["variants"] for t in v["supportedTriples"]))' "$bundle/info.json")" >&2
if [ "$(uname -s)" = Linux ]; then
    echo "needs (ldd): $(ldd "$bundle/$variant/bin/localekit" | awk '{print $1}' | tr '\n' ' ')" >&2
fi
if [ -n "$plugins_url" ]; then
    # shellcheck source=lib/plugins-package.sh
    . "$root/Scripts/lib/plugins-package.sh"
    plugins_package "$root" "$bundle.zip" "$output/LocaleKitPlugins" "$plugins_url"
    echo "plugins:  $output/LocaleKitPlugins (binary target: $plugins_url)" >&2
fi
echo "checksum: $(swift package --package-path "$root" compute-checksum "$bundle.zip")"
