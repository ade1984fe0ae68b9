import CLibXML2

/// A borrowed view of one element of a parsed libxml2 document.
///
/// Valid only inside the closure ``SafeXMLParser/parse(_:file:_:)`` hands it to: the document is
/// freed when that closure returns. Reads go straight to libxml2's nodes, without copies where
/// the node holds one plain text child (the common case), since this runs for every unit.
struct XMLElement {
    let node: xmlNodePtr

    /// The local name, without namespace prefix.
    var name: String { string(node.pointee.name) ?? "" }

    /// Whether the local name is `name` (compares bytes, no String allocation).
    func isNamed(_ name: String) -> Bool {
        xmlStrEqual(node.pointee.name, name) != 0
    }

    /// The line libxml2 recorded for the element (where its start tag ends).
    var line: Int { Int(xmlGetLineNo(node)) }

    /// The value of the attribute `name` without namespace (`original`, `id`…).
    func attribute(_ name: String) -> String? {
        var property = node.pointee.properties
        while let current = property {
            if current.pointee.ns == nil, xmlStrEqual(current.pointee.name, name) != 0 {
                return Self.text(of: UnsafeMutableRawPointer(current).assumingMemoryBound(to: xmlNode.self))
            }
            property = current.pointee.next
        }
        return nil
    }

    /// The element children, in document order.
    var children: XMLChildren { XMLChildren(first: node.pointee.children) }

    /// The first element child named `name`.
    func child(_ name: String) -> XMLElement? {
        children.first { $0.isNamed(name) }
    }

    /// Every element child named `name`.
    func children(_ name: String) -> [XMLElement] {
        children.filter { $0.isNamed(name) }
    }

    /// The text of the element and its descendants, inline markup flattened.
    var text: String { Self.text(of: node) }

    private static func text(of node: xmlNodePtr) -> String {
        guard let first = node.pointee.children else { return "" }
        if first.pointee.next == nil, first.pointee.type == XML_TEXT_NODE {
            return string(first.pointee.content) ?? ""
        }
        guard let content = xmlNodeGetContent(node) else { return "" }
        defer { clibxml2_free(content) }
        return string(content) ?? ""
    }
}

/// The element children of a node, without building an array.
struct XMLChildren: Sequence, IteratorProtocol {
    var cursor: xmlNodePtr?

    init(first: xmlNodePtr?) { cursor = first }

    mutating func next() -> XMLElement? {
        while let current = cursor {
            cursor = current.pointee.next
            if current.pointee.type == XML_ELEMENT_NODE { return XMLElement(node: current) }
        }
        return nil
    }
}

private func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
}
