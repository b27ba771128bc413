import Foundation
import SpringTestSupport
@testable import SpringTransitions
import Testing

/// Keyframe export on two threads (``KeyframeRecorder/Threads``): the same keyframes and figures
/// as on one, bit for bit, and a failing record leaves nothing behind.
@Suite struct KeyframeThreadsTests {
    /// Expects `a` and `b` identical: keyframes (times and values bit for bit), certified figures,
    /// the 60 Hz comparison and uniform sampling at the tolerance.
    static func expectIdentical(_ a: KeyframeExport, _ b: KeyframeExport, _ label: String) {
        func bits(_ keys: Keyframes) -> [UInt64] {
            (keys.times + keys.flatValues + keys.certifiedDeviation).map(\.bitPattern)
        }
        #expect(a.elements.count == b.elements.count, "\(label)")
        #expect(a.keyframeCount == b.keyframeCount, "\(label)")
        for (x, y) in zip(a.elements + [a.contentOffset], b.elements + [b.contentOffset]) {
            #expect(x.element == y.element && x.properties == y.properties, "\(label)")
            #expect(bits(x) == bits(y), "\(label): \(String(describing: x.element))")
        }
        #expect(a.certifiedMaxDeviation.points.bitPattern == b.certifiedMaxDeviation.points.bitPattern, "\(label)")
        #expect(a.certifiedMaxDeviation.alpha.bitPattern == b.certifiedMaxDeviation.alpha.bitPattern, "\(label)")
        #expect(a.uniform60Hz == b.uniform60Hz, "\(label)")
        #expect(a.uniform60Hz?.certifiedMaxDeviation.points.bitPattern == b.uniform60Hz?.certifiedMaxDeviation.points.bitPattern, "\(label)")
        #expect(a.uniformAtTolerance.keyframeCount == b.uniformAtTolerance.keyframeCount, "\(label)")
        #expect(a.uniformAtTolerance.rate.bitPattern == b.uniformAtTolerance.rate.bitPattern, "\(label)")
        #expect(a.startTime == b.startTime && a.endTime == b.endTime, "\(label)")
    }

    /// Grid, list and 2-column tiles of `count` cells.
    func layouts(_ count: Int) throws -> [any Layout] {
        let context = try context(counts: [count])
        return [try prepared(gridLayout(), context), try prepared(listLayout(rowHeight: 60), context),
                try prepared(gridLayout(columns: 2, spacing: 10), context)]
    }

    /// Records a `count`-cell transition with random retargets (`seed`) through the public
    /// record, on `threads`.
    func randomRetargets(count: Int, seed: UInt64, threads: KeyframeRecorder.Threads) throws -> KeyframeExport {
        var rng = SeededGenerator(seed: seed)
        let targets = try layouts(count)
        var steps = Set<Int>()
        while steps.count < 4 { steps.insert(Int.random(in: 3...60, using: &rng)) }
        let retargets = steps.sorted().map { ($0, targets[Int.random(in: 0..<3, using: &rng)], Double.random(in: 0...300, using: &rng)) }
        let provider = seed % 2 == 0 ? AnimationProvider.spring(.bouncy)
            : .stagger(from: IndexPath(section: 0, item: 7), delayPerPoint: 0.0003, spring: .snappy)
        let t = try SpringTransitionLayout(from: targets[0], to: targets[1], provider: provider, integrator: ExactIntegrator(),
                                           configuration: .init(contentOffsetMode: .spring(.smooth), toContentOffset: Point(x: 0, y: 300)))
        let dt = t.configuration.timeStep
        var recorder = KeyframeRecorder()
        recorder.threads = threads
        func poses() -> [LayoutAttributes] { t.allElements.compactMap { t.attributes(for: $0) } }
        var step = 0
        while true {
            try recorder.record(t, poses: poses(), at: Double(step) * dt)
            if let r = retargets.first(where: { $0.0 == step }) {
                try t.retarget(to: r.1, using: nil, toContentOffset: Point(x: 0, y: r.2))
                try recorder.record(t, poses: poses(), at: Double(step) * dt, event: true)
            }
            if t.state != .running { break }
            try t.advance(by: dt)
            step += 1
        }
        #expect(recorder.twoThreads == (threads != .one), "two threads used: \(threads)")
        return recorder.export()
    }

    @Test(arguments: [41 as UInt64, 42])
    func twoThreadsGiveTheSameExportBitForBitWithRandomRetargets(seed: UInt64) throws {
        let one = try randomRetargets(count: 520, seed: seed, threads: .one)
        let two = try randomRetargets(count: 520, seed: seed, threads: .two)
        let automatic = try randomRetargets(count: 520, seed: seed, threads: .automatic)
        #expect(one.elements.count == 520)
        #expect(one.keyframeCount > 520 * 4, "keyframes beyond the ends: \(one.keyframeCount)")
        Self.expectIdentical(one, two, "seed \(seed), two threads")
        Self.expectIdentical(one, automatic, "seed \(seed), automatic")
        #expect(two.certifiedMaxDeviation.points <= KeyframeTolerance.default.points)
    }

    @Test func theTransitionExportIsTheSameOnTwoThreads() throws {
        let targets = try layouts(600)
        func export(_ threads: KeyframeRecorder.Threads) throws -> KeyframeExport {
            let t = try SpringTransitionLayout(from: targets[0], to: targets[1], provider: .spring(.smooth), integrator: ExactIntegrator())
            return try KeyframeExport(transition: t, threads: threads)
        }
        let one = try export(.one), two = try export(.two)
        #expect(one.uniform60Hz != nil)
        Self.expectIdentical(one, two, "600-cell grid to list")
    }

    /// A record whose motions fail at element `failAt` (after elements below it were read) leaves
    /// nothing recorded, on one thread and on two: the export equals one of the same records without it.
    @Test(arguments: [0, 299, 519], [KeyframeRecorder.Threads.one, .two])
    func aFailingRecordLeavesNothingHalfRecorded(failAt: Int, threads: KeyframeRecorder.Threads) throws {
        let targets = try layouts(520)
        func run(failing: Bool) throws -> KeyframeExport {
            let t = try SpringTransitionLayout(from: targets[0], to: targets[1], provider: .spring(.bouncy), integrator: ExactIntegrator())
            let dt = t.configuration.timeStep
            var recorder = KeyframeRecorder()
            recorder.threads = threads
            let ids = t.allElements
            func record(at time: Double, failAt: Int?) -> KeyframeError? {
                if recorder.lastTime == nil { recorder.begin(ids) }
                let failure = recorder.recordElements(at: time, event: false) { k, out in
                    if k == failAt { return KeyframeError(parameter: "test", message: "element \(k) fails") }
                    KeyframeRecorder.motions(of: t, pose: t.attributes(for: ids[k])!, into: out)
                    return nil
                }
                if failure == nil { recorder.recordOffset(t, at: time, event: false) }
                return failure
            }
            var step = 0
            while true {
                let now = Double(step) * dt
                // From step 20 two batches planned on the calling thread alone (as after a batch the helper was busy for).
                if step == 20 { recorder.aloneBatches = 2 }
                // Mid-batch (records 0–7 fill the first), and again later (one at a time).
                if failing && (step == 5 || step == 21) {
                    let error = record(at: now, failAt: failAt)
                    #expect(error?.description.contains("element \(failAt) fails") == true, "\(String(describing: error))")
                }
                try t.advance(by: dt / 2)
                if failing && step == 5 {
                    // A failing record at an instant between the clock steps, then the step's own.
                    #expect(record(at: now + dt / 2, failAt: failAt) != nil)
                }
                try t.advance(by: dt / 2)
                #expect(record(at: now + dt, failAt: nil) == nil)
                if t.state != .running { break }
                step += 1
            }
            #expect(recorder.twoThreads == (threads == .two))
            return recorder.export()
        }
        let clean = try run(failing: false), failed = try run(failing: true)
        #expect(clean.keyframeCount > 520 * 2)
        Self.expectIdentical(clean, failed, "failing at element \(failAt), \(threads)")
    }

    /// Batches hold up to 8 records, fewer (at least one) when a record's motions for every
    /// element would take more than 16 MiB.
    @Test func batchesHoldFewerRecordsForManyElements() {
        let perElement = 5 * MemoryLayout<SpringMotion>.stride
        #expect(KeyframeRecorder.batchCapacity(elements: 0) == 8)
        #expect(KeyframeRecorder.batchCapacity(elements: 1_000) == 8)
        #expect(KeyframeRecorder.batchCapacity(elements: (16 << 20) / (4 * perElement)) == 4)
        #expect(KeyframeRecorder.batchCapacity(elements: 100_000) == 1)
        for n in [1, 999, 5_000, 20_000, 60_000, 1_000_000] {
            let c = KeyframeRecorder.batchCapacity(elements: n)
            #expect(c >= 1 && c <= 8 && (c == 1 || c * n * perElement <= 16 << 20), "\(n): \(c)")
        }
    }
}
