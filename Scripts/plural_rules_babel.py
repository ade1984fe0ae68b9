"""CLDR cardinal plural rules as PyPI's babel carries them, for Scripts/generate-plural-rules.py.

babel stores each locale's rules parsed (`PluralRule.abstract`), without CLDR's sample numbers.
This module turns them back into CLDR rule syntax, groups locales with the same rules into rule sets,
and chooses sample numbers with their categories from its own evaluation of the rules.
"""

from decimal import Decimal

import babel
from babel.core import get_cldr_version, get_global
from babel.localedata import load, locale_identifiers

CATEGORY_ORDER = ["zero", "one", "two", "few", "many", "other"]
# CLDR lists pt_PT beside the languages: its rules differ from pt's.
REGIONAL = ["pt_PT"]


# --- babel's parsed rules -> CLDR syntax ---------------------------------------------------------

def expression(node):
    kind, args = node
    if kind == "mod":
        return f"{expression(args[0])} % {args[1][1][0]}"
    return kind  # an operand: n i v w f t c e


def ranges(node):
    items = []
    for low, high in node[1]:
        low, high = low[1][0], high[1][0]
        items.append(str(low) if low == high else f"{low}..{high}")
    return ",".join(items)


def condition(node):
    """babel's tree of or/and/not/relation -> `i % 10 = 1 and i % 100 != 11 or …` (CLDR syntax)."""
    kind, args = node
    if kind == "or":
        return " or ".join(condition(arg) for arg in args)
    if kind == "and":
        return " and ".join(condition(arg) for arg in args)
    if kind == "not":
        (relation,) = args
        assert relation[0] == "relation", relation
        return condition(relation).replace(" = ", " != ", 1)
    assert kind == "relation" and args[0] == "in", node
    return f"{expression(args[1])} = {ranges(args[2])}"


# --- evaluation, for the samples -----------------------------------------------------------------

def operands(sample):
    """CLDR operands of a sample written as CLDR writes them: `1.50`, `1.1c3` (compact exponent)."""
    mantissa, _, exponent = sample.partition("c")
    exponent = int(exponent or 0)
    value = Decimal(mantissa).scaleb(exponent)
    fraction = mantissa.partition(".")[2]
    visible = fraction[exponent:] if len(fraction) > exponent else ""
    i = int(value)
    f = int(visible) if visible else 0
    stripped = visible.rstrip("0")
    return {
        "n": abs(value), "i": i, "v": len(visible), "w": len(stripped), "f": f,
        "t": int(stripped) if stripped else 0, "e": exponent, "c": exponent,
    }


def evaluate(node, ops):
    kind, args = node
    if kind == "or":
        return any(evaluate(arg, ops) for arg in args)
    if kind == "and":
        return all(evaluate(arg, ops) for arg in args)
    if kind == "not":
        return not evaluate(args[0], ops)
    value = value_of(args[1], ops)
    for low, high in args[2][1]:
        low, high = low[1][0], high[1][0]
        if value == int(value) and low <= value <= high:
            return True
    return False


def value_of(node, ops):
    kind, args = node
    if kind == "mod":
        return value_of(args[0], ops) % args[1][1][0]
    return ops[kind]


def category(abstract, sample):
    ops = operands(sample)
    for tag, node in abstract:
        if evaluate(node, ops):
            return tag
    return "other"


def probes(fallback):
    """Numbers that cross every rule's boundaries: CLDR 41's samples and a regular grid."""
    numbers = {str(n) for n in range(0, 201)} | {str(n) for n in range(1000, 1021)}
    numbers |= {f"{n // 10}.{n % 10}" for n in range(0, 31)} | {f"{n // 100}.{n % 100:02d}" for n in range(0, 151, 7)}
    numbers |= {str(10**k) for k in range(3, 10)} | {f"{k}c{e}" for k in range(1, 10) for e in (3, 6)}
    for _, entries in fallback:
        for _, _, samples in entries:
            for values in samples.values():
                numbers |= {v for v in values if "~" not in v}
    return sorted(numbers, key=lambda s: (float(Decimal(s.partition("c")[0]).scaleb(int(s.partition("c")[2] or 0))), s))


# --- rule sets -----------------------------------------------------------------------------------

def rule_sets(fallback, expand):
    """[(locales, [(count, condition, {"integer": samples})])], the CLDR version, and a source line."""
    known = set(locale_identifiers())
    listed = {locale for locales, _ in fallback for locale in locales}
    languages = sorted({i for i in known if "_" not in i} | set(REGIONAL))
    numbers = probes(fallback)
    for locales, entries in fallback:
        for _, _, samples in entries:
            for kind in list(samples):
                samples[kind] = [n for s in samples[kind] for n in expand(s)]
    groups = {}
    by_locale = {}
    for locale in languages:
        data = load(locale)
        if "plural_form" not in data:
            continue
        abstract = sorted(data["plural_form"].abstract, key=lambda rule: CATEGORY_ORDER.index(rule[0]))
        # A locale with no rule of its own inherits root's "other": listed only where CLDR lists it.
        if not abstract and locale not in listed:
            continue
        conditions = tuple((tag, condition(node)) for tag, node in abstract)
        by_locale[locale] = conditions
        groups.setdefault(conditions, (abstract, []))[1].append(locale)
    # CLDR 41 locales babel knows as an alias (iw → he): with their target's rules.
    aliases = get_global("language_aliases")
    for locale in sorted(listed - set(by_locale)):
        target = aliases.get(locale)
        if target in by_locale:
            by_locale[locale] = by_locale[target]
            next(locales for _, locales in groups.values() if target in locales).append(locale)
    result = []
    for conditions, (abstract, locales) in groups.items():
        locales.sort()
        samples = {}
        for number in numbers:
            samples.setdefault(category(abstract, number), []).append(number)
        for tag, _ in conditions:
            if tag not in samples:
                raise SystemExit(f"no probe number falls in '{tag}' of {locales}: add one to probes()")
        entries = [(tag, text, {"integer": samples[tag]}) for tag, text in conditions]
        entries.append(("other", "", {"integer": samples.get("other", [])}))
        result.append((locales, entries))
    # CLDR 41 locales babel has no data for at all: their rule set of plurals.xml.
    for locales, entries in fallback:
        missing = [l for l in locales if l not in by_locale and l != "root"]
        if missing:
            result.append((missing, entries))
    result.sort(key=lambda rule_set: rule_set[0][0])
    version = get_cldr_version()
    return result, version, f"CLDR {version} as carried by PyPI babel {babel.__version__} (+ CLDR 41 plurals.xml for locales babel lacks)"
