import LocalizationFormats

/// Catalog → one ``XLIFFDocument`` per language, as Xcode exports them.
///
/// Each table becomes a `<file original="<dev>.lproj/<Table>.strings">` for its texts and, when it has
/// plurals, a `…/<Table>.stringsdict` file whose units carry Xcode's stringsdict ids (plus a
/// `translate="no"` unit for each variable's `NSStringFormatValueTypeKey`). Units cover the keys of the
/// development language and of the exported language, sorted; the source is the development
/// language's text (the exported language's own when the development language lacks the key); the
/// target is present only when the exported language has the key. The note is the exported
/// language's comment, else the development language's. Device variants become `KEY|==|device.NAME`
/// units; a variable-width entry (in either language) goes to the `.stringsdict` file as one
/// ``XcodePluralID/stringsdictWidth(key:width:)`` unit per width either language has.
enum XLIFFExportBuilder {
    static func document(_ catalog: Catalog, language: String) -> XLIFFDocument {
        let developmentLanguage = catalog.developmentLanguage
        // The language whose plural rules the forms are for (`Base` is the development language).
        let rulesLanguage = language == "Base" ? developmentLanguage : language
        var document = XLIFFDocument()
        for name in catalog.tableNames {
            guard let table = catalog.tables[name] else { continue }
            let source = table.reference(developmentLanguage: developmentLanguage)?.entries ?? [:]
            let target = table.languages[language]?.entries ?? [:]
            guard !source.isEmpty || table.languages[language] != nil else { continue }
            let keys = Set(source.keys).union(target.keys).sorted {
                $0.precedesByScalars($1)
            }
            var texts: [XLIFFDocument.Unit] = []
            var plurals: [XLIFFDocument.Unit] = []
            for key in keys {
                let sourceEntry = source[key]
                let targetEntry = target[key]
                guard let reference = sourceEntry ?? targetEntry else { continue }
                let note = targetEntry?.comment ?? sourceEntry?.comment
                let translate = reference.shouldTranslate
                switch (sourceEntry?.translation ?? reference.translation, targetEntry?.translation) {
                case (.text, _)
                where !(sourceEntry?.widthVariants.isEmpty ?? true) || !(targetEntry?.widthVariants.isEmpty ?? true):
                    plurals += widthUnits(key, sourceEntry ?? reference, targetEntry, note, translate)
                case (.text, _)
                where !(sourceEntry?.deviceVariants ?? [:]).isEmpty || !(targetEntry?.deviceVariants ?? [:]).isEmpty:
                    texts += deviceUnits(key, sourceEntry ?? reference, targetEntry, note, translate)
                case (.text(let sourceText), .text(let targetText)):
                    texts.append(unit(key, sourceText, targetText, note, targetEntry?.state, translate))
                case (.text(let sourceText), nil):
                    texts.append(unit(key, sourceText, nil, note, nil, translate))
                case (.plural(let sourcePlural), .plural(let targetPlural)):
                    plurals += pluralUnits(
                        key, sourcePlural, targetPlural, note, targetEntry?.state, translate, language: rulesLanguage)
                case (.plural(let sourcePlural), nil):
                    plurals += pluralUnits(key, sourcePlural, nil, note, nil, translate, language: rulesLanguage)
                case (.text, .plural(let targetPlural)):
                    plurals += pluralUnits(
                        key, targetPlural, targetPlural, note, targetEntry?.state, translate, language: rulesLanguage)
                case (_, .text(let targetText)):
                    texts.append(unit(key, targetText, targetText, note, targetEntry?.state, translate))
                }
            }
            func original(_ pathExtension: String) -> String {
                XLIFFOriginal.original(
                    table: name, developmentLanguage: developmentLanguage, pathExtension: pathExtension)
            }
            if !texts.isEmpty || plurals.isEmpty {
                document.files.append(file(original("strings"), developmentLanguage, language, texts))
            }
            if !plurals.isEmpty {
                document.files.append(file(original("stringsdict"), developmentLanguage, language, plurals))
            }
        }
        return document
    }

    private static let nowhere = SourceLocation(file: "")

    private static func file(_ original: String, _ source: String, _ target: String, _ units: [XLIFFDocument.Unit])
        -> XLIFFDocument.File
    {
        XLIFFDocument.File(
            original: original, sourceLanguage: source, targetLanguage: target, units: units, location: nowhere)
    }

    private static func unit(
        _ id: String, _ source: String, _ target: String?, _ note: String?, _ state: String?, _ translate: Bool
    ) -> XLIFFDocument.Unit {
        XLIFFDocument.Unit(
            id: id, source: source, target: target, note: note, state: target == nil ? nil : state,
            translate: translate, location: nowhere)
    }

    /// `KEY|==|device.NAME` units, one per device either language varies by.
    private static func deviceUnits(
        _ key: String, _ source: Entry, _ target: Entry?, _ note: String?, _ translate: Bool
    ) -> [XLIFFDocument.Unit] {
        func text(_ translation: Translation?) -> String? {
            if case .text(let value) = translation { return value }
            return nil
        }
        let sourceDefault = text(source.translation) ?? ""
        let devices = Set(source.deviceVariants.keys).union(target?.deviceVariants.keys.map { $0 } ?? []).sorted()
        return devices.map { device in
            let targetText = target.flatMap { text($0.deviceVariants[device]) }
            let sourceText = text(source.deviceVariants[device]) ?? sourceDefault
            let id = XcodePluralID.catalogDevice(key: key, device: device).id
            return unit(id, sourceText, targetText, note, target?.state, translate)
        }
    }

    /// `/KEY:dict/NSStringVariableWidthRuleType:dict/WIDTH:dict/:string` units, one per width either
    /// language has. A side without that width gives the variant that fits it (a plain text: its text); the
    /// target is absent only when the exported language lacks the key or has other widths only.
    private static func widthUnits(
        _ key: String, _ source: Entry, _ target: Entry?, _ note: String?, _ translate: Bool
    ) -> [XLIFFDocument.Unit] {
        func text(_ entry: Entry, width: Int) -> String? {
            if entry.widthVariants.isEmpty, case .text(let value) = entry.translation { return value }
            return entry.widthVariants.text(fitting: width)
        }
        let widths = Set(source.widthVariants.widths).union(target?.widthVariants.widths ?? []).sorted()
        return widths.map { width in
            let targetText = target.flatMap { target in
                target.widthVariants.isEmpty ? text(target, width: width) : target.widthVariants.texts[width]
            }
            let id = XcodePluralID.stringsdictWidth(key: key, width: width).id
            return unit(id, text(source, width: width) ?? "", targetText, note, target?.state, translate)
        }
    }

    private static func pluralUnits(
        _ key: String, _ source: PluralTranslation, _ target: PluralTranslation?, _ note: String?, _ state: String?,
        _ translate: Bool, language: String
    ) -> [XLIFFDocument.Unit] {
        var units = [
            unit(XcodePluralID.stringsdictFormat(key: key).id, source.format, target?.format, note, state, translate)
        ]
        var names = source.variables.map(\.name)
        for variable in target?.variables ?? [] where !names.contains(variable.name) { names.append(variable.name) }
        for name in names {
            let sourceVariable = source.variable(named: name)
            let targetVariable = target?.variable(named: name)
            if let valueType = targetVariable?.valueType ?? sourceVariable?.valueType {
                let id = XcodePluralID.stringsdictValueType(key: key, variable: name).id
                units.append(unit(id, valueType, target == nil ? nil : valueType, nil, nil, false))
            }
            // Every category the language's counts of this type reach (`few` in Czech, `few` and `many` in
            // Russian and Polish), as `plural-missing-category` asks for them, beside the files' own.
            let kind = (targetVariable ?? sourceVariable)?.argumentKind ?? .integer
            let categories = Set((sourceVariable?.forms.keys).map(Array.init) ?? [])
                .union((targetVariable?.forms.keys).map(Array.init) ?? [])
                .union(PluralRules.selectableCategories(for: language, argument: kind)).sorted()
            for category in categories {
                let targetForm = targetVariable?.forms[category]
                let sourceForm =
                    sourceVariable?.form(for: category) ?? targetForm ?? ""
                let id = XcodePluralID.stringsdictForm(key: key, variable: name, category: category).id
                units.append(unit(id, sourceForm, targetForm, nil, state, translate))
            }
        }
        return units
    }
}
