// swift-tools-version: 6.1
// An example of benchmarking integrators on a problem of your own with the IntegratorLab library:
// a work-precision study, its table and its diagram. Run with `swift run WorkPrecision [out.svg]`.
import PackageDescription

let package = Package(
    name: "WorkPrecision",
    dependencies: [
        .package(name: "SpringTransitions", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "WorkPrecision",
            dependencies: [
                .product(name: "SpringDynamics", package: "SpringTransitions"),
                .product(name: "IntegratorLab", package: "SpringTransitions"),
            ]
        ),
    ]
)
