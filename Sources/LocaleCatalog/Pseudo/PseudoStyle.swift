/// A pseudo-language, with the codes Android uses for them.
public enum PseudoStyle: String, Sendable, CaseIterable {
    /// `en-XA`: accented letters, about 40% longer, between brackets: `[Ŝéţţîñĝš one two]`.
    case accented
    /// `ar-XB`: right to left, each word in right-to-left override marks, the whole text in
    /// right-to-left marks.
    case bidi

    /// The language code of the pseudo-language's tables.
    public var languageCode: String {
        switch self {
        case .accented: "en-XA"
        case .bidi: "ar-XB"
        }
    }

    /// The language whose plural rules the pseudo-language follows.
    var pluralLanguage: String {
        switch self {
        case .accented: "en"
        case .bidi: "ar"
        }
    }
}
