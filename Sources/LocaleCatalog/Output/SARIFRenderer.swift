import Foundation
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
        self.baseDirectory = baseDirectory
    }

    public func render(_ report: CheckReport, rules: [any CheckRule] = CheckRules.all) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driver: [String: Any] = [
            "name": "localekit",
            "version": toolVersion,
            "informationUri": Self.informationURI,
            "rules": rules.map { rule -> [String: Any] in
                var descriptor: [String: Any] = [
                    "id": rule.id,
                    "name": Self.pascalCase(rule.id),
                    "shortDescription": ["text": rule.summary],
                    "help": [
                        "text":
                            "\(rule.summary) Configure with \"rules\": {\"\(rule.id)\": \"error|warning|note|off\"} in localekit.json."
                    ],
                    "defaultConfiguration": [
                        "level": Self.level(rule.defaultSeverity), "enabled": rule.defaultSeverity != nil,
                    ],
                ]
                descriptor["helpUri"] = Self.informationURI + "#rules"
                return descriptor
            },
        ]
        let base = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
        let run: [String: Any] = [
            "tool": ["driver": driver],
            "originalUriBaseIds": ["SRCROOT": ["uri": URL(fileURLWithPath: base, isDirectory: true).absoluteString]],
            "columnKind": "unicodeCodePoints",
            "results": report.findings.map { result(for: $0, ruleIndex: ruleIndex[$0.rule]) },
        ]
        let object: [String: Any] = ["$schema": Self.schemaURI, "version": "2.1.0", "runs": [run]]
        return CheckJSONRenderer.serialize(object)
    }

    func result(for finding: Finding, ruleIndex: Int?) -> [String: Any] {
        let diagnostic = finding.diagnostic
        var text = diagnostic.message
        for note in diagnostic.notes where note.location == nil { text += " (\(note.message))" }
        var result: [String: Any] = [
            "ruleId": diagnostic.rule, "level": Self.level(diagnostic.severity), "message": ["text": text],
        ]
        if let ruleIndex { result["ruleIndex"] = ruleIndex }
        if let location = diagnostic.location { result["locations"] = [self.location(location)] }
        let related = diagnostic.notes.compactMap { note -> [String: Any]? in
            guard let location = note.location else { return nil }
            var item = self.location(location)
            item["message"] = ["text": note.message]
            return item
        }
        if !related.isEmpty {
            result["relatedLocations"] = related.enumerated().map { index, item in
                item.merging(["id": index]) { $1 }
            }
        }
        var fingerprint = [finding.rule, finding.table ?? "", finding.language ?? "", finding.key ?? ""]
        if finding.key == nil { fingerprint.append(diagnostic.message) }
        result["partialFingerprints"] = ["localekitFinding/v1": fingerprint.joined(separator: "\u{1F}")]
        return result
    }

    func location(_ location: SourceLocation) -> [String: Any] {
        var physical: [String: Any] = ["artifactLocation": artifact(location.file)]
        if location.line > 0 {
            var region: [String: Any] = ["startLine": location.line]
            if location.column > 0 { region["startColumn"] = location.column }
            physical["region"] = region
        }
        return ["physicalLocation": physical]
    }

    /// A relative `uri` with the `SRCROOT` base for files under the base folder, else an absolute `file:` URI.
    func artifact(_ path: String) -> [String: Any] {
        let base = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
        var relative = path
        if path.hasPrefix("/") {
            guard path.hasPrefix(base) else { return ["uri": URL(fileURLWithPath: path).absoluteString] }
            relative = String(path.dropFirst(base.count))
        }
        relative = CatalogRoots.normalized(relative)
        let encoded = relative.addingPercentEncoding(withAllowedCharacters: Self.uriPathAllowed) ?? relative
        return ["uri": encoded, "uriBaseId": "SRCROOT"]
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
