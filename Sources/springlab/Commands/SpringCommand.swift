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

    /// Usage errors (exit 64): no parameterisation, two of them, or half of a pair.
    func validate() throws {
        _ = try parameterisation()
    }

    mutating func run() throws {
        let spring = try makeSpring()
        for (name, value) in [("--displacement", displacement), ("--velocity", velocity)] {
            guard value.isFinite, abs(value) <= Self.maximumPlotValue else {
                throw CLIError.input("\(name): \(value) must be finite and at most \(Int(Self.maximumPlotValue)) in magnitude")
            }
        }
        print(SpringReport(spring: spring).text)
        let svg = SpringReport(spring: spring).plot(displacement: displacement, velocity: velocity)
        try writeOutput(svg, to: plot)
        print("plot: \(plot)")
    }

    /// The largest |--displacement| or |--velocity| the plot takes.
    static let maximumPlotValue = 1e12

    /// The spring of the one parameterisation given; a value out of range is bad input (exit 2).
    func makeSpring() throws -> Spring {
        do {
            return try parameterisation().make()
        } catch let error as SpringParameterError {
            throw CLIError.input(error.description)
        }
    }

    /// The one parameterisation given, checked for usage only (every option of its pair present).
    func parameterisation() throws -> (name: String, make: () throws -> Spring) {
        let m = mass ?? 1
        var given: [(name: String, make: () throws -> Spring)] = []
        if response != nil || dampingRatio != nil {
            let r = try require(response, "--response"), z = try require(dampingRatio, "--damping-ratio")
            given.append(("--response/--damping-ratio", { try Spring(response: r, dampingRatio: z, mass: m) }))
        }
        if duration != nil || bounce != nil {
            let d = duration ?? 0.5, b = bounce ?? 0
            given.append(("--duration/--bounce", { try Spring(duration: d, bounce: b, mass: m) }))
        }
        if stiffness != nil || damping != nil {
            let k = try require(stiffness, "--stiffness"), c = try require(damping, "--damping")
            given.append(("--stiffness/--damping", { try Spring(mass: m, stiffness: k, damping: c) }))
        }
        if tension != nil || friction != nil {
            let t = try require(tension, "--tension"), f = try require(friction, "--friction")
            given.append(("--tension/--friction", { try Spring(origamiTension: t, origamiFriction: f) }))
        }
        if bounciness != nil || speed != nil {
            let b = try require(bounciness, "--bounciness"), s = try require(speed, "--speed")
            given.append(("--bounciness/--speed", { try Spring(bounciness: b, speed: s) }))
        }
        if let preset {
            guard let spring = SpringPresets.named(preset) else {
                throw ValidationError("unknown preset '\(preset)'; available: \(SpringPresets.names.joined(separator: ", "))")
            }
            given.append(("--preset", { spring }))
        }
        guard given.count == 1 else {
            throw ValidationError(given.isEmpty
                ? "give one parameterisation, for example --response 0.5 --damping-ratio 0.8"
                : "give only one parameterisation; got \(given.map(\.name).joined(separator: " and "))")
        }
        return given[0]
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
