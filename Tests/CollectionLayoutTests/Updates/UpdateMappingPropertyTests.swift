import CollectionLayout
import SpringTestSupport
import Testing

/// Random valid batches, compared with an independent reference: UIKit's description of a batch
/// as sequential array edits. Reload items in place; remove deleted and moved-out items in
/// descending order (old index paths); replace reloaded sections; remove deleted and moved-out
/// sections in descending order; insert new and moved-in sections in ascending order; insert new
/// and moved-in items in ascending order (new index paths).
@Suite struct UpdateMappingPropertyTests {
    struct Section { var label: String; var items: [String] }

    struct Batch {
        var oldCounts: [Int]
        var updates: [UpdateItem]
        var expected: [[String]]
    }

    static func labels(_ counts: [Int]) -> [[String]] {
        counts.enumerated().map { s, n in (0..<n).map { "\(s).\($0)" } }
    }

    /// A random valid batch and the reference result.
    static func randomBatch(_ rng: inout SeededGenerator) -> Batch {
        let oldCounts = (0..<rng.int(1...5)).map { _ in rng.int(0...6) }
        let old = labels(oldCounts)
        var updates: [UpdateItem] = []
        enum Fate { case kept, deleted, reloaded, moved }
        func fate() -> Fate {
            switch rng.int(0...9) {
            case 0: .deleted
            case 1: .reloaded
            case 2: .moved
            default: .kept
            }
        }
        // Sections.
        let sectionFates = oldCounts.map { _ in fate() }
        let insertedSections = rng.int(0...2)
        let movedSections = sectionFates.indices.filter { sectionFates[$0] == .moved }
        let newSectionCount = oldCounts.count - sectionFates.filter { $0 == .deleted }.count + insertedSections
        let destinations = Array((0..<newSectionCount).shuffled(using: &rng).prefix(insertedSections + movedSections.count))
        var sectionMoveTo: [Int: Int] = [:]
        for (k, s) in movedSections.enumerated() { sectionMoveTo[s] = destinations[k] }
        let insertedSectionIndices = Array(destinations.dropFirst(movedSections.count))
        for (s, f) in sectionFates.enumerated() {
            switch f {
            case .deleted: updates.append(.deleteSection(s))
            case .reloaded: updates.append(.reloadSection(s))
            case .moved: updates.append(.moveSection(from: s, to: sectionMoveTo[s]!))
            case .kept: break
            }
        }
        for t in insertedSectionIndices { updates.append(.insertSection(t)) }

        // The new section order, by the reference's sequential edits (labels only).
        var order: [Section] = old.enumerated().map { Section(label: "S\($0.offset)", items: $0.element) }
        for s in sectionFates.indices.reversed() where sectionFates[s] == .deleted || sectionFates[s] == .moved { order.remove(at: s) }
        var arrivals: [(Int, String)] = insertedSectionIndices.map { ($0, "new") } + movedSections.map { (sectionMoveTo[$0]!, "S\($0)") }
        arrivals.sort { $0.0 < $1.0 }
        for (t, label) in arrivals { order.insert(Section(label: label, items: []), at: t) }
        // New section t's old origin, when it is a kept or moved section (items can go there).
        let origin: [Int?] = order.map { sec in
            guard sec.label != "new", let s = Int(sec.label.dropFirst()), sectionFates[s] != .reloaded else { return nil }
            return s
        }
        let targets = origin.indices.filter { origin[$0] != nil }

        // Items of kept and moved sections.
        var itemMoves: [(from: IndexPath, toSection: Int)] = []
        var remaining = [Int](repeating: 0, count: oldCounts.count)
        for s in oldCounts.indices where sectionFates[s] == .kept || sectionFates[s] == .moved {
            for i in 0..<oldCounts[s] {
                let p = IndexPath(section: s, item: i)
                switch fate() {
                case .deleted: updates.append(.deleteItem(p))
                case .reloaded: updates.append(.reloadItem(p)); remaining[s] += 1
                case .moved where !targets.isEmpty: itemMoves.append((p, targets[rng.int(0...(targets.count - 1))]))
                case .moved: updates.append(.deleteItem(p))
                case .kept: remaining[s] += 1
                }
            }
        }
        var movedInto = [[IndexPath]](repeating: [], count: newSectionCount)
        for m in itemMoves { movedInto[m.toSection].append(m.from) }
        var itemArrivals: [(IndexPath, IndexPath?)] = []  // new path, moved-from
        for t in targets {
            let inserts = rng.int(0...2)
            let count = remaining[origin[t]!] + inserts + movedInto[t].count
            let slots = (0..<count).shuffled(using: &rng)
            for (k, from) in movedInto[t].enumerated() {
                let to = IndexPath(section: t, item: slots[k])
                updates.append(.moveItem(from: from, to: to))
                itemArrivals.append((to, from))
            }
            for k in 0..<inserts {
                let to = IndexPath(section: t, item: slots[movedInto[t].count + k])
                updates.append(.insertItem(to))
                itemArrivals.append((to, nil))
            }
        }

        // The reference.
        var model: [Section] = old.enumerated().map { Section(label: "S\($0.offset)", items: $0.element) }
        for case .reloadItem(let p) in updates { model[p.section].items[p.item] = "+" }
        var removals: [IndexPath] = itemMoves.map(\.from)
        for case .deleteItem(let p) in updates { removals.append(p) }
        for p in removals.sorted(by: >) { model[p.section].items.remove(at: p.item) }
        for s in sectionFates.indices where sectionFates[s] == .reloaded {
            model[s].items = Array(repeating: "+", count: oldCounts[s])
        }
        var movedSectionContent: [Int: Section] = [:]
        for s in sectionFates.indices.reversed() where sectionFates[s] == .deleted || sectionFates[s] == .moved {
            movedSectionContent[s] = model.remove(at: s)
        }
        var sectionInserts: [(Int, Section)] = insertedSectionIndices.map { ($0, Section(label: "new", items: [])) }
        for s in movedSections { sectionInserts.append((sectionMoveTo[s]!, movedSectionContent[s]!)) }
        for (t, section) in sectionInserts.sorted(by: { $0.0 < $1.0 }) { model.insert(section, at: t) }
        for (to, from) in itemArrivals.sorted(by: { $0.0 < $1.0 }) {
            model[to.section].items.insert(from.map { old[$0.section][$0.item] } ?? "+", at: to.item)
        }
        return Batch(oldCounts: oldCounts, updates: updates.shuffled(using: &rng), expected: model.map(\.items))
    }

    @Test func randomBatchesMatchSequentialEdits() throws {
        var rng = SeededGenerator(seed: 2024)
        for _ in 0..<400 {
            let batch = Self.randomBatch(&rng)
            let mapping = try UpdateMapping(oldCounts: DataCounts(batch.oldCounts), updates: batch.updates)
            let old = Self.labels(batch.oldCounts)
            let result = (0..<mapping.newCounts.numberOfSections).map { t in
                (0..<mapping.newCounts.itemsPerSection[t]).map { j in
                    mapping.oldIndexPath(forNew: IndexPath(section: t, item: j)).map { old[$0.section][$0.item] } ?? "+"
                }
            }
            #expect(result == batch.expected, "\(batch.oldCounts) \(batch.updates)")
            // Consistency: forward and backward maps are inverse; giving the derived counts is accepted.
            for (s, n) in batch.oldCounts.enumerated() {
                for i in 0..<n {
                    let p = IndexPath(section: s, item: i)
                    if let q = mapping.newIndexPath(forOld: p) { #expect(mapping.oldIndexPath(forNew: q) == p) }
                }
            }
            #expect(throws: Never.self) { try UpdateMapping(oldCounts: DataCounts(batch.oldCounts), updates: batch.updates, newCounts: mapping.newCounts) }
        }
    }
}
