#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpringDynamics

/// A convergence study: each stepper at fixed steps `h = T/2^k` over the whole span, the
/// final-state error against the reference at each `k`, and the order estimated by least
/// squares of `log error` against `log h` over the asymptotic range.
///
/// **Asymptotic range.** Among the points whose error lies between ``errorFloor`` (below it
/// rounding dominates) and ``errorCeiling`` (above it the step is too long for the leading
/// error term), the longest run of consecutive step sizes whose local slopes all lie within
/// 10 % of the run's least-squares slope (the finer run on a tie; the finest two points when no
/// three agree). Fewer than two points in the band give no order, and the report says why.
///
/// Use a nonlinear problem: on a linear one (the springs) a Runge–Kutta method's error follows
/// its stability polynomial, whose order can exceed the method's (rk8pd shows 9 there).
///
/// Fixed steps run through `ODESolver.advance(_:time:fixedStep:count:)` (no error control).
/// The implicit steppers still iterate to ``tolerance``.
public struct ConvergenceStudy {
    /// The problems.
    public var problems: [IntegratorProblem]
    /// The steppers; default the one-step methods of fixed order (``fixedOrderSteppers``).
    public var steppers: [Stepper] = ConvergenceStudy.fixedOrderSteppers
    /// The exponents `k` of the step counts `2^k`; default 4…16.
    public var levels: ClosedRange<Int> = 4...16
    /// The tolerance of the implicit steppers' iterations; default 1e-13 absolute and relative.
    public var tolerance: ODETolerance
    /// Errors below this are rounding, not truncation; default 1e-12.
    public var errorFloor = 1e-12
    /// Errors above this are outside the asymptotic range; default 0.1.
    public var errorCeiling = 0.1

    /// The steppers whose order does not vary: rk2, rk4, rkf45, rkck, rk8pd, rk1imp, rk2imp,
    /// rk4imp. (bsimp, msadams and msbdf choose their order as they go.)
    public static let fixedOrderSteppers: [Stepper] = [.rk2, .rk4, .rkf45, .rkck, .rk8pd, .rk1imp, .rk2imp, .rk4imp]

    /// A study of ``fixedOrderSteppers`` on `problems`.
    public init(problems: [IntegratorProblem]) throws {
        self.problems = problems
        tolerance = try ODETolerance(absolute: 1e-13, relative: 1e-13)
    }

    /// Runs every stepper at every level on every problem.
    ///
    /// - Throws: ``ProblemError/invalidParameter(name:requirement:)`` for settings out of range
    ///   (levels from 0 to 24, at least two; a positive floor below the ceiling), or the error
    ///   computing a reference. A stepper that fails at a level is a point with its reason.
    public func run() throws -> ConvergenceReport {
        guard !problems.isEmpty else { throw ProblemError.invalidParameter(name: "problems", requirement: "at least one problem") }
        guard !steppers.isEmpty else { throw ProblemError.invalidParameter(name: "steppers", requirement: "at least one stepper") }
        guard levels.lowerBound >= 0, levels.upperBound <= 24, levels.count >= 2 else {
            throw ProblemError.invalidParameter(name: "levels", requirement: "at least two exponents from 0 to 24; got \(levels.lowerBound)...\(levels.upperBound)")
        }
        guard errorFloor > 0, errorCeiling > errorFloor, errorCeiling.isFinite else {
            throw ProblemError.invalidParameter(name: "errorFloor", requirement: "greater than 0 and less than errorCeiling")
        }
        var points: [ConvergencePoint] = [], fits: [ConvergenceFit] = []
        for problem in problems {
            let reference = try problem.referenceEndState()
            for stepper in steppers {
                var mine: [ConvergencePoint] = []
                for k in levels {
                    let steps = 1 << k
                    var point = ConvergencePoint(problem: problem.name, stepper: stepper, steps: steps, stepSize: problem.duration / Double(steps))
                    do {
                        let solver = try ODESolver(system: problem.makeSystem(), stepper: stepper, tolerance: tolerance,
                                                   initialStep: point.stepSize)
                        var y = problem.initialState, t = problem.startTime
                        try solver.advance(&y, time: &t, fixedStep: point.stepSize, count: steps)
                        point.error = problem.error(y, reference)
                    } catch {
                        point.failure = "\(error)"
                    }
                    mine.append(point)
                }
                points += mine
                fits.append(fit(mine, problem: problem.name, stepper: stepper))
            }
        }
        return ConvergenceReport(points: points, fits: fits, errorFloor: errorFloor, errorCeiling: errorCeiling)
    }

    /// The least-squares order over the asymptotic range of one stepper's points.
    func fit(_ points: [ConvergencePoint], problem: String, stepper: Stepper) -> ConvergenceFit {
        var result = ConvergenceFit(problem: problem, stepper: stepper)
        let band = points.filter { p in p.error.map { $0.isFinite && $0 > errorFloor && $0 < errorCeiling } ?? false }
        guard band.count >= 2 else {
            result.note = "fewer than 2 points with error between \(errorFloor) and \(errorCeiling)"
            return result
        }
        // The longest run of consecutive points whose local slopes all lie within 10 % of the
        // run's least-squares slope (ties: the finer run); two points if no run of three agrees.
        var best: (slope: Double, points: ArraySlice<ConvergencePoint>)?
        for length in stride(from: band.count, through: 2, by: -1) {
            for start in stride(from: band.count - length, through: 0, by: -1) {
                let window = band[start..<(start + length)]
                let slope = Self.leastSquaresSlope(window)
                let locals = zip(window.dropLast(), window.dropFirst()).map { Self.leastSquaresSlope([$0, $1]) }
                if length == 2 || locals.allSatisfy({ abs($0 - slope) <= 0.1 * abs(slope) }) {
                    best = (slope, window)
                    break
                }
            }
            if best != nil { break }
        }
        guard let best else { return result }   // unreachable: a window of two always qualifies
        result.estimatedOrder = best.slope
        result.fittedSteps = best.points.map(\.steps)
        return result
    }

    /// The least-squares slope of log error against log h.
    static func leastSquaresSlope<C: Collection<ConvergencePoint>>(_ points: C) -> Double {
        let xs = points.map { log($0.stepSize) }, ys = points.map { log($0.error ?? 1) }
        let mx = xs.reduce(0, +) / Double(xs.count), my = ys.reduce(0, +) / Double(ys.count)
        var sxy = 0.0, sxx = 0.0
        for (x, y) in zip(xs, ys) { sxy += (x - mx) * (y - my); sxx += (x - mx) * (x - mx) }
        return sxy / sxx
    }
}

/// One stepper at one fixed step size.
public struct ConvergencePoint: Hashable, Sendable {
    /// The problem's name.
    public var problem: String
    /// The stepper.
    public var stepper: Stepper
    /// The number of steps over the span, `2^k`.
    public var steps: Int
    /// The step size `h = T/steps`.
    public var stepSize: Double
    /// The final-state error, unless the run failed.
    public var error: Double?
    /// Why the run failed, if it did.
    public var failure: String?

    /// A point without its result yet.
    public init(problem: String, stepper: Stepper, steps: Int, stepSize: Double) {
        (self.problem, self.stepper, self.steps, self.stepSize) = (problem, stepper, steps, stepSize)
    }
}

/// The order estimated for one stepper on one problem.
public struct ConvergenceFit: Hashable, Sendable {
    /// The problem's name.
    public var problem: String
    /// The stepper.
    public var stepper: Stepper
    /// The least-squares slope of log error against log h over ``fittedSteps``; `nil` when the
    /// asymptotic range has fewer than two points (see ``note``).
    public var estimatedOrder: Double?
    /// The step counts of the points in the fit.
    public var fittedSteps: [Int] = []
    /// Why there is no estimate, if there is none.
    public var note: String?

    /// The stepper's declared order (`Stepper.order`; the maximum for variable-order steppers).
    public var declaredOrder: Int { stepper.order }
    /// Whether the stepper chooses its order as it goes (bsimp, msadams, msbdf).
    public var isVariableOrder: Bool { !ConvergenceStudy.fixedOrderSteppers.contains(stepper) }

    /// A fit without a result yet.
    public init(problem: String, stepper: Stepper) {
        self.problem = problem
        self.stepper = stepper
    }
}
