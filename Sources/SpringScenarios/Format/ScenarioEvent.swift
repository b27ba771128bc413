import SpringTransitions

/// Something that happens at a time during a scenario: `{"at": 0.3, "<kind>": {…}}` with exactly
/// one kind.
///
/// - `"retarget": {"to": <layout>, "provider": <provider>, "spring": {…}, "placement": {…}}`:
///   send the elements to another layout from where they are, keeping their velocity
///   (`SpringTransitionLayout/retarget(to:using:toContentOffset:)`); once the transition has
///   ended, a new transition starts instead. Without `provider`/`spring` the running transition's
///   provider is kept (a new transition uses the scenario's). Without `placement` the target
///   offset is the new layout's proposal for the current offset.
/// - `"placement": {…}`: change where the running transition leaves the content offset.
/// - `"cancelInPlace": {"keepingVelocity": false}`: stop where everything is
///   (`CollectionView/cancelTransitionInPlace()`), or with `keepingVelocity` coast to a stop
///   (`CollectionView/cancelTransitionInPlaceKeepingVelocity()`).
/// - `"touch": {"phase": "down", "cell": [0, 3]}`: a touch of an exchange gesture
///   (``ScenarioTouch``), handled by an `ExchangeController` over the collection view; only
///   while no transition runs.
/// - `"interactive": {"to": <layout>, "placement": {…}}`: start an interactive transition at
///   progress 0 (`CollectionView/startInteractiveTransition(to:toContentOffset:completion:)`);
///   `"progress": 0.4` sets its progress (values outside [0, 1] extrapolate); `"finish": {"velocity":
///   1.5, "spring": {…}}` and `"cancel": {"velocity": -1}` hand it over to springs
///   (``ScenarioHandOff``).
/// - `"batchUpdates": {"insert": [[0, 1]], "delete": [[0, 5]], "move": [{"from": [0, 2], "to": [0, 7]}], …}`:
///   a batch update animated on springs (``ScenarioBatchUpdate``).
/// - `"bounds": {"width": 844, "height": 390}`: a new bounds size (a rotation), animated on springs
///   (`CollectionView/setBoundsSize(_:animatedWith:integrator:configuration:)`).
/// - `"layoutTransition": {"to": <layout>, "sections": […], "size": {…}, "animated": true}`: a
///   Texture-style transition of a `TransitionNode` (``ScenarioLayoutTransition``).
///
/// - `"seek": 0.2`: place everything back at the state it had at 0.2 s (at most the event's own
///   time), replaying the scenario up to it, and go on from there: the player shows the jump back.
///   Spring, eased and interactive transitions only.
///
/// With an eased motion (`motion.easing`), `retarget` starts an eased transition from the current
/// poses unless it gives a `provider` or `spring`, which hands the elements over to springs.
public struct ScenarioEvent: Sendable, Hashable, Decodable {
    /// What happens.
    public enum Action: Sendable, Hashable {
        /// Retarget to `to` with an optional new provider and placement.
        case retarget(to: PluginReference, provider: PluginReference?, placement: ScenarioPlacement?)
        /// A new target offset for the running transition.
        case placement(ScenarioPlacement)
        /// Cancel in place, optionally coasting with the current velocity.
        case cancelInPlace(keepingVelocity: Bool)
        /// A touch of an exchange gesture.
        case touch(ScenarioTouch)
        /// Start an interactive transition to `to`, with an optional target offset.
        case interactive(to: PluginReference, placement: ScenarioPlacement?)
        /// Set the interactive transition's progress.
        case progress(Double)
        /// Finish the interactive transition on springs.
        case finish(ScenarioHandOff)
        /// Send the interactive transition back on springs.
        case cancel(ScenarioHandOff)
        /// Apply and animate a batch update.
        case batchUpdates(ScenarioBatchUpdate)
        /// Animate the bounds to a new size.
        case bounds(Size)
        /// A Texture-style layout transition of a transition node.
        case layoutTransition(ScenarioLayoutTransition)
        /// A scroll gesture: `drag`, `release` or `fling` (see ``ScenarioScrollGesture``), moving the
        /// content with the collection view at rest, with the file's ``Scenario/scroll`` physics.
        case scroll(ScenarioScrollGesture)
        /// Place the scenario back at an earlier instant (seconds since its start, at most the
        /// event's own time): everything shows the state it had then, by replaying the scenario
        /// up to it, and goes on from there (scrubbing; see `SeekableSpringTransition`).
        case seek(Double)
    }

    /// When, in seconds since the scenario started (≥ 0, at most ``Scenario/maxDuration``).
    public var time: Double
    /// What happens.
    public var action: Action

    /// An event.
    public init(time: Double, action: Action) {
        self.time = time
        self.action = action
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case at, retarget, placement, cancelInPlace, touch, interactive, progress, finish, cancel, batchUpdates, bounds, layoutTransition,
             drag, release, fling, seek
    }
    enum VelocityKeys: String, CodingKey, CaseIterable { case velocity }
    enum RetargetKeys: String, CodingKey, CaseIterable { case to, provider, spring, placement }
    enum InteractiveKeys: String, CodingKey, CaseIterable { case to, placement }
    enum CancelKeys: String, CodingKey, CaseIterable { case keepingVelocity }

    /// The kinds, in the order messages list them.
    static let kinds: [CodingKeys] = [.retarget, .placement, .cancelInPlace, .touch, .interactive, .progress, .finish, .cancel,
                                      .batchUpdates, .bounds, .drag, .release, .fling, .seek, .layoutTransition]

    /// Decodes `{"at": t, "<kind>": {…}}`.
    ///
    /// - Throws: `DecodingError` for a missing `at`, no kind or several, an unknown key (the
    ///   message lists the known ones) or a bad value.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        let kinds = Self.kinds.filter { c.contains($0) }
        guard kinds.count == 1 else {
            throw ScenarioCoding.failure(c.codingPath, kinds.isEmpty
                ? "an event needs one of \(Self.kinds.dropLast().map { "'\($0.stringValue)'" }.joined(separator: ", ")) or 'layoutTransition'"
                : "an event has one kind; got \(kinds.map { "'\($0.stringValue)'" }.joined(separator: " and "))")
        }
        let time = try c.decode(Double.self, forKey: .at)
        let action: Action
        switch kinds[0] {
        case .retarget:
            let r = try ScenarioCoding.container(c.superDecoder(forKey: .retarget), RetargetKeys.self)
            let provider = try ScenarioCoding.provider(r, spring: .spring, provider: .provider)
            let (to, placement) = try ScenarioCoding.destination(r, to: .to, placement: .placement)
            action = .retarget(to: to, provider: provider, placement: placement)
        case .placement:
            action = .placement(try c.decode(ScenarioPlacement.self, forKey: .placement))
        case .touch:
            action = .touch(try c.decode(ScenarioTouch.self, forKey: .touch))
        case .interactive:
            let r = try ScenarioCoding.container(c.superDecoder(forKey: .interactive), InteractiveKeys.self)
            let (to, placement) = try ScenarioCoding.destination(r, to: .to, placement: .placement)
            action = .interactive(to: to, placement: placement)
        case .progress:
            action = .progress(try c.decode(Double.self, forKey: .progress))
        case .finish:
            action = .finish(try c.decode(ScenarioHandOff.self, forKey: .finish))
        case .cancel:
            action = .cancel(try c.decode(ScenarioHandOff.self, forKey: .cancel))
        case .batchUpdates:
            action = .batchUpdates(try c.decode(ScenarioBatchUpdate.self, forKey: .batchUpdates))
        case .bounds:
            action = .bounds(try c.decode(.bounds, with: ScenarioCoding.size))
        case .seek:
            action = .seek(try c.decode(Double.self, forKey: .seek))
        case .layoutTransition:
            action = .layoutTransition(try c.decode(ScenarioLayoutTransition.self, forKey: .layoutTransition))
        case .drag:
            action = .scroll(.drag(try c.decode(.drag, with: ScenarioCoding.point)))
        case .release, .fling:
            let key = kinds[0]
            let v = try ScenarioCoding.container(c.superDecoder(forKey: key), VelocityKeys.self)
            let velocity = try v.decodeIfPresent(.velocity, with: ScenarioCoding.point) ?? .zero
            guard velocity.x.isFinite, velocity.y.isFinite, abs(velocity.x) <= 1e6, abs(velocity.y) <= 1e6 else {
                throw ScenarioCoding.failure(v.codingPath + [VelocityKeys.velocity], "(\(velocity.x), \(velocity.y)) must be finite and at most 1000000 points per second")
            }
            action = .scroll(key == .release ? .release(velocity: velocity) : .fling(velocity: velocity))
        default:
            let k = try ScenarioCoding.container(c.superDecoder(forKey: .cancelInPlace), CancelKeys.self)
            action = .cancelInPlace(keepingVelocity: try k.decodeIfPresent(Bool.self, forKey: .keepingVelocity) ?? false)
        }
        self.init(time: time, action: action)
    }
}
