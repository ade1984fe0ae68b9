import Foundation

/// Formats a ``PrintfTemplate`` with arguments in a locale, as `String(format:locale:arguments:)` would.
///
/// Whole numbers (`%d`, `%ld`, `%lld`, `%u`…) and strings (`%@`, and `%s` given a Swift `String`) are
/// written directly; anything else goes to Foundation, after the arguments are made safe for their
/// conversions, so a translation whose placeholders disagree with the arguments never crashes.
enum ArgumentFormatter {
    static func format(_ template: PrintfTemplate, arguments: [any CVarArg], locale: FormatLocale) -> String {
        if let fast = formatDirectly(template, arguments: arguments, locale: locale) { return fast }
        return formatWithFoundation(template, arguments: arguments, locale: locale.locale)
    }

    private static let integerLengths: Set<String> = ["", "l", "ll", "q", "z", "j", "t"]

    private static func formatDirectly(
        _ template: PrintfTemplate, arguments: [any CVarArg], locale: FormatLocale
    ) -> String? {
        var result = ""
        for piece in template.pieces {
            switch piece {
            case .text(let text):
                result += text
            case .placeholder(let placeholder):
                guard placeholder.flags.isEmpty, placeholder.width.isEmpty, placeholder.precision.isEmpty,
                    placeholder.position <= arguments.count
                else { return nil }
                let argument = arguments[placeholder.position - 1]
                switch placeholder.conversion {
                case "@", "s", "S":
                    guard let string = argument as? String else { return nil }
                    result += string
                case "d", "i", "u":
                    guard let separator = locale.integerGrouping, integerLengths.contains(placeholder.length),
                        let integer = argument as? any BinaryInteger
                    else { return nil }
                    let (negative, digits) = signAndDigits(integer)
                    if placeholder.conversion == "u", negative { return nil }
                    if negative { result += "-" }
                    result += FormatLocale.group(digits, separator: separator)
                default:
                    return nil
                }
            }
        }
        return result
    }

    private static func widened<T: BinaryInteger>(_ value: T) -> any CVarArg {
        if let signed = Int64(exactly: value) { return signed }
        return UInt64(truncatingIfNeeded: value)
    }

    private static func signAndDigits<T: BinaryInteger>(_ value: T) -> (negative: Bool, digits: String) {
        (value < 0, String(value.magnitude))
    }

    private static func formatWithFoundation(
        _ template: PrintfTemplate, arguments: [any CVarArg], locale: Locale
    ) -> String {
        var format = ""
        // Only the arguments the format uses, renumbered without gaps: Foundation cannot skip an
        // argument it never reads (a form without `%d` leaves a gap), and crashes on one.
        var used: [(any CVarArg)] = []
        // By position and coerced conversion: one argument read as two types (`%1$d %1$@`) gets a slot
        // per type, else Foundation would read an integer as an object pointer and crash.
        var newPosition: [String: Int] = [:]
        for piece in template.pieces {
            switch piece {
            case .text(let text):
                format += text.replacingOccurrences(of: "%", with: "%%")
            case .placeholder(let placeholder):
                func slot(_ position: Int, _ argument: any CVarArg, _ conversion: String) -> Int {
                    let key = "\(position) \(conversion)"
                    if let slot = newPosition[key] { return slot }
                    used.append(argument)
                    newPosition[key] = used.count
                    return used.count
                }
                func argument(_ position: Int) -> any CVarArg {
                    position <= arguments.count ? arguments[position - 1] : (0 as Int)
                }
                // A `*` width or precision: an `Int` argument of its own, read before the value (as printf does).
                let width = placeholder.widthPosition.map { slot($0, starAmount(argument($0)), "*") }
                let precision = placeholder.precisionPosition.map { slot($0, starAmount(argument($0)), "*") }
                let (value, coerced) = coerce(argument(placeholder.position), for: placeholder)
                var spec = coerced
                spec.position = slot(placeholder.position, value, "\(spec.conversion)\(spec.length)")
                spec.widthPosition = width
                spec.precisionPosition = precision
                format += spec.numberedSpec()
            }
        }
        return String(format: format, locale: locale, arguments: used)
    }

    /// A `*` width or precision as Foundation reads it: an `Int`, bounded as written widths are.
    private static func starAmount(_ argument: any CVarArg) -> any CVarArg {
        let value = (argument as? any BinaryInteger).flatMap { Int(exactly: $0) } ?? 0
        return min(max(value, -9999), 9999)
    }

    /// An argument of a type the placeholder's conversion reads, and the placeholder to use:
    /// `%s` and unsupported conversions become `%@` of a string; `%Lf` becomes `%f`.
    private static func coerce(
        _ argument: any CVarArg, for placeholder: PrintfTemplate.Placeholder
    ) -> (any CVarArg, PrintfTemplate.Placeholder) {
        var spec = placeholder
        // Only the flags Foundation's parser knows: with `'` (`%2$' to`) it misread the arguments and crashed.
        spec.flags = spec.flags.filter { "-+ #0".contains($0) }
        switch placeholder.conversion {
        case "d", "i", "o", "u", "x", "X", "c", "C":
            // Widened to 64 bits: a narrower integer would be read as the bits of a 32-bit unsigned slot.
            if let integer = argument as? any BinaryInteger { return (widened(integer), spec) }
            if let double = argument as? any BinaryFloatingPoint {
                let value = Double(double).rounded(.towardZero)
                return (Int(exactly: value) ?? 0, spec)
            }
            if let string = argument as? String { return (Int(string) ?? 0, spec) }
            return (0 as Int, spec)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            spec.length = ""
            if let double = argument as? any BinaryFloatingPoint { return (Double(double), spec) }
            if let integer = argument as? any BinaryInteger { return (Double(integer), spec) }
            if let string = argument as? String { return (Double(string) ?? 0, spec) }
            return (0.0, spec)
        default:
            spec.conversion = "@"
            spec.length = ""
            // `%#s` would become `%1$#@`, which Foundation reads as a `%#@variable@` and then crashes.
            spec.flags = spec.flags.filter { $0 == "-" }
            if let string = argument as? String { return (string, spec) }
            return (String(describing: argument), spec)
        }
    }
}
