/// The keyframes of one element (or of the content offset): times and values such that the
/// straight lines between them stay within ``certifiedDeviation`` of the true motion at every
/// instant between the first and the last.
///
/// The values are stored flat, keyframe-major (``flatValues``, ``values(at:)``): one array for
/// every keyframe of the element, not one per keyframe.
public struct Keyframes: Sendable, Hashable {
    /// The element, or `nil` for the content offset.
    public var element: ElementID?
    /// The properties each keyframe carries, in order.
    public var properties: [KeyframeProperty]
    /// The keyframes' times in seconds, ascending, from the export's start to its end.
    public var times: [Double]
    /// Every keyframe's values, keyframe-major: the value of property `p` (in ``properties``
    /// order) at keyframe `k` is `flatValues[k * properties.count + p]`, clamped as the pose clamps
    /// it (sizes at 0, alpha to [0, 1]).
    public var flatValues: [Double]
    /// Per property, the certified bound on |interpolated − true| over the whole export.
    public var certifiedDeviation: [Double]

    /// Keyframes from their times and flat values (see ``flatValues``).
    init(element: ElementID?, properties: [KeyframeProperty], times: [Double], flatValues: [Double], certifiedDeviation: [Double]) {
        self.element = element
        self.properties = properties
        self.times = times
        self.flatValues = flatValues
        self.certifiedDeviation = certifiedDeviation
    }

    /// The number of keyframes.
    public var count: Int { times.count }

    /// The values of keyframe `k`, in ``properties`` order (a slice of ``flatValues``, no copy).
    public func values(at k: Int) -> ArraySlice<Double> {
        let w = properties.count
        return flatValues[(k * w)..<((k + 1) * w)]
    }

    /// Per keyframe, the value of each property (in ``properties`` order), clamped as the pose
    /// clamps it (sizes at 0, alpha to [0, 1]). Built from ``flatValues`` on every access (one
    /// array per keyframe): prefer ``values(at:)`` or ``flatValues``. Setting it replaces
    /// ``flatValues`` (every row must have ``properties``' count of values).
    public var values: [[Double]] {
        get { (0..<count).map { Array(values(at: $0)) } }
        set { flatValues = newValue.flatMap { $0 } }
    }

    /// The linearly interpolated value of `property` at `time` (held before the first and after
    /// the last keyframe); `nil` when the keyframes do not carry it. O(log count).
    public func value(of property: KeyframeProperty, at time: Double) -> Double? {
        guard let p = properties.firstIndex(of: property), let first = times.first else { return nil }
        let w = properties.count
        if time <= first { return flatValues[p] }
        // The first keyframe at or after `time`.
        var low = 0, high = times.count
        while low < high {
            let mid = (low + high) / 2
            if times[mid] >= time { high = mid } else { low = mid + 1 }
        }
        guard low < times.count else { return flatValues[(times.count - 1) * w + p] }
        let upper = low, lower = upper - 1
        let t0 = times[lower], t1 = times[upper]
        guard t1 > t0 else { return flatValues[upper * w + p] }
        let u = (time - t0) / (t1 - t0)
        let a = flatValues[lower * w + p], b = flatValues[upper * w + p]
        return a + (b - a) * u
    }
}
