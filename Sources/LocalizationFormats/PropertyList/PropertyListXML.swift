import Foundation

/// Reads XML property lists (`.stringsdict`, `Info.plist`) into located ``PropertyListNode`` values.
///
/// ```swift
/// let document = PropertyListXML.parse(data, file: "en.lproj/Localizable.stringsdict")
/// document.root?["files"]?["NSStringLocalizedFormatKey"]?.string  // "%#@count@"
/// ```
///
/// Safe on untrusted input: no DTD is loaded, no entity but the predefined ones and character references is
/// expanded (see ``XMLTokenizer``), and nesting deeper than ``maximumDepth`` is a diagnostic, not a crash.
public enum PropertyListXML {
    /// How deeply arrays and dictionaries may nest.
    public static let maximumDepth = 64

    /// The root value and the problems found. Never throws.
    public static func parse(_ data: Data, file: String) -> (root: PropertyListNode?, diagnostics: [Diagnostic]) {
        let decoder = TextDecoder(data, file: file)
        let (root, diagnostics) = decoder.utf8.withUnsafeBufferPointer { bytes in
            var builder = PropertyListTreeBuilder(tokenizer: XMLTokenizer(bytes: bytes, file: file))
            let root = builder.document()
            return (root, builder.diagnostics)
        }
        return (root, decoder.diagnostics + diagnostics)
    }
}
