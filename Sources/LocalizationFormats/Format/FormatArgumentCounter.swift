/// CoreFoundation's argument numbering, the one rule tools and runtime share.
///
/// In `__CFStringAppendFormatCore` each specifier's `*` width, then its `*` precision, then its value
/// take the next unnumbered argument (`argNum++`) unless numbered (`n$`); numbered ones never move the
/// count, and a `%#@name@` reference is an argument like any other, each reference its own (a variable
/// referenced twice reads two arguments: `String(format:)` probes this in `FormatPositionProbeTests`).
package struct FormatArgumentCounter: Sendable {
    /// The argument the next unnumbered specifier takes.
    package private(set) var next: Int

    /// `first`: CoreFoundation's `initialArgPosition` + 1 (a plural form counts from its variable's argument).
    package init(first: Int = 1) {
        next = first
    }

    /// The position of an argument written with `explicit` (`n$`, or nil).
    package mutating func take(_ explicit: Int?) -> Int {
        if let explicit { return explicit }
        defer { next += 1 }
        return next
    }
}
