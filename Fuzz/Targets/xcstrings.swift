// fuzz-modules: LocalizationFormats SwiftSourceScanner LocaleCatalog
// The String Catalog (`.xcstrings`) reader and its located JSON parser and the catalog merge.
import Foundation
import LocalizationFormats

@testable import LocaleCatalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let path = "Fuzz.xcstrings"
    let fragment = StringCatalogReader.read(Data(bytes: bytes, count: count), path: path)
    FuzzInvariants.check(fragment.diagnostics, file: path)
    for unit in fragment.units {
        FuzzInvariants.check(unit.entry.location, file: path)
    }
    var catalog = Catalog(developmentLanguage: "en")
    catalog.merge(fragment)
    precondition(catalog.diagnostics.count >= fragment.diagnostics.count, "the merge lost diagnostics")
    return 0
}
