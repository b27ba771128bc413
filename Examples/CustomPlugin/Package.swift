// swift-tools-version: 6.1
// An example of plugging your own integrator, animation provider and easing into scenario files.
// Run with `swift run` in this directory.
import PackageDescription

let package = Package(
    name: "CustomPlugin",
    dependencies: [
        .package(name: "SpringTransitions", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "CustomPlugin",
            dependencies: [
                .product(name: "SpringTransitions", package: "SpringTransitions"),
                .product(name: "SpringScenarios", package: "SpringTransitions"),
            ],
            resources: [.copy("wave.json"), .copy("insert-wave.json")]
        ),
    ]
)
