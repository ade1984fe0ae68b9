/// What one file declares beyond the module's index: its type bodies (for `self`) and its locals
/// (for a name's declaration in scope), over the file's tokens.
struct FileDeclarations: Sendable {
    var tokens: SignificantTokens
    var scopes: [(name: String, body: Range<Int>)] = []
    var locals: [LocalDeclaration] = []

    init(_ reader: DeclarationReader) {
        tokens = reader.tokens
        scopes = reader.scopes
        locals = reader.locals
    }

    /// The innermost type whose body holds `position`.
    func enclosingType(at position: Int) -> String? { scopes.last { $0.body.contains(position) }?.name }
}
