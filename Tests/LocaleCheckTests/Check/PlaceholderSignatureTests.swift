import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

/// A format's arguments by position: the first placeholder at each, whatever order they come in.
@Suite struct PlaceholderSignatureTests {
    @Test func argumentsInAnyOrderKeepTheirFirstPlaceholder() {
        let signature = PlaceholderSignature(parsing: "%3$@ %1$d %2$f %1$@ %#@count@")
        #expect(signature.positions == [1, 2, 3])
        #expect(signature.byPosition[1]?.spec == "%1$d")
        #expect(signature.byPosition[3]?.spec == "%3$@")
        #expect(signature.byPosition[4] == nil)
        #expect(signature.variables.keys.sorted() == ["count"])
    }

    /// Built in one sort, not one insertion at a time: the same map either way.
    @Test func bulkBuiltMapIsTheInsertedOne() {
        let formats = [
            "%2$@ %1$@ %2$d", "%@ %d %@", "%5$d %5$@ %1$d %4$d %3$d", "%1$@", "", "%3$d %3$d %2$d %2$@ %1$f",
        ]
        for format in formats {
            let placeholders = FormatString(parsing: format).placeholders.filter { $0.variable == nil }
            var inserted = PositionMap()
            for placeholder in placeholders { inserted.insert(placeholder) }
            let bulk = PositionMap(placeholders)
            #expect(bulk.positions == inserted.positions, "\(format)")
            for position in inserted.positions {
                #expect(bulk[position]?.spec == inserted[position]?.spec, "\(format)")
                #expect(bulk[position]?.offset == inserted[position]?.offset, "\(format)")
            }
        }
    }

    /// The screen's shortcut: a translation that writes the reference's placeholders as they are
    /// agrees with it, as the rule's own comparison says.
    @Test func sameSpecsAgree() {
        let pairs: [(reference: String, translation: String, same: Bool)] = [
            ("%1$@ has %2$d", "%1$@ hat %2$d", true),
            ("%@ of %d", "%@ von %d", true),
            ("%@ of %d", "%d von %@", false),  // implicit positions swapped: types differ
            ("%1$@ of %2$d", "%2$d von %1$@", false),  // agrees, but not written the same way
            ("%@", "%@ %@", false),
            ("%d%%", "%d %%", true),  // `%%` is no placeholder
            ("%#@files@ in %@", "%#@files@ in %@", true),
            ("%ld", "%d", false),
        ]
        for (reference, translation, same) in pairs {
            let expected = PlaceholderSignature(parsing: reference)
            let format = PlaceholderSignature.parse(translation)
            let specs = PlaceholderSignature.parse(reference).placeholders.map(\.spec)
            let shortcut = PlaceholderSignature.sameSpecs(format.placeholders, specs)
            #expect(shortcut == same, "\(reference) | \(translation)")
            if shortcut {
                #expect(
                    PlaceholderMismatchRule.textArgumentsAgree(expected, PlaceholderSignature(format)),
                    "\(reference) | \(translation)")
            }
        }
    }

    /// The same on every translated format text of the test corpus.
    @Test func sameSpecsAgreeOnTheCorpus() {
        var shortcuts = 0
        for folder in ["wikipedia-ios", "xcstrings-apps", "xcode-xliff", "swiftgen-app"] {
            let catalog = CatalogLoader().load([TestPaths.corpus + "/" + folder])
            for table in catalog.tables.values {
                guard let reference = table.languages[catalog.developmentLanguage] else { continue }
                for (language, translations) in table.languages where language != catalog.developmentLanguage {
                    for (key, entry) in translations.entries {
                        guard case .text(let value) = entry.translation,
                            case .text(let text)? = reference.entries[key]?.translation,
                            let expected = PlaceholderMismatchRule.textSignature(text)
                        else { continue }
                        let format = PlaceholderSignature.parse(value)
                        let specs = PlaceholderSignature.parse(text).placeholders.map(\.spec)
                        guard format.problems.isEmpty, PlaceholderSignature.sameSpecs(format.placeholders, specs) else {
                            continue
                        }
                        shortcuts += 1
                        #expect(
                            PlaceholderMismatchRule.textArgumentsAgree(expected, PlaceholderSignature(format)),
                            "\(folder) \(key) \(language)")
                    }
                }
            }
        }
        #expect(shortcuts > 1_000)
    }
}
