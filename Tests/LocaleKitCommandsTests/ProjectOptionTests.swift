import AccessorGeneration
import Foundation
import LocaleCatalog
import LocalizationFormats
import Testing

@testable import LocaleKitCommands

/// `ProjectOption.all`: the one table of the options that override `localekit.json`. These tests
/// fail when an option skips it: a `CommandLineOptions` property no entry sets, an entry without
/// its overlay or help line, a field `localekit.json` does not have, or a check worded apart.
@Suite struct ProjectOptionTests {
    /// A valid value for each entry's flag, as the command line gives it.
    static let examples: [String: [String]] = [
        "config": ["other.json"], "development-language": ["de"], "supported-language": ["de"],
        "include": ["A/**"], "exclude": ["Pods/**"], "rule": ["empty-value=off"], "ignore-key": ["debug.*"],
        "min-coverage": ["de=90"], "do-not-translate": ["Firefly"], "max-length": ["button.*=12"],
        "project": ["App.xcodeproj"], "target": ["App"], "template": ["flat"], "access": ["public"],
        "substitution-labels": [""], "tr-access": ["internal"], "enum-name": ["Strings"], "bundle": ["main"],
        "lookup": ["foundation"], "lookup-function": ["lookup(forKey:table:)"], "separator": ["/"],
        "tables": ["separate"],
        "strict": [""], "baseline": ["baseline.json"], "require-complete": ["de,fr"], "sources": ["Sources"],
        "table-enums": ["Core=CoreStrings"], "functions": ["tr,lookup"],
    ]

    /// The properties that are not flags over `localekit.json` fields: what the command sets itself.
    static let notOptions: Set<String> = [
        "paths", "findsConfiguration", "searchPath", "recordsBaseline", "runsRules",
        // `usage --template`: the flag `generate`'s `--template` is, so `usage` reads it itself.
        "usageTemplate",
    ]

    /// Every stored property of `value`, by dotted path (`generate.enumName`), and its value as text.
    static func leaves(of value: Any, prefix: String = "") -> [String: String] {
        var result: [String: String] = [:]
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            let path = prefix + label
            if path == "generate" {
                result.merge(leaves(of: child.value, prefix: "generate."), uniquingKeysWith: { $1 })
            } else {
                result[path] = String(describing: child.value)
            }
        }
        return result
    }

    static func reading(_ option: ProjectOption) throws -> CommandLineOptions {
        var options = CommandLineOptions()
        try option.read(examples[option.flag] ?? [], into: &options)
        return options
    }

    @Test func everyPropertyOfCommandLineOptionsIsSetByAnEntry() throws {
        let defaults = Self.leaves(of: CommandLineOptions())
        var set: Set<String> = []
        for option in ProjectOption.all {
            let read = Self.leaves(of: try Self.reading(option))
            let changed = defaults.keys.filter { read[$0] != defaults[$0] }
            #expect(!changed.isEmpty, "--\(option.flag) sets no property")
            set.formUnion(changed)
        }
        #expect(Set(defaults.keys).subtracting(Self.notOptions) == set)
    }

    @Test func everyEntryHasAnExampleAFieldOfTheFileAndAnOverlay() throws {
        #expect(Set(Self.examples.keys) == Set(ProjectOption.all.map(\.flag)))
        #expect(Set(ProjectOption.all.map(\.flag)).count == ProjectOption.all.count)
        for option in ProjectOption.all {
            guard let field = option.field else { continue }
            let parts = field.split(separator: ".", maxSplits: 1).map(String.init)
            let known =
                parts.count == 1
                ? LocaleKitConfiguration.fieldNames
                : parts[0] == "generate"
                    ? LocaleKitConfiguration.generateFieldNames : LocaleKitConfiguration.usageFieldNames
            #expect(known.contains(parts[parts.count - 1]), "--\(option.flag): no field \(field)")
            let file = LocaleKitConfiguration()
            let laid = Frontend.applying(try Self.reading(option), to: file)
            #expect(laid != file, "--\(option.flag) is not laid over \(field)")
        }
    }

    @Test(arguments: ProjectOption.Section.allCases)
    func everyEntryHasItsHelpLineAndEveryHelpLineAnEntry(section: ProjectOption.Section) {
        let lines = ProjectOption.helpText(section, column: 35).split(separator: "\n")
        let flags = lines.filter { $0.hasPrefix("  --") }.map { $0.dropFirst(4).prefix { $0 != " " && $0 != "[" } }
        #expect(flags.map(String.init) == ProjectOption.options(in: section).map(\.flag))
        #expect(lines.allSatisfy { $0.hasPrefix("  --") || $0.hasPrefix(String(repeating: " ", count: 35)) })
    }

    @Test func aProjectOptionsHelpLineNamesTheFieldItOverrides() {
        #expect(
            ProjectOption.helpText("include", column: 35)
                == "  --include <glob>                 (\"include\", added) Files to read, relative to localekit.json's folder."
        )
        #expect(ProjectOption.helpText("require-complete", column: 27).hasPrefix("  --require-complete[=<lang>,…]\n"))
    }

    /// A bad value from a flag and from `localekit.json`: the same reason, the flag named, the field located.
    @Test(arguments: [
        (
            "max-length", "title=0", #"{"maxLength": {"title": 0}}"#,
            "must be a whole number of characters from 1, not 0"
        ),
        ("min-coverage", "de=120", #"{"minCoverage": {"de": 120}}"#, "must be from 0 to 100, not 120"),
        (
            "rule", "extra-key=fatal", #"{"rules": {"extra-key": "fatal"}}"#,
            "must be one of error, warning, note, off, not 'fatal'"
        ),
        (
            "access", "open", #"{"generate": {"access": "open"}}"#,
            "must be one of internal, public, package, not 'open'"
        ),
        (
            "tr-access", "open", #"{"generate": {"trAccess": "open"}}"#,
            "must be one of private, fileprivate, internal, package, public, not 'open'"
        ),
        ("tables", "flat", #"{"generate": {"tables": "flat"}}"#, "must be one of nested, separate, not 'flat'"),
        (
            "enum-name", "not valid", #"{"generate": {"enumName": "not valid"}}"#,
            "must be a Swift type name, not 'not valid'"
        ),
        (
            "lookup", "swiftgen", #"{"generate": {"lookup": "swiftgen"}}"#,
            "must be one of runtime, foundation, not 'swiftgen'"
        ),
        (
            "lookup-function", "f(a:)", #"{"generate": {"lookupFunction": "f(a:)"}}"#,
            "must be a function name or a signature of 2 or 3 arguments, not 'f(a:)'"
        ),
    ])
    func aBadValueSaysTheSameFromTheFlagAndTheFile(flag: String, value: String, json: String, reason: String) throws {
        let option = try #require(ProjectOption.all.first { $0.flag == flag })
        var options = CommandLineOptions()
        let fromFlag = #expect(throws: ValueProblem.self) { try option.read([value], into: &options) }
        let name = value.split(separator: "=").first.map(String.init) ?? value
        #expect(fromFlag?.subject == (value.contains("=") ? "--\(flag) \(name)" : "--\(flag)"))
        #expect(fromFlag?.reason.hasPrefix(reason) == true, "\(String(describing: fromFlag))")

        let text = "{\n  " + json.dropFirst().dropLast() + "\n}\n"
        let fromFile = try #require(Self.fileProblems(text).first)
        #expect(
            fromFile.message == "'\(option.field ?? "")\(value.contains("=") ? ".\(name)" : "")' "
                + (fromFlag?.reason ?? ""))
        #expect(fromFile.location?.file == "localekit.json")
        #expect(fromFile.location?.line == 2)
        #expect((fromFile.location?.column ?? 0) > 1)
    }

    /// What `localekit.json`'s reader, then the generator's options, find wrong in `text`.
    static func fileProblems(_ text: String) throws -> [Diagnostic] {
        do {
            let configuration = try LocaleKitConfiguration.parse(
                Data(text.utf8), file: "localekit.json", knownRules: ["extra-key"])
            _ = try GenerationOptions(configuration: configuration)
            return []
        } catch let error as ConfigurationError {
            return error.diagnostics
        } catch let error as GenerationError {
            return error.diagnostics
        }
    }
}
