import CollectionLayout
import SpringTestSupport
import Testing

/// UIKit's batch-update semantics, checked by labelling every old item and reading the new data
/// through the mapping: an item that came from the old data shows its old label, a new one "+".
@Suite struct BatchUpdateTests {
    /// Old data as labels: [["A", "B", ...], ...].
    static func labels(_ counts: [Int]) -> [[String]] {
        var next = Unicode.Scalar("A").value
        return counts.map { n in
            (0..<n).map { _ in
                defer { next += 1 }
                return String(Unicode.Scalar(next)!)
            }
        }
    }

    /// The new data's labels through `mapping`.
    static func apply(_ mapping: UpdateMapping, to old: [[String]]) -> [[String]] {
        (0..<mapping.newCounts.numberOfSections).map { t in
            (0..<mapping.newCounts.itemsPerSection[t]).map { j in
                mapping.oldIndexPath(forNew: IndexPath(section: t, item: j)).map { old[$0.section][$0.item] } ?? "+"
            }
        }
    }

    static func result(_ counts: [Int], _ updates: [UpdateItem], newCounts: [Int]? = nil) throws -> [[String]] {
        let mapping = try UpdateMapping(oldCounts: DataCounts(counts), updates: updates, newCounts: newCounts.map { try DataCounts($0) })
        // The two directions agree.
        for s in 0..<counts.count {
            for i in 0..<counts[s] {
                let p = IndexPath(section: s, item: i)
                if let q = mapping.newIndexPath(forOld: p) { #expect(mapping.oldIndexPath(forNew: q) == p) }
            }
        }
        return apply(mapping, to: labels(counts))
    }

    static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

    /// A B C D E: deletes use old index paths in descending order (D, then B: A C E), inserts new
    /// index paths in ascending order (at 1: A + C E).
    @Test func deleteAndInsertInOneBatch() throws {
        #expect(try Self.result([5], [.insertItem(Self.ip(0, 1)), .deleteItem(Self.ip(0, 1)), .deleteItem(Self.ip(0, 3))])
            == [["A", "+", "C", "E"]])
        // Order of the updates in the batch does not matter.
        #expect(try Self.result([5], [.deleteItem(Self.ip(0, 3)), .deleteItem(Self.ip(0, 1)), .insertItem(Self.ip(0, 1))])
            == [["A", "+", "C", "E"]])
        // Inserts at new positions 0 and 5 of a 6-item result, with one delete: B C D E keep their order.
        #expect(try Self.result([5], [.deleteItem(Self.ip(0, 0)), .insertItem(Self.ip(0, 0)), .insertItem(Self.ip(0, 5))])
            == [["+", "B", "C", "D", "E", "+"]])
    }

    /// Moves name the old source and the new destination: A moved to 2 gives B C A D E.
    @Test func movesWithinAndAcrossSections() throws {
        #expect(try Self.result([5], [.moveItem(from: Self.ip(0, 0), to: Self.ip(0, 2))]) == [["B", "C", "A", "D", "E"]])
        #expect(try Self.result([5], [.moveItem(from: Self.ip(0, 4), to: Self.ip(0, 0))]) == [["E", "A", "B", "C", "D"]])
        // Move, delete and insert together: E deleted, A to 3, new item at 0: slots 0 (+) and 3 (A)
        // are taken, B C D fill 1, 2, 4.
        #expect(try Self.result([5], [.deleteItem(Self.ip(0, 4)), .moveItem(from: Self.ip(0, 0), to: Self.ip(0, 3)), .insertItem(Self.ip(0, 0))])
            == [["+", "B", "C", "A", "D"]])
        // Across sections: [A B C D] [E F] with D moved to [1, 0].
        let mapping = try UpdateMapping(oldCounts: DataCounts([4, 2]), updates: [.moveItem(from: Self.ip(0, 3), to: Self.ip(1, 0))])
        #expect(mapping.newCounts == (try DataCounts([3, 3])))
        #expect(Self.apply(mapping, to: Self.labels([4, 2])) == [["A", "B", "C"], ["D", "E", "F"]])
        #expect(mapping.newIndexPath(forOld: Self.ip(0, 3)) == Self.ip(1, 0))
        // Swapping two items with two moves.
        #expect(try Self.result([3], [.moveItem(from: Self.ip(0, 0), to: Self.ip(0, 2)), .moveItem(from: Self.ip(0, 2), to: Self.ip(0, 0))])
            == [["C", "B", "A"]])
    }

    /// Sections [A] [B C] [D E F]: delete section 0, insert section 1, move section 2 to 0. New
    /// sections: 0 ← old 2, 1 inserted, 2 ← old 1 (the remaining section fills the free slot).
    @Test func sectionInsertDeleteAndMove() throws {
        let mapping = try UpdateMapping(oldCounts: DataCounts([1, 2, 3]),
                                        updates: [.deleteSection(0), .insertSection(1), .moveSection(from: 2, to: 0)],
                                        newCounts: DataCounts([3, 4, 2]))
        #expect(Self.apply(mapping, to: Self.labels([1, 2, 3])) == [["D", "E", "F"], ["+", "+", "+", "+"], ["B", "C"]])
        #expect(mapping.newSection(forOld: 0) == nil && mapping.newSection(forOld: 1) == 2 && mapping.newSection(forOld: 2) == 0)
        #expect(mapping.oldSection(forNew: 1) == nil)
        // Derived counts: an inserted section is empty.
        let derived = try UpdateMapping(oldCounts: DataCounts([1, 2, 3]), updates: [.deleteSection(0), .insertSection(1), .moveSection(from: 2, to: 0)])
        #expect(derived.newCounts == (try DataCounts([3, 0, 2])))
        // Items inside a moved section can change too: delete E (old [2, 1]) while section 2 moves to 0.
        #expect(try Self.result([1, 2, 3], [.moveSection(from: 2, to: 0), .deleteItem(Self.ip(2, 1))]) == [["D", "F"], ["A"], ["B", "C"]])
        // Headers follow their section.
        let header = ElementID.supplementary(.header, Self.ip(2, 0))
        #expect(mapping.newElement(forOld: header) == .supplementary(.header, Self.ip(0, 0)))
        #expect(mapping.oldElement(forNew: .supplementary(.header, Self.ip(1, 0))) == nil)
    }

    /// Reloads are a delete plus an insert in the slot the element would have kept.
    @Test func reloadsReplaceTheElementInItsSlot() throws {
        let mapping = try UpdateMapping(oldCounts: DataCounts([5, 2]), updates: [.reloadItem(Self.ip(0, 2)), .deleteItem(Self.ip(0, 0)), .reloadSection(1)])
        #expect(Self.apply(mapping, to: Self.labels([5, 2])) == [["B", "+", "D", "E"], ["+", "+"]])
        #expect(mapping.newIndexPath(forOld: Self.ip(0, 2)) == nil)
        #expect(mapping.reloadedItems == [Self.ip(0, 2): Self.ip(0, 1)])
        #expect(mapping.reloadedSections == [1: 1] && mapping.newSection(forOld: 1) == nil)
    }

    /// Each invalid batch, with the exact message.
    @Test(arguments: [
        ([5], [UpdateItem.deleteItem(ip(0, 7))], nil, "cannot delete item [0, 7]: section 0 has 5 items"),
        ([5, 1], [.deleteItem(ip(3, 0))], nil, "cannot delete item [3, 0]: there are 2 sections before the update"),
        ([5], [.reloadItem(ip(0, -1))], nil, "cannot reload item [0, -1]: section 0 has 5 items"),
        ([5], [.insertItem(ip(0, 9))], nil, "cannot insert item [0, 9]: section 0 has 6 items after the update"),
        ([5], [.insertItem(ip(1, 0))], nil, "cannot insert item [1, 0]: there is 1 section after the update"),
        ([5], [.moveItem(from: ip(0, 1), to: ip(0, 5))], nil, "cannot move item [0, 1] to [0, 5]: section 0 has 5 items after the update"),
        ([5], [.deleteItem(ip(0, 2)), .deleteItem(ip(0, 2))], nil, "cannot delete item [0, 2] twice"),
        ([5], [.insertItem(ip(0, 2)), .insertItem(ip(0, 2))], nil, "cannot insert item [0, 2] twice"),
        ([5], [.moveItem(from: ip(0, 2), to: ip(0, 0)), .deleteItem(ip(0, 2))], nil, "cannot delete and move item [0, 2]"),
        ([5], [.reloadItem(ip(0, 2)), .deleteItem(ip(0, 2))], nil, "cannot delete and reload item [0, 2]"),
        ([5], [.reloadItem(ip(0, 2)), .moveItem(from: ip(0, 2), to: ip(0, 4))], nil, "cannot reload and move item [0, 2]"),
        ([5], [.moveItem(from: ip(0, 0), to: ip(0, 3)), .moveItem(from: ip(0, 0), to: ip(0, 4))], nil, "cannot move item [0, 0] twice"),
        ([5], [.moveItem(from: ip(0, 0), to: ip(0, 4)), .moveItem(from: ip(0, 1), to: ip(0, 4))], nil, "cannot move both item [0, 0] and item [0, 1] to [0, 4]"),
        ([5], [.insertItem(ip(0, 1)), .moveItem(from: ip(0, 3), to: ip(0, 1))], nil, "cannot insert item [0, 1] and move item [0, 3] to it"),
        ([5, 2], [.deleteSection(1), .deleteItem(ip(1, 0))], nil, "cannot delete item [1, 0]: section 1 is being deleted"),
        ([5, 2], [.reloadSection(1), .moveItem(from: ip(1, 0), to: ip(0, 0))], nil, "cannot move item [1, 0] to [0, 0]: section 1 is being reloaded"),
        ([5, 2], [.insertSection(1), .insertItem(ip(1, 0))], nil, "cannot insert item [1, 0]: section 1 is being inserted"),
        ([1, 1, 1], [.deleteSection(4)], nil, "cannot delete section 4: there are 3 sections before the update"),
        ([1, 1, 1], [.insertSection(5)], nil, "cannot insert section 5: there are 4 sections after the update"),
        ([1, 1, 1], [.moveSection(from: 0, to: 3)], nil, "cannot move section 0 to 3: there are 3 sections after the update"),
        ([1, 1, 1], [.deleteSection(1), .deleteSection(1)], nil, "cannot delete section 1 twice"),
        ([1, 1, 1], [.moveSection(from: 1, to: 0), .deleteSection(1)], nil, "cannot delete and move section 1"),
        ([1, 1, 1], [.insertSection(2), .moveSection(from: 0, to: 2)], nil, "cannot insert section 2 and move section 0 to it"),
        ([1, 1, 1], [.moveSection(from: 0, to: 2), .moveSection(from: 1, to: 2)], nil, "cannot move both section 0 and section 1 to 2"),
        ([5], [.deleteItem(ip(0, 0)), .insertItem(ip(0, 0)), .insertItem(ip(0, 1))], [7],
         "invalid update: section 0 should have 6 items after the update (section 0 had 5; 2 inserted, 1 deleted, 0 moved in, 0 moved out), but the new counts have 7"),
        ([2, 3], [.moveItem(from: ip(0, 0), to: ip(1, 0))], [2, 3],
         "invalid update: section 0 should have 1 item after the update (section 0 had 2; 0 inserted, 0 deleted, 0 moved in, 1 moved out), but the new counts have 2"),
        ([1, 1, 1], [.insertSection(0)], [1, 1, 1],
         "invalid update: there should be 4 sections after the update (3 before, 1 inserted, 0 deleted), but the new counts have 3"),
    ] as [([Int], [UpdateItem], [Int]?, String)])
    func invalidBatchesAreRefusedBeforeAnythingChanges(counts: [Int], updates: [UpdateItem], newCounts: [Int]?, message: String) throws {
        let mapping = errorMessage { _ = try UpdateMapping(oldCounts: DataCounts(counts), updates: updates, newCounts: newCounts.map { try DataCounts($0) }) }
        #expect(mapping == message)
        // Through the collection view: the same message, and nothing changed.
        var cv = try CollectionView(layout: FlowLayout(configuration: .init(headerReferenceSize: Size(width: 0, height: 10))),
                                    dataCounts: DataCounts(counts), boundsSize: Size(width: 200, height: 100), contentOffset: Point(x: 0, y: 20))
        let before = CollectionViewSnapshot(cv)
        let given = try newCounts.map { try DataCounts($0) }
        #expect(errorMessage { try cv.performBatchUpdates(updates, newCounts: given, diffScope: .all) } == message)
        #expect(CollectionViewSnapshot(cv) == before)
    }

    @Test func aLayoutThatRejectsTheNewDataLeavesEverythingUnchanged() throws {
        // Items from index 5 on get an invalid size, so growing section 0 to 6 items fails in prepare.
        let layout = FlowLayout { $0.item >= 5 ? Size(width: -1, height: 1) : Size(width: 10, height: 10) }
        var cv = try CollectionView(layout: layout, dataCounts: DataCounts([5]), boundsSize: Size(width: 100, height: 100))
        let before = CollectionViewSnapshot(cv)
        var thrown: UpdateError?
        do { try cv.performBatchUpdates([.insertItem(Self.ip(0, 0))]) } catch { thrown = error }
        #expect(thrown?.kind == .layout)
        #expect(thrown?.description == "the layout rejected the update: invalid FlowLayout: itemSize(for: [0, 5]).width is -1.0; must be finite and not negative")
        #expect(CollectionViewSnapshot(cv) == before)
    }

    @Test func aValidBatchUpdatesTheCollectionView() throws {
        var cv = try CollectionView(layout: FlowLayout(configuration: .init(itemSize: Size(width: 100, height: 50), minimumLineSpacing: 0)),
                                    dataCounts: DataCounts([5]), boundsSize: Size(width: 100, height: 100), contentOffset: Point(x: 0, y: 150))
        // Deleting 4 of 5 items shrinks the content to 50: the offset is clamped back to 0.
        let result = try cv.performBatchUpdates((0..<4).map { .deleteItem(Self.ip(0, $0)) })
        #expect(cv.dataCounts == (try DataCounts([1])) && cv.contentSize.height == 50 && cv.contentOffset == .zero)
        #expect(result.mapping.newIndexPath(forOld: Self.ip(0, 4)) == Self.ip(0, 0) && result.diff == nil)
    }
}

/// Everything observable about a collection view, for before/after comparisons.
struct CollectionViewSnapshot: Equatable {
    var counts: DataCounts
    var offset: Point
    var size: Size
    var inset: EdgeInsets
    var contentSize: Size
    var attributes: [LayoutAttributes]
    var context: LayoutContext?

    init(_ cv: CollectionView) {
        counts = cv.dataCounts
        offset = cv.contentOffset
        size = cv.boundsSize
        inset = cv.contentInset
        contentSize = cv.contentSize
        attributes = cv.layout.allAttributes
        context = cv.layout.preparedContext
    }
}
