/// Lets the user exchange two items of a collection view with a long press and a drag: the
/// headless `SSCollectionViewExchangeController`, animated with springs.
///
/// The controller owns a ``CollectionView`` model (its layout is the *base* layout) and a
/// ``LongPressRecognizer``. Feed it either raw touches (``touchDown(at:time:)``,
/// ``touchMoved(to:time:)``, ``touchUp(time:)``, ``touchCancelled(time:)``), which go through the
/// recogniser and honour ``ExchangeConfiguration/minimumPressDuration``, or the recognised stages
/// of your own recogniser (``began(at:time:)``, ``changed(to:time:)``, ``ended(time:)``,
/// ``cancelled(time:)``), which are taken as already recognised. Points are content coordinates
/// (convert view points with ``CollectionView/contentPoint(fromViewPoint:)``). Times are seconds on
/// the controller's clock (``time``), which every call moves forward and never back; call
/// ``advance(by:)`` each frame to animate. Show ``layout``.
///
/// The delegate keeps its model in sync (see ``ExchangeControllerDelegate``); a transaction cannot
/// begin without one. Bad input (non-finite points or times, times running backwards) throws an
/// ``ExchangeError`` and changes nothing; gestures that do not apply (a press on no item, a drag
/// with no transaction) are ignored and return `nil`.
///
/// It is a class because the delegate holds completions that call back into it and because it is
/// one shared, long-lived object per collection view, like its UIKit original.
public final class ExchangeController {
    /// Informed of and consulted about every step; held weakly.
    public weak var delegate: (any ExchangeControllerDelegate)?
    /// The tunables; change them with ``setConfiguration(_:)``.
    public private(set) var configuration: ExchangeConfiguration
    /// The collection view model whose layout the controller wraps; change it with ``setCollectionView(_:)``.
    public private(set) var collectionView: CollectionView
    /// The controller's clock, in seconds: the latest time any input or ``advance(by:)`` gave.
    public internal(set) var time: Double
    /// The long-press model the touch methods go through; its thresholds follow ``configuration``.
    public internal(set) var longPressRecognizer: LongPressRecognizer

    /// The stacking order of the default snapshot: above any cell a layout is likely to use.
    public static let snapshotZIndex = 1 << 20

    /// The spring of every default animation (``ExchangeConfiguration/animationSpring()``).
    var spring: Spring
    /// The transaction state.
    var phase: ExchangePhase = .idle
    /// The presentation, except that its time is set when read.
    var state: ExchangePresentation = .idle
    /// How many delegate callbacks are running (gesture methods are refused inside them).
    var callbackDepth = 0
    /// The serial number of the latest transaction.
    var serial = 0

    /// A controller for `collectionView`.
    ///
    /// - Parameters:
    ///   - collectionView: the collection view model, with its base layout prepared.
    ///   - configuration: the tunables; SSCollectionViewExchangeController's defaults unless given.
    ///   - delegate: held weakly.
    ///   - time: the initial clock reading, in seconds.
    /// - Throws: ``ExchangeError`` for an invalid configuration or a non-finite time.
    public init(collectionView: CollectionView, configuration: ExchangeConfiguration = ExchangeConfiguration(),
                delegate: (any ExchangeControllerDelegate)? = nil, time: Double = 0) throws(ExchangeError) {
        try configuration.validate()
        try ExchangeError.requireFinite(time, "time")
        self.spring = try configuration.animationSpring()
        self.longPressRecognizer = try LongPressRecognizer(minimumPressDuration: configuration.minimumPressDuration,
                                                           allowableMovement: configuration.allowableMovement)
        self.configuration = configuration
        self.collectionView = collectionView
        self.delegate = delegate
        self.time = time
        self.state.time = time
    }

    // MARK: - State

    /// Whether a transaction is in progress: from an accepted catch until the release completion is
    /// called (or a cancel).
    public var exchangeTransactionInProgress: Bool { phase != .idle }

    /// Whether the finger was lifted and the controller waits for the delegate to call the
    /// ``ExchangeReleaseCompletion``.
    public var isAwaitingReleaseCompletion: Bool {
        if case .releasing = phase { return true }
        return false
    }

    /// The dragged item's index path at the catch, during a transaction.
    public var originalIndexPathForDraggedItem: IndexPath? { drag?.origin }

    /// The dragged item's index path in the data now (its hidden cell), during a transaction.
    public var currentIndexPathForDraggedItem: IndexPath? { drag?.current }

    /// The displaced item's index path (exchange mode: the dragged item's original index path
    /// once it holds another item), during a transaction.
    public var indexPathForDisplacedItem: IndexPath? {
        drag == nil ? nil : state.displacedIndexPath
    }

    /// The latest finger location during a transaction, content coordinates.
    public var fingerLocation: Point? { drag?.finger }

    /// What the exchange changes, at ``time``.
    public var presentation: ExchangePresentation {
        var p = state
        p.time = time
        return p
    }

    /// The collection view's layout as the exchange shows it, at ``time``.
    public var layout: ExchangeLayout { ExchangeLayout(base: collectionView.layout, presentation: presentation) }

    /// The attributes intersecting the collection view's visible rectangle, as shown, at ``time``.
    public var visibleAttributes: [LayoutAttributes] { layout.attributes(in: collectionView.bounds) }

    /// Replaces `result`'s contents with ``visibleAttributes``, keeping its capacity: no allocation
    /// once the array is large enough.
    public func visibleAttributes(into result: inout [LayoutAttributes]) {
        layout.attributes(in: collectionView.bounds, into: &result)
    }

    /// The transaction's state, in either phase.
    var drag: ExchangeDrag? {
        switch phase {
        case .idle: nil
        case let .dragging(d), let .releasing(d): d
        }
    }

    // MARK: - Changing the setup

    /// Installs new tunables. During a transaction they apply from the next animation on (the
    /// displaced item's alpha at once), except ``ExchangeConfiguration/mode``, which applies from the
    /// next transaction (the undo of an exchange in effect must use the mode that made it).
    ///
    /// - Throws: ``ExchangeError/invalidConfiguration(parameter:value:requirement:)``; nothing changes.
    public func setConfiguration(_ configuration: ExchangeConfiguration) throws(ExchangeError) {
        try configuration.validate()
        spring = try configuration.animationSpring()
        self.configuration = configuration
        longPressRecognizer.minimumPressDuration = configuration.minimumPressDuration
        longPressRecognizer.allowableMovement = configuration.allowableMovement
        if case .dragging = phase { state.displacedAlpha = .constant(configuration.alphaForDisplacedItem) }
    }

    /// Replaces the collection view model (after a scroll, a resize or new data). Scrolling and
    /// layout changes are fine during a transaction; changing the data counts is not.
    ///
    /// - Throws: ``ExchangeError/dataCountsChangedDuringTransaction(from:to:)``; nothing changes.
    public func setCollectionView(_ collectionView: CollectionView) throws(ExchangeError) {
        if exchangeTransactionInProgress, collectionView.dataCounts != self.collectionView.dataCounts {
            throw .dataCountsChangedDuringTransaction(from: self.collectionView.dataCounts.itemsPerSection,
                                                      to: collectionView.dataCounts.itemsPerSection)
        }
        self.collectionView = collectionView
    }
}
