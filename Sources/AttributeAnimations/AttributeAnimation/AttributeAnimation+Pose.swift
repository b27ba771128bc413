// The base pose, channel endpoints and the progress rule of an animation.

extension AttributeAnimation {
    /// The standard channel values of `attributes`, in ``AnimationChannel/standard`` order; the
    /// transform3D slot holds 1 (its progress channel ends at 1).
    package static func standardValues(of attributes: LayoutAttributes) -> InlineArray<12, Double> {
        standardValues(center: attributes.center, size: attributes.size, transform: attributes.transform,
                       alpha: attributes.alpha)
    }

    /// The standard values of ``from``, read in place (no copy of the attributes).
    package func standardValuesOfFrom() -> InlineArray<12, Double> {
        Self.standardValues(center: _from.center, size: _from.size, transform: _from.transform, alpha: _from.alpha)
    }

    /// The standard values of ``to``, read in place (no copy of the attributes).
    package func standardValuesOfTo() -> InlineArray<12, Double> {
        Self.standardValues(center: _to.center, size: _to.size, transform: _to.transform, alpha: _to.alpha)
    }

    /// Whether either end has custom channels or the animation declared some.
    package var hasCustomChannels: Bool {
        !_from.customChannels.isEmpty || !_to.customChannels.isEmpty || !declaredChannels.isEmpty
    }

    /// The twelve standard channel values of attributes with these center, size, transform and alpha.
    package static func standardValues(center: Point, size: Size, transform: AffineTransform,
                               alpha: Double) -> InlineArray<12, Double> {
        let k = transform.isIdentity ? AffineTransform.Components.identity : transform.components
        var v = InlineArray<12, Double>(repeating: 0)
        v[.centerX] = center.x
        v[.centerY] = center.y
        v[.width] = size.width
        v[.height] = size.height
        v[.translationX] = k.translationX
        v[.translationY] = k.translationY
        v[.scaleX] = k.scaleX
        v[.scaleY] = k.scaleY
        v[.rotation] = k.rotation
        v[.shear] = k.shear
        v[.transform3D] = 1
        v[.alpha] = alpha
        return v
    }

    /// The distance the element's center travels from its start to its target, in points.
    package var centerTravel: Double {
        let dx = toStandard[.centerX] - fromStandard[.centerX], dy = toStandard[.centerY] - fromStandard[.centerY]
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The channel's value when no transition runs the animation: its target.
    package func staticValue(of channel: AnimationChannel) -> Double? {
        if let k = channel.standardIndex {
            return isAttached ? toStandard[k] : Self.standardValues(of: _to)[k]
        }
        guard case .custom(let name) = channel else { return nil }
        if let c = table.first(where: { $0.channel == channel }) { return c.to }
        if let d = declaredChannels.first(where: { $0.name == name }) { return d.to }
        return _to.customChannels[name] ?? _from.customChannels[name]
    }

    /// How ``progress`` is measured, from the animation's slots `channels` and its endpoints.
    package func makeProgressRule(channels table: ArraySlice<AnimatedChannel>) -> ProgressRule {
        var delta = InlineArray<4, Double>(repeating: 0)
        for k in 0..<4 { delta[k] = toStandard[k] - fromStandard[k] }
        return .make(delta: delta, slots: table.lazy.map { ($0.to - $0.from, $0.restDisplacement) })
    }

    /// The 3-D transform at progress `fraction` of the transform3D channel.
    package func transform3D(at fraction: Double) -> Transform3D {
        if let a = from3D, let b = to3D {
            return Transform3D(components: .interpolate(from: a, to: b, fraction: fraction))
        }
        return fraction < 0.5 ? from3DMatrix : to3DMatrix
    }

    /// The base implementation of ``interpolatePose(_:values:)``: the engine running the
    /// animation writes the presented channels (see ``AnimationEngine``).
    package func writeStandardPose(_ pose: inout LayoutAttributes, values: AnimationValues) {
        values.engine?.writeStandardPose(&pose, of: self, values: values)
    }
}
