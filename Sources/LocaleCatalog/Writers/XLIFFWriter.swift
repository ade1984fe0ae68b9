import Foundation

/// The XLIFF version `localekit export` writes.
public enum XLIFFVersion: String, Sendable, CaseIterable {
    /// XLIFF 1.2, as Xcode exports it.
    case v1_2 = "1.2"
    /// XLIFF 2.0.
    case v2_0 = "2.0"
}

/// Writes one XLIFF document per language of a catalog, as Xcode and translation tools read them.
///
/// See `XLIFFExportBuilder` for which units are written. XLIFF 1.2 follows Xcode's layout
/// (`<file original source-language target-language datatype="plaintext">`, `<trans-unit id
/// xml:space="preserve">`, `<target state>`, `<note>`). XLIFF 2.0 uses `<unit id="uN" name="KEY">`
/// because 2.0 ids must be NMTOKENs; the reader takes `name` as the key. 2.0 segment states are
/// `initial` (no target) or the entry's state when it is one of 2.0's four, else `translated`.
public enum XLIFFWriter {
    /// The XLIFF document of `catalog` for translators of `language`, in `version`.
    public static func data(_ catalog: Catalog, language: String, version: XLIFFVersion) -> Data {
        data(
            XLIFFExportBuilder.document(catalog, language: language), source: catalog.developmentLanguage,
            language: language, version: version)
    }

    /// `document` for translators of `language`, in `version`.
    static func data(_ document: XLIFFDocument, source: String, language: String, version: XLIFFVersion) -> Data {
        switch version {
        case .v1_2: return Data(xliff12(document).utf8)
        case .v2_0: return Data(xliff20(document, source: source, target: language).utf8)
        }
    }

    static func xliff12(_ document: XLIFFDocument) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">

            """
        for file in document.files {
            out += "  <file original=\"\(XMLEscaping.attribute(file.original))\""
            out += " source-language=\"\(XMLEscaping.attribute(file.sourceLanguage ?? ""))\""
            out += " target-language=\"\(XMLEscaping.attribute(file.targetLanguage ?? ""))\" datatype=\"plaintext\">\n"
            out += "    <header>\n      <tool tool-id=\"localekit\" tool-name=\"localekit\"/>\n    </header>\n"
            out += "    <body>\n"
            for unit in file.units {
                out += "      <trans-unit id=\(keyAttributes(unit.id)) xml:space=\"preserve\""
                out += unit.translate ? ">\n" : " translate=\"no\">\n"
                out += "        <source>\(XMLEscaping.xliffText(unit.source, version: .v1_2))</source>\n"
                if let target = unit.target {
                    let state = unit.state.map { " state=\"\(XMLEscaping.attribute($0))\"" } ?? ""
                    out += "        <target\(state)>\(XMLEscaping.xliffText(target, version: .v1_2))</target>\n"
                }
                if let note = unit.note { out += "        <note>\(XMLEscaping.text(note))</note>\n" }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n  </file>\n"
        }
        return out + "</xliff>\n"
    }

    /// The quoted key, and the marker attribute when the key had to be escaped (``XMLEscaping/xliffKey(_:)``).
    private static func keyAttributes(_ key: String) -> String {
        let (value, escaped) = XMLEscaping.xliffKey(key)
        return escaped ? "\"\(value)\" \(XMLEscaping.escapedKeyAttribute)" : "\"\(value)\""
    }

    static let xliff20States: Set<String> = ["initial", "translated", "reviewed", "final"]

    static func xliff20(_ document: XLIFFDocument, source: String, target: String) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" \
            srcLang="\(XMLEscaping.attribute(source))" trgLang="\(XMLEscaping.attribute(target))">

            """
        for (fileIndex, file) in document.files.enumerated() {
            out += "  <file id=\"f\(fileIndex + 1)\" original=\"\(XMLEscaping.attribute(file.original))\""
            out += " xml:space=\"preserve\">\n"
            for (unitIndex, unit) in file.units.enumerated() {
                out += "    <unit id=\"u\(unitIndex + 1)\" name=\(keyAttributes(unit.id))"
                out += unit.translate ? ">\n" : " translate=\"no\">\n"
                if let note = unit.note {
                    out += "      <notes>\n        <note>\(XMLEscaping.text(note))</note>\n      </notes>\n"
                }
                let state: String
                if unit.target == nil {
                    state = "initial"
                } else if let given = unit.state, xliff20States.contains(given) {
                    state = given
                } else {
                    state = "translated"
                }
                out += "      <segment state=\"\(state)\">\n"
                out += "        <source>\(XMLEscaping.xliffText(unit.source, version: .v2_0))</source>\n"
                if let target = unit.target {
                    out += "        <target>\(XMLEscaping.xliffText(target, version: .v2_0))</target>\n"
                }
                out += "      </segment>\n    </unit>\n"
            }
            out += "  </file>\n"
        }
        return out + "</xliff>\n"
    }
}
