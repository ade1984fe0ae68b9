import SwiftSourceScanner

/// What a module's declarations say, read lexically from every file: the declared types of names
/// (properties, parameters, locals with a type or a literal value; a binding with neither, such as
/// `if let x = f()` or a closure's `x in`, counts as unknown), functions' return types, and the
/// parameters and stored properties declared as `LocalizedStringKey`, `LocalizedStringResource` or
/// `String.LocalizationValue` (their literal arguments are extracted).
struct DeclarationIndex: Sendable {
    /// The types each name is declared with; `""` for a declaration whose type is not written.
    var types: [String: Set<String>] = [:]
    /// The return types of each function name.
    var returnTypes: [String: Set<String>] = [:]
    /// Callee name (a function, or a type for its initializers) → labels of its localized
    /// parameters (`_` for an unlabeled one).
    var localizedParameters: [String: Set<String>] = [:]
    /// Declarations directly in a type's body: `Type.member` → types, and member → types of every type.
    var memberTypes: [String: Set<String>] = [:]
    var members: [String: Set<String>] = [:]
    /// Labels of stored properties and initializer parameters → whether each declaration is localized
    /// (`.init(title: "…")` extracts `title` only when every declaration of it is).
    var initializerLabels: [String: Set<Bool>] = [:]
    /// The same per type: `Type.label` → whether each of its declarations is localized (`return
    /// .init(title: "…")` in a body declared `-> Type` extracts `title` when every one is).
    var typeInitializerLabels: [String: Set<Bool>] = [:]
    /// The structs, classes, enums and actors the module declares, and those with an `init?`.
    var declaredTypes: Set<String> = []
    var failableTypes: Set<String> = []
    /// Each enum case name → the types of its associated values, in order, per declaration
    /// (`case couldNotLoad(String, URL)`): what `case .couldNotLoad(let name, _)` binds.
    var caseValues: [String: Set<[String]>] = [:]

    /// The one type every declaration of `name` gives, else nil.
    func type(of name: String) -> String? {
        guard let found = types[name], found.count == 1, let only = found.first, !only.isEmpty else { return nil }
        return only
    }

    /// The type every enum case named `name` gives its associated value at `index`, else nil.
    func associatedType(ofCase name: String, at index: Int) -> String? {
        // `Optional`'s and `Result`'s cases are the standard library's, whatever the module declares.
        guard !["some", "success", "failure"].contains(name), let found = caseValues[name], !found.isEmpty else {
            return nil
        }
        let types = Set(found.map { index < $0.count ? $0[index] : "" })
        guard types.count == 1, let only = types.first, !only.isEmpty else { return nil }
        return only
    }

    /// The one return type every function named `name` declares, else nil.
    func returnType(of name: String) -> String? {
        guard let found = returnTypes[name], found.count == 1 else { return nil }
        return found.first
    }

    mutating func merge(_ other: DeclarationIndex) {
        types.merge(other.types) { $0.union($1) }
        returnTypes.merge(other.returnTypes) { $0.union($1) }
        localizedParameters.merge(other.localizedParameters) { $0.union($1) }
        memberTypes.merge(other.memberTypes) { $0.union($1) }
        members.merge(other.members) { $0.union($1) }
        initializerLabels.merge(other.initializerLabels) { $0.union($1) }
        typeInitializerLabels.merge(other.typeInitializerLabels) { $0.union($1) }
        declaredTypes.formUnion(other.declaredTypes)
        failableTypes.formUnion(other.failableTypes)
        caseValues.merge(other.caseValues) { $0.union($1) }
    }

    /// A stored property or initializer parameter `label` of `owner`.
    mutating func declareInitializerLabel(_ label: String, of owner: String, type: String) {
        let isLocalized = Self.isLocalized(type)
        initializerLabels[label, default: []].insert(isLocalized)
        typeInitializerLabels[owner + "." + label, default: []].insert(isLocalized)
        if isLocalized { localizedParameters[owner, default: []].insert(label) }
    }

    /// Whether `.init(label: "…")` in a context of type `type` passes a localized literal.
    func isLocalizedInitializerLabel(_ label: String, of type: String) -> Bool {
        typeInitializerLabels[type + "." + label] == [true]
    }

    /// The index once every file is read: an initial value `Model()` gives the type `Model` when the
    /// module declares that type and no failable initializer for it; otherwise its type is unknown.
    func resolvingInitializerCalls() -> DeclarationIndex {
        var index = self
        let resolve = { (type: String) -> String in
            guard type.hasSuffix("()") else { return type }
            let name = String(type.dropLast(2))
            return declaredTypes.contains(name) && !failableTypes.contains(name) ? name : ""
        }
        index.types = types.mapValues { Set($0.map(resolve)) }
        index.memberTypes = memberTypes.mapValues { Set($0.map(resolve)) }
        index.members = members.mapValues { Set($0.map(resolve)) }
        return index
    }

    mutating func declare(_ name: String, type: String) { types[name, default: []].insert(type) }

    /// A member declared in a type's body; a static one is not an instance's (`names.count`).
    mutating func declareMember(_ name: String, of owner: String, type: String, isStatic: Bool) {
        memberTypes[owner + "." + name, default: []].insert(type)
        if !isStatic { members[name, default: []].insert(type) }
    }

    /// The one type of member `name` of `owner`, else nil.
    func memberType(_ name: String, of owner: String) -> String? {
        guard let found = memberTypes[owner + "." + name], found.count == 1, let only = found.first, !only.isEmpty
        else { return nil }
        return only
    }

    /// Whether `.init(label: "…")` passes a localized literal: every stored property or initializer
    /// parameter of the module with this label is localized.
    func isLocalizedInitializerLabel(_ label: String) -> Bool { initializerLabels[label] == [true] }

    /// Whether a written type is one of the localized types whose literals Xcode extracts.
    static func isLocalized(_ type: String) -> Bool {
        var base = type
        while base.hasSuffix("?") || base.hasSuffix("!") { base.removeLast() }
        return localizedTypes.contains(base)
    }

    /// The types a literal converts to a localized string: SwiftUI's and Foundation's, and App Intents'
    /// (`static let description: IntentDescription = "…"`, `DisplayRepresentation`'s title).
    static let localizedTypes: Set<String> = [
        "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "SwiftUI.LocalizedStringKey",
        "IntentDescription", "IntentDialog", "TypeDisplayRepresentation", "DisplayRepresentation",
    ]

    /// The labels of `type`'s initializers that take a localized literal: the module's own type's
    /// (``isLocalizedInitializerLabel(_:of:)``), else the SDK's (``LocalizableCalls/labeledInitializers``).
    func isLocalizedInitializerLabel(_ label: String, ofKnown type: String) -> Bool {
        guard declaredTypes.contains(type) else {
            return LocalizableCalls.labeledInitializers[type]?.contains(label) ?? false
        }
        return isLocalizedInitializerLabel(label, of: type)
    }
}
