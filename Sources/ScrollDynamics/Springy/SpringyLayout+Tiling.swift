// Tiling: only the elements of the padded viewport are simulated.

extension SpringyLayout {
    /// The rectangle whose elements are simulated: the visible rectangle padded by the margin.
    public var simulatedRect: Rect? {
        guard let context else { return nil }
        let m = configuration.margin
        return context.bounds.insetBy(dx: -m, dy: -m)
    }

    /// Brings the simulated elements in line with the padded viewport: elements still inside get
    /// their anchor moved if the base moved them; elements whose resting place and current frame
    /// have both left lose their body (wherever they are: outside the visible rectangle); elements that entered get one, at rest at their
    /// resting centre, or displaced by the latest scroll when a touch is down (objc.io's rule).
    /// Two spatial queries of the base plus O(capacity); allocates nothing.
    func tile() {
        guard let rect = simulatedRect else { return }
        stamp &+= 1
        let current = stamp
        hasStragglers = false
        base.forEachAttributes(in: rect) { a in
            guard let slot = slotOfElement[a.id] else { return }
            slotStamp[slot] = current
            slotIsStraggler[slot] = false
            guard slot != grabbedSlot, let anchor = system.anchor(of: slotSpring[slot]),
                  anchor.x != a.center.x || anchor.y != a.center.y else { return }
            try? system.moveAnchor(of: slotSpring[slot], to: BodyVector(x: a.center.x, y: a.center.y))
        }
        for slot in slotElement.indices {
            guard let id = slotElement[slot], slotStamp[slot] != current, slot != grabbedSlot else { continue }
            // An element displaced into the padded viewport from a resting place outside it (one
            // just released from the finger, say) stays until it has left it too.
            if let a = base.attributes(for: id) {
                var shown = a
                let p = system.position(of: slot)
                shown.center = Point(x: p.x, y: p.y)
                if shown.visualBounds.intersects(rect) {
                    slotStamp[slot] = current
                    slotIsStraggler[slot] = true
                    hasStragglers = true
                    if let anchor = system.anchor(of: slotSpring[slot]), anchor.x != a.center.x || anchor.y != a.center.y {
                        try? system.moveAnchor(of: slotSpring[slot], to: BodyVector(x: a.center.x, y: a.center.y))
                    }
                    continue
                }
            }
            removeBody(slot, id)
        }
        base.forEachAttributes(in: rect) { a in
            guard slotOfElement[a.id] == nil, system.bodyCount < system.capacity else { return }
            addBody(for: a)
        }
        updateMaximumDisplacement()
    }

    /// Lets go of the stragglers (elements simulated only because their displaced frame met the
    /// padded viewport) that have left it. O(capacity) plus an O(1) base lookup per straggler; no
    /// spatial query, no allocation.
    func pruneStragglers() {
        guard let rect = simulatedRect else { return }
        hasStragglers = false
        for slot in slotElement.indices where slotIsStraggler[slot] && slot != grabbedSlot {
            guard let id = slotElement[slot] else { continue }
            if let a = base.attributes(for: id) {
                var shown = a
                let p = system.position(of: slot)
                shown.center = Point(x: p.x, y: p.y)
                if shown.visualBounds.intersects(rect) {
                    hasStragglers = true
                    continue
                }
            }
            removeBody(slot, id)
        }
    }

    /// Gives `attributes`' element a body on a spring to its centre (displaced when a scroll with
    /// a touch is in progress).
    private func addBody(for attributes: LayoutAttributes) {
        let rest = attributes.center
        var start = rest
        if let touch = latestTouch {
            let d = Self.displacement(forScroll: latestDelta, touch: touch, restingCenter: rest,
                                      resistanceFactor: configuration.resistanceFactor)
            start = Point(x: rest.x + d.x, y: rest.y + d.y)
        }
        // Both calls can only fail on non-finite values (base attributes are validated) or a full
        // system (checked by the caller); the element is then simply left to the base layout.
        guard let slot = try? system.addBody(mass: 1, position: BodyVector(x: start.x, y: start.y)) else { return }
        guard let spring = try? system.addSpring(configuration.spring, from: slot, to: .anchor(BodyVector(x: rest.x, y: rest.y))) else {
            try? system.removeBody(slot)
            return
        }
        slotElement[slot] = attributes.id
        slotIsStraggler[slot] = false
        slotSpring[slot] = spring
        slotStamp[slot] = stamp
        slotOfElement[attributes.id] = slot
    }

    /// Frees `slot` (and its springs).
    func removeBody(_ slot: Int, _ id: ElementID) {
        try? system.removeBody(slot)
        slotElement[slot] = nil
        slotIsStraggler[slot] = false
        slotSpring[slot] = SpringID(rawValue: -1)
        slotOfElement[id] = nil
    }
}
