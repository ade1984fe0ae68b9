#!/usr/bin/env python3
"""Writes Tests/SwiftLocaleKitTests/Fixtures/corpus-format-strings.json: the format strings of a
corpus (every text and plural with a `%`), one per shape of specifiers, so the tools/runtime parity
test covers every kind of format the corpus has without copying all of it.

    Scripts/extract-format-strings.py LOCALEKIT CORPUS_FOLDER...

LOCALEKIT is a built `localekit`; each CORPUS_FOLDER is read with `localekit dump --format json`.
"""
import json, re, subprocess, sys

SPEC = re.compile(r"%(?:%|[0-9$*.\-+ #'@a-zA-Z]*?[@a-zA-Z%]|$)")

def shape(text):
    """The specifiers in order, text and variable names dropped: `%1$@ has %ld` → `%1$@|%ld`."""
    return "|".join(re.sub(r"#@[^@]*@", "#@@", m) for m in SPEC.findall(text))

def main():
    localekit, folders = sys.argv[1], sys.argv[2:]
    strings, plurals = {}, {}
    for folder in folders:
        out = subprocess.run([localekit, "dump", folder, "--format", "json"], capture_output=True, text=True)
        dump = json.loads(out.stdout)
        for languages in dump["tables"].values():
            for entries in languages.values():
                for entry in entries.values():
                    if isinstance(entry.get("value"), str) and "%" in entry["value"]:
                        strings.setdefault(shape(entry["value"]), entry["value"])
                    plural = entry.get("plural")
                    if not plural:
                        continue
                    variables = []
                    for name, forms in sorted(plural["variables"].items()):
                        value_type = forms.pop("valueType", None)
                        variables.append({"name": name, "valueType": value_type, "forms": forms})
                        for form in forms.values():
                            if "%" in form:
                                strings.setdefault(shape(form), form)
                    key = shape(plural["format"]) + " / " + " / ".join(
                        shape(f) for v in variables for f in sorted(v["forms"].values()))
                    plurals.setdefault(key, {"format": plural["format"], "variables": variables})
    result = {"strings": [strings[k] for k in sorted(strings)], "plurals": [plurals[k] for k in sorted(plurals)]}
    path = "Tests/SwiftLocaleKitTests/Fixtures/corpus-format-strings.json"
    with open(path, "w", encoding="utf-8") as f:
        json.dump(result, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")
    print(f"{len(result['strings'])} strings, {len(result['plurals'])} plurals → {path}")

main()
