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
        ProjectOption(
            "access", field: "generate.access", .value, .generate, syntax: "<level>",
            help: ["internal (default), public or package."],
            read: { options, given throws(ValueProblem) in
                options.generate.access = try given.checked(given.last, .accessLevel).rawValue
            },
            overlay: { options, configuration, _ in
                if let access = options.generate.access { configuration.generate.access = access }
            }),
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
        ProjectOption(
            "tr-access", field: "generate.trAccess", .value, .generate, syntax: "<level>",
            help: [
                "--template swiftgen: the access of the lookup function",
                "tr(table, key, args…): private (default), fileprivate,",
                "internal, package or public (internal: the app's code can",
                "call L10n.tr for keys built at run time).",
            ],
            read: { options, given throws(ValueProblem) in
                options.generate.trAccess = try given.checked(given.last, .lookupAccess).rawValue
            },
            overlay: { options, configuration, _ in
                if let access = options.generate.trAccess { configuration.generate.trAccess = access }
            }),
        ProjectOption(
            "enum-name", field: "generate.enumName", .value, .generate, syntax: "<name>",
            help: ["The enum of the Localizable table (default: L10n)."],
            read: { options, given throws(ValueProblem) in
                options.generate.enumName = try given.checked(given.last, .swiftTypeName)
            },
            overlay: { options, configuration, _ in
                if let name = options.generate.enumName { configuration.generate.enumName = name }
            }),
        ProjectOption(
            "bundle", field: "generate.bundle", .value, .generate, syntax: "<bundle>",
            help: [
                "module, main, or a Swift expression of type Bundle. Default:",
                "main for the files of an Xcode project (an app target has no",
                "Bundle.module), else module.",
            ],
            read: { options, given in options.generate.bundle = given.last },
            overlay: { options, configuration, _ in
                if let bundle = options.generate.bundle { configuration.generate.bundle = bundle }
            }),
        ProjectOption(
            "lookup-function", field: "generate.lookupFunction", .value, .generate, syntax: "<name>",
            help: [
                "--template swiftgen: the app's own lookup that tr calls instead",
                "of LocaleKit (SwiftGen's lookupFunction): a name, called with",
                "key, table and development value, or a signature such as",
                "'lookup(forKey:table:)' of 2 or 3 arguments.",
            ],
            read: { options, given throws(ValueProblem) in
                options.generate.lookupFunction = try given.checked(given.last, .lookupFunction)
            },
            overlay: { options, configuration, _ in
                if let lookup = options.generate.lookupFunction { configuration.generate.lookupFunction = lookup }
            }),
        ProjectOption(
            "separator", field: "generate.separator", .value, .generate, syntax: "<text>",
            help: ["Splits keys into namespaces (default: \".\"; \"\" for none)."],
            read: { options, given in options.generate.separator = given.last },
            overlay: { options, configuration, _ in
                if let separator = options.generate.separator { configuration.generate.separator = separator }
            }),
        ProjectOption(
            "tables", field: "generate.tables", .value, .generate, syntax: "<layout>",
            help: ["nested (default: L10n.<Table>) or separate (one enum per table)."],
            read: { options, given throws(ValueProblem) in
                options.generate.tables = try given.checked(given.last, .tableLayout).rawValue
            },
            overlay: { options, configuration, _ in
                if let tables = options.generate.tables { configuration.generate.tables = tables }
            }),
    ]
}
