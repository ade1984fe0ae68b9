import SwiftSourceScanner

/// The format specifier Xcode writes into a key for an interpolated value of each type: the
/// `_FormatSpecifiable` conformances of SwiftUI's `LocalizedStringKey.StringInterpolation` (and
/// Foundation's `String.LocalizationValue.StringInterpolation`, which agrees). Types not listed
/// (the module's own types, optionals, collections) give no specifier: the key is undeterminable.
public enum FormatSpecifierTable {
    public static let specifiers: [String: String] = [
        "Int": "%lld", "Int64": "%lld", "Int32": "%d", "Int16": "%d", "Int8": "%d",
        "UInt": "%llu", "UInt64": "%llu", "UInt32": "%u", "UInt16": "%u", "UInt8": "%u",
        "Double": "%lf", "CGFloat": "%lf", "Float": "%f",
        // Strings, and what the other overloads take (`Text`, `Image`, `AttributedString`, and
        // `ReferenceConvertible`/`NSObject` values through `formatter:`) are objects: `%@`.
        "String": "%@", "Text": "%@", "Image": "%@", "AttributedString": "%@",
        "Date": "%@", "URL": "%@", "UUID": "%@",
    ]

    /// The specifier of a written type, else nil.
    public static func specifier(for type: String) -> String? { specifiers[type] }

    /// Members of standard types whose type is known without the module's declarations
    /// (`items.count`, `error.localizedDescription`); used only at the end of a member chain.
    static let standardMembers: [String: String] = [
        "count": "Int", "description": "String", "localizedDescription": "String", "debugDescription": "String",
        "absoluteString": "String", "lastPathComponent": "String", "pathExtension": "String",
        "localizedName": "String", "uuidString": "String",
    ]

    /// Functions of the SDK whose result type is known without the module's declarations.
    static let standardFunctions: [String: String] = ["NSLocalizedString": "String"]
}
