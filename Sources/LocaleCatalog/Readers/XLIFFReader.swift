import Foundation
import LocalizationFormats

/// Reads an XLIFF 1.2 or 2.0 file (`.xliff`, `.xlf`) into a ``CatalogFragment``.
///
/// Parsing goes through ``SafeXMLParser``: hostile documents (XXE, external DTDs, entity
/// expansion) are refused with a diagnostic; malformed XML is reported at libxml2's line and column.
/// See ``XLIFFFragmentBuilder`` for how files, units, targets and plural ids map to entries.
///
/// ```swift
/// let fragment = XLIFFReader.read(try Data(contentsOf: url), path: url.path)
/// ```
public enum XLIFFReader {
    /// Reads one XLIFF file's bytes; never throws: problems are the fragment's diagnostics.
    public static func read(_ data: Data, path: String) -> CatalogFragment {
        let (document, diagnostics) = document(data, path: path)
        guard let document else { return CatalogFragment(diagnostics: diagnostics) }
        return XLIFFFragmentBuilder.fragment(document, path: path, diagnostics: diagnostics)
    }

    /// The files and units as written, before plural ids are reassembled; `nil` when the XML was refused.
    static func document(_ data: Data, path: String) -> (XLIFFDocument?, [Diagnostic]) {
        let lines = LineIndex(data, file: path)
        let (document, diagnostics) = SafeXMLParser.parse(data, file: path) { root, diagnostics -> XLIFFDocument? in
            guard root.isNamed("xliff") else {
                diagnostics.append(
                    .syntax(
                        "the root element is <\(root.name)>, not <xliff>",
                        at: lines.location(ofTag: root.name, line: root.line)))
                return nil
            }
            let version = root.attribute("version") ?? ""
            if version.hasPrefix("2.") {
                return XLIFF20Parser(lines: lines).parse(root, diagnostics: &diagnostics)
            }
            if !version.hasPrefix("1.") {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: "xliff", "unknown XLIFF version '\(version)'; reading it as 1.2",
                        at: lines.location(ofTag: root.name, line: root.line)))
            }
            return XLIFF12Parser(lines: lines).parse(root, diagnostics: &diagnostics)
        }
        return (document.flatMap { $0 }, diagnostics)
    }
}
