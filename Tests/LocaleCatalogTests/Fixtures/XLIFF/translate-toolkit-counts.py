#!/usr/bin/env python3
# Oracle for XLIFFReaderCorpusTests (translate-toolkit 3.20.4):
#   cd Tests/Corpus/focusios-xliff && python3 <this file> */focus-ios.xliff
# For each file: units, units with <target>, <file> count, FNV-1a 64 of the sorted lines "original\tid\ttarget\n".
import sys
from translate.storage import xliff
NS='{urn:oasis:names:tc:xliff:document:1.2}'
def fnv(data):
    h=0xcbf29ce484222325
    for b in data:
        h^=b; h=(h*0x100000001b3)&0xFFFFFFFFFFFFFFFF
    return h
for path in sys.argv[1:]:
    store = xliff.xlifffile.parsefile(path)
    units = [u for u in store.units if not u.isheader()]
    lines=[]; targets=0
    for u in units:
        if u.xmlelement.find(NS+'target') is None: continue
        targets+=1
        original=u.xmlelement.getparent().getparent().get('original')
        lines.append(f"{original}\t{u.getid().split(chr(4))[-1]}\t{u.target}\n")
    lines.sort()
    print(path, len(units), targets, len(store.getfilenames()), hex(fnv(''.join(lines).encode())))
