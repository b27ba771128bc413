// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "repro", targets: [.executableTarget(name: "repro")])
