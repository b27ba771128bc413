/// One animatable scalar of an element's ``LayoutAttributes``: the unit an ``AttributeAnimation``
/// hands to the spring batch.
///
/// | channel | reads | unit | rest threshold |
/// |---|---|---|---|
/// | ``centerX``, ``centerY`` | ``LayoutAttributes/center`` | points | ``RestThreshold/points`` |
/// | ``width``, ``height`` | ``LayoutAttributes/size`` (poses clamp it at 0) | points | ``RestThreshold/points`` |
/// | ``translationX``, ``translationY`` | ``AffineTransform/Components`` of ``LayoutAttributes/transform`` | points | ``RestThreshold/points`` |
/// | ``scaleX``, ``scaleY``, ``shear`` | the same components | factor | ``RestThreshold/scale`` |
/// | ``rotation`` | the same components, along the shortest angular path | radians | ``RestThreshold/radians`` |
/// | ``transform3D`` | a 0 → 1 progress through ``Transform3D/interpolate(from:to:fraction:)`` | fraction | ``RestThreshold/unit`` |
/// | ``alpha`` | ``LayoutAttributes/alpha`` (poses clamp it to [0, 1]) | opacity | ``RestThreshold/alpha`` |
/// | ``custom(_:)`` | ``LayoutAttributes/customChannels`` by name | caller's | ``RestThreshold/unit`` |
///
/// ``LayoutAttributes/zIndex`` and ``LayoutAttributes/isHidden`` are discrete and have no channel:
/// they switch to the target's value when the element's progress first reaches 0.5.
public enum AnimationChannel: Sendable, Hashable, CustomStringConvertible {
    /// The x coordinate of the center, in points.
    case centerX
    /// The y coordinate of the center, in points.
    case centerY
    /// The untransformed width, in points.
    case width
    /// The untransformed height, in points.
    case height
    /// The transform's horizontal translation, in points.
    case translationX
    /// The transform's vertical translation, in points.
    case translationY
    /// The transform's scale along x (after the shear).
    case scaleX
    /// The transform's scale along y (after the shear).
    case scaleY
    /// The transform's rotation, in radians.
    case rotation
    /// The transform's xy shear factor.
    case shear
    /// Progress from the start's 3-D transform (0) to the target's (1), decomposed and interpolated.
    case transform3D
    /// Opacity.
    case alpha
    /// A named custom channel (``LayoutAttributes/customChannels``, or one an animation subclass
    /// adds with ``AttributeAnimation/addChannel(named:from:to:threshold:)``).
    case custom(String)

    /// The twelve built-in channels, in the order of their ``standardIndex``.
    public static let standard: [AnimationChannel] = [
        .centerX, .centerY, .width, .height, .translationX, .translationY,
        .scaleX, .scaleY, .rotation, .shear, .transform3D, .alpha,
    ]

    /// ``centerX`` and ``centerY``.
    public static let center: [AnimationChannel] = [.centerX, .centerY]
    /// ``width`` and ``height``.
    public static let size: [AnimationChannel] = [.width, .height]
    /// The six components of the 2-D transform.
    public static let transform: [AnimationChannel] = [.translationX, .translationY, .scaleX, .scaleY, .rotation, .shear]

    /// The channel's position in ``standard``, or `nil` for a custom channel.
    @inlinable
    public var standardIndex: Int? {
        switch self {
        case .centerX: 0
        case .centerY: 1
        case .width: 2
        case .height: 3
        case .translationX: 4
        case .translationY: 5
        case .scaleX: 6
        case .scaleY: 7
        case .rotation: 8
        case .shear: 9
        case .transform3D: 10
        case .alpha: 11
        case .custom: nil
        }
    }

    /// When the channel counts as at rest (see the table above).
    public var restThreshold: RestThreshold {
        switch self {
        case .centerX, .centerY, .width, .height, .translationX, .translationY: .points
        case .scaleX, .scaleY, .shear: .scale
        case .rotation: .radians
        case .alpha: .alpha
        case .transform3D, .custom: .unit
        }
    }

    /// For example `"centerX"` or `"custom(cornerRadius)"`.
    public var description: String {
        switch self {
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .width: "width"
        case .height: "height"
        case .translationX: "translationX"
        case .translationY: "translationY"
        case .scaleX: "scaleX"
        case .scaleY: "scaleY"
        case .rotation: "rotation"
        case .shear: "shear"
        case .transform3D: "transform3D"
        case .alpha: "alpha"
        case .custom(let name): "custom(\(name))"
        }
    }
}
