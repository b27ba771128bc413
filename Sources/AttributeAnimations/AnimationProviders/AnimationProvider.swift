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
    /// What the closure makes, when it is a built-in provider that creates a plain
    /// ``AttributeAnimation`` from the context on known springs (no velocity, no delay); `nil` for
    /// any other provider. A transition uses it to set up plain elements without creating their
    /// animation objects until someone asks for one (see `SpringTransitionLayout/animation(for:)`).
    package let recipe: ProviderRecipe?

    /// A provider from a closure.
    public init(_ makeAnimation: @escaping (AnimationContext) -> AttributeAnimation?) {
        self.makeAnimation = makeAnimation
        self.recipe = nil
    }

    /// A built-in provider: the animation `recipe` describes, made by the closure it gives.
    package init(recipe: ProviderRecipe) {
        self.makeAnimation = { recipe.makeAnimation(for: $0) }
        self.recipe = recipe
    }

    /// A provider from a reusable provider type.
    public init(_ provider: some AttributeAnimationProviding) {
        self.makeAnimation = { provider.animation(for: $0) }
        self.recipe = (provider as? AnimationProvider)?.recipe
    }

    /// Calls the closure.
    public func animation(for context: AnimationContext) -> AttributeAnimation? { makeAnimation(context) }

    /// Calls the closure.
    public func callAsFunction(_ context: AnimationContext) -> AttributeAnimation? { makeAnimation(context) }
}
