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
          --motion-visual-duration D --motion-bounce B   (Motion; its stiffness/damping/mass are --stiffness/--damping/--mass)
          --react-tension T --react-friction F           (react-spring; --mass applies)
          --android-stiffness K --android-damping-ratio Z (Android SpringForce)
          --flutter-stiffness K --flutter-damping C      (Flutter SpringDescription; --mass applies)
          --flutter-stiffness K --flutter-ratio Z        (SpringDescription.withDampingRatio; --mass applies)
          --flutter-duration D --flutter-bounce B        (SpringDescription.withDurationAndBounce)
          --fit FILE                          (fit recorded samples: one "t,x" or "t x" pair a line)
        or a preset with --preset NAME.

        --css prints the spring going 0 -> 1 from rest as a CSS linear() easing with the fewest
        points certified within --tolerance (default 0.001) of the exact motion at every instant,
        rounding of the printed numbers included, with its duration (the settle) and the point
        counts of uniform and 60 Hz sampling for comparison.
        """
    )

    @Option(help: "Response in seconds (with --damping-ratio).") var response: Double?
    @Option(help: "Damping ratio ζ (with --response).") var dampingRatio: Double?
    @Option(help: "Perceptual duration in seconds (with --bounce).") var duration: Double?
    @Option(help: "Bounce in (-1, 1] (with --duration).") var bounce: Double?
    @Option(help: "Stiffness k (with --damping).") var stiffness: Double?
    @Option(help: "Damping coefficient c (with --stiffness).") var damping: Double?
    @Option(help: "Mass m (default 1).") var mass: Double?
    @Option(help: "Origami tension (with --friction).") var tension: Double?
    @Option(help: "Origami friction (with --tension).") var friction: Double?
    @Option(help: "POP bounciness (with --speed).") var bounciness: Double?
    @Option(help: "POP speed (with --bounciness).") var speed: Double?
    @Option(help: "Motion visualDuration in seconds (with --motion-bounce).") var motionVisualDuration: Double?
    @Option(help: "Motion bounce (with --motion-visual-duration).") var motionBounce: Double?
    @Option(help: "react-spring tension (with --react-friction).") var reactTension: Double?
    @Option(help: "react-spring friction (with --react-tension).") var reactFriction: Double?
    @Option(help: "Android SpringForce stiffness (with --android-damping-ratio).") var androidStiffness: Double?
    @Option(help: "Android SpringForce damping ratio (with --android-stiffness).") var androidDampingRatio: Double?
    @Option(help: "Flutter SpringDescription stiffness (with --flutter-damping or --flutter-ratio).") var flutterStiffness: Double?
    @Option(help: "Flutter SpringDescription damping coefficient (with --flutter-stiffness).") var flutterDamping: Double?
    @Option(help: "Flutter withDampingRatio ratio (with --flutter-stiffness).") var flutterRatio: Double?
    @Option(help: "Flutter withDurationAndBounce duration in seconds (with --flutter-bounce).") var flutterDuration: Double?
    @Option(help: "Flutter withDurationAndBounce bounce (with --flutter-duration).") var flutterBounce: Double?
    @Option(help: "Fit a spring to recorded samples: a file of \"t,x\" (or \"t x\") lines; # starts a comment.")
    var fit: String?
    @Flag(help: "Print the spring going 0 -> 1 from rest as a certified CSS linear() easing.") var css = false
    @Option(help: "The --css tolerance in units of progress (default 0.001).") var tolerance: Double = 0.001
    @Option(help: "A preset: \(SpringPresets.names.joined(separator: ", ")).") var preset: String?
    @Option(help: "Initial displacement from the target for the plot.") var displacement: Double = 1
    @Option(help: "Initial velocity for the plot.") var velocity: Double = 0
    @Option(help: "Where to write the SVG plot of x(t) and v(t).") var plot: String = "spring.svg"

    /// Usage errors (exit 64): no parameterisation, two of them, or half of a pair.
    func validate() throws {
        _ = try parameterisation()
    }

    mutating func run() throws {
        let fitted = try fitSamples()
        let spring = try fitted?.spring ?? makeSpring()
        for (name, value) in [("--displacement", displacement), ("--velocity", velocity)] {
            guard value.isFinite, abs(value) <= Self.maximumPlotValue else {
                throw CLIError.input("\(name): \(value) must be finite and at most \(Int(Self.maximumPlotValue)) in magnitude")
            }
        }
        // Everything is computed before anything is printed or written.
        let easing: String?
        do {
            easing = css ? try SpringReport(spring: spring).cssText(tolerance: tolerance) : nil
        } catch {
            throw CLIError.input("--css: " + error.description)
        }
        print(SpringReport(spring: spring).text)
        if let fitted { print(SpringReport.fitText(fitted.fit, samples: fitted.samples)) }
        if let easing { print(easing) }
        let svg = SpringReport(spring: spring).plot(displacement: displacement, velocity: velocity)
        try writeOutput(svg, to: plot)
        print("plot: \(plot)")
    }

    /// The largest |--displacement| or |--velocity| the plot takes.
    static let maximumPlotValue = 1e12

    /// The fit of `--fit FILE`, or nil without it; unreadable or unfit samples are bad input (exit 2).
    func fitSamples() throws -> (spring: Spring, fit: SpringFit, samples: Int)? {
        guard let fit else { return nil }
        let (times, positions) = try SampleFile.parse(ScenarioSource.readFile(fit), path: fit)
        do {
            let result = try Spring.fit(times: times, positions: positions)
            return (result.spring, result, times.count)
        } catch {
            throw CLIError.input("\(fit): \(error.description)")
        }
    }

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
        /// Adds the parameterisation of the options `a` and `b` when either is given (both must be).
        func pair(_ a: Double?, _ aName: String, _ b: Double?, _ bName: String,
                  _ make: @escaping (Double, Double) throws -> Spring) throws {
            guard a != nil || b != nil else { return }
            let x = try require(a, "--" + aName), y = try require(b, "--" + bName)
            given.append(("--\(aName)/--\(bName)", { try make(x, y) }))
        }
        try pair(response, "response", dampingRatio, "damping-ratio") { try Spring(response: $0, dampingRatio: $1, mass: m) }
        if duration != nil || bounce != nil {
            let d = duration ?? 0.5, b = bounce ?? 0
            given.append(("--duration/--bounce", { try Spring(duration: d, bounce: b, mass: m) }))
        }
        try pair(stiffness, "stiffness", damping, "damping") { try Spring(mass: m, stiffness: $0, damping: $1) }
        try pair(tension, "tension", friction, "friction") { try Spring(origamiTension: $0, origamiFriction: $1) }
        try pair(bounciness, "bounciness", speed, "speed") { try Spring(bounciness: $0, speed: $1) }
        try pair(motionVisualDuration, "motion-visual-duration", motionBounce, "motion-bounce") { try Spring(motionVisualDuration: $0, bounce: $1) }
        try pair(reactTension, "react-tension", reactFriction, "react-friction") { try Spring(reactSpringTension: $0, friction: $1, mass: m) }
        try pair(androidStiffness, "android-stiffness", androidDampingRatio, "android-damping-ratio") { try Spring(androidStiffness: $0, dampingRatio: $1) }
        if flutterStiffness != nil || flutterDamping != nil || flutterRatio != nil {
            let k = try require(flutterStiffness, "--flutter-stiffness")
            switch (flutterDamping, flutterRatio) {
            case let (c?, nil):
                given.append(("--flutter-stiffness/--flutter-damping", { try Spring(flutterMass: m, stiffness: k, damping: c) }))
            case let (nil, z?):
                given.append(("--flutter-stiffness/--flutter-ratio", { try Spring(flutterMass: m, stiffness: k, ratio: z) }))
            case (nil, nil):
                throw ValidationError("missing --flutter-damping or --flutter-ratio")
            case (_?, _?):
                throw ValidationError("give --flutter-damping or --flutter-ratio, not both")
            }
        }
        try pair(flutterDuration, "flutter-duration", flutterBounce, "flutter-bounce") { try Spring(flutterDuration: $0, bounce: $1) }
        if fit != nil {
            given.append(("--fit", { throw ValidationError("--fit makes its spring from the samples") }))
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
