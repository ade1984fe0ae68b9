import AccessorGeneration
import LocaleCatalog

extension ProjectOption {
    /// `generate`'s options, each the field of the `generate` object of the same name, in help order.
    static let generate: [ProjectOption] = [
        ProjectOption(
            "template", field: "generate.template", .value, .generate, syntax: "<name|path>",
            help: [
                "structured (default: nested enums), flat, swiftgen (SwiftGen's",
                "structured-swift5 API, through LocaleKit), or a .mustache file.",
            ],
            read: { options, given in options.generate.template = given.last },
            overlay: { options, configuration, paths in
                // A template file given as a flag is relative to the working folder, a name is a name.
                guard let template = options.generate.template else { return }
                let builtIn = GenerationTemplate.builtInNames.contains(template)
                configuration.generate.template = builtIn ? template : paths.asGiven(template)
            }),
        .generateField(
            "access", field: "access", \.access, syntax: "<level>", help: ["internal (default), public or package."]
        ) { given throws(ValueProblem) in try given.checked(given.last, .accessLevel).rawValue },
        ProjectOption(
            "substitution-labels", field: "generate.substitutionLabels", .flag, .generate,
            help: [
                "Label a String Catalog substitution's parameter with its name",
                "(followers(count:)); default: unlabeled (followers(_:)).",
            ],
            read: { options, _ in options.generate.substitutionLabels = true },
            overlay: { options, configuration, _ in
                if let labels = options.generate.substitutionLabels {
                    configuration.generate.substitutionLabels = labels
                }
            }),
        .generateField(
            "tr-access", field: "trAccess", \.trAccess, syntax: "<level>",
            help: [
                "--template swiftgen: the access of the lookup function",
                "tr(table, key, args…): private (default), fileprivate,",
                "internal, package or public (internal: the app's code can",
                "call L10n.tr for keys built at run time).",
            ]
        ) { given throws(ValueProblem) in try given.checked(given.last, .lookupAccess).rawValue },
        .generateField(
            "enum-name", field: "enumName", \.enumName, syntax: "<name>",
            help: ["The enum of the Localizable table (default: L10n)."]
        ) { given throws(ValueProblem) in try given.checked(given.last, .swiftTypeName) },
        .generateField(
            "bundle", field: "bundle", \.bundle, syntax: "<bundle>",
            help: [
                "module, main, or a Swift expression of type Bundle. Default:",
                "main for the files of an Xcode project (an app target has no",
                "Bundle.module), else module.",
            ]),
        .generateField(
            "lookup", field: "lookup", \.lookup, syntax: "<who>",
            help: [
                "runtime (default: SwiftLocaleKit, in-app language switching) or",
                "foundation (Bundle.localizedString, no dependency, any OS version).",
            ]
        ) { given throws(ValueProblem) in try given.checked(given.last, .lookup).rawValue },
        .generateField(
            "lookup-function", field: "lookupFunction", \.lookupFunction, syntax: "<name>",
            help: [
                "--template swiftgen: the app's own lookup that tr calls instead",
                "of LocaleKit (SwiftGen's lookupFunction): a name, called with",
                "key, table and development value, or a signature such as",
                "'lookup(forKey:table:)' of 2 or 3 arguments.",
            ]
        ) { given throws(ValueProblem) in try given.checked(given.last, .lookupFunction) },
        .generateField(
            "separator", field: "separator", \.separator, syntax: "<text>",
            help: ["Splits keys into namespaces (default: \".\"; \"\" for none)."]),
        .generateField(
            "tables", field: "tables", \.tables, syntax: "<layout>",
            help: ["nested (default: L10n.<Table>) or separate (one enum per table)."]
        ) { given throws(ValueProblem) in try given.checked(given.last, .tableLayout).rawValue },
    ]
}
