// fuzz-modules: LocalizationFormats SwiftSourceScanner LocaleCatalog
// The `.stringsdict` reader (XML, binary and text property lists), as `localekit` calls it.
import Foundation
import LocalizationFormats

@testable import LocaleCatalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let path = "ru.lproj/Fuzz.stringsdict"
    let data = Data(bytes: bytes, count: count)
    let file = StringsDictReader.read(data, file: path)
    FuzzInvariants.check(file.diagnostics, file: path)
    for entry in file.entries {
        FuzzInvariants.check(entry.location, file: path)
        _ = FormatString(parsing: entry.plural.format)
        for variable in entry.plural.variables {
            for form in variable.forms.values { _ = FormatString(parsing: form) }
        }
    }
    var catalog = Catalog(developmentLanguage: "en")
    catalog.merge(StringsDictFragmentReader.read(data, path: path))
    return 0
}
