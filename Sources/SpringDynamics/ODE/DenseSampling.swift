/// Where an adaptive call writes its dense output: the requested times and a row-major buffer
/// of `times.count × dimension` states (row `i` is the state at `times[i]`).
///
/// Internal plumbing between ``ODESolver`` and ``GSLDriver``; both buffers belong to the caller
/// and are only used during the call.
struct DenseSampling {
    /// The sample times, ordered in the direction of integration, within `[t, t1]`.
    let times: UnsafeBufferPointer<Double>
    /// `times.count × dimension` values, written row by row.
    let output: UnsafeMutableBufferPointer<Double>

    /// Checks the buffer size and that the times are finite, inside `[t, t1]` and ordered in
    /// the direction of integration (equal neighbours are allowed).
    ///
    /// - Throws: ``ODEError/dimensionMismatch(expected:actual:)`` for a wrong `output` size, or
    ///   ``ODEError/invalidParameter(name:value:requirement:)`` naming `name[i]` (`sampleTimes[i]`
    ///   by default).
    func validate(from t: Double, to t1: Double, dimension: Int, name: String = "sampleTimes") throws(ODEError) {
        guard output.count == times.count * dimension else {
            throw .dimensionMismatch(expected: times.count * dimension, actual: output.count)
        }
        let direction: Double = t1 >= t ? 1 : -1
        var previous = t
        for (i, time) in times.enumerated() {
            guard time.isFinite, direction * (time - previous) >= 0, direction * (t1 - time) >= 0 else {
                throw .invalidParameter(
                    name: "\(name)[\(i)]", value: time,
                    requirement: "finite, between t = \(t) and t1 = \(t1), and ordered from t to t1"
                )
            }
            previous = time
        }
    }

    /// Writes `state` into every row (used when `t1 == t`: every sample time equals `t`).
    func fill(from state: UnsafeMutableBufferPointer<Double>) {
        let n = state.count
        for row in 0..<times.count {
            for j in 0..<n { output[row * n + j] = state[j] }
        }
    }

    /// Writes `state` into the rows whose time is `t` itself; returns the first row left.
    func fillStart(at t: Double, direction: Double, from state: UnsafeMutableBufferPointer<Double>) -> Int {
        let n = state.count
        var row = 0
        while row < times.count, direction * (times[row] - t) <= 0 {
            for j in 0..<n { output[row * n + j] = state[j] }
            row += 1
        }
        return row
    }

    /// Interpolates, from row `first` on, every sample time up to `stepEnd` inside the step
    /// `[stepStart, stepEnd]`; returns the first row left. A time equal to `stepEnd` gets the
    /// end state exactly.
    func fill(
        from first: Int, stepStart: Double, stepEnd: Double, direction: Double,
        start: UnsafePointer<Double>, startDerivative: UnsafePointer<Double>,
        end: UnsafePointer<Double>, endDerivative: UnsafePointer<Double>, dimension n: Int
    ) -> Int {
        var row = first
        let h = stepEnd - stepStart
        while row < times.count, direction * (times[row] - stepEnd) <= 0 {
            let base = row * n
            if times[row] == stepEnd {
                for j in 0..<n { output[base + j] = end[j] }
            } else {
                let weights = HermiteWeights(theta: (times[row] - stepStart) / h, step: h)
                for j in 0..<n {
                    output[base + j] = weights.value(start[j], startDerivative[j], end[j], endDerivative[j])
                }
            }
            row += 1
        }
        return row
    }
}

/// The cubic Hermite basis on one step of size `h`, at `θ = (s − t_a)/h` in `[0, 1]`:
/// `p(θ) = h00·y_a + h10·h·y'_a + h01·y_b + h11·h·y'_b` with `h00 = (1 + 2θ)(1 − θ)²`,
/// `h10 = θ(1 − θ)²`, `h01 = θ²(3 − 2θ)` and `h11 = θ²(θ − 1)`.
///
/// It matches the state and the derivative at both ends, so its error is `O(h⁴)` per step
/// (the classic bound `h⁴/384 · max|y⁗|`), independent of the stepper's order.
struct HermiteWeights {
    let a: Double
    let da: Double
    let b: Double
    let db: Double

    /// The weights at `theta` for a step of size `step`.
    init(theta: Double, step: Double) {
        let s = 1 - theta
        a = (1 + 2 * theta) * s * s
        da = theta * s * s * step
        b = theta * theta * (3 - 2 * theta)
        db = -theta * theta * s * step
    }

    /// The interpolated value of one component.
    @inline(__always)
    func value(_ ya: Double, _ dya: Double, _ yb: Double, _ dyb: Double) -> Double {
        a * ya + da * dya + b * yb + db * dyb
    }
}
