/// What a provider knows when it picks the animation of one element of a transition.
public struct AnimationContext {
    /// How the element takes part in the transition.
    public enum Change: String, Sendable, Hashable, Codable {
        /// In both layouts: from its current attributes to its attributes in the next layout.
        case persisting
        /// Only in the next layout: from the next layout's initial (appearing) attributes.
        case appearing
        /// Only in the current layout: to the current layout's final (disappearing) attributes.
        case disappearing
    }

    /// The element.
    public let element: ElementID
    /// Where it starts: its current attributes (for an appearing element, the next layout's
    /// ``Layout/initialAttributes(forAppearing:)``). When a running transition is retargeted, the
    /// pose it has at that moment.
    public let from: LayoutAttributes
    /// Where it ends: its attributes in the next layout (for a disappearing element, the current
    /// layout's ``Layout/finalAttributes(forDisappearing:)``).
    public let to: LayoutAttributes
    /// How the element takes part.
    public let change: Change
    /// The element's position among all elements of the transition, sorted by identity (0-based).
    public let index: Int
    /// How many elements the transition has.
    public let elementCount: Int
    /// Whether a running transition is being retargeted (`SpringTransitionLayout/retarget(to:using:toContentOffset:)`).
    public let isRetarget: Bool
    /// Whether the element is moving right now (only when retargeting). A moving element keeps its
    /// velocity: the animation's `AttributeAnimation/initialVelocity` and
    /// `AttributeAnimation/delay` apply only to elements at rest.
    public let isMoving: Bool
    /// The transition's anchor, from `SpringTransitionLayout/Configuration/anchor` (used by
    /// `AnimationProvider/stagger(from:delayPerPoint:spring:)` when it has none of its own).
    public let anchor: IndexPath?
    /// The content offset the transition starts from (or is retargeted from).
    public let fromContentOffset: Point
    /// The content offset the transition is heading for, as computed at its start.
    public let toContentOffset: Point
    package let lookup: ContextLookup

    package init(element: ElementID, from: LayoutAttributes, to: LayoutAttributes, change: Change, index: Int,
         elementCount: Int, isRetarget: Bool, isMoving: Bool, anchor: IndexPath?, fromContentOffset: Point,
         toContentOffset: Point, lookup: ContextLookup) {
        self.element = element
        self.from = from
        self.to = to
        self.change = change
        self.index = index
        self.elementCount = elementCount
        self.isRetarget = isRetarget
        self.isMoving = isMoving
        self.anchor = anchor
        self.fromContentOffset = fromContentOffset
        self.toContentOffset = toContentOffset
        self.lookup = lookup
    }

    /// Another element's attributes where the transition starts (its current pose), or `nil`
    /// when it is not in the starting layout.
    public func startAttributes(of element: ElementID) -> LayoutAttributes? { lookup.start(element) }

    /// Another element's attributes in the layout the transition goes to, or `nil` when it is not
    /// in that layout.
    public func targetAttributes(of element: ElementID) -> LayoutAttributes? { lookup.target(element) }
}
