// The engine as seen from its animations (``AnimationEngine``): the per-frame base pose.

extension SpringTransitionLayout: AnimationEngine {
    package func refuseLateChannel(_ name: String, of element: ElementID) {
        guard lateChannelError == nil else { return }
        lateChannelError = TransitionError.lateChannel(name, of: element)
    }

    /// The element's progress at the presented time.
    package func presentedProgress(of a: AttributeAnimation) -> Double { progress(of: a, presented: true) }

    /// Writes the presented channels of `a` into `pose`: held at the start while `a` waits for its
    /// delay; zIndex and isHidden stay the start's until halfway.
    package func writeStandardPose(_ pose: inout LayoutAttributes, of a: AttributeAnimation, values: AnimationValues) {
        if a.isWaiting && time <= a.startTime {
            // Held at the start until the delay has run out.
            let id = pose.id
            pose = a._from
            pose.id = id
            return
        }
        var affine = InlineArray<6, Double>(repeating: 0)
        for j in 0..<6 { affine[j] = a.toStandard[StandardChannel.translationX.rawValue + j] }
        var affineMoving = false
        for c in a.table {
            let x = presentedState(c, of: a).value
            switch c.channel {
            case .centerX: pose.center.x = x
            case .centerY: pose.center.y = x
            case .width: pose.size.width = Swift.max(0, x)
            case .height: pose.size.height = Swift.max(0, x)
            case .translationX, .translationY, .scaleX, .scaleY, .rotation, .shear:
                affine[c.channel.standardIndex.invariant("affine channels are standard channels") - StandardChannel.translationX.rawValue] = x
                if !affineMoving && isMoving(c, of: a) { affineMoving = true }
            case .transform3D:
                if isMoving(c, of: a) { pose.transform3D = a.transform3D(at: x) }
            case .alpha: pose.alpha = Swift.min(Swift.max(x, 0), 1)
            case .custom(let name): if c.writesPose { pose.customChannels[c.customKey ?? ChannelKey(name)] = x }
            }
        }
        if affineMoving {
            pose.transform = AffineTransform(components: AffineTransform.Components(
                translationX: affine[0], translationY: affine[1], scaleX: affine[2], scaleY: affine[3],
                rotation: affine[4], shear: affine[5]))
        }
        if !values.hasPassedHalfway {
            pose.zIndex = a._from.zIndex
            pose.isHidden = a._from.isHidden
        }
    }
}
