import SpringTransitions

/// The timing curve of a scenario's eased transitions: a name the ``PluginRegistry`` resolves
/// (a built-in `Easing` such as `"quadraticInOut"`, `"cubicBezier(0.25, 0.1, 0.25, 1)"`, or an
/// easing you registered), or a CSS cubic Bézier given by its control points.
///
/// In JSON `"quadraticInOut"` or `{"cubicBezier": [0.25, 0.1, 0.25, 1]}`.
public enum ScenarioEasing: Sendable, Hashable, Decodable {
    /// An easing by its registry name, resolved when the scenario runs.
    case named(String)
    /// A cubic Bézier from (0, 0) to (1, 1) through (x1, y1) and (x2, y2); checked when decoded.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

    enum CodingKeys: String, CodingKey, CaseIterable { case cubicBezier }

    /// Decodes a name or `{"cubicBezier": [x1, y1, x2, y2]}`.
    ///
    /// - Throws: `DecodingError` for another kind of value, a list that is not four numbers, or
    ///   control points `CubicBezier/init(x1:y1:x2:y2:)` refuses (its message, at the list's path).
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self = .named(name)
            return
        }
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        let points = try c.decode([Double].self, forKey: .cubicBezier)
        guard points.count == 4 else {
            throw ScenarioCoding.failure(c.codingPath + [CodingKeys.cubicBezier],
                                         "a cubic Bézier has four control-point coordinates [x1, y1, x2, y2]; got \(points.count)")
        }
        do {
            _ = try CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        } catch {
            throw ScenarioCoding.failure(c.codingPath + [CodingKeys.cubicBezier], "\(error)")
        }
        self = .cubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    }

    /// The curve: a name looked up in `registry` (``PluginRegistry/easing(named:)``), or the Bézier.
    ///
    /// - Throws: ``PluginError/unknown(kind:name:available:)`` for an unknown name, or
    ///   `EasingError` for invalid control points.
    public func easing(in registry: PluginRegistry) throws -> Easing {
        switch self {
        case .named(let name): try registry.easing(named: name)
        case let .cubicBezier(x1, y1, x2, y2): try Easing.cubicBezier(x1, y1, x2, y2)
        }
    }
}
