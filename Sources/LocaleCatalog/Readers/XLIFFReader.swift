import Foundation
import LocalizationFormats

/// Reads an XLIFF 1.2 or 2.0 file (`.xliff`, `.xlf`) into a ``CatalogFragment``.
///
/// Parsing goes through `SafeXMLParser`: hostile documents (XXE, external DTDs, entity
/// expansion) are refused with a diagnostic; malformed XML is reported at libxml2's line and column.
/// See `XLIFFFragmentBuilder` for how files, units, targets and plural ids map to entries.
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
        let handler = XLIFFEventReader.Handler(XLIFFEventReader(lines: LineIndex(data, file: path)))
        let (accepted, diagnostics) = SafeXMLParser.parse(data, file: path, handler: handler)
        let reader = handler.reader
        guard accepted else { return (nil, diagnostics + reader.diagnostics) }
        return (reader.isXLIFF ? reader.document : nil, diagnostics + reader.diagnostics)
    }
}
