/// The springs as the right-hand side's loops read them: the linear springs with rest length 0
/// (Hooke's law and a dashpot, no square root, no law switch) in flat arrays, those to anchors
/// apart from those between two bodies, and the dense indices of every other spring.
///
/// ``BodySystem`` rebuilds it from its ``BodySystem/springs`` whenever its
/// ``BodySystem/revision`` has changed since the last build (at the first evaluation after a
/// change), into storage allocated once for ``BodySystem/springCapacity`` springs: rebuilding
/// allocates nothing. A pair costs the loop 24 bytes instead of a 64-byte ``SpringRecord``.
///
/// **Runs.** Consecutive pairs whose two bodies both advance by one (`(a, b)`, `(a + 1, b + 1)`,
/// …: a chain, a row of a grid) form a run. A run of at least ``minimumRun`` pairs is evaluated
/// in three loops over contiguous memory, which the compiler vectorises: the forces into
/// ``force``, then their sum into each first body, then their difference from each second body.
/// Shorter runs add each pair's force to both bodies in turn. Within a body the sums keep spring
/// order wherever a body's first-end springs come before its second-end ones (as in a chain
/// built from the wall out); elsewhere they may differ from spring order in rounding only.
///
/// Order: anchors, then pairs, then the others, each in ``BodySystem/springs`` order.
struct CompiledSprings {
    /// The shortest run evaluated by the vectorised loops.
    static let minimumRun = 8
    /// The body of each linear anchor spring.
    let anchorBody: UnsafeMutableBufferPointer<Int32>
    /// Stiffness, damping and anchor of each linear anchor spring.
    let anchorStiffness, anchorDamping, anchorX, anchorY: UnsafeMutableBufferPointer<Double>
    /// The two bodies of each linear spring between bodies (force on `a` is `+F`, on `b` `−F`).
    let pairA, pairB: UnsafeMutableBufferPointer<Int32>
    /// Stiffness and damping of each linear spring between bodies.
    let pairStiffness, pairDamping: UnsafeMutableBufferPointer<Double>
    /// The first pair of each run; run `r` is `runStart[r] ..< runStart[r + 1]`.
    let runStart: UnsafeMutableBufferPointer<Int32>
    /// Per run: its stiffness, damping, and the inverse masses of its first and its second
    /// bodies where each is the same all along the run (as in a uniform chain), NaN where not.
    let runStiffness, runDamping, runInverseMassA, runInverseMassB: UnsafeMutableBufferPointer<Double>
    /// Scratch: the forces of a run's pairs, `axes` values per pair.
    let force: UnsafeMutableBufferPointer<Double>
    /// Dense indices into ``BodySystem/springs`` of the springs the general loop evaluates.
    let general: UnsafeMutableBufferPointer<Int32>
    private(set) var anchorCount = 0
    private(set) var pairCount = 0
    private(set) var runCount = 0
    private(set) var generalCount = 0
    /// The ``BodySystem/revision`` it was built at (−1: never).
    private(set) var revision = -1

    /// Allocates storage for `capacity` springs.
    init(capacity: Int) {
        let n = Swift.max(capacity, 1)
        func doubles(_ n: Int = n) -> UnsafeMutableBufferPointer<Double> {
            let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: n)
            buffer.initialize(repeating: 0)
            return buffer
        }
        func indices(_ n: Int = n) -> UnsafeMutableBufferPointer<Int32> {
            let buffer = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
            buffer.initialize(repeating: 0)
            return buffer
        }
        anchorBody = indices()
        anchorStiffness = doubles()
        anchorDamping = doubles()
        anchorX = doubles()
        anchorY = doubles()
        pairA = indices()
        pairB = indices()
        pairStiffness = doubles()
        pairDamping = doubles()
        runStart = indices(n + 1)
        runStiffness = doubles()
        runDamping = doubles()
        runInverseMassA = doubles()
        runInverseMassB = doubles()
        force = doubles(2 * n)
        general = indices()
    }

    /// Frees the storage (the owner calls it once, from its `deinit`).
    func deallocate() {
        for buffer in [anchorBody, pairA, pairB, runStart, general] { buffer.deallocate() }
        for buffer in [anchorStiffness, anchorDamping, anchorX, anchorY, pairStiffness, pairDamping, force,
                       runStiffness, runDamping, runInverseMassA, runInverseMassB] {
            buffer.deallocate()
        }
    }

    /// Rebuilds the lists from `springs` (at most the capacity) with the bodies' inverse masses,
    /// and records `revision`.
    mutating func rebuild(from springs: UnsafeBufferPointer<SpringRecord>, inverseMasses: UnsafeMutableBufferPointer<Double>, revision: Int) {
        var anchors = 0, pairs = 0, others = 0
        for (index, s) in springs.enumerated() {
            if s.lawKind == 0, s.restLength == 0 {
                if s.b >= 0 {
                    pairA[pairs] = Int32(truncatingIfNeeded: s.a)
                    pairB[pairs] = Int32(truncatingIfNeeded: s.b)
                    pairStiffness[pairs] = s.stiffness
                    pairDamping[pairs] = s.damping
                    pairs += 1
                } else {
                    anchorBody[anchors] = Int32(truncatingIfNeeded: s.a)
                    anchorStiffness[anchors] = s.stiffness
                    anchorDamping[anchors] = s.damping
                    anchorX[anchors] = s.anchorX
                    anchorY[anchors] = s.anchorY
                    anchors += 1
                }
            } else {
                general[others] = Int32(truncatingIfNeeded: index)
                others += 1
            }
        }
        var runs = 0
        for j in 0..<pairs where j == 0 || pairA[j] != pairA[j - 1] &+ 1 || pairB[j] != pairB[j - 1] &+ 1 {
            runStart[runs] = Int32(truncatingIfNeeded: j)
            runs += 1
        }
        runStart[runs] = Int32(truncatingIfNeeded: pairs)
        for r in 0..<runs {
            let from = Int(runStart[r]), to = Int(runStart[r + 1])
            func uniform(_ value: (Int) -> Double) -> Double {
                let first = value(from)
                for j in from..<to where value(j) != first { return .nan }
                return first
            }
            runStiffness[r] = uniform { pairStiffness[$0] }
            runDamping[r] = uniform { pairDamping[$0] }
            runInverseMassA[r] = uniform { inverseMasses[Int(pairA[$0])] }
            runInverseMassB[r] = uniform { inverseMasses[Int(pairB[$0])] }
        }
        anchorCount = anchors
        pairCount = pairs
        runCount = runs
        generalCount = others
        self.revision = revision
    }
}
