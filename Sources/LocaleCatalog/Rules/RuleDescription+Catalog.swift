import LocalizationFormats

extension RuleDescription {
    /// The ids the readers, the loader, the configuration, the Xcode project model and the writers of
    /// this module (and `LocalizationFormats`' readers) report, other than the check rules' own.
    package static let catalog: [RuleDescription] = [
        RuleDescription(.io, .error, "A file or folder that cannot be read.", commands: RuleCommand.reading),
        RuleDescription(
            .config, .error, "A localekit.json problem (the command stops, exit 2).", commands: RuleCommand.reading),
        RuleDescription(
            .encoding, .error, "NUL or undecodable bytes: not the text intended.", commands: RuleCommand.reading),
        RuleDescription(
            .stringsdict, .error, "A .stringsdict structure problem (error or warning).",
            commands: RuleCommand.reading),
        RuleDescription(.xml, .error, "XML that libxml2 rejects.", commands: RuleCommand.reading),
        RuleDescription(
            .xmlDoctype, .error, "A DOCTYPE with entity declarations or an external DTD (refused).",
            commands: RuleCommand.reading),
        RuleDescription(.xliff, .warning, "An XLIFF structure problem.", commands: RuleCommand.reading),
        RuleDescription(
            .xliffPlural, .warning, "An XLIFF plural whose parts cannot be assembled as Xcode writes them.",
            commands: RuleCommand.reading),
        RuleDescription(.xcstrings, .error, "A String Catalog structure problem.", commands: RuleCommand.reading),
        RuleDescription(
            .developmentLanguage, .error, "Files of one catalog that declare different development languages.",
            commands: RuleCommand.reading),
        RuleDescription(
            .emptyFile, .warning, "A 0-byte .strings file, which Foundation cannot read.",
            commands: RuleCommand.reading),
        RuleDescription(
            .import, .error, "A translation import refuses, or a file it cannot edit in place.", commands: [.import]),
        RuleDescription(
            .xcodeProject, .note, "What the Xcode project declares, or a problem reading it.",
            commands: RuleCommand.reading),
        RuleDescription(
            .notInTarget, .note, "A language folder or file no target of the project ships (left out).",
            commands: RuleCommand.reading),
        RuleDescription(
            .otherBundle, .note, "Tables another bundle ships, left out of the accessors and usage.",
            commands: [.generate, .usage, .buildPlugin]),
        RuleDescription(
            .missingLanguage, .warning, "A language the project declares has no translation at all.",
            commands: RuleCommand.checking.union([.stats])),
        RuleDescription(
            .undeclaredLanguage, .note, "Translations in a language the project does not declare (not checked).",
            commands: RuleCommand.checking.union([.stats])),
        RuleDescription(
            .mixedRoots, .error, "One table in several localization roots, which one catalog would mix.",
            commands: [.migrate]),
        RuleDescription(
            .droppedComment, .note, "A translator comment a String Catalog cannot hold.", commands: [.migrate]),
        RuleDescription(
            .droppedValue, .note,
            "A value the written files cannot carry: a .strings value a .stringsdict entry hides, a Base table beside the development language's.",
            commands: [.migrate, .export]),
    ]
}
