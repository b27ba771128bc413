// Presented channel values: the batch holds the state on the clock's grid; between grid points
// the state is extrapolated with the exact step map Φ(remainder) (read-only, never written back).

extension SpringTransitionLayout {
    /// The channel's value and velocity at the presented time.
    @inline(__always)
    func presentedState(_ c: AnimatedChannel, of a: AttributeAnimation) -> (value: Double, velocity: Double) {
        if a.isWaiting { return Self.delayedState(c, of: a, at: time, spring: store.spring(of: c.id)) }
        return presentedState(c.id)
    }

    /// The closed-form state at `time` of channel `c` of `a`, which waits for its delay: held at
    /// its start (at rest) until `a.startTime`, then on `spring` from there.
    @inline(__always)
    static func delayedState(_ c: AnimatedChannel, of a: AttributeAnimation, at time: Double, spring: Spring) -> (value: Double, velocity: Double) {
        let elapsed = time - a.startTime
        guard elapsed > 0 else { return (c.from, 0) }
        return delayedMotion(c, spring: spring).state(after: elapsed)
    }

    /// The motion of a delayed channel once it starts: from `c.from` with its start velocity, to `c.to`.
    @inline(__always)
    static func delayedMotion(_ c: AnimatedChannel, spring: Spring) -> SpringMotion {
        SpringMotion(spring: spring, from: c.from, velocity: c.startVelocity, to: c.to)
    }

    /// A batch channel's value and velocity at the presented time.
    @inline(__always)
    func presentedState(_ id: ChannelID) -> (value: Double, velocity: Double) {
        if lazyExact != nil { return lazyPresentedState(id) }
        if clock.remainder != 0 { refreshRemainderMaps() }
        return store.presentedState(id, remainder: clock.remainder)
    }

    /// The presented position of batch channel `raw`: its grid value, carried over the remainder
    /// through Φ(remainder) when `extrapolate` and the channel moves. Static over local copies of
    /// the store's batch, remainder maps and channel records, so that per-frame loops over many
    /// channels pay no exclusivity checks on the class.
    @inline(__always)
    static func presentedPosition<Maps: RandomAccessCollection<SpringStepMatrix>, Info: RandomAccessCollection<ChannelInfo>>(
        _ raw: Int32, batch b: borrowing ChannelBatch, maps: Maps, info: Info, extrapolate: Bool
    ) -> Double where Maps.Index == Int, Info.Index == Int {
        let id = ChannelID(rawValue: raw)
        let x = b.position(of: id)
        guard extrapolate, b.isActive(id) else { return x }
        let t = b.target(of: id), v = b.velocity(of: id)
        let m = maps[Int(info[Int(raw)].spring)]
        return t + (m.a11 * (x - t) + m.a12 * v)
    }

    /// Recomputes Φ(remainder) for every spring when the remainder changed (once per frame).
    /// (Checked with a read first: most calls find the maps current, and a write access to the
    /// store per presented channel would cost more than the check.)
    @inline(__always)
    func refreshRemainderMaps() {
        let r = clock.remainder
        if !store.hasRemainderMaps(for: r) { store.refreshRemainderMaps(r) }
    }

    /// Whether a channel of `a` is moving at the presented time.
    func isMoving(_ c: AnimatedChannel, of a: AttributeAnimation) -> Bool {
        a.isWaiting ? time > a.startTime : store.isActive(c.id)
    }

    /// Whether `channel` of `a` has a slot and is moving.
    package func isMoving(_ channel: AnimationChannel, in a: AttributeAnimation) -> Bool {
        guard a.engine === self, let c = a.table.first(where: { $0.channel == channel }) else { return false }
        return isMoving(c, of: a)
    }

    /// The presented value and velocity of any channel of `a`, or `nil` for an unknown custom one.
    package func presentedValue(of channel: AnimationChannel, in a: AttributeAnimation) -> (value: Double, velocity: Double)? {
        guard a.engine === self else { return nil }
        if let k = channel.standardIndex {
            let s = Int(a.standardSlot[k])
            return s >= 0 ? presentedState(a.table[s], of: a) : (a.toStandard[k], 0)
        }
        if let c = a.table.first(where: { $0.channel == channel }) { return presentedState(c, of: a) }
        return a.staticValue(of: channel).map { ($0, 0) }
    }

    /// Whether every channel of `a` rests on its target and its delay has run out.
    package func isSettled(_ a: AttributeAnimation) -> Bool {
        guard a.engine === self else { return true }
        if state == .finished { return true }
        if a.isWaiting { return false }
        for c in a.table where store.isActive(c.id) { return false }
        return true
    }

    /// The element's progress (see ``AttributeAnimation/progress``), presented or on the grid.
    func progress(of a: AttributeAnimation, presented: Bool = true) -> Double {
        if state == .finished && a.engine === self { return 1 }
        switch a.progressRule {
        case .complete:
            return 1
        case .geometric(let u):
            var p = 0.0
            // The geometric weights cover the first four standard channels: center and size.
            for k in StandardChannel.centerX.rawValue...StandardChannel.height.rawValue where u[k] != 0 {
                let c = a.table[Int(a.standardSlot[k])]
                let x = presented ? presentedState(c, of: a).value : (a.isWaiting ? c.from : store.position(of: c.id))
                p += u[k] * (x - c.from)
            }
            return p
        case .channel(let j):
            let c = a.table[j]
            let x = presented ? presentedState(c, of: a).value : (a.isWaiting ? c.from : store.position(of: c.id))
            return (x - c.from) / (c.to - c.from)
        }
    }
}
