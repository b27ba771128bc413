/// Keyframes of one spring motion whose piecewise-linear interpolation is certified to stay within
/// a tolerance of the exact motion at every instant: the result of
/// ``Spring/linearKeyframes(displacement:velocity:duration:tolerance:)``.
///
/// ``times`` and ``displacements`` have the same count (at least 1). The certificate is the
/// chord bound of ``Spring/chordDeviationBound(displacement:velocity:from:to:)`` on every
/// segment, so it holds between the keyframes, not only at them.
public struct SpringKeyframes: Sendable, Hashable {
    /// Keyframe times in seconds from the start of the motion: strictly increasing, the first 0
    /// and the last the duration asked for.
    public let times: [Double]
    /// The exact displacement from the target at each of ``times`` (not rounded).
    public let displacements: [Double]
    /// The certified largest distance, over the whole duration, between the exact displacement and
    /// the straight lines joining consecutive keyframes: the largest per-segment chord bound.
    /// At most the tolerance asked for.
    public let maximumDeviation: Double

    /// The number of keyframes (including both ends).
    public var count: Int { times.count }

    /// Creates keyframes from parallel arrays and their certified deviation.
    public init(times: [Double], displacements: [Double], maximumDeviation: Double) {
        self.times = times
        self.displacements = displacements
        self.maximumDeviation = maximumDeviation
    }
}
