import CLibXML2
import Foundation

/// Receives the events of a ``SafeXMLParser`` parse, in document order.
///
/// Names and attributes are borrowed from libxml2 and valid only during the call: nothing is
/// copied unless the handler asks for it, since this runs for every element of every file.
protocol XMLEventHandler: AnyObject {
    /// A start tag; `line` is the line libxml2 is on when the tag ends.
    func startElement(_ name: XMLName, attributes: XMLAttributes, line: Int)
    func endElement(_ name: XMLName)
    /// Text (with entities and character references resolved), in one or more pieces.
    func characters(_ text: UnsafeBufferPointer<UInt8>)
}

/// An element's local name (without prefix), borrowed from libxml2.
struct XMLName {
    let pointer: UnsafePointer<xmlChar>

    static func == (name: XMLName, string: String) -> Bool {
        xmlStrEqual(name.pointer, string) != 0
    }

    var string: String { String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)) }
}

/// The attributes of a start tag: libxml2's `(localname, prefix, URI, value, end)` tuples.
struct XMLAttributes {
    let tuples: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    let count: Int

    /// The value of the attribute `name` without namespace prefix.
    subscript(_ name: String) -> String? {
        guard let tuples else { return nil }
        for index in 0..<count {
            let base = index * 5
            guard tuples[base + 1] == nil, let local = tuples[base], xmlStrEqual(local, name) != 0 else { continue }
            return value(at: base)
        }
        return nil
    }

    /// The value of the attribute `name` in the namespace `uri`, whatever its prefix.
    subscript(_ name: String, namespace uri: String) -> String? {
        guard let tuples else { return nil }
        for index in 0..<count {
            let base = index * 5
            guard let local = tuples[base], xmlStrEqual(local, name) != 0, let namespace = tuples[base + 2],
                xmlStrEqual(namespace, uri) != 0
            else { continue }
            return value(at: base)
        }
        return nil
    }

    private func value(at base: Int) -> String? {
        guard let tuples, let start = tuples[base + 3], let end = tuples[base + 4] else { return nil }
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        let value = String(decoding: bytes, as: UTF8.self)
        // Without entity substitution libxml2 hands `&` in attribute values on as `&#38;`.
        guard bytes.contains(UInt8(ascii: "&")) else { return value }
        return value.replacingOccurrences(of: "&#38;", with: "&")
    }
}
