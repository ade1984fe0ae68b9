#!/usr/bin/env bash
# The published pre-commit hook, end to end, through the real `pre-commit` framework:
# a temporary app repository uses `localekit-check` from a snapshot of this checkout;
# a broken placeholder blocks the commit, the fixed translation passes.
# pre-commit installs the hook with `swift build --package-path CLONE -c release --build-path ENV/.build`.
# With E2E_SHARED set (Scripts/test.sh) and a release bundle there (plugins-package.sh builds it from
# the same checkout), that command is answered with the bundle's `localekit` instead of a second
# release build: a `swift` on PATH checks that pre-commit asked for exactly that build, of a clone
# of this package, and puts the binary where the build would.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export HOME="$WORK/home" PRE_COMMIT_HOME="$WORK/pre-commit-cache"
export GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=e2e GIT_AUTHOR_EMAIL=e2e@example.invalid
export GIT_COMMITTER_NAME=e2e GIT_COMMITTER_EMAIL=e2e@example.invalid
mkdir -p "$HOME"
if ! python3 -m pre_commit --version >/dev/null 2>&1; then
    python3 -m pip install --quiet --disable-pip-version-check pre-commit
fi
PRE_COMMIT=(python3 -m pre_commit)
prebuilt="$(find "${E2E_SHARED:-/nonexistent}/release/localekit.artifactbundle" -path "*/bin/localekit" 2>/dev/null | head -1)"
if [ -n "$prebuilt" ]; then
    mkdir -p "$WORK/shim"
    cat >"$WORK/shim/swift" <<SHIM
#!/usr/bin/env bash
if [ "\$1 \$2" = "build --package-path" ] && [ "\$4 \$5 \$6" = "-c release --build-path" ] && [ \$# -eq 7 ]; then
    grep -q 'executable(name: "localekit"' "\$3/Package.swift" || { echo "shim: \$3 is not this package" >&2; exit 3; }
    mkdir -p "\$7/release" && cp "$prebuilt" "\$7/release/localekit" && echo "\$*" >>"$WORK/shim.log"
    exit
fi
exec "$(command -v swift)" "\$@"
SHIM
    chmod +x "$WORK/shim/swift"
    export PATH="$WORK/shim:$PATH"
fi

# 1. The hook repository: this checkout as it is now (uncommitted work included), without build products.
HOOK_REPO="$WORK/hook-repo"
mkdir -p "$HOOK_REPO"
git -C "$ROOT" ls-files --cached --others --exclude-standard -z \
    | (cd "$ROOT" && tar --null --files-from=- -cf - 2>/dev/null) | tar -xf - -C "$HOOK_REPO"
git -C "$HOOK_REPO" init -q
git -C "$HOOK_REPO" add -A
git -C "$HOOK_REPO" commit -qm snapshot
REV="$(git -C "$HOOK_REPO" rev-parse HEAD)"

# 2. An app repository with a catalog and the hook configured.
APP="$WORK/app"
mkdir -p "$APP/Resources/en.lproj" "$APP/Resources/de.lproj"
cd "$APP"
git init -q
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $HOOK_REPO
    rev: $REV
    hooks:
      - id: localekit-check
YAML
printf '"greeting" = "Hello, %%@!";\n"inbox" = "%%d new messages";\n' > Resources/en.lproj/Localizable.strings
printf '"greeting" = "Hallo, %%@!";\n"inbox" = "%%d neue Nachrichten";\n' > Resources/de.lproj/Localizable.strings
echo "# app" > README.md
git add -A
git commit -qm "initial catalog"
"${PRE_COMMIT[@]}" install >/dev/null

# 3. A broken placeholder (%@ where English has %d) must block the commit.
printf '"greeting" = "Hallo, %%@!";\n"inbox" = "%%@ neue Nachrichten";\n' > Resources/de.lproj/Localizable.strings
git add -A
if git commit -qm "broken placeholder" > "$WORK/broken.log" 2>&1; then
    cat "$WORK/broken.log"
    echo "FAIL: the commit with a broken placeholder went through" >&2
    exit 1
fi
grep -q "Resources/de.lproj/Localizable.strings:2:.*\[placeholder-mismatch\]" "$WORK/broken.log" || {
    cat "$WORK/broken.log"
    echo "FAIL: the hook did not report the placeholder mismatch at de.lproj/Localizable.strings:2" >&2
    exit 1
}
echo "ok: broken placeholder blocked the commit"

# 4. The fixed translation passes.
printf '"greeting" = "Hallo, %%@!";\n"inbox" = "%%ld neue Nachrichten";\n' > Resources/de.lproj/Localizable.strings
git add -A
git commit -qm "fixed placeholder" > "$WORK/fixed.log" 2>&1 || {
    cat "$WORK/fixed.log"
    echo "FAIL: the fixed catalog was blocked" >&2
    exit 1
}
grep -q "localekit check.*Passed" "$WORK/fixed.log" || { cat "$WORK/fixed.log"; echo "FAIL: hook did not run" >&2; exit 1; }
echo "ok: fixed placeholder (%ld for %d) passed"
# 5. A change to a file that is not a localization file does not run the check at all.
echo "more" >> README.md
git add README.md
git commit -qm "readme only" > "$WORK/readme.log" 2>&1 || { cat "$WORK/readme.log"; echo "FAIL: README commit blocked" >&2; exit 1; }
echo "ok: commits without localization files are not checked"

if [ -n "$prebuilt" ]; then
    [ "$(wc -l <"$WORK/shim.log")" -eq 1 ] || { echo "FAIL: pre-commit did not ask for one release build" >&2; exit 1; }
    echo "ok: pre-commit's release build was answered with $prebuilt"
fi
echo "pre-commit e2e: 3 passed, 0 failed"
