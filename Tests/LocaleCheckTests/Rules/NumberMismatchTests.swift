import Foundation
import KeyUsage
import LocaleCheckReporting
import LocalizationFormats
import Testing

@testable import LocaleCatalog
@testable import LocaleCheck

@Suite struct NumberMismatchTests {
    let check = NumberMismatch()

    @Test(arguments: [
        ("Free up to 5 GB", "Bis zu 10 GB frei", "de", "the translation has 10 where the development value has 5"),
        (
            "1,000,000 downloads", "2 Millionen Downloads", "de",
            "the translation has 2 where the development value has 1000000"
        ),
        ("Made by the $1", "Gemacht", "de", "the translation does not have the placeholder $1"),
        ("Opens at 12:30", "Öffnet um 12 Uhr", "de", "the translation has 12 where the development value has 1230"),
    ])
    func replacedNumberIsReported(source: String, translation: String, language: String, message: String) {
        #expect(TextPairFixture.problems(check, source, translation, language: language) == [message])
    }

    /// Real translations that write a number as a word: a translation, not a defect.
    @Test(arguments: [
        ("2-digit code", "dvoznamenkasti kod", "hr"),
        ("12 hours", "半天", "zh-Hans"),
        ("Free up to 5 GB", "Bis zu fünf GB frei", "de"),
        ("iOS shows up to four shortcuts.", "iOSでは最大4つのショートカットが表示されます。", "ja"),
        ("Reset Badge", "Ailosod bathodyn i 0", "cy"),
        ("Six updates 2 s apart.", "2秒間隔で6回の更新。", "ja"),
        ("Version 2", "Version 2 (2019)", "de"),
    ])
    func numberWrittenAsAWordIsClean(source: String, translation: String, language: String) {
        #expect(TextPairFixture.problems(check, source, translation, language: language).isEmpty)
    }

    @Test(arguments: [
        ("1,000.5 km", "1.000,5 km", "de"),
        ("1,000 items", "1 000 éléments", "fr"),
        ("1,000.5 km", "١٬٠٠٠٫٥ كم", "ar"),
        ("Step 3", "चरण ३", "hi"),
        ("Pride: 8-Color", "Pride: 八彩", "zh-Hans"),
        ("Step %1$d of %2$d", "Schritt %1$d von %2$d", "de"),
        ("MP3 and H2O", "MP-Drei und Wasser", "de"),
        ("1️⃣ First", "Erstens", "de"),
        ("See https://a.org/123", "Siehe https://a.org/123", "de"),
        ("{{PLURAL:$1|1=Last year|$1 years ago}}", "{{PLURAL:$1|Letztes Jahr|vor $1 Jahren}}", "de"),
        ("{{PLURAL:$1|Article|Articles}} over $2", "Bài viết quá $2", "vi"),
        ("Retrieved $1", "$1dan olingan", "uz"),
        ("more than 40 million articles", "4,000万以上の記事", "ja"),
        ("1,000,000 downloads", "1 Million Downloads", "de"),
        ("under 100 m", "100m altı", "tr"),
    ])
    func sameNumberInTheLanguagesWritingIsClean(source: String, translation: String, language: String) {
        #expect(TextPairFixture.problems(check, source, translation, language: language).isEmpty)
    }

    /// Foundation's format parser reads `$5` as text: a price, a number the translation may write with
    /// its own currency sign, not a translatewiki `$1`; nor are unit conversions or HTML character
    /// references (`&#8217;`) replaced numbers.
    @Test(arguments: [
        ("Upgrade for $5 a month", "Passez à la version supérieure pour 5 $ par mois", "fr"),
        ("Only $4.99", "Nur 4,99 $", "de"),
        ("Save $10 with %@", "Spare 10 € mit %@", "de"),
        ("Costs US$5", "Kostet 5 US-Dollar", "de"),
        ("Within 5 miles", "Im Umkreis von 8 km", "de"),
        ("It is 70 °F", "Es sind 21 °C", "de"),
        ("Weighs 2 lb", "Весит 0,9 кг", "ru"),
        ("Don&#8217;t stop", "Nicht aufh&#246;ren", "de"),
        ("It&#x2019;s here", "C’est ici", "fr"),
    ])
    func pricesConversionsAndCharacterReferencesAreClean(source: String, translation: String, language: String) {
        #expect(TextPairFixture.problems(check, source, translation, language: language).isEmpty)
    }

    /// A price still has its number: one replaced by another is reported, and translatewiki's `$1`… run
    /// from one without a gap, so `$1 / $2` stay placeholders.
    @Test func aReplacedPriceAndAMissingPlaceholderAreStillReported() {
        #expect(
            TextPairFixture.problems(check, "Upgrade for $5", "Upgrade für 7 $", language: "de")
                == ["the translation has 7 where the development value has 5"])
        #expect(
            TextPairFixture.problems(check, "$1 / $2", "$1", language: "de")
                == ["the translation does not have the placeholder $2"])
        #expect(NumberMismatch.dollarPlaceholders(in: "$1 / $2") == ["$1", "$2"])
        #expect(NumberMismatch.dollarPlaceholders(in: "Pay $5") == [])
        #expect(NumberMismatch.dollarPlaceholders(in: "$1 costs $1.99") == [])
        #expect(NumberMismatch.dollarPlaceholders(in: "%1$@ for $1") == [])
        // `%@` for `$1` is placeholder-mismatch's error, not a second finding here.
        #expect(
            TextPairFixture.problems(check, "All $1 cards hidden", "Kuzh an holl %@ kartenn", language: "br").isEmpty)
        #expect(
            TextPairFixture.problems(
                check, "Protected to these levels: $1", "Protégée aux niveaux : %s", language: "fr")
                == ["the translation does not have the placeholder $1"])
        // translatewiki's placeholders touch words and digits (wikipedia-ios's licence text).
        #expect(
            NumberMismatch.dollarPlaceholders(in: "the $1Terms of Use$2 and $3CC BY-SA 3.0$4, $5GFDL$6")
                == ["$1", "$2", "$3", "$4", "$5", "$6"])
        #expect(
            TextPairFixture.problems(
                check, "Add “$1” to a reading list?", "أضف \"$ 1\" إلى قائمة قراءة؟", language: "ar")
                == ["the translation does not have the placeholder $1"])
    }

    @Test func aPluralFormMayLeaveOutTheNumberItsCategoryStandsFor() {
        #expect(TextPairFixture.problems(check, "%d file of 25", "1 файл из 25", language: "ru", form: .one).isEmpty)
        #expect(
            TextPairFixture.problems(check, "%d files of 25", "3 файла из 24", language: "ru", form: .other).count == 1)
    }

    /// The prefilters read the text the user sees (``FormatSegments``' literal text): the `5` of `%-5d`
    /// and the `1` of `%1$@` are no numbers, and a broken specifier's digits (`%50 off`) are.
    @Test func specifierDigitsAreNoNumbersToThePrefilters() {
        #expect(!NumberMismatch.mayHaveNumbers("%-5d files"))
        #expect(!NumberMismatch.mayHaveNumbers("%1$@ and %2$.2f"))
        #expect(NumberMismatch.mayHaveNumbers("Up to %50 off"))
        #expect(!NumberMismatch.numbersMayDiffer("%-5d of 7", "7: %d"))
        #expect(!NumberMismatch.numbersMayDiffer("%-5d files", "%-8d Dateien"))
        #expect(NumberMismatch.numbersMayDiffer("%1$@ costs 2", "%2$@ kostet 1"))
    }

    /// The former prefilter found the `2` of `%2$@` and the `1` of `%1$@` as if they were shown, and
    /// let these through unread; the `50` of a broken `%50 o` was skipped as a specifier's.
    @Test(arguments: [
        ("%1$@ costs 2 %2$@", "%2$@ kostet 1 %1$@", "the translation has 1 where the development value has 2"),
        ("Up to %50 off", "Bis zu %60 Rabatt", "the translation has 60 where the development value has 50"),
    ])
    func numbersBesideSpecifierDigitsAreRead(source: String, translation: String, message: String) {
        #expect(TextPairFixture.problems(check, source, translation, language: "de") == [message])
    }

    @Test func fixtureFiresAtTheTranslationsAndItsTwinIsClean() {
        let lines = TextPairFixture.firingLines(NumberMismatch.self, markers: ["1️⃣", "2️⃣", "3️⃣"])
        #expect(lines.found == lines.expected)
        #expect(TextPairFixture.cleanFindings(NumberMismatch.self).isEmpty)
    }
}
