#!/usr/bin/env bash
# The field sweep: runs localekit, as a new user would, on real apps' checkouts (see docs/field-trials.md).
#
#   Scripts/field-sweep.sh LOCALEKIT APPS.tsv OUTDIR [--apps-dir DIR] [--timeout SECONDS] [--only NAME,...]
#
# APPS.tsv: one app a line, tab-separated: name, GitHub repo (owner/name), commit, and optionally the
# path of its checkout (default: DIR/<name> with --apps-dir). Lines starting with # are skipped.
# For each app it runs, one localekit process at a time and each under the timeout (default 300 s):
# check (text and JSON), generate (to OUTDIR; swiftc -parse of the result when swiftc is installed),
# export (xmllint of each XLIFF when installed), import of that unchanged export into a temporary
# copy of the checkout (then lists the files it changed), migrate + dump of the catalogs written,
# pseudo (both styles) and usage with the checkout as sources. The checkout is only read; nothing
# fetched is built or run. Per app: OUTDIR/<name>/result.json and each command's output; at the
# end a markdown table on standard output and in OUTDIR/summary.md.
set -euo pipefail

usage() { sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
[ $# -ge 3 ] || usage
LK=$1 APPS=$2 OUT=$3
shift 3
APPS_DIR="" TIMEOUT=300 ONLY=""
while [ $# -gt 0 ]; do
  case $1 in
    --apps-dir) APPS_DIR=$2; shift 2 ;;
    --timeout) TIMEOUT=$2; shift 2 ;;
    --only) ONLY=$2; shift 2 ;;
    *) usage ;;
  esac
done
[ -x "$LK" ] || { echo "field-sweep: no executable localekit at '$LK'" >&2; exit 2; }
[ -f "$APPS" ] || { echo "field-sweep: no app list '$APPS'" >&2; exit 2; }
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$OUT"
"$LK" --version > "$OUT/localekit-version.txt" 2>&1 || true

while IFS=$'\t' read -r name repo commit path _rest; do
  [ -z "${name// }" ] && continue
  case $name in \#*) continue ;; esac
  if [ -n "$ONLY" ] && [[ ",$ONLY," != *",$name,"* ]]; then continue; fi
  if [ -z "${path:-}" ]; then
    [ -n "$APPS_DIR" ] || { echo "field-sweep: $name has no checkout path and no --apps-dir" >&2; exit 2; }
    path=$APPS_DIR/$name
  fi
  if [ ! -d "$path" ]; then echo "field-sweep: $name: no checkout at '$path', skipped" >&2; continue; fi
  echo "== $name ($repo @ ${commit:0:10})" >&2
  python3 "$HERE/lib/field_sweep.py" app "$LK" "$name" "$repo" "$commit" "$path" "$OUT" --timeout "$TIMEOUT"
done < "$APPS"

python3 "$HERE/lib/field_sweep.py" summary "$OUT"
