/// Pinch to resize one item, interactively, springing back on release with the gesture's velocity:
/// objc.io's pinch handler on the headless collection-view model.
///
/// ```swift
/// var pinch = try PinchGesture(installingOn: &view, base: FlowLayout())
/// try pinch.begin(touches: (a, b), at: t0, in: &view)     // .began
/// try pinch.update(touches: (a2, b2), at: t1, in: &view)  // .changed, as often as the touches move
/// try pinch.end(in: &view)                                // .ended / .cancelled
/// try view.advance(by: frameDuration)                     // every frame while it springs back
/// ```
///
/// - **Begin.** The pinched item is the topmost cell under the midpoint of the two touches, as
///   shown now. It keeps its current size and center: the pinch starts exactly where the item is.
/// - **Update.** The item's size follows the ratio of the touches' distance to their distance at
///   the start (times its scale then), and its center follows the touches' midpoint. Velocities are
///   the finite differences of the last two samples (points and scale per second). Each update
///   changes the ``PinchLayout`` in place: O(1), no allocation. While an earlier release is still
///   springing back, the running transition is retargeted instead: the pinched item snaps to the
///   touches, every other element keeps moving.
/// - **End.** The pinch is released and a ``SpringTransitionLayout`` (installed on the view) carries
///   the item back to its place on ``spring``, starting from its pinched pose with the gesture's
///   velocity: width and height with the scale velocity times the item's own size, the center with
///   the midpoint's velocity.
public struct PinchGesture<Base: Layout> {
    /// The layout the gesture changes, installed on the view.
    public let layout: PinchLayout<Base>
    /// The spring that carries the item back.
    public var spring: Spring
    /// The integrator of the spring-back; `nil` for the engine's default (GSL rkf45).
    public var integrator: (any Integrator)?
    /// Whether a pinch has begun and not ended (even one that missed every item).
    public internal(set) var isActive = false
    /// The pinched item, or `nil` (no pinch, or the pinch began away from every item).
    public internal(set) var pinchedItem: IndexPath?
    /// The scale velocity of the last update, per second (0 after the begin).
    public internal(set) var scaleVelocity = 0.0
    /// The velocity of the touches' midpoint at the last update, in points per second.
    public internal(set) var centerVelocity = Point.zero

    var startDistance = 1.0
    var startMidpoint = Point.zero
    var startScale = 1.0
    var startCenter = Point.zero
    var lastTime = 0.0
    var lastScale = 1.0
    var lastCenter = Point.zero

    /// Wraps `base` in a ``PinchLayout`` and installs it on `view` (prepared for its context).
    ///
    /// - Throws: ``FlowError/layout(_:)`` when the layout fails to prepare; nothing changes then.
    public init(installingOn view: inout CollectionView, base: Base, spring: Spring = .smooth,
                integrator: (any Integrator)? = nil) throws(FlowError) {
        let layout = PinchLayout(base)
        do {
            try view.setLayout(layout)
        } catch {
            throw .layout(error)
        }
        self.layout = layout
        self.spring = spring
        self.integrator = integrator
    }
}
