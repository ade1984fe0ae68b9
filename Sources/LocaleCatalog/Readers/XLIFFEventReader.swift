import LocalizationFormats

/// Builds an ``XLIFFDocument`` from the parse events of an XLIFF 1.2 or 2.0 file.
///
/// 1.2: `<file original source-language target-language>` → `<trans-unit id>` (also inside
/// `<group>`s) → `<source>`, `<target state>`, `<note>`s. 2.0: `<xliff srcLang trgLang>` → `<file>` →
/// `<unit name|id>` → `<segment state>`s and `<ignorable>`s (their texts joined), `<notes>`.
/// `translate="no"` on a unit, group or (2.0) file is inherited. Text is copied only inside the
/// elements that are read; inline markup (`<g>`, `<ph>`…) is flattened to its text, except `<cp hex>` and
/// 1.2 `<x ctype="x-cp-HHHH"/>`, which are their character. A unit marked `localekit:key="escaped"` has its
/// key unescaped (``XMLEscaping/xliffKey(_:)``).
struct XLIFFEventReader {
    private let lines: LineIndex
    private(set) var document = XLIFFDocument()
    private(set) var diagnostics: [Diagnostic] = []
    /// Set when the root is not `<xliff>`: the document is not read.
    private(set) var isXLIFF = true

    private var depth = 0
    private var version2 = false
    private var sourceLanguage: String?
    private var targetLanguage: String?
    private var file: XLIFFDocument.File?
    /// Whether a `<file>` is open (checked per element without touching `file`).
    private var inFile = false
    /// Depths at which an enclosing element said `translate="no"`.
    private var untranslatableDepths: [Int] = []

    private struct OpenUnit {
        var id: String?
        var depth: Int
        var location: SourceLocation
        var translate: Bool
        var source: String?
        var target: String?
        var targetLocation: SourceLocation?
        var state: String?
        var notes: [String] = []
        var segments = 0
    }
    private var unit: OpenUnit?

    private enum Field { case source, target, note }
    /// The element whose text is being collected, and the depth it closes at.
    private var capture: (field: Field, depth: Int)?
    private var text: [UInt8] = []
    /// The depth of the current 2.0 `<segment>`/`<ignorable>`, or 1.2 `<trans-unit>`'s children.
    private var partDepth: Int?
    private var notesDepth: Int?

    init(lines: LineIndex) {
        self.lines = lines
    }

    mutating func startElement(_ name: XMLName, attributes: XMLAttributes, line: Int) {
        depth += 1
        guard isXLIFF else { return }
        if depth == 1 {
            startRoot(name, attributes, line)
            return
        }
        if attributes["translate"] == "no" { untranslatableDepths.append(depth) }
        if capture != nil {  // inline markup inside a text: flattened to its text, but for a code point
            appendCodePoint(name, attributes, line)
            return
        }
        if let unitDepth = unit?.depth {
            startInsideUnit(name, attributes, line, unitDepth: unitDepth)
        } else if name == "file", depth == 2 {
            startFile(attributes, line)
        } else if name == (version2 ? "unit" : "trans-unit"), inFile {
            let location = lines.location(ofTag: version2 ? "unit" : "trans-unit", line: line)
            var id = version2 ? (attributes["name"] ?? attributes["id"]) : attributes["id"]
            if let escaped = id, attributes["key", namespace: XMLEscaping.namespace] == "escaped" {
                id = XMLEscaping.unescapedKey(escaped)
            }
            unit = OpenUnit(id: id, depth: depth, location: location, translate: untranslatableDepths.isEmpty)
        }
    }

    private mutating func startRoot(_ name: XMLName, _ attributes: XMLAttributes, _ line: Int) {
        guard name == "xliff" else {
            isXLIFF = false
            diagnostics.append(
                .syntax(
                    "the root element is <\(name.string)>, not <xliff>",
                    at: lines.location(ofTag: name.string, line: line)))
            return
        }
        let version = attributes["version"] ?? ""
        version2 = version.hasPrefix("2.")
        if version2 {
            sourceLanguage = attributes["srcLang"]
            targetLanguage = attributes["trgLang"]
            if sourceLanguage == nil {
                diagnostics.append(
                    .syntax("<xliff> has no 'srcLang' attribute", at: lines.location(ofTag: "xliff", line: line)))
            }
        } else if !version.hasPrefix("1.") {
            diagnostics.append(
                Diagnostic(
                    .warning, rule: .xliff, "unknown XLIFF version '\(version)'; reading it as 1.2",
                    at: lines.location(ofTag: "xliff", line: line)))
        }
    }

    private mutating func startFile(_ attributes: XMLAttributes, _ line: Int) {
        let location = lines.location(ofTag: "file", line: line)
        let original = version2 ? (attributes["original"] ?? attributes["id"]) : attributes["original"]
        guard let original else {
            let expected = version2 ? "neither 'original' nor 'id'" : "no 'original' attribute"
            diagnostics.append(.syntax("<file> has \(expected); its units are skipped", at: location))
            return
        }
        inFile = true
        file = XLIFFDocument.File(
            original: original,
            sourceLanguage: version2 ? sourceLanguage : attributes["source-language"],
            targetLanguage: version2 ? targetLanguage : attributes["target-language"], location: location)
    }

    /// Updates the open unit in place (no copy of its strings per element).
    private mutating func startInsideUnit(_ name: XMLName, _ attributes: XMLAttributes, _ line: Int, unitDepth: Int) {
        if version2 {
            if depth == unitDepth + 1, name == "segment" || name == "ignorable" {
                partDepth = depth
                if name == "segment" {
                    unit?.segments += 1
                    if unit?.state == nil { unit?.state = attributes["state"] }
                }
            } else if depth == unitDepth + 1, name == "notes" {
                notesDepth = depth
            } else if let partDepth, depth == partDepth + 1, name == "source" {
                beginCapture(.source)
            } else if let partDepth, depth == partDepth + 1, name == "target" {
                if unit?.targetLocation == nil { unit?.targetLocation = lines.location(ofTag: "target", line: line) }
                beginCapture(.target)
            } else if let notesDepth, depth == notesDepth + 1, name == "note" {
                beginCapture(.note)
            }
        } else if depth == unitDepth + 1 {
            if name == "source" {
                beginCapture(.source)
            } else if name == "target" {
                unit?.state = attributes["state"]
                unit?.targetLocation = lines.location(ofTag: "target", line: line)
                beginCapture(.target)
            } else if name == "note" {
                beginCapture(.note)
            }
        }
    }

    /// `<cp hex>` (2.0's Code Point element, read in 1.2 too) and 1.2's `<x ctype="x-cp-HHHH"/>` stand for
    /// one character XML cannot hold (``XMLEscaping/xliffText(_:version:)``).
    private mutating func appendCodePoint(_ name: XMLName, _ attributes: XMLAttributes, _ line: Int) {
        let hex: String
        if name == "cp", let value = attributes["hex"] {
            hex = value
        } else if name == "x", let type = attributes["ctype"], type.hasPrefix(XMLEscaping.codePointType) {
            hex = String(type.dropFirst(XMLEscaping.codePointType.count))
        } else {
            return
        }
        guard let scalar = XMLEscaping.codePoint(hex: hex) else {
            diagnostics.append(
                Diagnostic(
                    .warning, rule: .xliff, "<\(name.string)> names no character ('\(hex)'); it is left out",
                    at: lines.location(ofTag: name.string, line: line)))
            return
        }
        UTF8.encode(scalar) { text.append($0) }
    }

    private mutating func beginCapture(_ field: Field) {
        capture = (field, depth)
        text.removeAll(keepingCapacity: true)
    }

    mutating func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        if capture != nil { text.append(contentsOf: bytes) }
    }

    mutating func endElement(_ name: XMLName) {
        defer {
            if untranslatableDepths.last == depth { untranslatableDepths.removeLast() }
            depth -= 1
        }
        guard isXLIFF else { return }
        if let (field, captureDepth) = capture, captureDepth == depth {
            capture = nil
            let value = String(decoding: text, as: UTF8.self)
            switch field {
            case .source:
                if unit?.source == nil { unit?.source = value } else { unit?.source?.append(value) }
            case .target:
                if unit?.target == nil { unit?.target = value } else { unit?.target?.append(value) }
            case .note: if !value.isEmpty { unit?.notes.append(value) }
            }
            return
        }
        if partDepth == depth { partDepth = nil }
        if notesDepth == depth { notesDepth = nil }
        if unit?.depth == depth, let current = unit.take() {
            finish(current)
        } else if depth == 2, let finished = file.take() {
            document.files.append(finished)
            inFile = false
        }
    }

    private mutating func finish(_ current: OpenUnit) {
        let element = version2 ? "unit" : "trans-unit"
        guard let id = current.id else {
            diagnostics.append(.syntax("<\(element)> has no 'id' attribute", at: current.location))
            return
        }
        if version2, current.segments == 0 {
            diagnostics.append(.syntax("<unit id=\"\(id)\"> has no <segment>", at: current.location))
            return
        }
        guard let source = current.source else {
            diagnostics.append(.syntax("<\(element) id=\"\(id)\"> has no <source>", at: current.location))
            return
        }
        file?.units.append(
            XLIFFDocument.Unit(
                id: id, source: source, target: current.target,
                note: current.notes.isEmpty ? nil : current.notes.joined(separator: "\n"), state: current.state,
                translate: current.translate, location: current.location, targetLocation: current.targetLocation))
    }
}

extension XLIFFEventReader {
    /// The parser calls a class; the state lives in a struct behind a pointer the class owns, so
    /// an event costs no dynamic exclusivity check (the parse is single-threaded and not re-entrant).
    final class Handler: XMLEventHandler {
        private let storage: UnsafeMutablePointer<XLIFFEventReader>

        init(_ reader: XLIFFEventReader) {
            storage = .allocate(capacity: 1)
            storage.initialize(to: reader)
        }

        deinit {
            storage.deinitialize(count: 1)
            storage.deallocate()
        }

        var reader: XLIFFEventReader { storage.pointee }

        func startElement(_ name: XMLName, attributes: XMLAttributes, line: Int) {
            storage.pointee.startElement(name, attributes: attributes, line: line)
        }

        func endElement(_ name: XMLName) { storage.pointee.endElement(name) }

        func characters(_ text: UnsafeBufferPointer<UInt8>) { storage.pointee.characters(text) }
    }
}
