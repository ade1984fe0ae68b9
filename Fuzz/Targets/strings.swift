// fuzz-modules: LocalizationFormats
// The `.strings` reader (bytes → entries and diagnostics), then the printf parser on every value;
// the fast paths (`readValues`, `visitValues`) must agree with it.
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
    let (values, diagnostics) = StringsReader.readValues(data, file: path)
    precondition(values == file.values, "readValues gives another map than read")
    precondition(diagnostics == file.diagnostics, "readValues gives other diagnostics than read")
    var visited: [String: String] = [:]
    let complete = StringsReader.visitValues(data, file: path) { key, value in
        visited.updateValue(value, forKey: key) == nil
    }
    if complete {
        precondition(file.diagnostics.isEmpty, "visitValues accepted a file that read diagnoses")
        precondition(visited == file.values, "visitValues gives another map than read")
    } else {
        precondition(!file.diagnostics.isEmpty, "visitValues refused a file that read accepts")
    }
    return 0
}
