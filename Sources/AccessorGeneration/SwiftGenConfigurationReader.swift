import Foundation
import LocaleCatalog
import LocalizationFormats
import StencilEngine

/// Reads the pieces of a `swiftgen.yml` for ``SwiftGenConfiguration``, and locates what it reports
/// on the first line of the file that names it (the YAML subset keeps no positions).
struct SwiftGenConfigurationReader {
    let file: String
    let text: String
    let environment: [String: String]
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, text: String, environment: [String: String]) {
        self.file = file
        self.text = text
        self.environment = environment
    }

    /// The text with every `${NAME}` replaced by the environment's value, as SwiftGen does; a name the
    /// environment lacks is an error, and stays as written.
    mutating func expandingVariables() -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: "${"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            result += rest[..<start.lowerBound]
            let name = String(rest[start.upperBound..<end])
            if let value = environment[name] {
                result += value
            } else {
                problem(.error, "the environment has no variable '\(name)'", near: "${\(name)}")
                result += rest[start.lowerBound...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// One output of a `strings` entry (its file under `folder`), or nil (reported) when localekit
    /// cannot write it.
    /// `separator` is the entry's `options: separator:` (SwiftGen's default is `.`).
    mutating func output(_ output: SimpleYAML, inputs: [String], separator: String?, folder: String)
        -> SwiftGenConfiguration.Output?
    {
        if let stencil = output["templatePath"]?.string {
            return templateOutput(
                output, templatePath: stencil, inputs: inputs, separator: separator ?? ".", folder: folder)
        }
        if let separator, separator != "." {
            problem(
                .warning, "option 'separator' is not applied by --template swiftgen (keys split at '.')",
                near: "separator")
        }
        let template = output["templateName"]?.string ?? ""
        guard SwiftGenConfiguration.structuredTemplates.contains(template) else {
            problem(
                .error,
                "templateName '\(template)' has no localekit equivalent (--template swiftgen keeps structured-swift5's API)",
                near: template.isEmpty ? "outputs" : template)
            return nil
        }
        guard let name = output["output"]?.string, !name.isEmpty else {
            problem(.error, "an output of 'strings' names no 'output' file", near: "outputs")
            return nil
        }
        let file = SwiftGenConfiguration.join(folder, name)
        return SwiftGenConfiguration.Output(
            inputs: inputs, file: file, generate: generateOptions(output["params"], output: file))
    }

    /// An output of the user's own template: its path relative to the configuration file's folder
    /// (SwiftGen runs from there), its `params:` as the template reads them.
    private mutating func templateOutput(
        _ output: SimpleYAML, templatePath: String, inputs: [String], separator: String, folder: String
    ) -> SwiftGenConfiguration.Output? {
        guard let name = output["output"]?.string, !name.isEmpty else {
            problem(.error, "an output of 'strings' names no 'output' file", near: "outputs")
            return nil
        }
        var parameters: [String: StencilValue] = [:]
        if case .mapping(let entries) = output["params"] {
            for (key, value) in entries { parameters[key] = SwiftGenTemplateOutput.value(of: value) }
        }
        let location = location(near: templatePath)
        let configurationFolder = (file as NSString).deletingLastPathComponent
        return SwiftGenConfiguration.Output(
            inputs: inputs, file: SwiftGenConfiguration.join(folder, name),
            generate: LocaleKitConfiguration.GenerateOptions(template: "swiftgen"),
            stencil: SwiftGenTemplateOutput(
                templatePath: SwiftGenConfiguration.join(configurationFolder, templatePath), location: location,
                parameters: parameters, separator: separator))
    }

    /// SwiftGen's parameters as `generate` options; one it has but localekit does not apply is a warning.
    private mutating func generateOptions(_ params: SimpleYAML?, output: String)
        -> LocaleKitConfiguration.GenerateOptions
    {
        var generate = LocaleKitConfiguration.GenerateOptions(template: "swiftgen")
        guard case .mapping(let entries) = params else { return generate }
        for (name, value) in entries {
            let text = value.string ?? ""
            switch name {
            case "publicAccess": generate.access = ["false", "no", "off"].contains(text.lowercased()) ? nil : "public"
            case "enumName": generate.enumName = text
            case "bundle": generate.bundle = text
            case "lookupFunction": generate.lookupFunction = lookupFunction(text, output: output)
            default:
                problem(.warning, "parameter '\(name)' is not applied by localekit", near: "\(name):")
            }
        }
        return generate
    }

    /// SwiftGen 6.6 calls a lookup function by name with the key, the table and the development value;
    /// older versions with the key and the table. A name alone follows the output SwiftGen last wrote,
    /// which the app's code compiles against, when it calls the function with two arguments.
    private func lookupFunction(_ name: String, output: String) -> String {
        guard !name.contains("("), let data = FileManager.default.contents(atPath: output),
            String(decoding: data, as: UTF8.self).contains("\(name)(key, table)")
        else { return name }
        return name + "(_:_:)"
    }

    /// A finding at the first line of the file that contains `needle` (else the file).
    mutating func problem(_ severity: Diagnostic.Severity, _ message: String, near needle: String) {
        diagnostics.append(Diagnostic(severity, rule: .config, message, at: location(near: needle)))
    }

    /// The first line of the file that contains `needle`, at its column (else the file).
    func location(near needle: String) -> SourceLocation {
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: needle) else { continue }
            return SourceLocation(
                file: file, line: offset + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
        }
        return SourceLocation(file: file)
    }
}
