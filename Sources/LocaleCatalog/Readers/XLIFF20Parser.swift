import LocalizationFormats

/// `<xliff version="2.0" srcLang trgLang>` → ``XLIFFDocument``: `<file>` → `<unit>` (also inside
/// `<group>`s) → `<segment>`s (and `<ignorable>`s) joined, `<notes>`, the segment `state`.
struct XLIFF20Parser {
    let lines: LineIndex

    func parse(_ root: XMLElement, diagnostics: inout [Diagnostic]) -> XLIFFDocument {
        var document = XLIFFDocument()
        let sourceLanguage = root.attribute("srcLang")
        let targetLanguage = root.attribute("trgLang")
        if sourceLanguage == nil {
            diagnostics.append(
                .syntax("<xliff> has no 'srcLang' attribute", at: lines.location(ofTag: root.name, line: root.line)))
        }
        for fileElement in root.children("file") {
            let location = lines.location(ofTag: fileElement.name, line: fileElement.line)
            guard let original = fileElement.attribute("original") ?? fileElement.attribute("id") else {
                diagnostics.append(
                    .syntax("<file> has neither 'original' nor 'id'; its units are skipped", at: location))
                continue
            }
            var file = XLIFFDocument.File(
                original: original, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, location: location)
            collectUnits(
                in: fileElement, translate: fileElement.attribute("translate") != "no", into: &file.units,
                diagnostics: &diagnostics)
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
            } else if child.isNamed("unit") {
                units.append(
                    contentsOf: unit(child, translate: translate, diagnostics: &diagnostics).map { [$0] } ?? [])
            }
        }
    }

    private func unit(_ element: XMLElement, translate: Bool, diagnostics: inout [Diagnostic]) -> XLIFFDocument.Unit? {
        let location = lines.location(ofTag: "unit", line: element.line)
        guard let id = element.attribute("name") ?? element.attribute("id") else {
            diagnostics.append(.syntax("<unit> has no 'id' attribute", at: location))
            return nil
        }
        var source = ""
        var target: String?
        var state: String?
        var targetLocation: SourceLocation?
        var segments = 0
        for part in element.children where part.isNamed("segment") || part.isNamed("ignorable") {
            if part.isNamed("segment") {
                segments += 1
                if state == nil { state = part.attribute("state") }
            }
            source += part.child("source")?.text ?? ""
            if let targetElement = part.child("target") {
                target = (target ?? "") + targetElement.text
                if targetLocation == nil { targetLocation = lines.location(ofTag: "target", line: targetElement.line) }
            }
        }
        if segments == 0 {
            diagnostics.append(.syntax("<unit id=\"\(id)\"> has no <segment>", at: location))
            return nil
        }
        let notes = element.child("notes")?.children("note").map(\.text).filter { !$0.isEmpty } ?? []
        return XLIFFDocument.Unit(
            id: id, source: source, target: target, note: notes.isEmpty ? nil : notes.joined(separator: "\n"),
            state: state, translate: translate && element.attribute("translate") != "no", location: location,
            targetLocation: targetLocation)
    }
}
