// fuzz-modules: LocalizationFormats LocaleCatalog
// The old-style property list reader (an Xcode `project.pbxproj`) and the project model built on it:
// no crash or hang on damaged input, every problem located in the file, a clean file fully read.
import Foundation
import LocaleCatalog
import LocalizationFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bundle = "/fuzz/App.xcodeproj"
    let path = bundle + "/project.pbxproj"
    let data = Data(bytes: bytes, count: count)
    let (root, diagnostics) = OldStylePropertyList.parse(data, file: path)
    FuzzInvariants.check(diagnostics, file: path)
    for diagnostic in diagnostics where diagnostic.severity == .error {
        precondition((diagnostic.location?.line ?? 0) >= 1, "an error without a line: \(diagnostic)")
    }
    if diagnostics.isEmpty { precondition(root != nil, "no value and no diagnostic") }
    let project = XcodeProject.read(data, bundle: bundle)
    FuzzInvariants.check(project.diagnostics, file: path)
    precondition(project.diagnostics.count >= diagnostics.count, "the project lost the reader's diagnostics")
    precondition(project.knownRegions.count == project.knownRegionLocations.count, "a region without a location")
    _ = project.declaredLanguages
    return 0
}
