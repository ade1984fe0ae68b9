#!/usr/bin/env python3
"""Generates the CLDR cardinal plural rules of LocalizationFormats and their test samples.

Reads the plural rules of a current CLDR release from PyPI's `babel` (default; `pip install babel`,
which carries CLDR's rules per locale but not its sample numbers), or CLDR's supplemental
plurals.xml (`--plurals PATH`; Debian's unicode-cldr-core is CLDR 41), and writes:

  Sources/LocalizationFormats/CLDRPluralRules.swift          the rules as Swift (checked in)
  Tests/LocalizationFormatsTests/Fixtures/cldr-plural-samples.json
                                                             every @integer/@decimal sample, by locale

Usage:  Scripts/generate-plural-rules.py                         # babel's CLDR
        Scripts/generate-plural-rules.py --plurals PATH [--cldr-version 41]

With babel, the samples are numbers chosen to cross every rule's boundaries (every sample number
CLDR 41 lists, 0-1000, decimals 0.0-10.0, powers of ten, compact 1c3-9c6), each with the category
babel's own evaluator gives it: an independent implementation of the same release, since babel does
not ship CLDR's @integer/@decimal samples. Locales of CLDR 41 that babel has no data for (guw, nah,
smi, ars) keep the rules of plurals.xml when it is there.

Re-running it on the same input produces byte-identical files.
"""

import argparse
import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_PLURALS = "/usr/share/unicode/cldr/common/supplemental/plurals.xml"
SWIFT_OUT = ROOT / "Sources/LocalizationFormats/CLDRPluralRules.swift"
SAMPLES_OUT = ROOT / "Tests/LocalizationFormatsTests/Fixtures/cldr-plural-samples.json"
CATEGORY_ORDER = ["zero", "one", "two", "few", "many", "other"]
INT_OPERANDS = {"i": "o.i", "v": "o.v", "w": "o.w", "f": "o.f", "t": "o.t", "e": "o.e", "c": "o.e"}


# --- rule conditions -> Swift ------------------------------------------------------------------

def parse_range_list(text):
    """`0,2..4,9` -> [(0, 0), (2, 4), (9, 9)]"""
    items = []
    for part in text.split(","):
        part = part.strip()
        if ".." in part:
            low, high = part.split("..")
            items.append((int(low), int(high)))
        else:
            items.append((int(part), int(part)))
    return items


RELATION = re.compile(r"^([nivwftec])\s*(?:%\s*(\d+))?\s*(=|!=)\s*([\d.,]+)$")


def operand_value(operand, modulus, locals_used):
    """The Swift expression of `operand [% modulus]`; a modulus becomes a local such as `i100` or `n10`."""
    if modulus is None:
        return "o.n" if operand == "n" else INT_OPERANDS[operand]
    name = ("e" if operand == "c" else operand) + modulus
    if operand == "n":
        locals_used[name] = f"o.n.truncatingRemainder(dividingBy: {modulus})"
    else:
        locals_used[name] = f"{INT_OPERANDS[operand]} % {modulus}"
    return name


def relation_to_swift(text, locals_used):
    match = RELATION.match(text.strip())
    if not match:
        raise ValueError(f"unsupported relation: {text!r}")
    operand, modulus, operator, ranges = match.groups()
    items = parse_range_list(ranges)
    value = operand_value(operand, modulus, locals_used)
    if operand == "n":
        tests = [
            f"{value} == {low}" if low == high else f"PluralRules.isInteger({value}, from: {low}, to: {high})"
            for low, high in items
        ]
    else:
        tests = [f"{value} == {low}" if low == high else f"({low}...{high}).contains({value})" for low, high in items]
    if operator == "!=" and len(tests) == 1 and low_equals_high(items):
        return tests[0].replace(" == ", " != ")
    joined = " || ".join(tests)
    if operator == "=":
        return joined if len(tests) == 1 else f"({joined})"
    return f"!({joined})" if len(tests) > 1 else f"!{joined}"


def low_equals_high(items):
    return items[0][0] == items[0][1]


def condition_to_swift(condition, locals_used):
    """`a and b or c` -> the Swift disjuncts of a boolean expression (and binds tighter than or)."""
    disjuncts = []
    for conjunction in re.split(r"\bor\b", condition):
        relations = [relation_to_swift(r, locals_used) for r in re.split(r"\band\b", conjunction)]
        disjuncts.append(" && ".join(relations))
    if len(disjuncts) == 1:
        return disjuncts
    return [f"({d})" if "&&" in d else d for d in disjuncts]


def emit_if(disjuncts, category, indent="        "):
    single = f"{indent}if {' || '.join(disjuncts)} {{ return .{category} }}"
    if len(single) <= 120:
        return [single]
    lines = [f"{indent}if {disjuncts[0]}"]
    lines += [f"{indent}    || {d}" for d in disjuncts[1:]]
    lines += [f"{indent}{{", f"{indent}    return .{category}", f"{indent}}}"]
    return lines


# --- samples ----------------------------------------------------------------------------------

def split_rule(text):
    """`i = 1 and v = 0 @integer 1 @decimal 1.0` -> ("i = 1 and v = 0", {"integer": [...], "decimal": [...]})"""
    condition, _, rest = text.partition("@")
    samples = {}
    for chunk in ("@" + rest).split("@")[1:] if rest else []:
        kind, _, values = chunk.partition(" ")
        samples[kind.strip()] = [v.strip() for v in values.split(",") if v.strip() and v.strip() != "…"]
    return condition.strip(), samples


def expand(sample):
    """`0.0~0.3` -> 0.0 0.1 0.2 0.3 (step: the last visible digit); `2~4` -> 2 3 4; others unchanged."""
    if "~" not in sample:
        return [sample]
    low, high = sample.split("~")
    digits = len(low.split(".")[1]) if "." in low else 0
    scale = 10**digits
    start, end = round(float(low) * scale), round(float(high) * scale)
    if end < start or end - start > 1000:
        raise ValueError(f"unexpected range {sample}")
    values = []
    for scaled in range(start, end + 1):
        if digits == 0:
            values.append(str(scaled))
        else:
            values.append(f"{scaled // scale}.{scaled % scale:0{digits}d}")
    return values


# --- generation -------------------------------------------------------------------------------

def normalize_locale(locale):
    return locale.replace("_", "-")


def swift_identifier(locales):
    first = normalize_locale(locales[0]).replace("-", "_")
    return "rules_" + first


def read_plurals_xml(plurals_path):
    """[(locales, [(count, condition, {"integer": [...], "decimal": [...]})])] as plurals.xml lists them."""
    tree = ET.parse(plurals_path)
    cardinal = tree.getroot().find("plurals[@type='cardinal']")
    if cardinal is None:
        raise SystemExit("no cardinal plurals in " + plurals_path)
    rule_sets = []
    for rules in cardinal.findall("pluralRules"):
        locales = rules.get("locales").split()
        entries = []
        for rule in rules.findall("pluralRule"):
            condition, samples = split_rule(rule.text or "")
            entries.append((rule.get("count"), condition, samples))
        rule_sets.append((locales, entries))
    return rule_sets


def generate(rule_sets, cldr_version, source):
    lines = [
        f"// CLDR {cldr_version} cardinal plural rules — generated — do not edit.",
        f"// Generated by Scripts/generate-plural-rules.py from {source}.",
        "// Re-run the script to update.",
        "",
        "extension PluralRules {",
        f"    /// The CLDR version the rules were generated from.",
        f'    public static let cldrVersion = "{cldr_version}"',
        "",
        "    /// Every CLDR locale with its rule set, keyed by normalized code (`pt_PT` → `pt-PT`).",
        "    static let cldrRules: [String: PluralRule] = [",
    ]
    for locales, _ in rule_sets:
        identifier = swift_identifier(locales)
        for locale in locales:
            lines.append(f'        "{normalize_locale(locale)}": {identifier},')
    lines.append("    ]")

    for locales, entries in rule_sets:
        identifier = swift_identifier(locales)
        categories = sorted({count for count, _, _ in entries}, key=CATEGORY_ORDER.index)
        lines.append("")
        lines.append(f"    /// {' '.join(locales)}")
        lines.append(f"    static let {identifier} = PluralRule(")
        lines.append(f"        ruleSet: \"{identifier}\", categories: [{', '.join('.' + c for c in categories)}]")
        has_conditions = any(condition for _, condition, _ in entries)
        lines.append("    ) { o in" if has_conditions else "    ) { _ in")
        locals_used = {}
        body = []
        for count, condition, _ in entries:
            if not condition:
                continue
            body.append(f"        // {count}: {condition}")
            body.extend(emit_if(condition_to_swift(condition, locals_used), count))
        lines.extend(f"        let {name} = {value}" for name, value in sorted(locals_used.items()))
        lines.extend(body)
        lines.append("        return .other")
        lines.append("    }")
    lines.append("}")
    swift = "\n".join(lines) + "\n"

    samples = {
        "cldrVersion": cldr_version,
        "source": source,
        "generatedBy": "Scripts/generate-plural-rules.py — generated — do not edit",
        "ruleSets": [],
    }
    for locales, entries in rule_sets:
        by_category = {}
        for count, _, rule_samples in entries:
            values = []
            for kind in ("integer", "decimal"):
                for sample in rule_samples.get(kind, []):
                    values.extend(expand(sample))
            by_category[count] = values
        samples["ruleSets"].append({"locales": [normalize_locale(l) for l in locales], "samples": by_category})
    # One line per rule set: the file stays small enough to carry and to diff.
    rule_set_lines = ",\n".join("  " + json.dumps(rule_set, ensure_ascii=False) for rule_set in samples["ruleSets"])
    header = {key: value for key, value in samples.items() if key != "ruleSets"}
    text = json.dumps(header, ensure_ascii=False, indent=1)[:-2] + ',\n "ruleSets": [\n' + rule_set_lines + "\n ]\n}\n"
    json.loads(text)
    return swift, text


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plurals", help="path of CLDR plurals.xml (default: babel's CLDR)")
    parser.add_argument("--cldr-version", default="41", help="CLDR version of --plurals, named in the output")
    args = parser.parse_args()
    if args.plurals:
        if not Path(args.plurals).exists():
            sys.exit(f"{args.plurals} not found: apt-get install unicode-cldr-core")
        rule_sets = read_plurals_xml(args.plurals)
        version, source = args.cldr_version, f"CLDR {args.cldr_version} supplemental/plurals.xml"
    else:
        import plural_rules_babel

        fallback = read_plurals_xml(DEFAULT_PLURALS) if Path(DEFAULT_PLURALS).exists() else []
        rule_sets, version, source = plural_rules_babel.rule_sets(fallback, expand)
    swift, samples = generate(rule_sets, version, source)
    SWIFT_OUT.write_text(swift, encoding="utf-8")
    # Long conditions are wrapped by the project's formatter, so the checked-in file stays lint-clean.
    if shutil.which("swift"):
        subprocess.run(["swift", "format", "--in-place", str(SWIFT_OUT)], cwd=ROOT, check=True)
    SAMPLES_OUT.parent.mkdir(parents=True, exist_ok=True)
    SAMPLES_OUT.write_text(samples, encoding="utf-8")
    print(f"wrote {SWIFT_OUT.relative_to(ROOT)} and {SAMPLES_OUT.relative_to(ROOT)} (CLDR {version})")


if __name__ == "__main__":
    main()
