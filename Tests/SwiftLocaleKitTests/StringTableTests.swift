import Foundation
import LocalizationFormats
import Testing

@testable import SwiftLocaleKit

/// ``StringTable`` answers every lookup as the `[String: String]` it replaces.
@Suite
struct StringTableTests {
    static let folder = TestSupport.corpus.appending(path: "wikipedia-ios/Wikipedia/iOS Native Localizations")

    static var stringsFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".lproj") }.sorted().flatMap { lproj in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: lproj).path)) ?? [])
                .filter { $0.hasSuffix(".strings") }.map { "\(lproj)/\($0)" }
        }
    }

    @Test func corpusIsThere() {
        #expect(Self.stringsFiles.count >= 26)
    }

    /// Every key of every wikipedia-ios `.strings` (as the table loader reads it) finds its value, and a
    /// near miss of each finds nothing.
    @Test(arguments: stringsFiles)
    func sameValuesAsTheReader(file: String) throws {
        let data = try Data(contentsOf: Self.folder.appending(path: file))
        let (expected, _) = StringsReader.readValues(data, file: file)
        let (builder, _) = TableLoader.readStrings(data, file: file)
        let table = StringTable(builder)
        #expect(table.count == expected.count)
        #expect(table.values == expected)
        for (key, value) in expected {
            #expect(table[key] == value)
            #expect(table[key + "\u{0}"] == nil)
            #expect(table[String(key.dropLast())] == expected[String(key.dropLast())])
        }
    }

    @Test func duplicatesAreRefusedAndTheFirstValueKept() {
        var builder = StringTable.Builder(expectedCount: 1)
        let first = builder.insert(key: "a", value: "1")
        let second = builder.insert(key: "a", value: "2")
        #expect(first)
        #expect(!second)
        #expect(StringTable(builder)["a"] == "1")
    }

    /// Growing from a tiny estimate keeps every entry; removal hides one key and not its neighbours
    /// on the same probe chain.
    @Test func growsAndRemoves() {
        var builder = StringTable.Builder(expectedCount: 0)
        let keys = (0..<5000).map { "key.\($0)" } + ["", "é", "日本語のキー", "emoji 😀", String(repeating: "x", count: 300)]
        for (index, key) in keys.enumerated() {
            let inserted = builder.insert(key: key, value: "v\(index) \(key)")
            #expect(inserted)
        }
        for key in keys where key.hasSuffix("7") { builder.remove(key) }
        builder.remove("not there")
        let table = StringTable(builder)
        #expect(table.count == keys.count - keys.filter { $0.hasSuffix("7") }.count)
        for (index, key) in keys.enumerated() {
            #expect(table[key] == (key.hasSuffix("7") ? nil : "v\(index) \(key)"))
        }
        #expect(table.values.count == table.count)
        #expect(table["key.5000"] == nil)
    }

    /// The one-pass build from a dictionary gives the same table as inserting one by one.
    @Test func builtFromADictionary() {
        let values = Dictionary(
            uniqueKeysWithValues: (0..<3000).map { ("k\($0)", String(repeating: "é", count: $0 % 40)) } + [("", "")])
        var inserted = StringTable.Builder(expectedCount: 0)
        for (key, value) in values { _ = inserted.insert(key: key, value: value) }
        let bulk = StringTable(StringTable.Builder(values))
        let oneByOne = StringTable(inserted)
        #expect(bulk.count == values.count)
        #expect(bulk.values == values)
        #expect(oneByOne.values == values)
        for (key, value) in values { #expect(bulk[key] == value) }
        #expect(bulk["k3000"] == nil)
        var builder = StringTable.Builder(values)
        let duplicate = builder.insert(key: "k1", value: "x")
        let added = builder.insert(key: "new", value: "x")
        #expect(!duplicate)
        #expect(added)
        #expect(StringTable(StringTable.Builder([:])).isEmpty)
    }

    @Test func emptyTable() {
        let table = StringTable(StringTable.Builder(expectedCount: 0))
        #expect(table.isEmpty)
        #expect(table[""] == nil)
        #expect(table.values.isEmpty)
    }

    /// A bridged or otherwise non-native key is found too.
    @Test func nonNativeKeys() {
        var builder = StringTable.Builder(expectedCount: 2)
        _ = builder.insert(key: "Überschrift", value: "Titel")
        let table = StringTable(builder)
        let bridged = String(NSString(string: "Überschrift"))
        let substring = "xÜberschrift".dropFirst()
        #expect(table[bridged] == "Titel")
        #expect(table[String(substring)] == "Titel")
        #expect(table["Uberschrift"] == nil)
    }
}
