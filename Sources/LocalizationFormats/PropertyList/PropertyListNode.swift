import Foundation

/// A property list value, with the place in the file where it was written.
public struct PropertyListNode: Hashable, Sendable {
    public indirect enum Value: Hashable, Sendable {
        case string(String)
        case integer(Int)
        case real(Double)
        case boolean(Bool)
        /// An ISO 8601 date as written.
        case date(String)
        case data(Data)
        case array([PropertyListNode])
        /// Entries in file order; a key may repeat (the last one wins, as in Foundation).
        case dictionary([PropertyListEntry])
    }

    public var value: Value
    /// Where the value's element starts.
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The string value, or nil for any other kind.
    public var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The entries of a dictionary, or nil for any other kind.
    public var entries: [PropertyListEntry]? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }

    /// The value of the last entry named `key` of a dictionary.
    public subscript(key: String) -> PropertyListNode? {
        entries?.last { $0.key == key }?.value
    }
}

/// One `<key>` and its value in a ``PropertyListNode`` dictionary.
public struct PropertyListEntry: Hashable, Sendable {
    public var key: String
    /// Where the `<key>` element starts.
    public var keyLocation: SourceLocation
    public var value: PropertyListNode

    public init(key: String, keyLocation: SourceLocation, value: PropertyListNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
