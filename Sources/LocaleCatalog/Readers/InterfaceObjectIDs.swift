import Foundation

/// The object ids of a storyboard or `.xib` (every `id` attribute): what the keys of its
/// translations' `.strings` files start with (`"aBc-12-xYz.text"`). Read through the one XML
/// reader (``SafeXMLParser``).
package enum InterfaceObjectIDs {
    /// The ids in the file at `path`; nil when it cannot be read or is not well-formed XML, or is
    /// not a storyboard or `.xib` (an `.intentdefinition` names its strings otherwise).
    package static func read(path: String) -> Set<String>? {
        let ext = PlainPath.lowercasedExtension(of: path)
        guard ext == "storyboard" || ext == "xib", case .success(let data) = FileReader.contents(of: path) else {
            return nil
        }
        let collector = Collector()
        let (accepted, _) = SafeXMLParser.parse(data, file: path, handler: collector)
        return accepted ? collector.ids : nil
    }

    private final class Collector: XMLEventHandler {
        var ids: Set<String> = []

        func startElement(_ name: XMLName, attributes: XMLAttributes, line: Int) {
            if let id = attributes["id"] { ids.insert(id) }
        }

        func endElement(_ name: XMLName) {}
        func characters(_ text: UnsafeBufferPointer<UInt8>) {}
    }
}
