import ArgumentParser
import SpringTransitions

/// `springlab spring`: one spring in every parameterisation, with its settling time and a plot.
struct SpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Print a spring in every parameterisation and plot x(t) and v(t).",
        discussion: """
        Give exactly one parameterisation:
          --response R --damping-ratio Z      (SwiftUI, Motion, Wave)
          --duration D --bounce B             (SwiftUI, iOS 17; negative bounce is overdamped)
          --stiffness K --damping C           (physical; --mass M applies to these and the two above)
          --tension T --friction F            (Origami: POP, Rebound)
          --bounciness B --speed S            (POP, Rebound)
        or a preset with --preset NAME.
        """
    )

    @Option(help: "Response in seconds (with --damping-ratio).") var response: Double?
    @Option(name: .customLong("damping-ratio"), help: "Damping ratio ζ (with --response).") var dampingRatio: Double?
    @Option(help: "Perceptual duration in seconds (with --bounce).") var duration: Double?
    @Option(help: "Bounce in (-1, 1] (with --duration).") var bounce: Double?
    @Option(help: "Stiffness k (with --damping).") var stiffness: Double?
    @Option(help: "Damping coefficient c (with --stiffness).") var damping: Double?
    @Option(help: "Mass m (default 1).") var mass: Double?
    @Option(help: "Origami tension (with --friction).") var tension: Double?
    @Option(help: "Origami friction (with --tension).") var friction: Double?
    @Option(help: "POP bounciness (with --speed).") var bounciness: Double?
    @Option(help: "POP speed (with --bounciness).") var speed: Double?
    @Option(help: "A preset: \(SpringPresets.names.joined(separator: ", ")).") var preset: String?
    @Option(help: "Initial displacement from the target for the plot.") var displacement: Double = 1
    @Option(help: "Initial velocity for the plot.") var velocity: Double = 0
    @Option(help: "Where to write the SVG plot of x(t) and v(t).") var plot: String = "spring.svg"

    func validate() throws {
        _ = try makeSpring()
    }

    mutating func run() throws {
        let spring = try makeSpring()
        print(SpringReport(spring: spring).text)
        let svg = SpringReport(spring: spring).plot(displacement: displacement, velocity: velocity)
        try writeOutput(svg, to: plot)
        print("plot: \(plot)")
    }

    /// Builds the spring from the one parameterisation given, or explains what is wrong.
    func makeSpring() throws -> Spring {
        let m = mass ?? 1
        var given: [(String, () throws -> Spring)] = []
        if response != nil || dampingRatio != nil {
            given.append(("--response/--damping-ratio", {
                try Spring(response: require(response, "--response"), dampingRatio: require(dampingRatio, "--damping-ratio"), mass: m)
            }))
        }
        if duration != nil || bounce != nil {
            given.append(("--duration/--bounce", { try Spring(duration: duration ?? 0.5, bounce: bounce ?? 0, mass: m) }))
        }
        if stiffness != nil || damping != nil {
            given.append(("--stiffness/--damping", {
                try Spring(mass: m, stiffness: require(stiffness, "--stiffness"), damping: require(damping, "--damping"))
            }))
        }
        if tension != nil || friction != nil {
            given.append(("--tension/--friction", {
                try Spring(origamiTension: require(tension, "--tension"), origamiFriction: require(friction, "--friction"))
            }))
        }
        if bounciness != nil || speed != nil {
            given.append(("--bounciness/--speed", {
                try Spring(bounciness: require(bounciness, "--bounciness"), speed: require(speed, "--speed"))
            }))
        }
        if let preset {
            given.append(("--preset", {
                guard let spring = SpringPresets.named(preset) else {
                    throw ValidationError("unknown preset '\(preset)'; available: \(SpringPresets.names.joined(separator: ", "))")
                }
                return spring
            }))
        }
        guard given.count == 1 else {
            throw ValidationError(given.isEmpty
                ? "give one parameterisation, for example --response 0.5 --damping-ratio 0.8"
                : "give only one parameterisation; got \(given.map(\.0).joined(separator: " and "))")
        }
        do {
            return try given[0].1()
        } catch let error as SpringParameterError {
            throw ValidationError(error.description)
        }
    }
}

/// The value of a required option, or a validation error naming it.
func require(_ value: Double?, _ name: String) throws -> Double {
    guard let value else { throw ValidationError("missing \(name)") }
    return value
}

/// The named spring presets.
enum SpringPresets {
    static let all: [(String, Spring)] = [
        ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
        ("sttransitionlayout", .stTransitionLayout), ("pop", .pop), ("rebound", .rebound),
    ]
    static var names: [String] { all.map(\.0) }
    static func named(_ name: String) -> Spring? { all.first { $0.0 == name.lowercased() }?.1 }
}
