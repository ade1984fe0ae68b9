import Foundation

/// The form a property list file (`.strings`, `.stringsdict`) is written in, decided as Foundation
/// decides it: by the first bytes alone.
///
/// `bplist` first is a binary property list; `<` as the first character after white space (and a byte
/// order mark) is XML, whatever follows (Foundation then refuses a text file that starts with `<`);
/// anything else is old-style text. GlotPress and other translation platforms export `.strings` as XML
/// property lists, and the tables of a built app are binary ones.
public enum PropertyListForm: Sendable, Equatable {
    case text
    case xml
    case binary

    public init(of data: Data) {
        if data.starts(with: PropertyListForm.binaryMagic) {
            self = .binary
            return
        }
        self = PropertyListForm.firstCharacter(of: data) == UInt8(ascii: "<") ? .xml : .text
    }

    /// The XML form of a binary property list, for the located XML reader; nil when Foundation cannot
    /// read it.
    public static func xmlData(fromBinary data: Data) -> Data? {
        var format = PropertyListSerialization.PropertyListFormat.binary
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: &format), format == .binary
        else { return nil }
        return try? PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    }

    private static let binaryMagic = Array("bplist".utf8)

    /// The first character other than white space, as an ASCII byte (UTF-8, or UTF-16 with a byte order
    /// mark); nil when there is none or it is not ASCII.
    private static func firstCharacter(of data: Data) -> UInt8? {
        var bytes = data[...]
        var step = 1
        var lowByteFirst = true
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = bytes.dropFirst(3)
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            (bytes, step) = (bytes.dropFirst(2), 2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            (bytes, step, lowByteFirst) = (bytes.dropFirst(2), 2, false)
        }
        var index = bytes.startIndex
        while index + step - 1 < bytes.endIndex {
            let (low, high) =
                step == 1
                ? (bytes[index], 0) : lowByteFirst ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            guard high == 0 else { return nil }
            if low != 0x20, low != 0x09, low != 0x0A, low != 0x0D { return low }
            index += step
        }
        return nil
    }
}
