// fuzz-modules: LocalizationFormats
// The `.strings` reader (bytes → entries and diagnostics), then the printf parser on every value.
import Foundation
import LocalizationFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let path = "de.lproj/Fuzz.strings"
    let data = Data(bytes: bytes, count: count)
    let file = StringsReader.read(data, file: path)
    FuzzInvariants.check(file.diagnostics, file: path)
    precondition(Set(file.entries.map(\.key)).count == file.entries.count, "a key listed twice")
    for entry in file.entries {
        FuzzInvariants.check(entry.keyLocation, file: path)
        FuzzInvariants.check(entry.valueLocation, file: path)
        precondition(entry.keyLocation <= entry.valueLocation, "the value before its key")
        _ = FormatString(parsing: entry.value)
    }
    return 0
}
