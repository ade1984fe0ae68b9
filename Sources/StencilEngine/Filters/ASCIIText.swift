/// A text's bytes when every one is ASCII: there the filters' Unicode rules (character sets, scalar
/// and UTF-16 counts, upper-casing) reduce to byte tests, which cost far less than Foundation's on Linux.
struct ASCIIText {
    var bytes: [UInt8]

    init?(_ string: String) {
        let bytes = Array(string.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        self.bytes = bytes
    }

    /// The parts between `_` with their first letter upper-cased, joined without separator
    /// (`components(separatedBy: "_").map(upperFirstLetter).joined()`).
    func capitalizingSnakeParts() -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var startsPart = true
        for byte in bytes {
            if byte == 0x5F {
                startsPart = true
                continue
            }
            output.append(startsPart && SwiftKitText.isLower(byte) ? byte - 0x20 : byte)
            startsPart = false
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `SwiftIdentifier.identifier` for ASCII: the letters, digits and `_` kept, anything else a `_`
    /// between parts, each part's first letter upper-cased when `capitalizingComponents`.
    func identifier(capitalizingComponents: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1)
        var startsPart = true
        for byte in bytes {
            if SwiftKitText.isUpper(byte) || SwiftKitText.isLower(byte) || SwiftKitText.isDigit(byte) || byte == 0x5F {
                let upper = startsPart && capitalizingComponents && SwiftKitText.isLower(byte)
                output.append(upper ? byte - 0x20 : byte)
                startsPart = false
            } else {
                output.append(0x5F)
                startsPart = true
            }
        }
        if let first = output.first, SwiftKitText.isDigit(first) { output.insert(0x5F, at: 0) }
        return String(decoding: output, as: UTF8.self)
    }
}
