/// What a ``TranslatedEntryUse/screened`` rule asks the engine's translation screen to keep beyond what every
/// screened rule shares (extra keys, empty values, arguments, formats): declared in the rule's own
/// file, so that the screen never names a rule.
public struct ScreenNeeds: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Texts equal to the reference's (`untranslated`).
    public static let textsEqualToReference = ScreenNeeds(rawValue: 1 << 0)
    /// Texts that other keys share (`inconsistent-translation`).
    public static let sharedTexts = ScreenNeeds(rawValue: 1 << 1)
    /// The lock's record of the table, to find translations of changed sources (`source-changed`).
    public static let lockedSources = ScreenNeeds(rawValue: 1 << 2)
}
