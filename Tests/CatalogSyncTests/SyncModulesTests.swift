import CatalogSync
import Foundation
import LocaleCatalog
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// `sync` over several modules: Xcode extracts a target's sources into that target's catalogs only.
@Suite struct SyncModulesTests {
    static let package = TestPaths.fixtures(of: "CatalogSyncTests") + "/TwoModules"

    func keys(of path: String, in result: SourceSync.Result) throws -> [String] {
        let data = try #require(result.files.first { $0.path == path }?.data)
        return try StringCatalogDocument(data: data, path: path).keys
    }

    /// Two SwiftPM targets, each with its catalog, and one without: each catalog gets its own target's
    /// keys, typed by its own declarations (`count` is an `Int` in `Timeline`, a `Double` in `Settings`).
    @Test func eachPackageTargetsCatalogGetsItsOwnKeys() throws {
        let timeline = Self.package + "/Sources/Timeline/Resources/Localizable.xcstrings"
        let settings = Self.package + "/Sources/Settings/Resources/Localizable.xcstrings"
        let result = SourceSync.sync(files: [timeline, settings], sources: [Self.package + "/Sources"])
        #expect(try keys(of: timeline, in: result) == ["%lld new posts", "Timeline"])
        #expect(try keys(of: settings, in: result) == ["Settings", "Sign out"])
        #expect(!result.diagnostics.contains { $0.message.contains("Shared title") })
    }

    /// An Xcode project whose targets list the catalogs and the Swift files: each target's own.
    @Test func eachXcodeTargetsCatalogGetsItsOwnKeys() throws {
        let folder = try TestPaths.scratchFolder()
        let empty = #"{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}"#
        for (module, text) in [("App", #"Text("Inbox")"#), ("Widget", #"Text("Unread")"#)] {
            try FileManager.default.createDirectory(atPath: folder + "/" + module, withIntermediateDirectories: true)
            try text.write(toFile: "\(folder)/\(module)/View.swift", atomically: true, encoding: .utf8)
            try empty.write(toFile: "\(folder)/\(module)/Localizable.xcstrings", atomically: true, encoding: .utf8)
        }
        let absolute = XcodeProjectScope.absolutePath(folder)
        let targets = ["App", "Widget"].map { name in
            XcodeTarget(
                name: name,
                referencedFiles: [
                    "\(absolute)/\(name)/View.swift".lowercased(),
                    "\(absolute)/\(name)/Localizable.xcstrings".lowercased(),
                ])
        }
        let project = XcodeProject(bundle: folder + "/App.xcodeproj", targets: targets)
        let scope = XcodeProjectScope(projects: [project], folder: folder)
        let app = folder + "/App/Localizable.xcstrings"
        let widget = folder + "/Widget/Localizable.xcstrings"
        let result = SourceSync.sync(files: [app, widget], sources: [folder], scope: scope)
        #expect(try keys(of: app, in: result) == ["Inbox"])
        #expect(try keys(of: widget, in: result) == ["Unread"])
        // Without the project: one module, as before; so with targets that list no Swift file.
        let together = SourceSync.sync(files: [app, widget], sources: [folder])
        #expect(try keys(of: app, in: together) == ["Inbox", "Unread"])
        let resourcesOnly = XcodeTarget(
            name: "App", referencedFiles: ["\(absolute)/App/Localizable.xcstrings".lowercased()])
        let listing = XcodeProjectScope(
            projects: [XcodeProject(bundle: folder + "/App.xcodeproj", targets: [resourcesOnly])], folder: folder)
        let fallback = SourceSync.sync(files: [app], sources: [folder], scope: listing)
        #expect(try keys(of: app, in: fallback) == ["Inbox", "Unread"])
    }

    /// An Objective-C target (a framework) beside a Swift app: its catalog gets its `.m` file's keys,
    /// never the app's Swift keys; and when its `.m` files are not among the sources, it is left alone.
    @Test func anObjectiveCTargetGetsNoSwiftKeys() throws {
        let folder = try TestPaths.scratchFolder()
        let empty = #"{"sourceLanguage" : "en", "strings" : {"Old framework key" : {}}, "version" : "1.0"}"#
        let files = [
            ("App", "View.swift", #"Text("Inbox")"#),
            ("Kit", "Kit.m", #"NSString *s = NSLocalizedString(@"Connect", @"");"#),
        ]
        for (module, name, text) in files {
            try FileManager.default.createDirectory(atPath: folder + "/" + module, withIntermediateDirectories: true)
            try text.write(toFile: "\(folder)/\(module)/\(name)", atomically: true, encoding: .utf8)
            try empty.write(toFile: "\(folder)/\(module)/Localizable.xcstrings", atomically: true, encoding: .utf8)
        }
        let absolute = XcodeProjectScope.absolutePath(folder)
        let targets = files.map { module, name, _ in
            XcodeTarget(
                name: module,
                referencedFiles: [
                    "\(absolute)/\(module)/\(name)".lowercased(),
                    "\(absolute)/\(module)/Localizable.xcstrings".lowercased(),
                ])
        }
        let scope = XcodeProjectScope(
            projects: [XcodeProject(bundle: folder + "/App.xcodeproj", targets: targets)], folder: folder)
        let kit = folder + "/Kit/Localizable.xcstrings"
        let result = SourceSync.sync(files: [kit], sources: [folder], scope: scope)
        #expect(try keys(of: kit, in: result) == ["Connect", "Old framework key"])
        // Only the app's folder given: the framework's catalog is left alone, not synced with Swift keys.
        let swiftOnly = SourceSync.sync(files: [kit], sources: [folder + "/App"], scope: scope)
        #expect(swiftOnly.files.isEmpty)
        #expect(swiftOnly.diagnostics.contains { $0.message.contains("left alone") })
    }

    /// A target folder none of whose Swift files is among the sources: its catalog is left alone (its
    /// keys are not all stale), with a note.
    @Test func aModuleWithoutSourcesIsLeftAlone() throws {
        let timeline = Self.package + "/Sources/Timeline/Resources/Localizable.xcstrings"
        let result = SourceSync.sync(files: [timeline], sources: [Self.package + "/Sources/Settings"])
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.contains { $0.message.contains("no Swift or Objective-C file of its module") })
    }

    /// A relative path whose first folder is `Sources` or `Tests` (`localekit sync Tests/Corpus/…` from
    /// a package's root, the current folder): read without trapping in Foundation (no components).
    @Test func aRelativeTargetFolderAtTheTop() {
        var cache: [String: Bool] = [:]
        let found = SyncModules.packageTarget(of: "Tests/Corpus/file.swift", cache: &cache)
        #expect(found == nil || found == "Tests/Corpus")
        #expect(SyncModules.packageTarget(of: "Sources/x.swift", cache: &cache) == nil)
    }
}
