/// The animation ``MotionPolicy/crossFade(duration:)`` gives an element: geometry at the target
/// from the first frame, alpha fading out then in along the crossing progress p (a critically
/// damped declared channel from 0 to 1 that settles in the duration).
package final class CrossFadeAnimation: AttributeAnimation {
    /// The declared channel carrying p.
    package static let channelName = "reducedMotion.crossFade"
    /// The alpha the element starts with.
    package let fromAlpha: Double

    /// A cross-fade of `base`'s element from `base.from`'s alpha to `base.to`, keeping its delay.
    package init(replacing base: AttributeAnimation, duration: Double) {
        fromAlpha = base.from.alpha
        let start = base.to
        let spring = Self.crossingSpring(duration: duration)
        super.init(element: base.element, from: start, to: base.to,
                   springs: ChannelSprings(spring), initialVelocity: .zero, delay: base.delay)
        addChannel(named: Self.channelName, from: 0, to: 1, threshold: .unit)
    }

    /// The critically damped unit-mass spring that settles in `duration`.
    package static func crossingSpring(duration: Double) -> Spring {
        let critical = (try? Spring(mass: 1, stiffness: 1, damping: 2)) ?? .smooth
        return critical.settling(in: duration)
    }

    package override func interpolatePose(_ pose: inout LayoutAttributes, values: AnimationValues) {
        super.interpolatePose(&pose, values: values)
        let p = min(max(values.value(of: .custom(Self.channelName)) ?? 1, 0), 1)
        pose.alpha = p <= 0.5 ? fromAlpha * (1 - 2 * p) : to.alpha * (2 * p - 1)
    }
}
