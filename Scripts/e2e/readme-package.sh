#!/usr/bin/env bash
# The README's "In a Swift package" section, followed word for word: every code block marked
# `<!-- readme-package: PATH -->` is written to PATH in a new package outside this repository, a copy
# of this checkout is put beside it as ../SwiftLocaleKit (what a clone gives), and the package is
# built and run; its output must be the lines the block marked `output` shows after `$ swift run`.
# So the README cannot drift from what works. Set KEEP_TMP=1 to keep the temp folder.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp="$(mktemp -d)"
[ -n "${KEEP_TMP:-}" ] || trap 'rm -rf "$tmp"' EXIT
fail() { echo "readme-package: FAIL: $*" >&2; exit 1; }

mkdir -p "$tmp/SwiftLocaleKit" "$tmp/Hello"
tar -C "$root" --exclude=./.build --exclude='./Samples/*/.build' --exclude='./LocaleKitPlugins/.build' -cf - . |
    tar -C "$tmp/SwiftLocaleKit" -xf -

python3 - "$root/README.md" "$tmp/Hello" <<'PY'
import pathlib, re, sys
readme, package = pathlib.Path(sys.argv[1]).read_text(), pathlib.Path(sys.argv[2])
blocks = re.findall(r"<!-- readme-package: (\S+) -->\n```[a-z]*\n(.*?)```\n", readme, re.S)
if not blocks:
    sys.exit("readme-package: no marked blocks in README.md")
for name, text in blocks:
    target = package / ("expected-output.txt" if name == "output" else name)
    target.parent.mkdir(parents=True, exist_ok=True)
    if name == "output":
        lines = text.splitlines()
        text = "\n".join(lines[lines.index("$ swift run") + 1:]) + "\n"
    target.write_text(text)
    print(f"readme-package: wrote {name}")
PY

(cd "$tmp/Hello" && swift build 2>&1 | tail -3) || fail "the README's package does not build"
output="$(cd "$tmp/Hello" && swift run --skip-build 2>/dev/null)" || fail "the README's package does not run"
diff <(echo "$output") "$tmp/Hello/expected-output.txt" || fail "its output is not the README's"
echo "readme-package: OK"
