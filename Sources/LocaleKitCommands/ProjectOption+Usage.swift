import Foundation
import LocaleCatalog

extension ProjectOption {
    /// `usage`'s and `sync`'s options that set the `usage` object's fields, in help order.
    static let usage: [ProjectOption] = [
        ProjectOption(
            "sources", field: "usage.sources", .repeatable, .usage, syntax: "<dir>",
            help: ["Swift files or folders (repeatable; default: localekit.json \"usage.sources\")."],
            read: { options, given in options.usageSources = given.values },
            overlay: { options, configuration, paths in
                if let sources = options.usageSources { configuration.usage.sources = sources.map(paths.asGiven) }
            }),
        ProjectOption(
            "table-enums", field: "usage.tableEnums", .pairs, .usage, syntax: "<list>",
            help: ["Enums of other tables, e.g. Core=CoreStrings,Frontend=FrontendStrings."],
            read: { options, given throws(ValueProblem) in
                options.tableEnums = Dictionary(try given.pairs(), uniquingKeysWith: { $1 })
            },
            overlay: { options, configuration, _ in configuration.usage.tableEnums.merge(options.tableEnums) { $1 } }),
        ProjectOption(
            "functions", field: "usage.functions", .value, .usage, syntax: "<list>", adds: true,
            help: ["More calls whose first argument is a key, e.g. tr,Current.localized.core."],
            read: { options, given in
                options.usageFunctions = given.last.split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            },
            overlay: { options, configuration, _ in configuration.usage.functions += options.usageFunctions }),
    ]
}
