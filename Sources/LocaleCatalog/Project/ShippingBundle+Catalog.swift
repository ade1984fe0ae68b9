import Foundation
import LocalizationFormats

extension Catalog {
    /// The tables the run's own bundle ships (see ``ShippingBundle``), and a note for each other
    /// bundle whose files are left out. `roots` are the paths the command was given; a file is judged
    /// from the root that holds it. With `keepingPackages`, only separate `.bundle` folders are left out
    /// (`usage` judges a package's keys against the package's sources too).
    public func shippedByOwnBundle(roots: [String], keepingPackages: Bool = false) -> (
        catalog: Catalog, notes: [Diagnostic]
    ) {
        var packages = PackageFolders()
        var foreign: [ShippingBundle: (files: Set<String>, tables: Set<String>)] = [:]
        for (name, table) in tables {
            for file in Set(table.languages.values.flatMap(\.files)) {
                let bundle = ShippingBundle.of(file, root: Self.root(holding: file, in: roots), packages: &packages)
                if bundle == .own { continue }
                if keepingPackages, case .package = bundle { continue }
                foreign[bundle, default: ([], [])].files.insert(file)
                foreign[bundle, default: ([], [])].tables.insert(name)
            }
        }
        guard !foreign.isEmpty else { return (self, []) }
        let files = foreign.values.reduce(into: Set<String>()) { $0.formUnion($1.files) }
        var own = removingEntries(fromFiles: files)
        for (name, table) in tables where table.languages.values.allSatisfy({ $0.files.allSatisfy(files.contains) }) {
            own.tables[name] = nil
        }
        let notes = foreign.sorted { "\($0.key)" < "\($1.key)" }.compactMap { bundle, found in
            Self.note(bundle, tables: found.tables.sorted())
        }
        return (own, notes)
    }

    /// `path` relative to the working folder when it lies inside it, as the paths given are printed.
    private static func displayPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    private static func root(holding file: String, in roots: [String]) -> String {
        let absolute = XcodeProjectScope.absolutePath(file)
        return roots.first { root in
            let folder = XcodeProjectScope.absolutePath(root)
            return absolute == folder || absolute.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        } ?? roots.first ?? "."
    }

    /// The note for another bundle's tables; nil for the run's own.
    private static func note(_ bundle: ShippingBundle, tables: [String]) -> Diagnostic? {
        let names = tables.joined(separator: ", ")
        switch bundle {
        case .package(let absolute):
            let folder = displayPath(absolute)
            return Diagnostic(
                .note, rule: .otherBundle,
                "the local package at \(folder) ships its own tables (\(names)) in its Bundle.module: they are "
                    + "left to its own accessors (apply LocaleKitPlugin to its target, or run localekit there)",
                at: SourceLocation(file: (folder as NSString).appendingPathComponent(PackageManifest.fileName)))
        case .separate(let absolute):
            let path = displayPath(absolute)
            return Diagnostic(
                .note, rule: .otherBundle,
                "\((path as NSString).lastPathComponent) is a bundle of its own (a Settings.bundle is read by the "
                    + "Settings app through its Root.plist, not by code): its tables (\(names)) get no accessors and no unused-key findings",
                at: SourceLocation(file: path))
        case .own:
            return nil
        }
    }
}
