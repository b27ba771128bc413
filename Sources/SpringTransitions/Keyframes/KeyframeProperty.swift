/// A property a keyframe carries: an element's center, size and opacity, or the content offset.
public enum KeyframeProperty: String, Sendable, Hashable, CaseIterable {
    /// The center's x, in points.
    case centerX
    /// The center's y, in points.
    case centerY
    /// The width, in points (never negative).
    case width
    /// The height, in points (never negative).
    case height
    /// The opacity, in [0, 1].
    case alpha
    /// The content offset's x, in points.
    case offsetX
    /// The content offset's y, in points.
    case offsetY

    /// The properties of an element's keyframes, in order.
    public static let element: [KeyframeProperty] = [.centerX, .centerY, .width, .height, .alpha]
    /// The properties of the content offset's keyframes, in order.
    public static let contentOffset: [KeyframeProperty] = [.offsetX, .offsetY]

    /// The transition channel it reads, for an element's property.
    var channel: AnimationChannel? {
        switch self {
        case .centerX: .centerX
        case .centerY: .centerY
        case .width: .width
        case .height: .height
        case .alpha: .alpha
        case .offsetX, .offsetY: nil
        }
    }

    /// The value of the property in `pose` (element properties).
    func value(in pose: LayoutAttributes) -> Double {
        switch self {
        case .centerX: pose.center.x
        case .centerY: pose.center.y
        case .width: pose.size.width
        case .height: pose.size.height
        case .alpha: pose.alpha
        case .offsetX, .offsetY: 0
        }
    }

    /// The range the pose clamps the value to.
    var range: ClosedRange<Double> {
        switch self {
        case .width, .height: 0...Double.infinity
        case .alpha: 0...1
        default: -Double.infinity...Double.infinity
        }
    }
}
