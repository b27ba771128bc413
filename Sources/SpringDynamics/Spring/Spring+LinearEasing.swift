#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A spring as a CSS linear() easing with the fewest points for a certified tolerance.

extension Spring {
    /// The smallest tolerance ``linearEasing(tolerance:initialVelocity:)`` accepts (1e-9).
    public static let minimumEasingTolerance = 1e-9

    /// The largest |initial velocity| ``linearEasing(tolerance:initialVelocity:)`` accepts, in
    /// progress (distances) per second (1000).
    public static let maximumEasingVelocity = 1000.0

    /// The CSS `linear()` easing of this spring going from 0 to 1 (starting with
    /// `initialVelocity`), with the fewest points such that the browser's linear interpolation
    /// stays within `tolerance` of the exact progress 1 − x(t) at every instant.
    ///
    /// **Duration.** The documented settle: the settling time of
    /// ``settlingTime(displacement:velocity:epsilon:)`` with ε_settle = 0.001 (the same as
    /// ``settlingDuration`` from rest), extended if needed until the displacement stays below
    /// `tolerance`/2 for good (so the jump to exactly 1 at the end, and the rest after it, stay
    /// within the tolerance), then rounded up to a whole microsecond.
    ///
    /// **Placement.** Points lie on the exact curve at times on a grid of 10^−percentDecimals
    /// percent. Values are printed with D = ⌈log₁₀(5/ε)⌉ decimals (at least 1), so rounding adds
    /// at most ½·10^−D ≤ ε/10. Percentages get max(1, D − 2) decimals, more when a grid cell is too
    /// coarse for the tolerance. A segment is accepted when the larger rounding error of its ends
    /// plus its chord bound (``chordDeviationBound(displacement:velocity:from:to:)``) is within the
    /// tolerance; each point is the farthest grid point accepted from the previous one. A segment
    /// accepted on an interval is accepted on every sub-interval, so this greedy rule gives the
    /// fewest points of any placement on that grid certified this way.
    ///
    /// - Parameters:
    ///   - tolerance: ε in units of progress (the whole distance is 1), finite, at least 1e-9.
    ///     Defaults to 0.001.
    ///   - initialVelocity: the starting velocity in progress per second (1 = the whole distance
    ///     per second), finite and at most 1000 in magnitude. Defaults to 0.
    /// - Returns: the easing, its duration and its certified deviations.
    /// - Throws: ``SpringParameterError`` naming `tolerance` (not finite, below 1e-9, or needing
    ///   more than ``maximumKeyframeCount`` points), `initialVelocity`, or `damping` when the
    ///   spring is undamped and never settles.
    public func linearEasing(tolerance: Double = 0.001,
                             initialVelocity: Double = 0) throws(SpringParameterError) -> SpringLinearEasing {
        let plan = try LinearEasingPlan(spring: self, tolerance: tolerance, initialVelocity: initialVelocity)
        var percentDecimals = plan.initialPercentDecimals
        while true {
            if let easing = try plan.place(percentDecimals: percentDecimals) { return easing }
            percentDecimals += 1
            guard percentDecimals <= LinearEasingPlan.maximumPercentDecimals else {
                throw Self.toleranceTooSmall(tolerance)
            }
        }
    }

    /// The fewest points of a uniform (unrounded) grid k/N, k = 0…N, of the duration of
    /// ``linearEasing(tolerance:initialVelocity:)`` whose segments pass the same test: rounding
    /// allowance of the printed values plus chord bound within `tolerance` (the last point exactly
    /// 1). This is the uniform sampling of the same certified accuracy; it has at least as many
    /// points as the easing.
    ///
    /// - Parameters: as for ``linearEasing(tolerance:initialVelocity:)``.
    /// - Returns: N + 1.
    /// - Throws: as ``linearEasing(tolerance:initialVelocity:)``.
    public func uniformLinearEasingPointCount(tolerance: Double = 0.001,
                                              initialVelocity: Double = 0) throws(SpringParameterError) -> Int {
        let easing = try linearEasing(tolerance: tolerance, initialVelocity: initialVelocity)
        let plan = try LinearEasingPlan(spring: self, tolerance: tolerance, initialVelocity: initialVelocity)
        return try Self.smallestCertifiedGrid(lowerBound: easing.pointCount - 1, tolerance: tolerance) { (n: Int) in
            plan.uniformDeviation(segments: n)
        }
    }
}

/// The fixed quantities of one ``Spring/linearEasing(tolerance:initialVelocity:)`` request.
struct LinearEasingPlan {
    /// Percent decimals beyond which a grid refinement gives up.
    static let maximumPercentDecimals = 12

    /// An absolute allowance for the rounding of the closed form, whose values are of order 1.
    static let evaluationMargin = 1e-15

    let spring: Spring
    let tolerance: Double
    /// The start state in displacement terms: x(0) = 1, x'(0) = −initialVelocity.
    let velocity: Double
    /// The duration in seconds (whole microseconds).
    let duration: Double
    let valueDecimals: Int
    let initialPercentDecimals: Int
    /// The largest rounding error of an interior value: ½·10^−valueDecimals plus a few ulps.
    let roundingAllowance: Double
    /// |x(duration)|: the error of the final point, printed as exactly 1.
    let finalResidual: Double
    /// The largest |x(t)| for t > duration.
    let tailDeviation: Double

    init(spring: Spring, tolerance: Double, initialVelocity: Double) throws(SpringParameterError) {
        try Spring.validateTolerance(tolerance)
        guard tolerance >= Spring.minimumEasingTolerance else {
            throw SpringParameterError(parameter: "tolerance", value: tolerance, requirement: "must be at least 1e-09")
        }
        guard initialVelocity.isFinite, Swift.abs(initialVelocity) <= Spring.maximumEasingVelocity else {
            throw SpringParameterError(parameter: "initialVelocity", value: initialVelocity,
                                       requirement: "must be finite and at most 1000 in magnitude")
        }
        guard spring.damping > 0 else {
            throw SpringParameterError(parameter: "damping", value: spring.damping,
                                       requirement: "must be greater than 0 for the motion to settle")
        }
        self.spring = spring
        self.tolerance = tolerance
        velocity = -initialVelocity + 0
        let settle = spring.settlingTime(displacement: 1, velocity: velocity, epsilon: 0.001)
        let w2 = spring.stiffness / spring.mass
        let acceleration = -(spring.damping / spring.mass * velocity + w2)
        let search = SettlingSearch(spring: spring, x0: 1, v0: velocity, epsilon: tolerance / 2)
        let displacementSettle = search.lastExceedance(component: 0, derivative: velocity,
                                                       secondDerivative: acceleration) ?? 0
        let raw = Swift.max(settle, displacementSettle)
        guard raw.isFinite, raw < 1e9 else {
            throw SpringParameterError(parameter: "damping", value: spring.damping,
                                       requirement: "is too weak: the motion takes more than 1e9 s to settle")
        }
        duration = Swift.max((raw * 1e6).rounded(.up), 1) / 1e6
        valueDecimals = Swift.max(1, Int((log10(5 / tolerance)).rounded(.up)))
        initialPercentDecimals = Swift.max(1, valueDecimals - 2)
        roundingAllowance = 0.5 * pow(10, -Double(valueDecimals)) + 4 * Double.ulpOfOne
        let end = spring.state(at: duration, displacement: 1, velocity: velocity)
        finalResidual = Swift.abs(end.displacement)
        // The margins cover the rounding of the closed form (a few ulps of the unit distance).
        tailDeviation = Self.largestDisplacement(of: spring, after: end) * (1 + 1e-12) + Self.evaluationMargin
    }

    /// sup over τ > 0 of |x(τ)| along the motion starting from `state` (exact: |x| at the first
    /// extremum after 0, or at 0).
    static func largestDisplacement(of spring: Spring, after state: SpringState) -> Double {
        var largest = Swift.abs(state.displacement)
        let w2 = spring.stiffness / spring.mass
        let a = -(w2 * state.displacement + spring.damping / spring.mass * state.velocity)
        let search = SettlingSearch(spring: spring, x0: 0, v0: 0, epsilon: 1)
        let first: Double?
        switch search.extrema(g0: state.velocity, g1: a) {
        case let .periodic(phase, dampedFrequency): first = phase / dampedFrequency
        case let .single(t): first = t
        case .none: first = nil
        }
        if let first, first > 0 {
            largest = Swift.max(largest, Swift.abs(spring.state(at: first, displacement: state.displacement,
                                                                 velocity: state.velocity).displacement))
        }
        return largest
    }

    /// The exact state at `time` seconds.
    func state(at time: Double) -> SpringState {
        spring.state(at: time, displacement: 1, velocity: velocity)
    }

    /// The greedy placement on a grid of 10^−percentDecimals percent, or nil when one grid cell
    /// is already too long for the tolerance.
    func place(percentDecimals: Int) throws(SpringParameterError) -> SpringLinearEasing? {
        let cells = Int64((100 * pow(10, Double(percentDecimals))).rounded())
        let gridTime = { (k: Int64) -> Double in k == cells ? self.duration : self.duration * Double(k) / Double(cells) }
        let valueScale = pow(10, Double(valueDecimals))
        var indices: [Int64] = [0]
        var printed: [Int64] = [0]
        var residuals: [Double] = [0]
        var current: Int64 = 0
        while current < cells {
            let start = gridTime(current)
            let origin = state(at: start)
            let startAllowance = current == 0 ? 0 : roundingAllowance
            let chordToEnd = spring.chordDeviationBound(from: origin, over: duration - start)
            if Swift.max(startAllowance, finalResidual) + chordToEnd + Self.evaluationMargin <= tolerance {
                indices.append(cells)
                printed.append(Int64(valueScale))
                residuals.append(finalResidual)
                break
            }
            let budget = tolerance - Swift.max(startAllowance, roundingAllowance) - Self.evaluationMargin
            let fits = { (k: Int64) -> Bool in
                self.spring.chordDeviationBound(from: origin, over: gridTime(k) - start) <= budget
            }
            let step = spring.longestCertifiedStep(from: origin, maximumStep: duration - start, budget: budget)
            var next = Swift.min(cells - 1, Int64(((start + step) / duration * Double(cells)).rounded(.down)))
            while next > current, !fits(next) { next -= 1 }
            while next + 1 < cells, fits(next + 1) { next += 1 }
            guard next > current else { return nil }
            guard indices.count < Spring.maximumKeyframeCount else { throw Spring.toleranceTooSmall(tolerance) }
            let progress = 1 - state(at: gridTime(next)).displacement
            let rounded = (progress * valueScale).rounded()
            indices.append(next)
            printed.append(Int64(rounded))
            residuals.append(Swift.abs(progress - rounded / valueScale))
            current = next
        }
        // The certificate, from the actual rounding errors.
        var deviation = 0.0
        for index in indices.indices.dropLast() {
            let (a, b) = (gridTime(indices[index]), gridTime(indices[index + 1]))
            let chord = spring.chordDeviationBound(from: state(at: a), over: b - a)
            deviation = Swift.max(deviation, Swift.max(residuals[index], residuals[index + 1]) + chord)
        }
        deviation += Self.evaluationMargin
        var css = "linear(0"
        for index in indices.indices.dropFirst().dropLast() {
            css += ", " + SpringLinearEasing.decimal(printed[index], decimals: valueDecimals)
                + " " + SpringLinearEasing.decimal(indices[index], decimals: percentDecimals) + "%"
        }
        css += ", 1)"
        return SpringLinearEasing(
            css: css, duration: duration,
            times: indices.map { Double($0) / Double(cells) },
            values: printed.map { Double($0) / valueScale },
            valueDecimals: valueDecimals, percentDecimals: percentDecimals, tolerance: tolerance,
            maximumDeviation: deviation, tailDeviation: tailDeviation)
    }

    /// The test of ``place(percentDecimals:)`` applied to the uniform grid of `segments` segments:
    /// the largest (rounding allowance + chord bound), the first point exact, the last 1.
    func uniformDeviation(segments: Int) -> Double {
        var deviation = 0.0
        for index in 0..<segments {
            let a = duration * Double(index) / Double(segments)
            let b = index + 1 == segments ? duration : duration * Double(index + 1) / Double(segments)
            let chord = spring.chordDeviationBound(from: state(at: a), over: b - a)
            let startAllowance = index == 0 ? 0 : roundingAllowance
            let endAllowance = index + 1 == segments ? finalResidual : roundingAllowance
            deviation = Swift.max(deviation, Swift.max(startAllowance, endAllowance) + chord)
        }
        return deviation + Self.evaluationMargin
    }
}
