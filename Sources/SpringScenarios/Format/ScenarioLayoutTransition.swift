import SpringTransitions

/// A Texture-style layout transition in a scenario's timeline: the state of a `TransitionNode`
/// changes (its layout, its data, its size) and the node transitions to the layout for the new
/// state (`TransitionNode/transitionLayout(animated:)`, or
/// `TransitionNode/transitionLayout(toSize:animated:)` for a new size).
///
/// ```json
/// {"to": {"name": "grid", "parameters": {"columns": 2}}, "sections": [12], "size": {"width": 844, "height": 390},
///  "animated": true}
/// ```
///
/// The first such event makes the node from the collection view at rest (its bounds size, data
/// and layout; the scenario's provider and integrator animate it); from then on the frames show
/// the node's presented layout. The node has no scroll position: the frames keep the collection
/// view's content offset.
public struct ScenarioLayoutTransition: Sendable, Hashable, Decodable {
    /// The layout of the new state; `nil` to keep the node's.
    public var to: PluginReference?
    /// The item counts of the new state; `nil` to keep the node's.
    public var sections: [Int]?
    /// The new size; `nil` to keep the node's.
    public var size: Size?
    /// Whether the transition animates (default `true`); otherwise it completes at once.
    public var animated: Bool

    /// A layout transition.
    public init(to: PluginReference? = nil, sections: [Int]? = nil, size: Size? = nil, animated: Bool = true) {
        self.to = to
        self.sections = sections
        self.size = size
        self.animated = animated
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case to, sections, size, animated }

    /// Decodes the object; every key is optional.
    ///
    /// - Throws: `DecodingError` for a bad value.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        self.init(to: try c.decodeIfPresent(PluginReference.self, forKey: .to),
                  sections: try c.decodeIfPresent([Int].self, forKey: .sections),
                  size: try c.decodeIfPresent(.size, with: ScenarioCoding.size),
                  animated: try c.decodeIfPresent(Bool.self, forKey: .animated) ?? true)
    }
}
