import LocaleCatalog

extension ProjectOption {
    /// `check`'s options that set `localekit.json` fields, in help order.
    static let check: [ProjectOption] = [
        ProjectOption(
            "strict", field: "strict", .flag, .check,
            help: ["Report warnings as errors (\"strict\": true)."],
            read: { options, _ in options.strict = true },
            overlay: { options, configuration, _ in
                if let strict = options.strict { configuration.strict = strict }
            }),
        ProjectOption(
            "baseline", field: "baseline", .value, .check, syntax: "<file>",
            help: [
                "Report only findings not recorded in <file> (markdown also shows",
                "each language's coverage change since it was written).",
            ],
            read: { options, given in options.baseline = given.last },
            overlay: { options, configuration, paths in
                if let baseline = options.baseline { configuration.baseline = paths.asGiven(baseline) }
            }),
        ProjectOption(
            "require-complete", field: "requireComplete", .optionalValue, .check, syntax: "[=<lang>,…]", adds: true,
            help: [
                "Coverage gaps (missing-translation, missing-table) of every",
                "language, or of the languages named, are errors, for release",
                "gating (localekit.json: \"requireComplete\": true or [languages]).",
                "Otherwise they are warnings: lookups fall back at run time.",
            ],
            // `--require-complete` alone: every language; `--require-complete=de,fr`: those.
            read: { options, given in
                options.requireComplete = given.values.flatMap { list in
                    list.isEmpty ? ["*"] : list.split(separator: ",").map(String.init)
                }
            },
            overlay: { options, configuration, _ in configuration.requireComplete += options.requireComplete }),
    ]
}
