import ArgumentParser
import IntegratorLab
import SpringTransitions
#if canImport(Glibc)
import Glibc
#endif

/// `springlab integrators`: a work-precision or convergence study (library `IntegratorLab`) on
/// catalogue problems or a problem file. This command only parses options and prints.
struct IntegratorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "integrators",
        abstract: "Work-precision and convergence studies of the integrators on standard problems.",
        discussion: """
        Each GSL stepper runs at each tolerance over the whole span, choosing its own steps; the \
        headline error is the final state's, against the problem's reference (exact, published or \
        computed: --list says which). Errors over sample times come from dense output of the same \
        steps (--sampling dense), from a separate run stepping onto each (step), both, or none. \
        The channel-batch integrators (exact, semi-implicit-euler, semi-implicit-euler-substeps, \
        rk4-substeps) run on the spring problems at each frame rate. Work: f- and Jacobian \
        evaluations, steps, rejected steps, and the median wall time of --repetitions solves after \
        a warm-up. A run that fails is a row with its reason. --convergence instead runs fixed steps \
        h = T/2^k for k in --levels and prints each stepper's estimated order beside its declared one.

        Bad filters exit with status 2: --methods and --steppers that select nothing in common, or \
        methods that run on none of the problems.
        """
    )

    @Option(help: "Comma-separated problems, groups (spring, dynamics, ivp-testset, nonstiff; all = spring) or problem files ending in .json. See --list.")
    var problem: String = "all"
    @Flag(help: "List the problems with their groups, dimensions, spans and references, and exit.") var list = false
    @Flag(help: "Print the reference end state of each problem with 17 significant digits and exit.") var reference = false
    @Option(help: "Comma-separated paired tolerances: relative tol, absolute tol (times the problem's scale, 1e-4 for hires and rober) (default: 1e-3,1e-4,1e-5,1e-6,1e-7,1e-8,1e-9,1e-10).",
            transform: parseNumberList) var tolerances: [Double]?
    @Option(name: .customLong("abstol"), help: "Comma-separated absolute tolerances, paired one to one with --reltol (no default; replaces --tolerances).",
            transform: parseNumberList) var absoluteTolerances: [Double]?
    @Option(name: .customLong("reltol"), help: "Comma-separated relative tolerances, paired one to one with --abstol (no default).",
            transform: parseNumberList) var relativeTolerances: [Double]?
    @Option(help: "Comma-separated GSL steppers to run (default: all 11; with --convergence: rk2,rk4,rkf45,rkck,rk8pd,rk1imp,rk2imp,rk4imp).",
            transform: parseList) var steppers: [String]?
    @Option(help: "Comma-separated methods: gsl-<stepper>, exact, semi-implicit-euler, semi-implicit-euler-substeps, rk4-substeps (default: all).",
            transform: parseList) var methods: [String]?
    @Option(name: .customLong("frame-rates"), help: "Comma-separated frame rates (Hz) of the fixed-step schemes (default: 30,60,120,240,480,960).",
            transform: parseNumberList) var frameRates: [Double]?
    @Option(help: "Where the sample-time errors come from: dense, step, both or none.") var sampling: String = "dense"
    @Option(help: "Number of equally spaced sample times.") var samples: Int = 100
    @Option(help: "What the diagram plots: final, dense-max, dense-rms, step-max or step-rms.") var measure: String = "final"
    @Option(help: "Timed repetitions per run after one warm-up; the median is reported.") var repetitions: Int = 3
    @Option(name: .customLong("max-steps"), help: "Most steps one adaptive solve may take before it fails.") var maximumSteps: Int = 1_000_000
    @Flag(help: "Run the convergence study instead: fixed steps h = T/2^k, estimated against declared order.") var convergence = false
    @Option(help: "With --convergence: the exponents k of the step counts 2^k, as FIRST-LAST.") var levels: String = "4-16"
    @Option(help: "Where to write the SVG diagram.") var out: String = "wp.svg"
    @Option(help: "Also write every run as CSV (default: none).") var csv: String?
    @Option(help: "Also write the report as JSON (default: none).") var json: String?
    @Option(help: "Also write the report as Markdown (default: none).") var markdown: String?
    @Flag(inversion: .prefixedNo, help: "Show a progress bar on standard error (default: when it is a terminal).") var progress: Bool?

    func validate() throws {
        guard (1...100).contains(repetitions) else { throw ValidationError("--repetitions must be between 1 and 100; got \(repetitions)") }
        guard WorkPrecisionStudy.Sampling(rawValue: sampling) != nil else {
            throw ValidationError("--sampling must be dense, step, both or none; got '\(sampling)'")
        }
        guard ErrorMeasure(rawValue: measure) != nil else {
            throw ValidationError("--measure must be one of \(ErrorMeasure.allCases.map(\.rawValue).joined(separator: ", ")); got '\(measure)'")
        }
        guard (1...100_000).contains(samples) else { throw ValidationError("--samples must be between 1 and 100000; got \(samples)") }
        guard maximumSteps >= 1 else { throw ValidationError("--max-steps must be at least 1; got \(maximumSteps)") }
    }

    mutating func run() throws {
        let source = try ProblemSource.standard()
        if list {
            print(problemListing(source.catalogue))
            return
        }
        var problems: [IntegratorProblem] = []
        do {
            for name in try parseList(problem) { problems += try source.problems(named: name) }
        } catch let error as ProblemError {
            throw CLIError.input("--problem: \(error)")
        }
        guard !problems.isEmpty else { throw CLIError.input("--problem is empty: give a problem, a group or a file") }
        if reference {
            for problem in problems { print(try referenceText(problem)) }
            return
        }
        if convergence { return try runConvergence(problems) }
        let selected = try selectedMethods(problems)
        var study = WorkPrecisionStudy(problems: problems, tolerances: try toleranceSweep())
        study.methods = selected
        study.repetitions = repetitions
        study.sampling = WorkPrecisionStudy.Sampling(rawValue: sampling) ?? .dense
        study.sampleCount = samples
        study.maximumSteps = maximumSteps
        if let frameRates {
            guard !frameRates.isEmpty else { throw CLIError.input("--frame-rates is empty: give at least one frame rate") }
            if let bad = frameRates.first(where: { !($0 >= 1 && $0 <= 10_000) }) {
                throw CLIError.input("--frame-rates: invalid frame rate \(bad); each must be a number of frames per second from 1 to 10000")
            }
            study.frameSizes = frameRates.map { 1 / $0 }
        }
        if progress ?? (isatty(2) != 0) {
            study.progress = { done, total in writeToStandardError(progressBar(done: done, total: total)) }
        }
        let report: WorkPrecisionReport
        do { report = try study.run() } catch let error as ProblemError { throw CLIError.input("\(error)") }
        print(report.table(), terminator: "")
        try writeOutput(report.svg(measure: ErrorMeasure(rawValue: measure) ?? .final), to: out)
        print("plot: \(out)")
        try writeReports(csv: report.csv(), json: report.json(), markdown: report.markdown())
    }

    /// Writes the optional CSV, JSON and Markdown files and prints where.
    private func writeReports(csv csvText: String, json jsonText: String, markdown markdownText: String) throws {
        for (path, text, label) in [(csv, csvText, "csv"), (json, jsonText, "json"), (markdown, markdownText, "markdown")] {
            guard let path else { continue }
            try writeOutput(text, to: path)
            print("\(label): \(path)")
        }
    }

    /// The convergence mode.
    private func runConvergence(_ problems: [IntegratorProblem]) throws {
        var study = try ConvergenceStudy(problems: problems)
        if let steppers { study.steppers = try parseSteppers(steppers) }
        study.levels = try parseLevels(levels)
        let report: ConvergenceReport
        do { report = try study.run() } catch let error as ProblemError { throw CLIError.input("\(error)") }
        print(report.table(), terminator: "")
        try writeOutput(report.svg(), to: out)
        print("plot: \(out)")
        try writeReports(csv: report.csv(), json: report.json(), markdown: report.markdown())
    }

    /// The tolerance sweep: --tolerances (paired), or --abstol with --reltol, or the default.
    private func toleranceSweep() throws -> [ToleranceSetting] {
        do {
            switch (tolerances, absoluteTolerances, relativeTolerances) {
            case (.some, .some, _), (.some, _, .some):
                throw CLIError.input("--tolerances conflicts with --abstol/--reltol: give paired tolerances or separate ones, not both")
            case (nil, .some(let a), .some(let r)):
                guard a.count == r.count else {
                    throw CLIError.input("--abstol has \(a.count) values but --reltol has \(r.count): they pair one to one")
                }
                return try WorkPrecisionStudy.sweep(absolute: a, relative: r)
            case (nil, .some, nil): throw CLIError.input("--abstol needs --reltol")
            case (nil, nil, .some): throw CLIError.input("--reltol needs --abstol")
            case (.some(let t), nil, nil):
                guard !t.isEmpty else { throw CLIError.input("--tolerances is empty: give at least one tolerance") }
                return try WorkPrecisionStudy.paired(t)
            case (nil, nil, nil):
                return try WorkPrecisionStudy.paired([1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10])
            }
        } catch let error as ProblemError {
            throw CLIError.input("\(error)")
        }
    }

    /// The methods both filters select, in study order, that run on at least one problem.
    private func selectedMethods(_ problems: [IntegratorProblem]) throws -> [StudyMethod] {
        var chosen = StudyMethod.allCases
        if let methods {
            guard !methods.isEmpty else { throw CLIError.input("--methods is empty: give at least one method") }
            let named = try methods.map { name -> StudyMethod in
                guard let method = StudyMethod(name: name) else {
                    throw ValidationError("unknown method '\(name)'; available: \(StudyMethod.allCases.map(\.name).joined(separator: ", "))")
                }
                if let current = StudyMethod.deprecatedAliases[name] {
                    writeToStandardError("warning: method '\(name)' is deprecated; use '\(current)'\n")
                }
                return method
            }
            chosen = chosen.filter(named.contains)
        }
        if let steppers {
            let names = try parseSteppers(steppers)
            let before = chosen
            chosen = chosen.filter { $0.stepper.map(names.contains) ?? (methods != nil) }
            guard !chosen.isEmpty else {
                throw CLIError.input("--methods \(before.map(\.name).joined(separator: ",")) and --steppers \(names.map(\.rawValue).joined(separator: ",")) select no method in common")
            }
        }
        let running = chosen.filter { method in problems.contains { method.runs(on: $0) } }
        guard !running.isEmpty else {
            throw CLIError.input("no selected method runs on \(problems.map(\.name).joined(separator: ", ")): \(chosen.map(\.name).joined(separator: ", ")) run only on the spring problems")
        }
        return chosen
    }

    /// Parses "4-12" into 4...12.
    private func parseLevels(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.split(separator: "-").map { Int($0) }
        guard parts.count == 2, let a = parts[0], let b = parts[1], a >= 0, b <= 24, b > a else {
            throw CLIError.input("--levels must be FIRST-LAST with 0 <= FIRST < LAST <= 24, like 4-12; got '\(text)'")
        }
        return a...b
    }
}

/// One line per problem: name, group, dimension, span, stiffness and reference.
func problemListing(_ problems: [IntegratorProblem]) -> String {
    let rows = problems.map { p in
        [p.name, p.group, "\(p.dimension)", "\(shortNumber(p.startTime))..\(shortNumber(p.endTime))", p.isStiff ? "yes" : "no", p.reference.summary]
    }
    var out = ""
    let header = ["problem", "group", "dim", "span", "stiff", "reference"]
    let widths = (0..<header.count).map { c in ([header] + rows).map { $0[c].count }.max() ?? 0 }
    for row in [header] + rows {
        out += row.enumerated().map { c, cell in c == header.count - 1 ? cell : cell + String(repeating: " ", count: widths[c] - cell.count) }
            .joined(separator: "  ") + "\n"
    }
    return out + "groups: spring, dynamics, ivp-testset (the stiff problems), nonstiff; all = spring; or a file ending in .json"
}

/// The reference end state of a problem: a header line, then one `name value` line per
/// component, each value with 17 significant digits (enough to round-trip a `Double`).
func referenceText(_ problem: IntegratorProblem) throws -> String {
    let state = try problem.referenceEndState()
    var out = "\(problem.name) at t = \(shortNumber(problem.endTime)) (\(problem.reference.summary)):"
    let width = problem.componentNames.map(\.count).max() ?? 0
    for (name, value) in zip(problem.componentNames, state) {
        out += "\n" + name + String(repeating: " ", count: width - name.count) + " " + formatted(value, "%.17g")
    }
    return out
}

/// Parses "rkf45,rk8pd" into steppers (GSL's names).
func parseSteppers(_ names: [String]) throws -> [Stepper] {
    guard !names.isEmpty else { throw CLIError.input("--steppers is empty: give at least one stepper") }
    return try names.map { name in
        guard let stepper = Stepper(rawValue: name) else {
            throw ValidationError("unknown stepper '\(name)'; available: \(Stepper.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return stepper
    }
}

/// One redraw of the progress bar: `"\r[#####-----] 12/40"`, 30 cells wide, with a newline once done.
func progressBar(done: Int, total: Int) -> String {
    let width = 30, filled = total > 0 ? width * Swift.min(done, total) / total : width
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    return "\r[\(bar)] \(done)/\(total)" + (done >= total ? "\n" : "")
}

/// Splits "a, b" into trimmed, non-empty names (an empty list is checked by the command, exit 2).
func parseList(_ text: String) throws -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
}

/// Parses "1e-3,1e-6" into numbers (ranges are checked by the study, exit 2).
func parseNumberList(_ text: String) throws -> [Double] {
    try parseList(text).map { s in
        guard let v = Double(s), v.isFinite else { throw ValidationError("invalid number '\(s)'") }
        return v
    }
}

extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        String(drop(while: { $0 == set }).reversed().drop(while: { $0 == set }).reversed())
    }
}
