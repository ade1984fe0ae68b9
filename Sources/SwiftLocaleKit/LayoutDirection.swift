/// The direction a user interface is laid out in, independent of UIKit, AppKit and SwiftUI.
public enum LayoutDirection: String, Sendable, Hashable, Codable {
    /// Text starts at the left edge (English, Russian, Japanese).
    case leftToRight
    /// Text starts at the right edge (Arabic, Hebrew, Persian).
    case rightToLeft
}
