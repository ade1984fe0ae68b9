import LocalizationFormats

/// One `{{…}}` tag as the tokenizer found it.
struct MustacheTag: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `{{name}}` (escaped), `{{{name}}}` or `{{&name}}` (raw).
        case variable(escaped: Bool)
        /// `{{#name}}`
        case section
        /// `{{^name}}`
        case invertedSection
        /// `{{/name}}`
        case close
        /// `{{! … }}`
        case comment
        /// `{{>name}}`
        case partial
        /// `{{<name}}`
        case parent
        /// `{{$name}}`
        case block
        /// `{{=<% %>=}}`
        case setDelimiters
    }

    var kind: Kind
    var name: String
    var location: SourceLocation

    /// Interpolations print something at their position, so a line holding one is never standalone.
    var canBeStandalone: Bool {
        if case .variable = kind { return false }
        return true
    }

    /// Tags that open a section that a `{{/name}}` closes.
    var opensSection: Bool {
        switch kind {
        case .section, .invertedSection, .parent, .block: true
        default: false
        }
    }
}
