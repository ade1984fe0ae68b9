import Foundation

/// `localekit-bench synthesize --output DIR [--scale N] [--languages N] [--keys N]`: writes a
/// ``SyntheticCatalog`` (the scaling benchmark's input) for use outside the suite.
enum SynthesizeCommand {
    static func run(_ arguments: [String]) throws {
        var catalog = SyntheticCatalog()
        var output: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let value = remaining.popFirst()
            switch argument {
            case "--output": output = value
            case "--scale": catalog.scale = try positive(value, argument)
            case "--languages": catalog.languages = try positive(value, argument)
            case "--keys": catalog.keys = try positive(value, argument)
            default: throw UsageError("unknown option '\(argument)'")
            }
        }
        guard let output else { throw UsageError("synthesize needs --output DIR") }
        let bytes = try catalog.write(to: output)
        print(
            "Wrote \(catalog.languageCodes.count) languages × \(catalog.keys * catalog.scale) keys "
                + "(\(Figure.number(Double(bytes) / 1e6)) MB) to \(output).")
    }

    private static func positive(_ value: String?, _ option: String) throws -> Int {
        guard let number = value.flatMap(Int.init), number > 0 else {
            throw UsageError("\(option) needs a positive number")
        }
        return number
    }
}
