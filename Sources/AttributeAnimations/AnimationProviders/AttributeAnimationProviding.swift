/// A reusable source of ``AttributeAnimation``s: a type that picks the animation of each element
/// of a transition. Wrap one in an ``AnimationProvider`` with ``AnimationProvider/init(_:)-(AttributeAnimationProviding)``.
public protocol AttributeAnimationProviding {
    /// The animation of the context's element, or `nil` to make it snap to its target at once.
    /// Return a new animation for every call: an animation belongs to one transition element.
    func animation(for context: AnimationContext) -> AttributeAnimation?
}
