import SpringTestSupport
@testable import SpringTransitions
import Testing

/// A plan's entries (`PlanEntries`): appended, read and written in place, sorted, and handed back
/// as they are installed (`discardPrefix(upTo:)`) without changing what is installed.
@Suite struct PlanEntriesTests {
    func entry(_ item: Int, animation: AttributeAnimation? = nil) -> PlannedEntry {
        let compact = PlannedAttributes(centerX: Double(item), centerY: -Double(item), width: 10, height: 20, whole: -1)
        return PlannedEntry(id: .cell(IndexPath(section: 0, item: item)), change: .persisting, from: compact,
                            to: compact, animation: animation, previous: item, isMoving: false)
    }

    @Test func entriesAreAppendedWrittenSortedAndDiscarded() {
        var entries = PlanEntries()
        #expect(entries.isEmpty && entries.capacity == 0)
        // Growing from nothing (by doubling) moves the entries: all still there, in order.
        for item in (0..<40_000).reversed() { entries.append(entry(item)) }
        #expect(entries.count == 40_000 && entries.capacity >= 40_000)
        entries[3].isDeferred = true
        #expect(entries[3].isDeferred && !entries[4].isDeferred)
        entries.sort { $0.id < $1.id }
        #expect(entries.indices.allSatisfy { entries[$0].previous == $0 })
        // The animations the discarded entries held are released; the other entries are untouched.
        weak var released: AttributeAnimation?
        weak var kept: AttributeAnimation?
        do {
            let a = AttributeAnimation(element: .cell(IndexPath(section: 0, item: 5)),
                                       from: LayoutAttributes(id: .cell(IndexPath(section: 0, item: 5)), frame: .zero),
                                       to: LayoutAttributes(id: .cell(IndexPath(section: 0, item: 5)), frame: .zero))
            let b = AttributeAnimation(element: .cell(IndexPath(section: 0, item: 30_000)),
                                       from: LayoutAttributes(id: .cell(IndexPath(section: 0, item: 30_000)), frame: .zero),
                                       to: LayoutAttributes(id: .cell(IndexPath(section: 0, item: 30_000)), frame: .zero))
            entries[5].animation = a
            entries[30_000].animation = b
            released = a
            kept = b
        }
        entries.discardPrefix(upTo: 20_000)
        #expect(released == nil && kept != nil)
        #expect((20_000..<40_000).allSatisfy { entries[$0].previous == $0 && entries[$0].from.centerX == Double($0) })
        // Emptied keeping its storage, the list fills again from its first entry.
        let capacity = entries.capacity
        entries.removeAll(keepingCapacity: true)
        #expect(kept == nil && entries.isEmpty && entries.capacity == capacity)
        entries.append(entry(7))
        #expect(entries.count == 1 && entries[0].previous == 7)
    }

    /// A run of a 40,000-cell transition (a start, frames, a retarget), its poses and progress.
    func run() throws -> [[LayoutAttributes]] {
        let context = try context(counts: [40_000])
        let t = try SpringTransitionLayout(from: try prepared(gridLayout(columns: 4), context),
                                           to: try prepared(listLayout(), context), provider: .spring(.bouncy),
                                           integrator: ExactIntegrator())
        var frames: [[LayoutAttributes]] = []
        func record() {
            var poses = t.allElements.map { t.attributes(for: $0) ?? LayoutAttributes(id: $0, frame: .zero) }
            poses.append(LayoutAttributes(id: .decoration("progress", IndexPath(section: 0, item: 0)),
                                          center: Point(x: t.progress, y: t.contentOffset.y), size: .zero))
            frames.append(poses)
        }
        for frame in 0..<6 {
            try t.advance(by: 1.0 / 60)
            if frame == 2 { try t.retarget(to: try prepared(gridLayout(columns: 2), context)) }
            record()
        }
        return frames
    }

    /// A plan too large for the cache is handed back as it is installed, at the start and at a
    /// retarget: the transition is exactly the one installed from a plan kept whole.
    @Test func aDiscardedPlanInstallsTheSameTransition() throws {
        let keeping = ScratchPool()
        keeping.limit = 1_000_000
        // (A start or retarget keeps its plan whole when the cache will keep it.)
        #expect(keeping.keeps(elements: 40_000))
        let whole = try ScratchPool.$current.withValue(keeping) { try run() }
        let discarding = ScratchPool()
        discarding.limit = 0
        #expect(!discarding.keeps(elements: 40_000))
        let discarded = try ScratchPool.$current.withValue(discarding) { try run() }
        #expect(discarded.count == whole.count)
        for (k, (a, b)) in zip(discarded, whole).enumerated() {
            #expect(a == b, "frame \(k)")
        }
    }
}
