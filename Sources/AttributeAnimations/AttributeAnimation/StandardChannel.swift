/// The slots of the twelve standard channels in an animation's per-channel arrays
/// (`fromStandard`, `toStandard`, `standardSlot`): the order of ``AnimationChannel/standard``.
package enum StandardChannel: Int, CaseIterable {
    /// Center, size, the 2-D transform's six components, the 3-D transform's progress from its
    /// start matrix to its target (0…1), and alpha: the channels of the same names.
    case centerX, centerY, width, height, translationX, translationY, scaleX, scaleY, rotation, shear, transform3D, alpha

    /// The number of standard channels, 12.
    package static let count = 12
}

extension InlineArray {
    /// The element of standard channel `channel` (an array indexed like ``AnimationChannel/standard``).
    package subscript(_ channel: StandardChannel) -> Element {
        get { self[channel.rawValue] }
        set { self[channel.rawValue] = newValue }
    }
}
