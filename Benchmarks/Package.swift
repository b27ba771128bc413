// swift-tools-version: 6.1
// The benchmark suite is its own package so that library users never resolve ordo-one/benchmark.
import PackageDescription

let package = Package(
    name: "SpringTransitionsBenchmarks",
    dependencies: [
        .package(name: "SpringTransitions", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Issue 23's scale measurements as a plain release program (start phases, frames, peak
        // memory per process): `swift run -c release ScaleProbe start 1000000`.
        .executableTarget(
            name: "ScaleProbe",
            dependencies: [.product(name: "SpringTransitions", package: "SpringTransitions")]
        ),
        // Hand-written C kernels the Swift integrators are measured against.
        .target(
            name: "CReferenceKernels",
            linkerSettings: [.linkedLibrary("gsl"), .linkedLibrary("gslcblas"), .linkedLibrary("m")]
        ),
        .executableTarget(
            name: "SpringStepping",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SpringTransitions", package: "SpringTransitions"),
                "CReferenceKernels",
            ],
            path: "Benchmarks/SpringStepping",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LayoutQueries",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SpringTransitions", package: "SpringTransitions"),
            ],
            path: "Benchmarks/LayoutQueries",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TransitionStepping",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SpringTransitions", package: "SpringTransitions"),
                "CReferenceKernels",
            ],
            path: "Benchmarks/TransitionStepping",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TransitionScaling",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SpringTransitions", package: "SpringTransitions"),
            ],
            path: "Benchmarks/TransitionScaling",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ScrollPhysics",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SpringTransitions", package: "SpringTransitions"),
            ],
            path: "Benchmarks/ScrollPhysics",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SpringyLayoutFrames",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SpringTransitions", package: "SpringTransitions"),
            ],
            path: "Benchmarks/SpringyLayoutFrames",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ODESolving",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SpringTransitions", package: "SpringTransitions"),
            ],
            path: "Benchmarks/ODESolving",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "BodyDynamics",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SpringTransitions", package: "SpringTransitions"),
                "CReferenceKernels",
            ],
            path: "Benchmarks/BodyDynamics",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "GSLFrames",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SpringTransitions", package: "SpringTransitions"),
            ],
            path: "Benchmarks/GSLFrames",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "KeyframeExport",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SpringTransitions", package: "SpringTransitions"),
            ],
            path: "Benchmarks/KeyframeExport",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
