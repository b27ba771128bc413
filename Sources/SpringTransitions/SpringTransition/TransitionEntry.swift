/// One element of a ``SpringTransitionLayout``'s ``ElementTable`` (only the table reads its
/// representation).
struct TransitionEntry {
    /// The element's identity (in the next layout; for a disappearing element, in the one it leaves).
    var id: ElementID
    /// How it takes part.
    var change: AnimationContext.Change
    /// Its animation, or `nil` when it snapped or its animation is deferred.
    var animation: AttributeAnimation?
    /// Where a snapped element ends: its index in the transition's `snapTargets`; -1 when animated
    /// (it ends at its animation's target).
    var snapTarget: Int32
    // (Whether the element is a record — neither snapped nor holding an object — is asked only by
    // the element table, in `ElementTable.swift`.)
}
