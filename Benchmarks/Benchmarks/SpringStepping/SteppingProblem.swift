/// A deterministic batch of spring channels shared by every stepping benchmark: a few distinct
/// springs (like a transition's per-channel springs), displacements of up to a few hundred points.
struct SteppingProblem {
    var position: [Double]
    var velocity: [Double]
    var target: [Double]
    var springIndex: [Int32]
    /// Exact one-step matrices for a 1/120 s frame, one per spring: (a11, a12, a21, a22).
    var springs: [(Double, Double, Double, Double)]
    var stiffnessPerMass: [Double]
    var dampingPerMass: [Double]

    init(channels n: Int) {
        // k/m and c/m for four springs: smooth, snappy, bouncy (SwiftUI, duration 0.5) and STTransitionLayout's.
        stiffnessPerMass = [157.91367, 157.91367, 157.91367, 250]
        dampingPerMass = [25.132741, 21.362830, 17.592919, 20]
        var state: UInt64 = 0x5EED
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        position = (0..<n).map { _ in next() * 600 }
        velocity = (0..<n).map { _ in (next() - 0.5) * 100 }
        target = (0..<n).map { _ in next() * 600 }
        springIndex = (0..<n).map { Int32($0 % 4) }
        springs = zip(stiffnessPerMass, dampingPerMass).map { k, c in SteppingProblem.exactMatrix(k: k, c: c, h: 1.0 / 120.0) }
    }

    /// Φ(h) for an underdamped spring with k/m = k, c/m = c.
    static func exactMatrix(k: Double, c: Double, h: Double) -> (Double, Double, Double, Double) {
        let alpha = c / 2, wd = (k - alpha * alpha).squareRoot()
        let e = _exp(-alpha * h), co = _cos(wd * h), s = _sin(wd * h) / wd
        return (e * (co + alpha * s), e * s, -e * k * s, e * (co - alpha * s))
    }
}

#if canImport(Glibc)
import Glibc
#endif
private func _exp(_ x: Double) -> Double { exp(x) }
private func _cos(_ x: Double) -> Double { cos(x) }
private func _sin(_ x: Double) -> Double { sin(x) }
