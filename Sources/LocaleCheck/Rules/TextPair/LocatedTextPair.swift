import LocaleCatalog
import LocalizationFormats

/// One pair of texts a ``TextPairRule`` compares, with where each side is written and which part
/// of the entry it is.
///
/// Not nested in the generic ``TextPairRule``: a type nested there is generic too, and every rule's
/// array of pairs then looked up its type metadata at run time (~1% of a whole `check`).
struct LocatedTextPair: Sendable {
    /// Which part of an entry a pair is.
    enum Part: Sendable {
        case text
        case format
        case form(PluralCategory, variable: String)
    }

    var pair: TextPair
    var kind: Part
    var location: SourceLocation
    var sourceLocation: SourceLocation

    /// `, form 'one' of 'files'`, `, format`, or empty for a text: written only for a message.
    var part: String {
        switch kind {
        case .text: ""
        case .format: ", format"
        case .form(let category, let variable): ", form '\(category.rawValue)' of '\(variable)'"
        }
    }

    /// The texts of `translated` paired with `original`'s: the two texts; or a plural's format
    /// with the format, and each form with the development form of the same category (else its
    /// `other` form) of the variable of the same name (else the only one). A text and a plural
    /// are not compared (`placeholder-mismatch` looks at those).
    static func pairs(table: String, language: String, _ original: Entry, _ translated: Entry) -> [LocatedTextPair] {
        let comment = original.comment ?? translated.comment
        let sourceLocation = original.valueLocation ?? original.location
        func make(
            _ source: String, _ translation: String, _ kind: Part, _ location: SourceLocation,
            form: PluralCategory? = nil
        ) -> LocatedTextPair {
            LocatedTextPair(
                pair: TextPair(
                    table: table, key: translated.key, source: source, translation: translation, language: language,
                    comment: comment, form: form),
                kind: kind, location: location, sourceLocation: sourceLocation)
        }
        switch (original.translation, translated.translation) {
        case (.text(let source), .text(let translation)):
            return [make(source, translation, .text, translated.valueLocation ?? translated.location)]
        case (.plural(let source), .plural(let translation)):
            var pairs = [make(source.format, translation.format, .format, translated.location)]
            for variable in translation.variables {
                guard
                    let partner = source.variable(named: variable.name)
                        ?? (source.variables.count == 1 && translation.variables.count == 1
                            ? source.variables.first : nil)
                else { continue }
                for (category, form) in variable.forms.sorted(by: { $0.key < $1.key }) {
                    guard let sourceForm = partner.form(for: category) else { continue }
                    pairs.append(
                        make(
                            sourceForm, form, .form(category, variable: variable.name),
                            variable.location ?? translated.location,
                            form: partner.forms[category] == nil ? nil : category))
                }
            }
            return pairs
        default:
            return []
        }
    }
}

/// The text pairs of one language's entries of a table, each entry's with its key: what every
/// text-pair rule compares. The engine works them out once per run (``TableCheck``), not once per rule.
///
/// Entries not translated yet (empty, or in an untranslated state) and entries marked not to be
/// translated have none: they are left to the other rules.
struct LocatedTextPairs: Sendable {
    struct Item: Sendable {
        var key: String
        var pairs: [LocatedTextPair]
    }

    var table: String
    var language: String
    var items: [Item]

    init(table: String, language: String, pairs: [EntryPairs.Pair], context: CheckContext) {
        self.table = table
        self.language = language
        items = pairs.compactMap { pair in
            guard let original = pair.original, original.shouldTranslate, pair.entry.shouldTranslate,
                context.isTranslated(pair.entry)
            else { return nil }
            let located = LocatedTextPair.pairs(table: table, language: language, original, pair.entry)
            return located.isEmpty ? nil : Item(key: pair.key, pairs: located)
        }
    }
}
