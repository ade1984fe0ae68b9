import LocaleCatalog
import LocaleKitCommands

/// The flags that set `localekit.json` fields, read through ``ProjectOption/all`` (the one table of
/// them) into ``CommandLineOptions``. A command accepts the sections it names in
/// `Arguments(…, sections:)`; the rest are never present.
extension Arguments {
    /// `arguments` parsed for a command that takes the table's options of `sections` besides its own.
    init(
        _ arguments: [String], sections: [ProjectOption.Section], options: Set<String> = [],
        flags: Set<String> = [], optionalValues: Set<String> = []
    ) throws {
        try self.init(
            arguments, options: options.union(ProjectOption.flags(in: sections, [.value, .repeatable, .pairs])),
            flags: flags.union(ProjectOption.flags(in: sections, [.flag])),
            optionalValues: optionalValues.union(ProjectOption.flags(in: sections, [.optionalValue])))
    }

    /// The flags given, as overrides of the configuration: each read by its table entry, a bad
    /// value refused in the words `localekit.json`'s reader uses for it.
    func commandLineOptions() throws -> CommandLineOptions {
        var options = CommandLineOptions(paths: positionals)
        for option in ProjectOption.all {
            let values = option.kind == .flag ? (flag(option.flag) ? [""] : []) : allValues(option.flag)
            do {
                try option.read(values, into: &options)
            } catch {
                throw UsageError(error.message)
            }
        }
        return options
    }
}
