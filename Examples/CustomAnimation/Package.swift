// swift-tools-version: 6.1
// An example of subclassing AttributeAnimation from outside the library. Run with `swift run`.
import PackageDescription

let package = Package(
    name: "CustomAnimation",
    dependencies: [
        .package(name: "SpringTransitions", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "CustomAnimation",
            dependencies: [.product(name: "SpringTransitions", package: "SpringTransitions")]
        ),
    ]
)
