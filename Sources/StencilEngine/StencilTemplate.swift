import Foundation
import LocalizationFormats

/// A parsed Stencil template, ready to render contexts.
///
/// ```swift
/// let template = try StencilTemplate(text, file: "strings.stencil", environment: StencilEnvironment(spacing: .legacy))
/// let swift = try template.render(["tables": tables, "param": ["enumName": "L10n"]])
/// ```
public struct StencilTemplate: Sendable {
    public let file: String
    public let environment: StencilEnvironment
    let nodes: [any StencilNode]

    /// Parses `text`; a syntax error (unknown tag or filter, unclosed tag, missing end tag) is
    /// thrown located in `file`.
    public init(_ text: String, file: String, environment: StencilEnvironment) throws(StencilError) {
        self.file = file
        self.environment = environment
        let marked = environment.spacing == .legacy ? Self.markingBlankLines(text) : text
        let lexer = StencilLexer(file: file, text: marked)
        let parser = StencilParser(tokens: try lexer.tokenize(), environment: environment)
        nodes = try parser.parse()
    }

    /// Reads and parses the template at `url`.
    public init(contentsOf url: URL, file: String? = nil, environment: StencilEnvironment) throws(StencilError) {
        let name = file ?? url.path
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw StencilError("cannot read the template: \(error.localizedDescription)", at: .init(file: name))
        }
        try self.init(text, file: name, environment: environment)
    }

    /// The template's output for `context`; a render error is thrown located at its tag.
    public func render(_ context: [String: StencilValue]) throws(StencilError) -> String {
        let stack = StencilContext(context, environment: environment)
        var output = ""
        do {
            try renderNodes(nodes, stack, into: &output)
        } catch {
            throw error.stencilError(at: nil)
        }
        return environment.spacing == .legacy ? Self.removingBlankLines(output) : output
    }

    // MARK: Legacy spacing (StencilSwiftKit's `StencilSwiftTemplate`)

    /// Blank lines written in the template survive the clean-up: each `\n\n` becomes `\n\u{B}\n`
    /// (twice, so runs of blank lines are all marked).
    static func markingBlankLines(_ text: String) -> String {
        text.replacingOccurrences(of: "\n\n", with: "\n\u{B}\n").replacingOccurrences(of: "\n\n", with: "\n\u{B}\n")
    }

    /// Every run of whitespace-only lines removed (`\n([ \t]*\n)+` → `\n`), then the marked
    /// blank lines restored.
    static func removingBlankLines(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        result.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            result.append(scalar)
            index += 1
            guard scalar == "\n" else { continue }
            var probe = index
            var skipTo = index
            while probe < scalars.count {
                if scalars[probe] == " " || scalars[probe] == "\t" {
                    probe += 1
                } else if scalars[probe] == "\n" {
                    probe += 1
                    skipTo = probe
                } else {
                    break
                }
            }
            index = skipTo
        }
        return String(result).replacingOccurrences(of: "\n\u{B}\n", with: "\n\n")
            .replacingOccurrences(of: "\n\u{B}\n", with: "\n\n")
    }
}
