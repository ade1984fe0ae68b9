import Foundation

/// What `localekit sync` reads and changes in a catalog: a key's `extractionState` and `comment`,
/// and new keys as Xcode's build-time extraction adds them.
extension StringCatalogDocument {
    /// A key's `extractionState` (`manual`, `stale`, `extracted_with_value`…); nil when it has none
    /// (a key Xcode extracted).
    public func extractionState(key: String) -> String? {
        root["strings"]?.value[key]?.value["extractionState"]?.value.stringValue
    }

    /// A key's `comment`, as written.
    public func comment(key: String) -> String? {
        root["strings"]?.value[key]?.value["comment"]?.value.stringValue
    }

    /// The `stringUnit` of `language`'s localization of `key`: its state and value.
    public func stringUnit(key: String, language: String) -> (state: String?, value: String?)? {
        guard
            let unit = root["strings"]?.value[key]?.value["localizations"]?.value[language]?.value["stringUnit"]?
                .value
        else { return nil }
        return (unit["state"]?.value.stringValue, unit["value"]?.value.stringValue)
    }

    /// Whether `language` has a localization of `key` of any form (a `stringUnit`, plural or device
    /// `variations`, `substitutions`).
    public func hasLocalization(key: String, language: String) -> Bool {
        root["strings"]?.value[key]?.value["localizations"]?.value[language] != nil
    }

    /// The 1-based line of `key` in the bytes this document was read from (`data`), else nil.
    public func line(ofKey key: String, in data: Data) -> Int? {
        guard let offset = root["strings"]?.value.members?.last(where: { $0.name == key })?.offset, offset >= 0,
            offset <= data.count
        else { return nil }
        return data.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// Every key once, in file order, with its `extractionState`, read in one pass (a key written twice
    /// has its last entry's, as ``extractionState(key:)`` reads it).
    public var extractionStates: [(key: String, state: String?)] {
        guard let members = root["strings"]?.value.members else { return [] }
        var states: [String: String?] = [:]
        var order: [String] = []
        for member in members {
            if states.updateValue(member.value["extractionState"]?.value.stringValue, forKey: member.name) == nil {
                order.append(member.name)
            }
        }
        return order.map { ($0, states[$0] ?? nil) }
    }

    /// The 1-based line of every key in the bytes this document was read from (`data`), in one pass
    /// (``line(ofKey:in:)`` for many keys would read the bytes once per key). A key added since has none.
    public func linesOfKeys(in data: Data) -> [String: Int] {
        guard let members = root["strings"]?.value.members else { return [:] }
        let lines = LineIndex(data, file: "")
        var result: [String: Int] = [:]
        result.reserveCapacity(members.count)
        for member in members where member.offset >= 0 && member.offset <= data.count {
            result[member.name] = lines.line(ofOffset: member.offset)
        }
        return result
    }

    /// Sets (or, with nil, removes) the `extractionState` of every key of `keys` in one pass over the
    /// catalog's strings (one ``setExtractionState(_:key:)`` per key would search them once per key).
    public mutating func setExtractionState(_ state: String?, keys: Set<String>) {
        guard !keys.isEmpty else { return }
        update(["strings"]) { strings in
            guard case .object(var members) = strings else { return }
            strings = .null  // The members array is now the only reference: no copy when it changes.
            for index in members.indices where keys.contains(members[index].name) {
                if let state {
                    members[index].value.set("extractionState", .string(state))
                } else if case .object(let fields) = members[index].value {
                    members[index].value = .object(fields.filter { $0.name != "extractionState" })
                }
            }
            strings = .object(members)
        }
    }

    /// Sets (or, with nil, removes) a key's `extractionState`, keeping its other fields.
    public mutating func setExtractionState(_ state: String?, key: String) {
        setField("extractionState", state, key: key)
    }

    /// Sets (or, with nil, removes) a key's `comment`.
    public mutating func setComment(_ comment: String?, key: String) {
        setField("comment", comment, key: key)
    }

    /// Adds `key` as Xcode's extraction does: an empty object, else its comment; a default value
    /// makes it `extracted_with_value` with the development language's text in state `new`.
    public mutating func addExtractedKey(_ key: String, comment: String?, defaultValue: String?) {
        update(["strings", key]) { _ in }
        if let comment { setComment(comment, key: key) }
        if let defaultValue, let language = sourceLanguage {
            setExtractionState("extracted_with_value", key: key)
            setText(defaultValue, state: "new", key: key, language: language)
        }
    }

    private mutating func setField(_ name: String, _ value: String?, key: String) {
        update(["strings", key]) { entry in
            if let value {
                entry.set(name, .string(value))
            } else if case .object(let members) = entry {
                entry = .object(members.filter { $0.name != name })
            }
        }
    }
}
