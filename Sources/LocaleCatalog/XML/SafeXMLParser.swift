import CLibXML2
import Foundation
import LocalizationFormats

/// Parses untrusted XML with libxml2, refusing everything that could reach outside the input.
///
/// - No network (`XML_PARSE_NONET`), no DTD loading, no default attributes from a DTD, no entity
///   substitution, and libxml2's default limits (nesting depth 256, text nodes ≤ 10 MB: no
///   `XML_PARSE_HUGE`). Inputs over ``maximumSize`` are refused before parsing.
/// - A `<!DOCTYPE>` that names an external subset (`SYSTEM`/`PUBLIC`) or declares any entity stops
///   the parser at once, before anything is expanded or opened: XXE, external DTDs, parameter
///   entities and billion-laughs documents become one `xml-doctype` diagnostic.
/// - libxml2's errors are collected through a structured error handler installed on this
///   parser's own context (no process-global handler), with libxml2's line and column.
enum SafeXMLParser {
    /// Larger inputs are refused (no localization file comes near it).
    static let maximumSize = 256 << 20

    static let options: Int32 = Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_BIG_LINES.rawValue)

    /// libxml2 must be initialized once before parsers run on several threads.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses `data` and, when it is well-formed and safe, calls `body` with the root element.
    ///
    /// - Returns: what `body` returned (nil when the document was refused) and every diagnostic.
    static func parse<T>(_ data: Data, file: String, _ body: (XMLElement, inout [Diagnostic]) -> T) -> (
        T?, [Diagnostic]
    ) {
        guard initialized else { return (nil, []) }
        guard data.count <= maximumSize else {
            let message = "file is larger than \(maximumSize >> 20) MB; refusing to parse it"
            return (nil, [Diagnostic(.error, rule: "xml", message, at: SourceLocation(file: file))])
        }
        guard data.count < Int(Int32.max) else { return (nil, []) }
        let state = ParseState(file: file)
        let context: xmlParserCtxtPtr? = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else {
                return xmlCreateMemoryParserCtxt("", 0)
            }
            return xmlCreateMemoryParserCtxt(base, Int32(buffer.count))
        }
        guard let context else {
            return (
                nil, [Diagnostic(.error, rule: "xml", "cannot create an XML parser", at: SourceLocation(file: file))]
            )
        }
        defer { xmlFreeParserCtxt(context) }
        let retained = Unmanaged.passRetained(state)
        defer { retained.release() }
        context.pointee._private = retained.toOpaque()
        if let sax = context.pointee.sax {
            sax.pointee.serror = collectError
            sax.pointee.internalSubset = checkInternalSubset
            sax.pointee.entityDecl = refuseEntityDeclaration
            sax.pointee.unparsedEntityDecl = refuseUnparsedEntity
            sax.pointee.externalSubset = nil
        }
        xmlCtxtUseOptions(context, options)
        // The parse reads `data` through libxml2's memory input, which points into `data`'s storage.
        _ = data.withUnsafeBytes { _ in xmlParseDocument(context) }
        let document = context.pointee.myDoc
        context.pointee.myDoc = nil
        defer { if let document { xmlFreeDoc(document) } }
        var diagnostics = state.diagnostics
        guard !state.refused, context.pointee.wellFormed != 0, let document, let root = xmlDocGetRootElement(document)
        else {
            if !diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.append(
                    Diagnostic(.error, rule: "xml", "not well-formed XML", at: SourceLocation(file: file)))
            }
            return (nil, diagnostics)
        }
        let result = body(XMLElement(node: root), &diagnostics)
        return (result, diagnostics)
    }
}

/// What the C callbacks of one parse report, reached through the context's `_private` pointer.
private final class ParseState {
    let file: String
    var diagnostics: [Diagnostic] = []
    var refused = false

    init(file: String) { self.file = file }

    static func from(_ context: UnsafeMutableRawPointer?) -> (ParseState, xmlParserCtxtPtr)? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let state = parser.pointee._private else { return nil }
        return (Unmanaged<ParseState>.fromOpaque(state).takeUnretainedValue(), parser)
    }

    func refuse(_ message: String, parser: xmlParserCtxtPtr) {
        if !refused {
            let line = Int(xmlSAX2GetLineNumber(parser))
            let column = Int(xmlSAX2GetColumnNumber(parser))
            diagnostics.append(
                Diagnostic(
                    .error, rule: "xml-doctype", message, at: SourceLocation(file: file, line: line, column: column))
            )
        }
        refused = true
        xmlStopParser(parser)
    }
}

private func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
    pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
}

private let collectError: xmlStructuredErrorFunc = { userData, error in
    guard let (state, _) = ParseState.from(userData), let error else { return }
    if state.refused { return }
    let raw = error.pointee.message.map { String(cString: $0) } ?? "XML error"
    let message = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    let severity: Diagnostic.Severity = error.pointee.level == XML_ERR_WARNING ? .warning : .error
    let location = SourceLocation(file: state.file, line: Int(error.pointee.line), column: Int(error.pointee.int2))
    state.diagnostics.append(Diagnostic(severity, rule: "xml", message, at: location))
}

private let checkInternalSubset: internalSubsetSAXFunc = { context, name, externalID, systemID in
    guard let (state, parser) = ParseState.from(context) else { return }
    if externalID != nil || systemID != nil {
        let target = string(systemID) ?? string(externalID) ?? ""
        state.refuse("DOCTYPE names an external DTD ('\(target)'); refusing to load it", parser: parser)
        return
    }
    xmlSAX2InternalSubset(context, name, externalID, systemID)
}

private let refuseEntityDeclaration: entityDeclSAXFunc = { context, name, type, _, systemID, _ in
    guard let (state, parser) = ParseState.from(context) else { return }
    let entity = string(name) ?? ""
    let kind =
        type == XML_INTERNAL_PARAMETER_ENTITY.rawValue || type == XML_EXTERNAL_PARAMETER_ENTITY.rawValue
        ? "parameter entity '%\(entity);'" : "entity '&\(entity);'"
    let external = systemID != nil ? " with an external reference" : ""
    state.refuse("DOCTYPE declares \(kind)\(external); entities are not allowed", parser: parser)
}

private let refuseUnparsedEntity: unparsedEntityDeclSAXFunc = { context, name, _, _, _ in
    guard let (state, parser) = ParseState.from(context) else { return }
    state.refuse("DOCTYPE declares entity '\(string(name) ?? "")'; entities are not allowed", parser: parser)
}
