import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct FlowBatchUpdatePropertyTests {
    /// A random batch of item deletes, inserts and moves over `counts` (possibly invalid: the
    /// caller skips the ones UpdateMapping refuses).
    func randomBatch(_ counts: [Int], _ g: inout SeededGenerator) -> [UpdateItem] {
        var updates: [UpdateItem] = []
        var touched = Set<IndexPath>(), destinations = Set<IndexPath>()
        for _ in 0..<Int.random(in: 0...4, using: &g) {
            let s = Int.random(in: 0..<counts.count, using: &g)
            guard counts[s] > 0 else { continue }
            let p = IndexPath(section: s, item: Int.random(in: 0..<counts[s], using: &g))
            guard touched.insert(p).inserted else { continue }
            if Bool.random(using: &g) {
                updates.append(.deleteItem(p))
            } else {
                let t = Int.random(in: 0..<counts.count, using: &g)
                let q = IndexPath(section: t, item: Int.random(in: 0..<max(1, counts[t]), using: &g))
                guard destinations.insert(q).inserted else { continue }
                updates.append(.moveItem(from: p, to: q))
            }
        }
        for _ in 0..<Int.random(in: 0...3, using: &g) {
            let s = Int.random(in: 0..<counts.count, using: &g)
            let q = IndexPath(section: s, item: Int.random(in: 0...counts[s], using: &g))
            guard destinations.insert(q).inserted else { continue }
            updates.append(.insertItem(q))
        }
        return updates
    }

    @Test func everyRandomBatchAnimatesExactlyItsInsertsDeletesAndMoves() throws {
        var g = SeededGenerator(seed: 0x5eed_f10e)
        var checked = 0
        for round in 0..<300 {
            let counts = (0..<Int.random(in: 1...3, using: &g)).map { _ in Int.random(in: 0...7, using: &g) }
            let updates = randomBatch(counts, &g)
            let before = try flowView(UpdateEffectsLayout(tileFlow(headers: 20)), counts: counts)
            guard let mapping = try? UpdateMapping(oldCounts: before.dataCounts, updates: updates) else { continue }
            var view = before
            let t = try view.performBatchUpdates(updates, animatedWith: .spring(.snappy), integrator: ExactIntegrator())
            let next = t.nextLayout
            let shrink = AffineTransform(scaleX: 0.1, y: 0.1)
            var expected = Set<ElementID>()
            // Old elements: persisting under their new identity from their old attributes, or removed.
            for id in before.layout.allElements {
                let old = before.layout.attributes(for: id)!
                if let newID = mapping.newElement(forOld: id) {
                    expected.insert(newID)
                    let start = t.animation(for: newID)?.from ?? t.attributes(for: newID)!
                    #expect(start.center == old.center && start.transform == .identity && start.alpha == 1, "\(updates): \(id) → \(newID)")
                } else {
                    let removed = ElementID.removed(id)
                    expected.insert(removed)
                    let a = try #require(t.animation(for: removed), "\(updates): \(id) removed")
                    #expect(a.from.center == old.center && a.to.transform == shrink && a.to.alpha == 0)
                }
            }
            // New elements without an old counterpart: inserted, with the effect.
            for id in next.allElements where mapping.oldElement(forNew: id) == nil {
                expected.insert(id)
                let a = try #require(t.animation(for: id), "\(updates): \(id) inserted")
                #expect(a.from.transform == shrink && a.from.alpha == 0 && a.to == next.attributes(for: id)!)
            }
            #expect(Set(t.allElements) == expected, "\(updates)")
            if round % 10 == 0 {
                try runToEnd(&view)
                #expect(allPoses(view.layout) == allPoses(next))
                #expect(view.contentOffset == t.toContentOffset)
            }
            checked += 1
        }
        #expect(checked > 150)
    }
}
