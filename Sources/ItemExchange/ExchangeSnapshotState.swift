/// The snapshot that follows the finger: its attributes as created, where it rests, its flight
/// there, its blink and its alpha.
struct ExchangeSnapshotState: Sendable, Hashable {
    /// The snapshot as created at the catch (id, size, transform, custom channels…).
    var attributes: LayoutAttributes
    /// Where the snapshot is (while dragging: the finger plus the grab offset) or is flying to
    /// (after the release: the center of the dragged item's final cell).
    var restingCenter: Point
    /// The offset from ``restingCenter`` while flying to it after the release; zero before.
    var flight: SpringTrack2D?
    /// The scale blink.
    var blink: BlinkTrack
    /// The fade to alpha 0 once the release completes; `nil` before (the alpha is the one of
    /// ``attributes``).
    var fade: SpringTrack?

    /// From this time on the snapshot is gone (infinity until the fade starts).
    var removalTime: Double { fade?.settleTime ?? .infinity }

    /// The alpha and its rate at `time`.
    func alpha(at time: Double) -> (value: Double, velocity: Double) {
        fade?.state(at: time) ?? (attributes.alpha, 0)
    }

    /// The center at `time`.
    func center(at time: Double) -> Point {
        guard let flight else { return restingCenter }
        let offset = flight.state(at: time).offset
        return Point(x: restingCenter.x + offset.x, y: restingCenter.y + offset.y)
    }

    /// The attributes at `time`, or `nil` once removed.
    func attributes(at time: Double) -> LayoutAttributes? {
        guard time < removalTime else { return nil }
        var a = attributes
        a.center = center(at: time)
        let scale = blink.state(at: time).scale
        if scale != 1 {
            a.transform = AffineTransform(scaleX: scale, y: scale).concatenating(attributes.transform)
        }
        a.alpha = Swift.min(1, Swift.max(0, alpha(at: time).value))
        return a
    }

    /// Whether anything about the snapshot still changes after `time`.
    func isAnimating(at time: Double) -> Bool {
        if time >= removalTime { return false }
        if removalTime < .infinity { return true }
        return time < blink.settleTime || (flight.map { $0.isActive(at: time) } ?? false)
    }
}
