import AccessorGeneration
import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleKitTestSupport
import LocalizationFormats
import Testing

/// The build plugin decides before a build what the tool reads; both take it from one file,
/// `LocalizationContract`, which the plugin compiles as a link and the tool's owners read.
@Suite struct LocalizationContractTests {
    @Test(arguments: ["LocalizationContract.swift", "LocalizationOutputs.swift"])
    func thePluginAndItsTestsCompileTheLibrarysFile(_ name: String) throws {
        let root = URL(fileURLWithPath: TestPaths.packageRoot)
        let library = root.appending(path: "Sources/LocaleCatalog/Loading/\(name)")
        for folder in ["Plugins/LocaleKitPlugin", "LocaleKitPlugins/Plugins/LocaleKitPlugin", "Tests/PluginTests"] {
            let link = root.appending(path: "\(folder)/\(name)")
            #expect(link.resolvingSymlinksInPath().path == library.resolvingSymlinksInPath().path, "\(link.path)")
        }
        // The plugin keeps no copy of what the files own.
        let inputs = try String(
            contentsOf: root.appending(path: "Plugins/LocaleKitPlugin/LocalizationInputs.swift"), encoding: .utf8)
        for copy in [
            "\"storyboard\"", "\"swiftgen\"", "\"unused-key\"", "\"InfoPlist\"", "\"localekit.lock\"",
            "\"sourceLanguage\"", "\"trgLang\"", "\"original\"",
        ] {
            #expect(!inputs.contains(copy), "LocalizationInputs.swift spells \(copy) itself")
        }
    }

    @Test func theToolsOwnersReadIt() {
        #expect(CatalogLoader.fileExtensions == LocalizationContract.catalogExtensions)
        #expect(CatalogLoader.interfaceBuilderExtensions == LocalizationContract.interfaceBuilderExtensions)
        #expect(GenerationTemplate.builtInNames == LocalizationContract.builtInTemplates)
        #expect(LocaleKitConfiguration.fileName == LocalizationContract.configurationName)
        #expect(TranslationLock.fileName == LocalizationContract.lockName)
        #expect(Set(CheckRules.usage.map(\.id.rawValue)) == LocalizationContract.usageRules)
    }

    /// Every table and language the reader finds in the corpus's XLIFF files and String Catalogs is
    /// one the build declares (``LocalizationOutputs``), so no translation is dropped from a build for
    /// want of a declared output.
    @Test func theReadersTablesAreDeclaredOutputsOnTheCorpus() throws {
        let files = FileManager.default.enumerator(atPath: TestPaths.corpus)?.compactMap { $0 as? String } ?? []
        let compiled = files.filter { LocalizationOutputs.compiledExtensions.contains(($0 as NSString).pathExtension) }
        #expect(compiled.count > 20)
        for path in compiled {
            let url = URL(fileURLWithPath: TestPaths.corpus + "/" + path)
            let catalog = CatalogLoader().load([url.path])
            let declared = LocalizationOutputs.compiledTables(of: url, contents: try Data(contentsOf: url))
            for (name, table) in catalog.tables {
                for language in table.languages.keys {
                    let written = declared.contains { pair in
                        pair.table == name
                            && (LanguageCode.normalize(pair.language) == language
                                || (language == catalog.developmentLanguage
                                    && LanguageCode.isSameLanguage(pair.language, language)))
                    }
                    #expect(written, "\(path): \(language).lproj/\(name) is not a declared output")
                }
            }
        }
    }

    /// Every XLIFF `original` of the corpus names the table the reader files its units under.
    @Test func xliffTablesAreTheReadersOnTheCorpus() throws {
        let files = FileManager.default.enumerator(atPath: TestPaths.corpus)?.compactMap { $0 as? String } ?? []
        let xliffs = files.filter { $0.hasSuffix(".xliff") || $0.hasSuffix(".xlf") }.prefix(40)
        #expect(xliffs.count > 5)
        for path in xliffs {
            let catalog = CatalogLoader().load([TestPaths.corpus + "/" + path])
            let text = try String(contentsOfFile: TestPaths.corpus + "/" + path, encoding: .utf8)
            let originals = text.components(separatedBy: "original=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            let contract = Set(originals.map { LocalizationContract.xliffTable(of: String($0)) })
            #expect(Set(catalog.tables.keys).isSubset(of: contract), "\(path)")
        }
    }
}
