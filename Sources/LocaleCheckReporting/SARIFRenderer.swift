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
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driver: JSONValue = .object([
            ("name", .string("localekit")), ("version", .string(toolVersion)),
            ("informationUri", .string(Self.informationURI)),
            ("rules", .array(rules.map(Self.descriptor))),
        ])
        let baseURI = URL(fileURLWithPath: baseDirectory, isDirectory: true).absoluteString
        var writer = ChunkedWriter(sink: sink)
        writer.write("{\n  \"$schema\": \"\(Self.schemaURI)\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n")
        writer.write("      \"tool\": {\n        \"driver\": ")
        writer.append { driver.write(to: &$0, indent: 4) }
        writer.write("\n      },\n      \"originalUriBaseIds\": {\n        \"SRCROOT\": {\n          \"uri\": ")
        writer.append { JSONValue.writeString(baseURI, to: &$0) }
        writer.write("\n        }\n      },\n      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": [")
        var first = true
        var artifacts: [String: JSONValue] = [:]
        let missing = report.missingTranslations
        var keyLocations = [String?](repeating: nil, count: missing.keys.count)
        var groupParts = [(suffix: String, related: String)?](repeating: nil, count: missing.groups.count)
        let missingRuleIndex = ruleIndex[MissingTranslations.rule]
        report.forEachItem(
            other: { finding in
                writer.write(first ? "\n        " : ",\n        ")
                first = false
                let result = result(for: finding, ruleIndex: ruleIndex[finding.rule], artifacts: &artifacts)
                writer.append { result.write(to: &$0, indent: 4) }
            },
            missing: { item in
                writer.write(first ? "\n        " : ",\n        ")
                first = false
                let key = Int(item.key)
                let group = Int(item.group)
                let locations: String
                if let known = keyLocations[key] {
                    locations = known
                } else {
                    locations = JSONValue.array([location(missing.keys[key].location, artifacts: &artifacts)])
                        .text(indent: 5)
                    keyLocations[key] = locations
                }
                let parts: (suffix: String, related: String)
                if let known = groupParts[group] {
                    parts = known
                } else {
                    let notes = missing.groups[group].notes
                    parts = (
                        Self.unlocatedNotes(notes),
                        relatedLocations(notes, artifacts: &artifacts)?.text(indent: 5) ?? ""
                    )
                    groupParts[group] = parts
                }
                writer.append { output in
                    output += "{\n          \"ruleId\": \"\(MissingTranslations.rule)\",\n          \"level\": \""
                    output += Self.level(missing.severity(of: item))
                    output += "\",\n          \"message\": {\n            \"text\": "
                    JSONValue.writeString(missing.message(of: item) + parts.suffix, to: &output)
                    output += "\n          }"
                    if let missingRuleIndex { output += ",\n          \"ruleIndex\": \(missingRuleIndex)" }
                    output += ",\n          \"locations\": "
                    output += locations
                    if !parts.related.isEmpty {
                        output += ",\n          \"relatedLocations\": "
                        output += parts.related
                    }
                    output += ",\n          \"partialFingerprints\": {\n            \"localekitFinding/v1\": "
                    let fingerprint = missing.fingerprint(of: item)
                    let separator = "\u{1F}"
                    JSONValue.writeString(
                        MissingTranslations.rule.rawValue + separator + (fingerprint.table ?? "") + separator
                            + (fingerprint.language ?? "") + separator + (fingerprint.key ?? ""), to: &output)
                    output += "\n          }\n        }"
                }
            })
        writer.write(report.findingCount == 0 ? "]\n    }\n  ]\n}\n" : "\n      ]\n    }\n  ]\n}\n")
        writer.flush()
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

    /// The result object of `finding`; `artifacts` keeps each file's `artifactLocation` (made once per path).
    func result(for finding: Finding, ruleIndex: Int?, artifacts: inout [String: JSONValue]) -> JSONValue {
        let diagnostic = finding.diagnostic
        let text = diagnostic.message + Self.unlocatedNotes(diagnostic.notes)
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.rule.rawValue)), ("level", .string(Self.level(diagnostic.severity))),
            ("message", .object([("text", .string(text))])),
        ]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        if let location = diagnostic.location {
            members.append(("locations", .array([self.location(location, artifacts: &artifacts)])))
        }
        if let related = relatedLocations(diagnostic.notes, artifacts: &artifacts) {
            members.append(("relatedLocations", related))
        }
        var fingerprint = [finding.rule.rawValue, finding.table ?? "", finding.language ?? "", finding.key ?? ""]
        if finding.key == nil { fingerprint.append(diagnostic.message) }
        members.append(
            (
                "partialFingerprints",
                .object([("localekitFinding/v1", .string(fingerprint.joined(separator: "\u{1F}")))])
            ))
        return .object(members)
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
