// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

// No strings found
