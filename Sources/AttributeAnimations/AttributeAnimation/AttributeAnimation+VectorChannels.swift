extension TransitionError {
    /// The error for a channel added after a transition took the animation over.
    package static func lateChannel(_ name: String, of element: ElementID) -> TransitionError {
        .invalidAnimation(element: element, field: "addChannel(named:)", value: "\"\(name)\"",
                          requirement: "channels must be declared before the animation is handed to a transition")
    }
}

extension AttributeAnimation {
    /// ``addChannel(named:from:to:threshold:)`` that refuses a late call at once: on an animation a
    /// transition has already taken over it throws (and changes nothing) instead of making the
    /// transition's next advance fail.
    ///
    /// - Throws: ``TransitionError/invalidAnimation(element:field:value:requirement:)`` with field
    ///   `addChannel(named:)` and the channel's name as value.
    public final func declareChannel(named name: String, from: Double, to: Double,
                                     threshold: RestThreshold = .unit) throws(TransitionError) {
        guard !isAttached else { throw .lateChannel(name, of: element) }
        addChannel(named: name, from: from, to: to, threshold: threshold)
    }

    /// Declares a vector channel `name` (a SIMD colour, a point...) in one call: one scalar
    /// declared channel per component, named `name[0]`, `name[1]`, …, each on the spring
    /// `springs[.custom("name[i]")]` (default ``ChannelSprings/default``) with `threshold`.
    /// Read it back in ``interpolatePose(_:values:)`` with ``AnimationValues/value(of:as:)``.
    ///
    /// Declared channels live in the transition's spring batch, not in the attributes, so any
    /// number of components costs no per-frame allocation. Writing them into
    /// ``LayoutAttributes/customChannels`` is another matter: that storage holds
    /// ``CustomChannels/inlineCapacity`` (4) channels inline; more spill into a heap array (still
    /// correct, but one allocation whenever such attributes are created or grow).
    ///
    /// The same rules as ``addChannel(named:from:to:threshold:)``: components must be finite
    /// (checked when a transition takes the animation over); a late call is an error.
    public final func addVectorChannel<V: SIMD & VectorArithmetic>(named name: String, from: V, to: V,
                                                                   threshold: RestThreshold = .unit) where V.Scalar: BinaryFloatingPoint {
        guard !isAttached else {
            engine?.refuseLateChannel(name, of: element)
            return
        }
        declaredChannels.removeAll { $0.vector == name || $0.name == name }
        for i in 0..<V.scalarCount {
            let component = "\(name)[\(i)]"
            declaredChannels.removeAll { $0.name == component }
            declaredChannels.append(DeclaredChannel(name: component, from: Double(from[i]), to: Double(to[i]),
                                                    threshold: threshold, vector: name, component: i))
        }
    }
}

extension AnimationValues {
    /// The current value of the vector channel `name` declared with
    /// ``AttributeAnimation/addVectorChannel(named:from:to:threshold:)``, or `nil` when
    /// the animation has no such vector channel of `type`'s size. Allocates nothing.
    public func value<V: SIMD & VectorArithmetic>(of name: String, as type: V.Type) -> V? where V.Scalar: BinaryFloatingPoint {
        vector(name, V.self) { self.value(of: $0) }
    }

    /// The current velocity of the vector channel `name`, per component, or `nil` (see ``value(of:as:)``).
    public func velocity<V: SIMD & VectorArithmetic>(of name: String, as type: V.Type) -> V? where V.Scalar: BinaryFloatingPoint {
        vector(name, V.self) { self.velocity(of: $0) }
    }

    private func vector<V: SIMD>(_ name: String, _ type: V.Type, _ read: (AnimationChannel) -> Double?) -> V?
    where V.Scalar: BinaryFloatingPoint {
        var result = V()
        var found = 0
        for d in animation.declaredChannels where d.vector == name {
            guard d.component < V.scalarCount, let x = read(.custom(d.name)) else { return nil }
            result[d.component] = V.Scalar(x)
            found += 1
        }
        return found == V.scalarCount ? result : nil
    }
}
