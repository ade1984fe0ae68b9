/// The app's own lookup that `--template swiftgen`'s `tr` calls instead of LocaleKit, as SwiftGen's
/// `lookupFunction` parameter does (apps use it for an English fallback or a debug switch).
///
/// Written as SwiftGen's documentation asks: a name (`localizeStringAndFallbackToEn`), called as
/// SwiftGen 6.6 calls it, with the key, the table and the development value; or a full signature
/// (`Current.localized.string(_:_:)`, `lookup(forKey:table:)`), called with its labels and as many
/// arguments as it names: two (key, table, as SwiftGen before 6.6) or three (key, table, value).
public struct LookupFunction: Hashable, Sendable, Codable {
    /// The function's name, without its signature.
    public var name: String
    /// The argument labels of the signature (`_` for none); nil: SwiftGen 6.6's three, unlabeled.
    public var labels: [String]?

    /// Reads `text`; nil when it is neither a name nor a name with a signature of two or three arguments.
    public init?(_ text: String) {
        guard let open = text.firstIndex(of: "(") else {
            guard Self.isName(text) else { return nil }
            name = text
            labels = nil
            return
        }
        let signature = text[text.index(after: open)...]
        guard signature.hasSuffix(":)") else { return nil }
        let labels = signature.dropLast(2).split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard Self.isName(String(text[..<open])), (2...3).contains(labels.count),
            labels.allSatisfy({ $0 == "_" || SwiftIdentifier.isPlainIdentifier($0) })
        else { return nil }
        name = String(text[..<open])
        self.labels = labels
    }

    /// Whether the development value is passed, so every accessor hands `tr` its `fallback:`.
    public var takesValue: Bool { (labels?.count ?? 3) == 3 }

    /// The call `tr` makes: `name(key, table, value)`, or with the signature's labels.
    func call() -> String {
        let arguments = ["key", "table", "value"].prefix(labels?.count ?? 3)
        let labeled = zip(labels ?? ["_", "_", "_"], arguments).map { $0 == "_" ? $1 : "\($0): \($1)" }
        return "\(name)(\(labeled.joined(separator: ", ")))"
    }

    /// A dotted path of identifiers: `lookup`, `Current.localized.string`.
    private static func isName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { SwiftIdentifier.isPlainIdentifier(String($0)) }
    }
}
