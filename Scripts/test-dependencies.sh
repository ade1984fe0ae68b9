#!/usr/bin/env bash
# What the test suite needs beside the Swift toolchain, and where it comes from:
#   apt:  libxml2-dev (the XLIFF reader links libxml2), libxml2-utils (xmllint, a peer in the e2e
#         scripts), unicode-cldr-core (CLDR's plural samples for the plural-rules check)
#   PyPI: pre-commit (the hook's e2e test), translate-toolkit (a peer reader), jsonschema (SARIF
#         validation), babel (current CLDR plural rules)
# On Debian or Ubuntu as root, what is missing is installed, quietly; a second run finds it all and
# does nothing. Elsewhere this names exactly what is missing and how to install it, and exits 2.
# On macOS the SDK carries libxml2, and CLDR's plural data is only needed on Linux.
set -euo pipefail

python_modules=(pre_commit:pre-commit translate:translate-toolkit jsonschema:jsonschema babel:babel)

missing_apt=()
if [ "$(uname -s)" = Linux ]; then
    for package in libxml2-dev libxml2-utils unicode-cldr-core; do
        if command -v dpkg >/dev/null 2>&1; then
            dpkg -s "$package" >/dev/null 2>&1 || missing_apt+=("$package")
        fi
    done
    if ! command -v dpkg >/dev/null 2>&1; then
        pkg-config --exists libxml-2.0 2>/dev/null || missing_apt+=(libxml2-dev)
        command -v xmllint >/dev/null 2>&1 || missing_apt+=(libxml2-utils)
        [ -f /usr/share/unicode/cldr/common/supplemental/plurals.xml ] || missing_apt+=(unicode-cldr-core)
    fi
fi

missing_pip=()
for entry in "${python_modules[@]}"; do
    python3 -c "import ${entry%%:*}" >/dev/null 2>&1 || missing_pip+=("${entry#*:}")
done
[ ${#missing_apt[@]} -eq 0 ] && [ ${#missing_pip[@]} -eq 0 ] && exit 0

can_install=false
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then can_install=true; fi

if [ "$can_install" = true ]; then
    if [ ${#missing_apt[@]} -gt 0 ]; then
        echo "test-dependencies: installing ${missing_apt[*]} (apt)" >&2
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >/dev/null
        apt-get install -y -qq "${missing_apt[@]}" >/dev/null 2>&1
    fi
    if [ ${#missing_pip[@]} -gt 0 ]; then
        echo "test-dependencies: installing ${missing_pip[*]} (PyPI)" >&2
        python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "${missing_pip[@]}"
    fi
    exit 0
fi

echo "The test suite needs what is not installed here:" >&2
if [ ${#missing_apt[@]} -gt 0 ]; then
    echo "  system packages: ${missing_apt[*]}" >&2
    echo "    Debian/Ubuntu: sudo apt-get install ${missing_apt[*]}" >&2
fi
if [ ${#missing_pip[@]} -gt 0 ]; then
    echo "  Python packages: ${missing_pip[*]}" >&2
    echo "    python3 -m pip install ${missing_pip[*]}" >&2
fi
echo "(As root on Debian or Ubuntu, Scripts/test.sh installs them itself.)" >&2
exit 2
