// Keeping the content offset's velocity continuous across a retarget or a hand-over, in every
// offset mode.
//
// In spring mode the offset's own channels carry their velocity. In followsProgress mode the
// offset is `from + (to − from)·P`, and P restarts at 0 with a rate set by the cells' new
// distances, so the velocity would jump. There a correction is added: two channels, each from 0
// with the velocity difference, on a critically damped spring toward 0. The offset's position
// and velocity are continuous, the correction fades out as the cells move on, and the transition
// still ends exactly on `toContentOffset` (the correction channels settle with the others).

extension SpringTransitionLayout {
    /// dP/dt on the clock's grid: Σ w·v over the moving channels (call with no remainder, after `rebase()`).
    func gridProgressRate() -> Double {
        var sum = 0.0
        store.forEachActive { id, info in
            if info.weight != 0 { sum += info.weight * store.velocity(of: id) }
        }
        return sum
    }

    /// The offset's velocity on the clock's grid (call with no remainder, after `rebase()`).
    func gridOffsetVelocity() -> Point {
        guard state == .running else { return .zero }
        if let (x, y) = offsetChannels { return Point(x: store.velocity(of: x), y: store.velocity(of: y)) }
        let rate = sums.hasWeights ? gridProgressRate() : 0
        var v = Point(x: (toContentOffset.x - fromContentOffset.x) * rate, y: (toContentOffset.y - fromContentOffset.y) * rate)
        if let (cx, cy) = offsetCorrection {
            v.x += store.velocity(of: cx)
            v.y += store.velocity(of: cy)
        }
        return v
    }

    /// Makes the offset's velocity `velocity` now, keeping its position (on the clock's grid, once
    /// the new targets are applied). Spring mode: the offset channels take the velocity.
    /// followsProgress mode: the correction channels restart from 0 with the difference between
    /// `velocity` and `(to − from)·dP/dt` (no channels are added when that difference is zero).
    func continueOffset(velocity: Point) {
        guard state == .running, velocity.isFinite else { return }
        if let (x, y) = offsetChannels {
            setChannel(x, position: store.position(of: x), velocity: velocity.x, target: toContentOffset.x)
            setChannel(y, position: store.position(of: y), velocity: velocity.y, target: toContentOffset.y)
        } else {
            let rate = sums.hasWeights ? gridProgressRate() : 0
            let dx = velocity.x - (toContentOffset.x - fromContentOffset.x) * rate
            let dy = velocity.y - (toContentOffset.y - fromContentOffset.y) * rate
            if let (cx, cy) = offsetCorrection {
                setChannel(cx, position: 0, velocity: dx, target: 0)
                setChannel(cy, position: 0, velocity: dy, target: 0)
            } else if dx != 0 || dy != 0 {
                let spring = correctionSpring()
                offsetCorrection = (addChannel(position: 0, velocity: dx, target: 0, spring: spring, threshold: .points, entry: -1),
                                    addChannel(position: 0, velocity: dy, target: 0, spring: spring, threshold: .points, entry: -1))
            }
        }
        clock.gridChanged()
        clock.presentedChanged()
    }

    /// The correction's spring: the cells' dominant spring (the one carrying the most progress
    /// weight among moving channels) made critically damped, so the correction never overshoots;
    /// ``Spring/smooth`` critically damped when no cell moves.
    func correctionSpring() -> Spring {
        var weights = Array(repeating: 0.0, count: store.springCount)
        store.forEachActive { _, info in weights[Int(info.spring)] += abs(info.weight) }
        let base = weights.indices.max { weights[$0] < weights[$1] }.flatMap { weights[$0] > 0 ? store.spring(atIndex: $0) : nil } ?? .smooth
        return (try? Spring(response: base.response, dampingRatio: 1, mass: base.mass)) ?? base
    }

    /// The correction's presented value and velocity (zero without one).
    var presentedOffsetCorrection: (value: Point, velocity: Point) {
        guard let (cx, cy) = offsetCorrection else { return (.zero, .zero) }
        let x = presentedState(cx), y = presentedState(cy)
        return (Point(x: x.value, y: y.value), Point(x: x.velocity, y: y.velocity))
    }
}
