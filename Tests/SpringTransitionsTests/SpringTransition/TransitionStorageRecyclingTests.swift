import SpringTestSupport
@testable import SpringTransitions
import Testing

/// Transitions recycle their large arrays through a cache of at most two sets (`ScratchPool`):
/// what it keeps, and that a transition filled into recycled arrays behaves exactly like one in
/// fresh memory. Each test binds a cache of its own, so parallel tests do not share it.
@Suite struct TransitionStorageRecyclingTests {
    /// A scratch set whose arrays hold `n` entries (and so keep capacity for them).
    func filledScratch(_ n: Int) -> TransitionScratch {
        var s = TransitionScratch()
        s.entries = Array(repeating: TransitionEntry(id: .cell(IndexPath(section: 0, item: 0)), change: .persisting,
                                                     animation: nil, snapTarget: 0), count: n)
        s.deferred = Array(repeating: .unused, count: n)
        s.offsets = Array(repeating: SIMD4(1, 2, 3, 4), count: n)
        return s
    }

    @Test func thePoolKeepsAtMostTwoEmptiedSetsWithinItsLimit() {
        let pool = ScratchPool()
        #expect(pool.count == 0 && pool.limit == 100_000)
        // An empty set holds no storage: not kept.
        pool.give(TransitionScratch())
        #expect(pool.count == 0)
        pool.give(filledScratch(100))
        pool.give(filledScratch(200))
        pool.give(filledScratch(300))
        #expect(pool.count == 2)
        let taken = pool.take()
        #expect(taken.entries.isEmpty && taken.deferred.isEmpty && taken.offsets.isEmpty)
        #expect(taken.entries.capacity >= 200 && taken.deferred.capacity >= 200)
        #expect(pool.count == 1)
        // Lowering the limit drops the larger sets; sets over it are refused.
        pool.limit = 150
        #expect(pool.count == 1)
        pool.give(filledScratch(1_000))
        #expect(pool.count == 1)
        pool.limit = 50
        #expect(pool.count == 0)
        pool.limit = -5
        #expect(pool.limit == 0)
        pool.give(filledScratch(10))
        #expect(pool.count == 0)
        pool.limit = 100
        pool.give(filledScratch(10))
        pool.purge()
        #expect(pool.count == 0)
        // Taking from an empty pool gives a fresh set.
        #expect(pool.take().elementCapacity == 0)
    }

    /// A start's plan entries, given on their own, and an ended transition's tables (no plan
    /// entries) fill one set, in either order: the next start finds both.
    @Test func planEntriesAndTablesFillOneSet() {
        func planOnly(_ n: Int) -> TransitionScratch {
            var s = TransitionScratch()
            s.planEntries.reserveLargeCapacity(n)
            for _ in 0..<n {
                s.planEntries.append(PlannedEntry(id: .cell(IndexPath(section: 0, item: 0)), change: .persisting,
                                                  from: PlannedAttributes(centerX: 0, centerY: 0, width: 0, height: 0, whole: -1),
                                                  to: PlannedAttributes(centerX: 0, centerY: 0, width: 0, height: 0, whole: -1),
                                                  previous: -1, isMoving: false))
            }
            return s
        }
        for tablesFirst in [false, true] {
            let pool = ScratchPool()
            if tablesFirst {
                pool.give(filledScratch(300))
                pool.give(planOnly(300))
            } else {
                pool.give(planOnly(300))
                pool.give(filledScratch(300))
            }
            #expect(pool.count == 1)
            let taken = pool.take()
            #expect(taken.planEntries.capacity >= 300 && taken.entries.capacity >= 300 && taken.deferred.capacity >= 300)
            #expect(taken.planEntries.isEmpty && taken.entries.isEmpty)
            // Plan entries alone join a full pool's sets that have none; once none lacks them, more
            // are dropped (a set of plan entries alone never displaces tables).
            pool.give(filledScratch(100))
            pool.give(filledScratch(200))
            pool.give(planOnly(50))
            pool.give(planOnly(60))
            pool.give(planOnly(70))
            #expect(pool.count == 2)
            let sets = [pool.take(), pool.take()]
            #expect(sets.allSatisfy { $0.planEntries.capacity >= 50 && $0.planEntries.capacity < 70 })
            #expect(sets.allSatisfy { $0.entries.capacity >= 100 && !$0.holdsOnlyPlanEntries })
        }
    }

    /// The public knobs act on the process-wide cache.
    @Test func thePublicLimitIsTheSharedPools() {
        let saved = SpringTransitionLayout.cachedStorageLimit
        defer { SpringTransitionLayout.cachedStorageLimit = saved }
        SpringTransitionLayout.cachedStorageLimit = 1_234
        #expect(ScratchPool.shared.limit == 1_234)
        SpringTransitionLayout.cachedStorageLimit = -1
        #expect(SpringTransitionLayout.cachedStorageLimit == 0)
    }

    /// A run of transitions (a start, frames, two retargets, the end; deferred and object
    /// elements; exact and rkf45), its poses and progress at every frame.
    func run(integratorKind: Int) throws -> [[LayoutAttributes?]] {
        let context = try context(counts: [120, 30])
        let integrator: any Integrator = integratorKind == 0 ? ExactIntegrator() : try GSLIntegrator(stepper: .rkf45)
        let t = try SpringTransitionLayout(from: try prepared(gridLayout(columns: 4), context),
                                           to: try prepared(listLayout(header: 20), context), provider: .spring(.bouncy),
                                           integrator: integrator)
        var frames: [[LayoutAttributes?]] = []
        for frame in 0..<40 {
            try t.advance(by: 1.0 / 90)
            if frame == 10 { try t.retarget(to: try prepared(gridLayout(columns: 2), context)) }
            if frame == 20 {
                try t.retarget(to: try prepared(listLayout(rowHeight: 30), context), using: AnimationProvider {
                    AttributeAnimation(context: $0, springs: ChannelSprings(.smooth))
                })
            }
            var poses = t.allElements.map { t.attributes(for: $0) }
            t.forEachAttributes(in: Rect(x: 0, y: 200 + 20 * Double(frame), width: 320, height: 480)) { poses.append($0) }
            poses.append(LayoutAttributes(id: .decoration("progress", IndexPath(section: 0, item: 0)),
                                          center: Point(x: t.progress, y: t.contentOffset.y), size: .zero))
            frames.append(poses)
        }
        try t.advance(by: 10)
        frames.append(t.allElements.map { t.attributes(for: $0) })
        return frames
    }

    /// Transitions filled into recycled arrays (left by earlier transitions and retargets) give
    /// exactly the poses, progress and offsets of transitions in fresh memory.
    @Test(arguments: [0, 1])
    func recycledStorageChangesNothing(integratorKind: Int) throws {
        let fresh = ScratchPool()
        fresh.limit = 0
        let reference = try ScratchPool.$current.withValue(fresh) { try run(integratorKind: integratorKind) }
        #expect(fresh.count == 0)
        let pool = ScratchPool()
        try ScratchPool.$current.withValue(pool) {
            _ = try run(integratorKind: integratorKind)
            // The ended transition and its retargets left their arrays.
            #expect(pool.count == 2)
            for round in 0..<3 {
                let recycled = try run(integratorKind: integratorKind)
                #expect(recycled == reference, "round \(round)")
                #expect(pool.count == 2)
            }
        }
    }
}
