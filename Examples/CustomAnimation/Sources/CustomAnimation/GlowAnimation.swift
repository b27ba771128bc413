import SpringTransitions

/// A cell animation with two properties of its own, both kept in the pose's custom channels:
///
/// - `glow`, a channel of its own declared with `addChannel`: it rises from 0 to 1 on a bouncy
///   spring, independently of the cell's motion;
/// - `cornerRadius`, derived from the cell's progress: round while it travels, square when it lands.
final class GlowAnimation: AttributeAnimation {
    /// The largest corner radius, in points, reached halfway.
    let maximumRadius: Double

    init(context: AnimationContext, maximumRadius: Double = 16) {
        self.maximumRadius = maximumRadius
        super.init(context: context, springs: ChannelSprings(.smooth, overrides: [.custom("glow"): .bouncy]))
        addChannel(named: "glow", from: 0, to: 1)
    }

    override func interpolatePose(_ pose: inout LayoutAttributes, values: AnimationValues) {
        // The base pose first: center, size, transform, alpha, zIndex.
        super.interpolatePose(&pose, values: values)
        pose.customChannels["glow"] = values.value(of: .custom("glow"))
        // 4·p·(1 − p): 0 at both ends, the maximum halfway (clamped for overshoots).
        let p = min(max(values.progress, 0), 1)
        pose.customChannels["cornerRadius"] = maximumRadius * 4 * p * (1 - p)
    }
}
