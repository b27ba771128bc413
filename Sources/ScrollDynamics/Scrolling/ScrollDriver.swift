/// Scroll physics for a ``CollectionView``: dragging with rubber-banding past the edges,
/// deceleration after a release, a spring back from overscroll, paging and snapping — each a
/// closed-form function of time, so the offset is the same at any frame rate.
///
/// Drive it with a gesture and a clock (times in seconds, never decreasing):
///
/// ```swift
/// var scroll = try ScrollDriver(view: view)
/// try scroll.beginDragging(at: touch, time: t0, in: &view)
/// try scroll.drag(to: touch2, time: t1, in: &view)                        // follows the finger
/// try scroll.endDragging(touchVelocity: fingerVelocity, time: t2, in: &view)
/// try scroll.advance(to: frameTime, in: &view)                          // every frame
/// ```
///
/// - While dragging, the content moves with the finger; past an edge it follows
///   ``RubberBand`` (b(x) = (1 − 1/(x·c/d + 1))·d).
/// - After a release inside the valid range it decelerates (``ScrollDeceleration``). A
///   deceleration that reaches an edge hands its velocity at that instant to
///   ``Configuration/springBack``, which brings the offset back to the edge: position and velocity
///   are continuous.
/// - Released past an edge, it springs back to the edge with the offset's velocity.
/// - With ``Configuration/isPagingEnabled`` or a ``Configuration/snapTarget`` it springs
///   (``Configuration/snapSpring``) to the target, starting with the release velocity.
///
/// Each axis moves on its own; the valid range per axis is the collection view's
/// (``ScrollGeometry``), read when a drag begins and at the release. The driver is a value; the
/// `in:` variants also set the collection view's content offset, and leave both unchanged when
/// they throw. Advancing a frame allocates nothing.
public struct ScrollDriver: Sendable {
    /// What the driver is doing.
    public enum Phase: String, Sendable, Hashable {
        /// At rest.
        case idle
        /// Following a finger.
        case dragging
        /// Decelerating or springing after a release.
        case animating
    }

    /// The settings (checked when set through ``init(configuration:geometry:contentOffset:time:)``
    /// or ``setConfiguration(_:)``).
    public private(set) var configuration: Configuration
    /// The scroll geometry the edges come from: read while dragging and at a release (the
    /// `in:` variants take it from the collection view). A motion under way keeps the edges it
    /// started with.
    public var geometry: ScrollGeometry
    /// The content offset at ``time``.
    public internal(set) var contentOffset: Point
    /// The content offset's velocity at ``time``, in points per second (during a drag, the
    /// finite difference of the last two drag samples).
    public internal(set) var contentOffsetVelocity: Point
    /// The driver's clock: the last time given, in seconds.
    public internal(set) var time: Double
    /// What the driver is doing at ``time``.
    public internal(set) var phase: Phase

    /// The touch where the drag began.
    var touchStart: Point
    /// The unbounded (pre-rubber-band) offset where the drag began.
    var unboundedStart: Point
    /// The page (per axis) where the drag began, for the paging neighbours rule.
    var startPageX: Double
    var startPageY: Double
    /// The motion of each axis after a release.
    var motionX: ScrollAxisMotion
    var motionY: ScrollAxisMotion

    /// A driver at rest at `contentOffset`.
    ///
    /// - Parameters:
    ///   - configuration: the settings; checked here.
    ///   - geometry: bounds size, content size and inset, for the valid offset range.
    ///   - contentOffset: the current offset.
    ///   - time: the clock's start, in seconds; default 0.
    /// - Throws: ``ScrollError/invalidValue(name:value:requirement:)`` for an invalid configuration,
    ///   a non-finite offset or time.
    public init(configuration: Configuration = .init(), geometry: ScrollGeometry, contentOffset: Point,
                time: Double = 0) throws(ScrollError) {
        try configuration.validate()
        try ScrollError.requireFinite(contentOffset, "contentOffset")
        try ScrollError.requireFinite(time, "time")
        self.configuration = configuration
        self.geometry = geometry
        self.contentOffset = contentOffset
        self.contentOffsetVelocity = .zero
        self.time = time
        self.phase = .idle
        self.touchStart = .zero
        self.unboundedStart = contentOffset
        self.startPageX = 0
        self.startPageY = 0
        self.motionX = .resting(at: contentOffset.x, time: time)
        self.motionY = .resting(at: contentOffset.y, time: time)
    }

    /// A driver at rest at `view`'s content offset, with its scroll geometry.
    ///
    /// - Parameters:
    ///   - configuration: the settings; checked here.
    ///   - view: the collection view to scroll.
    ///   - time: the clock's start, in seconds; default 0.
    /// - Throws: ``ScrollError`` as ``init(configuration:geometry:contentOffset:time:)``.
    public init(configuration: Configuration = .init(), view: CollectionView, time: Double = 0) throws(ScrollError) {
        try self.init(configuration: configuration, geometry: view.scrollGeometry, contentOffset: view.contentOffset,
                      time: time)
    }

    /// Replaces the configuration. A motion already under way keeps the settings it started with.
    ///
    /// - Throws: ``ScrollError/invalidValue(name:value:requirement:)``; nothing changes then.
    public mutating func setConfiguration(_ configuration: Configuration) throws(ScrollError) {
        try configuration.validate()
        self.configuration = configuration
    }

    /// Whether the content is moving on its own (decelerating or springing) at ``time``.
    public var isAnimating: Bool { phase == .animating }

    /// Whether a drag is in progress.
    public var isDragging: Bool { phase == .dragging }
}
