// swift-tools-version: 6.0
// A fixture for `sync` over several modules: each catalog gets its own target's keys.
import PackageDescription

let package = Package(
    name: "TwoModules",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "Timeline", resources: [.process("Resources")]),
        .target(name: "Settings", resources: [.process("Resources")]),
        .target(name: "Shared"),
    ]
)
