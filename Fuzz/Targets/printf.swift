// fuzz-modules: LocalizationFormats
// The printf format-string parser (`%1$@`, `%lld`, `%#@var@`).
import Foundation
import LocalizationFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let format = FormatString(parsing: text)
    let length = text.unicodeScalars.count
    for placeholder in format.placeholders {
        precondition(placeholder.position >= 1, "position \(placeholder.position) in \(text.debugDescription)")
        precondition((0...length).contains(placeholder.offset), "offset \(placeholder.offset) outside the text")
        precondition(
            placeholder.spec.hasPrefix("%") || placeholder.spec.hasPrefix("*"),
            "spec \(placeholder.spec.debugDescription) is neither %… nor a * width")
    }
    for problem in format.problems {
        precondition((0...length).contains(problem.offset), "problem offset \(problem.offset) outside the text")
    }
    return 0
}
