import Foundation
import LocaleCatalog
import LocalizationFormats
import SwiftSourceScanner

/// The one reading of code: Swift and Objective-C sources turned into localized uses
/// (``ExtractedString``: call, key, table, default value, comment, location, file) from one call
/// table (``LocalizedCallTable``), as Xcode's build-time extraction reads them. `sync` writes these
/// uses into catalogs; `usage` judges them (with the accessors and helpers it reads besides).
///
/// Every Swift file of a module is scanned (``SwiftSourceScanner``), its declarations read into one
/// index (to type interpolations and find the module's own localized parameters), then each file's
/// localizable literals extracted; Objective-C files (`.m`, `.mm`) are read by ``ObjectiveCReader``.
///
/// ```swift
/// let extraction = StringExtraction.extract(sources: ["Sources/App"])
/// for string in extraction.strings { print(string.key, string.table) }
/// ```
public enum StringExtraction {
    /// The extensions of the Objective-C files read.
    public static let objectiveCExtensions: Set<String> = ["m", "mm"]

    /// The Swift and Objective-C files under `sources` (generated accessor files and `.build`
    /// skipped) as one module.
    public static func extract(sources: [String], calls: LocalizedCallTable = LocalizedCallTable()) -> Extraction {
        var problems: [Diagnostic] = []
        let files = SwiftFileFinder.files(
            in: sources, extensions: objectiveCExtensions.union(["swift"]), problems: &problems)
        var extraction = extract(files: files, calls: calls)
        extraction.problems = problems + extraction.problems
        return extraction
    }

    /// The given files as one module, in their order.
    public static func extract(files: [String], calls: LocalizedCallTable = LocalizedCallTable()) -> Extraction {
        read(files: files, calls: calls).extraction
    }

    /// The given files as one module, with each Swift file's scan (nil for other files and files
    /// not read), so that a consumer reads no file twice.
    public static func read(files: [String], calls: LocalizedCallTable = LocalizedCallTable()) -> (
        extraction: Extraction, sources: [SwiftSource?]
    ) {
        let contents = ConcurrentMap.map(files.count) { index -> [UInt8]? in
            FileManager.default.contents(atPath: files[index]).map { [UInt8]($0) }
        }
        let scanned = ConcurrentMap.map(files.count) { index -> SignificantTokens? in
            guard let bytes = contents[index], isSwift(files[index]) else { return nil }
            if SwiftFileFinder.isGenerated(bytes) { return SignificantTokens(SwiftSourceScanner.scan([])) }
            return SignificantTokens(SwiftSourceScanner.scan(bytes))
        }
        var extraction = Extraction()
        let readers = ConcurrentMap.map(files.count) { index in scanned[index].map(DeclarationReader.scan) }
        var declarations = DeclarationIndex()
        for (position, file) in files.enumerated() {
            guard contents[position] != nil else {
                extraction.problems.append(
                    Diagnostic(.error, rule: .io, "cannot read \(file)", at: SourceLocation(file: file)))
                continue
            }
            if let reader = readers[position] { declarations.merge(reader.index) }
        }
        let index = declarations.resolvingInitializerCalls()
        let parts = ConcurrentMap.map(files.count) { position -> Extraction in
            guard let bytes = contents[position] else { return Extraction() }
            guard let tokens = scanned[position], let reader = readers[position] else {
                var part = Extraction()
                if objectiveCExtensions.contains((files[position] as NSString).pathExtension) {
                    let tokens = ObjectiveCReader.tokenize(bytes)
                    part.strings = ObjectiveCReader.extract(tokens, file: files[position], calls: calls)
                    part.objectiveCLiterals = ObjectiveCReader.literals(tokens, file: files[position])
                }
                return part
            }
            var extractor = StringExtractor(tokens, declarations: index, file: files[position], calls: calls)
            extractor.fileDeclarations = FileDeclarations(reader)
            extractor.extractAll()
            return outsidePreviews(extractor.extraction, in: tokens.source)
        }
        for part in parts {
            extraction.strings += part.strings
            extraction.undeterminable += part.undeterminable
            extraction.objectiveCLiterals += part.objectiveCLiterals
        }
        return (extraction, scanned.map { $0?.source })
    }

    static func isSwift(_ file: String) -> Bool { file.hasSuffix(".swift") }

    /// `extraction` without the uses inside a `#Preview { … }` body: Xcode's extraction leaves them
    /// out (CotEditor's catalogs have none of its previews' labels, `Text("partiallyAvailable")`),
    /// while it reads `#if DEBUG` code and `PreviewProvider`s, which a debug build compiles.
    static func outsidePreviews(_ extraction: Extraction, in source: SwiftSource) -> Extraction {
        let spans = source.developmentOnlyRanges().compactMap { range -> ClosedRange<SourcePlace>? in
            guard source.token(source.tokens[range.lowerBound], is: "#Preview") else { return nil }
            let first = source.tokens[range.lowerBound]
            let last = source.tokens[range.upperBound - 1]
            return SourcePlace(Int(first.line), Int(first.column))...SourcePlace(Int(last.line), Int(last.column))
        }
        guard !spans.isEmpty else { return extraction }
        let isOutside = { (location: SourceLocation) in
            let place = SourcePlace(location.line, location.column)
            return !spans.contains { $0.contains(place) }
        }
        var kept = extraction
        kept.strings.removeAll { !isOutside($0.location) }
        kept.undeterminable.removeAll { !isOutside($0.location) }
        return kept
    }

    /// The extraction of Swift source text (one file, one module): for tests and tools.
    public static func extract(
        text: String, file: String = "input.swift", calls: LocalizedCallTable = LocalizedCallTable()
    ) -> Extraction {
        if objectiveCExtensions.contains((file as NSString).pathExtension) {
            var extraction = Extraction()
            extraction.strings = ObjectiveCReader.extract(Array(text.utf8), file: file, calls: calls)
            return extraction
        }
        let tokens = SignificantTokens(SwiftSourceScanner.scan(Array(text.utf8)))
        let reader = DeclarationReader.scan(tokens)
        var extractor = StringExtractor(
            tokens, declarations: reader.index.resolvingInitializerCalls(), file: file, calls: calls)
        extractor.fileDeclarations = FileDeclarations(reader)
        extractor.extractAll()
        return outsidePreviews(extractor.extraction, in: tokens.source)
    }
}

/// A line and column, in source order.
struct SourcePlace: Comparable {
    var line: Int
    var column: Int

    init(_ line: Int, _ column: Int) {
        self.line = line
        self.column = column
    }

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
}
