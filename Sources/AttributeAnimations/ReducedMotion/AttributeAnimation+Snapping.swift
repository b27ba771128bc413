extension AttributeAnimation {
    /// Starts every channel of `channels` (all when `nil`) at its target, at rest. Only before the
    /// animation is attached (the ``from`` setter ignores later changes).
    package func snap(_ channels: [AnimationChannel]?) {
        guard !isAttached else { return }
        guard let channels else {
            _from = _to
            initialVelocity = .zero
            for i in declaredChannels.indices { declaredChannels[i].from = declaredChannels[i].to }
            return
        }
        var start = _from
        var startTransform = start.transform.components
        let target = _to.transform.components
        var transformChanged = false
        for channel in channels {
            initialVelocity[channel] = 0
            switch channel {
            case .centerX: start.center.x = _to.center.x
            case .centerY: start.center.y = _to.center.y
            case .width: start.size.width = _to.size.width
            case .height: start.size.height = _to.size.height
            case .translationX: startTransform.translationX = target.translationX; transformChanged = true
            case .translationY: startTransform.translationY = target.translationY; transformChanged = true
            case .scaleX: startTransform.scaleX = target.scaleX; transformChanged = true
            case .scaleY: startTransform.scaleY = target.scaleY; transformChanged = true
            case .rotation: startTransform.rotation = target.rotation; transformChanged = true
            case .shear: startTransform.shear = target.shear; transformChanged = true
            case .transform3D: start.transform3D = _to.transform3D
            case .alpha: start.alpha = _to.alpha
            case .custom(let name):
                start.customChannels[name] = _to.customChannels[name]
                for i in declaredChannels.indices where declaredChannels[i].name == name {
                    declaredChannels[i].from = declaredChannels[i].to
                }
            }
        }
        if transformChanged {
            start.transform = startTransform == target ? _to.transform : AffineTransform(components: startTransform)
        }
        _from = start
    }
}
