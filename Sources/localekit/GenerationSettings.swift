import AccessorGeneration
import Foundation
import KeyUsage
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting

extension LocaleKitCommand {
    /// The configuration (`--config`, else the nearest `localekit.json`) and the generation options
    /// its `generate` section gives, for `generate` and `usage` (which must name keys as `generate`
    /// did); `nil` after printing why they cannot be read.
    static func generationSettings(_ arguments: Arguments) -> (LocaleKitConfiguration, GenerationOptions)? {
        do {
            let configuration = try LocaleKitConfiguration.resolve(
                explicitFile: arguments.value("config"), paths: arguments.positionals)
            return (configuration, try GenerationOptions(configuration: configuration))
        } catch let error as ConfigurationError {
            printConfigurationError(error)
        } catch let error as GenerationError {
            FileHandle.standardError.write(Data((DiagnosticRenderer().render(error.diagnostics) + "\n").utf8))
        } catch {
            printError("\(error)")
        }
        return nil
    }
}
