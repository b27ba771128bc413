/// An element of a transition being started or retargeted, with the provider's animation,
/// before anything is applied. Its start and target are compact (``PlannedAttributes``), resolved
/// through the ``TransitionPlan`` that holds it.
struct PlannedEntry {
    var id: ElementID
    var change: AnimationContext.Change
    /// The start: the current pose of an element already in the transition.
    var from: PlannedAttributes
    var to: PlannedAttributes
    var animation: AttributeAnimation?
    /// The element's index in the running transition, or -1 for a new element.
    var previous: Int
    /// Whether the element was moving when the transition was retargeted.
    var isMoving: Bool
    /// Whether the element keeps its running animation without asking the provider (an element
    /// that was already disappearing and stays so).
    var keepsAnimation = false
    /// Whether the element is set up as a ``DeferredAnimation`` record (a built-in provider's
    /// animation of a plain element, its object created only on demand) instead of with
    /// ``animation``. Set and read by the ``ElementTable`` only.
    var isDeferred = false
    /// Whether the provider is asked for the element's animation: it neither keeps its animation
    /// nor is set up as a record.
    var asksProvider: Bool { !keepsAnimation && !isDeferred }
    /// For a record, the index of its provider's recipe in the element table's `recipes`; -1 for
    /// the provider being applied.
    var recipe: Int32 = -1
}
