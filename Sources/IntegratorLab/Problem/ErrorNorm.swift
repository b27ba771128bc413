/// How the difference between a computed state and the reference becomes one number.
public enum ErrorNorm: Sendable, Hashable {
    /// The largest absolute difference of any component: `maxᵢ |yᵢ − yᵢ*|`.
    case absolute
    /// The largest weighted absolute difference: `maxᵢ wᵢ·|yᵢ − yᵢ*|` (one weight per
    /// component; for example `[1, 1/ω]` puts a spring's velocity on the scale of its position).
    case weighted([Double])
    /// The largest relative difference: `maxᵢ |yᵢ − yᵢ*| / max(|yᵢ*|, floor)`; `floor` (at least
    /// 0) keeps components that pass through 0 from dividing by 0 (0 divides by `|yᵢ*|` alone,
    /// and a zero reference component then counts absolutely).
    case relative(floor: Double)

    /// The error of `state` against `reference` (both with the same number of components).
    public func error(_ state: [Double], _ reference: [Double]) -> Double {
        var worst = 0.0
        for i in 0..<min(state.count, reference.count) {
            let difference = abs(state[i] - reference[i])
            let e: Double
            switch self {
            case .absolute: e = difference
            case .weighted(let weights): e = (i < weights.count ? weights[i] : 1) * difference
            case .relative(let floor):
                let scale = Swift.max(abs(reference[i]), floor)
                e = scale > 0 ? difference / scale : difference
            }
            // NaN propagates: a NaN state is infinitely wrong, never "0 error".
            if !(e <= worst) { worst = e.isNaN ? .infinity : e }
        }
        return worst
    }

    /// `absolute`, `weighted` or `relative`, for reports.
    public var name: String {
        switch self {
        case .absolute: "absolute"
        case .weighted: "weighted"
        case .relative: "relative"
        }
    }
}
