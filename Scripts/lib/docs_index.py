"""Reads a DocC archive that Scripts/docs.sh built: prints the module's topics as the generated
navigator index lists them, and fails (exit 1) when a public symbol has no documentation.

    python3 Scripts/lib/docs_index.py MODULE ARCHIVE

A symbol counts as documented when its page has an abstract: its own doc comment, or the one it
inherits from the protocol requirement it implements (`==` takes Equatable's). The pages DocC makes
for other modules' types that a module extends (`Swift/String`) are not symbols of the module.
"""
import json
import sys
from pathlib import Path


def print_topics(module, archive):
    index = json.loads((archive / "index" / "index.json").read_text())
    roots = index["interfaceLanguages"]["swift"]
    root = next(node for node in roots if node.get("type") == "module")
    print(f"{module}")
    group = None
    for node in root.get("children", []):
        if node.get("type") == "groupMarker":
            group = node["title"]
            print(f"  {group}")
        else:
            print(f"    {node['title']}")


def undocumented(archive):
    coverage = json.loads((archive / "documentation-coverage.json").read_text())
    missing = []
    for item in coverage:
        kind = item["kind"]
        # Pages DocC makes for other modules' types that this module extends carry no comment.
        if not kind.get("isSymbol") or kind["id"].startswith("org.swift.docc.kind.extended") or item.get("hasAbstract"):
            continue
        if kind["id"] == "org.swift.docc.kind.unknownExtendedType":
            continue
        missing.append(item["referencePath"].split("/documentation/", 1)[1])
    return sorted(missing)


def main():
    module, archive = sys.argv[1], Path(sys.argv[2])
    print_topics(module, archive)
    missing = undocumented(archive)
    for path in missing:
        print(f"error: {path} has no documentation", file=sys.stderr)
    if missing:
        print(f"FAIL: {len(missing)} public symbols of {module} have no documentation", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
