import Foundation
import Synchronization
import Testing

@testable import SwiftLocaleKit

@Suite struct LanguageChangesTests {
    @Test func emitsCurrentThenEachSwitch() async {
        let kit = TestSupport.kit(preferred: ["en"])
        var iterator = kit.languageChanges.makeAsyncIterator()
        #expect(await iterator.next()?.code == "en")
        kit.setLocale(LocaleKitLanguage(code: "ru"))
        kit.setLocale(LocaleKitLanguage(code: "ru"))  // no change, nothing emitted
        kit.setLocale(LocaleKitLanguage(code: "ja"))
        kit.resetLocale()
        #expect(await iterator.next()?.code == "ru")
        #expect(await iterator.next()?.code == "ja")
        #expect(await iterator.next()?.code == "en")
    }

    @Test func configurationChangesAreAnnounced() async {
        let kit = TestSupport.kit(preferred: ["sv"], defaultLanguage: "de")
        var iterator = kit.languageChanges.makeAsyncIterator()
        #expect(await iterator.next()?.code == "de")
        kit.reconfigure { $0.defaultLanguage = LocaleKitLanguage(code: "fr") }
        #expect(await iterator.next()?.code == "fr")
    }

    @Test func cancelledSubscribersAreRemoved() async {
        let kit = TestSupport.kit(preferred: ["en"])
        let received = Locked<[String]>([])
        let tasks = (0..<3).map { _ in
            Task {
                for await language in kit.languageChanges { received.update { $0.append(language.code) } }
            }
        }
        #expect(await TestSupport.eventually { kit.languageBroadcaster.subscriberCount == 3 })
        #expect(await TestSupport.eventually { received.value.count == 3 })
        kit.setLocale(LocaleKitLanguage(code: "ar"))
        #expect(await TestSupport.eventually { received.value.filter { $0 == "ar" }.count == 3 })
        for task in tasks { task.cancel() }
        for task in tasks { await task.value }
        #expect(await TestSupport.eventually { kit.languageBroadcaster.subscriberCount == 0 })
    }
}
