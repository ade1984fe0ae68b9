import Foundation

/// What an octal escape `\ooo` in a `.strings` file stands for.
///
/// Foundation reads the byte value in the NeXTSTEP encoding, so `\351` is `Ø`, not `é`; values below
/// 128 are ASCII. The table is built once from Foundation's own NeXTSTEP decoder; bytes it cannot decode
/// map to U+0000, as in Foundation.
enum OctalEscapeTable {
    static let scalars: [UInt32] = (0...255).map { (byte: Int) -> UInt32 in
        if byte < 0x80 { return UInt32(byte) }
        let decoded = String(bytes: [UInt8(byte)], encoding: .nextstep)
        return decoded?.unicodeScalars.first?.value ?? 0
    }
}
