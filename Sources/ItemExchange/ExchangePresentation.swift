/// How an exchange transaction changes what a layout shows, at one instant of the controller's
/// clock: a value the ``ExchangeLayout`` applies to its base layout's attributes.
///
/// - The dragged item's cell (at ``hiddenIndexPath``, where the item is now in the data) is hidden.
/// - The displaced item's cell (at ``displacedIndexPath``) has its alpha scaled by
///   ``ExchangeConfiguration/alphaForDisplacedItem``, springing back to full alpha after the release.
/// - Cells whose item changed place are offset from their layout position, the offset springing to
///   zero: they fly from where their item was shown to where it now belongs.
/// - A snapshot (``snapshotAttributes``, a decoration of kind ``ElementKind/exchangeSnapshot``)
///   follows the finger, blinks at the catch and the release, and fades out at the end.
///
/// Every animated value is a closed form of ``time``, so a presentation is cheap to copy and
/// evaluate and never needs stepping. ``idle`` changes nothing.
public struct ExchangePresentation: Sendable, Hashable {
    /// The instant the presentation shows, in the controller's clock (seconds).
    public internal(set) var time: Double
    /// The cell hidden because the snapshot stands in for it; `nil` outside a transaction.
    public internal(set) var hiddenIndexPath: IndexPath?
    /// The cell whose alpha is lowered to mark the displaced item; `nil` when there is none.
    public internal(set) var displacedIndexPath: IndexPath?
    /// The factor applied to the displaced cell's alpha.
    var displacedAlpha: SpringTrack
    /// The snapshot, until it has faded out.
    var snapshot: ExchangeSnapshotState?
    /// Per-cell position offsets, sorted by index path.
    var offsets: [CellOffset]

    /// One cell's position offset.
    struct CellOffset: Sendable, Hashable {
        var indexPath: IndexPath
        var track: SpringTrack2D
    }

    /// No transaction, nothing animating: a layout shows its base unchanged.
    public static let idle = ExchangePresentation(time: 0, hiddenIndexPath: nil, displacedIndexPath: nil,
                                                  displacedAlpha: .constant(1), snapshot: nil, offsets: [])

    /// The snapshot's attributes at ``time``, or `nil` when there is no snapshot (before the catch,
    /// after a cancel, or once it has faded out).
    public var snapshotAttributes: LayoutAttributes? { snapshot?.attributes(at: time) }

    /// The snapshot's element identity, while ``snapshotAttributes`` is not `nil`.
    public var snapshotElement: ElementID? { snapshotAttributes?.id }

    /// Whether anything still moves after ``time``: the snapshot (blink, flight or fade), a cell's
    /// offset or the displaced cell's alpha. A host can stop its frame loop when this is false and
    /// no transaction is in progress.
    public var isAnimating: Bool {
        if snapshot?.isAnimating(at: time) ?? false { return true }
        if time < displacedAlpha.settleTime && displacedIndexPath != nil { return true }
        for i in 0..<offsets.count where offsets[i].track.isActive(at: time) { return true }
        return false
    }

    /// The offset of the cell at `indexPath` from its layout position at ``time``, in points.
    public func offset(of indexPath: IndexPath) -> Point {
        guard let i = offsetIndex(of: indexPath) else { return .zero }
        let o = offsets[i].track.state(at: time).offset
        return Point(x: o.x, y: o.y)
    }

    /// `attributes` as shown during the exchange: a cell is hidden, offset or faded as described
    /// above; every other element is returned unchanged. Allocation-free.
    public func apply(to attributes: LayoutAttributes) -> LayoutAttributes {
        guard attributes.id.isCell else { return attributes }
        var a = attributes
        let indexPath = a.id.indexPath
        if indexPath == hiddenIndexPath {
            a.isHidden = true
            return a
        }
        if !offsets.isEmpty, let i = offsetIndex(of: indexPath) {
            let o = offsets[i].track.state(at: time).offset
            a.center.x += o.x
            a.center.y += o.y
        }
        if indexPath == displacedIndexPath {
            a.alpha = Swift.min(1, Swift.max(0, a.alpha * displacedAlpha.value(at: time)))
        }
        return a
    }

    /// Whether the cell at `indexPath` has an offset that is still moving at ``time``.
    func hasActiveOffset(_ indexPath: IndexPath) -> Bool {
        guard !offsets.isEmpty, let i = offsetIndex(of: indexPath) else { return false }
        return offsets[i].track.isActive(at: time)
    }

    /// The position of `indexPath` in ``offsets``, by binary search.
    func offsetIndex(of indexPath: IndexPath) -> Int? {
        var lo = 0, hi = offsets.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if offsets[mid].indexPath < indexPath { lo = mid + 1 } else { hi = mid }
        }
        return lo < offsets.count && offsets[lo].indexPath == indexPath ? lo : nil
    }
}
