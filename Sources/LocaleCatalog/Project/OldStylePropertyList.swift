import Foundation
import LocalizationFormats

/// Reads old-style (OpenStep) property lists, the text of an Xcode `project.pbxproj`, into located
/// `PropertyListNode` values, with the `.strings` lexer (`StringsLexer` of LocalizationFormats): one reader of that
/// family, not a second one.
///
/// ```swift
/// let document = OldStylePropertyList.parse(data, file: "App.xcodeproj/project.pbxproj")
/// document.root?["rootObject"]?.string  // "8E6F…"
/// ```
///
/// Grammar: `{ key = value; … }`, `( value, value, )`, quoted or unquoted strings, `/* … */` and `//`
/// comments. Never throws and never traps: a damaged file (truncated, unbalanced, binary) gives what
/// could be read and located `syntax` diagnostics; nesting deeper than ``maximumDepth`` is a diagnostic.
public enum OldStylePropertyList {
    /// How deeply arrays and dictionaries may nest (an Xcode project nests 4 levels).
    public static let maximumDepth = PropertyListXML.maximumDepth

    /// The root value and the problems found. Never throws.
    public static func parse(_ data: Data, file: String) -> (root: PropertyListNode?, diagnostics: [Diagnostic]) {
        let decoder = TextDecoder(data, file: file)
        let (root, diagnostics) = decoder.utf8.withUnsafeBufferPointer { bytes in
            var parser = OldStylePropertyListParser(bytes: bytes, file: file)
            let root = parser.document()
            return (root, parser.diagnostics)
        }
        return (root, (decoder.diagnostics + diagnostics).sortedByPosition())
    }

    /// Reads the text of an old-style property list.
    public static func parse(_ text: String, file: String) -> (root: PropertyListNode?, diagnostics: [Diagnostic]) {
        parse(Data(text.utf8), file: file)
    }
}
