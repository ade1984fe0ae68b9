import Foundation
import LocaleCatalog

/// What a template renders: the enums, namespaces and accessors generated for a catalog.
///
/// Every field is always present (no optionals), so a Mustache lookup never falls through to an
/// outer context by accident. `docs/generating-accessors.md` documents every field; a JSON snapshot test pins them.
public struct AccessorModel: Hashable, Sendable, Codable {
    /// `public` or `internal`.
    public var access: String
    /// The Swift expression passed as `bundle:` (`.module`, `.main`, …).
    public var bundle: String
    /// The enum of the primary table (`L10n`).
    public var enumName: String
    /// The top-level enums: one (`L10n`) when tables are nested, one per table when separate.
    public var enums: [Namespace]
    /// `true` when some accessor is a function (has parameters).
    public var hasFunctions: Bool
    /// `true` when the accessors look strings up with Foundation alone (`--lookup foundation`): the
    /// file imports no SwiftLocaleKit.
    public var usesFoundation: Bool
    /// `true` when ``bundle`` is a framework's own (`--bundle framework`): the file declares its
    /// `BundleToken` class.
    public var usesBundleToken: Bool

    public init(access: String, bundle: String, enumName: String, enums: [Namespace], usesFoundation: Bool = false) {
        self.access = access
        self.bundle = bundle
        self.enumName = enumName
        self.enums = enums
        self.hasFunctions = enums.contains { $0.containsFunctions }
        self.usesFoundation = usesFoundation
        self.usesBundleToken = bundle == GenerationOptions.frameworkBundle
    }
}

extension AccessorModel {
    /// An enum: a table, or a namespace inside one (`settings.` → `Settings`).
    public struct Namespace: Hashable, Sendable, Codable {
        /// The Swift type name, unique among its siblings (already escaped; never needs backticks).
        public var typeName: String
        /// The key prefix the namespace stands for (`settings.privacy`); `""` for a table or container.
        public var path: String
        /// The table the namespace belongs to; `""` for an enum that only contains tables.
        public var table: String
        /// `true` for the enum of a whole table.
        public var isTable: Bool
        /// The accessors directly inside (structured layout), sorted by key.
        public var accessors: [Accessor]
        /// The enums nested inside (structured layout): sub-namespaces, then nested tables.
        public var namespaces: [Namespace]
        /// For a table enum: every accessor of the table with a whole-key name (flat layout).
        public var flatAccessors: [Accessor]
        /// The table enums nested inside this one (both layouts).
        public var tables: [Namespace]

        var containsFunctions: Bool {
            accessors.contains { $0.isFunction } || namespaces.contains { $0.containsFunctions }
        }
    }

    /// One key: a computed property, or a function when the value takes arguments.
    public struct Accessor: Hashable, Sendable, Codable {
        /// The key, as written.
        public var key: String
        /// The key as a Swift string literal, quotes included.
        public var keyLiteral: String
        /// The table name (`Localizable`).
        public var table: String
        /// The table name as a Swift string literal.
        public var tableLiteral: String
        /// The name inside its namespace (structured layout), backticked when needed.
        public var name: String
        /// The name from the whole key, unique in its table (flat layout), backticked when needed.
        public var flatName: String
        /// `true` when the accessor takes parameters.
        public var isFunction: Bool
        /// `true` for a `.stringsdict` (plural) key.
        public var isPlural: Bool
        /// `true` for a variable-width key (`NSStringVariableWidthRuleType`): the accessor returns the widest
        /// variant, and a `width:` overload the variant that fits a presentation width.
        public var isVariableWidth: Bool
        /// The widths of a variable-width key, narrowest first; empty for any other key.
        public var widths: [Int]
        /// The parameters, in argument-position order.
        public var parameters: [Parameter]
        /// The declaration's parameter clause content: `_ p1: Swift.String, _ p2: Swift.Int`.
        public var parameterList: String
        /// The arguments in position order: `p1, p2`.
        public var argumentList: String
        /// The development-language text (for a plural: the format with each variable's `other` form).
        public var value: String
        /// The translator comment, `""` when there is none.
        public var comment: String
        /// Doc comment lines (without `///`): the value, then the comment after an empty line.
        public var documentation: [String]
    }

    /// One typed parameter.
    public struct Parameter: Hashable, Sendable, Codable {
        /// `p1`, `p2`, … by argument position.
        public var name: String
        /// The fully qualified Swift type (`Swift.String`, `Swift.Int`, …).
        public var type: String
        /// The 1-based argument position.
        public var position: Int
        /// The format specifier that decided the type (`%1$@`, `%d`), or the plural variable (`%#@files@`).
        public var specifier: String
        /// `true` when the argument is the count a plural variable is chosen by.
        public var isPluralCount: Bool
    }
}
