/// A filter: `value|name:argument,argument`.
struct StencilFilter: Sendable {
    let apply: @Sendable (StencilValue, [StencilValue], StencilContext) throws -> StencilValue

    init(_ apply: @escaping @Sendable (StencilValue, [StencilValue], StencilContext) throws -> StencilValue) {
        self.apply = apply
    }

    init(_ apply: @escaping @Sendable (StencilValue, [StencilValue]) throws -> StencilValue) {
        self.apply = { value, arguments, _ in try apply(value, arguments) }
    }

    init(_ apply: @escaping @Sendable (StencilValue) throws -> StencilValue) {
        self.apply = { value, _, _ in try apply(value) }
    }
}

/// Why a filter refused its input, as StencilSwiftKit's filters refuse it.
enum FilterProblem: Error, CustomStringConvertible {
    case invalidInputType
    case invalidOption(String)
    case message(String)

    var description: String {
        switch self {
        case .invalidInputType: "invalid input type (expected a string)"
        case .invalidOption(let option): "invalid option '\(option)'"
        case .message(let message): message
        }
    }
}

extension StencilValue {
    /// The text StencilSwiftKit's string filters read (a string, number or boolean).
    func filterString() throws(FilterProblem) -> String {
        guard let string = losslessString else { throw .invalidInputType }
        return string
    }
}

extension Array where Element == StencilValue {
    /// The argument at `index` as text (StencilSwiftKit's `parseStringArgument`).
    func stringArgument(at index: Int = 0) throws(FilterProblem) -> String {
        guard index < count, let string = self[index].losslessString else { throw .invalidInputType }
        return string
    }

    /// A `"true"`/`"yes"`/`"1"` or `"false"`/`"no"`/`"0"` string argument; nil when absent.
    func boolArgument(at index: Int = 0) throws(FilterProblem) -> Bool? {
        guard index < count, case .string(let text) = self[index] else { return nil }
        switch text.lowercased() {
        case "false", "no", "0": return false
        case "true", "yes", "1": return true
        default: throw .invalidInputType
        }
    }

    /// A mode argument (`"pretty"`, `"regex"`…): one of `modes`, else `fallback` when absent.
    func modeArgument(at index: Int = 0, modes: [String], default fallback: String) throws(FilterProblem) -> String {
        guard index < count else { return fallback }
        let mode = self[index].isNull ? fallback : self[index].rendered
        guard modes.contains(mode) else { throw .invalidOption(mode) }
        return mode
    }
}

extension String {
    /// Whether the text holds `needle`'s UTF-8 bytes somewhere (a fast test before Foundation's search:
    /// where the bytes are absent, no canonically equivalent text is there either for an ASCII needle).
    func containsBytes(of needle: String) -> Bool {
        let needle = Array(needle.utf8)
        guard let first = needle.first, needle.allSatisfy({ $0 < 0x80 }) else { return true }
        var found = false
        utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= needle.count else { return }
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first && needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) {
                    found = true
                    return
                }
                index += 1
            }
        } ?? { found = true }()
        return found
    }

    /// `target` (ASCII) replaced by `replacement` byte for byte, or nil where a match is followed by a
    /// non-ASCII scalar (a combining mark could make Foundation's search see a different character).
    func replacingASCII(_ target: String, with replacement: String) -> String? {
        let needle = Array(target.utf8)
        guard let first = needle.first, needle.allSatisfy({ $0 < 0x80 }) else { return nil }
        let bytes = Array(utf8)
        let with = Array(replacement.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == first && index + needle.count <= bytes.count
                && needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] })
            {
                let after = index + needle.count
                if after < bytes.count && bytes[after] >= 0x80 { return nil }
                output.append(contentsOf: with)
                index = after
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
