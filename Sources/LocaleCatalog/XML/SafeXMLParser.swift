import CLibXML2
import Foundation
import LocalizationFormats

/// Parses untrusted XML with libxml2's SAX2 interface, refusing everything that could reach
/// outside the input.
///
/// - No network (`XML_PARSE_NONET`), no DTD loading, no default attributes from a DTD, no entity
///   substitution, and libxml2's default limits (nesting depth 256, text nodes ≤ 10 MB: no
///   `XML_PARSE_HUGE`). Inputs over ``maximumSize`` are refused before parsing.
/// - A `<!DOCTYPE>` that names an external subset (`SYSTEM`/`PUBLIC`) or declares any entity stops
///   the parser at once, before anything is expanded or opened: XXE, external DTDs, parameter
///   entities and billion-laughs documents become one `xml-doctype` diagnostic.
/// - libxml2's errors are collected through a structured error handler installed on this
///   parser's own context (no process-global handler, so files parse in parallel), with libxml2's
///   line and column.
/// - Events go to an ``XMLEventHandler``; no DOM is built.
enum SafeXMLParser {
    /// Larger inputs are refused (no localization file comes near it).
    static let maximumSize = 256 << 20

    static let options: Int32 = Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_BIG_LINES.rawValue)

    /// libxml2 must be initialized once before parsers run on several threads.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses `data`, handing its events to `handler`.
    ///
    /// - Returns: every diagnostic, and whether the document was well-formed and accepted (when it
    ///   was not, the handler saw only a prefix of it and its result must be dropped).
    static func parse(_ data: Data, file: String, handler: some XMLEventHandler) -> (accepted: Bool, [Diagnostic]) {
        withExtendedLifetime(handler) { parseKeepingHandler(data, file: file, handler: handler) }
    }

    private static func parseKeepingHandler(_ data: Data, file: String, handler: some XMLEventHandler) -> (
        accepted: Bool, [Diagnostic]
    ) {
        guard initialized else { return (false, []) }
        guard data.count <= maximumSize, data.count < Int(Int32.max) else {
            let message = "file is larger than \(maximumSize >> 20) MB; refusing to parse it"
            return (false, [Diagnostic(.error, rule: .xml, message, at: SourceLocation(file: file))])
        }
        let state = ParseState(file: file, handler: handler)
        // An empty file still goes through libxml2, which reports "Document is empty".
        let input = data.isEmpty ? Data(" ".utf8) : data
        return input.withUnsafeBytes { buffer -> (Bool, [Diagnostic]) in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
                let context = xmlCreateMemoryParserCtxt(base, Int32(buffer.count))
            else {
                return (
                    false,
                    [Diagnostic(.error, rule: .xml, "cannot create an XML parser", at: SourceLocation(file: file))]
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
                sax.pointee.startElementNs = startElement
                sax.pointee.endElementNs = endElement
                sax.pointee.characters = characters
                sax.pointee.ignorableWhitespace = characters
                sax.pointee.cdataBlock = characters
                sax.pointee.reference = nil
            }
            xmlCtxtUseOptions(context, options)
            xmlParseDocument(context)
            if let document = context.pointee.myDoc {
                xmlFreeDoc(document)
                context.pointee.myDoc = nil
            }
            var diagnostics = state.diagnostics
            let accepted = !state.refused && context.pointee.wellFormed != 0
            if !accepted, !diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.append(
                    Diagnostic(.error, rule: .xml, "not well-formed XML", at: SourceLocation(file: file)))
            }
            return (accepted, diagnostics)
        }
    }
}

/// What the C callbacks of one parse need, reached through the context's `_private` pointer.
private final class ParseState {
    let file: String
    unowned(unsafe) let handler: any XMLEventHandler
    var diagnostics: [Diagnostic] = []
    var refused = false

    init(file: String, handler: any XMLEventHandler) {
        self.file = file
        self.handler = handler
    }

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
                    .error, rule: .xmlDoctype, message, at: SourceLocation(file: file, line: line, column: column))
            )
        }
        refused = true
        xmlStopParser(parser)
    }
}

private func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
    pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
}

/// Calls `body` with the parse's handler, without retaining it (the parse keeps it alive), when
/// the parse has not been refused. These run for every element and every piece of text.
private func withHandler(_ context: UnsafeMutableRawPointer?, _ body: (ParseState) -> Void) {
    guard let context else { return }
    let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let state = parser.pointee._private else { return }
    Unmanaged<ParseState>.fromOpaque(state)._withUnsafeGuaranteedRef { state in
        if !state.refused { body(state) }
    }
}

private let startElement: startElementNsSAX2Func = { context, name, _, _, _, _, attributeCount, _, attributes in
    guard let name, let context else { return }
    let line = Int(xmlSAX2GetLineNumber(context))
    withHandler(context) { state in
        state.handler.startElement(
            XMLName(pointer: name), attributes: XMLAttributes(tuples: attributes, count: Int(attributeCount)),
            line: line)
    }
}

private let endElement: endElementNsSAX2Func = { context, name, _, _ in
    guard let name else { return }
    withHandler(context) { $0.handler.endElement(XMLName(pointer: name)) }
}

private let characters: charactersSAXFunc = { context, text, length in
    guard let text, length > 0 else { return }
    withHandler(context) { $0.handler.characters(UnsafeBufferPointer(start: text, count: Int(length))) }
}

private let collectError: xmlStructuredErrorFunc = { userData, error in
    guard let (state, _) = ParseState.from(userData), let error else { return }
    if state.refused { return }
    let raw = error.pointee.message.map { String(cString: $0) } ?? "XML error"
    let message = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    let severity: Diagnostic.Severity = error.pointee.level == XML_ERR_WARNING ? .warning : .error
    let location = SourceLocation(file: state.file, line: Int(error.pointee.line), column: Int(error.pointee.int2))
    state.diagnostics.append(Diagnostic(severity, rule: .xml, message, at: location))
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
