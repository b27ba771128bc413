import SpringTransitions

/// A reproducible layout transition, as a value or a JSON file: a collection view, the layout it
/// shows and the one it goes to, how the elements move, where the content offset ends, and a
/// timeline of events. ``ScenarioRunner`` plays it frame by frame.
///
/// Layouts, providers and integrators are named (``PluginReference``) and made by a
/// ``PluginRegistry`` when the scenario runs, so a file can use your own plugins: register them
/// and pass the registry to the runner. The format is documented in `Examples/Scenarios/README.md`
/// and `Schemas/scenario.schema.json`:
///
/// ```json
/// {
///   "name": "grid-to-list",
///   "collection": {"sections": [20, 20, 20], "bounds": {"width": 390, "height": 844},
///                  "contentOffset": {"x": 0, "y": 120}},
///   "from": {"name": "flow", "parameters": {"itemSize": {"width": 84, "height": 84}}},
///   "to": {"name": "flow", "parameters": {"itemSize": {"width": 390, "height": 56}}},
///   "motion": {"spring": {"response": 0.55, "dampingRatio": 0.78}, "integrator": "gsl-rkf45"},
///   "placement": {"indexPath": [1, 10], "position": "centeredVertically"},
///   "timeline": [{"at": 0.3, "retarget": {"to": "grid"}}]
/// }
/// ```
///
/// Decoding checks types and keys (a misspelt key is an error listing the known ones);
/// ``validate()`` checks sizes and times against ``ScenarioLimits``; the runner checks names
/// against the registry. Library code does not read files: decode the text with any `Decoder`,
/// or pass the parsed ``JSONValue`` to ``init(json:)`` for errors as ``ScenarioError``s.
public struct Scenario: Sendable, Hashable, Decodable {
    /// A short name, for titles.
    public var name: String?
    /// What the scenario shows (the file's `description`).
    public var summary: String?
    /// The collection view at the start.
    public var collection: ScenarioCollection
    /// The layout shown at the start.
    public var from: PluginReference
    /// The layout the transition goes to; `nil` for no transition at the start (a scenario of
    /// exchange gestures, or one whose timeline starts the transitions).
    public var to: PluginReference?
    /// How the elements move.
    public var motion: ScenarioMotion
    /// Where the transition leaves the content offset; `nil` for the next layout's proposal.
    public var placement: ScenarioPlacement?
    /// Events in time order.
    public var timeline: [ScenarioEvent]
    /// The tunables of the exchange controller that handles `touch` events; default
    /// `ExchangeConfiguration/init(mode:alphaForDisplacedItem:animationDuration:blinkToScaleForCatch:blinkToScaleForRelease:snapshotAlpha:minimumPressDuration:allowableMovement:)`'s.
    public var exchange: ExchangeConfiguration
    /// The scroll physics of `drag`, `release` and `fling` events (the file's `scroll`); default
    /// a `.normal` deceleration without paging or snapping.
    public var scroll: ScenarioScroll = ScenarioScroll()
    /// The springy layout wrapped around `from` (the file's `springy`), or `nil`.
    public var springy: ScenarioSpringy?
    /// The frame rate to run at unless the runner is given another (the file's `fps`); default 60.
    public var framesPerSecond: Double
    /// The run stops after this many seconds even if the elements still move; default 10.
    public var maxDuration: Double

    /// A scenario; see each property for the defaults.
    public init(name: String? = nil, summary: String? = nil, collection: ScenarioCollection, from: PluginReference,
                to: PluginReference?, motion: ScenarioMotion = ScenarioMotion(), placement: ScenarioPlacement? = nil,
                timeline: [ScenarioEvent] = [], exchange: ExchangeConfiguration = ExchangeConfiguration(),
                framesPerSecond: Double = 60, maxDuration: Double = 10) {
        (self.name, self.summary) = (name, summary)
        self.collection = collection
        (self.from, self.to) = (from, to)
        self.motion = motion
        self.placement = placement
        self.timeline = timeline
        self.exchange = exchange
        (self.framesPerSecond, self.maxDuration) = (framesPerSecond, maxDuration)
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, description, collection, from, to, motion, placement, timeline, exchange, scroll, springy, fps, maxDuration
    }

    /// Decodes a scenario object (a `$schema` key is allowed and ignored) and validates it.
    ///
    /// - Throws: `DecodingError` for a malformed value (its coding path leads to it), or
    ///   ``ScenarioError`` from ``validate()``.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self, ignoring: ["$schema"])
        self.init(
            name: try c.decodeIfPresent(String.self, forKey: .name),
            summary: try c.decodeIfPresent(String.self, forKey: .description),
            collection: try c.decode(ScenarioCollection.self, forKey: .collection),
            from: try c.decode(PluginReference.self, forKey: .from),
            to: try c.decodeIfPresent(PluginReference.self, forKey: .to),
            motion: try c.decodeIfPresent(ScenarioMotion.self, forKey: .motion) ?? ScenarioMotion(),
            placement: try c.decodeIfPresent(ScenarioPlacement.self, forKey: .placement),
            timeline: try c.decodeIfPresent([ScenarioEvent].self, forKey: .timeline) ?? [],
            exchange: try c.decodeIfPresent(.exchange, with: ScenarioCoding.exchangeConfiguration) ?? ExchangeConfiguration(),
            framesPerSecond: try c.decodeIfPresent(Double.self, forKey: .fps) ?? 60,
            maxDuration: try c.decodeIfPresent(Double.self, forKey: .maxDuration) ?? 10)
        scroll = try c.decodeIfPresent(ScenarioScroll.self, forKey: .scroll) ?? ScenarioScroll()
        springy = try c.decodeIfPresent(ScenarioSpringy.self, forKey: .springy)
        if to == nil && placement != nil {
            throw ScenarioCoding.failure(c.codingPath + [CodingKeys.placement], "a placement needs a transition: give 'to'")
        }
        try validate()
    }

    /// Decodes and validates the scenario in a parsed JSON document.
    ///
    /// - Throws: ``ScenarioError`` with the path to the offending value, for example
    ///   `$.collection.bounds.width: expected a number, found a string`.
    public init(json: JSONValue) throws(ScenarioError) {
        self = try ScenarioError.decoding { try json.decode(Scenario.self) }
    }
}
