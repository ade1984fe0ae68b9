import LocaleCatalog
import LocalizationFormats

/// One SwiftGen-shaped accessor: `static var` for a value without arguments, else `static func`
/// with SwiftGen's parameter types (`Any` for `%@`, `Int` for `%d`, `Float` for `%f`, …).
struct SwiftGenMember: Sendable {
    var key: String
    var table: String
    var name: String
    var value: String
    /// SwiftGen's type per argument position.
    var types: [String]

    init(entry: Entry, table: String, name: String) {
        key = entry.key
        self.table = table
        self.name = name
        let format: FormatString
        switch entry.translation {
        case .text(let text):
            value = text
            format = FormatString(parsing: text)
        case .plural(let plural):
            value = plural.format
            format = plural.formatString
        }
        types = format.argumentTypes.map(Self.swiftGenType)
    }

    /// SwiftGen's `StringsParser` types: `%@` → `Any`, integers → `Int`, floating point → `Float`.
    static func swiftGenType(_ type: PlaceholderType?) -> String {
        switch type {
        case .int?, .uint?: "Int"
        case .double?: "Float"
        case .char?: "CChar"
        case .unichar?: "UInt16"
        case .cString?: "UnsafePointer<CChar>"
        case .unicharString?: "UnsafePointer<UInt16>"
        case .pointer?: "UnsafeRawPointer"
        case .string?, nil: "Any"
        }
    }

    /// - Parameter passesValue: the call ends with `fallback:` and the development value, as SwiftGen 6.6
    ///   writes it for a `lookupFunction` that takes it.
    func write(to code: inout String, access: String, indent: String, root: String, passesValue: Bool) {
        let documentation = value.split(whereSeparator: \.isNewline).joined(separator: " ")
        if !documentation.isEmpty { code += "\(indent)/// \(documentation)\n" }
        let arguments = [SwiftIdentifier.stringLiteral(table), SwiftIdentifier.stringLiteral(key)]
        let fallback = passesValue ? ["fallback: \(SwiftIdentifier.stringLiteral(value))"] : []
        let escapedName = SwiftIdentifier.escaped(name)
        guard !types.isEmpty else {
            let call = (arguments + fallback).joined(separator: ", ")
            code += "\(indent)\(access) static var \(escapedName): String { return \(root).tr(\(call)) }\n"
            return
        }
        let parameters = types.enumerated().map { "_ p\($0.offset + 1): \($0.element)" }
        let values = types.enumerated().map {
            $0.element == "Any" ? "String(describing: p\($0.offset + 1))" : "p\($0.offset + 1)"
        }
        code += "\(indent)\(access) static func \(escapedName)(\(parameters.joined(separator: ", "))) -> String {\n"
        code += "\(indent)  return \(root).tr(\((arguments + values + fallback).joined(separator: ", ")))\n"
        code += "\(indent)}\n"
    }
}
