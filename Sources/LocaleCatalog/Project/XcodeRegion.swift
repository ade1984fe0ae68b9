import LocalizationFormats

/// The language an Xcode region name stands for: `knownRegions`, `developmentRegion` and `.lproj`
/// folder names in projects from before Xcode 4 use English language names (`English.lproj`).
public enum XcodeRegion {
    /// The legacy names Xcode and `CFBundle` accepted, as Apple's "Language and Locale IDs" lists them.
    static let legacyNames: [String: String] = [
        "english": "en", "german": "de", "french": "fr", "japanese": "ja", "spanish": "es", "italian": "it",
        "dutch": "nl", "swedish": "sv", "danish": "da", "finnish": "fi", "norwegian": "nb", "portuguese": "pt",
        "korean": "ko", "russian": "ru", "polish": "pl", "chinese": "zh",
    ]

    /// The language code a region names: `English` → `en`, `zh_Hans` → `zh-Hans`, `Base` → `Base`.
    public static func languageCode(_ region: String) -> String {
        legacyNames[region.lowercased()] ?? LanguageCode.normalize(region)
    }

    /// The codes of `regions` in their order, each once (`English` and `en` are one).
    public static func languageCodes(_ regions: [String]) -> [String] {
        var seen: Set<String> = []
        return regions.map(languageCode).filter { seen.insert($0).inserted }
    }
}
