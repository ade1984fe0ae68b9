import Foundation
import LocaleCatalog
import LocaleCheck

/// A JSON value built in code and written with keys in the order given, fast and byte-for-byte
/// deterministic. `JSONSerialization` took 12 s for the 115 000 findings of wikipedia-ios; this
/// writes them in well under one.
public indirect enum JSONValue: Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    /// The value as pretty-printed JSON (two-space indentation).
    public func text(indent: Int = 0) -> String {
        var output = ""
        write(to: &output, indent: indent)
        return output
    }

    /// Appends the value to `output`, nested `indent` levels deep.
    public func write(to output: inout String, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return output += "{}" }
            output += "{\n"
            for (index, (name, value)) in members.enumerated() {
                Self.pad(&output, indent + 1)
                Self.writeString(name, to: &output)
                output += ": "
                value.write(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            Self.pad(&output, indent)
            output += "}"
        case .array(let items):
            guard !items.isEmpty else { return output += "[]" }
            output += "[\n"
            for (index, item) in items.enumerated() {
                Self.pad(&output, indent + 1)
                item.write(to: &output, indent: indent + 1)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            Self.pad(&output, indent)
            output += "]"
        case .string(let string):
            Self.writeString(string, to: &output)
        case .int(let number):
            output += String(number)
        case .double(let number):
            output += number.isFinite ? (number == number.rounded() ? String(Int(number)) : "\(number)") : "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    /// Indentation strings for the usual depths, made once.
    private static let pads = (0..<12).map { String(repeating: "  ", count: $0) }

    static func pad(_ output: inout String, _ indent: Int) {
        output += indent < pads.count ? pads[indent] : String(repeating: "  ", count: indent)
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; everything else as is.
    static func writeString(_ string: String, to output: inout String) {
        output += "\""
        let needsEscaping =
            string.utf8.withContiguousStorageIfAvailable { bytes in
                for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    return true
                }
                return false
            } ?? string.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        guard needsEscaping else {
            output += string
            return output += "\""
        }
        // Runs between escapes are appended whole (escaped bytes are ASCII, so indices stay on scalars).
        let utf8 = string.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                output += string[runStart..<index]
                output += escape(byte)
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output += string[runStart..<utf8.endIndex]
        output += "\""
    }

    /// `\"`, `\\`, `\n`, `\r`, `\t`, else `\u00xx` (lowercase hex) for a control character.
    private static func escape(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        default:
            let digits = Array("0123456789abcdef".utf8)
            return String(
                decoding: Array("\\u00".utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
        }
    }
}

/// Collects output and hands it on in large chunks, so that a report of any size is written
/// without first being built as one string.
public struct ChunkedWriter {
    private var buffer = ""
    private let sink: (String) -> Void
    private let chunkSize: Int

    public init(chunkSize: Int = 1 << 16, sink: @escaping (String) -> Void) {
        self.sink = sink
        self.chunkSize = chunkSize
        buffer.reserveCapacity(chunkSize + 1024)
    }

    public mutating func write(_ text: String) {
        buffer += text
        if buffer.utf8.count >= chunkSize { flush() }
    }

    /// Appends through `body` (for ``JSONValue/write(to:indent:)``), then flushes a full chunk.
    public mutating func append(_ body: (inout String) -> Void) {
        body(&buffer)
        if buffer.utf8.count >= chunkSize { flush() }
    }

    public mutating func flush() {
        guard !buffer.isEmpty else { return }
        sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
