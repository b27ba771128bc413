import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct FlowBatchUpdateTests {
    static func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(section: section, item: item) }
    static func cell(_ item: Int, _ section: Int = 0) -> ElementID { .cell(Self.item(item, section)) }

    /// Twelve tiles; delete item 2, insert a new item 5, move item 9 to the front.
    static let updates: [UpdateItem] = [.deleteItem(item(2)), .insertItem(item(5)), .moveItem(from: item(9), to: item(0))]

    func start() throws -> (before: CollectionView, view: CollectionView, transition: SpringTransitionLayout) {
        let before = try flowView(UpdateEffectsLayout(tileFlow()), counts: [12])
        var view = before
        let t = try view.performBatchUpdates(Self.updates, animatedWith: .spring(.smooth), integrator: ExactIntegrator())
        return (before, view, t)
    }

    @Test func onlyTheInsertedAndDeletedItemsGetTheCustomEffect() throws {
        let (before, view, t) = try start()
        #expect(view.dataCounts == (try DataCounts([12])))
        let mapping = try UpdateMapping(oldCounts: before.dataCounts, updates: Self.updates)
        let shrink = AffineTransform(scaleX: 0.1, y: 0.1)

        // The inserted item starts small and transparent where it will be.
        let inserted = try #require(t.animation(for: Self.cell(5)))
        #expect(inserted.from.transform == shrink && inserted.from.alpha == 0)
        #expect(inserted.from.center == t.nextLayout.attributes(for: Self.cell(5))!.center)
        #expect(inserted.to == t.nextLayout.attributes(for: Self.cell(5))!)

        // The deleted item shrinks and fades where it was, under its removed name.
        let removedID = ElementID.removed(Self.cell(2))
        let removed = try #require(t.animation(for: removedID))
        #expect(removed.from.center == before.layout.attributes(for: Self.cell(2))!.center)
        #expect(removed.from.alpha == 1 && removed.from.transform == .identity)
        #expect(removed.to.transform == shrink && removed.to.alpha == 0)
        #expect(t.attributes(for: Self.cell(2))?.id == Self.cell(2)) // the new item 2 is another element

        // Every other item persists — the moved one too — from its old place, untransformed and opaque.
        var persisting = 0
        for newItem in 0..<12 where newItem != 5 {
            let id = Self.cell(newItem)
            let old = try #require(mapping.oldIndexPath(forNew: Self.item(newItem)))
            let from = before.layout.attributes(for: .cell(old))!
            let a = t.animation(for: id)
            let start = a?.from ?? t.attributes(for: id)!
            #expect(start.center == from.center, "\(id) starts where old \(old) was")
            #expect(start.transform == .identity && start.alpha == 1, "\(id) gets no effect")
            persisting += 1
        }
        #expect(persisting == 11)
        let moved = try #require(t.animation(for: Self.cell(0)))
        #expect(moved.from.center == before.layout.attributes(for: Self.cell(9))!.center)
        #expect(moved.to.center == t.nextLayout.attributes(for: Self.cell(0))!.center)
        #expect(t.allElements.count == 13)
    }


    @Test func trajectoriesFollowTheSpringsClosedForm() throws {
        var (_, view, t) = try start()
        let inserted = try #require(t.animation(for: Self.cell(5)))
        let removed = try #require(t.animation(for: .removed(Self.cell(2))))
        let moved = try #require(t.animation(for: Self.cell(0)))
        let movedFrom = moved.from.center, movedTo = moved.to.center
        var time = 0.0
        var compared = 0
        for frame in 0..<90 {
            let dt = frame % 2 == 0 ? 1.0 / 60 : 1.0 / 144
            try view.advance(by: dt)
            time += dt
            guard t.state == .running else { break }
            #expect(followsClosedForm(inserted, .scaleX, from: 0.1, to: 1, spring: .smooth, time: time))
            #expect(followsClosedForm(inserted, .alpha, from: 0, to: 1, spring: .smooth, time: time))
            #expect(followsClosedForm(removed, .scaleY, from: 1, to: 0.1, spring: .smooth, time: time))
            #expect(followsClosedForm(removed, .alpha, from: 1, to: 0, spring: .smooth, time: time))
            #expect(followsClosedForm(moved, .centerX, from: movedFrom.x, to: movedTo.x, spring: .smooth, time: time))
            #expect(followsClosedForm(moved, .centerY, from: movedFrom.y, to: movedTo.y, spring: .smooth, time: time))
            compared += 1
        }
        #expect(compared > 60)
    }

    @Test func removedItemsStayUntilTheTransitionEndsAndTheLayoutIsRestored() throws {
        var (_, view, t) = try start()
        let removedID = ElementID.removed(Self.cell(2))
        var completed: Bool?
        t.completion = { completed = $0 }
        try view.advance(by: 0.1)
        #expect(view.visibleAttributes.contains { $0.id == removedID })
        try runToEnd(&view)
        #expect(completed == true)
        #expect(view.springTransition == nil)
        #expect(view.layout is UpdateEffectsLayout<FlowLayout>)
        #expect(view.layout.attributes(for: removedID) == nil)
        #expect(view.visibleAttributes.count == 12)
        #expect(view.visibleAttributes.allSatisfy { $0.transform == .identity && $0.alpha == 1 })
    }

    @Test func withoutTheEffectsLayoutInsertionsAndDeletionsFade() throws {
        var view = try flowView(tileFlow(), counts: [12])
        let t = try view.performBatchUpdates(Self.updates, animatedWith: .spring(.smooth), integrator: ExactIntegrator())
        let inserted = try #require(t.animation(for: Self.cell(5)))
        #expect(inserted.from.transform == .identity && inserted.from.alpha == 0)
        let removed = try #require(t.animation(for: .removed(Self.cell(2))))
        #expect(removed.to.transform == .identity && removed.to.alpha == 0)
    }

    @Test func deletingASectionRemovesItsHeaderAndItemsUnderRemovedNames() throws {
        var view = try flowView(UpdateEffectsLayout(tileFlow(headers: 30)), counts: [3, 4, 2])
        let old = view.layout
        let t = try view.performBatchUpdates([.deleteSection(1)], animatedWith: .spring(.smooth), integrator: ExactIntegrator())
        #expect(view.dataCounts == (try DataCounts([3, 2])))
        let header = try #require(t.animation(for: .removed(.supplementary(.header, Self.item(0, 1)))))
        #expect(header.to.transform == AffineTransform(scaleX: 0.1, y: 0.1))
        for item in 0..<4 {
            let a = try #require(t.animation(for: .removed(Self.cell(item, 1))))
            #expect(a.from.center == old.attributes(for: Self.cell(item, 1))!.center)
        }
        // Section 2 became section 1: its header and items move up, without an effect.
        let moved = try #require(t.animation(for: .supplementary(.header, Self.item(0, 1))))
        #expect(moved.from.center == old.attributes(for: .supplementary(.header, Self.item(0, 2)))!.center)
        #expect(moved.from.transform == .identity && moved.from.alpha == 1)
    }

    @Test func aRefusedUpdateChangesNothing() throws {
        let before = try flowView(UpdateEffectsLayout(tileFlow()), counts: [5])
        var view = before
        #expect(errorMessage {
            try view.performBatchUpdates([.deleteItem(Self.item(7))], animatedWith: .spring(.smooth))
        } == "cannot delete item [0, 7]: section 0 has 5 items")
        #expect(view.dataCounts == before.dataCounts)
        #expect(view.contentOffset == before.contentOffset)
        #expect(view.springTransition == nil)
        let badProvider = AnimationProvider { AttributeAnimation(context: $0, initialVelocity: ChannelVelocities([.alpha: .nan])) }
        #expect(errorMessage {
            try view.performBatchUpdates([.insertItem(Self.item(0))], animatedWith: badProvider)
        } == "invalid animation for cell [0, 0]: initialVelocity[alpha] is nan; must be finite")
        #expect(view.dataCounts == before.dataCounts)
        #expect(view.springTransition == nil)
        #expect(allPoses(view.layout) == allPoses(before.layout))
    }

    @Test func anUpdateDuringATransitionContinuesEveryElementFromItsPoseAndVelocity() throws {
        var (_, view, first) = try start()
        for _ in 0..<9 { try view.advance(by: 1.0 / 60) }
        var firstCompleted: Bool?
        first.completion = { firstCompleted = $0 }
        let moving = Self.cell(0) // the moved item, still on its way
        let pose = try #require(first.attributes(for: moving))
        let firstAnimation = try #require(first.animation(for: moving))
        let vy = try #require(firstAnimation.velocity(of: .centerY))
        #expect(vy != 0)
        let removedPose = try #require(first.attributes(for: .removed(Self.cell(2))))

        // Insert two items at the front: the moving item becomes item 2.
        let second = try view.performBatchUpdates([.insertItem(Self.item(0)), .insertItem(Self.item(1))], animatedWith: .spring(.smooth),
                                                  integrator: ExactIntegrator())
        #expect(firstCompleted == false)
        #expect(first.state == .cancelled)
        #expect(view.dataCounts == (try DataCounts([14])))
        let a = try #require(second.animation(for: Self.cell(2)))
        #expect(a.from.center == pose.center)
        #expect(a.velocity(of: .centerY) == vy)
        // The element removed by the first update keeps fading out from where it is.
        let r = try #require(second.animation(for: .removed(Self.cell(2))))
        #expect(r.from.alpha == removedPose.alpha)
        #expect(r.to.alpha == 0)
        // The new items appear with the effect.
        #expect(second.animation(for: Self.cell(0))?.from.transform == AffineTransform(scaleX: 0.1, y: 0.1))
        let to = second.nextLayout
        try runToEnd(&view)
        #expect(view.layout.attributes(for: .removed(Self.cell(2))) == nil)
        #expect(allPoses(view.layout) == allPoses(to))
        _ = a
    }
}
