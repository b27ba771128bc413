/// Layout-to-layout navigation between two collection views that share items: a master grid and
/// a detail view showing some of its items (UIKit's `useLayoutToLayoutNavigationTransitions`, as
/// in objc.io's article), on the headless model.
///
/// UIKit recycles one collection view for both screens; here ``collectionView`` is that recycled
/// view. It starts as a copy of the source view and ends as a copy of the destination view (its
/// layout, data counts and content offset). In between, every shared item flies from its place in
/// the source layout to its place in the destination layout on springs; the other elements fade.
///
/// ## When the data source switches
/// The article's gotcha is that the recycled view keeps the *source's* data source until someone
/// switches it, which it does in `navigationController(_:didShow:animated:)`. This type makes that
/// moment explicit and observable (``hasSwitchedData``, ``collectionView``'s data counts):
/// - ``DataSwitch/atStart`` (the default of ``push(from:to:sharing:dataSwitch:provider:integrator:)``):
///   the recycled view takes the destination's data at once. The destination's items are the
///   elements from the first frame: shared items move from their source places, destination-only
///   elements fade in, source-only elements fade out under ``ElementID/removed(_:)``. Pushing a
///   detail, the detail's items appear while the grid's other items leave, and nothing pops at the end.
/// - ``DataSwitch/atCompletion`` (the default of ``pop(from:to:sharing:dataSwitch:provider:integrator:)``,
///   as the article's `didShow`): the recycled view keeps the source's data while the shared items
///   fly to their destination places (source-only elements fade out). When they arrive, the data
///   switches to the destination's; then, in a second phase (``Phase/revealing``), the
///   destination-only elements fade in where they belong, so nothing pops into view either.
///
/// Drive it with ``advance(by:)`` every frame until ``phase`` is ``Phase/finished``.
public struct LayoutToLayoutTransition {
    /// When the recycled view switches from the source's data to the destination's.
    public enum DataSwitch: String, Sendable, Hashable, Codable {
        /// When the transition starts.
        case atStart
        /// When the shared items have arrived (before the destination-only elements fade in).
        case atCompletion
    }

    /// Where the transition is.
    public enum Phase: String, Sendable, Hashable, Codable {
        /// The shared items fly to their destination places.
        case moving
        /// After an ``DataSwitch/atCompletion`` switch: the destination-only elements fade in.
        case revealing
        /// The recycled view shows the destination, at rest.
        case finished
    }

    /// When the data switches.
    public let dataSwitch: DataSwitch
    /// The recycled view: the source, then the transition, then the destination.
    public internal(set) var collectionView: CollectionView
    /// Where the transition is.
    public internal(set) var phase = Phase.moving
    /// Whether the recycled view shows the destination's data.
    public internal(set) var hasSwitchedData = false
    /// The destination view the transition ends on.
    public let destination: CollectionView
    /// Each shared destination item's source item.
    public let sharedItems: [IndexPath: IndexPath]
    /// The animation of every element, in both phases.
    public let provider: AnimationProvider
    /// The integrator of both phases; `nil` for the engine's default (GSL rkf45).
    public let integrator: (any Integrator)?

    /// The running spring transition of the current phase, or `nil` once finished.
    public var springTransition: SpringTransitionLayout? { collectionView.springTransition }

    /// A push from a master view to a detail view; the data switches ``DataSwitch/atStart`` unless told otherwise.
    /// See ``init(from:to:sharing:dataSwitch:provider:integrator:)``.
    public static func push(from master: CollectionView, to detail: CollectionView,
                            sharing shared: (IndexPath) -> IndexPath?, dataSwitch: DataSwitch = .atStart,
                            provider: AnimationProvider = .spring(.smooth),
                            integrator: (any Integrator)? = nil) throws(FlowError) -> LayoutToLayoutTransition {
        try LayoutToLayoutTransition(from: master, to: detail, sharing: shared, dataSwitch: dataSwitch,
                                     provider: provider, integrator: integrator)
    }

    /// A pop from a detail view back to its master view; the data switches
    /// ``DataSwitch/atCompletion`` unless told otherwise. See ``init(from:to:sharing:dataSwitch:provider:integrator:)``.
    public static func pop(from detail: CollectionView, to master: CollectionView,
                           sharing shared: (IndexPath) -> IndexPath?, dataSwitch: DataSwitch = .atCompletion,
                           provider: AnimationProvider = .spring(.smooth),
                           integrator: (any Integrator)? = nil) throws(FlowError) -> LayoutToLayoutTransition {
        // A pop is a push the other way round; only the default data switch differs.
        try push(from: detail, to: master, sharing: shared, dataSwitch: dataSwitch, provider: provider, integrator: integrator)
    }
}
