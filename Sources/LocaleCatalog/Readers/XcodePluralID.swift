import Foundation
import LocalizationFormats

/// The trans-unit ids Xcode gives the parts of a pluralized or varied string in an XLIFF.
///
/// From a `.stringsdict`: `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` (the format) and
/// `/KEY:dict/VAR:dict/one:dict/:string` (one form of one variable). localekit also writes
/// `/KEY:dict/VAR:dict/NSStringFormatValueTypeKey:dict/:string` (with `translate="no"`) so the value
/// type survives a round trip. A variable-width rule: `/KEY:dict/NSStringVariableWidthRuleType:dict/20:dict/:string`
/// (one unit per width; no published Xcode export with width units was found, so this is the stringsdict
/// path scheme above applied to `NSStringVariableWidthRuleType`). From a String Catalog: `KEY|==|plural.one`,
/// `KEY|==|substitutions.NAME.plural.few`, `KEY|==|device.ipad`.
enum XcodePluralID: Hashable {
    case stringsdictFormat(key: String)
    case stringsdictForm(key: String, variable: String, category: PluralCategory)
    case stringsdictValueType(key: String, variable: String)
    case stringsdictWidth(key: String, width: Int)
    case catalogPlural(key: String, category: PluralCategory)
    case catalogSubstitution(key: String, name: String, category: PluralCategory)
    case catalogDevice(key: String, device: String)

    static let formatKey = "NSStringLocalizedFormatKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let variableWidthKey = "NSStringVariableWidthRuleType"
    static let catalogSeparator = "|==|"

    /// The key of the string the part belongs to.
    var key: String {
        switch self {
        case .stringsdictFormat(let key), .stringsdictForm(let key, _, _), .stringsdictValueType(let key, _),
            .stringsdictWidth(let key, _), .catalogPlural(let key, _), .catalogSubstitution(let key, _, _),
            .catalogDevice(let key, _):
            return key
        }
    }

    /// Whether `id` looks like an Xcode variation id at all (parsed or not).
    static func looksLikeVariation(_ id: String) -> Bool {
        (id.hasPrefix("/") && id.hasSuffix(":dict/:string")) || catalogSeparatorRange(in: id) != nil
    }

    /// Where `|==|` is in `id` (a plain UTF-8 scan: this runs for every unit of every file).
    static func catalogSeparatorRange(in id: String) -> Range<String.Index>? {
        let utf8 = id.utf8
        let hasBar = utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "|")) } ?? true
        guard hasBar else { return nil }
        var start = utf8.startIndex
        while let bar = utf8[start...].firstIndex(of: UInt8(ascii: "|")) {
            if utf8[bar...].starts(with: catalogSeparator.utf8) {
                return bar..<utf8.index(bar, offsetBy: catalogSeparator.utf8.count)
            }
            start = utf8.index(after: bar)
        }
        return nil
    }

    /// Parses an id; `nil` for a plain key (or a variation id this reader does not understand).
    init?(_ id: String) {
        if id.hasPrefix("/"), id.hasSuffix(":dict/:string") {
            guard let parsed = Self.parseStringsdict(String(id.dropFirst().dropLast(":dict/:string".count))) else {
                return nil
            }
            self = parsed
        } else if let separator = Self.catalogSeparatorRange(in: id) {
            let key = String(id[..<separator.lowerBound])
            let path = id[separator.upperBound...].split(separator: ".", omittingEmptySubsequences: false).map(
                String.init)
            switch path.first {
            case "plural" where path.count == 2:
                guard let category = PluralCategory(rawValue: path[1]) else { return nil }
                self = .catalogPlural(key: key, category: category)
            case "substitutions" where path.count >= 4 && path[path.count - 2] == "plural":
                guard let category = PluralCategory(rawValue: path[path.count - 1]) else { return nil }
                self = .catalogSubstitution(
                    key: key, name: path[1..<(path.count - 2)].joined(separator: "."), category: category)
            case "device" where path.count == 2 && !path[1].isEmpty:
                self = .catalogDevice(key: key, device: path[1])
            default:
                return nil
            }
        } else {
            return nil
        }
    }

    /// `KEY:dict/NSStringLocalizedFormatKey`, `KEY:dict/VAR:dict/one`, `KEY:dict/VAR:dict/NSStringFormatValueTypeKey`.
    private static func parseStringsdict(_ body: String) -> XcodePluralID? {
        let formatSuffix = ":dict/" + formatKey
        if body.hasSuffix(formatSuffix) {
            return .stringsdictFormat(key: String(body.dropLast(formatSuffix.count)))
        }
        guard let lastSlash = body.lastIndex(of: "/") else { return nil }
        let leaf = String(body[body.index(after: lastSlash)...])
        let rest = body[..<lastSlash]
        guard rest.hasSuffix(":dict") else { return nil }
        let keyAndVariable = rest.dropLast(":dict".count)
        guard let variableStart = keyAndVariable.range(of: ":dict/", options: .backwards) else { return nil }
        let key = String(keyAndVariable[..<variableStart.lowerBound])
        let variable = String(keyAndVariable[variableStart.upperBound...])
        guard !variable.isEmpty, !variable.contains("/") else { return nil }
        if leaf == valueTypeKey { return .stringsdictValueType(key: key, variable: variable) }
        if variable == variableWidthKey {
            return WidthVariants.width(ofKey: leaf).map { .stringsdictWidth(key: key, width: $0) }
        }
        guard let category = PluralCategory(rawValue: leaf) else { return nil }
        return .stringsdictForm(key: key, variable: variable, category: category)
    }

    /// The id as Xcode writes it.
    var id: String {
        switch self {
        case .stringsdictFormat(let key):
            return "/\(key):dict/\(Self.formatKey):dict/:string"
        case .stringsdictForm(let key, let variable, let category):
            return "/\(key):dict/\(variable):dict/\(category.rawValue):dict/:string"
        case .stringsdictValueType(let key, let variable):
            return "/\(key):dict/\(variable):dict/\(Self.valueTypeKey):dict/:string"
        case .stringsdictWidth(let key, let width):
            return "/\(key):dict/\(Self.variableWidthKey):dict/\(width):dict/:string"
        case .catalogPlural(let key, let category):
            return "\(key)\(Self.catalogSeparator)plural.\(category.rawValue)"
        case .catalogSubstitution(let key, let name, let category):
            return "\(key)\(Self.catalogSeparator)substitutions.\(name).plural.\(category.rawValue)"
        case .catalogDevice(let key, let device):
            return "\(key)\(Self.catalogSeparator)device.\(device)"
        }
    }
}
