import LocalizationFormats

/// `<xliff version="1.2">` → ``XLIFFDocument``: `<file>`s, their `<trans-unit>`s (also inside `<group>`s).
struct XLIFF12Parser {
    let lines: LineIndex

    func parse(_ root: XMLElement, diagnostics: inout [Diagnostic]) -> XLIFFDocument {
        var document = XLIFFDocument()
        for fileElement in root.children("file") {
            let location = lines.location(ofTag: fileElement.name, line: fileElement.line)
            guard let original = fileElement.attribute("original") else {
                diagnostics.append(.syntax("<file> has no 'original' attribute; its units are skipped", at: location))
                continue
            }
            var file = XLIFFDocument.File(
                original: original, sourceLanguage: fileElement.attribute("source-language"),
                targetLanguage: fileElement.attribute("target-language"), location: location)
            if let body = fileElement.child("body") {
                collectUnits(in: body, translate: true, into: &file.units, diagnostics: &diagnostics)
            }
            document.files.append(file)
        }
        return document
    }

    private func collectUnits(
        in element: XMLElement, translate: Bool, into units: inout [XLIFFDocument.Unit], diagnostics: inout [Diagnostic]
    ) {
        for child in element.children {
            if child.isNamed("group") {
                let groupTranslates = translate && child.attribute("translate") != "no"
                collectUnits(in: child, translate: groupTranslates, into: &units, diagnostics: &diagnostics)
            } else if child.isNamed("trans-unit") {
                let location = lines.location(ofTag: "trans-unit", line: child.line)
                guard let id = child.attribute("id") else {
                    diagnostics.append(.syntax("<trans-unit> has no 'id' attribute", at: location))
                    continue
                }
                guard let source = child.child("source") else {
                    diagnostics.append(.syntax("<trans-unit id=\"\(id)\"> has no <source>", at: location))
                    continue
                }
                let target = child.child("target")
                let notes = child.children("note").map(\.text).filter { !$0.isEmpty }
                units.append(
                    XLIFFDocument.Unit(
                        id: id, source: source.text, target: target?.text,
                        note: notes.isEmpty ? nil : notes.joined(separator: "\n"),
                        state: target?.attribute("state"),
                        translate: translate && child.attribute("translate") != "no", location: location,
                        targetLocation: target.map { lines.location(ofTag: "target", line: $0.line) }))
            }
        }
    }
}
