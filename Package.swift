// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SpringTransitions",
    products: [
        .library(name: "SpringTransitions", targets: ["SpringTransitions"]),
        .library(name: "SpringDynamics", targets: ["SpringDynamics"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "SpringScenarios", targets: ["SpringScenarios"]),
        .executable(name: "springlab", targets: ["springlab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // GNU Scientific Library headers plus static inline accessors. Only SpringDynamics imports it.
        .systemLibrary(
            name: "CGSL",
            pkgConfig: "gsl",
            providers: [.apt(["libgsl-dev"])]
        ),
        // Springs, their closed form, ODE systems and the integrators. Knows nothing about layouts.
        .target(name: "SpringDynamics", dependencies: ["CGSL"]),
        // Headless collection-view model: geometry, attributes, layouts, updates and diffing. Knows nothing about springs.
        .target(name: "CollectionLayout"),
        // Transitions between layouts. Re-exports SpringDynamics and CollectionLayout.
        .target(name: "SpringTransitions", dependencies: ["SpringDynamics", "CollectionLayout"]),
        // Problem-file expressions: parser, symbolic derivatives, compiled register programs. Provisional home.
        .target(name: "ProblemExpressions", dependencies: ["SpringDynamics"]),
        // The scenario format, its runner and the plugin registry. Imports SpringTransitions.
        .target(name: "SpringScenarios", dependencies: ["SpringTransitions", "ProblemExpressions"]),
        .executableTarget(
            name: "springlab",
            dependencies: [
                "SpringScenarios",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Shared helpers for the test targets: seeded random numbers, tolerances, layout fixtures. No GSL.
        .target(name: "SpringTestSupport", dependencies: ["CollectionLayout"], path: "Tests/SpringTestSupport"),
        .testTarget(name: "SpringDynamicsTests", dependencies: ["SpringDynamics", "SpringTestSupport"]),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout", "SpringTestSupport"]),
        .testTarget(name: "SpringTransitionsTests", dependencies: ["SpringTransitions", "SpringTestSupport"]),
        // Uses only the public API, to prove that user-defined integrators and subclasses work from another module.
        .testTarget(name: "CustomIntegratorTests", dependencies: ["SpringTransitions", "SpringScenarios", "SpringTestSupport"]),
        .testTarget(name: "SpringScenariosTests", dependencies: ["SpringScenarios", "SpringTestSupport"]),
        .testTarget(name: "ProblemExpressionsTests", dependencies: ["ProblemExpressions", "SpringTestSupport"]),
        .testTarget(name: "springlabTests", dependencies: ["springlab"]),
    ]
)
