#!/usr/bin/env python3
"""The field sweep's worker (see Scripts/field-sweep.sh and docs/field-trials.md).

  field_sweep.py app LOCALEKIT NAME REPO COMMIT CHECKOUT OUTDIR [--timeout S]
      runs every command on one app's checkout (one localekit process at a time), writes
      OUTDIR/<NAME>/ (outputs, stderr) and OUTDIR/<NAME>/result.json
  field_sweep.py summary OUTDIR
      prints the markdown table of every OUTDIR/*/result.json (also written to OUTDIR/summary.md)

The checkout is only read: import writes into a copy under a temporary folder, the other
writing commands write under OUTDIR. Nothing fetched is built or run.
"""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter

COMMANDS = ["check", "check-json", "generate", "export", "import", "migrate", "dump", "pseudo", "usage"]
SKIP_DIRS = {".git", ".build", "Pods", "Carthage", "node_modules", "DerivedData"}


def run(argv, stdout_path, stderr_path, timeout, cwd=None):
    """Runs argv with a timeout; returns exit code (or 'timeout' / 'sig N'), wall seconds and
    the peak resident memory in MiB of that process (os.wait4's rusage of this child alone)."""
    with open(stdout_path, "wb") as out, open(stderr_path, "wb") as err:
        start = time.monotonic()
        proc = subprocess.Popen(argv, stdout=out, stderr=err, cwd=cwd, start_new_session=True)
        timed_out = False
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > timeout:
                timed_out = True
                os.killpg(proc.pid, signal.SIGKILL)
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.02)
        wall = time.monotonic() - start
    proc.returncode = 0  # reaped above; keep Popen from waiting again
    if timed_out:
        code = "timeout"
    elif os.WIFSIGNALED(status):
        code = "sig %d" % os.WTERMSIG(status)
    else:
        code = os.WEXITSTATUS(status)
    return {"rc": code, "seconds": round(wall, 2), "peakMiB": round(usage.ru_maxrss / 1024, 1),
            "argv": [str(a) for a in argv]}


def walk_files(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS and not d.startswith(".")]
        for f in filenames:
            yield os.path.join(dirpath, f)


def survey(root):
    """The localization file forms and the project kinds found in a checkout."""
    forms = Counter()
    kinds = set()
    for path in walk_files(root):
        name = os.path.basename(path)
        low = name.lower()
        if low.endswith(".strings"):
            try:
                with open(path, "rb") as fh:
                    head = fh.read(64).lstrip(b"\xef\xbb\xbf").lstrip()
            except OSError:
                head = b""
            if head.startswith(b"bplist") or head.startswith(b"<?xml") or head.startswith(b"<plist"):
                forms["plist-strings"] += 1
            else:
                forms["strings"] += 1
        elif low.endswith(".stringsdict"):
            forms["stringsdict"] += 1
        elif low.endswith(".xcstrings"):
            forms["xcstrings"] += 1
        elif low.endswith(".xliff") or low.endswith(".xlf"):
            forms["xliff"] += 1
        elif name == "project.pbxproj":
            kinds.add("xcodeproj")
        elif name == "project.yml" or name == "project.yaml":
            kinds.add("XcodeGen")
        elif name == "Package.swift":
            kinds.add("SwiftPM")
        elif name in ("swiftgen.yml", "swiftgen.yaml"):
            kinds.add("SwiftGen")
        elif name == "Tuist.swift" or name == "Project.swift":
            kinds.add("Tuist")
    return dict(forms), sorted(kinds)


def findings_by_rule(check_json_path):
    try:
        with open(check_json_path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError) as exc:
        return None, "unreadable check JSON: %s" % exc
    errors, warnings, notes = Counter(), Counter(), Counter()
    for f in data.get("findings", []):
        sev = f.get("severity")
        target = {"error": errors, "warning": warnings, "note": notes}.get(sev)
        if target is not None:
            target[f.get("rule", "?")] += 1
    return {"summary": data.get("summary", {}), "errors": dict(errors), "warnings": dict(warnings),
            "notes": dict(notes)}, None


def xmllint_all(folder):
    """xmllint --noout every XLIFF written; returns (files, invalid files with the first message)."""
    if not shutil.which("xmllint") or not os.path.isdir(folder):
        return None
    files, bad = 0, []
    for path in sorted(walk_files(folder)):
        if not path.endswith(".xliff"):
            continue
        files += 1
        p = subprocess.run(["xmllint", "--noout", path], capture_output=True, text=True)
        if p.returncode != 0:
            bad.append({"file": os.path.relpath(path, folder), "message": p.stderr.strip()[:400]})
    return {"files": files, "invalid": bad}


def json_all(folder):
    """Parses every .xcstrings written as JSON; returns (files, invalid)."""
    files, bad = 0, []
    for path in sorted(walk_files(folder)) if os.path.isdir(folder) else []:
        if path.endswith(".xcstrings"):
            files += 1
            try:
                with open(path, encoding="utf-8") as fh:
                    json.load(fh)
            except (OSError, ValueError) as exc:
                bad.append({"file": os.path.relpath(path, folder), "message": str(exc)[:300]})
    return {"files": files, "invalid": bad}


def swift_parse(path):
    """swiftc -parse of the generated accessors (syntax only, nothing is compiled or run)."""
    swiftc = shutil.which("swiftc")
    if not swiftc or not os.path.isfile(path):
        return None
    p = subprocess.run([swiftc, "-parse", path], capture_output=True, text=True)
    return {"ok": p.returncode == 0, "message": p.stderr.strip()[:600]}


def diff_trees(a, b):
    """Files that differ between the checkout and the copy import wrote into."""
    p = subprocess.run(["diff", "-rq", "--no-dereference", a, b], capture_output=True, text=True)
    lines = [l for l in p.stdout.splitlines() if l.strip()]
    return lines


def tail(path, n=6):
    try:
        with open(path, "rb") as fh:
            data = fh.read()[-4000:].decode("utf-8", "replace")
    except OSError:
        return ""
    return "\n".join(data.strip().splitlines()[-n:])


def app(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="field_sweep.py app")
    ap.add_argument("localekit")
    ap.add_argument("name")
    ap.add_argument("repo")
    ap.add_argument("commit")
    ap.add_argument("checkout")
    ap.add_argument("outdir")
    ap.add_argument("--timeout", type=float, default=300)
    a = ap.parse_args(argv)
    lk = os.path.abspath(a.localekit)
    root = os.path.abspath(a.checkout)
    out = os.path.abspath(os.path.join(a.outdir, a.name))
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    forms, kinds = survey(root)
    res = {"name": a.name, "repo": a.repo, "commit": a.commit, "checkout": root, "forms": forms,
           "kinds": kinds, "commands": {}}
    cmds = res["commands"]
    tmp = tempfile.mkdtemp(prefix="field-sweep-%s-" % a.name)
    try:
        def step(key, args):
            r = run([lk] + args, os.path.join(out, key + ".out"), os.path.join(out, key + ".err"), a.timeout)
            r["stderrTail"] = tail(os.path.join(out, key + ".err"))
            cmds[key] = r
            print("  %-10s rc=%-7s %6.2fs %7.1f MiB" % (key, r["rc"], r["seconds"], r["peakMiB"]), file=sys.stderr)
            return r

        step("check", ["check", root])
        step("check-json", ["check", root, "--format", "json"])
        res["findings"], err = findings_by_rule(os.path.join(out, "check-json.out"))
        if err:
            res["findingsError"] = err

        gen = os.path.join(out, "generated", "L10n.swift")
        os.makedirs(os.path.dirname(gen))
        step("generate", ["generate", root, "--output", gen])
        cmds["generate"]["swiftParse"] = swift_parse(gen)

        xliff = os.path.join(out, "xliff")
        step("export", ["export", root, "--xliff", xliff])
        cmds["export"]["xmllint"] = xmllint_all(xliff)

        exported = sorted(os.path.join(xliff, f) for f in os.listdir(xliff) if f.endswith(".xliff")) \
            if os.path.isdir(xliff) else []
        if exported:
            copy = os.path.join(tmp, "copy")
            shutil.copytree(root, copy, symlinks=True)
            step("import", ["import"] + exported + ["--into", copy])
            changed = diff_trees(root, copy)
            cmds["import"]["changedFiles"] = len(changed)
            with open(os.path.join(out, "import.diff"), "w", encoding="utf-8") as fh:
                fh.write("\n".join(changed) + "\n")
                # the first changed files in full, to judge what an unchanged round trip rewrote
                for line in changed[:5]:
                    parts = line.split()
                    if line.startswith("Files ") and len(parts) >= 4:
                        p = subprocess.run(["diff", "-u", parts[1], parts[3]], capture_output=True,
                                           text=True, errors="replace")
                        fh.write(p.stdout[:20000])
            shutil.rmtree(copy, ignore_errors=True)
        else:
            cmds["import"] = {"rc": "skipped", "seconds": 0, "peakMiB": 0, "note": "no XLIFF exported"}

        mig = os.path.join(out, "migrated")
        step("migrate", ["migrate", root, "--output-dir", mig])
        cmds["migrate"]["json"] = json_all(mig)
        # With several localization roots, migrate writes each root's catalogs in a folder of its own.
        migrated = [f for _, _, names in os.walk(mig) for f in names if f.endswith(".xcstrings")]
        if migrated:
            step("dump", ["dump", mig, "--format", "json"])
        else:
            cmds["dump"] = {"rc": "skipped", "seconds": 0, "peakMiB": 0, "note": "nothing migrated"}

        pseudo = os.path.join(out, "pseudo")
        step("pseudo", ["pseudo", root, "--output", pseudo, "--style", "accented", "--style", "bidi"])

        step("usage", ["usage", root, "--sources", root, "--format", "json"])
        try:
            with open(os.path.join(out, "usage.out"), encoding="utf-8") as fh:
                u = json.load(fh)
            cmds["usage"]["counts"] = {k: len(v) for k, v in u.items() if isinstance(v, list)}
        except (OSError, ValueError):
            pass
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    with open(os.path.join(out, "result.json"), "w", encoding="utf-8") as fh:
        json.dump(res, fh, indent=1, sort_keys=True)
    return 0


def fmt_rc(c):
    if not c:
        return "-"
    rc = c.get("rc")
    s = str(rc)
    extra = []
    if c.get("xmllint") and c["xmllint"]["invalid"]:
        extra.append("%d bad XML" % len(c["xmllint"]["invalid"]))
    if c.get("json") and c["json"]["invalid"]:
        extra.append("%d bad JSON" % len(c["json"]["invalid"]))
    if c.get("swiftParse") and not c["swiftParse"]["ok"]:
        extra.append("Swift does not parse")
    if c.get("changedFiles"):
        extra.append("%d files changed" % c["changedFiles"])
    if isinstance(c.get("seconds"), (int, float)) and c["seconds"] > 30:
        extra.append("slow")
    return s + (" (" + ", ".join(extra) + ")" if extra else "")


def summary(argv):
    outdir = argv[0]
    rows = []
    for name in sorted(os.listdir(outdir), key=str.lower):
        p = os.path.join(outdir, name, "result.json")
        if os.path.isfile(p):
            with open(p, encoding="utf-8") as fh:
                rows.append(json.load(fh))
    lines = []
    head = ["app", "forms", "project", "errors", "warnings"] + COMMANDS + ["max s", "peak MiB"]
    lines.append("| " + " | ".join(head) + " |")
    lines.append("|" + "---|" * len(head))
    rule_totals = Counter()
    for r in rows:
        f = r.get("findings") or {}
        s = f.get("summary", {})
        for k, v in (f.get("errors") or {}).items():
            rule_totals[k] += v
        cmds = r["commands"]
        times = [c.get("seconds", 0) for c in cmds.values() if isinstance(c.get("seconds"), (int, float))]
        mem = [c.get("peakMiB", 0) for c in cmds.values() if isinstance(c.get("peakMiB"), (int, float))]
        forms = ", ".join("%s %d" % (k, v) for k, v in sorted(r["forms"].items()))
        errs = "%s" % s.get("error", "?")
        if f.get("errors"):
            errs += " (" + ", ".join("%s %d" % (k, v) for k, v in sorted(f["errors"].items())) + ")"
        cells = [r["name"], forms or "none", "/".join(r["kinds"]) or "-", errs, str(s.get("warning", "?"))]
        cells += [fmt_rc(cmds.get(c)) for c in COMMANDS]
        cells += ["%.1f" % max(times or [0]), "%.0f" % max(mem or [0])]
        lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    lines.append("Errors by rule over all apps: " + (", ".join("%s %d" % kv for kv in rule_totals.most_common()) or "none"))
    text = "\n".join(lines) + "\n"
    with open(os.path.join(outdir, "summary.md"), "w", encoding="utf-8") as fh:
        fh.write(text)
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in ("app", "summary"):
        sys.stderr.write(__doc__)
        sys.exit(2)
    sys.exit(app(sys.argv[2:]) if sys.argv[1] == "app" else summary(sys.argv[2:]))
