/// The animation of one element of a `SpringTransitionLayout`: where it starts, where it ends,
/// the springs that carry it there and what it does on the way.
///
/// An animation splits its ``from`` → ``to`` change into ``AnimationChannel``s (center, size,
/// transform components, 3-D transform progress, alpha, custom channels). Only channels that move
/// — start ≠ target, or a non-zero initial velocity — get a slot in the transition's spring batch;
/// the others cost nothing. Every frame the transition integrates all slots of all animations at
/// once; when someone asks for the element's attributes, ``interpolatePose(_:values:)`` turns the
/// channel values back into a pose.
///
/// ## Customising
/// Providers (``AnimationProvider``) create one animation per element and can set its ``springs``,
/// ``initialVelocity`` and ``delay``. Subclasses override ``interpolatePose(_:values:)`` to animate
/// their own properties: call `super`, then derive anything from ``AnimationValues/progress`` or
/// from a channel declared with ``addChannel(named:from:to:threshold:)``. Subclassing works from
/// any module.
///
/// ## Discrete properties
/// ``LayoutAttributes/zIndex`` and ``LayoutAttributes/isHidden`` switch from ``from``'s values to
/// ``to``'s when the element's ``progress`` first reaches 0.5 (checked on every step of the
/// transition's clock, so the switch does not depend on who looks), and stay switched.
///
/// An animation belongs to at most one transition. Its configuration (``springs``,
/// ``initialVelocity``, ``delay``, declared channels) is read when the transition takes it over;
/// later changes have no effect.
open class AttributeAnimation {
    /// The element this animation moves (its identity in the layout being transitioned to; for a
    /// disappearing element, in the layout it leaves).
    public let element: ElementID
    /// Where the element starts. A provider may change it before handing the animation over (an
    /// appearing cell flying in from elsewhere); later changes are ignored. For an element that was
    /// already in the transition when it was retargeted, this is its pose at that moment.
    public var from: LayoutAttributes {
        get { _from }
        set { if !isAttached { _from = newValue } }
    }
    /// Where the element ends: its attributes in the next layout (or its disappearing attributes).
    /// A provider may change it before handing the animation over; later changes are ignored.
    /// A collection view installs the next layout itself when the transition finishes, so a
    /// changed target of a persisting or appearing element jumps to the next layout's attributes then.
    public var to: LayoutAttributes {
        get { _to }
        set { if !isAttached { _to = newValue } }
    }
    package var _from: LayoutAttributes
    package var _to: LayoutAttributes
    /// The spring of each channel.
    public var springs: ChannelSprings
    /// Each channel's velocity at the start, in the channel's unit per second.
    public var initialVelocity: ChannelVelocities
    /// Seconds to hold the element at ``from`` before its springs start (≥ 0). The start is exact,
    /// not rounded to the clock's step: the channels join the batch at the first step after the
    /// delay with the state the closed form gives for the time elapsed since then.
    public var delay: Double

    // MARK: Set up when a transition takes the animation over (see SpringTransitionLayout+Channels).

    /// The transition running the animation; `nil` before it is attached and after it is replaced.
    package weak var engine: (any AnimationEngine)?
    /// The animation's position in the engine's element table.
    package var entryIndex = -1
    /// Whether a transition has taken the animation over (ever).
    package var isAttached = false
    /// Whether a transition being started or retargeted has validated the animation for one of its
    /// elements and not yet attached it (refuses the same object for a second element).
    package var isClaimed = false
    /// The channels with a slot in the batch.
    package var table = ChannelTable()
    /// For each standard channel (``AnimationChannel/standardIndex``): its index in ``table``, or -1.
    package var standardSlot = InlineArray<12, Int16>(repeating: -1)
    /// Start and target of each standard channel (in channel units; rotation unwrapped onto the
    /// shortest path; transform3D as progress).
    package var fromStandard = InlineArray<12, Double>(repeating: 0)
    package var toStandard = InlineArray<12, Double>(repeating: 0)
    /// The 3-D transform's path (its matrices at progress 0 and 1, and their decompositions);
    /// `nil` when both are exactly the identity (most elements: no side allocation then).
    package var path3D: Transform3DPath?
    /// The decomposed 3-D transforms the ``AnimationChannel/transform3D`` progress interpolates;
    /// `nil` when an endpoint cannot be decomposed (the transform then switches at progress 0.5).
    package var from3D: Transform3D.Components? { path3D?.from }
    package var to3D: Transform3D.Components? { path3D?.to }
    /// The matrices at progress 0 and 1 of the transform3D channel.
    package var from3DMatrix: Transform3D { path3D?.fromMatrix ?? .identity }
    package var to3DMatrix: Transform3D { path3D?.toMatrix ?? .identity }
    /// Channels declared by ``addChannel(named:from:to:threshold:)``.
    package var declaredChannels: [DeclaredChannel] = []
    /// How ``progress`` is measured.
    package var progressRule = ProgressRule.complete
    /// Whether the element's progress has reached 0.5 on a clock step (zIndex and isHidden switched).
    package var hasPassedHalfway = false
    /// Whether the element is waiting for its delay to elapse.
    package var isWaiting = false
    /// The transition time at which a waiting element starts.
    package var startTime = 0.0

    /// An animation of `element` from `from` to `to`.
    ///
    /// - Parameters:
    ///   - element: the element; usually ``AnimationContext/element``.
    ///   - from: the start; usually ``AnimationContext/from``. A provider may change it (an
    ///     appearing cell flying in from elsewhere).
    ///   - to: the target; usually ``AnimationContext/to``.
    ///   - springs: the springs; default ``Spring/smooth`` for every channel.
    ///   - initialVelocity: each channel's velocity at the start; default at rest.
    ///   - delay: seconds to wait before starting; default 0.
    ///
    /// Values are checked when a transition takes the animation over (``TransitionError``).
    public init(element: ElementID, from: LayoutAttributes, to: LayoutAttributes,
                springs: ChannelSprings = ChannelSprings(.smooth),
                initialVelocity: ChannelVelocities = .zero, delay: Double = 0) {
        self.element = element
        self._from = from
        self._to = to
        self.springs = springs
        self.initialVelocity = initialVelocity
        self.delay = delay
    }

    /// An animation of the context's element from ``AnimationContext/from`` to ``AnimationContext/to``.
    public init(context: AnimationContext, springs: ChannelSprings = ChannelSprings(.smooth),
                initialVelocity: ChannelVelocities = .zero, delay: Double = 0) {
        self.element = context.element
        self._from = context.from
        self._to = context.to
        self.springs = springs
        self.initialVelocity = initialVelocity
        self.delay = delay
    }

    /// Declares an extra channel `name` that runs from `from` to `to` on the spring
    /// `springs[.custom(name)]`, for a subclass to read in ``interpolatePose(_:values:)`` through
    /// ``AnimationValues/value(of:)`` with `.custom(name)`.
    ///
    /// Unlike custom channels found in the attributes, a declared channel is not written into the
    /// pose: the subclass decides what it means. A declared name replaces an attribute channel of
    /// the same name. Call it before the animation is handed to a transition (in the subclass's
    /// initialiser or the provider). A call on an animation a transition has already taken over
    /// changes nothing and is an error: that transition's next `SpringTransitionLayout/advance(by:)`
    /// throws ``TransitionError/invalidAnimation(element:field:value:requirement:)`` naming the
    /// element and the channel (use ``declareChannel(named:from:to:threshold:)`` to get the error
    /// at the call instead).
    ///
    /// - Parameters:
    ///   - name: the channel's name; it is ``AnimationChannel/custom(_:)`` with this name.
    ///   - from: its value at the start (finite; checked when a transition takes the animation over).
    ///   - to: its target (finite).
    ///   - threshold: when the channel counts as at rest; default ``RestThreshold/unit``.
    public final func addChannel(named name: String, from: Double, to: Double, threshold: RestThreshold = .unit) {
        guard !isAttached else {
            engine?.refuseLateChannel(name, of: element)
            return
        }
        declaredChannels.removeAll { $0.name == name }
        declaredChannels.append(DeclaredChannel(name: name, from: from, to: to, threshold: threshold))
    }

    /// Writes the current channel values into `pose`.
    ///
    /// `pose` arrives as ``to`` (with ``element`` as its identity). The base implementation writes
    /// every channel that moves: center, size (clamped at 0), the 2-D transform rebuilt from its
    /// components while any of them is moving (exactly ``to``'s transform once they rest), the 3-D
    /// transform interpolated at its progress, alpha (clamped to [0, 1]), custom channels of the
    /// attributes, and ``from``'s zIndex and isHidden until the element is halfway.
    ///
    /// Override it to animate properties of your own: call `super` first, then set what you need
    /// from `values` (``AnimationValues/progress``, or any channel's value and velocity). Called
    /// for queried elements only, at most once per element and frame; it must not allocate if
    /// frames are to stay allocation-free.
    open func interpolatePose(_ pose: inout LayoutAttributes, values: AnimationValues) {
        writeStandardPose(&pose, values: values)
    }

    /// The element's progress from ``from`` to ``to``: the signed fraction of the way covered
    /// along the from → to vector of center and size (a projection, so an overshoot goes past 1
    /// and a fling backwards below 0). When center and size do not move, the channel with the
    /// largest travel relative to its rest threshold is used; 1 when nothing moves at all.
    /// 0 while waiting for the ``delay``; 1 when the animation is not part of a running transition.
    public var progress: Double { engine?.presentedProgress(of: self) ?? 1 }

    /// Whether every channel has come to rest on its target (and any delay has elapsed).
    /// True when the animation is not part of a running transition.
    public var isSettled: Bool { engine?.isSettled(self) ?? true }

    /// Whether the element is still waiting for its ``delay`` to elapse.
    public var isDelayed: Bool { engine != nil && isWaiting }

    /// Whether `channel` has a slot and is still moving at the transition's current time (not yet
    /// at rest on its target; a delayed element's channels move once the delay has run out).
    public func isMoving(_ channel: AnimationChannel) -> Bool {
        engine?.isMoving(channel, in: self) ?? false
    }

    /// The channels that have a slot in the transition's batch (the ones that move), in the order
    /// they were added. Empty before a transition takes the animation over.
    public var channels: [AnimationChannel] { table.map(\.channel) }

    /// The channel's current value as presented (at the transition's current time), or `nil` for a
    /// custom channel the animation does not have. Channels that do not move report their
    /// constant value; for ``AnimationChannel/transform3D`` the progress.
    public func value(of channel: AnimationChannel) -> Double? {
        engine?.presentedValue(of: channel, in: self)?.value ?? staticValue(of: channel)
    }

    /// The channel's current velocity, in its unit per second, or `nil` for a custom channel the
    /// animation does not have.
    public func velocity(of channel: AnimationChannel) -> Double? {
        if let engine { return engine.presentedValue(of: channel, in: self)?.velocity }
        return staticValue(of: channel) == nil ? nil : 0
    }
}
