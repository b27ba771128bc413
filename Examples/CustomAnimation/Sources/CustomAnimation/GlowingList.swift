import SpringTransitions

/// The list the cells land in, with the glow they end on. When a transition completes, the view
/// shows the final layout's attributes (as UIKit does), so a value the animation wrote vanishes
/// then unless the final layout provides it too: this layout gives every cell a glow of 1, the
/// value `GlowAnimation` animates towards, so the glow stays after the transition.
struct GlowingList: Layout {
    var base: FlowLayout

    var preparedContext: LayoutContext? { base.preparedContext }
    mutating func prepare(in context: LayoutContext) throws(LayoutError) { try base.prepare(in: context) }
    var contentSize: Size { base.contentSize }
    var allElements: [ElementID] { base.allElements }
    func attributes(for element: ElementID) -> LayoutAttributes? { base.attributes(for: element).map(Self.glowing) }
    func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        base.forEachAttributes(in: rect) { body(Self.glowing($0)) }
    }

    /// `attributes` with the final glow on cells.
    static func glowing(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var a = attributes
        if a.id.isCell { a.customChannels["glow"] = 1 }
        return a
    }
}
