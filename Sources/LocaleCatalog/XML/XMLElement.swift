import CLibXML2

/// A borrowed view of one element of a parsed libxml2 document.
///
/// Valid only inside the closure ``SafeXMLParser/parse(_:file:_:)`` hands it to: the document is
/// freed when that closure returns.
struct XMLElement {
    let node: xmlNodePtr

    /// The local name, without namespace prefix.
    var name: String { String(cString: node.pointee.name) }

    /// Whether the local name is `name` (compares bytes, no String allocation).
    func isNamed(_ name: String) -> Bool {
        xmlStrEqual(node.pointee.name, name) != 0
    }

    /// The line libxml2 recorded for the element (where its start tag ends).
    var line: Int { Int(xmlGetLineNo(node)) }

    /// The value of the attribute `name` without namespace (`original`), or in the `xml` namespace
    /// when `xmlNamespace` is set (`xml:space`).
    func attribute(_ name: String, xmlNamespace: Bool = false) -> String? {
        let value: UnsafeMutablePointer<xmlChar>?
        if xmlNamespace {
            value = xmlGetNsProp(node, name, "http://www.w3.org/XML/1998/namespace")
        } else {
            value = xmlGetNoNsProp(node, name)
        }
        guard let value else { return nil }
        defer { clibxml2_free(value) }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }

    /// The element children, in document order.
    var children: [XMLElement] {
        var result: [XMLElement] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { result.append(XMLElement(node: current)) }
            child = current.pointee.next
        }
        return result
    }

    /// The first element child named `name`.
    func child(_ name: String) -> XMLElement? {
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE, XMLElement(node: current).isNamed(name) {
                return XMLElement(node: current)
            }
            child = current.pointee.next
        }
        return nil
    }

    /// Every element child named `name`.
    func children(_ name: String) -> [XMLElement] {
        children.filter { $0.isNamed(name) }
    }

    /// The text of the element and its descendants, inline markup flattened.
    var text: String {
        guard let content = xmlNodeGetContent(node) else { return "" }
        defer { clibxml2_free(content) }
        return String(cString: UnsafeRawPointer(content).assumingMemoryBound(to: CChar.self))
    }
}
