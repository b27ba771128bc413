/// The slots of the twelve standard channels in an animation's per-channel arrays
/// (`fromStandard`, `toStandard`, `standardSlot`): the order of ``AnimationChannel/standard``.
enum StandardChannel: Int, CaseIterable {
    /// The center's x.
    case centerX
    /// The center's y.
    case centerY
    /// The size's width.
    case width
    /// The size's height.
    case height
    /// The 2-D transform's x translation.
    case translationX
    /// The 2-D transform's y translation.
    case translationY
    /// The 2-D transform's x scale.
    case scaleX
    /// The 2-D transform's y scale.
    case scaleY
    /// The 2-D transform's rotation, in radians.
    case rotation
    /// The 2-D transform's shear.
    case shear
    /// The 3-D transform's progress from its start matrix to its target (0…1).
    case transform3D
    /// The opacity.
    case alpha

    /// The number of standard channels, 12.
    static let count = 12
}

extension InlineArray {
    /// The element of standard channel `channel` (an array indexed like ``AnimationChannel/standard``).
    subscript(_ channel: StandardChannel) -> Element {
        get { self[channel.rawValue] }
        set { self[channel.rawValue] = newValue }
    }
}
