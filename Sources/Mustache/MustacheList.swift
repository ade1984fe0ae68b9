/// A list whose elements are made only when a section reaches them: a model of a million accessors
/// then never exists as Mustache values all at once, only the one being rendered.
public struct MustacheList: Hashable, Sendable {
    /// How many elements the list has.
    public let count: Int
    private let element: @Sendable (Int) -> MustacheValue

    /// A list of `count` elements, the element at each index made by `element`.
    public init(count: Int, element: @escaping @Sendable (Int) -> MustacheValue) {
        self.count = count
        self.element = element
    }

    /// The list over `items`, each made into a value by `transform` when it is reached.
    public init<Item: Sendable>(_ items: [Item], transform: @escaping @Sendable (Item) -> MustacheValue) {
        self.init(count: items.count) { transform(items[$0]) }
    }

    /// The element at `index`, made now.
    public subscript(index: Int) -> MustacheValue { element(index) }

    /// Every element, made now.
    public var elements: [MustacheValue] { (0..<count).map(element) }

    /// How many values the list holds, itself included, estimated from its first element (a model's
    /// lists hold elements of one shape), without making the others.
    var valueCount: Int {
        count == 0 ? 1 : 1 + count * element(0).valueCount
    }

    public static func == (left: MustacheList, right: MustacheList) -> Bool {
        left.count == right.count && left.elements == right.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}
