// Fewest keyframes whose linear interpolation is certified within ε of the exact motion.

extension Spring {
    /// The most keyframes ``linearKeyframes(displacement:velocity:duration:tolerance:)`` and the
    /// uniform comparisons produce before refusing the tolerance as too small (100,000).
    public static let maximumKeyframeCount = 100_000

    /// Keyframes of the exact motion from (`displacement`, `velocity`) over [0, `duration`] such
    /// that linear interpolation between them stays within `tolerance` of the motion at every
    /// instant.
    ///
    /// Keyframes lie on the exact curve. Each step is the longest whose chord is certified by
    /// ``chordDeviationBound(displacement:velocity:from:to:)`` (see
    /// ``longestCertifiedStep(displacement:velocity:from:upTo:tolerance:)``). A chord certified on
    /// an interval is certified on every sub-interval, so this greedy rule places the fewest
    /// keyframes of any on-curve placement certified by that bound (up to the 1e-6 relative
    /// resolution of the step search).
    ///
    /// - Parameters:
    ///   - displacement: the displacement from the target at t = 0, finite.
    ///   - velocity: the velocity at t = 0, finite.
    ///   - duration: the end of the interval in seconds, finite and ≥ 0 (0 gives one keyframe).
    ///   - tolerance: ε, in displacement units, finite and greater than 0.
    /// - Returns: the keyframes with their certified maximum deviation (≤ ε).
    /// - Throws: ``SpringParameterError`` naming `displacement`, `velocity`, `duration` or
    ///   `tolerance`; `tolerance` also when more than ``maximumKeyframeCount`` keyframes would be
    ///   needed.
    public func linearKeyframes(displacement: Double, velocity: Double, duration: Double,
                                tolerance: Double) throws(SpringParameterError) -> SpringKeyframes {
        try Self.validateMotion(displacement: displacement, velocity: velocity, duration: duration)
        try Self.validateTolerance(tolerance)
        var times = [0.0]
        var values = [displacement]
        var deviation = 0.0
        var time = 0.0
        var current = SpringState(displacement: displacement, velocity: velocity)
        while time < duration {
            let remaining = duration - time
            // A relative 1e-9 of the budget absorbs the rounding of `time + step`.
            let step = longestCertifiedStep(from: current, maximumStep: remaining, budget: tolerance * (1 - 1e-9))
            guard step > 0, times.count < Self.maximumKeyframeCount else {
                throw Self.toleranceTooSmall(tolerance)
            }
            let next = step >= remaining ? duration : time + step
            deviation = Swift.max(deviation, chordDeviationBound(from: current, over: next - time))
            time = next
            current = state(at: time, displacement: displacement, velocity: velocity)
            times.append(time)
            values.append(current.displacement)
        }
        return SpringKeyframes(times: times, displacements: values, maximumDeviation: deviation)
    }

    /// The certified largest distance between the exact motion from (`displacement`, `velocity`)
    /// and the straight lines joining its exact values at `times`, over [first, last time]: the
    /// largest chord bound of ``chordDeviationBound(displacement:velocity:from:to:)``.
    ///
    /// Use it to certify keyframes placed another way, for example uniform 60 Hz samples.
    ///
    /// - Parameters:
    ///   - displacement: the displacement from the target at t = 0, finite.
    ///   - velocity: the velocity at t = 0, finite.
    ///   - times: at least one time, finite and strictly increasing.
    /// - Returns: the bound (0 for a single time).
    /// - Throws: ``SpringParameterError`` naming `displacement`, `velocity` or `times` (an empty
    ///   array, a non-finite time, or times that do not strictly increase).
    public func certifiedDeviation(displacement: Double, velocity: Double,
                                   times: [Double]) throws(SpringParameterError) -> Double {
        try Self.validateMotion(displacement: displacement, velocity: velocity, duration: 0)
        guard let first = times.first else {
            throw SpringParameterError(parameter: "times", value: 0, requirement: "must hold at least one time")
        }
        var previous = first
        guard first.isFinite else {
            throw SpringParameterError(parameter: "times", value: first, requirement: SpringParameterError.Rule.finite)
        }
        for time in times.dropFirst() {
            guard time.isFinite else {
                throw SpringParameterError(parameter: "times", value: time, requirement: SpringParameterError.Rule.finite)
            }
            guard time > previous else {
                throw SpringParameterError(parameter: "times", value: time,
                                           requirement: "must be strictly increasing (follows \(previous))")
            }
            previous = time
        }
        return uncheckedDeviation(displacement: displacement, velocity: velocity, times: times)
    }

    /// The fewest points N + 1 of a uniform grid k·duration/N (k = 0…N) whose chords are all
    /// certified within `tolerance`: the uniform sampling that matches
    /// ``linearKeyframes(displacement:velocity:duration:tolerance:)`` in certified accuracy.
    ///
    /// Found by bisection on N between the greedy count (no certified placement has fewer points)
    /// and the first power-of-two multiple of it that is certified.
    ///
    /// - Parameters: as for ``linearKeyframes(displacement:velocity:duration:tolerance:)``.
    /// - Returns: the number of uniform points, both ends included.
    /// - Throws: ``SpringParameterError`` as ``linearKeyframes(displacement:velocity:duration:tolerance:)``.
    public func uniformKeyframeCount(displacement: Double, velocity: Double, duration: Double,
                                     tolerance: Double) throws(SpringParameterError) -> Int {
        let greedy = try linearKeyframes(displacement: displacement, velocity: velocity,
                                         duration: duration, tolerance: tolerance)
        guard greedy.count > 1 else { return 1 }
        return try Self.smallestCertifiedGrid(lowerBound: greedy.count - 1, tolerance: tolerance) { (n: Int) in
            uncheckedDeviation(displacement: displacement, velocity: velocity,
                               times: (0...n).map { duration * Double($0) / Double(n) })
        }
    }

    /// The smallest segment count N ≥ `lowerBound` with `deviation(N) ≤ tolerance`, by doubling then
    /// bisection, returned as a point count N + 1.
    static func smallestCertifiedGrid(lowerBound: Int, tolerance: Double,
                                      deviation: (Int) -> Double) throws(SpringParameterError) -> Int {
        var bad = lowerBound - 1
        var good = lowerBound
        while deviation(good) > tolerance {
            bad = good
            good *= 2
            guard good < maximumKeyframeCount else { throw toleranceTooSmall(tolerance) }
        }
        while good - bad > 1 {
            let mid = bad + (good - bad) / 2
            if deviation(mid) <= tolerance { good = mid } else { bad = mid }
        }
        return good + 1
    }

    /// The largest chord bound over consecutive `times` (already validated).
    func uncheckedDeviation(displacement: Double, velocity: Double, times: [Double]) -> Double {
        var deviation = 0.0
        for index in times.indices.dropLast() {
            let origin = state(at: times[index], displacement: displacement, velocity: velocity)
            deviation = Swift.max(deviation, chordDeviationBound(from: origin, over: times[index + 1] - times[index]))
        }
        return deviation
    }

    /// Throws unless the start state is finite and the duration finite and ≥ 0.
    static func validateMotion(displacement: Double, velocity: Double, duration: Double) throws(SpringParameterError) {
        for (name, value) in [("displacement", displacement), ("velocity", velocity), ("duration", duration)] {
            guard value.isFinite else {
                throw SpringParameterError(parameter: name, value: value, requirement: SpringParameterError.Rule.finite)
            }
        }
        try SpringParameterError.requireNonNegative(duration, "duration")
    }

    /// Throws unless the tolerance is finite and greater than 0.
    static func validateTolerance(_ tolerance: Double) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(tolerance, "tolerance")
    }

    /// The error for a tolerance that would need more than ``maximumKeyframeCount`` keyframes.
    static func toleranceTooSmall(_ tolerance: Double) -> SpringParameterError {
        SpringParameterError(parameter: "tolerance", value: tolerance,
                             requirement: "is too small for this motion: it needs more than \(maximumKeyframeCount) keyframes")
    }
}
