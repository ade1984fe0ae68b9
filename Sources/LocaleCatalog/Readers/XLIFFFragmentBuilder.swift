import Foundation
import LocalizationFormats

/// ``XLIFFDocument`` → ``CatalogFragment``.
///
/// Each `<file>` is one table (named from `original`) in two languages:
/// - the target language gets an entry for every unit that has a `<target>`. A unit without one is
///   untranslated: it has **no** entry in the target language (so coverage rules see it missing),
///   but the target language's table still exists.
/// - the source language gets every unit's `<source>` as a *source copy* (see
///   ``CatalogFragment/Unit/isSourceCopy``): it fills keys no file of the source language defines.
///   A `<file>` without `source-language` files them under ``DevelopmentLanguage/undeclared``: they are
///   the development language's, whichever ``Catalog/resolveDevelopmentLanguage(configured:)`` decides.
///   When source and target language are the same, a `<target>` is the entry and no copy is made.
///
/// Units with Xcode plural or variation ids (``XcodePluralID``) are reassembled into one entry per key.
enum XLIFFFragmentBuilder {
    static func fragment(_ document: XLIFFDocument, path: String, diagnostics: [Diagnostic]) -> CatalogFragment {
        var fragment = CatalogFragment(diagnostics: diagnostics)
        fragment.units.reserveCapacity(document.files.reduce(0) { $0 + $1.units.count } * 2)
        for file in document.files {
            add(file, path: path, to: &fragment)
        }
        fragment.sourceLanguage = document.files.lazy.compactMap(\.sourceLanguage).first.map(LanguageCode.normalize)
        return fragment
    }

    /// One `<file>`'s table and languages, as ``add(_:path:to:)`` files its units.
    private struct FileLanguages {
        var table: String
        var source: String
        /// Nil when the file names no target language.
        var target: String?
        /// The target is the source language itself: targets are entries of the source language.
        var sameLanguage: Bool
    }

    private static func add(_ file: XLIFFDocument.File, path: String, to fragment: inout CatalogFragment) {
        let languages = languages(of: file, diagnostics: &fragment.diagnostics)
        fragment.files.append(.init(table: languages.table, language: languages.source, path: path))
        if let target = languages.target, !languages.sameLanguage {
            fragment.files.append(.init(table: languages.table, language: target, path: path))
        }
        var sourceSide = PluralAssembler()
        var targetSide = PluralAssembler()
        let plainIndices = gatherVariations(of: file, source: &sourceSide, target: &targetSide, into: &fragment)
        addPlainUnits(file, at: plainIndices, except: sourceSide, languages, to: &fragment)
        addVariationEntries(source: sourceSide, target: targetSide, languages, to: &fragment)
    }

    private static func languages(of file: XLIFFDocument.File, diagnostics: inout [Diagnostic]) -> FileLanguages {
        var sourceLanguage = file.sourceLanguage.map(LanguageCode.normalize) ?? ""
        let declaresSource = !sourceLanguage.isEmpty
        if !declaresSource {
            // Its sources are the development language's, whichever the catalog resolves (the loader moves them).
            diagnostics.append(
                Diagnostic(
                    .warning, rule: .xliff,
                    "<file original=\"\(file.original)\"> names no source language; its sources are read as the "
                        + "development language's",
                    at: file.location))
            sourceLanguage = DevelopmentLanguage.undeclared
        }
        let declaredTarget = file.targetLanguage.map(LanguageCode.normalize).flatMap { $0.isEmpty ? nil : $0 }
        // A file whose target is the source language itself (Xcode's `en.xcloc`, an `en-US` export of
        // an `en` project) holds the development language, not a translation: its targets are entries
        // of the source language, spelled as `source-language` spells it.
        let sameLanguage =
            declaresSource && (declaredTarget.map { LanguageCode.isSameLanguage($0, sourceLanguage) } ?? false)
        return FileLanguages(
            table: XLIFFOriginal.table(of: file.original), source: sourceLanguage,
            target: sameLanguage ? sourceLanguage : declaredTarget, sameLanguage: sameLanguage)
    }

    /// Hands the units with Xcode variation ids to the two sides' assemblers (and a String Catalog
    /// string's format, the plain unit with its key as id); returns the indices of the plain units.
    private static func gatherVariations(
        of file: XLIFFDocument.File, source sourceSide: inout PluralAssembler, target targetSide: inout PluralAssembler,
        into fragment: inout CatalogFragment
    ) -> [Int] {
        var plainIndices: [Int] = []
        plainIndices.reserveCapacity(file.units.count)
        for index in file.units.indices {
            guard XcodePluralID.looksLikeVariation(file.units[index].id) else {
                plainIndices.append(index)
                continue
            }
            let unit = file.units[index]
            if let id = XcodePluralID(unit.id) {
                sourceSide.add(id, text: unit.source, unit: unit)
                if let target = unit.target { targetSide.add(id, text: target, unit: unit) }
                continue
            }
            fragment.diagnostics.append(
                Diagnostic(
                    .warning, rule: .xliffPlural, "unsupported variation id '\(unit.id)'; read as a plain key",
                    at: unit.location))
            plainIndices.append(index)
        }
        if !sourceSide.isEmpty {
            // A String Catalog string with substitutions: its format is the plain unit with the key as id.
            for index in plainIndices where sourceSide.hasVariations(file.units[index].id) {
                let unit = file.units[index]
                sourceSide.addPlain(key: unit.id, text: unit.source, unit: unit)
                if let target = unit.target { targetSide.addPlain(key: unit.id, text: target, unit: unit) }
            }
        }
        return plainIndices
    }

    /// The plain units (but a variation's format): an entry of the target language for a `<target>`,
    /// a source copy of the `<source>` (unless the target is the source language).
    private static func addPlainUnits(
        _ file: XLIFFDocument.File, at plainIndices: [Int], except sourceSide: PluralAssembler,
        _ languages: FileLanguages, to fragment: inout CatalogFragment
    ) {
        let table = languages.table
        file.units.withUnsafeBufferPointer { units in
            // Fields are read in place: copying each unit out would cost a retain per field.
            for index in plainIndices where sourceSide.isEmpty || !sourceSide.hasVariations(units[index].id) {
                if let targetLanguage = languages.target, let target = units[index].target {
                    let entry = Entry(
                        key: units[index].id, translation: .text(target), comment: units[index].note,
                        location: units[index].location, valueLocation: units[index].targetLocation,
                        state: units[index].state, shouldTranslate: units[index].translate, source: units[index].source)
                    fragment.units.append(.init(table: table, language: targetLanguage, entry: entry))
                    if languages.sameLanguage { continue }
                }
                let copy = Entry(
                    key: units[index].id, translation: .text(units[index].source), comment: units[index].note,
                    location: units[index].location, shouldTranslate: units[index].translate)
                fragment.units.append(
                    .init(table: table, language: languages.source, entry: copy, isSourceCopy: true))
            }
        }
    }

    /// The reassembled entries: the target side's, then the source side's as source copies.
    private static func addVariationEntries(
        source sourceSide: PluralAssembler, target targetSide: PluralAssembler, _ languages: FileLanguages,
        to fragment: inout CatalogFragment
    ) {
        var diagnostics: [Diagnostic] = []
        let targetEntries = languages.target == nil ? [] : targetSide.entries(diagnostics: &diagnostics)
        if let targetLanguage = languages.target {
            for var entry in targetEntries {
                entry.source = nil
                fragment.units.append(.init(table: languages.table, language: targetLanguage, entry: entry))
            }
        }
        let targetKeys = Set(targetEntries.map(\.key))
        for var entry in sourceSide.entries(diagnostics: &diagnostics)
        where !(languages.sameLanguage && targetKeys.contains(entry.key)) {
            entry.state = nil
            entry.valueLocation = nil
            fragment.units.append(
                .init(table: languages.table, language: languages.source, entry: entry, isSourceCopy: true))
        }
        fragment.diagnostics += diagnostics
    }
}
