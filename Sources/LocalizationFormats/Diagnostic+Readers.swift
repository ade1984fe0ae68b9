extension Diagnostic {
    /// A key defined twice in one file: a `duplicate-key` warning at the later definition, which wins.
    static func duplicateKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, rule: .duplicateKey,
            "duplicate key '\(key)' (first defined at \(first)); the last definition wins",
            at: location, key: key, notes: [.init("first definition of '\(key)' is here", at: first)])
    }
}

extension Array where Element == Diagnostic {
    /// Whether these diagnostics of one file say that Foundation refuses it as a whole (the app reads
    /// none of it): an error of rule `syntax` or `encoding`. The runtime then leaves the file out, and
    /// a command writes nothing from it.
    public var refusesFile: Bool {
        contains { $0.severity == .error && ($0.rule == .syntax || $0.rule == .encoding) }
    }

    /// In file order (line, then column); `sorted` is stable, so problems at one place keep their order.
    package func sortedByPosition() -> [Diagnostic] {
        sorted {
            ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0)
        }
    }
}
