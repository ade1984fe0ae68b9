import Foundation
import LocalizationFormats

/// Where the user's preferred languages come from. Injectable: tests pass fixed lists or environments.
///
/// The live value reads `Locale.preferredLanguages` on Apple platforms. On Linux, where Foundation
/// always answers `en-001`, it reads the POSIX variables `LANGUAGE` (a colon-separated list),
/// `LC_ALL`, `LC_MESSAGES` and `LANG`, in that order (`de_DE.UTF-8` → `de-DE`; `C` and `POSIX` are ignored).
public struct PreferredLanguages: Sendable {
    private let provide: @Sendable () -> [String]

    /// A provider returning language codes, most preferred first.
    public init(_ provide: @escaping @Sendable () -> [String]) {
        self.provide = provide
    }

    /// The preferred language codes, normalized (`de_DE` → `de-DE`), without duplicates.
    public func codes() -> [String] {
        var seen = Set<String>()
        return provide().map(LanguageCode.normalize).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// A fixed list.
    public static func fixed(_ codes: [String]) -> PreferredLanguages {
        PreferredLanguages { codes }
    }

    /// The POSIX locale variables of `environment`.
    public static func posix(_ environment: [String: String]) -> PreferredLanguages {
        let codes = posixLanguages(in: environment)
        return PreferredLanguages { codes }
    }

    /// The system's preferences (see the type's documentation).
    public static var live: PreferredLanguages {
        #if canImport(Darwin)
            PreferredLanguages { Locale.preferredLanguages }
        #else
            PreferredLanguages { posixLanguages(in: ProcessInfo.processInfo.environment) }
        #endif
    }

    /// `LANGUAGE` (colon list), then the first set of `LC_ALL`, `LC_MESSAGES`, `LANG` (the locale POSIX
    /// uses for messages), as BCP 47 style codes. `C` and `POSIX` name no language and are skipped.
    public static func posixLanguages(in environment: [String: String]) -> [String] {
        let list = (environment["LANGUAGE"] ?? "").split(separator: ":").compactMap { posixCode(String($0)) }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        return list + (locale.flatMap(posixCode).map { [$0] } ?? [])
    }

    /// `de_DE.UTF-8@euro` → `de-DE`; `C`, `POSIX`, `C.UTF-8` → `nil`.
    static func posixCode(_ value: String) -> String? {
        let name = value.prefix { $0 != "." && $0 != "@" }
        guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
        return LanguageCode.normalize(String(name))
    }
}
