#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Items evenly spaced on a circle, all sections' items flattened into one sequence (Apple's
/// classic collection-view sample).
///
/// The layout fills the visible area: its content size is the bounds size minus the content
/// insets, and the circle's center is the middle of that area. Item i of n (flat index) is centered
/// at angle θ = ``Configuration/startAngle`` + 2π·i/n, i.e. at center + radius·(cos θ, sin θ);
/// angles grow clockwise on screen (y points down), and the default start angle −π/2 puts item 0 at
/// the top. Item i has zIndex i. With ``Configuration/rotatesItems`` each item is rotated by
/// θ + π/2, so its top edge faces outwards (item 0 at the top is not rotated).
///
/// Appearing items start, and disappearing items end, at the circle's center with alpha 0 and
/// scale 0.1, as in Apple's sample.
///
/// ``Layout/prepare(in:)`` is O(n) plus the index build, a sort (O(n log n): items on a circle are not in
/// order along any axis); rect queries O(log n + k); lookups O(1).
public struct CircleLayout: Layout, ConfiguredLayout, Sendable {
    /// The configuration; changes take effect at the next ``Layout/prepare(in:)``.
    public var configuration: Configuration
    /// The circle's center in content coordinates, as of the last prepare: the middle of the
    /// content.
    public var center: Point { Self.center(of: contentSize) }
    var prepared = PreparedLayout(owner: "CircleLayout")

    /// A circle layout with `configuration`.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The middle of content of `size`: the circle's center.
    static func center(of size: Size) -> Point { Point(x: size.width / 2, y: size.height / 2) }

    /// Places the items on the circle (``Layout/prepare(in:)`` once the context and configuration are checked).
    func layOut(in context: LayoutContext, _ c: Configuration) throws(LayoutError) -> PreparedLayout {
        let area = context.insetSize
        let center = Self.center(of: area)
        let counts = context.dataCounts
        let n = counts.totalItems
        let store = try AttributeStore.cells(owner: "CircleLayout", counts: counts) { indexPath, flat in
            let angle = c.startAngle + 2 * Double.pi * Double(flat) / Double(n)
            var a = LayoutAttributes(id: .cell(indexPath),
                                     center: Point(x: center.x + c.radius * cos(angle), y: center.y + c.radius * sin(angle)),
                                     size: c.itemSize)
            a.zIndex = flat
            if c.rotatesItems { a.transform = AffineTransform(rotationAngle: angle + Double.pi / 2) }
            return a
        }
        return PreparedLayout(store: store, contentSize: area, context: context)
    }

    /// At the circle's center, alpha 0, scale 0.1.
    public func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? { collapsed(element) }

    /// At the circle's center, alpha 0, scale 0.1.
    public func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? { collapsed(element) }

    private func collapsed(_ element: ElementID) -> LayoutAttributes? {
        guard var a = store.attributes(for: element) else { return nil }
        a.center = center
        a.alpha = 0
        a.transform = AffineTransform(scaleX: 0.1, y: 0.1)
        return a
    }
}

extension CircleLayout.Configuration {
    /// Decodes a configuration in which every key is optional (a missing key takes the default
    /// of the initialiser); an unknown key is an error that names it and lists the known ones.
    public init(from decoder: any Decoder) throws {
        let p = try ParameterDecoder(decoder, owner: "CircleLayout", known: ["itemSize", "radius", "startAngle", "rotatesItems"])
        let d = Self()
        self.init(
            itemSize: try p("itemSize", d.itemSize),
            radius: try p("radius", d.radius),
            startAngle: try p("startAngle", d.startAngle),
            rotatesItems: try p("rotatesItems", d.rotatesItems)
        )
    }
}
