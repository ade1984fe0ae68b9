import Foundation
import LocaleKitTestSupport
import Testing

/// The build plugin's own logic (its files compiled here through links: `LocalizationInputs`,
/// `BuildStep` and the contract files it shares with the tool) on odd target layouts, against the
/// real `localekit` run with the step's exact arguments: the files the tool writes are the outputs
/// the plugin declared, no more and no fewer.
@Suite struct PluginOutputsTests {
    /// A target's files (path under `Sources/App` → text) and the tables the plugin must declare.
    struct Layout: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var tables: [String]
        var testDescription: String { name }
    }

    static let layouts = [
        Layout(
            name: "a table name with a space, in a .lproj folder and a String Catalog",
            files: [
                "Resources/en.lproj/My Table.strings": #""title" = "Inbox";"# + "\n",
                "Resources/de.lproj/My Table.strings": #""title" = "Posteingang";"# + "\n",
                "Resources/Unit Names.xcstrings": PluginFixtures.stringCatalog(["en": "kilometer", "de": "Kilometer"]),
            ],
            tables: PluginFixtures.both(["de.lproj/Unit Names", "en.lproj/Unit Names"])),
        Layout(
            name: "a table only in a translation (no development-language file)",
            files: [
                "Resources/en.lproj/Localizable.strings": #""title" = "Inbox";"# + "\n",
                "Resources/de.lproj/Localizable.strings": #""title" = "Posteingang";"# + "\n",
                "Resources/de.lproj/Extra.strings": #""only" = "Nur Deutsch";"# + "\n",
                "Localizations/de.xliff": PluginFixtures.xliff(
                    original: "Onboarding.strings", source: "en", target: "de"),
            ],
            tables: PluginFixtures.both(["de.lproj/Onboarding", "en.lproj/Onboarding"])),
        Layout(
            name: ".strings and .stringsdict of one table",
            files: [
                "Resources/en.lproj/Localizable.strings": #""title" = "Inbox";"# + "\n",
                "Resources/en.lproj/Localizable.stringsdict": PluginFixtures.stringsdict,
                "Resources/de.lproj/Localizable.strings": #""title" = "Posteingang";"# + "\n",
                "Resources/de.lproj/Localizable.stringsdict": PluginFixtures.stringsdict,
            ],
            tables: []),
        Layout(
            name: "a String Catalog with a plural and a language only one key has",
            files: [
                "Resources/Localizable.xcstrings": PluginFixtures.pluralCatalog
            ],
            tables: PluginFixtures.both(["de.lproj/Localizable", "en.lproj/Localizable", "fr.lproj/Localizable"])),
        Layout(
            name: "XLIFF 1.2 and 2.0 outside Resources, with an Info.plist table and a regional source language",
            files: [
                "Resources/en.lproj/Localizable.strings": #""title" = "Inbox";"# + "\n",
                "Localizations/de.xliff": PluginFixtures.xliff(original: "App/Info.plist", source: "en", target: "de"),
                "Localizations/ja.xlf": PluginFixtures.xliff2(
                    original: "en.lproj/Menu.strings", source: "en-US", target: "ja"),
            ],
            tables: PluginFixtures.both([
                "de.lproj/InfoPlist", "en-US.lproj/Menu", "en.lproj/InfoPlist", "ja.lproj/Menu",
            ])),
    ]

    @Test(arguments: layouts)
    func theToolWritesExactlyTheDeclaredOutputs(_ layout: Layout) throws {
        let target = try PluginTarget(layout.files)
        defer { target.remove() }
        let step = try #require(try target.step())
        #expect(
            step.outputFiles.map(target.relativeOutput) == ["App+LocaleKit.swift"]
                + layout.tables.map { "Resources/" + $0 })

        let run = try PluginTarget.runTool(step.arguments)
        #expect(run.status == 0, "\(run.output)")
        #expect(target.writtenFiles() == Set(step.outputFiles.map(\.path)), "\(run.output)")

        // Unchanged inputs: a second run rewrites nothing (an output's timestamp moving would make the
        // next build recompile the target).
        let stamps = try target.modificationDates()
        let again = try PluginTarget.runTool(step.arguments)
        #expect(again.status == 0)
        #expect(try target.modificationDates() == stamps)
    }

    @Test func theTablesHoldTheTranslationsTheirNamesSay() throws {
        let target = try PluginTarget(Self.layouts[0].files.merging(Self.layouts[4].files) { a, _ in a })
        defer { target.remove() }
        let step = try #require(try target.step())
        let run = try PluginTarget.runTool(step.arguments)
        #expect(run.status == 0, "\(run.output)")
        #expect(try target.output("Resources/de.lproj/Unit Names.strings").contains(#""kilometer" = "Kilometer";"#))
        #expect(try target.output("Resources/ja.lproj/Menu.strings").contains(#""quit" = "終了";"#))
        // The XLIFF's source language is spelled `en-US`, the development language `en`: the folder the
        // plugin declared from the header holds the English table.
        #expect(try target.output("Resources/en-US.lproj/Menu.strings").contains(#""quit" = "Quit";"#))
        #expect(
            try target.output("Resources/de.lproj/InfoPlist.strings").contains(#""CFBundleDisplayName" = "Beispiel";"#))
        // A declared table the catalog has nothing for is an empty one (SwiftPM expects every output).
        let emptyPlurals = try target.output("Resources/de.lproj/InfoPlist.stringsdict")
        #expect(emptyPlurals.contains("<plist") && !emptyPlurals.contains("<key>"))
        #expect(try target.output("App+LocaleKit.swift").contains(#"table: "My Table""#))
    }

    /// An Xcode target's String Catalogs are Xcode's to compile: the plugin declares, and the tool
    /// writes, only the XLIFF tables.
    @Test func anXcodeTargetWritesOnlyTheXLIFFTables() throws {
        let target = try PluginTarget(Self.layouts[0].files.merging(Self.layouts[4].files) { a, _ in a })
        defer { target.remove() }
        let step = try #require(try target.step(xcode: true))
        #expect(!step.outputFiles.contains { $0.path.contains("Unit Names") })
        let run = try PluginTarget.runTool(step.arguments)
        #expect(run.status == 0, "\(run.output)")
        #expect(target.writtenFiles() == Set(step.outputFiles.map(\.path)), "\(run.output)")
    }

    /// A declaration that is not the contract's (a plugin and a tool of different versions) is refused
    /// before anything is written, rather than leaving a declared file unwritten.
    @Test func aDeclarationOtherThanTheContractIsRefused() throws {
        let target = try PluginTarget(Self.layouts[3].files)
        defer { target.remove() }
        let step = try #require(try target.step())
        var arguments = step.arguments
        let dropped = try #require(arguments.firstIndex(of: "--table-output"))
        arguments.removeSubrange(dropped...(dropped + 1))
        let run = try PluginTarget.runTool(arguments)
        #expect(run.status == 2)
        #expect(run.output.contains("compiled but not declared: 'de.lproj/Localizable.strings'"), "\(run.output)")
        #expect(target.writtenFiles().isEmpty)
    }
}
