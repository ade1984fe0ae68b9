/// The variants of a string for different presentation widths: a `.stringsdict` entry whose
/// dictionary is `NSStringVariableWidthRuleType` (width → text).
///
/// ```swift
/// let title = WidthVariants([20: "Fav. Players", 25: "Favorite Players"])
/// title.widest               // "Favorite Players"
/// title.text(fitting: 22)    // "Fav. Players"
/// title.text(fitting: 5)     // "Fav. Players" (narrower than every variant: the narrowest)
/// ```
public struct WidthVariants: Hashable, Sendable {
    /// The text of each width, as the file's keys give it (`"040"` is width 40).
    public var texts: [Int: String]
    /// Where each width's text is (its `<string>` in a `.stringsdict`, its `<target>` in an XLIFF, its
    /// width's key in a String Catalog), where the reader knows it: what a finding about one width points at.
    public var locations: [Int: SourceLocation]

    public init(_ texts: [Int: String] = [:], locations: [Int: SourceLocation] = [:]) {
        self.texts = texts
        self.locations = locations
    }

    /// Where the text of `width` is, when the reader said.
    public func location(of width: Int) -> SourceLocation? {
        locations[width]
    }

    public var isEmpty: Bool { texts.isEmpty }

    /// The widths, narrowest first.
    public var widths: [Int] { texts.keys.sorted() }

    /// The text of the largest width: what a lookup without a width returns.
    public var widest: String? {
        texts.max { $0.key < $1.key }?.value
    }

    /// The variant for a presentation width, by the rule Foundation's
    /// `NSString.variantFittingPresentationWidth(_:)` documents: the variant of the largest width that is not
    /// larger than `width`; when `width` is below every variant's width, the narrowest variant.
    public func text(fitting width: Int) -> String? {
        var best: (width: Int, text: String)?
        var narrowest: (width: Int, text: String)?
        for (variantWidth, text) in texts {
            if variantWidth <= width, variantWidth > (best?.width ?? Int.min) { best = (variantWidth, text) }
            if variantWidth < (narrowest?.width ?? Int.max) { narrowest = (variantWidth, text) }
        }
        return (best ?? narrowest)?.text
    }

    /// The width a `.stringsdict` key names: decimal digits only (leading zeros allowed), as the keys
    /// of `NSStringVariableWidthRuleType` are written; `nil` for anything else.
    public static func width(ofKey key: String) -> Int? {
        guard !key.isEmpty, key.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return Int(key)
    }
}
