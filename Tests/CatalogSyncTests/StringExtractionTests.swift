import CatalogSync
import CodeReading
import LocalizationFormats
import Testing

/// What the extraction reads from focused Swift sources: which calls, keys, specifiers, tables, comments.
@Suite struct StringExtractionTests {
    func keys(_ text: String) -> [String] { StringExtraction.extract(text: text).strings.map(\.key) }

    @Test func swiftUITitlesAndModifiers() {
        let text = """
            Text("Hello")
            Button("Save") { save() }
            Label("Trash", systemImage: "trash")
            Toggle("Wrap lines", isOn: $wrap)
            view.navigationTitle("Settings").help("Shows the settings")
              .accessibilityLabel("Gear")
              .alert("Delete?", isPresented: $shown) {}
            Text(verbatim: "v1.0")
            Text(name)
            Text("a" + "b")
            Image("photo")
            print("not localized")
            """
        #expect(
            keys(text) == ["Hello", "Save", "Trash", "Wrap lines", "Settings", "Shows the settings", "Gear", "Delete?"])
    }

    @Test func foundationCallsWithTableCommentAndDefaultValue() {
        let text = """
            let a = String(localized: "Greeting", defaultValue: "Hello", table: "Main", comment: "On launch")
            let b = NSLocalizedString("Quit %@", tableName: "Menu", comment: "")
            let c = AttributedString(localized: "Bold")
            let d: LocalizedStringResource = .init("Key.title", defaultValue: "Title", table: "Main")
            case .about: .init(localized: "Settings tab: About", defaultValue: "About")
            """
        let strings = StringExtraction.extract(text: text).strings
        #expect(strings.map(\.key) == ["Greeting", "Quit %@", "Bold", "Key.title", "Settings tab: About"])
        #expect(strings.map(\.table) == ["Main", "Menu", "Localizable", "Main", "Localizable"])
        #expect(strings[4].defaultValue == "About")
        #expect(strings[0].comment == "On launch" && strings[0].defaultValue == "Hello")
        #expect(strings[1].comment == nil)
    }

    @Test func interpolationsBecomeSpecifiersByDeclaredType() {
        let text = """
            struct Row: View {
                let count: Int
                var title: String
                let ratio: Double
                var body: some View {
                    Text("\\(count) files in \\(title)")
                    Text("\\(ratio) done, 100%")
                    Text("\\(ratio, specifier: "%.1f") km")
                    Text("\\(Date.now, format: .dateTime)")
                    Text("\\(self.count) items")
                }
            }
            """
        #expect(keys(text) == ["%lld files in %@", "%lf done, 100%%", "%.1f km", "%@", "%lld items"])
    }

    @Test func anUnknownTypeIsReportedNotGuessed() throws {
        let text = """
            func show(user: User) {
                let name = user.displayName()
                Text("Hello \\(name)")
            }
            """
        let extraction = StringExtraction.extract(text: text, file: "A.swift")
        #expect(extraction.strings.isEmpty)
        let undeterminable = try #require(extraction.undeterminable.first)
        #expect(undeterminable.pieces == ["Hello ", ""])
        #expect(undeterminable.location.line == 3)
        #expect(undeterminable.reason.contains("'name'"))
    }

    @Test func theModulesOwnLocalizedParametersAndProperties() {
        let text = """
            struct Badge: View {
                let title: LocalizedStringKey
            }
            func row(_ label: LocalizedStringKey, detail: String) {}
            enum Node { case section(LocalizedStringKey) }
            struct Intent: AppIntent {
                static var title: LocalizedStringResource = "Open Inbox"
                var summary: LocalizedStringKey { isOn ? "On" : "Off" }
            }
            Badge(title: "New")
            row("Name", detail: "not this")
            let node = Node.section("Keyboard")
            """
        #expect(keys(text) == ["Open Inbox", "On", "Off", "New", "Name", "Keyboard"])
    }

    @Test func ternaryArgumentsGiveBothLiterals() {
        #expect(keys(#"Text(isNew ? "Add" : "Edit")"#) == ["Add", "Edit"])
    }
}
