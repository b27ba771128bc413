/// The range an ``Easing`` covers on [0, 1], found once by dense sampling: what an eased
/// transition's swept bounds must cover.
///
/// The curve is evaluated at the ``sampleCount`` + 1 points `i / sampleCount` (exact binary
/// fractions, both ends included). When the samples stay inside [0, 1] the envelope is [0, 1]: the
/// union of the start and target poses bounds every pose. When a sample leaves [0, 1] (back,
/// elastic, overshooting Bézier and underdamped spring curves), that side is widened to the extreme
/// sample plus the largest difference between two neighbouring samples: a curve that changes by
/// less than that between samples cannot peak further out between them. That covers every
/// continuous curve whose slope does not change wildly within 1/4096 of the duration (all named
/// curves); a pathological custom curve could escape the bounds between samples, and would then be
/// missed by rect queries (never by ``Layout/attributes(for:)``).
package struct EasingEnvelope: Sendable, Hashable {
    /// The number of intervals sampled.
    package static let sampleCount = 4096

    /// The smallest progress the curve reaches (≤ 0).
    package let lower: Double
    /// The largest progress the curve reaches (≥ 1).
    package let upper: Double

    /// Samples `easing`.
    ///
    /// - Throws: ``TransitionError/invalidConfiguration(name:value:requirement:)`` when a sample is
    ///   not finite, e.g. `"invalid transition configuration: easing broken is nan at t = 0.5; must be finite on [0, 1]"`.
    package init(_ easing: Easing) throws(TransitionError) {
        var low = Double.infinity, high = -Double.infinity, step = 0.0
        var previous = Double.nan
        for i in 0...Self.sampleCount {
            let t = Double(i) / Double(Self.sampleCount)
            let e = easing(t)
            guard e.isFinite else {
                throw .invalidConfiguration(name: "easing \(easing.name)", value: "\(e) at t = \(t)",
                                            requirement: "must be finite on [0, 1]")
            }
            low = Swift.min(low, e)
            high = Swift.max(high, e)
            if i > 0 { step = Swift.max(step, Swift.abs(e - previous)) }
            previous = e
        }
        lower = low < 0 ? low - step : 0
        upper = high > 1 ? high + step : 1
    }

    /// The envelope of a curve known to stay inside [0, 1].
    package init(lower: Double = 0, upper: Double = 1) {
        self.lower = lower
        self.upper = upper
    }
}
