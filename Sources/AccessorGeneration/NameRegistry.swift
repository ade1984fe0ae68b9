import LocaleCatalog
import LocalizationFormats

/// The names taken in one Swift scope. Hands out each base name once; a later claimant gets
/// `base2`, `base3`, … and a warning, so the result depends only on the order of the claims.
struct NameRegistry {
    /// What holds a name. Described only when a later claim collides with it: a table of a
    /// million keys then makes no description at all.
    enum Owner {
        case key(String)
        case namespace(String)
        case table(String)
        /// A name taken for a stated reason (`a table enum`).
        case other(String)

        var description: String {
            switch self {
            case .key(let key): "key '\(key)'"
            case .namespace(let path): "namespace '\(path)'"
            case .table(let name): "table '\(name)'"
            case .other(let reason): reason
            }
        }
    }

    private var owners: [String: Owner] = [:]
    /// Where the warnings say the collision happened, e.g. "in L10n.Settings".
    var scope: String
    private(set) var diagnostics: [Diagnostic] = []

    /// - Parameter capacity: how many names the scope will hold, when known: a table's million
    ///   names then go into a dictionary sized once.
    init(scope: String, capacity: Int = 0) {
        self.scope = scope
        owners.reserveCapacity(capacity)
    }

    /// Marks `name` as taken by `owner` without a check (names that must stay as they are).
    mutating func reserve(_ name: String, owner: Owner) {
        owners[name] = owner
    }

    /// A unique name for `owner` based on `base`.
    mutating func claim(_ base: String, owner: Owner, at location: SourceLocation?) -> String {
        guard let taken = owners[base] else {
            owners[base] = owner
            return base
        }
        var suffix = 2
        while owners["\(base)\(suffix)"] != nil { suffix += 1 }
        let name = "\(base)\(suffix)"
        owners[name] = owner
        diagnostics.append(
            Diagnostic(
                .warning, rule: .identifierCollision,
                "\(owner.description) is named '\(name)' \(scope): '\(base)' already names \(taken.description)",
                at: location))
        return name
    }
}
