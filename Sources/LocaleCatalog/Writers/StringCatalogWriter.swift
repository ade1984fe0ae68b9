import Foundation

/// Writes a String Catalog's JSON the way Xcode saves it, byte for byte.
///
/// The rules come from the Xcode-saved catalogs in the test corpus (129 files: CotEditor,
/// LinearMouse, XcodesApp and the geteduroam `.xcloc` bundles), not from a guess:
///
/// - two spaces per level; `"key" : value` (a space on each side of the colon); `,` ends a line;
/// - an empty object is `{`, an empty line, then `}` at the object's indentation (`{\n\n    }`),
///   and an empty array the same way with brackets;
/// - strings escape only `"`, `\` and control characters (`\n`, `\r`, `\t`, `\b`, `\f`, else
///   `\u00XX`): non-ASCII text and `/` are written as they are;
/// - members in the order the tree holds them (Xcode's order for a new catalog is
///   ``XcodeKeyOrder``; a catalog read from disk keeps its own);
/// - no newline after the closing brace (128 of the 129 files; a document read from a file that
///   had one keeps it).
///
/// ```swift
/// let document = try StringCatalogDocument(data: data)
/// assert(StringCatalogWriter.data(document) == data)
/// ```
public enum StringCatalogWriter {
    /// The bytes of `document`.
    public static func data(_ document: StringCatalogDocument) -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        write(document.root, indent: 0, to: &output)
        if document.endsWithNewline { output.append(UInt8(ascii: "\n")) }
        return Data(output)
    }

    static func write(_ value: LocatedJSON, indent: Int, to output: inout [UInt8]) {
        switch value {
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            writeLines(count: members.count, indent: indent, to: &output) { index, output in
                writeString(members[index].name, to: &output)
                output.append(contentsOf: " : ".utf8)
                write(members[index].value, indent: indent + 1, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            writeLines(count: elements.count, indent: indent, to: &output) { index, output in
                write(elements[index], indent: indent + 1, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .string(let string):
            writeString(string, to: &output)
        case .number(let number):
            let isIntegral = number == number.rounded() && abs(number) < 1e15
            output.append(contentsOf: (isIntegral ? String(Int64(number)) : String(number)).utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    /// The inside of an object or array: one indented line per item, or one empty line when there is none.
    private static func writeLines(
        count: Int, indent: Int, to output: inout [UInt8], item: (Int, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: "\n"))
        if count == 0 { output.append(UInt8(ascii: "\n")) }
        for index in 0..<count {
            pad(indent + 1, &output)
            item(index, &output)
            if index < count - 1 { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\n"))
        }
        pad(indent, &output)
    }

    private static func pad(_ indent: Int, _ output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case ..<0x20:
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
