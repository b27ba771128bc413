import SpringTransitions

/// How the collection view scrolls on its own in a scenario (the file's `scroll` object): the
/// physics of the ``ScenarioEvent/Action/scroll(_:)`` events.
///
/// ```json
/// "scroll": {"rate": "normal", "paging": false, "snap": "cells"}
/// ```
///
/// `rate` is the deceleration rate per millisecond: `"normal"` (0.998), `"fast"` (0.99) or a
/// number in (0, 1). `paging` lands on page boundaries (the view's size). `snap: "cells"` lands
/// the leading edge of the view on the nearest cell's leading edge to the projected resting
/// offset; `"none"` (the default) rests where the deceleration ends.
public struct ScenarioScroll: Sendable, Hashable, Decodable {
    /// The deceleration rate per millisecond; default `ScrollDeceleration/normal`'s 0.998.
    public var rate: Double
    /// Whether a release lands on a page boundary.
    public var isPagingEnabled: Bool
    /// Whether a release lands a cell's leading edge at the view's leading edge.
    public var snapsToCells: Bool

    /// A configuration; every argument has the default described on its property.
    public init(rate: Double = 0.998, isPagingEnabled: Bool = false, snapsToCells: Bool = false) {
        self.rate = rate
        self.isPagingEnabled = isPagingEnabled
        self.snapsToCells = snapsToCells
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case rate, paging, snap }

    /// Decodes the object; every key is optional.
    ///
    /// - Throws: `DecodingError` for an unknown key, a rate name other than `"normal"`/`"fast"`, a
    ///   rate outside (0, 1), paging together with snapping, or a snap other than `"cells"`/`"none"`.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        self.init()
        if c.contains(.rate) {
            if let name = try? c.decode(String.self, forKey: .rate) {
                switch name {
                case "normal": rate = 0.998
                case "fast": rate = 0.99
                default:
                    throw ScenarioCoding.failure(c.codingPath + [CodingKeys.rate], "unknown rate '\(name)'; give \"normal\", \"fast\" or a number in (0, 1)")
                }
            } else {
                rate = try c.decode(Double.self, forKey: .rate)
                guard rate.isFinite, rate > 0, rate < 1 else {
                    throw ScenarioCoding.failure(c.codingPath + [CodingKeys.rate], "\(rate) must be between 0 and 1, exclusive")
                }
            }
        }
        isPagingEnabled = try c.decodeIfPresent(Bool.self, forKey: .paging) ?? false
        if let snap = try c.decodeIfPresent(String.self, forKey: .snap) {
            guard snap == "cells" || snap == "none" else {
                throw ScenarioCoding.failure(c.codingPath + [CodingKeys.snap], "unknown snap '\(snap)'; give \"cells\" or \"none\"")
            }
            snapsToCells = snap == "cells"
        }
        if isPagingEnabled && snapsToCells {
            throw ScenarioCoding.failure(c.codingPath + [CodingKeys.snap], "give either 'paging' or 'snap', not both")
        }
    }
}

/// A scroll gesture of a scenario's timeline.
public enum ScenarioScrollGesture: Sendable, Hashable {
    /// The finger is at this point (view coordinates): the first one begins a drag, the next ones
    /// move it (`{"drag": {"x": 195, "y": 600}}`).
    case drag(Point)
    /// The finger lifts with this velocity in points per second (`{"release": {"velocity": {…}}}`,
    /// default zero): the content decelerates, springs back or snaps.
    case release(velocity: Point)
    /// The content is flung with this offset velocity in points per second, as by a flick
    /// (`{"fling": {"velocity": {"x": 0, "y": 2400}}}`).
    case fling(velocity: Point)
}

/// The springy layout of a scenario (the file's `springy` object): the `from` layout's elements
/// hang on attachment springs and lag behind scroll gestures (objc.io's springy flow layout).
///
/// ```json
/// "springy": {"frequency": 1, "dampingRatio": 0.8, "resistance": 1500, "margin": 100}
/// ```
///
/// Every key is optional; the defaults are objc.io's.
public struct ScenarioSpringy: Sendable, Hashable, Decodable {
    /// The attachment springs' frequency in Hz; default 1.
    public var frequency: Double
    /// The attachment springs' damping ratio; default 0.8.
    public var dampingRatio: Double
    /// The resistance factor (points); default 1500.
    public var resistance: Double
    /// The padding around the viewport within which elements are simulated (points); default 100.
    public var margin: Double

    /// A springy layout; every argument has the default described on its property.
    public init(frequency: Double = 1, dampingRatio: Double = 0.8, resistance: Double = 1500, margin: Double = 100) {
        (self.frequency, self.dampingRatio) = (frequency, dampingRatio)
        self.resistance = resistance
        self.margin = margin
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case frequency, dampingRatio, resistance, margin }

    /// Decodes the object; every key is optional (the values are checked when the runner builds
    /// the layout, with the path `$.springy`).
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        self.init()
        frequency = try c.decodeIfPresent(Double.self, forKey: .frequency) ?? frequency
        dampingRatio = try c.decodeIfPresent(Double.self, forKey: .dampingRatio) ?? dampingRatio
        resistance = try c.decodeIfPresent(Double.self, forKey: .resistance) ?? resistance
        margin = try c.decodeIfPresent(Double.self, forKey: .margin) ?? margin
    }

    /// The springy layout over `base`.
    ///
    /// - Throws: the dynamics' or the layout's error for a non-positive or non-finite value.
    func makeLayout(over base: any Layout) throws -> SpringyLayout {
        let spring = try BodySpring.attachment(frequency: frequency, dampingRatio: dampingRatio)
        return try SpringyLayout(base: base, configuration: SpringyLayoutConfiguration(spring: spring, resistanceFactor: resistance, margin: margin))
    }
}
