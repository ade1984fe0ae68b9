import Foundation

/// Why the build plugin could not plan a target's build command.
enum LocaleKitPluginError: Error, CustomStringConvertible {
    /// A localization file the plugin must look into before the build could not be read.
    case unreadable(URL, String)

    var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file.path): error: \(reason) [localekit-plugin]"
        }
    }
}
