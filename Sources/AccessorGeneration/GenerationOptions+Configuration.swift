import LocaleCatalog
import LocalizationFormats

extension GenerationOptions {
    /// The options `localekit.json`'s `generate` section sets, over the defaults.
    ///
    /// - Throws: ``GenerationError`` naming the configuration file when a value is not usable
    ///   (an access level other than `internal`/`public`, an enum name that is not a plain identifier).
    public init(configuration: LocaleKitConfiguration) throws(GenerationError) {
        self.init()
        let settings = configuration.generate
        let file = SourceLocation(file: configuration.resolve(LocaleKitConfiguration.fileName))
        var problems: [Diagnostic] = []
        if let access = settings.access {
            if let level = AccessLevel(rawValue: access) {
                self.access = level
            } else {
                problems.append(
                    Diagnostic(
                        .error, rule: .config, "generate.access must be 'internal' or 'public', not '\(access)'",
                        at: file))
            }
        }
        if let enumName = settings.enumName {
            if SwiftIdentifier.isPlainIdentifier(enumName) {
                self.enumName = enumName
            } else {
                problems.append(
                    Diagnostic(
                        .error, rule: .config, "generate.enumName '\(enumName)' is not a Swift type name", at: file))
            }
        }
        if let access = settings.trAccess {
            if let level = LookupAccess(rawValue: access) {
                lookupAccess = level
            } else {
                let levels = LookupAccess.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                problems.append(
                    Diagnostic(
                        .error, rule: .config, "generate.trAccess must be one of \(levels), not '\(access)'", at: file))
            }
        }
        if let bundle = settings.bundle { self.bundle = Self.bundleExpression(bundle) }
        if let lookup = settings.lookupFunction {
            if let function = LookupFunction(lookup) {
                lookupFunction = function
            } else {
                problems.append(
                    Diagnostic(
                        .error, rule: .config,
                        "generate.lookupFunction '\(lookup)' is not a function name or a signature of 2 or 3 arguments",
                        at: file))
            }
        }
        if let separator = settings.separator { self.separator = separator }
        if let tables = settings.tables {
            if let layout = TableLayout(rawValue: tables) {
                tableLayout = layout
            } else {
                problems.append(
                    Diagnostic(
                        .error, rule: .config, "generate.tables must be 'nested' or 'separate', not '\(tables)'",
                        at: file))
            }
        }
        if let labels = settings.substitutionLabels { substitutionLabels = labels }
        guard problems.isEmpty else { throw GenerationError(diagnostics: problems) }
    }
}

extension GenerationTemplate {
    /// The names of the built-in templates (any other `--template` or `generate.template` is a file).
    public static let builtInNames = LocalizationContract.builtInTemplates

    /// `generate.template` of `localekit.json` (a built-in name, else a path relative to the file),
    /// else `structured`.
    public init(configuration: LocaleKitConfiguration) {
        guard let name = configuration.generate.template else {
            self = .structured
            return
        }
        self.init(argument: Self.builtInNames.contains(name) ? name : configuration.resolve(name))
    }
}
