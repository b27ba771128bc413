/// A line-based layout like `UICollectionViewFlowLayout`: items fill a line across the view, then
/// the next line, section after section; each section can have a header and a footer.
///
/// ## Geometry (vertical scrolling; horizontal is the same with x and y swapped)
/// - The content is as wide as the bounds minus the content inset's left and right.
/// - Each section: its header (full content width, ``Configuration/headerReferenceSize`` height;
///   absent when that height is 0), then ``Configuration/sectionInset`` top, the lines of items,
///   the section inset bottom, then the footer (likewise). Empty sections still take their insets,
///   as in UIKit.
/// - Lines: items are placed left to right while they fit in the content width minus the section
///   inset's left and right, separated by at least ``Configuration/minimumInteritemSpacing``;
///   consecutive lines are ``Configuration/minimumLineSpacing`` apart. A line is as tall as its
///   tallest item; smaller items are centered vertically in it. An item wider than the line gets a
///   line of its own and overflows.
/// - Horizontal position within a line, with ``LineAlignment/justified`` (the default, UIKit's full
///   justification): the leftover width is spread evenly between the items, so the first item
///   touches the left inset and the last the right inset. The **last line of each section** and
///   any line with a **single item** are left-aligned with the minimum spacing (UIKit instead
///   justifies the last line too and centers a lone item). ``LineAlignment/leading`` left-aligns
///   every line.
///
/// ## Pinned headers
/// With ``Configuration/sectionHeadersPinToVisibleBounds``, a section's header stays at the top of
/// the visible area (content offset + top content inset) while its section scrolls by, and is pushed
/// up by the end of the section's items (the bottom section inset included, the footer excluded).
/// Pinned headers' attributes depend on the content offset in ``preparedContext``:
/// ``shouldInvalidate(forBoundsChange:)`` returns true for every bounds change, and
/// ``invalidate(forBoundsChange:in:)`` only records the new offset (O(1)) when nothing else changed.
/// Headers then have ``pinnedHeaderZIndex``.
///
/// ## Complexity
/// ``prepare(in:)``: O(n) for n items (one size lookup per item); with fixed-size items the
/// elements come out in order and the index build is O(n) too; variable heights within a line
/// need a (nearly sorted, cheap) sort. Rect queries: O(log n + k) via a ``SpatialIndex``. Lookups: O(1).
public struct FlowLayout: Layout, Sendable {
    /// How items are distributed across a line that has room to spare.
    public enum LineAlignment: String, Sendable, Hashable, Codable {
        /// Spread the leftover space between the items (except on a section's last line and on
        /// lines with one item, which are left-aligned).
        case justified
        /// Left-align (top-align when scrolling horizontally) every line with the minimum spacing.
        case leading
    }

    /// The zIndex of headers when they pin (UIKit uses 1024 too), so they draw above the cells.
    public static let pinnedHeaderZIndex = 1024

    /// The configuration; changes take effect at the next ``prepare(in:)``.
    public var configuration: Configuration
    /// Per-item sizes, overriding ``Configuration/itemSize`` when set (UIKit's
    /// `collectionView(_:layout:sizeForItemAt:)`). Called once per item in ``prepare(in:)``.
    public var itemSizeProvider: (@Sendable (IndexPath) -> Size)?

    /// The context of the last successful prepare; `nil` before the first.
    public internal(set) var preparedContext: LayoutContext?
    /// The size of the whole content, as of the last prepare.
    public internal(set) var contentSize: Size = .zero
    var store = AttributeStore(owner: "FlowLayout", dataCounts: .empty, axis: .vertical)
    /// Per section: the range along the scroll axis a pinned header's leading edge can take.
    var pinRanges: [ClosedRange<Double>] = []

    /// A flow layout with fixed-size items, or per-item sizes from `itemSize`.
    public init(configuration: Configuration = Configuration(), itemSize: (@Sendable (IndexPath) -> Size)? = nil) {
        self.configuration = configuration
        self.itemSizeProvider = itemSize
    }

    /// The element's attributes, or `nil`. O(1).
    public func attributes(for element: ElementID) -> LayoutAttributes? {
        guard let a = store.attributes(for: element) else { return nil }
        return isPinnedHeader(a) ? pinned(a) : a
    }

    /// Every element whose visual bounds intersect `rect`, via the spatial index: O(log n + k), no allocation.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard configuration.sectionHeadersPinToVisibleBounds else {
            store.forEach(in: rect, body)
            return
        }
        store.forEachCandidate(in: rect) { a in
            let b = isPinnedHeader(a) ? pinned(a) : a
            if b.visualBounds.intersects(rect) { body(b) }
        }
    }

    /// Every element, sorted. O(n).
    public var allElements: [ElementID] { store.allElements }
}

extension FlowLayout.Configuration {
    /// Decodes a configuration in which every key is optional (a missing key takes the default
    /// of the initialiser); an unknown key is an error that names it and lists the known ones.
    public init(from decoder: any Decoder) throws {
        let p = try ParameterDecoder(decoder, owner: "FlowLayout", known: ["scrollDirection", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds", "lineAlignment"])
        let d = Self()
        self.init(
            scrollDirection: try p("scrollDirection", d.scrollDirection),
            itemSize: try p("itemSize", d.itemSize),
            minimumLineSpacing: try p("minimumLineSpacing", d.minimumLineSpacing),
            minimumInteritemSpacing: try p("minimumInteritemSpacing", d.minimumInteritemSpacing),
            sectionInset: try p("sectionInset", d.sectionInset),
            headerReferenceSize: try p("headerReferenceSize", d.headerReferenceSize),
            footerReferenceSize: try p("footerReferenceSize", d.footerReferenceSize),
            sectionHeadersPinToVisibleBounds: try p("sectionHeadersPinToVisibleBounds", d.sectionHeadersPinToVisibleBounds),
            lineAlignment: try p("lineAlignment", d.lineAlignment)
        )
    }
}
