import Foundation
import LocalizationFormats

/// A String Catalog (`.xcstrings`) as an ordered JSON tree: every field Xcode writes, known to this
/// package or not, stays where it is, so a catalog read and written without a change keeps its
/// bytes (``StringCatalogWriter``). Edits go through `update(_:_:)`, which inserts new members in
/// Xcode's order (``XcodeKeyOrder``).
///
/// ```swift
/// var document = try StringCatalogDocument(data: data, path: "Localizable.xcstrings")
/// document.setText("Hallo", state: "translated", key: "Hello", language: "de")
/// try AtomicFileWriter.write(StringCatalogWriter.data(document), to: "Localizable.xcstrings")
/// ```
public struct StringCatalogDocument: Sendable, Equatable {
    /// A catalog that is not JSON, at the offending line.
    public struct ReadError: Error, Sendable {
        /// The problem, at its line and column.
        public var diagnostic: Diagnostic
    }

    /// The whole JSON value.
    var root: LocatedJSON
    /// Whether the file ends with a newline after the closing brace (Xcode writes none).
    public var endsWithNewline: Bool

    /// An empty catalog, as Xcode creates one.
    public init(sourceLanguage: String, version: String = "1.0") {
        root = .object([
            .init(name: "sourceLanguage", offset: -1, value: .string(sourceLanguage)),
            .init(name: "strings", offset: -1, value: .object([])),
            .init(name: "version", offset: -1, value: .string(version)),
        ])
        endsWithNewline = false
    }

    /// Parses a catalog's bytes.
    public init(data: Data, path: String) throws(ReadError) {
        do {
            root = try LocatedJSON.parse(data)
        } catch {
            let location = LineIndex(data, file: path).location(ofOffset: error.offset)
            throw ReadError(diagnostic: .syntax(error.message, at: location))
        }
        endsWithNewline = data.last == UInt8(ascii: "\n")
    }

    /// This catalog as Xcode saves it: every object's members in ``XcodeKeyOrder`` (of a name
    /// repeated in one object, the last), and no newline after the closing brace.
    public func inXcodeForm() -> StringCatalogDocument {
        var document = self
        document.root = root.inXcodeOrder()
        document.endsWithNewline = false
        return document
    }

    /// `sourceLanguage`, as written.
    public var sourceLanguage: String? { root["sourceLanguage"]?.value.stringValue }

    /// The keys of `strings`, in file order.
    public var keys: [String] { root["strings"]?.value.members?.map(\.name) ?? [] }

    /// Whether `strings` has `key`.
    public func contains(key: String) -> Bool { root["strings"]?.value[key] != nil }

    /// Runs `body` on the value at `path` under the root (objects created on the way, in Xcode's order).
    mutating func update<Result>(_ path: [String], _ body: (inout LocatedJSON) -> Result) -> Result {
        root.update(path[...], body)
    }

    /// Sets a localization's `stringUnit` (its `state` and `value`), keeping its other fields.
    public mutating func setText(_ value: String, state: String, key: String, language: String) {
        update(["strings", key, "localizations", language, "stringUnit"]) { unit in
            unit.set("state", .string(state))
            unit.set("value", .string(value))
        }
    }

    /// The `argNum` of substitution `name` in `language`'s localization of `key`, else in the source language's.
    public func substitutionArgument(_ name: String, key: String, language: String) -> Int? {
        let localizations = root["strings"]?.value[key]?.value["localizations"]?.value
        for code in [language, sourceLanguage ?? ""] {
            let argNum = localizations?[code]?.value["substitutions"]?.value[name]?.value["argNum"]?.value
            if case .number(let number)? = argNum, number >= 1, number == number.rounded() { return Int(number) }
        }
        return nil
    }

    /// Sets a substitution's `argNum` and `formatSpecifier` (Xcode writes both beside its variations).
    public mutating func setSubstitution(
        _ name: String, argument: Int?, formatSpecifier: String, key: String, language: String
    ) {
        update(["strings", key, "localizations", language, "substitutions", name]) { substitution in
            if let argument { substitution.set("argNum", .number(Double(argument))) }
            substitution.set("formatSpecifier", .string(formatSpecifier))
        }
    }

    /// Sets one plural form of a localization (`variations.plural.<category>.stringUnit`), or of a
    /// substitution's variations when `substitution` is given.
    public mutating func setPluralForm(
        _ value: String, state: String, category: PluralCategory, key: String, language: String,
        substitution: String? = nil
    ) {
        var path = ["strings", key, "localizations", language]
        if let substitution { path += ["substitutions", substitution] }
        update(path + ["variations", "plural", category.rawValue, "stringUnit"]) { unit in
            unit.set("state", .string(state))
            unit.set("value", .string(value))
        }
    }
}
