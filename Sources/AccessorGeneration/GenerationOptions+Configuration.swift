import LocaleCatalog
import LocalizationFormats

extension GenerationOptions {
    /// The options `localekit.json`'s `generate` section sets, over the defaults.
    ///
    /// - Throws: ``GenerationError`` with every value that is not usable (an access level that is
    ///   none of ``AccessLevel``'s, an enum name that is not a plain identifier…), each located at
    ///   its field when the file set it.
    public init(configuration: LocaleKitConfiguration) throws(GenerationError) {
        self.init()
        let settings = configuration.generate
        var problems: [Diagnostic] = []
        func checked<Value>(_ text: String?, _ name: String, _ check: ValueCheck<Value>) -> Value? {
            guard let text else { return nil }
            let field = "generate.\(name)"
            do {
                return try check.value(of: .text(text), subject: field)
            } catch {
                problems.append(Diagnostic(.error, rule: .config, error.message, at: configuration.location(of: field)))
                return nil
            }
        }
        if let level = checked(settings.access, "access", .accessLevel) { access = level }
        if let name = checked(settings.enumName, "enumName", .swiftTypeName) { enumName = name }
        if let level = checked(settings.trAccess, "trAccess", .lookupAccess) { lookupAccess = level }
        if let bundle = settings.bundle { self.bundle = Self.bundleExpression(bundle) }
        if let lookup = checked(settings.lookupFunction, "lookupFunction", .lookupFunction) {
            lookupFunction = LookupFunction(lookup)
        }
        if let separator = settings.separator { self.separator = separator }
        if let layout = checked(settings.tables, "tables", .tableLayout) { tableLayout = layout }
        if let lookup = checked(settings.lookup, "lookup", .lookup) { self.lookup = lookup }
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
