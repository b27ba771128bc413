#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Fitting a spring to recorded samples (t, x) by least squares on the closed form.

extension Spring {
    /// The spring, start displacement and velocity (and target, unless given) that best fit the
    /// samples (`times[i]`, `positions[i]`) in least squares.
    ///
    /// The model is x(t) = target + d(t − t₀) with d the exact motion of a unit-mass spring from
    /// its state at the first sample time t₀. For a given natural frequency ω and damping ratio ζ
    /// the model is linear in (target, displacement, velocity), which are solved exactly by
    /// Householder least squares (variable projection); ω and ζ are then found by
    /// Levenberg–Marquardt on log ω and log ζ over the projected residual. The start guess is
    /// robust: the best points of a 48 × 24 grid of ω (from 0.1/span to 4π/median spacing,
    /// log-spaced) and ζ (0.01 to 10), each refined, the best refinement kept. An oscillating
    /// spring's damped frequency is limited to the Nyquist frequency π/(median spacing): above it
    /// the samples cannot tell a spring from its alias.
    ///
    /// What the samples determine: k/m and c/m (so the fitted spring has mass 1), and both only
    /// when the motion shows them — an overdamped motion whose fast mode has died out before the
    /// first sample fixes only its slow decay rate.
    ///
    /// Without noise the spring is recovered to rounding (tests: 1e-6 relative or better); with
    /// noise the residual reports the fit quality.
    ///
    /// - Parameters:
    ///   - times: sample times in seconds, finite and strictly increasing.
    ///   - positions: sample positions, finite, as many as `times`, not all equal.
    ///   - target: the known target, if any (then 4 parameters are fitted instead of 5).
    /// - Returns: the fit: spring (mass 1), target, start state, residuals.
    /// - Throws: ``SpringFitError`` for mismatched counts, fewer samples than parameters,
    ///   non-finite values, times that do not strictly increase, or samples that do not move.
    public static func fit(times: [Double], positions: [Double], target: Double? = nil) throws(SpringFitError) -> SpringFit {
        guard times.count == positions.count else {
            throw .mismatchedCounts(times: times.count, positions: positions.count)
        }
        let parameterCount = target == nil ? 5 : 4
        guard times.count >= parameterCount else {
            throw .tooFewSamples(count: times.count, required: parameterCount)
        }
        for index in times.indices {
            guard times[index].isFinite else { throw .nonFiniteSample(parameter: "times", index: index, value: times[index]) }
            guard positions[index].isFinite else {
                throw .nonFiniteSample(parameter: "positions", index: index, value: positions[index])
            }
            if index > 0, times[index] <= times[index - 1] {
                throw .nonIncreasingTimes(index: index, previous: times[index - 1], value: times[index])
            }
        }
        if let target, !target.isFinite { throw .nonFiniteTarget(target) }
        guard let low = positions.min(), let high = positions.max(), high > low else { throw .noMotion }
        let problem = SpringFitProblem(times: times, positions: positions, target: target)
        return problem.solve()
    }
}

/// One fitting problem: samples relative to the first time, and the search bounds.
struct SpringFitProblem {
    let startTime: Double
    let tau: [Double]
    let positions: [Double]
    let knownTarget: Double?
    let logOmegaRange: ClosedRange<Double>
    let logZetaRange: ClosedRange<Double> = log(1e-4)...log(1e3)
    let gridOmega: [Double]
    let gridZeta: [Double]
    /// π / (median sample spacing): above it a damped frequency is indistinguishable from its
    /// alias, so oscillating springs are limited to it.
    let nyquistFrequency: Double

    init(times: [Double], positions: [Double], target: Double?) {
        startTime = times[0]
        tau = times.map { $0 - times[0] }
        self.positions = positions
        knownTarget = target
        let span = tau[tau.count - 1]
        let spacings = zip(tau.dropFirst(), tau).map { $0 - $1 }.sorted()
        let median = spacings[spacings.count / 2]
        nyquistFrequency = Double.pi / median
        let lowOmega = 0.1 / span
        let highOmega = Swift.max(4 * Double.pi / median, 10 * lowOmega)
        logOmegaRange = log(lowOmega / 10)...log(highOmega * 10)
        gridOmega = (0..<48).map { log(lowOmega) + (log(highOmega) - log(lowOmega)) * Double($0) / 47 }
        gridZeta = (0..<24).map { log(0.01) + (log(10.0) - log(0.01)) * Double($0) / 23 }
    }

    /// The spring for log ω and log ζ (mass 1; within the clamped ranges, always valid).
    func spring(_ theta: (Double, Double)) -> Spring {
        let omega = exp(theta.0)
        let zeta = exp(theta.1)
        return Spring(uncheckedMass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    }

    /// The projected problem at θ: best (target, displacement, velocity) and the residuals.
    func project(_ theta: (Double, Double)) -> (target: Double, displacement: Double, velocity: Double,
                                                 residuals: [Double], sum: Double) {
        let spring = spring(theta)
        var a11 = [Double](repeating: 0, count: tau.count)
        var a12 = [Double](repeating: 0, count: tau.count)
        for index in tau.indices {
            let matrix = spring.stepMatrix(for: tau[index])
            a11[index] = matrix.a11
            a12[index] = matrix.a12
        }
        var columns = [a11, a12]
        var rhs = positions
        if let knownTarget {
            rhs = positions.map { $0 - knownTarget }
        } else {
            columns.append([Double](repeating: 1, count: tau.count))
        }
        let beta = Self.leastSquares(columns: columns, rhs: rhs)
        var residuals = rhs
        var sum = 0.0
        for index in residuals.indices {
            var model = 0.0
            for column in columns.indices { model += beta[column] * columns[column][index] }
            residuals[index] = model - rhs[index]
            sum += residuals[index] * residuals[index]
        }
        let target = knownTarget ?? beta[2]
        let zeta = exp(theta.1)
        let aliased = zeta < 1 && exp(theta.0) * (1 - zeta * zeta).squareRoot() > nyquistFrequency
        return (target, beta[0], beta[1], residuals, sum.isFinite && !aliased ? sum : .infinity)
    }

    /// Householder least squares min ‖Σ βⱼ columnsⱼ − rhs‖; a column dependent on the earlier
    /// ones (|Rⱼⱼ| ≤ 1e-13 of the largest) gets βⱼ = 0.
    static func leastSquares(columns: [[Double]], rhs: [Double]) -> [Double] {
        var a = columns
        var b = rhs
        let n = rhs.count
        let p = columns.count
        var diagonal = [Double](repeating: 0, count: p)
        for j in 0..<p {
            var norm = 0.0
            for i in j..<n { norm += a[j][i] * a[j][i] }
            norm = norm.squareRoot()
            guard norm > 0, norm.isFinite else { continue }
            let alpha = a[j][j] > 0 ? -norm : norm
            var v = Array(a[j][j..<n])
            v[0] -= alpha
            var vv = 0.0
            for value in v { vv += value * value }
            guard vv > 0 else { diagonal[j] = alpha; continue }
            for k in j..<p {
                var dot = 0.0
                for i in j..<n { dot += v[i - j] * a[k][i] }
                let scale = 2 * dot / vv
                for i in j..<n { a[k][i] -= scale * v[i - j] }
            }
            var dot = 0.0
            for i in j..<n { dot += v[i - j] * b[i] }
            let scale = 2 * dot / vv
            for i in j..<n { b[i] -= scale * v[i - j] }
            diagonal[j] = a[j][j]
        }
        let largest = diagonal.map { Swift.abs($0) }.max() ?? 0
        var beta = [Double](repeating: 0, count: p)
        for j in stride(from: p - 1, through: 0, by: -1) {
            guard Swift.abs(diagonal[j]) > 1e-13 * largest else { continue }
            var value = b[j]
            for k in (j + 1)..<p { value -= a[k][j] * beta[k] }
            beta[j] = value / diagonal[j]
        }
        return beta
    }

    func clamp(_ theta: (Double, Double)) -> (Double, Double) {
        (Swift.min(Swift.max(theta.0, logOmegaRange.lowerBound), logOmegaRange.upperBound),
         Swift.min(Swift.max(theta.1, logZetaRange.lowerBound), logZetaRange.upperBound))
    }

    /// Levenberg–Marquardt on θ = (log ω, log ζ) from `start`; returns θ, its sum of squares and
    /// the iterations.
    func refine(from start: (Double, Double)) -> (theta: (Double, Double), sum: Double, iterations: Int) {
        var theta = start
        var current = project(theta)
        var lambda = 1e-3
        var iterations = 0
        let step = 1e-6
        while iterations < 200, current.sum > 0 {
            iterations += 1
            // Central-difference Jacobian of the projected residuals.
            var jacobian: [[Double]] = []
            for parameter in 0..<2 {
                var plus = theta
                var minus = theta
                if parameter == 0 { plus.0 += step; minus.0 -= step } else { plus.1 += step; minus.1 -= step }
                let rPlus = project(plus).residuals
                let rMinus = project(minus).residuals
                jacobian.append(zip(rPlus, rMinus).map { ($0 - $1) / (2 * step) })
            }
            var h00 = 0.0, h01 = 0.0, h11 = 0.0, g0 = 0.0, g1 = 0.0
            for index in current.residuals.indices {
                let (j0, j1, r) = (jacobian[0][index], jacobian[1][index], current.residuals[index])
                h00 += j0 * j0; h01 += j0 * j1; h11 += j1 * j1
                g0 += j0 * r; g1 += j1 * r
            }
            var accepted = false
            var delta = (0.0, 0.0)
            while lambda < 1e12 {
                let a = h00 * (1 + lambda) + 1e-300
                let d = h11 * (1 + lambda) + 1e-300
                let determinant = a * d - h01 * h01
                guard determinant.isFinite, determinant > 0 else { lambda *= 10; continue }
                delta = ((-g0 * d + g1 * h01) / determinant, (-g1 * a + g0 * h01) / determinant)
                let candidate = clamp((theta.0 + delta.0, theta.1 + delta.1))
                let trial = project(candidate)
                if trial.sum < current.sum {
                    delta = (candidate.0 - theta.0, candidate.1 - theta.1)
                    theta = candidate
                    current = trial
                    lambda = Swift.max(lambda / 10, 1e-12)
                    accepted = true
                    break
                }
                lambda *= 10
            }
            if !accepted || Swift.max(Swift.abs(delta.0), Swift.abs(delta.1)) < 1e-13 { break }
        }
        return (theta, current.sum, iterations)
    }

    /// The grid start guess, refinement of its best three points, and the best result.
    func solve() -> SpringFit {
        var scored: [(sum: Double, theta: (Double, Double))] = []
        for logOmega in gridOmega {
            for logZeta in gridZeta {
                scored.append((project((logOmega, logZeta)).sum, (logOmega, logZeta)))
            }
        }
        scored.sort { $0.sum < $1.sum }
        var best: (theta: (Double, Double), sum: Double, iterations: Int)?
        for candidate in scored.prefix(3) {
            let refined = refine(from: candidate.theta)
            if best == nil || refined.sum < best!.sum { best = refined }
        }
        let result = best!
        let fitted = project(result.theta)
        return SpringFit(spring: spring(result.theta), target: fitted.target, displacement: fitted.displacement,
                         velocity: fitted.velocity, startTime: startTime, residualSumOfSquares: fitted.sum,
                         rootMeanSquareResidual: (fitted.sum / Double(tau.count)).squareRoot(),
                         iterations: result.iterations)
    }
}
