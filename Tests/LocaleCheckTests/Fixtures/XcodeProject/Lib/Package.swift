// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Lib",
    defaultLocalization: "de",
    targets: [.target(name: "Lib", resources: [.process("Resources")])]
)
