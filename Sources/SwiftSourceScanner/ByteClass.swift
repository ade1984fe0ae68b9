/// What a byte can start or continue, from one table lookup (the scanner's hot loops).
enum ByteClass {
    static let identifierStart: UInt8 = 1
    static let identifierPart: UInt8 = 2
    static let operatorCharacter: UInt8 = 4
    static let punctuation: UInt8 = 8
    static let digit: UInt8 = 16

    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = identifierStart | identifierPart }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = identifierStart | identifierPart }
        table[Int(UInt8(ascii: "_"))] = identifierStart | identifierPart
        // Non-ASCII bytes: Swift identifiers may hold most of Unicode; treating every multi-byte
        // character as a name character keeps the scan a byte table (operators like `≠` are rare).
        for byte in 0x80...0xFF { table[byte] = identifierStart | identifierPart }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = identifierPart | digit }
        for byte in "/=-+!*%<>&|^~?".utf8 { table[Int(byte)] = operatorCharacter }
        for byte in ".,:;()[]{}".utf8 { table[Int(byte)] = punctuation }
        return table
    }()
}
