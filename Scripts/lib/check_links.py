"""Checks the relative links of Markdown files: the file or folder each one names exists, and a
`#anchor` names a heading of the target file (GitHub's anchors). Links to web pages are not
fetched. Exit 1 with `file:line: error: …` for each broken link.

    python3 Scripts/lib/check_links.py README.md docs
"""
import re
import sys
from pathlib import Path
from urllib.parse import unquote

LINK = re.compile(r"(?<!!)\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^()\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def github_anchor(heading):
    """GitHub's anchor for a heading: links and code reduced to their text, lower case,
    punctuation dropped (letters, digits, `_`, `-` and spaces kept), spaces as hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"<[^>]+>", "", text)
    text = text.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def lines_outside_code(path):
    """(line number, text) of each line outside fenced code, with inline code blanked."""
    fenced = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            yield number, line


def anchors(path, cache={}):
    if path not in cache:
        seen = {}
        found = set()
        for _, line in lines_outside_code(path):
            match = HEADING.match(line)
            if not match:
                continue
            base = github_anchor(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
        for match in re.finditer(r"<a (?:id|name)=\"([^\"]+)\"", path.read_text(encoding="utf-8")):
            found.add(match.group(1))
        cache[path] = found
    return cache[path]


def check(path):
    errors = []
    for number, line in lines_outside_code(path):
        line = re.sub(r"`[^`]*`", "``", line)
        for match in LINK.finditer(line):
            target = match.group(1)
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                continue
            file_part, _, anchor = target.partition("#")
            resolved = (path.parent / unquote(file_part)).resolve() if file_part else path.resolve()
            if not resolved.exists():
                errors.append(f"{path}:{number}: error: '{target}': {file_part} does not exist")
                continue
            if anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
                errors.append(f"{path}:{number}: error: '{target}': no heading '#{anchor}' in {file_part or path.name}")
    return errors


def markdown_files(arguments):
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
            yield from sorted(path.rglob("*.md"))
        else:
            yield path


def main():
    files = list(markdown_files(sys.argv[1:]))
    errors = [error for path in files for error in check(path)]
    for error in errors:
        print(error, file=sys.stderr)
    if errors:
        return 1
    print(f"Links: {len(files)} files checked, every relative link and anchor resolves.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
