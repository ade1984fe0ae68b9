/// A name declared inside a body (a parameter, a closure's parameter, a local `let`/`var`, an
/// `if let`/`guard let` binding), visible in part of one file: it hides every other declaration of
/// the name there, so its type is the name's type wherever it is visible, whatever the rest of the
/// module declares under the same name.
struct LocalDeclaration: Sendable {
    var name: String
    /// The written type; `""` when none is written.
    var type: String
    /// The initial value's positions when no type is written (`let rows = [Row]()`).
    var value: Range<Int>?
    /// `if let x = e`, `guard let x = e`: the value is an optional, unwrapped.
    var unwraps = false
    /// `case .name(_, let x)`: the enum case and the position of the associated value bound, whose
    /// declared type (``DeclarationIndex/associatedType(ofCase:at:)``) is the name's.
    var enumCase: EnumCaseValue?
    /// Where the declaration stands, and the positions where the name is this declaration.
    var position: Int
    var scope: Range<Int>
}

extension [LocalDeclaration] {
    /// The innermost declaration of `name` visible at `position`, if any.
    func visible(_ name: String, at position: Int) -> LocalDeclaration? {
        var found: LocalDeclaration?
        for declaration in self
        where declaration.name == name && declaration.scope.contains(position) && declaration.position < position {
            if let current = found,
                (current.scope.lowerBound, current.position) > (declaration.scope.lowerBound, declaration.position)
            {
                continue
            }
            found = declaration
        }
        return found
    }
}

/// An associated value of an enum case, bound by a pattern.
struct EnumCaseValue: Sendable {
    var name: String
    var index: Int
}
