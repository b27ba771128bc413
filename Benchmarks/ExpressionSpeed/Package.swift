// swift-tools-version: 6.1
// A small release program: a problem file's compiled right-hand side and Jacobian against the same
// systems written in Swift (ROBER, Arenstorf), per call and per GSL solve, and an allocation probe
// for valgrind. Run: swift run -c release --package-path Benchmarks/ExpressionSpeed
import PackageDescription

let package = Package(
    name: "ExpressionSpeed",
    dependencies: [.package(name: "SpringTransitions", path: "../..")],
    targets: [
        .executableTarget(
            name: "ExpressionSpeed",
            dependencies: [
                .product(name: "IntegratorLab", package: "SpringTransitions"),
                .product(name: "SpringDynamics", package: "SpringTransitions"),
            ]
        ),
    ]
)
