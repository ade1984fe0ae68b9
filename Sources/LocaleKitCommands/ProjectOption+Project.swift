import LocaleCatalog
import LocalizationFormats

extension ProjectOption {
    /// The options every command that reads the project takes (PROJECT OPTIONS), in help order.
    static let project: [ProjectOption] = [
        ProjectOption(
            "config", field: nil, .value, .project, syntax: "<file>",
            help: ["Use this configuration instead of the nearest localekit.json."],
            read: { options, given in options.configFile = given.last }),
        ProjectOption(
            "development-language", field: "developmentLanguage", .value, .project, syntax: "<code>",
            help: ["The reference language."],
            read: { options, given in options.developmentLanguage = given.last },
            overlay: { options, configuration, _ in
                if let language = options.developmentLanguage {
                    configuration.developmentLanguage = LanguageCode.normalize(language)
                }
            }),
        ProjectOption(
            "supported-language", field: "supportedLanguages", .repeatable, .project, syntax: "<code>",
            help: ["A language the app supports (gaps: warnings)."],
            read: { options, given in options.supportedLanguages = given.values },
            overlay: { options, configuration, _ in
                if !options.supportedLanguages.isEmpty {
                    configuration.supportedLanguages = options.supportedLanguages.map(LanguageCode.normalize)
                }
            }),
        .addedList(
            "include", field: "include", syntax: "<glob>",
            help: ["Files to read, relative to localekit.json's folder."],
            \.include, \.include),
        .addedList("exclude", field: "exclude", syntax: "<glob>", help: ["Files to leave out."], \.exclude, \.exclude),
        .checkedPairs(
            "rule", field: "rules", syntax: "<id>=<severity>", help: ["error, warning, note or off for one rule."],
            .ruleSetting, \.rules, \.rules),
        .addedList(
            "ignore-key", field: "ignoreKeys", syntax: "<glob>", help: ["Keys no rule reports on."], \.ignoreKeys,
            \.ignoreKeys),
        .checkedPairs(
            "min-coverage", field: "minCoverage", syntax: "<lang|*>=<pct>",
            help: ["The percent a language must translate."], .percent, \.minCoverage, \.minCoverage,
            normalizingNames: { $0 == "*" ? $0 : LanguageCode.normalize($0) }),
        .addedList(
            "do-not-translate", field: "doNotTranslate", syntax: "<term>",
            help: ["A term translations keep (glossary)."],
            \.doNotTranslate, \.doNotTranslate),
        .checkedPairs(
            "max-length", field: "maxLength", syntax: "<glob>=<n>",
            help: ["The longest translation of matching keys (length-limit)."], .characterLimit, \.maxLength,
            \.maxLength),
        ProjectOption(
            "project", field: nil, .value, .project, syntax: "<file>",
            help: [
                "The Xcode project (.xcodeproj, or an XcodeGen project.yml) that declares",
                "the languages and the files each target ships. Default: one in the",
                "path's folder or a parent, else in its subfolders; none: every file.",
            ],
            read: { options, given in options.xcodeProject = given.last }),
        ProjectOption(
            "target", field: nil, .value, .project, syntax: "<name>",
            help: ["Only the files this target of the Xcode project ships."],
            read: { options, given in options.xcodeTarget = given.last }),
    ]
}
