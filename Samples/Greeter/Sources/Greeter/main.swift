import SwiftLocaleKit

// Greeter: the same few messages in every language the app ships, switched at run time.
// Every user-visible string comes from the accessors that LocaleKitPlugin generates from
// Resources/*.lproj (Localizable table) and Localizations/*.xliff (Menu table) on each build.

// Look tables up in this module's resources, and keep the language choice in memory (a real app keeps
// the default store, which remembers the choice across launches).
LocaleKit.configure(bundle: .module, selectionStore: .inMemory())

let languages = ["en", "de", "ru", "ar", "ja", "zh-Hans"]
// Pseudo-languages, accented and longer (en-XA) and right to left (ar-XB), to find truncation and
// hard-coded text before translators start. Written beside each table's own files by
// `localekit pseudo Sources/Greeter/Resources --style accented --style bidi --output Sources/Greeter/Resources`
// and the same for `Sources/Greeter/Localizations` (the Menu table, from XLIFF).
let pseudoLanguages = ["en-XA", "ar-XB"]
let counts = [0, 1, 2, 5, 21]

for code in languages + pseudoLanguages {
    LocaleKit.shared.setLocale(LocaleKitLanguage(code: code)) {
        print("== \(code): \(L10n.Language.name) (isRTL: \(LocaleKit.shared.isRTL))")
        print(L10n.greeting("Ada"))
        print(L10n.File.saved("report.pdf", "Downloads"))
        print([L10n.Menu.settings, L10n.Menu.language, L10n.Menu.quit].joined(separator: " | "))
        for count in counts {
            print("\(count): \(L10n.Inbox.unread(count))")
        }
        print("1.5: \(L10n.Distance.walked(1.5))")
        print()
    }
}
