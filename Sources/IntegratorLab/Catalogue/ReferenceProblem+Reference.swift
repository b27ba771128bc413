#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpringDynamics

extension ReferenceProblem {
    /// How ``reference(at:)`` is computed, in one line.
    package var referenceMethod: String {
        switch kind {
        case .chain: "matrix exponential by closed-form modal decomposition (exact up to rounding)"
        case .tile: "closed form of each damped oscillator (exact up to rounding)"
        case .duffing, .pendulum: "GSL rk8pd at tolerance 1e-14, stepping onto each time"
        }
    }

    /// The reference end state, at ``duration``.
    package func referenceEndState() throws -> [Double] {
        try reference(at: [duration])[0]
    }

    /// The reference state at each of `times` (see the type's documentation for how it is
    /// computed and how accurate it is).
    ///
    /// - Parameter times: finite times from 0 on, in increasing order.
    /// - Returns: one state per time, laid out as ``componentNames``.
    /// - Throws: `ODEError.invalidParameter(name:value:requirement:)` naming `times[i]` for a
    ///   negative, non-finite or decreasing time, or an integration error.
    package func reference(at times: [Double]) throws -> [[Double]] {
        var previous = 0.0
        for (i, t) in times.enumerated() {
            guard t.isFinite, t >= previous else {
                throw ODEError.invalidParameter(name: "times[\(i)]", value: t, requirement: "finite, at least 0 and not decreasing")
            }
            previous = t
        }
        switch kind {
        case .chain: return try times.map(chainState(at:))
        case .tile: return try times.map(tileState(at:))
        case .duffing, .pendulum:
            let solver = try ODESolver(system: makeSystem(), stepper: .rk8pd, tolerance: ODETolerance(absolute: 1e-14, relative: 1e-14),
                                       initialStep: 1e-4, maximumSteps: 10_000_000)
            var y = initialState, t = 0.0
            return try times.map { time in
                try solver.advance(&y, time: &t, to: time)
                return y
            }
        }
    }

    /// `e^{At}·y0` for the chain through its modes (see the type's documentation).
    private func chainState(at t: Double) throws -> [Double] {
        let n = 8, k = 200.0, c = 2.0
        let u0 = Array(initialState[0..<n]), v0 = Array(initialState[n...])
        var u = [Double](repeating: 0, count: n), v = [Double](repeating: 0, count: n)
        for j in 1...n {
            let theta = Double(2 * j - 1) * Double.pi / Double(2 * n + 1)
            let lambda = 2 - 2 * cos(theta)
            let phi = (1...n).map { sin(Double($0) * theta) }
            let norm2 = phi.reduce(0) { $0 + $1 * $1 }
            let a = zip(phi, u0).reduce(0) { $0 + $1.0 * $1.1 } / norm2
            let b = zip(phi, v0).reduce(0) { $0 + $1.0 * $1.1 } / norm2
            let mode = try Spring(mass: 1, stiffness: k * lambda, damping: c * lambda).state(at: t, displacement: a, velocity: b)
            for i in 0..<n {
                u[i] += phi[i] * mode.displacement
                v[i] += phi[i] * mode.velocity
            }
        }
        return u + v
    }

    /// Each tile element's closed-form motion toward its anchor.
    private func tileState(at t: Double) throws -> [Double] {
        let omega = 2 * Double.pi, zeta = 0.8
        let spring = try Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
        let count = Self.tileCount
        var positions: [Double] = [], velocities: [Double] = []
        for (i, anchor) in Self.tileAnchors.enumerated() {
            let x = spring.state(at: t, displacement: initialState[2 * i] - anchor.x, velocity: initialState[2 * count + 2 * i])
            let y = spring.state(at: t, displacement: initialState[2 * i + 1] - anchor.y, velocity: initialState[2 * count + 2 * i + 1])
            positions += [anchor.x + x.displacement, anchor.y + y.displacement]
            velocities += [x.velocity, y.velocity]
        }
        return positions + velocities
    }
}
