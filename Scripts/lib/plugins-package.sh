# Sourced by Scripts/release-artifactbundle.sh and Scripts/lib/prebuilt-sample.sh.
# plugins_package ROOT BUNDLE DIR [URL]: writes into DIR the plugins package (ROOT/LocaleKitPlugins) as
# it is published: its symlinks into ROOT/Sources and ROOT/Plugins replaced by the files they point at,
# and its binary target
#   - without URL: BUNDLE (a localekit.artifactbundle folder or its zip) copied inside, read by path
#     (SwiftPM takes a binary target's local path only relative to the package root);
#   - with URL: read from URL, with the checksum of BUNDLE (the zip that will be at URL), as a release.
plugins_package() {
    local root="$1" bundle="$2" dir="$3" url="${4:-}"
    local declared='.binaryTarget(name: "LocaleKitBinary", path: "localekit.artifactbundle")'
    local manifest="$root/LocaleKitPlugins/Package.swift" binary
    grep -qF "$declared" "$manifest" ||
        { echo "plugins_package: $manifest does not declare $declared" >&2; return 1; }
    rm -rf "$dir"
    mkdir -p "$dir"
    cp -RL "$root/LocaleKitPlugins/Sources" "$root/LocaleKitPlugins/Plugins" "$root/LocaleKitPlugins/README.md" "$dir/"
    if [ -n "$url" ]; then
        binary=".binaryTarget(name: \"LocaleKitBinary\", url: \"$url\", checksum: \"$(swift package --package-path "$root" compute-checksum "$bundle")\")"
    else
        cp -R "$bundle" "$dir/"
        binary=".binaryTarget(name: \"LocaleKitBinary\", path: \"$(basename "$bundle")\")"
    fi
    DECLARED="$declared" BINARY="$binary" python3 -c '
import os, sys
text = open(sys.argv[1]).read()
open(sys.argv[2], "w").write(text.replace(os.environ["DECLARED"], os.environ["BINARY"]))
' "$manifest" "$dir/Package.swift"
}
