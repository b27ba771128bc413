/// A stage of a recognised long press, as `UILongPressGestureRecognizer` reports it: what
/// ``ExchangeController``'s stage methods consume. Points are in content coordinates.
public enum LongPressStage: Sendable, Hashable {
    /// The press was held long enough without moving too far; the location at that moment.
    case began(Point)
    /// The finger moved after the press began.
    case changed(Point)
    /// The finger was lifted after the press began.
    case ended
    /// The system cancelled the press after it began.
    case cancelled
}
