// fuzz-modules: LocalizationFormats SwiftSourceScanner LocaleCatalog
// The Mustache engine: the input is a template, then NUL-separated partials named a, b, c…,
// rendered against a fixed context with both escaping modes.
import Foundation
import LocalizationFormats

@testable import LocaleCatalog

private let context = MustacheValue.object([
    "name": .string("Ana & <Bo>"),
    "count": .int(3),
    "yes": .bool(true),
    "no": .bool(false),
    "none": .null,
    "list": .array([.object(["name": .string("x")]), .string("y")]),
    "empty": .array([]),
    "nested": .object(["list": .array([.int(1), .int(2)]), "name": .string("inner")]),
])

/// A small budget: the standard one lets a single input render up to 64 MB, which would slow the
/// fuzzer to a crawl without exercising anything new.
private let limits = MustacheTemplate.Limits(maximumExpansions: 2_000, maximumOutputBytes: 1 << 20)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let parts = UnsafeBufferPointer(start: bytes, count: count).split(separator: 0, omittingEmptySubsequences: false)
    guard let first = parts.first else { return 0 }
    let source = String(decoding: first, as: UTF8.self)
    var partials: [String: String] = [:]
    for (index, part) in parts.dropFirst().prefix(26).enumerated() {
        let name = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))
        partials[name] = String(decoding: part, as: UTF8.self)
    }
    do {
        let template = try MustacheTemplate(source, file: "fuzz.mustache")
        _ = try template.render(context, partials: partials, escaping: .html, limits: limits)
        _ = try template.render(context, partials: partials, escaping: .none, limits: limits)
    } catch {
        precondition(!error.diagnostics.isEmpty, "a syntax error without diagnostics")
        for diagnostic in error.diagnostics {
            precondition(diagnostic.location?.line ?? 0 >= 0, "a template error at a negative line")
        }
    }
    return 0
}
