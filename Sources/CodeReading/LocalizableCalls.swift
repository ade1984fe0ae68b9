import SwiftSourceScanner

/// The calls whose literal argument Xcode extracts, by the shape of the call (SwiftUI's and
/// Foundation's `LocalizedStringKey`, `LocalizedStringResource` and `String.LocalizationValue`
/// parameters): the SwiftUI and App Intents part of the one call table (``LocalizedCallTable`` holds
/// the `NSLocalizedString`-shaped calls). The module's own localized parameters come from its
/// ``DeclarationIndex``.
package enum LocalizableCalls {
    /// Views and scenes whose first unlabelled argument is a `LocalizedStringKey` title.
    package static let views: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Picker", "Section", "Link", "Menu", "TextField", "SecureField",
        "Stepper", "DatePicker", "MultiDatePicker", "ColorPicker", "ProgressView", "LabeledContent",
        "NavigationLink", "DisclosureGroup", "GroupBox", "ControlGroup", "Gauge", "Tab", "TableColumn",
        "WindowGroup", "Window", "MenuBarExtra", "CommandMenu", "ContentUnavailableView", "Slider", "ShareLink",
        "LocalizedStringKey", "LocalizedStringResource",
        // App Intents: `IntentDialog("…")`, `IntentDescription("…")` take a `LocalizedStringResource`.
        "IntentDialog", "IntentDescription",
    ]

    /// App Intents' initializers (and the `@Parameter` attribute) whose labelled arguments are
    /// `LocalizedStringResource`s; also the labels of an implicit `.init(…)` of these types.
    static let labeledInitializers: [String: Set<String>] = [
        "AppShortcut": ["shortTitle"], "Parameter": ["title", "description"],
        "DisplayRepresentation": ["title", "subtitle"], "TypeDisplayRepresentation": ["name", "numericFormat"],
    ]

    /// Modifiers whose first unlabelled argument is a `LocalizedStringKey`.
    static let modifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "navigationBarTitle", "help", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "alert", "confirmationDialog", "badge", "fileDialogMessage",
        "fileDialogConfirmationLabel", "LocalizationValue",
    ]

    /// Modifiers whose localized argument has a label.
    static let labeledModifiers: [String: String] = [
        "accessibilityAction": "named", "searchable": "prompt", "navigationBarTitle": "title",
        // App Intents' `.result(dialog: "…")`: an `IntentDialog`.
        "result": "dialog",
    ]

    /// `String(localized:)`, `AttributedString(localized:)`.
    static let localizedInitializers: Set<String> = ["String", "AttributedString"]

    /// The labels that make `.init("…", …)` a `LocalizedStringResource` or `String.LocalizationValue`.
    static let resourceLabels: Set<String> = ["defaultValue", "table", "comment"]
}
