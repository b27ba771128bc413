/// The motion of a track's properties from one recorded instant to the next (a *piece*), as
/// ``KeyframeTrack`` plans keyframes on it: every property follows a closed form there (one
/// ``SpringMotion`` per element property, a ``SpringMotionSum`` per content-offset axis).
protocol KeyframePiece {
    /// The values and velocities of the properties `elapsed` (≥ 0) seconds after the piece's
    /// start (a motion that waits counts as still, at its start value).
    mutating func evaluate(after elapsed: Double, values: UnsafeMutablePointer<Double>, velocities: UnsafeMutablePointer<Double>)
    /// The bound on |x″| of property `p` over `[elapsed, elapsed + span]`, from its state there
    /// (as ``evaluate(after:values:velocities:)`` gave it), for any span up to the next kink:
    /// `min(envelope, a0 + a1·span + a2·span²)` (see ``KeyframeBound``).
    mutating func bound(_ p: Int, after elapsed: Double, value: Double, velocity: Double) -> KeyframeBound
    /// The first instant after `elapsed` at which a waiting motion starts (a kink a segment must
    /// not straddle), or infinity.
    func nextKink(after elapsed: Double) -> Double
    /// How much property `p`'s velocity jumps at `elapsed` (motions that start then with a velocity).
    func velocityJump(_ p: Int, at elapsed: Double) -> Double
    /// A bound on property `p`'s |x″| over the whole piece, once every motion has started (what
    /// uniform sampling at the tolerance must be fine enough for).
    func accelerationEnvelope(_ p: Int) -> Double
    /// Whether planning on this piece may pay for sampling it: a property moves on an
    /// underdamped spring, whose acceleration changes sign, so that the bound h²/8 · max|x″|
    /// overstates the chord's distance (see ``KeyframeTrack/Kernel/extend(_:after:from:limit:)``).
    func samplingPays() -> Bool
    /// A bound, for every instant from this piece's start on, on how far property `p` of this
    /// piece lies from `old` continued past its end (`elapsed` after `old`'s start, where `old`
    /// had `left` and `leftVelocity` and this piece starts at `value` and `velocity`); infinity
    /// when none is known.
    func drift(_ p: Int, from old: Self, elapsed: Double, left: Double, leftVelocity: Double, value: Double, velocity: Double) -> Double
    /// Splits the piece's first `dt` seconds into equal parts, enough for each part's chord
    /// bound by the acceleration envelope to be within a quarter of `tolerance` (at most
    /// ``keyframeMaximumParts``), for the 60 Hz comparison's bound: writes the values at the parts'
    /// ends (part-major) to `values` and each part's chord bound to `gaps`; returns the parts.
    /// `maximumParts`: 1 for the whole interval as one part.
    mutating func subdivide(over dt: Double, tolerance: UnsafePointer<Double>, maximumParts: Int, values: UnsafeMutablePointer<Double>,
                            gaps: UnsafeMutablePointer<Double>) -> Int
    /// Appends what ``subdivide(stashed:width:over:tolerance:values:gaps:)`` needs to subdivide this
    /// piece later to `stash`; false when the piece cannot be stashed (it is then subdivided at once).
    func stash(into stash: inout [SpringMotion]) -> Bool
    /// ``subdivide(over:tolerance:maximumParts:values:gaps:)`` of a piece of `width` properties
    /// stashed at `stashed` (by a piece of the same type).
    mutating func subdivide(stashed: UnsafePointer<SpringMotion>, width: Int, over dt: Double, tolerance: UnsafePointer<Double>,
                            values: UnsafeMutablePointer<Double>, gaps: UnsafeMutablePointer<Double>) -> Int
    /// A 60 Hz node `dt` after the start of a piece of `width` properties stashed at `stashed`:
    /// its values there into `values`, and per property the chord bound over the gap (dt²/8 of
    /// the piece's bound from its start over dt; infinity when a delayed start falls inside) into `gaps`.
    mutating func node(stashed: UnsafePointer<SpringMotion>, width: Int, over dt: Double, values: UnsafeMutablePointer<Double>,
                       gaps: UnsafeMutablePointer<Double>)
    /// For a 60 Hz segment of `span` seconds whose first stashed piece is at `stashed` and whose
    /// pieces all lie within `drift` of one closed form on property `p`'s spring: a bound on
    /// its nodes' bound (see ``KeyframeTrack/Kernel/coastedSampleFits(_:nodes:)``); infinity
    /// when none is known.
    mutating func coastedSampleBound(_ p: Int, stashed: UnsafePointer<SpringMotion>, span: Double, drift: Double) -> Double
    /// Whether this piece (a new record's motion) continues `old` `dt` seconds after its start to
    /// within a rounding, so that the record can be coasted (see ``KeyframeRecorder``); when it
    /// does, per property a bound on the distance between the two from then on into `drift`.
    mutating func continues(_ old: Self, after dt: Double, tolerance: UnsafePointer<Double>, drift: UnsafeMutablePointer<Double>) -> Bool
}

/// The most parts ``KeyframePiece/subdivide(over:tolerance:maximumParts:values:gaps:)`` makes of one recorded
/// interval (a bound over more is still reported truthfully).
let keyframeMaximumParts = 64

/// The parts an interval needs for each part's bound `b/parts²` to be within a quarter of `tolerance`.
@inline(__always)
func keyframeParts(bound b: Double, tolerance: Double) -> Int {
    let need = (b / (tolerance / 4)).squareRoot().rounded(.up)
    return need.isFinite && need > 1 ? Int(Swift.min(need, Double(keyframeMaximumParts))) : 1
}

/// How close (in seconds) an instant may come to a delayed start and count as on it: a planned end
/// computed as `start + (kink − start)` may land an ulp before the kink. (A velocity of 10⁴ pt/s
/// moves 10⁻⁸ pt in that time, inside the bounds' rounding margin.)
let keyframeKinkSlack = 1e-12

/// Zeros to append from (see ``KeyframeTrack/Kernel/appendZeros(_:_:)``): enough for the 60 Hz
/// nodes of one interval of a track of up to 16 properties.
nonisolated(unsafe) let keyframeZeros: UnsafeBufferPointer<Double> = {
    let zeros = UnsafeMutableBufferPointer<Double>.allocate(capacity: keyframeMaximumParts * (1 + 3 * 16))
    zeros.initialize(repeating: 0)
    return UnsafeBufferPointer(zeros)
}()

/// A bound on |x″| over a span s from an instant on: `min(envelope, a0 + a1·s + a2·s²)`.
struct KeyframeBound {
    /// Holds for every span (the energy envelope).
    var envelope: Double
    /// The local Taylor bound's coefficients: |x″|, |x‴| and half the bound on |x⁗|.
    var a0: Double
    var a1: Double
    var a2: Double

    /// Nothing moves.
    static let zero = KeyframeBound(envelope: 0, a0: 0, a1: 0, a2: 0)

    /// The bound over a span of `s` seconds, with a relative margin of 1e-12 for rounding.
    @inline(__always)
    func over(_ s: Double) -> Double {
        Swift.min(envelope, a0 + (a1 + a2 * s) * s) * (1 + 1e-12)
    }

    /// A span `s` for which `s²/8 · over(s) ≤ budget`, close to the longest: the envelope's span
    /// `√(8·budget/envelope)` when the local bound is no smaller there; otherwise Newton's method on
    /// g(s) = s²·local(s) − 8·budget (a polynomial with non-negative coefficients: convex and
    /// increasing for s > 0, so from above the root it stays above it), and the span
    /// `√(8·budget/local(high))` below the root that the last iterate gives. Infinite when
    /// nothing moves.
    func span(within budget: Double) -> Double {
        let e = envelope * (1 + 1e-12)
        guard e > 0 else { return .infinity }
        let c = 8 * budget
        guard c > 0 else { return 0 }
        return span(within: budget, envelopeSpan: (c / e).squareRoot())
    }

    /// ``span(within:)`` given the envelope's span `√(8·budget/(envelope·(1 + 10⁻¹²)))`, computed
    /// exactly so (the planner has it already); `budget` and the envelope positive.
    @inline(__always)
    func span(within budget: Double, envelopeSpan: Double) -> Double {
        let e = envelope * (1 + 1e-12), c = 8 * budget
        let b0 = a0 * (1 + 1e-12), b1 = a1 * (1 + 1e-12), b2 = a2 * (1 + 1e-12)
        func local(_ s: Double) -> Double { b0 + (b1 + b2 * s) * s }
        let t = local(envelopeSpan)
        if t >= e { return envelopeSpan }
        guard t > 0 else { return .infinity }
        var high = (c / t).squareRoot()
        for _ in 0..<40 {
            let g = high * high * local(high) - c
            let slope = high * (2 * b0 + high * (3 * b1 + 4 * b2 * high))
            guard g > 0, slope > 0 else { break }
            high -= g / slope
            if g / slope <= 1e-4 * high { break }
        }
        // Just below the root: s²·local(s) = c holds only up to rounding there.
        let candidate = (c / local(high)).squareRoot() * (1 - 1e-9)
        return candidate > envelopeSpan && candidate * candidate / 8 * over(candidate) <= budget ? candidate : envelopeSpan
    }
}

/// A spring's parameters as a cache key: ``matches(_:)`` is `Spring`'s `==` (parameter by
/// parameter), without an optional's tag; ``none`` (NaN) matches no spring.
struct KeyframeSpringKey {
    var mass: Double
    var stiffness: Double
    var damping: Double

    /// Matches no spring.
    static let none = KeyframeSpringKey(mass: .nan, stiffness: .nan, damping: .nan)

    /// The key of `s`.
    @inline(__always)
    init(_ s: Spring) {
        mass = s.mass
        stiffness = s.stiffness
        damping = s.damping
    }

    init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Whether `s` has these parameters.
    @inline(__always)
    func matches(_ s: Spring) -> Bool { mass == s.mass && stiffness == s.stiffness && damping == s.damping }
}

/// The constants of a spring that the bounds use, computed once per spring, and cached step maps.
struct KeyframeSpringCache {
    var spring = KeyframeSpringKey.none
    /// ω², 2ζω, the envelope factor ω²·√(1 + 4ζ²) and the snap factor ω⁴·‖e₁ᵀM⁴‖ (in the
    /// coordinates (x, x′/ω) the motion is y′ = ωMy with M = [[0, 1], [−1, −2ζ]], so
    /// |x⁽ⁿ⁾| ≤ ωⁿ·‖e₁ᵀMⁿ‖·R with R = √(x² + (x′/ω)²), the energy radius, which never grows).
    var omegaSquared = 0.0
    var dampingRate = 0.0
    var factor = 0.0
    var snapFactor = 0.0
    /// The two step maps last computed, Φ(step) of a spring (the least recently computed is replaced).
    var map0 = SpringStepMatrix.identity, spring0 = KeyframeSpringKey.none, step0 = Double.nan
    var map1 = SpringStepMatrix.identity, spring1 = KeyframeSpringKey.none, step1 = Double.nan
    var replaceFirst = true
    /// The step maps ``KeyframeRecorder`` last checked records against (``coastMap(_:step:)``):
    /// ``coastSlots`` of them, replaced in turn (allocated at the first use). A batch plans each
    /// element through all its records, so the steps repeat from one element to the next (the
    /// elements' pieces mostly start together): one slot per record of a batch keeps them.
    var coastMaps: [SpringStepMatrix] = []
    var coastSprings: [KeyframeSpringKey] = []
    var coastSteps: [Double] = []
    /// The slot the last ``coastMap(_:step:)`` used (the next record's step is usually in the next).
    var coastLast = 0
    /// The slots of ``coastMaps``: twice the records of a batch.
    static let coastSlots = 16
    /// Φ(step) per number of parts (``KeyframePiece/subdivide(over:tolerance:maximumParts:values:gaps:)``), for
    /// the spring and step it was last computed for (allocated at the first use).
    var partMaps: [SpringStepMatrix] = []
    var partSprings: [Spring?] = []
    var partSteps: [Double] = []

    /// Φ(`step`) of `s`, cached per number of parts.
    @inline(__always)
    mutating func map(_ s: Spring, step: Double, parts: Int) -> SpringStepMatrix {
        if partSteps.isEmpty {
            partMaps = Array(repeating: .identity, count: keyframeMaximumParts + 1)
            partSprings = Array(repeating: nil, count: keyframeMaximumParts + 1)
            partSteps = Array(repeating: .nan, count: keyframeMaximumParts + 1)
        }
        if partSteps[parts] == step, partSprings[parts] == s { return partMaps[parts] }
        let map = s.stepMatrix(for: step)
        partMaps[parts] = map
        partSprings[parts] = s
        partSteps[parts] = step
        return map
    }

    /// Loads the constants of `s`.
    @inline(__always)
    mutating func load(_ s: Spring) {
        guard !spring.matches(s) else { return }
        let omega = s.naturalFrequency, zeta = s.dampingRatio
        omegaSquared = omega * omega
        dampingRate = 2 * zeta * omega
        factor = omegaSquared * (1 + 4 * zeta * zeta).squareRoot()
        let c1 = 1 - 4 * zeta * zeta, c2 = 4 * zeta - 8 * zeta * zeta * zeta
        snapFactor = omegaSquared * omegaSquared * (c1 * c1 + c2 * c2).squareRoot()
        spring = KeyframeSpringKey(s)
    }

    /// Φ(`step`) of `s`, for checking records against the planner's piece (slots of their own:
    /// one step for every element of a record whose pieces start together).
    @inline(__always)
    mutating func coastMap(_ s: Spring, step: Double) -> SpringStepMatrix {
        let n = Self.coastSlots
        if coastSteps.count == n {
            // From the slot after the last one used (records come in order), round once.
            var i = coastLast
            for _ in 0..<n {
                i = i + 1 == n ? 0 : i + 1
                if coastSteps[i] == step && coastSprings[i].matches(s) {
                    coastLast = i
                    return coastMaps[i]
                }
            }
        } else {
            coastMaps = Array(repeating: .identity, count: n)
            coastSprings = Array(repeating: .none, count: n)
            coastSteps = Array(repeating: .nan, count: n)
        }
        // A miss: the slot after the last one used (the oldest of a run of records).
        let i = coastLast + 1 == n ? 0 : coastLast + 1
        let map = s.stepMatrix(for: step)
        coastMaps[i] = map
        coastSprings[i] = KeyframeSpringKey(s)
        coastSteps[i] = step
        coastLast = i
        return map
    }

    /// Φ(`step`) of `s` (the least recently used of two is replaced).
    @inline(__always)
    mutating func map(_ s: Spring, step: Double) -> SpringStepMatrix {
        if step0 == step && spring0.matches(s) {
            replaceFirst = false
            return map0
        }
        if step1 == step && spring1.matches(s) {
            replaceFirst = true
            return map1
        }
        let map = s.stepMatrix(for: step)
        if replaceFirst {
            (map0, spring0, step0) = (map, KeyframeSpringKey(s), step)
        } else {
            (map1, spring1, step1) = (map, KeyframeSpringKey(s), step)
        }
        replaceFirst.toggle()
        return map
    }

    /// The bound on |x″| of the loaded spring from displacement `d` and velocity `v` on.
    @inline(__always)
    func bound(displacement d: Double, velocity v: Double) -> KeyframeBound {
        let radius = (d * d + v * v / omegaSquared).squareRoot()
        let a = -omegaSquared * d - dampingRate * v
        let j = -omegaSquared * v - dampingRate * a
        return KeyframeBound(envelope: factor * radius, a0: Swift.abs(a), a1: Swift.abs(j), a2: snapFactor * radius / 2)
    }
}

/// An element's piece: one ``SpringMotion`` per property (their clocks' 0 is the piece's start).
/// Properties on one spring share one step map per instant.
struct SpringMotionPiece: KeyframePiece {
    let motions: UnsafePointer<SpringMotion>
    let width: Int
    let cache: UnsafeMutablePointer<KeyframeSpringCache>

    mutating func evaluate(after elapsed: Double, values: UnsafeMutablePointer<Double>, velocities: UnsafeMutablePointer<Double>) {
        var spring = KeyframeSpringKey.none
        // (Spelled out: `SpringStepMatrix.identity` is another module's lazy global, one
        // `swift_once` per call.)
        var map = SpringStepMatrix(a11: 1, a12: 0, a21: 0, a22: 1)
        for p in 0..<width {
            let d = motions[p].start.displacement, v = motions[p].start.velocity, target = motions[p].target
            if motions[p].startTime > 0 {
                values[p] = motions[p].state(at: elapsed).value
                velocities[p] = motions[p].heldVelocity(at: elapsed)
            } else if elapsed == 0 || (d == 0 && v == 0) {
                values[p] = target + d
                velocities[p] = v
            } else {
                if !spring.matches(motions[p].spring) {
                    spring = KeyframeSpringKey(motions[p].spring)
                    map = cache.pointee.map(motions[p].spring, step: elapsed)
                }
                values[p] = target + (map.a11 * d + map.a12 * v)
                velocities[p] = map.a21 * d + map.a22 * v
            }
        }
    }

    @inline(__always)
    mutating func bound(_ p: Int, after elapsed: Double, value: Double, velocity: Double) -> KeyframeBound {
        let m = motions[p]
        if (m.isAtRest && m.startTime <= 0) || elapsed < m.startTime - keyframeKinkSlack { return .zero }
        cache.pointee.load(m.spring)
        guard m.startTime > 0 else { return cache.pointee.bound(displacement: value - m.target, velocity: velocity) }
        // Started (or starting now): the velocity on the spring, not the held 0.
        let s = m.state(at: elapsed)
        return cache.pointee.bound(displacement: s.value - m.target, velocity: s.velocity)
    }

    func nextKink(after elapsed: Double) -> Double {
        var kink = Double.infinity
        for p in 0..<width where motions[p].startTime > elapsed + keyframeKinkSlack && motions[p].startTime < kink {
            kink = motions[p].startTime
        }
        return kink
    }

    func velocityJump(_ p: Int, at elapsed: Double) -> Double {
        Swift.abs(motions[p].startTime - elapsed) <= keyframeKinkSlack ? Swift.abs(motions[p].start.velocity) : 0
    }

    func accelerationEnvelope(_ p: Int) -> Double { motions[p].isAtRest ? 0 : motions[p].accelerationBound }

    func stash(into stash: inout [SpringMotion]) -> Bool {
        stash.append(contentsOf: UnsafeBufferPointer(start: motions, count: width))
        return true
    }

    mutating func subdivide(stashed: UnsafePointer<SpringMotion>, width: Int, over dt: Double, tolerance: UnsafePointer<Double>,
                            values: UnsafeMutablePointer<Double>, gaps: UnsafeMutablePointer<Double>) -> Int {
        var piece = SpringMotionPiece(motions: stashed, width: width, cache: cache)
        return piece.subdivide(over: dt, tolerance: tolerance, maximumParts: keyframeMaximumParts, values: values, gaps: gaps)
    }

    mutating func subdivide(over dt: Double, tolerance: UnsafePointer<Double>, maximumParts: Int, values: UnsafeMutablePointer<Double>,
                            gaps: UnsafeMutablePointer<Double>) -> Int {
        let w = width
        var parts = 1
        for p in 0..<w where maximumParts > 1 {
            let m = motions[p]
            if m.isAtRest && m.startTime <= 0 { continue }
            // The parts follow the envelope bound; each part's bound is then the tighter local one.
            let b = m.startTime > 0 ? m.interpolationErrorBound(over: dt) : dt * dt / 8 * m.accelerationBound
            parts = Swift.max(parts, keyframeParts(bound: b, tolerance: tolerance[p]))
        }
        let h = dt / Double(parts)
        for p in 0..<w {
            let m = motions[p]
            if m.isAtRest && m.startTime <= 0 {
                for j in 0..<parts {
                    values[j * w + p] = m.target
                    gaps[j * w + p] = 0
                }
            } else if m.startTime > 0 {
                let gap = m.interpolationErrorBound(over: h)
                for j in 0..<parts {
                    values[j * w + p] = m.state(at: j == parts - 1 ? dt : Double(j + 1) * h).value
                    gaps[j * w + p] = gap
                }
            } else {
                cache.pointee.load(m.spring)
                let map = cache.pointee.map(m.spring, step: h, parts: parts)
                var d = m.start.displacement, v = m.start.velocity
                // (The constants read one by one: a copy of the cache would retain its arrays.)
                let omegaSquared = cache.pointee.omegaSquared, dampingRate = cache.pointee.dampingRate
                // A bound over the whole interval holds on every part too; on each part the local
                // one from the part's start, with the interval's energy radius (it only shrinks).
                let radius = (d * d + v * v / omegaSquared).squareRoot()
                let whole = cache.pointee.bound(displacement: d, velocity: v).over(dt)
                let snap = cache.pointee.snapFactor * radius * h * h / 2, scale = h * h / 8 * (1 + 1e-12)
                for j in 0..<parts {
                    let a = -omegaSquared * d - dampingRate * v
                    let jerk = -omegaSquared * v - dampingRate * a
                    gaps[j * w + p] = Swift.min(h * h / 8 * whole, scale * (Swift.abs(a) + Swift.abs(jerk) * h + snap))
                    (d, v) = (map.a11 * d + map.a12 * v, map.a21 * d + map.a22 * v)
                    values[j * w + p] = m.target + d
                }
            }
        }
        return parts
    }

    mutating func node(stashed: UnsafePointer<SpringMotion>, width: Int, over dt: Double, values: UnsafeMutablePointer<Double>,
                       gaps: UnsafeMutablePointer<Double>) {
        var piece = SpringMotionPiece(motions: stashed, width: width, cache: cache)
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * width) { buffer in
            let velocities = buffer.baseAddress!, start = velocities + width, startVelocities = start + width
            piece.evaluate(after: dt, values: values, velocities: velocities)
            let kinked = piece.nextKink(after: 0) < dt
            piece.evaluate(after: 0, values: start, velocities: startVelocities)
            for p in 0..<width {
                gaps[p] = kinked ? .infinity : dt * dt / 8 * piece.bound(p, after: 0, value: start[p], velocity: startVelocities[p]).over(dt)
            }
        }
    }

    /// Per property neither delayed, the same spring and target, and the difference of `old`'s
    /// state `dt` after its start from this piece's start within an energy radius
    /// R = √(J² + (K/ω)²) of at most 10⁻⁷ of the tolerance (J, K: the value's and velocity's
    /// differences), or both at rest. The difference of the two motions is a free motion of the
    /// spring from (J, K), whose radius never grows on a spring with damping ≥ 0: this piece
    /// stays within R of `old` from then on. R (with a rounding margin) into `drift`.
    mutating func continues(_ old: SpringMotionPiece, after dt: Double, tolerance: UnsafePointer<Double>,
                            drift: UnsafeMutablePointer<Double>) -> Bool {
        // (The map and ω² read once per spring, not per property.)
        var spring = KeyframeSpringKey.none
        var map = SpringStepMatrix(a11: 1, a12: 0, a21: 0, a22: 1), omegaSquared = 1.0
        for p in 0..<width {
            let a = old.motions[p], b = motions[p]
            guard a.startTime <= 0, b.startTime <= 0, a.target == b.target, a.spring == b.spring else { return false }
            if a.isAtRest {
                guard b.isAtRest else { return false }
                drift[p] = 0
                continue
            }
            if !spring.matches(a.spring) {
                spring = KeyframeSpringKey(a.spring)
                map = cache.pointee.coastMap(a.spring, step: dt)
                cache.pointee.load(a.spring)
                omegaSquared = cache.pointee.omegaSquared
            }
            let d = a.start.displacement, v = a.start.velocity
            let j = map.a11 * d + map.a12 * v - b.start.displacement
            let k = map.a21 * d + map.a22 * v - b.start.velocity
            let r = (j * j + k * k / omegaSquared).squareRoot() * (1 + 1e-12)
            guard r <= tolerance[p] * 1e-7 else { return false }
            drift[p] = r
        }
        return true
    }

    /// 2D + H²/8 · F·(2R₀ + 3D), with F = ω²·√(1 + 4ζ²) (the energy envelope's factor) and R₀
    /// the first piece's energy radius; infinity for a delayed start.
    mutating func coastedSampleBound(_ p: Int, stashed: UnsafePointer<SpringMotion>, span h: Double, drift d: Double) -> Double {
        let m = stashed[p]
        guard m.startTime <= 0 else { return .infinity }
        cache.pointee.load(m.spring)
        let x = m.start.displacement, v = m.start.velocity
        let radius = (x * x + v * v / cache.pointee.omegaSquared).squareRoot()
        return (2 * d + h * h / 8 * cache.pointee.factor * (2 * radius + 3 * d)) * (1 + 1e-12)
    }

    func samplingPays() -> Bool {
        for p in 0..<width where !motions[p].isAtRest {
            // ζ = c / (2√(k·m)) < 1, without the square root.
            let s = motions[p].spring
            if s.damping * s.damping < 4 * s.stiffness * s.mass { return true }
        }
        return false
    }

    /// The energy radius R = √((x − target)² + (x′/ω)²) of motion `m` at `elapsed` (when it has
    /// started, from `value` and `velocity`; until then, from its start state, where it waits):
    /// |x − target| ≤ R from then on, as R never grows on a spring with damping ≥ 0.
    @inline(__always)
    static func radius(_ m: SpringMotion, after elapsed: Double, value: Double, velocity: Double) -> Double {
        if m.isAtRest && m.startTime <= elapsed { return Swift.abs(value - m.target) }
        let omega = m.spring.naturalFrequency
        // Waiting, or starting now (where the held velocity 0 is not the one it goes on with).
        if m.startTime > 0 && m.startTime >= elapsed {
            let u = m.start.velocity / omega
            return (m.start.displacement * m.start.displacement + u * u).squareRoot()
        }
        let d = value - m.target, u = velocity / omega
        return (d * d + u * u).squareRoot()
    }

    /// Two started motions on the same spring towards the same target differ by a free motion of
    /// that spring from the jumps, within √(J² + (K/ω)²); any two within R + R′ + |target − target′|.
    func drift(_ p: Int, from old: SpringMotionPiece, elapsed: Double, left: Double, leftVelocity: Double, value: Double,
               velocity: Double) -> Double {
        let a = old.motions[p], b = motions[p]
        var drift = Self.radius(a, after: elapsed, value: left, velocity: leftVelocity) + Self.radius(b, after: 0, value: value, velocity: velocity)
            + Swift.abs(b.target - a.target)
        if (a.startTime <= 0 || a.startTime < elapsed) && b.startTime <= 0 && a.spring == b.spring && a.target == b.target {
            let j = value - left, u = (velocity - leftVelocity) / b.spring.naturalFrequency
            drift = Swift.min(drift, (j * j + u * u).squareRoot())
        }
        return drift * (1 + 1e-12)
    }
}

/// The content offset's piece: one ``SpringMotionSum`` per axis, bounded by the sum of its terms'
/// envelopes (`SpringMotionSum.accelerationBound`, over the terms that have started).
struct SpringSumPiece: KeyframePiece {
    let sums: UnsafePointer<SpringMotionSum>
    let width: Int

    mutating func evaluate(after elapsed: Double, values: UnsafeMutablePointer<Double>, velocities: UnsafeMutablePointer<Double>) {
        for p in 0..<width {
            values[p] = sums[p].value(after: elapsed)
            velocities[p] = sums[p].velocity(after: elapsed)
        }
    }

    mutating func bound(_ p: Int, after elapsed: Double, value: Double, velocity: Double) -> KeyframeBound {
        var envelope = 0.0
        for term in sums[p].terms where term.motion.startTime <= elapsed + keyframeKinkSlack {
            envelope += Swift.abs(term.coefficient) * term.motion.accelerationBound
        }
        return KeyframeBound(envelope: envelope, a0: .infinity, a1: 0, a2: 0)
    }

    func nextKink(after elapsed: Double) -> Double {
        var kink = Double.infinity
        for p in 0..<width {
            for term in sums[p].terms where term.motion.startTime > elapsed + keyframeKinkSlack && term.motion.startTime < kink {
                kink = term.motion.startTime
            }
        }
        return kink
    }

    func velocityJump(_ p: Int, at elapsed: Double) -> Double {
        var jump = 0.0
        for term in sums[p].terms where Swift.abs(term.motion.startTime - elapsed) <= keyframeKinkSlack { jump += Swift.abs(term.coefficient * term.motion.start.velocity) }
        return jump
    }

    func accelerationEnvelope(_ p: Int) -> Double { sums[p].accelerationBound }

    func samplingPays() -> Bool { false }

    func stash(into stash: inout [SpringMotion]) -> Bool { false }

    mutating func subdivide(stashed: UnsafePointer<SpringMotion>, width: Int, over dt: Double, tolerance: UnsafePointer<Double>,
                            values: UnsafeMutablePointer<Double>, gaps: UnsafeMutablePointer<Double>) -> Int {
        subdivide(over: dt, tolerance: tolerance, maximumParts: keyframeMaximumParts, values: values, gaps: gaps)
    }

    mutating func subdivide(over dt: Double, tolerance: UnsafePointer<Double>, maximumParts: Int, values: UnsafeMutablePointer<Double>,
                            gaps: UnsafeMutablePointer<Double>) -> Int {
        var parts = 1
        for p in 0..<width where maximumParts > 1 {
            parts = Swift.max(parts, keyframeParts(bound: sums[p].interpolationErrorBound(over: dt), tolerance: tolerance[p]))
        }
        let h = dt / Double(parts)
        for p in 0..<width {
            let gap = sums[p].interpolationErrorBound(over: h)
            for j in 0..<parts {
                values[j * width + p] = sums[p].value(after: j == parts - 1 ? dt : Double(j + 1) * h)
                gaps[j * width + p] = gap
            }
        }
        return parts
    }

    func drift(_ p: Int, from old: SpringSumPiece, elapsed: Double, left: Double, leftVelocity: Double, value: Double,
               velocity: Double) -> Double { .infinity }

    mutating func node(stashed: UnsafePointer<SpringMotion>, width: Int, over dt: Double, values: UnsafeMutablePointer<Double>,
                       gaps: UnsafeMutablePointer<Double>) {
        // (Never stashed: the content offset's nodes are subdivided at once.)
        for p in 0..<width {
            values[p] = .nan
            gaps[p] = .infinity
        }
    }

    mutating func coastedSampleBound(_ p: Int, stashed: UnsafePointer<SpringMotion>, span: Double, drift: Double) -> Double { .infinity }


    mutating func continues(_ old: SpringSumPiece, after dt: Double, tolerance: UnsafePointer<Double>,
                            drift: UnsafeMutablePointer<Double>) -> Bool { false }
}
