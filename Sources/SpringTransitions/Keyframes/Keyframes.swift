/// The keyframes of one element (or of the content offset): times and values such that the
/// straight lines between them stay within ``certifiedDeviation`` of the true motion at every
/// instant between the first and the last.
public struct Keyframes: Sendable, Hashable {
    /// The element, or `nil` for the content offset.
    public var element: ElementID?
    /// The properties each keyframe carries, in order.
    public var properties: [KeyframeProperty]
    /// The keyframes' times in seconds, ascending, from the export's start to its end.
    public var times: [Double]
    /// Per keyframe, the value of each property (in ``properties`` order), clamped as the pose
    /// clamps it (sizes at 0, alpha to [0, 1]).
    public var values: [[Double]]
    /// Per property, the certified bound on |interpolated − true| over the whole export.
    public var certifiedDeviation: [Double]

    /// The number of keyframes.
    public var count: Int { times.count }

    /// The linearly interpolated value of `property` at `time` (held before the first and after
    /// the last keyframe); `nil` when the keyframes do not carry it.
    public func value(of property: KeyframeProperty, at time: Double) -> Double? {
        guard let p = properties.firstIndex(of: property), let first = times.first else { return nil }
        if time <= first { return values[0][p] }
        guard let upper = times.firstIndex(where: { $0 >= time }) else { return values[values.count - 1][p] }
        let lower = upper - 1
        let t0 = times[lower], t1 = times[upper]
        guard t1 > t0 else { return values[upper][p] }
        let u = (time - t0) / (t1 - t0)
        return values[lower][p] + (values[upper][p] - values[lower][p]) * u
    }
}
