/// Picks the ``AttributeAnimation`` of every element of a transition: a closure from an
/// ``AnimationContext`` to an animation, or `nil` for an element that snaps to its target.
///
/// Built-ins: ``spring(_:)`` (the default, with ``Spring/smooth``), ``springs(_:)``,
/// ``perChannel(_:default:)``, ``perKind(cells:supplementary:decoration:)``,
/// ``stagger(from:delayPerPoint:spring:)``, ``staggered(from:delayPerPoint:)`` and ``snap``.
/// Write your own with a closure or an ``AttributeAnimationProviding`` type:
///
/// ```swift
/// let provider = AnimationProvider { context in
///     let animation = AttributeAnimation(context: context, springs: ChannelSprings(.bouncy))
///     if context.change == .appearing { animation.delay = 0.05 * Double(context.index % 10) }
///     return animation
/// }
/// ```
///
/// The provider runs once per element when a transition starts or is retargeted, never per frame.
public struct AnimationProvider: AttributeAnimationProviding {
    /// The closure behind the provider.
    public let makeAnimation: (AnimationContext) -> AttributeAnimation?

    /// A provider from a closure.
    public init(_ makeAnimation: @escaping (AnimationContext) -> AttributeAnimation?) {
        self.makeAnimation = makeAnimation
    }

    /// A provider from a reusable provider type.
    public init(_ provider: some AttributeAnimationProviding) {
        self.makeAnimation = { provider.animation(for: $0) }
    }

    /// Calls the closure.
    public func animation(for context: AnimationContext) -> AttributeAnimation? { makeAnimation(context) }

    /// Calls the closure.
    public func callAsFunction(_ context: AnimationContext) -> AttributeAnimation? { makeAnimation(context) }
}
