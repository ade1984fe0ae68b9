import Foundation
import LocaleKitTestSupport
import Testing

/// `LocaleKitPlugins/`, the plugins package, declares the repository's own targets: each of its source
/// folders is a link to the folder of the same name in `Sources/` or `Plugins/`, each target has the
/// dependencies `Package.swift` gives it (the plugins depend on the prebuilt `LocaleKitBinary` where
/// SwiftLocaleKit's depend on the `localekit` target), and each plugin declares the same capability.
/// `Scripts/e2e/plugins-package.sh` builds a package that uses it.
@Suite struct PluginsPackageTests {
    static let manifest = "LocaleKitPlugins/Package.swift"
    static let root = URL(fileURLWithPath: TestPaths.packageRoot)

    @Test func everyTargetIsTheRepositorysWithTheSameDependencies() throws {
        let repository = try ArchitectureTableTests.packageTargets()
        let plugins = try ArchitectureTableTests.packageTargets(manifest: Self.manifest)
        let runtime: Set<String> = ["LocalizationFormats", "ForgeObservers", "SwiftLocaleKit"]
        #expect(Set(plugins.keys) == runtime.union(Self.pluginNames))
        for (name, dependencies) in plugins.sorted(by: { $0.key < $1.key }) {
            let expected = Set(dependencies.map { $0 == "LocaleKitBinary" ? "localekit" : $0 })
            #expect(repository[name] == expected, "\(name): Package.swift says \(repository[name] ?? [])")
        }
    }

    /// The runtime builds from the plugins package alone: every module it reaches is there.
    @Test func theRuntimeReachesOnlyModulesOfThePluginsPackage() throws {
        let repository = try ArchitectureTableTests.packageTargets()
        let plugins = try ArchitectureTableTests.packageTargets(manifest: Self.manifest)
        var reached: Set<String> = []
        var pending = ["SwiftLocaleKit"]
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            pending += repository[next] ?? []
        }
        #expect(reached.isSubset(of: Set(plugins.keys)), "missing: \(reached.subtracting(plugins.keys))")
    }

    @Test func everySourceFolderIsALinkToTheRepositorysFolder() throws {
        let plugins = try ArchitectureTableTests.packageTargets(manifest: Self.manifest)
        var linked: Set<String> = []
        for folder in ["Sources", "Plugins"] {
            let directory = Self.root.appending(path: "LocaleKitPlugins/\(folder)")
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                let link = directory.appending(path: name)
                let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
                #expect(destination == "../../\(folder)/\(name)", "LocaleKitPlugins/\(folder)/\(name)")
                #expect(link.resolvingSymlinksInPath().path == Self.root.appending(path: "\(folder)/\(name)").path)
                linked.insert(name)
            }
        }
        #expect(linked == Set(plugins.keys))
    }

    @Test(arguments: pluginNames.sorted())
    func eachPluginDeclaresTheSameCapability(_ name: String) throws {
        let repository = try Self.capability(of: name, manifest: "Package.swift")
        let plugins = try Self.capability(of: name, manifest: Self.manifest)
        #expect(!repository.isEmpty)
        #expect(plugins == repository)
    }

    static let pluginNames: Set<String> = ["LocaleKitPlugin", "LocaleKitCommand", "LocaleKitReadOnlyCommand"]

    /// The `capability:` argument of the plugin target `name`, its white space collapsed.
    static func capability(of name: String, manifest: String) throws -> String {
        let text = try String(contentsOfFile: TestPaths.packageRoot + "/" + manifest, encoding: .utf8)
        var rest = text[...]
        while let start = rest.range(of: ".plugin(") {
            let call = ArchitectureTableTests.balancedCall(rest[start.upperBound...])
            rest = rest[start.upperBound...]
            guard ArchitectureTableTests.firstString(after: "name:", in: call) == name,
                let capability = call.range(of: "capability:"), let end = call.range(of: "dependencies:")
            else { continue }
            let words = call[capability.upperBound..<end.lowerBound].split(whereSeparator: \.isWhitespace)
            return words.joined(separator: " ")
        }
        return ""
    }
}
