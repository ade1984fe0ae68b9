import Foundation
import KeyUsage
import LocaleCatalog
import LocalizationFormats
import SwiftSourceScanner

/// Xcode's build-time string extraction, read from Swift sources without a compiler: every file
/// of a module is scanned (``SwiftSourceScanner``), its declarations read into one index (to type
/// interpolations and find the module's own localized parameters), then each file's localizable
/// literals extracted.
///
/// ```swift
/// let extraction = StringExtraction.extract(sources: ["Sources/App"])
/// for string in extraction.strings { print(string.key, string.table) }
/// ```
public enum StringExtraction {
    /// The `.swift` files under `sources` (generated accessor files and `.build` skipped) as one module.
    public static func extract(sources: [String]) -> Extraction {
        var problems: [Diagnostic] = []
        let files = SwiftFileFinder.files(in: sources, problems: &problems)
        var extraction = extract(files: files)
        extraction.problems = problems + extraction.problems
        return extraction
    }

    /// The given files as one module, in their order.
    public static func extract(files: [String]) -> Extraction {
        let scanned = ConcurrentMap.map(files.count) { index -> SignificantTokens? in
            guard let data = FileManager.default.contents(atPath: files[index]) else { return nil }
            let bytes = [UInt8](data)
            if SwiftFileFinder.isGenerated(bytes) { return SignificantTokens(SwiftSourceScanner.scan([])) }
            return SignificantTokens(SwiftSourceScanner.scan(bytes))
        }
        var extraction = Extraction()
        let readers = ConcurrentMap.map(files.count) { index in scanned[index].map(DeclarationReader.scan) }
        var declarations = DeclarationIndex()
        for (file, reader) in zip(files, readers) {
            guard let reader else {
                extraction.problems.append(
                    Diagnostic(.error, rule: .io, "cannot read \(file)", at: SourceLocation(file: file)))
                continue
            }
            declarations.merge(reader.index)
        }
        let index = declarations.resolvingInitializerCalls()
        let parts = ConcurrentMap.map(files.count) { position -> Extraction in
            guard let tokens = scanned[position], let reader = readers[position] else { return Extraction() }
            var extractor = StringExtractor(tokens, declarations: index, file: files[position])
            extractor.fileDeclarations = FileDeclarations(reader)
            extractor.extractAll()
            return extractor.extraction
        }
        for part in parts {
            extraction.strings += part.strings
            extraction.undeterminable += part.undeterminable
        }
        return extraction
    }

    /// The extraction of Swift source text (one file, one module): for tests and tools.
    public static func extract(text: String, file: String = "input.swift") -> Extraction {
        let tokens = SignificantTokens(SwiftSourceScanner.scan(Array(text.utf8)))
        let reader = DeclarationReader.scan(tokens)
        var extractor = StringExtractor(tokens, declarations: reader.index.resolvingInitializerCalls(), file: file)
        extractor.fileDeclarations = FileDeclarations(reader)
        extractor.extractAll()
        return extractor.extraction
    }
}
