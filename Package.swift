// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SpringTransitions",
    products: [
        .library(name: "SpringTransitions", targets: ["SpringTransitions"]),
        .library(name: "SpringDynamics", targets: ["SpringDynamics"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "ItemExchange", targets: ["ItemExchange"]),
        .library(name: "ScrollDynamics", targets: ["ScrollDynamics"]),
        .library(name: "TransitionCore", targets: ["TransitionCore"]),
        .library(name: "AttributeAnimations", targets: ["AttributeAnimations"]),
        .library(name: "SpringScenarios", targets: ["SpringScenarios"]),
        .library(name: "IntegratorLab", targets: ["IntegratorLab"]),
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
            providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]
        ),
        // Large arrays backed by transparent huge pages (package-level helpers, no public API): the
        // million-cell tables of the modules above. Knows nothing about springs or layouts.
        .target(name: "LargeArrays"),
        // Springs, their closed form, ODE systems and the integrators. Knows nothing about layouts.
        .target(name: "SpringDynamics", dependencies: ["CGSL", "LargeArrays"]),
        // Headless collection-view model: geometry, attributes, layouts, updates and diffing. Knows nothing about springs.
        .target(name: "CollectionLayout", dependencies: ["LargeArrays"]),
        // Drag-to-reorder: the exchange controller, its layout and its closed-form spring tracks. Knows nothing about transitions.
        .target(name: "ItemExchange", dependencies: ["SpringDynamics", "CollectionLayout"]),
        // Scroll physics: the scroll driver (deceleration, rubber band, snapping) and the springy layout. Knows nothing about transitions.
        .target(name: "ScrollDynamics", dependencies: ["SpringDynamics", "CollectionLayout"]),
        // What every transition layout shares: the transition protocols, endpoints, states, driven
        // transitions on a collection view, the interpolation table, transition errors. Knows no engine.
        .target(name: "TransitionCore", dependencies: ["SpringDynamics", "CollectionLayout"]),
        // Each element's animation: attribute animations (the subclass hook for custom properties),
        // channels and springs per channel, providers that pick them, reduced motion. Reaches the
        // engine that runs it only through the `AnimationEngine` protocol it declares.
        .target(name: "AttributeAnimations", dependencies: ["SpringDynamics", "CollectionLayout", "TransitionCore"]),
        // Transitions between layouts, and their bridges to the exchange and to scroll physics.
        // Re-exports SpringDynamics, CollectionLayout, TransitionCore, AttributeAnimations, ItemExchange and ScrollDynamics.
        .target(name: "SpringTransitions", dependencies: ["LargeArrays", "SpringDynamics", "CollectionLayout", "ItemExchange", "ScrollDynamics", "TransitionCore", "AttributeAnimations"]),
        // Integrator studies: problems with references (a catalogue of standard ones), work-precision
        // and convergence studies, and their reports. Imports SpringDynamics only.
        .target(name: "IntegratorLab", dependencies: ["SpringDynamics"]),
        // The scenario format, its runner and the plugin registry, and integrator-lab problem files.
        // Imports SpringTransitions and IntegratorLab.
        .target(name: "SpringScenarios", dependencies: ["SpringTransitions", "IntegratorLab"]),
        .executableTarget(
            name: "springlab",
            dependencies: [
                "SpringScenarios",
                "IntegratorLab",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Shared helpers for the test targets: seeded random numbers, tolerances, layout fixtures. No GSL.
        .target(name: "SpringTestSupport", dependencies: ["CollectionLayout"], path: "Tests/SpringTestSupport"),
        .testTarget(name: "SpringDynamicsTests", dependencies: ["LargeArrays", "SpringDynamics", "IntegratorLab", "SpringTestSupport"]),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout", "SpringTestSupport"]),
        .testTarget(name: "SpringTransitionsTests", dependencies: ["SpringTransitions", "SpringTestSupport"]),
        // Uses only the public API, to prove that user-defined integrators and subclasses work from another module.
        .testTarget(name: "CustomIntegratorTests", dependencies: ["SpringTransitions", "SpringScenarios", "SpringTestSupport"]),
        .testTarget(name: "SpringScenariosTests", dependencies: ["SpringScenarios", "IntegratorLab", "SpringTestSupport"]),
        .testTarget(name: "IntegratorLabTests", dependencies: ["IntegratorLab", "SpringTestSupport"]),
        .testTarget(name: "springlabTests", dependencies: ["springlab", "IntegratorLab"]),
    ]
)
