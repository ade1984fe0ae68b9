import Foundation
import LocaleCatalog

/// Finds URLs and e-mail addresses in a text, as written (without the punctuation that ends
/// a sentence after them).
enum LinkScanner {
    /// Whether `text` could have a link: a `://`, `www.` or an `@` (most texts have none).
    static func mayHaveLinks(_ text: String) -> Bool {
        // One pass over the bytes (`String.contains(_:)` with a string is far slower).
        UTF8Bytes.with(text, mayHaveLinks(in:))
    }

    private static func mayHaveLinks(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Most texts have no `@`, `://` or `www.` at all.
        if !bytes.contains(UInt8(ascii: "@")) {
            return contains("://", in: bytes) || contains("www.", in: bytes)
        }
        // The three bytes before each one.
        var (first, second, third): (UInt8, UInt8, UInt8) = (0, 0, 0)
        for index in bytes.indices {
            let byte = bytes[index]
            // `%@` and `$@` are placeholders; an address has a name before its `@` and a domain after
            // it (`%#@count@` has neither).
            if byte == UInt8(ascii: "@") && third != UInt8(ascii: "%") && third != UInt8(ascii: "$") && third > 0x20
                && domainFollows(bytes, at: index)
            {
                return true
            }
            if byte == UInt8(ascii: "/") && second == UInt8(ascii: ":") && third == UInt8(ascii: "/") { return true }
            if byte == UInt8(ascii: ".") && (first, second, third) == (0x77, 0x77, 0x77) { return true }
            (first, second, third) = (second, third, byte)
        }
        return false
    }

    /// Whether what follows the `@` at `at` can be an address's domain, as ``emailEnd(startingAt:in:)``
    /// reads one: letters, digits and `-`, then a `.` followed by a letter (hex literals: `.` 2E, `-` 2D).
    private static func domainFollows(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) -> Bool {
        var index = at + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x2E {
                guard index + 1 < bytes.count else { return false }
                let next = bytes[index + 1] | 0x20
                return next >= 0x61 && next <= 0x7A
            }
            let letter = byte | 0x20
            guard (letter >= 0x61 && letter <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D else {
                return false
            }
            index += 1
        }
        return false
    }

    /// Whether the ASCII `needle` occurs in `bytes`: each occurrence of its first byte found with
    /// `memchr`, the rest compared with `memcmp` (Glibc's `memmem` is not in Swift's Glibc module).
    private static func contains(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let end = base + bytes.count
        let length = needle.utf8CodeUnitCount
        var from = base
        while end - from >= length,
            let found = memchr(from, Int32(needle.utf8Start.pointee), end - from - length + 1)
        {
            let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if memcmp(candidate, needle.utf8Start, length) == 0 { return true }
            from = candidate + 1
        }
        return false
    }

    static func links(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var links: [String] = []
        var index = 0
        while index < scalars.count {
            if let end = urlEnd(startingAt: index, in: scalars) ?? emailEnd(startingAt: index, in: scalars) {
                var link = ""
                link.unicodeScalars.append(contentsOf: scalars[index..<end])
                links.append(link)
                index = end
            } else {
                index += 1
            }
        }
        return links
    }

    /// A URL starts at a word's start with `scheme://` or `www.`.
    private static func urlEnd(startingAt start: Int, in scalars: [Unicode.Scalar]) -> Int? {
        guard start == 0 || !isSchemeScalar(scalars[start - 1]), isASCIILetter(scalars[start]) else { return nil }
        var index = start
        while index < scalars.count, isSchemeScalar(scalars[index]) { index += 1 }
        let rest = scalars[index...]
        let hasScheme = rest.starts(with: "://".unicodeScalars) && index > start
        let isWWW = scalars[start...].starts(with: "www.".unicodeScalars)
        guard hasScheme || isWWW else { return nil }
        var end = hasScheme ? index + 3 : start + 4
        var depth = 0
        while end < scalars.count {
            let scalar = scalars[end]
            // Text right after a URL is often glued to it (Korean `…/HT204915를`): URLs here are ASCII.
            if !scalar.isASCII || scalar.properties.isWhitespace || "\"<>{}|\\^`".unicodeScalars.contains(scalar) {
                break
            }
            if scalar == "(" { depth += 1 }
            if scalar == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            end += 1
        }
        while end > start, ".,;:!?'’)".unicodeScalars.contains(scalars[end - 1]) { end -= 1 }
        return end > (hasScheme ? index + 3 : start + 4) ? end : nil
    }

    /// `local@domain.tld` starting at a word's start; `%@` is a placeholder, not an address.
    private static func emailEnd(startingAt start: Int, in scalars: [Unicode.Scalar]) -> Int? {
        guard start == 0 || !isLocalScalar(scalars[start - 1]), isLocalScalar(scalars[start]) else { return nil }
        var at = start
        while at < scalars.count, isLocalScalar(scalars[at]) { at += 1 }
        guard at < scalars.count, scalars[at] == "@", at > start else { return nil }
        var end = at + 1
        var lastDot: Int?
        while end < scalars.count,
            isASCIILetter(scalars[end]) || isDigit(scalars[end]) || scalars[end] == "-"
                || (scalars[end] == "." && end + 1 < scalars.count && isASCIILetter(scalars[end + 1]))
        {
            if scalars[end] == "." { lastDot = end }
            end += 1
        }
        guard let lastDot, end - lastDot > 2 else { return nil }
        return end
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func isSchemeScalar(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || isDigit(scalar) || scalar == "+" || scalar == "-" || scalar == "."
    }

    private static func isLocalScalar(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || isDigit(scalar) || "._+-".unicodeScalars.contains(scalar)
    }
}
