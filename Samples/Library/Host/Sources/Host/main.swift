import GreetingKit
import SwiftLocaleKit

// The app's own tables decide which languages it offers; the library has en and de, so in French
// its strings fall back to its development language while the app's are French.
LocaleKit.configure(bundle: .module, selectionStore: .inMemory())

for code in ["en", "de", "fr"] {
    LocaleKit.shared.setLocale(LocaleKitLanguage(code: code)) {
        print("== \(code)")
        print(L10n.title)
        print(Greetings.welcome("Ada"))
        print(Greetings.retry)
    }
}
