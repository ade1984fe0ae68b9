import Foundation
import LocaleCatalog
import LocaleCheck
import LocalizationFormats

/// `localekit check --format sarif`: SARIF 2.1.0, as code-scanning services read it.
///
/// `tool.driver.rules` lists every built-in rule with its help text and default level; each
/// result has a `physicalLocation` whose `uri` is relative to the `SRCROOT` base (the current
/// directory), and notes with a location become `relatedLocations`.
public struct SARIFRenderer: Sendable {
    public var toolVersion: String
    /// The folder relative URIs are relative to (default: the current directory).
    public var baseDirectory: String

    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let informationURI = "https://github.com/swiftlocalekit/SwiftLocaleKit"

    public init(toolVersion: String, baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.toolVersion = toolVersion
        self.baseDirectory = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
    }

    public func render(_ report: CheckReport, rules: [any CheckRule] = CheckRules.all) -> String {
        var output = ""
        render(report, rules: rules) { output += $0 }
        return output
    }

    /// Writes the log in chunks, results one by one.
    public func render(
        _ report: CheckReport, rules: [any CheckRule] = CheckRules.all, to sink: @escaping (String) -> Void
    ) {
        var writer = ChunkedWriter(sink: sink)
        writeHeader(rules: rules, to: &writer)
        var results = ResultMaker(
            renderer: self, ruleIndex: Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) }),
            missing: report.missingTranslations)
        var first = true
        func write(_ result: ResultFields) {
            writer.write(first ? "\n        " : ",\n        ")
            first = false
            writer.append { Self.write(result, to: &$0) }
        }
        report.forEachItem(
            other: { write(results.result(for: $0)) },
            missing: { write(results.result(for: $0)) })
        writer.write(report.findingCount == 0 ? "]\n    }\n  ]\n}\n" : "\n      ]\n    }\n  ]\n}\n")
        writer.flush()
    }

    /// Everything before the first result: the tool and its rules, the `SRCROOT` base.
    private func writeHeader(rules: [any CheckRule], to writer: inout ChunkedWriter) {
        let driver: JSONValue = .object([
            ("name", .string("localekit")), ("version", .string(toolVersion)),
            ("informationUri", .string(Self.informationURI)),
            ("rules", .array(rules.map(Self.descriptor))),
        ])
        let baseURI = URL(fileURLWithPath: baseDirectory, isDirectory: true).absoluteString
        writer.write("{\n  \"$schema\": \"\(Self.schemaURI)\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n")
        writer.write("      \"tool\": {\n        \"driver\": ")
        writer.append { driver.write(to: &$0, indent: 4) }
        writer.write("\n      },\n      \"originalUriBaseIds\": {\n        \"SRCROOT\": {\n          \"uri\": ")
        writer.append { JSONValue.writeString(baseURI, to: &$0) }
        writer.write("\n        }\n      },\n      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": [")
    }

    /// What one result object holds, its nested arrays already written at their depth.
    struct ResultFields {
        var ruleID: String
        var level: String
        /// The message with its notes that have no location.
        var text: String
        var ruleIndex: Int?
        /// The `locations` array; nil for a finding without a location.
        var locations: String?
        /// The `relatedLocations` array; nil when no note has a location.
        var relatedLocations: String?
        var fingerprint: String
    }

    /// Makes each finding's ``ResultFields``: a ``Finding``'s, or a compact `missing-translation` item's,
    /// whose location is made once per key and whose notes once per table and language (a real
    /// catalog has ~10⁵ such results, and no `Finding` is built for them).
    struct ResultMaker {
        let renderer: SARIFRenderer
        let ruleIndex: [Diagnostic.Rule: Int]
        let missing: MissingTranslations
        /// Each file's `artifactLocation`, made once per path.
        var artifacts: [String: JSONValue] = [:]
        private var keyLocations: [String?]
        private var groupNotes: [(unlocated: String, related: String?)?]

        init(renderer: SARIFRenderer, ruleIndex: [Diagnostic.Rule: Int], missing: MissingTranslations) {
            self.renderer = renderer
            self.ruleIndex = ruleIndex
            self.missing = missing
            keyLocations = Array(repeating: nil, count: missing.keys.count)
            groupNotes = Array(repeating: nil, count: missing.groups.count)
        }

        mutating func result(for finding: Finding) -> ResultFields {
            let diagnostic = finding.diagnostic
            var locations: String?
            if let location = diagnostic.location { locations = self.locations(location) }
            var fingerprint = [finding.rule.rawValue, finding.table ?? "", finding.language ?? "", finding.key ?? ""]
            if finding.key == nil { fingerprint.append(diagnostic.message) }
            return ResultFields(
                ruleID: diagnostic.rule.rawValue, level: SARIFRenderer.level(diagnostic.severity),
                text: diagnostic.message + SARIFRenderer.unlocatedNotes(diagnostic.notes),
                ruleIndex: ruleIndex[finding.rule], locations: locations,
                relatedLocations: renderer.relatedLocations(diagnostic.notes, artifacts: &artifacts)?.text(indent: 5),
                fingerprint: fingerprint.joined(separator: "\u{1F}"))
        }

        mutating func result(for item: MissingTranslations.Item) -> ResultFields {
            let (key, group) = (Int(item.key), Int(item.group))
            let locations = keyLocations[key] ?? locations(missing.keys[key].location)
            keyLocations[key] = locations
            let notes = groupNotes[group] ?? notes(missing.groups[group].notes)
            groupNotes[group] = notes
            let fingerprint = missing.fingerprint(of: item)
            return ResultFields(
                ruleID: MissingTranslations.rule.rawValue, level: SARIFRenderer.level(missing.severity(of: item)),
                text: missing.message(of: item) + notes.unlocated, ruleIndex: ruleIndex[MissingTranslations.rule],
                locations: locations, relatedLocations: notes.related,
                fingerprint: [
                    MissingTranslations.rule.rawValue, fingerprint.table ?? "", fingerprint.language ?? "",
                    fingerprint.key ?? "",
                ].joined(separator: "\u{1F}"))
        }

        private mutating func locations(_ location: SourceLocation) -> String {
            JSONValue.array([renderer.location(location, artifacts: &artifacts)]).text(indent: 5)
        }

        private mutating func notes(_ notes: [Diagnostic.Note]) -> (unlocated: String, related: String?) {
            (
                SARIFRenderer.unlocatedNotes(notes),
                renderer.relatedLocations(notes, artifacts: &artifacts)?.text(indent: 5)
            )
        }
    }

    /// One result object at depth 4.
    static func write(_ result: ResultFields, to output: inout String) {
        output += "{\n          \"ruleId\": "
        JSONValue.writeString(result.ruleID, to: &output)
        output += ",\n          \"level\": "
        JSONValue.writeString(result.level, to: &output)
        output += ",\n          \"message\": {\n            \"text\": "
        JSONValue.writeString(result.text, to: &output)
        output += "\n          }"
        if let ruleIndex = result.ruleIndex { output += ",\n          \"ruleIndex\": \(ruleIndex)" }
        if let locations = result.locations {
            output += ",\n          \"locations\": "
            output += locations
        }
        if let related = result.relatedLocations {
            output += ",\n          \"relatedLocations\": "
            output += related
        }
        output += ",\n          \"partialFingerprints\": {\n            \"localekitFinding/v1\": "
        JSONValue.writeString(result.fingerprint, to: &output)
        output += "\n          }\n        }"
    }

    static func descriptor(_ rule: any CheckRule) -> JSONValue {
        let help =
            "\(rule.summary) Configure with \"rules\": {\"\(rule.id.rawValue)\": \"error|warning|note|off\"} in localekit.json."
        return .object([
            ("id", .string(rule.id.rawValue)), ("name", .string(pascalCase(rule.id.rawValue))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("help", .object([("text", .string(help))])),
            ("helpUri", .string(informationURI + "#rules")),
            (
                "defaultConfiguration",
                .object([
                    ("level", .string(level(rule.defaultSeverity))), ("enabled", .bool(rule.defaultSeverity != nil)),
                ])
            ),
        ])
    }

    /// ` (message)` for each note without a location: the result's message carries them.
    static func unlocatedNotes(_ notes: [Diagnostic.Note]) -> String {
        var text = ""
        for note in notes where note.location == nil { text += " (\(note.message))" }
        return text
    }

    /// The notes with a location, as `relatedLocations` (`nil` when there are none).
    func relatedLocations(_ notes: [Diagnostic.Note], artifacts: inout [String: JSONValue]) -> JSONValue? {
        let related = notes.compactMap { note -> (SourceLocation, String)? in
            note.location.map { ($0, note.message) }
        }
        guard !related.isEmpty else { return nil }
        var items: [JSONValue] = []
        for (index, item) in related.enumerated() {
            guard case .object(let members) = location(item.0, artifacts: &artifacts) else {
                items.append(.null)
                continue
            }
            items.append(.object([("id", .int(index))] + members + [("message", .object([("text", .string(item.1))]))]))
        }
        return .array(items)
    }

    func location(_ location: SourceLocation, artifacts: inout [String: JSONValue]) -> JSONValue {
        let artifact: JSONValue
        if let known = artifacts[location.file] {
            artifact = known
        } else {
            artifact = self.artifact(location.file)
            artifacts[location.file] = artifact
        }
        var physical: [(String, JSONValue)] = [("artifactLocation", artifact)]
        if location.line > 0 {
            var region: [(String, JSONValue)] = [("startLine", .int(location.line))]
            if location.column > 0 { region.append(("startColumn", .int(location.column))) }
            physical.append(("region", .object(region)))
        }
        return .object([("physicalLocation", .object(physical))])
    }

    /// A relative `uri` with the `SRCROOT` base for files under the base folder, else an absolute `file:` URI.
    func artifact(_ path: String) -> JSONValue {
        var relative = path
        if path.hasPrefix("/") {
            guard path.hasPrefix(baseDirectory) else {
                return .object([("uri", .string(URL(fileURLWithPath: path).absoluteString))])
            }
            relative = String(path.dropFirst(baseDirectory.count))
        }
        relative = CatalogRoots.normalized(relative)
        let encoded = relative.addingPercentEncoding(withAllowedCharacters: Self.uriPathAllowed) ?? relative
        return .object([("uri", .string(encoded)), ("uriBaseId", .string("SRCROOT"))])
    }

    private static let uriPathAllowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: ":;")
        return set
    }()

    static func level(_ severity: Diagnostic.Severity?) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        case nil: "none"
        }
    }

    /// `missing-translation` → `MissingTranslation`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
