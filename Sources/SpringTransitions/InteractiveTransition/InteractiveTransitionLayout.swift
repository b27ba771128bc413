/// A layout between two layouts at a progress the host sets: TLLayoutTransitioning's interactive
/// `TLTransitionLayout` (UIKit's `UICollectionViewTransitionLayout`), for pinches and drags,
/// finished or cancelled by springs that take over the gesture's velocity.
///
/// Start one with ``CollectionView/startInteractiveTransition(to:toContentOffset:completion:)``,
/// feed it ``CollectionView/updateInteractiveTransition(progress:)`` from the gesture (for example
/// a pinch's scale mapped onto 0…1), and end it with
/// ``CollectionView/finishInteractiveTransition(velocity:handOff:integrator:)``,
/// ``CollectionView/cancelInteractiveTransition(velocity:handOff:integrator:)`` or
/// ``CollectionView/cancelInteractiveTransitionInPlace()``.
///
/// ## Poses
/// At progress p every element is at `from + (to − from)·p` in every channel, exactly as an
/// ``EasedTransitionLayout`` at eased progress p: center, size, the 2-D transform's components
/// (rotation along the shortest path), the decomposed 3-D transform, alpha and custom channels,
/// for cells, supplementary and decoration views, appearing and disappearing elements included.
/// Progress outside [0, 1] is allowed and **extrapolates** linearly in those channels (a pinch
/// past the end keeps growing the cells), except that alpha is clamped to [0, 1] and sizes never
/// go below 0. zIndex and isHidden are the target's while p ≥ 0.5 and the start's below (the
/// progress moves both ways, so the switch is not sticky). p = 0 shows the start poses and p = 1
/// the target poses exactly. The content offset is `from + (to − from)·p` too (extrapolated, not
/// clamped), the content size likewise (never negative).
///
/// ## Hand-off
/// Finishing or cancelling builds a ``SpringTransitionLayout`` from the current poses (a
/// ``LayoutSnapshot`` of them) to the next layout or back to the original one. Each channel starts
/// with the velocity the gesture gave it, `progressVelocity × (to − from)` of that channel, so
/// there is no jump in position or velocity; see <doc:InteractiveTransitions>.
public final class InteractiveTransitionLayout: InterpolatedTransitionCore {
    /// The layout a cancelled transition returns to (the original layout itself).
    let originalLayout: any Layout
    /// The layouts, offsets, sizes and prepared context the transition goes between.
    package var endpoints: TransitionEndpoints
    /// Whether the transition is interactive, handed to a spring, or stopped.
    public package(set) var state = State.interactive
    /// The progress set by the host (0 at the start, 1 at the target; any finite value).
    public internal(set) var transitionProgress = 0.0
    /// Called once when the transition ends, as TLLayoutTransitioning's completion:
    /// `completed` is `true` when the spring hand-off came to rest (`false` when the transition
    /// was cancelled in place, replaced, or its spring interrupted); `finished` is `true` when it
    /// was heading for the next layout (``CollectionView/finishInteractiveTransition(velocity:handOff:integrator:)``)
    /// and `false` when going back or stopped.
    public var completion: ((_ completed: Bool, _ finished: Bool) -> Void)?
    /// The spring transition that completes this one after a finish or cancel (while it exists).
    public internal(set) weak var handOff: SpringTransitionLayout?

    package var table: InterpolationTable
    /// Changes whenever the poses may have changed (pose cache stamp).
    package var poseEpoch: UInt64 = 1

    /// A transition from `current` to `next`, both prepared, at progress 0.
    ///
    /// - Parameters:
    ///   - current: the layout shown now; the start offset is its prepared content offset. A
    ///     cancelled transition returns to it.
    ///   - next: the layout to go to, prepared for the bounds and data to end with. When the target
    ///     offset differs from its prepared one and it depends on the offset (pinned headers), a
    ///     copy is updated for the target.
    ///   - toContentOffset: the offset at progress 1; `nil` for the next layout's
    ///     ``Layout/targetContentOffset(forProposed:)`` of the current offset, clamped to its valid range.
    /// - Throws: ``InteractiveTransitionError/transition(_:)`` for an unprepared layout, an element
    ///   outside its layout's data counts, a non-finite target offset or a layout that fails to update.
    public convenience init(from current: some Layout, to next: some Layout,
                            toContentOffset: Point? = nil) throws(InteractiveTransitionError) {
        try self.init(from: current, to: next, toContentOffset: toContentOffset, startOffset: nil)
    }

    /// The designated initialiser; `startOffset` overrides the current layout's prepared offset
    /// (a collection view passes the offset it shows).
    init(from current: some Layout, to next: some Layout, toContentOffset: Point?,
         startOffset: Point?) throws(InteractiveTransitionError) {
        let endpoints: TransitionEndpoints
        do throws(TransitionError) {
            if let offset = toContentOffset, !offset.isFinite { throw .invalidContentOffset(offset) }
            endpoints = try TransitionEndpoints(from: current, to: next, startOffset: startOffset, requestedOffset: toContentOffset)
        } catch {
            throw .transition(error)
        }
        self.originalLayout = current
        self.endpoints = endpoints
        let (old, next) = (endpoints.currentLayout, endpoints.nextLayout)
        self.table = InterpolationTable(from: old, to: next, envelope: (0, 1))
    }

    /// Sets the progress: 0 shows the start poses, 1 the target poses; values outside [0, 1]
    /// extrapolate (see the type's discussion). Called by
    /// ``CollectionView/updateInteractiveTransition(progress:)``, which also moves the collection
    /// view's content offset to the new `contentOffset`; call that one when the transition is
    /// installed on a collection view.
    ///
    /// O(1), allocation-free while the progress stays within the range seen so far; a progress
    /// beyond it rebuilds the swept-bounds index once (O(n log n)) for a range at least twice as wide.
    ///
    /// - Throws: ``InteractiveTransitionError/invalidProgress(_:)`` for a non-finite progress or one
    ///   beyond ±``progressLimit``, ``InteractiveTransitionError/notInteractive(_:)`` after a
    ///   finish, cancel or stop; nothing changes then.
    public func setTransitionProgress(_ progress: Double) throws(InteractiveTransitionError) {
        guard progress.isFinite, Swift.abs(progress) <= Self.progressLimit else { throw .invalidProgress(progress) }
        guard state == .interactive else { throw .notInteractive(state) }
        guard progress != transitionProgress else { return }
        table.cover(progress)
        transitionProgress = progress
        poseEpoch &+= 1
    }

    /// The largest magnitude a progress may have, 10⁶: far beyond any gesture, and small enough
    /// that extrapolated poses of finite layouts stay finite.
    public static let progressLimit = 1e6

    /// The progress range the swept-bounds index covers now (it starts as [0, 1] and widens when
    /// the progress leaves it).
    public var indexedProgressRange: ClosedRange<Double> { table.envelope.lower...table.envelope.upper }
}
