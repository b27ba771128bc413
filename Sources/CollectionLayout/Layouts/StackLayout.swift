/// Cards stacked on top of each other, like a deck: the top card in front, each card behind it
/// offset, scaled, rotated and faded by its depth. All sections' items are flattened into one
/// sequence; the content does not scroll (its size is the bounds size minus the content insets).
///
/// For the card at flat index i, depth d = i − ``Configuration/topIndex``:
/// - 0 ≤ d < ``Configuration/visibleDepth`` (visible): center = area center +
///   d·``Configuration/depthOffset``; transform = scale s = max(0, 1 − d·``Configuration/scaleStep``)
///   followed by rotation d·``Configuration/rotationStep``; alpha = max(0, 1 − d·``Configuration/alphaStep``);
///   zIndex = n − d (the top card is drawn in front).
/// - d ≥ visibleDepth (waiting): placed like depth visibleDepth, alpha 0, hidden.
/// - d < 0 (dismissed, already swiped away): the area center moved by ``Configuration/dismissedOffset``
///   (by default one area width plus one card width to the left, so fully outside the area),
///   no transform, alpha 0, hidden, zIndex n + i + 1 (in front of the stack).
///
/// ``Layout/prepare(in:)`` is O(n) plus the index build (a sort, O(n log n), when cards are not in order
/// along y); rect queries O(log n + k) (against the transformed bounds); lookups O(1).
public struct StackLayout: Layout, ConfiguredLayout, Sendable {
    /// The configuration; changes take effect at the next ``Layout/prepare(in:)``.
    public var configuration: Configuration
    var prepared = PreparedLayout(owner: "StackLayout")

    /// A stack with `configuration`.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Places the cards (``Layout/prepare(in:)`` once the context and configuration are checked).
    func layOut(in context: LayoutContext, _ c: Configuration) throws(LayoutError) -> PreparedLayout {
        let area = context.insetSize
        let center = Point(x: area.width / 2, y: area.height / 2)
        let dismissed = c.dismissedOffset ?? Point(x: -(area.width + c.cardSize.width), y: 0)
        let counts = context.dataCounts
        let n = counts.totalItems
        let store = try AttributeStore.cells(owner: "StackLayout", counts: counts) { indexPath, flat in
            var a = LayoutAttributes(id: .cell(indexPath), center: center, size: c.cardSize)
            let depth = flat - c.topIndex
            if depth < 0 {
                a.center = Point(x: center.x + dismissed.x, y: center.y + dismissed.y)
                a.alpha = 0
                a.isHidden = true
                a.zIndex = n + flat + 1
            } else {
                let d = Double(Swift.min(depth, c.visibleDepth))
                a.center = Point(x: center.x + d * c.depthOffset.x, y: center.y + d * c.depthOffset.y)
                let scale = Swift.max(0, 1 - d * c.scaleStep)
                a.transform = AffineTransform(scaleX: scale, y: scale)
                    .concatenating(AffineTransform(rotationAngle: d * c.rotationStep))
                a.zIndex = n - depth
                if depth < c.visibleDepth {
                    a.alpha = Swift.max(0, 1 - d * c.alphaStep)
                } else {
                    a.alpha = 0
                    a.isHidden = true
                }
            }
            return a
        }
        return PreparedLayout(store: store, contentSize: area, context: context)
    }

}

extension StackLayout.Configuration {
    /// Decodes a configuration in which every key is optional (a missing key takes the default
    /// of the initialiser); an unknown key is an error that names it and lists the known ones.
    public init(from decoder: any Decoder) throws {
        let p = try ParameterDecoder(decoder, owner: "StackLayout", known: ["cardSize", "topIndex", "visibleDepth", "depthOffset", "scaleStep", "rotationStep", "alphaStep", "dismissedOffset"])
        let d = Self()
        self.init(
            cardSize: try p("cardSize", d.cardSize),
            topIndex: try p("topIndex", d.topIndex),
            visibleDepth: try p("visibleDepth", d.visibleDepth),
            depthOffset: try p("depthOffset", d.depthOffset),
            scaleStep: try p("scaleStep", d.scaleStep),
            rotationStep: try p("rotationStep", d.rotationStep),
            alphaStep: try p("alphaStep", d.alphaStep),
            dismissedOffset: try p("dismissedOffset", d.dismissedOffset)
        )
    }
}
