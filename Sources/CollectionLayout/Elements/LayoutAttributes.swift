/// Everything a layout says about one element: where it is, how it is transformed and how it is
/// drawn. The headless analogue of `UICollectionViewLayoutAttributes`, as a value type.
///
/// Geometry is stored as ``center`` plus ``size``; ``frame`` is derived from them and, as in
/// UIKit, ignores the transforms. The element is drawn with ``transform`` applied about its
/// center, followed by ``transform3D``.
///
/// Values are not validated on assignment, so they stay cheap to build every frame. Call
/// ``validate()`` where attributes enter the system (layouts do, in `prepare`).
public struct LayoutAttributes: Sendable, Hashable, Codable {
    /// Which element these attributes describe.
    public var id: ElementID
    /// The center of the untransformed element, in content coordinates.
    public var center: Point
    /// The untransformed size; width and height are non-negative.
    public var size: Size
    /// A 2-D transform applied about ``center``.
    public var transform: AffineTransform
    /// A 3-D transform applied about ``center`` after ``transform``.
    public var transform3D: Transform3D
    /// Opacity from 0 (transparent) to 1 (opaque).
    public var alpha: Double
    /// Stacking order: larger values are drawn above smaller ones.
    public var zIndex: Int
    /// Whether the element is hidden. A hidden element is still laid out.
    public var isHidden: Bool
    /// Named numeric channels for custom properties (corner radius, colour components...).
    public var customChannels: CustomChannels

    /// Creates attributes for `id` with the given frame and defaults for everything else:
    /// identity transforms, alpha 1, zIndex 0, visible, no custom channels.
    @inlinable
    public init(id: ElementID, frame: Rect) {
        self.init(id: id, center: frame.center, size: Size(width: frame.width, height: frame.height))
    }

    /// Creates attributes from every field.
    @inlinable
    public init(
        id: ElementID,
        center: Point,
        size: Size,
        transform: AffineTransform = .identity,
        transform3D: Transform3D = .identity,
        alpha: Double = 1,
        zIndex: Int = 0,
        isHidden: Bool = false,
        customChannels: CustomChannels = CustomChannels()
    ) {
        self.id = id
        self.center = center
        self.size = size
        self.transform = transform
        self.transform3D = transform3D
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.customChannels = customChannels
    }

    /// The untransformed frame: ``size`` centered on ``center``. Setting it sets both.
    @inlinable
    public var frame: Rect {
        get { Rect(center: center, size: size) }
        set {
            center = newValue.center
            size = Size(width: newValue.width, height: newValue.height)
        }
    }

    /// The index path of the element.
    @inlinable
    public var indexPath: IndexPath { id.indexPath }
}
