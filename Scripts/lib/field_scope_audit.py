#!/usr/bin/env python3
"""The field sweep's scope audit: for each app of a sweep folder (Scripts/field-sweep.sh OUT), the paths
its check notes as not-in-target, any other finding or command output that names one of them, and the
writing commands that left them out without a note.  Usage: field_scope_audit.py OUT"""
import glob
import json
import os
import re
import sys

out = sys.argv[1]
note_re = re.compile(r'^(.+?): note: not part of .*\[not-in-target\]$')
total_unshipped = 0
for app in sorted(os.listdir(out)):
    d = os.path.join(out, app)
    if not os.path.isdir(d): continue
    text = ''
    for f in ('check.out', 'check.err'):
        p = os.path.join(d, f)
        if os.path.exists(p): text += open(p, errors='replace').read()
    unshipped = sorted({m.group(1) for line in text.splitlines() if (m := note_re.match(line))})
    total_unshipped += len(unshipped)
    violations = []
    silent = []
    cj = os.path.join(d, 'check-json.out')
    if os.path.exists(cj):
        try:
            for finding in json.load(open(cj)).get('findings', []):
                f = finding.get('file') or ''
                if finding.get('rule') != 'not-in-target' and any(f == u or f.startswith(u + '/') for u in unshipped):
                    violations.append(('check-json.out', finding.get('rule'), f))
        except Exception as e:
            violations.append(('check-json.out', 'unreadable', str(e)))
    for f in sorted(glob.glob(d + '/*.out') + glob.glob(d + '/*.err')):
        name = os.path.basename(f)
        if name == 'check-json.out': continue
        lines = open(f, errors='replace').read().splitlines()
        has_notes = any(l.endswith('[not-in-target]') for l in lines)
        for l in lines:
            if l.endswith('[not-in-target]'): continue
            for u in unshipped:
                if l.startswith(u + ':') or l.startswith(u + '/') or ('"' + u) in l:
                    violations.append((name, l[:160]))
        if unshipped and name.endswith('.err') and name.split('.')[0] in ('generate','export','migrate','pseudo','usage') and not has_notes:
            silent.append(name)
    # outputs written: generated swift, xliff, migrated catalogs must not name unshipped files' paths
    for f in glob.glob(d + '/xliff/**', recursive=True) + glob.glob(d + '/migrated/**', recursive=True):
        if os.path.isfile(f):
            t = open(f, errors='replace').read()
            for u in unshipped:
                if 'original="' + u in t: violations.append((os.path.relpath(f, d), 'original ' + u))
    print(f"{app}: unshipped {len(unshipped)}, violations {len(violations)}, silent {silent}")
    for v in violations[:5]: print('   ', v)
print('total unshipped paths noted:', total_unshipped)
