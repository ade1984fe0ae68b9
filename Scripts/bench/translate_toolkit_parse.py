#!/usr/bin/env python3
"""Parses localization files with translate-toolkit and reports its own timing, for localekit-bench.

usage: translate_toolkit_parse.py strings|xliff RUNS FILE...

Reads every file into memory first, parses all of them once to warm up, then RUNS more times,
timing each round with time.process_time() (CPU time of this process), so that interpreter
start-up, imports and file reading are not counted. Prints one line of JSON:
{"version": ..., "units": N, "failed_files": F, "seconds": [round, ...], "setup_seconds": S}
where setup_seconds is the CPU time spent before the first round (start-up, imports, reading).
"""
import json
import sys
import time


def main() -> int:
    kind, runs, paths = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    import importlib.metadata

    from translate.storage import properties, xliff

    def store(data: bytes):
        # translate-toolkit's "strings" dialect assumes UTF-16; UTF-8 files need its UTF-8 class.
        if kind == "xliff":
            return xliff.xlifffile
        utf16 = data[:2] in (b"\xff\xfe", b"\xfe\xff")
        return properties.stringsfile if utf16 else properties.stringsutf8file

    contents = []
    for path in paths:
        with open(path, "rb") as handle:
            contents.append(handle.read())
    setup = time.process_time()

    def parse_all() -> tuple[int, int]:
        units, failed = 0, 0
        for data in contents:
            try:
                units += len(store(data).parsestring(data).units)
            except Exception:  # a file it cannot read still costs its time; counted, not fatal
                failed += 1
        return units, failed

    units, failed = parse_all()
    seconds = []
    for _ in range(runs):
        start = time.process_time()
        parse_all()
        seconds.append(time.process_time() - start)
    version = importlib.metadata.version("translate-toolkit")
    print(json.dumps({"version": version, "units": units, "failed_files": failed, "seconds": seconds, "setup_seconds": setup}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
