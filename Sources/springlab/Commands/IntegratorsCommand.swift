import ArgumentParser
import SpringTransitions
#if canImport(Glibc)
import Glibc
#endif

/// `springlab integrators`: a work-precision study of every integrator on damped-spring problems.
struct IntegratorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "integrators",
        abstract: "Work-precision study: every GSL stepper, the exact integrator and the fixed-step schemes.",
        discussion: """
        Each GSL stepper runs at each paired tolerance (absolute = relative), the fixed-step schemes run \
        at frame sizes from 1/30 s to 1/960 s, and the exact integrator once. The error is measured \
        against the exact solution, not the tolerance: max over the sample times of |x − x*| and \
        |v − v*|/ω. Times are the fastest of three runs after a warm-up. The dynamics problems \
        (duffing, pendulum, chain, tile) run the GSL steppers only; their error is the largest \
        difference of any state component from the reference solution (--reference prints its \
        end state).
        """
    )

    @Option(help: "underdamped, critical, overdamped, stiff-oscillatory, stiff, all (these five), duffing, pendulum, chain, tile or dynamics (these four).") var problem: String = "all"
    @Option(help: "Comma-separated paired tolerances.", transform: parseTolerances) var tolerances: [Double] = [1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10]
    @Option(help: "Where to write the work-precision SVG.") var out: String = "wp.svg"
    @Option(help: "Also write every measurement as CSV.") var csv: String?
    @Option(help: "Timed repetitions per measurement (after one warm-up).") var repetitions: Int = 3
    @Option(help: "Comma-separated GSL steppers to run (default: all).", transform: parseSteppers) var steppers: [Stepper] = Stepper.allCases
    @Option(help: "How the GSL steppers reach the 100 sample times: step (onto each) or dense (one run, cubic Hermite interpolation).")
    var sampling: String = "step"
    @Flag(help: "Print the reference end state of each problem with 17 significant digits and exit.") var reference = false
    @Option(help: "Comma-separated methods to run: gsl-<stepper>, exact, semi-implicit-euler, semi-implicit-euler-1ms, rk4-1ms; default all.",
            transform: parseMethods) var methods: [String]?
    @Option(name: .customLong("frame-rates"), help: "Comma-separated frame rates (Hz) of the fixed-step schemes.",
            transform: parseFrameRates) var frameRates: [Double] = [30, 60, 120, 240, 480, 960]
    @Flag(inversion: .prefixedNo, help: "Show a progress bar on standard error (default: when it is a terminal).") var progress: Bool?

    func validate() throws {
        _ = try StudyProblem.named(problem)
        guard (1...100).contains(repetitions) else { throw ValidationError("--repetitions must be between 1 and 100; got \(repetitions)") }
        guard WorkPrecisionStudy.Sampling(rawValue: sampling) != nil else {
            throw ValidationError("--sampling must be step or dense; got '\(sampling)'")
        }
    }

    mutating func run() throws {
        let problems = try StudyProblem.named(problem)
        if reference {
            for problem in problems { print(try referenceText(problem)) }
            return
        }
        let showProgress = progress ?? (isatty(2) != 0)
        var study = WorkPrecisionStudy(problems: problems, tolerances: tolerances)
        study.repetitions = repetitions
        study.steppers = steppers
        study.sampling = WorkPrecisionStudy.Sampling(rawValue: sampling) ?? .step
        study.methods = methods.map(Set.init)
        study.stepSizes = frameRates.map { 1 / $0 }
        if showProgress {
            study.progress = { done, total in writeToStandardError(progressBar(done: done, total: total)) }
        }
        let results = try study.run()
        print(WorkPrecisionReport(results: results).table())
        try writeOutput(WorkPrecisionReport(results: results).svg(), to: out)
        print("plot: \(out)")
        if let csv {
            try writeOutput(WorkPrecisionReport(results: results).csv(), to: csv)
            print("csv: \(csv)")
        }
    }
}

/// The reference end state of a problem: a header line, then one `name value` line per
/// component, each value with 17 significant digits (enough to round-trip a `Double`).
func referenceText(_ problem: StudyProblem) throws -> String {
    let state = try problem.referenceStates(at: [problem.duration])[0]
    var out = "\(problem.name) at t = \(shortNumber(problem.duration)) (\(problem.referenceMethod)):"
    let width = problem.componentNames.map(\.count).max() ?? 0
    for (name, value) in zip(problem.componentNames, state) {
        out += "\n" + name + String(repeating: " ", count: width - name.count) + " " + formatted(value, "%.17g")
    }
    return out
}

/// Parses "rkf45,rk8pd" into steppers (GSL's names).
func parseSteppers(_ text: String) throws -> [Stepper] {
    let steppers = try text.split(separator: ",").map { part -> Stepper in
        let name = part.trimmingCharacters(in: " ")
        guard let stepper = Stepper(rawValue: name) else {
            throw ValidationError("unknown stepper '\(name)'; available: \(Stepper.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return stepper
    }
    guard !steppers.isEmpty else { throw ValidationError("--steppers needs at least one stepper") }
    return steppers
}

/// One redraw of the progress bar: `"\r[#####-----] 12/40"`, 30 cells wide, with a newline once done.
func progressBar(done: Int, total: Int) -> String {
    let width = 30, filled = total > 0 ? width * Swift.min(done, total) / total : width
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    return "\r[\(bar)] \(done)/\(total)" + (done >= total ? "\n" : "")
}

/// Parses "gsl-rkf45,exact" into method names the study knows.
func parseMethods(_ text: String) throws -> [String] {
    let names = text.split(separator: ",").map { $0.trimmingCharacters(in: " ") }
    for name in names where !WorkPrecisionStudy.allMethods.contains(name) {
        throw ValidationError("unknown method '\(name)'; available: \(WorkPrecisionStudy.allMethods.joined(separator: ", "))")
    }
    guard !names.isEmpty else { throw ValidationError("--methods needs at least one method") }
    return names
}

/// Parses "60,120" into frame rates from 1 to 10,000 Hz.
func parseFrameRates(_ text: String) throws -> [Double] {
    let values = try text.split(separator: ",").map { part -> Double in
        let s = part.trimmingCharacters(in: " ")
        guard let v = Double(s), v.isFinite, v >= 1, v <= 10_000 else {
            throw ValidationError("invalid frame rate '\(s)'; each must be a number of frames per second from 1 to 10000")
        }
        return v
    }
    guard !values.isEmpty else { throw ValidationError("--frame-rates needs at least one value") }
    return values
}

/// Parses "1e-3,1e-6" into tolerances in (0, 1).
func parseTolerances(_ text: String) throws -> [Double] {
    let values = try text.split(separator: ",").map { part -> Double in
        let s = part.trimmingCharacters(in: " ")
        guard let v = Double(s), v.isFinite, v > 0, v < 1 else {
            throw ValidationError("invalid tolerance '\(s)'; each must be a number between 0 and 1, like 1e-6")
        }
        return v
    }
    guard !values.isEmpty else { throw ValidationError("--tolerances needs at least one value") }
    return values
}

extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        String(drop(while: { $0 == set }).reversed().drop(while: { $0 == set }).reversed())
    }
}
