import Foundation
import LocaleCatalog
import LocaleCheck
import LocaleCheckReporting
import LocalizationFormats
import SwiftSourceScanner

@testable import AccessorGeneration
@testable import KeyUsage

/// The accessors of a file SwiftGen's `structured-swift5` template wrote: each accessor's path
/// (`L10n.Settings.title`) with the key its `tr("Table", "key"…)` call reads, read with the scanner.
enum SwiftGenOutput {
    struct Accessor: Hashable {
        var path: String
        var table: String
        var key: String
        /// `var` for a property, else the parameter types: `(Any, Int)`.
        var signature: String
    }

    static func accessors(in file: String) throws -> [Accessor] {
        accessors(inSource: Array(try Data(contentsOf: URL(fileURLWithPath: file))))
    }

    static func accessors(inSource bytes: [UInt8]) -> [Accessor] {
        let source = SwiftSourceScanner.scan(bytes)
        var accessors: [Accessor] = []
        var enums: [(name: String, depth: Int)] = []
        var pendingEnum: String?
        var member: (name: String, signature: String)?
        var depth = 0
        var index: Int? = source.next(after: -1)
        while let current = index {
            let token = source.tokens[current]
            if source.token(token, is: "enum"), let name = source.next(after: current) {
                pendingEnum = source.name(of: source.tokens[name])
            } else if source.token(token, is: "{") {
                depth += 1
                if let name = pendingEnum { enums.append((name, depth)) }
                pendingEnum = nil
            } else if source.token(token, is: "}") {
                if enums.last?.depth == depth { enums.removeLast() }
                depth -= 1
            } else if source.token(token, is: "static"), let kind = source.next(after: current),
                let name = source.next(after: kind)
            {
                let isFunction = source.token(source.tokens[kind], is: "func")
                member = (
                    source.name(of: source.tokens[name]), isFunction ? parameterTypes(after: name, in: source) : "var"
                )
            } else if source.token(token, is: "tr"), let member, let open = source.next(after: current),
                let table = source.next(after: open), let comma = source.next(after: table),
                let key = source.next(after: comma), source.tokens[key].kind == .string
            {
                accessors.append(
                    Accessor(
                        path: (enums.map(\.name) + [member.name]).joined(separator: "."),
                        table: source.literal(at: table).staticValue ?? "",
                        key: source.literal(at: key).staticValue ?? "", signature: member.signature))
            }
            index = source.next(after: current)
        }
        return accessors
    }

    /// `(_ p1: Any, _ p2: Int)` → `(Any, Int)`.
    static func parameterTypes(after name: Int, in source: SwiftSource) -> String {
        var types: [String] = []
        var index = source.next(after: name)
        while let current = index, !source.token(source.tokens[current], is: ")") {
            if source.token(source.tokens[current], is: ":") {
                // The type's tokens up to the next `,` or `)`: `UnsafePointer<CChar>`.
                var type = ""
                var next = source.next(after: current)
                while let part = next, !source.token(source.tokens[part], is: ","),
                    !source.token(source.tokens[part], is: ")")
                {
                    type += source.text(of: source.tokens[part])
                    next = source.next(after: part)
                }
                types.append(type)
                index = next
                continue
            }
            index = source.next(after: current)
        }
        return "(" + types.joined(separator: ", ") + ")"
    }
}
