import CatalogSync
import CodeReading
import Testing

/// How interpolations and implicit `.init(…)` calls are typed from what the sources say for sure:
/// the declaration in scope, member chains through the module's types, the declared type of the body
/// a value is returned from. Each fixture is the shape of a real pattern from the corpus apps.
@Suite struct StringExtractionTypingTests {
    func keys(_ text: String) -> [String] { StringExtraction.extract(text: text).strings.map(\.key) }
    func undeterminable(_ text: String) -> [String] {
        StringExtraction.extract(text: text).undeterminable.map { $0.pieces.joined(separator: "\\(…)") }
    }

    /// CotEditor's `processMessage(_ count: Int)`: the parameter hides the module's other `count`s.
    @Test func aParameterHidesTheModulesOtherDeclarations() {
        let text = """
            struct Progress { var count: Double }
            extension Action {
                func processMessage(_ count: Int) -> LocalizedStringResource {
                    switch self {
                        case .find: .init("\\(count) matches found.", table: "TextFind")
                    }
                }
            }
            func other() { Text("\\(count) left") }
            """
        #expect(keys(text) == ["%lld matches found."])
        #expect(undeterminable(text) == ["\\(…) left"])
    }

    /// CotEditor's settings porting: `if let names = self.includedTypes[.themes]` of a `[Types: [String]]`.
    @Test func aBindingFromADictionarySubscriptCountsAsInt() {
        let text = """
            struct Port: View {
                var includedTypes: [Types: [String]]
                var names: Set<Int>?
                var body: some View {
                    if let names = self.includedTypes[.themes], !names.isEmpty {
                        Text("\\(names.count) custom themes", tableName: "SettingsPorting")
                    }
                }
            }
            struct Other { var count: Double }
            """
        #expect(keys(text) == ["%lld custom themes"])
    }

    /// CotEditor's inspectors: `self.items.count` of `[Item]`, `self.model.items.count` where
    /// `@State var model = Model()`.
    @Test func memberChainsFollowTheDeclaredTypes() {
        let text = """
            struct Lines: View {
                @State var items: [Item] = []
                var body: some View { Text("Found \\(self.items.count) line endings") }
            }
            struct Characters: View {
                final class Model { var items: [Item] = [] }
                @State var model = Model()
                var body: some View { Text("Found \\(self.model.items.count) incompatible characters.") }
            }
            struct Meter { var count: Double }
            """
        #expect(keys(text) == ["Found %lld line endings", "Found %lld incompatible characters."])
    }

    /// LinearMouse's delete alerts: `c ? NSLocalizedString(…) : name` and `x ?? NSLocalizedString(…)` are `String`s.
    @Test func ternariesAndNilCoalescingTakeTheKnownBranch() {
        let text = """
            func alert() -> Alert {
                let displayName = selected.isEmpty ? NSLocalizedString("All Displays", comment: "") : selected
                return Alert(message: Text("This will delete all settings for \\"\\(displayName)\\"."))
            }
            func other(flag: Bool, n: Int) {
                let maybe = flag ? n : nil
                Text("\\(maybe) maybe")
            }
            """
        #expect(keys(text) == ["All Displays", "This will delete all settings for \"%@\"."])
        #expect(undeterminable(text) == ["\\(…) maybe"])
    }

    /// A name a pattern, a closure or a `for` binds is unknown there, even when an outer one is typed.
    @Test func patternAndClosureBindingsHideOuterDeclarations() {
        let text = """
            func f(count: Int, items: [Entry]) {
                switch state {
                case .some(let count): Text("\\(count) pattern")
                }
                items.forEach { count in Text("\\(count) closure") }
                for count in items { Text("\\(count) loop") }
                Text("\\(count) parameter")
            }
            """
        #expect(keys(text) == ["%lld parameter"])
        #expect(undeterminable(text) == ["\\(…) pattern", "\\(…) closure", "\\(…) loop"])
    }

    /// LinearMouse's scrolling presets: `var presentation: Presentation { switch self { case .a: return
    /// .init(title: "…") } }` where `Presentation`'s `title` is a `LocalizedStringKey`, though other
    /// types of the module declare `title` as a `String`.
    @Test func implicitInitializersTakeTheLabelsOfTheReturnedType() {
        let text = """
            enum Preset {
                struct Presentation {
                    var title: LocalizedStringKey
                    var subtitle: LocalizedStringKey
                    var showsEditableBadge = false
                }
                var presentation: Presentation {
                    switch self {
                    case .linear:
                        return .init(title: "Linear", subtitle: "Direct and immediate.")
                    case .custom:
                        return .init(
                            title: "Custom",
                            subtitle: "Fine-tune it.",
                            showsEditableBadge: true
                        )
                    }
                }
                var closure: Presentation { make { return .init(title: "In a closure", subtitle: "no") } }
            }
            struct Window { var title: String }
            struct Note { var title: String; var subtitle: String }
            func note() -> Note { .init(title: "Not localized", subtitle: "no") }
            """
        #expect(keys(text) == ["Linear", "Direct and immediate.", "Custom", "Fine-tune it."])
    }

    /// LinearMouse's button mappings: `rows.append(.init(id: "short", label: "Short press:", …))` where
    /// `var rows = [ActionRow]()` and `ActionRow.label` is a `LocalizedStringKey?`.
    @Test func implicitInitializersAppendedToATypedArray() {
        let text = """
            struct Item: View {
                var label: String
                private var actionRows: [ActionRow] {
                    var rows = [ActionRow]()
                    if let action = outcomes?.shortPress {
                        rows.append(.init(id: "short", label: "Short press:", action: action))
                    }
                    return rows
                }
                private struct ActionRow: Identifiable {
                    var id: String
                    var label: LocalizedStringKey?
                    var action: Action
                }
            }
            """
        #expect(keys(text) == ["Short press:"])
    }

    /// `Model()` is a `Model` only when the module declares no `init?` for it.
    @Test func aFailableInitializerLeavesTheTypeUnknown() {
        let text = """
            struct Parsed { var items: [Int]; init?(text: String) { nil } }
            struct Meter { var count: Double }
            struct View1 {
                let parsed = Parsed()
                var body: some View { Text("\\(self.parsed.items.count) parsed") }
            }
            """
        #expect(keys(text) == [])
        #expect(undeterminable(text) == ["\\(…) parsed"])
    }

    /// IceCubes' App Intents: `@Parameter(title:)`, `IntentDialog("…")`, `.result(dialog:)`,
    /// `AppShortcut(shortTitle:)`, `IntentDescription`/`TypeDisplayRepresentation` properties and an
    /// `AppEnum`'s `[Case: DisplayRepresentation]` literal, plain or `.init(title:)`.
    @Test func appIntentsParametersAndRepresentations() {
        let text = """
            struct PostIntent: AppIntent {
                static let title: LocalizedStringResource = "Send post to Mastodon"
                static let description: IntentDescription = "Send a text post"
                @Parameter(title: "Post content", requestValueDialog: IntentDialog("Content of the post"))
                var content: String
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    return .result(dialog: "An error occured")
                }
            }
            enum Visibility: AppEnum {
                public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Visibility"
                static var caseDisplayRepresentations: [Visibility: DisplayRepresentation] {
                    [.pub: "Public", .priv: .init(title: "Followers Only")]
                }
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: PostIntent(), phrases: ["Post in \\(.applicationName)"], shortTitle: "Compose a post")
                }
            }
            """
        #expect(
            Set(keys(text)) == [
                "Send post to Mastodon", "Send a text post", "Post content", "Content of the post", "An error occured",
                "Visibility", "Public", "Followers Only", "Compose a post",
            ])
    }

    /// IceCubes' `instanceFetchError = "account.add.error.instance-not-supported"` where
    /// `@State private var instanceFetchError: LocalizedStringKey?`; a `String` property's is not.
    @Test func aLiteralAssignedToALocalizedProperty() {
        let text = """
            struct AddAccount: View {
                @State private var instanceFetchError: LocalizedStringKey?
                @State private var instanceName: String = ""
                func fetch() {
                    instanceFetchError = "account.add.error.instance-not-supported"
                    instanceName = "mastodon.social"
                    self.instanceFetchError = "account.add.error.other"
                }
            }
            """
        #expect(keys(text) == ["account.add.error.instance-not-supported", "account.add.error.other"])
    }

    /// DuckDuckGo's `Text("\\(UserText.lastChecked): \\(lastChecked)")`: `static let lastChecked =
    /// NSLocalizedString(…)` is a `String`, and so is a ternary of a declared `-> String` function and a literal.
    @Test func aStaticMemberInitializedByNSLocalizedString() {
        let text = """
            enum UserText {
                static let lastChecked = NSLocalizedString("settings.last.checked", value: "Last checked", comment: "")
            }
            struct About: View {
                func formatted(_ date: Date?) -> String { "" }
                var body: some View {
                    let lastChecked = isIdle ? formatted(date) : "-"
                    return Text("\\(UserText.lastChecked): \\(lastChecked)")
                }
            }
            """
        #expect(keys(text) == ["settings.last.checked", "%@: %@"])
    }

    /// IceCubes' `if let appVersion = Bundle.main.infoDictionary?["…"] as? String` and
    /// `TitleInputView`'s bare `title` (its own `@Binding var title: String`; other types' `title`s differ).
    @Test func castsAndTheEnclosingTypesOwnMembers() {
        let text = """
            struct Settings: View {
                var body: some View {
                    if let appVersion = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String {
                        Text("settings.section.app.footer \\(appVersion)")
                    }
                }
            }
            private struct TitleInputView: View {
                @Binding var title: String
                var warningText: LocalizedStringKey {
                    return "\\(title) add-tag-groups.edit.title.field.warning.already-exists"
                }
            }
            struct Group { var title: Int }
            func report() {
                do { try run() } catch { Text("Failed: \\(error)") }
            }
            struct Failure { var error: String }
            """
        #expect(
            keys(text) == [
                "settings.section.app.footer %@", "%@ add-tag-groups.edit.title.field.warning.already-exists",
            ])
        #expect(undeterminable(text) == ["Failed: \\(…)"])
    }

    /// DuckDuckGo's `importSummaryRow(text: "Duplicates Skipped:", comment: "…")`: a `comment:` of the
    /// module's own function is an ordinary argument (Xcode's catalog has no comment); SwiftUI's is the comment.
    @Test func aModuleFunctionsCommentArgumentIsNotTheComment() {
        let text = """
            private func importSummaryRow(text: LocalizedStringKey, comment: StaticString, count: Int?) -> some View {
                Text(text, comment: comment)
            }
            let a = importSummaryRow(text: "Duplicates Skipped:", comment: "Skipped during import.", count: 1)
            let b = Text("Bookmarks:", comment: "A row title.")
            """
        let strings = StringExtraction.extract(text: text).strings
        #expect(strings.map(\.key) == ["Duplicates Skipped:", "Bookmarks:"])
        #expect(strings.map(\.comment) == [nil, "A row title."])
    }
}

extension StringExtractionTypingTests {
    /// Cork's alerts: `case .couldNotLoadCertainPackage(let offendingPackage, let url, _)` binds the
    /// associated values the enum case declares (`String`, `URL`); Xcode wrote
    /// `action.reveal-certain-file-in-finder-%@`. A case two enums declare with other types stays unknown.
    @Test func aPatternBindsTheEnumCasesAssociatedTypes() {
        let text = """
            enum DisplayableAlert { case couldNotLoadCertainPackage(String, URL, failureReason: String), other(Int) }
            enum Kind { case shared(Int) }
            enum Other { case shared(String) }
            struct ContentView: View {
                var body: some View {
                    switch alert {
                    case .couldNotLoadCertainPackage(let offendingPackage, _, let reason):
                        Text("action.reveal-certain-file-in-finder-\\(offendingPackage)")
                        Text("reason \\(reason)")
                    case let .shared(value):
                        Text("shared \\(value)")
                    case .success(let value):
                        Text("done \\(value)")
                    }
                }
            }
            """
        #expect(keys(text) == ["action.reveal-certain-file-in-finder-%@", "reason %@"])
        #expect(undeterminable(text) == ["shared \\(…)", "done \\(…)"])
    }

    /// Pearcleaner's `Text("\(count) file\(count == 1 ? "" : "s")")`: two string literals are a
    /// `String`; Xcode wrote `%lld file%@`.
    @Test func aTernaryOfTwoStringLiteralsIsAString() {
        let text = """
            func row(count: Int) { Text("\\(count) file\\(count == 1 ? "" : "s")") }
            """
        #expect(keys(text) == ["%lld file%@"])
    }
}

extension StringExtractionTypingTests {
    /// boring.notch's `Text(" – \(Defaults[.customVisualizers].count)")`: a `count` of a package's
    /// value is an `Int` when the module declares no other `count` (Xcode wrote ` – %lld`); through
    /// `?.` it is an optional, and with a module's `count: Double` it is not settled.
    @Test func aCountOfAnotherModulesValueIsAnInt() {
        #expect(keys(#"func f() { Text(" – \(Defaults[.customVisualizers].count)") }"#) == [" – %lld"])
        #expect(keys(#"func f() { Text("\(items?.count) items") }"#) == [])
        let declared = #"struct Progress { var count: Double }; func f() { Text("\(store.items.count) items") }"#
        #expect(keys(declared) == [])
    }

    /// boring.notch's `Text(c ? "High" : d ? "Medium" : "Low")`: Xcode extracts all three.
    @Test func aNestedTernaryGivesEveryLiteral() {
        let text = #"func f() { Text(level == 100 ? "High" : level == 200 ? "Medium" : "Low") }"#
        #expect(keys(text) == ["High", "Medium", "Low"])
        // Pearcleaner's `.help(isHidden ? "Show page" : (isStartupPage ? "Cannot hide…" : "Hide page"))`.
        let parenthesized =
            #"func f() { Text("A").help(isHidden ? "Show page" : (isStartup ? "Cannot hide" : "Hide page")) }"#
        #expect(keys(parenthesized) == ["A", "Show page", "Cannot hide", "Hide page"])
    }
}

extension StringExtractionTypingTests {
    /// CotEditor's `#Preview { Label(title: { Text("partiallyAvailable") }, …) }`: Xcode extracts
    /// nothing from a `#Preview` body (its catalog has none of these labels); `#if DEBUG` code and a
    /// `PreviewProvider` it does read.
    @Test func nothingIsExtractedFromAPreview() {
        let text = """
            struct StatusView: View { var body: some View { Text("Shown") } }
            #Preview {
                VStack { Text("partiallyAvailable"); LabeledContent("None:", optional: nil) }
            }
            #if DEBUG
            struct StatusView_Previews: PreviewProvider { static var previews: some View { Text("Debug") } }
            #endif
            """
        #expect(keys(text) == ["Shown", "Debug"])
    }
}

extension StringExtractionTypingTests {
    /// Cork: `case a(String), couldNotLoadCertainPackage(String, URL, failureReason: String)` (one
    /// `case` of several), and `package.name(withPrecision: .precise)`, a method the module declares
    /// `-> String` (Xcode wrote `action.uninstall-%@`).
    @Test func aCaseListAndAMethodsDeclaredResult() {
        let text = """
            enum DisplayableAlert { case other(Int), couldNotLoadCertainPackage(String, URL, failureReason: String) }
            protocol Named { func name(withPrecision precision: Precision) -> String }
            func alert(_ alert: DisplayableAlert, package: BrewPackage) {
                switch alert {
                case .couldNotLoadCertainPackage(let offendingPackage, _, _):
                    Text("alert.fatal-\\(offendingPackage)-prevented-loading.title")
                default:
                    Text("action.uninstall-\\(package.name(withPrecision: .precise))")
                }
            }
            """
        #expect(keys(text) == ["alert.fatal-%@-prevented-loading.title", "action.uninstall-%@"])
    }
}

extension StringExtractionTypingTests {
    /// Pearcleaner: `Text("Sort by \(sortOption.rawValue)")` of an `enum SortOption: String`, and
    /// `SearchSensitivityLevel.strict.description` (a case, then the enum's `description: String`).
    @Test func anEnumsRawValueAndACasesMembers() {
        let text = """
            enum SortOption: String, CaseIterable { case name, size }
            enum SearchSensitivityLevel: Int { case strict, deep
                var description: String { "…" }
            }
            struct Sorting: View {
                var sortOption: SortOption
                var body: some View {
                    Text("Sort by \\(sortOption.rawValue)")
                    Text("Strict – \\(SearchSensitivityLevel.strict.description)")
                }
            }
            """
        #expect(keys(text) == ["Sort by %@", "Strict – %@"])
    }
}

extension StringExtractionTypingTests {
    /// Cork's `enum OutdatedPackageListBoxViewType: LocalizedStringKey { case managedOnly … }` and
    /// `enum LabelType: LocalizedStringKey { case performMaintenance = "navigation.menu.maintenance.perform" }`:
    /// Xcode extracts each raw value, the name when none is written; a `String` enum's it does not.
    @Test func theRawValuesOfALocalizedEnum() {
        let text = """
            public enum OutdatedPackageListBoxViewType: LocalizedStringKey {
                /// Only managed packages
                case managedOnly
                case bothManagedAndUnmanaged, unmanagedOnly
                var symbol: String { switch self { case .managedOnly: "a" default: "b" } }
            }
            enum LabelType: LocalizedStringKey {
                case openMaintenanceSheet = "start-page.open-maintenance"
                case performMaintenance = "navigation.menu.maintenance.perform"
            }
            enum Stage: String { case linking = "update-packages.detail-stage.linking" }
            """
        #expect(
            keys(text) == [
                "managedOnly", "bothManagedAndUnmanaged", "unmanagedOnly", "start-page.open-maintenance",
                "navigation.menu.maintenance.perform",
            ])
    }
}

extension StringExtractionTypingTests {
    /// CotEditor's `.help(available ? "" : String(localized: "…", table: "ModeSettings"))`: the
    /// ternary is a `String`, its `""` no key (Xcode's catalog has none); with a `LocalizedStringKey`
    /// branch the literal is one.
    @Test func aTernaryWithAStringBranchIsNoKey() {
        let text = """
            struct Row: View {
                var title: LocalizedStringKey
                var body: some View {
                    Text("Name").help(available ? "" : String(localized: "This syntax does not exist", table: "ModeSettings"))
                    Text(isNew ? "New" : title)
                }
            }
            """
        #expect(keys(text) == ["Name", "This syntax does not exist", "New"])
        // LinearMouse's `actionTitle: c ? nil : "Use Hold, Then Press"` of a `LocalizedStringKey?`.
        let optional = #"func f() { Text(held == nil ? nil : "Use Hold, Then Press") }"#
        #expect(keys(optional) == ["Use Hold, Then Press"])
    }
}

extension StringExtractionTypingTests {
    /// Cork's `let labelText: LocalizedStringKey = package.isPinned ? "…unpin-version-\(v)" : "…pin-version-\(v)"`.
    @Test func aLocalizedPropertyWhoseValueIsATernary() {
        let text = """
            struct PinButton: View {
                var versions: [String]
                var body: some View {
                    let labelText: LocalizedStringKey = isPinned ? "unpin-\\(versions.count)" : "pin-\\(versions.count)"
                    let plain: String = isPinned ? "a" : "b"
                    Text(labelText)
                }
            }
            """
        #expect(keys(text) == ["unpin-%lld", "pin-%lld"])
    }
}

extension StringExtractionTypingTests {
    /// Cork's `static var appShortcuts: [AppShortcut] { .init(intent: …, shortTitle: "…") }`: each
    /// `.init` of the builder is an `AppShortcut`, its `shortTitle` a key of `Localizable`.
    @Test func anAppShortcutOfTheProvidersBuilder() {
        let text = """
            struct CorkShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    .init(
                        intent: GetInstalledPackagesIntent(),
                        phrases: ["Show me my installed Homebrew packages in ${applicationName}"],
                        shortTitle: "action.intents.get-installed-packages.short-title",
                        systemImageName: "shippingbox"
                    )
                    .init(intent: RefreshIntent(), phrases: ["Refresh ${applicationName}"], shortTitle: "action.refresh",
                        systemImageName: "arrow.clockwise")
                }
            }
            """
        let strings = StringExtraction.extract(text: text).strings.filter { $0.table == "Localizable" }
        #expect(strings.map(\.key) == ["action.intents.get-installed-packages.short-title", "action.refresh"])
    }
}
