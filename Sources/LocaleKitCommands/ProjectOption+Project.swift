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
        ProjectOption(
            "include", field: "include", .repeatable, .project, syntax: "<glob>", adds: true,
            help: ["Files to read, relative to localekit.json's folder."],
            read: { options, given in options.include = given.values },
            overlay: { options, configuration, _ in configuration.include += options.include }),
        ProjectOption(
            "exclude", field: "exclude", .repeatable, .project, syntax: "<glob>", adds: true,
            help: ["Files to leave out."],
            read: { options, given in options.exclude = given.values },
            overlay: { options, configuration, _ in configuration.exclude += options.exclude }),
        ProjectOption(
            "rule", field: "rules", .pairs, .project, syntax: "<id>=<severity>",
            help: ["error, warning, note or off for one rule."],
            read: { options, given throws(ValueProblem) in
                for (rule, setting) in try given.pairs() {
                    options.rules[rule] = try given.checked(setting, .ruleSetting, name: rule)
                }
            },
            overlay: { options, configuration, _ in configuration.rules.merge(options.rules) { $1 } }),
        ProjectOption(
            "ignore-key", field: "ignoreKeys", .repeatable, .project, syntax: "<glob>", adds: true,
            help: ["Keys no rule reports on."],
            read: { options, given in options.ignoreKeys = given.values },
            overlay: { options, configuration, _ in configuration.ignoreKeys += options.ignoreKeys }),
        ProjectOption(
            "min-coverage", field: "minCoverage", .pairs, .project, syntax: "<lang|*>=<pct>",
            help: ["The percent a language must translate."],
            read: { options, given throws(ValueProblem) in
                for (language, percent) in try given.pairs() {
                    options.minCoverage[language] = try given.checked(percent, .percent, name: language)
                }
            },
            overlay: { options, configuration, _ in
                configuration.minCoverage.merge(
                    options.minCoverage.map { ($0 == "*" ? $0 : LanguageCode.normalize($0), $1) },
                    uniquingKeysWith: { $1 })
            }),
        ProjectOption(
            "do-not-translate", field: "doNotTranslate", .repeatable, .project, syntax: "<term>", adds: true,
            help: ["A term translations keep (glossary)."],
            read: { options, given in options.doNotTranslate = given.values },
            overlay: { options, configuration, _ in configuration.doNotTranslate += options.doNotTranslate }),
        ProjectOption(
            "max-length", field: "maxLength", .pairs, .project, syntax: "<glob>=<n>",
            help: ["The longest translation of matching keys (length-limit)."],
            read: { options, given throws(ValueProblem) in
                for (glob, limit) in try given.pairs() {
                    options.maxLength[glob] = try given.checked(limit, .characterLimit, name: glob)
                }
            },
            overlay: { options, configuration, _ in configuration.maxLength.merge(options.maxLength) { $1 } }),
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
