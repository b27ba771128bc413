// Shared fixtures for the Exchange*Tests suites: a recording delegate that keeps a sectioned
// model of item ids in sync, grid-backed controllers and a fixed-attributes layout.

import SpringTestSupport
import SpringTransitions
import Testing

/// One delegate callback, as recorded.
enum Callback: Hashable, CustomStringConvertible {
    case didExchange(IndexPath, IndexPath)
    case didMove(IndexPath, IndexPath)
    case didFinishEvent
    case didFinishTransaction(IndexPath, IndexPath)
    case didCancel
    case canBegin(IndexPath)
    case canDisplace(IndexPath, IndexPath)
    case catchRect(IndexPath)
    case snapshot(IndexPath)
    case animateCatch
    case animateRelease(center: Point, original: IndexPath)

    /// Whether the callback changes or finalises the model (what the seed's timeline lists).
    var isModelCallback: Bool {
        switch self {
        case .didExchange, .didMove, .didFinishEvent, .didFinishTransaction, .didCancel: true
        default: false
        }
    }

    var description: String {
        switch self {
        case let .didExchange(a, b): "didExchange(\(a), \(b))"
        case let .didMove(a, b): "didMove(\(a), \(b))"
        case .didFinishEvent: "didFinishEvent"
        case let .didFinishTransaction(a, b): "didFinishTransaction(\(a), \(b))"
        case .didCancel: "didCancel"
        case let .canBegin(a): "canBegin(\(a))"
        case let .canDisplace(a, b): "canDisplace(\(a), from: \(b))"
        case let .catchRect(a): "catchRect(\(a))"
        case let .snapshot(a): "snapshot(\(a))"
        case .animateCatch: "animateCatch"
        case let .animateRelease(c, o): "animateRelease(to: \(c), original: \(o))"
        }
    }
}

/// Exchanges items in `sections` with the library helper, and records every callback.
final class RecordingDelegate: ExchangeControllerDelegate {
    /// The model: item ids per section.
    var sections: [[Int]]
    var log: [Callback] = []
    /// Items that cannot be caught.
    var refuseBegin: Set<IndexPath> = []
    /// Items that cannot be displaced (by index path asked about).
    var refuseDisplace: Set<IndexPath> = []
    /// Catch rectangles per item (default: the cell's frame).
    var catchRects: [IndexPath: Rect] = [:]
    /// Keep the catch / release completions instead of calling them.
    var holdCatch = false
    var holdRelease = false
    var heldCatch: ExchangeCatchCompletion?
    var heldRelease: ExchangeReleaseCompletion?
    /// Called inside didExchange (to test re-entrancy).
    var onExchange: ((ExchangeController) -> Void)?
    /// Errors thrown by the model helper (must stay empty).
    var modelErrors: [ExchangeError] = []

    init(sections: [[Int]]) { self.sections = sections }

    var modelLog: [Callback] { log.filter(\.isModelCallback) }

    func exchangeController(_ controller: ExchangeController, didExchange indexPath1: IndexPath, with indexPath2: IndexPath) {
        log.append(.didExchange(indexPath1, indexPath2))
        do { try exchange(in: &sections, indexPath1, indexPath2) } catch { modelErrors.append(error) }
        onExchange?(controller)
    }

    func exchangeControllerDidFinishExchangeEvent(_ controller: ExchangeController) { log.append(.didFinishEvent) }

    func exchangeController(_ controller: ExchangeController, didFinishExchangeTransaction indexPath1: IndexPath, _ indexPath2: IndexPath) {
        log.append(.didFinishTransaction(indexPath1, indexPath2))
    }

    func exchangeControllerDidCancel(_ controller: ExchangeController) { log.append(.didCancel) }

    func exchangeController(_ controller: ExchangeController, canBeginAt indexPath: IndexPath) -> Bool {
        log.append(.canBegin(indexPath))
        return !refuseBegin.contains(indexPath)
    }

    func exchangeController(_ controller: ExchangeController, canDisplace indexPath: IndexPath,
                            withItemBeingDraggedFrom draggedFrom: IndexPath) -> Bool {
        log.append(.canDisplace(indexPath, draggedFrom))
        return !refuseDisplace.contains(indexPath)
    }

    func exchangeController(_ controller: ExchangeController, catchRectFor indexPath: IndexPath, cell: LayoutAttributes) -> Rect {
        log.append(.catchRect(indexPath))
        return catchRects[indexPath] ?? cell.frame
    }

    func exchangeController(_ controller: ExchangeController, snapshotFor cell: LayoutAttributes,
                            proposed: LayoutAttributes) -> LayoutAttributes {
        log.append(.snapshot(cell.indexPath))
        return proposed
    }

    func exchangeController(_ controller: ExchangeController, animateCatchWith snapshot: LayoutAttributes,
                            completion: ExchangeCatchCompletion) {
        log.append(.animateCatch)
        if holdCatch { heldCatch = completion } else { completion() }
    }

    func exchangeController(_ controller: ExchangeController, animateReleaseWith snapshot: LayoutAttributes,
                            to centerOfCell: Point, originalIndexPathForDraggedItem: IndexPath,
                            completion: ExchangeReleaseCompletion) {
        log.append(.animateRelease(center: centerOfCell, original: originalIndexPathForDraggedItem))
        if holdRelease { heldRelease = completion } else { completion() }
    }
}

/// A move-mode delegate that applies moves itself (the other delegates use the default chain of exchanges).
final class MovingDelegate: ExchangeControllerDelegate {
    var sections: [[Int]]
    var log: [Callback] = []
    var refuseDisplace: Set<IndexPath> = []

    init(sections: [[Int]]) { self.sections = sections }

    func exchangeController(_ controller: ExchangeController, didExchange indexPath1: IndexPath, with indexPath2: IndexPath) {
        log.append(.didExchange(indexPath1, indexPath2))
        try? exchange(in: &sections, indexPath1, indexPath2)
    }

    func exchangeController(_ controller: ExchangeController, didMoveItemAt from: IndexPath, to: IndexPath) {
        log.append(.didMove(from, to))
        try? moveElement(in: &sections, from: from, to: to)
    }

    func exchangeControllerDidFinishExchangeEvent(_ controller: ExchangeController) { log.append(.didFinishEvent) }

    func exchangeController(_ controller: ExchangeController, didFinishExchangeTransaction indexPath1: IndexPath, _ indexPath2: IndexPath) {
        log.append(.didFinishTransaction(indexPath1, indexPath2))
    }

    func exchangeControllerDidCancel(_ controller: ExchangeController) { log.append(.didCancel) }

    func exchangeController(_ controller: ExchangeController, canDisplace indexPath: IndexPath,
                            withItemBeingDraggedFrom draggedFrom: IndexPath) -> Bool {
        !refuseDisplace.contains(indexPath)
    }
}

enum ExchangeFixture {
    /// 3 columns of 100 × 100 cells, 10 points apart; sections separated by 20-point insets.
    static let grid = GridLayout(configuration: .init(columns: 3, aspectRatio: 1, interitemSpacing: 10, lineSpacing: 10,
                                                      sectionInset: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)))

    /// Item ids 0, 1, 2… numbered across sections.
    static func model(_ counts: [Int]) -> [[Int]] {
        var next = 0
        return counts.map { n in
            defer { next += n }
            return Array(next..<(next + n))
        }
    }

    /// A collection view of `counts` on the grid, tall enough to show everything.
    static func collectionView(_ counts: [Int]) throws -> CollectionView {
        try CollectionView(layout: grid, dataCounts: DataCounts(counts), boundsSize: Size(width: 320, height: 2000))
    }

    /// A controller with a recording delegate over `counts`.
    static func make(_ counts: [Int], configuration: ExchangeConfiguration = ExchangeConfiguration(), time: Double = 0)
        throws -> (ExchangeController, RecordingDelegate) {
        let delegate = RecordingDelegate(sections: model(counts))
        let controller = try ExchangeController(collectionView: collectionView(counts), configuration: configuration,
                                                delegate: delegate, time: time)
        return (controller, delegate)
    }
}

extension ExchangeController {
    /// The base layout's center of a cell.
    func center(_ section: Int, _ item: Int) -> Point {
        collectionView.layout.attributes(for: .cell(IndexPath(section: section, item: item)))!.center
    }

    /// The cells as shown (hidden, offset, faded), sorted, without the snapshot.
    var shownCells: [LayoutAttributes] {
        layout.allElements.filter(\.isCell).compactMap { layout.attributes(for: $0) }
    }
}

/// `IndexPath(section:item:)`, short.
func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }

/// A layout with fixed attributes, for hit-testing cases the built-in layouts do not produce.
struct FixedLayout: Layout {
    var attributesList: [LayoutAttributes]
    var counts: DataCounts
    var preparedContext: LayoutContext?
    var contentSize = Size(width: 500, height: 500)
    private var store: AttributeStore

    init(_ attributes: [LayoutAttributes], counts: [Int]) throws {
        self.attributesList = attributes
        self.counts = try DataCounts(counts)
        self.store = AttributeStore(owner: "FixedLayout", dataCounts: self.counts, axis: .vertical)
        try prepare(in: LayoutContext(boundsSize: contentSize, dataCounts: self.counts))
    }

    mutating func prepare(in context: LayoutContext) throws(LayoutError) {
        var store = AttributeStore(owner: "FixedLayout", dataCounts: context.dataCounts, axis: .vertical)
        for a in attributesList { try store.insert(a) }
        store.buildIndex()
        self.store = store
        preparedContext = context
    }

    func attributes(for element: ElementID) -> LayoutAttributes? { store.attributes(for: element) }
    func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { store.forEach(in: rect, body) }
    var allElements: [ElementID] { store.allElements }
}
