// Touch attachment: an element hangs on a spring to the finger, then springs back to its slot.

extension SpringyLayout {
    /// The element hanging on the finger, if any.
    public var grabbedElement: ElementID? { grabbedSlot >= 0 ? slotElement[grabbedSlot] : nil }

    /// The default spring to the finger: length 0, 4 Hz, critically damped (mass 1: k ≈ 631.7,
    /// c ≈ 50.3), so the element follows the finger closely without overshooting.
    public static func defaultTouchSpring() throws(SpringyLayoutError) -> BodySpring {
        do { return try .attachment(frequency: 4, dampingRatio: 1) } catch { throw .dynamics(error) }
    }

    /// Grabs a simulated element at `touch` (content coordinates): its spring to its slot is
    /// replaced by `spring` to the finger, attached at the grab point (the element does not jump;
    /// its position and velocity carry on).
    ///
    /// - Parameters:
    ///   - element: a simulated element (``isSimulated(_:)``).
    ///   - touch: the finger, in content coordinates.
    ///   - spring: the spring to the finger; `nil` for ``defaultTouchSpring()``.
    /// - Throws: ``SpringyLayoutError/invalidParameter(name:value:requirement:)`` naming `touch.x`
    ///   or `touch.y`; ``SpringyLayoutError/dynamics(_:)`` for an invalid spring (naming
    ///   `frequency`, `dampingRatio`, …); ``SpringyLayoutError/elementNotSimulated(_:)``;
    ///   ``SpringyLayoutError/alreadyGrabbing(_:)``. Nothing changes then.
    public func grab(_ element: ElementID, at touch: Point, spring: BodySpring? = nil) throws(SpringyLayoutError) {
        try SpringyLayoutError.requireFinite(touch, "touch")
        let spring = try { () throws(SpringyLayoutError) -> BodySpring in
            if let spring { return spring }
            return try Self.defaultTouchSpring()
        }()
        do { try spring.validate() } catch { throw .dynamics(error) }
        if let grabbed = grabbedElement { throw .alreadyGrabbing(grabbed) }
        guard let slot = slotOfElement[element] else { throw .elementNotSimulated(element) }
        let p = system.position(of: slot)
        let offset = Point(x: touch.x - p.x, y: touch.y - p.y)
        // The slot's spring is replaced by the finger's: remove first so there is room.
        let slotSpringID = slotSpring[slot]
        guard let rest = system.anchor(of: slotSpringID) else { throw .elementNotSimulated(element) }
        do throws(DynamicsError) {
            try system.removeSpring(slotSpringID)
        } catch {
            throw .dynamics(error)
        }
        do throws(DynamicsError) {
            grabSpring = try system.addSpring(spring, from: slot, to: .anchor(p))
        } catch {
            // Cannot fail: the slot's spring was just removed, so there is room, and it was valid.
            if let restored = try? system.addSpring(configuration.spring, from: slot, to: .anchor(rest)) { slotSpring[slot] = restored }
            throw .dynamics(error)
        }
        slotSpring[slot] = SpringID(rawValue: -1)
        grabOffset = offset
        grabbedSlot = slot
    }

    /// Moves the finger: the spring's anchor follows it (keeping the grab point's offset).
    ///
    /// - Parameter touch: the finger, in content coordinates.
    /// - Throws: ``SpringyLayoutError/invalidParameter(name:value:requirement:)`` naming `touch.x`
    ///   or `touch.y`; ``SpringyLayoutError/notGrabbing``. Nothing changes then.
    public func drag(to touch: Point) throws(SpringyLayoutError) {
        try SpringyLayoutError.requireFinite(touch, "touch")
        guard grabbedSlot >= 0 else { throw .notGrabbing }
        let anchor = BodyVector(x: touch.x - grabOffset.x, y: touch.y - grabOffset.y)
        do { try system.moveAnchor(of: grabSpring, to: anchor) } catch { throw .dynamics(error) }
        updateMaximumDisplacement()
    }

    /// Lets go: the element takes the gesture's `velocity` and springs back to its resting place
    /// on the layout's spring, from where it is (no jump in position).
    ///
    /// - Parameter velocity: the finger's velocity, in points per second; `nil` keeps the
    ///   element's own velocity.
    /// - Throws: ``SpringyLayoutError/invalidParameter(name:value:requirement:)`` naming
    ///   `velocity.x` or `velocity.y`; ``SpringyLayoutError/notGrabbing``. Nothing changes then.
    public func release(velocity: Point?) throws(SpringyLayoutError) {
        if let velocity { try SpringyLayoutError.requireFinite(velocity, "velocity") }
        guard grabbedSlot >= 0, let id = slotElement[grabbedSlot] else { throw .notGrabbing }
        let slot = grabbedSlot
        let rest = base.attributes(for: id)?.center ?? {
            let p = system.position(of: slot)
            return Point(x: p.x, y: p.y)
        }()
        let v = velocity.map { BodyVector(x: $0.x, y: $0.y) } ?? system.velocity(of: slot)
        do {
            try system.removeSpring(grabSpring)
            slotSpring[slot] = try system.addSpring(configuration.spring, from: slot, to: .anchor(BodyVector(x: rest.x, y: rest.y)))
            try system.setState(of: slot, position: system.position(of: slot), velocity: v)
        } catch {
            throw .dynamics(error)
        }
        grabSpring = SpringID(rawValue: -1)
        grabbedSlot = -1
        tile()
    }

    /// Drops a grab whose element left the base layout.
    func cancelGrab() {
        guard grabbedSlot >= 0 else { return }
        if let id = slotElement[grabbedSlot] { removeBody(grabbedSlot, id) }
        grabbedSlot = -1
        grabSpring = SpringID(rawValue: -1)
    }
}
