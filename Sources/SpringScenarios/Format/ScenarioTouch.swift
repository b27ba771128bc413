import SpringTransitions

/// One touch of an exchange gesture (`ExchangeController`): `{"phase": "down", "cell": [0, 3]}`,
/// `{"phase": "move", "point": {"x": 120, "y": 300}}`, `{"phase": "up"}` or `{"phase": "cancel"}`.
///
/// Touches go through the controller's long-press recogniser, so a drag begins only once the
/// finger has stayed down for `ExchangeConfiguration/minimumPressDuration`. A location is a
/// point in content coordinates, or a cell, meaning the center of its frame in the layout shown
/// when the touch happens.
public struct ScenarioTouch: Sendable, Hashable, Decodable {
    /// What the finger does.
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        /// It touches down (`ExchangeController/touchDown(at:time:)`).
        case down
        /// It moves (`ExchangeController/touchMoved(to:time:)`).
        case move
        /// It lifts (`ExchangeController/touchUp(time:)`).
        case up
        /// The system cancels the touch (`ExchangeController/touchCancelled(time:)`).
        case cancel
    }

    /// Where a touch is.
    public enum Location: Sendable, Hashable {
        /// A point in content coordinates.
        case point(Point)
        /// The center of a cell's frame.
        case cell(IndexPath)
    }

    /// What the finger does.
    public var phase: Phase
    /// Where, for `down` and `move`; `nil` for `up` and `cancel`.
    public var location: Location?

    /// A touch.
    public init(phase: Phase, location: Location? = nil) {
        self.phase = phase
        self.location = location
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case phase, cell, point }

    /// Decodes `{"phase": …, "cell": [s, i]}` or `{"phase": …, "point": {"x", "y"}}`.
    ///
    /// - Throws: `DecodingError` for an unknown phase, a missing location on `down`/`move`, a
    ///   location on `up`/`cancel`, or both `cell` and `point`.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        let name = try c.decode(String.self, forKey: .phase)
        guard let phase = Phase(rawValue: name) else {
            throw ScenarioCoding.failure(c.codingPath + [CodingKeys.phase],
                                         "unknown touch phase '\(name)'; known: \(Phase.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if c.contains(.cell) && c.contains(.point) {
            throw ScenarioCoding.failure(c.codingPath + [CodingKeys.point], "give either 'cell' or 'point', not both")
        }
        var location: Location?
        if c.contains(.cell) { location = .cell(try ScenarioCoding.indexPath(c, .cell)) }
        if c.contains(.point) { location = .point(try c.decode(.point, with: ScenarioCoding.point)) }
        switch (phase, location) {
        case (.down, nil), (.move, nil):
            throw ScenarioCoding.failure(c.codingPath, "a '\(name)' touch needs a 'cell' or a 'point'")
        case (.up, _?), (.cancel, _?):
            throw ScenarioCoding.failure(c.codingPath + [c.contains(.cell) ? CodingKeys.cell : .point],
                                         "an '\(name)' touch has no location")
        default:
            self.init(phase: phase, location: location)
        }
    }
}
