import SpringTestSupport
@testable import SpringTransitions
import Testing

/// A start on the lazy exact path leaves out the query records (each entry's swept offsets and
/// where a query reads its center) and installs them only when the transition leaves the path:
/// made then from the records and the anchor's states, they are bit for bit the records a start
/// that never took the lazy path installs — whenever and however the path is left.
extension LazyExactPathTests {
    /// `a`'s installed query records equal `b`'s bit for bit.
    func expectSameRecords(_ a: SpringTransitionLayout, _ b: SpringTransitionLayout, _ what: String) {
        #expect(!a.query.recordsPending, "\(what): records installed")
        #expect(!b.query.recordsPending, "\(what): reference records installed")
        let (ao, ac) = a.query.installedRecords, (bo, bc) = b.query.installedRecords
        #expect(ao.count == a.elementCount && bo.count == ao.count, "\(what): one record per entry")
        #expect(ac.count == ao.count && bc.count == bo.count, "\(what): one center per entry")
        guard ao.count == bo.count, ac.count == bc.count else { return }
        var mismatches = 0
        for i in ao.indices {
            for k in 0..<4 where ao[i][k].bitPattern != bo[i][k].bitPattern { mismatches += 1 }
            let x = ac[i], y = bc[i]
            if x.xChannel != y.xChannel || x.yChannel != y.yChannel || x.isDirect != y.isDirect
                || x.fixedX.bitPattern != y.fixedX.bitPattern || x.fixedY.bitPattern != y.fixedY.bitPattern {
                mismatches += 1
            }
        }
        #expect(mismatches == 0, "\(what): \(mismatches) fields differ")
    }

    /// A grid → list start of 300 + 200 cells on `provider`, with or without the lazy path.
    func recordsFixture(lazy: Bool, provider: AnimationProvider = .springs(ChannelSprings(.bouncy, overrides: [.width: .snappy])))
        throws -> SpringTransitionLayout {
        let context = try context(counts: [300, 200])
        let grid = try prepared(gridLayout(columns: 4), context)
        let list = try prepared(listLayout(), context)
        return try SpringTransitionLayout(from: grid, to: list, provider: provider, integrator: ExactIntegrator(),
                                          configuration: .init(toContentOffset: Point(x: 0, y: 900), lazyExactPath: lazy))
    }

    @Test(arguments: [0, 1, 17, 60])
    func queryRecordsMadeWhenLeavingTheLazyPathAreTheStartsOwn(frames: Int) throws {
        let lazy = try recordsFixture(lazy: true), eager = try recordsFixture(lazy: false)
        #expect(lazy.lazyExact != nil)
        #expect(lazy.query.recordsPending, "a lazy start leaves the query records out")
        #expect(lazy.query.installedRecords.offsets.isEmpty)
        #expect(!eager.query.recordsPending)
        for _ in 0..<frames { try lazy.advance(by: 1.0 / 120) }
        // Queries on the lazy path read its own index: the records stay out.
        var seen = 0
        lazy.forEachAttributes(in: Rect(x: 0, y: 900, width: 390, height: 844)) { _ in seen += 1 }
        #expect(seen > 0)
        #expect(lazy.query.recordsPending)
        lazy.leaveLazyExact()
        #expect(lazy.lazyExact == nil)
        expectSameRecords(lazy, eager, "left after \(frames) frames")
    }

    /// `recordsFixture` on the lazy path after 9 frames, with animation objects requested for five
    /// of its elements (each checked made), the same transition started off the path, and its elements.
    func fixtureWithObjectsRequested() throws -> (lazy: SpringTransitionLayout, eager: SpringTransitionLayout, ids: [ElementID]) {
        let lazy = try recordsFixture(lazy: true), eager = try recordsFixture(lazy: false)
        for _ in 0..<9 { try lazy.advance(by: 1.0 / 120) }
        let ids = lazy.allElements
        for i in [0, 7, 150, 301, ids.count - 1] { #expect(lazy.animation(for: ids[i]) != nil) }
        return (lazy, eager, ids)
    }

    /// Animation objects made on request (from their records) while on the lazy path: the records
    /// made when it is left are still the records' (as the start installed them).
    @Test func queryRecordsAfterAnimationObjectsWereRequested() throws {
        let (lazy, eager, ids) = try fixtureWithObjectsRequested()
        #expect(lazy.query.recordsPending)
        // Reading the channel store leaves the lazy path.
        #expect(lazy.store.count == eager.store.count)
        #expect(lazy.lazyExact == nil)
        expectSameRecords(lazy, eager, "objects requested")
        // Queries from the installed records find what a scan of every pose finds.
        for _ in 0..<5 { try lazy.advance(by: 1.0 / 120) }
        let rect = Rect(x: 0, y: 700, width: 390, height: 844)
        var found: [ElementID] = []
        lazy.forEachAttributes(in: rect) { found.append($0.id) }
        let scanned = ids.filter { lazy.attributes(for: $0).map { $0.visualBounds.intersects(rect) } ?? false }
        #expect(Set(found) == Set(scanned))
        #expect(!found.isEmpty)
    }

    /// A seekable grid (4 columns) → list transition of 500 cells on the lazy exact path, the same
    /// transition started off the path (every record installed at once), and a 2-column grid to
    /// retarget to: the fixture of the retarget-and-seek-back tests.
    func seekBackFixture() throws -> (seekable: SeekableSpringTransition, eager: SpringTransitionLayout, tiles: GridLayout) {
        let context = try context(counts: [300, 200])
        let grid = try prepared(gridLayout(columns: 4), context)
        let list = try prepared(listLayout(), context)
        let tiles = try prepared(gridLayout(columns: 2), context)
        let seekable = try SeekableSpringTransition(
            from: grid, to: list, provider: .spring(.bouncy), integrator: ExactIntegrator(),
            configuration: .init(toContentOffset: Point(x: 0, y: 900), lazyExactPath: true))
        let eager = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.bouncy), integrator: ExactIntegrator(),
                                               configuration: .init(toContentOffset: Point(x: 0, y: 900), lazyExactPath: false))
        return (seekable, eager, tiles)
    }

    /// A retarget leaves the lazy path first and, taking it again, leaves its own records out too;
    /// a seek back before it restores the start's checkpoint, records still pending, and leaving
    /// the path from there installs the start's records.
    @Test func queryRecordsAcrossARetargetAndASeekBack() throws {
        let (seekable, eager, tiles) = try seekBackFixture()
        #expect(seekable.transition.query.recordsPending)
        for _ in 0..<20 { try seekable.advance(by: 1.0 / 60) }
        try seekable.retarget(to: tiles, toContentOffset: Point(x: 0, y: 30))
        #expect(seekable.transition.lazyExact != nil)
        #expect(seekable.transition.query.recordsPending, "a retarget on the lazy path leaves its records out")
        #expect(seekable.transition.query.installedRecords.offsets.isEmpty, "the start's are not kept")
        for _ in 0..<10 { try seekable.advance(by: 1.0 / 60) }
        try seekable.seek(to: 5.0 / 60)
        let t = seekable.transition
        #expect(t.lazyExact != nil)
        #expect(t.query.recordsPending, "the start's checkpoint has its records pending")
        t.leaveLazyExact()
        expectSameRecords(t, eager, "after a seek back")
    }

    /// A start whose provider hands out animation objects, or that cannot take the lazy path,
    /// installs its records at once.
    @Test func startsOffTheLazyPathInstallTheirRecords() throws {
        let objects = try recordsFixture(lazy: true, provider: AnimationProvider { AttributeAnimation(context: $0) })
        #expect(objects.lazyExact == nil)
        #expect(!objects.query.recordsPending)
        let context = try context(counts: [40])
        let rkf45 = try SpringTransitionLayout(from: try prepared(gridLayout(columns: 4), context),
                                               to: try prepared(listLayout(), context), provider: .spring(.smooth),
                                               integrator: GSLIntegrator(stepper: .rkf45),
                                               configuration: .init(lazyExactPath: true))
        #expect(rkf45.lazyExact == nil)
        #expect(!rkf45.query.recordsPending)
        #expect(rkf45.query.installedRecords.offsets.count == rkf45.elementCount)
    }

    /// A retarget's records, left out on the lazy path, are made from its anchor whenever the path
    /// is left: at once or frames later, bit for bit the same; queries from them find what a scan of
    /// every pose finds.
    @Test func retargetQueryRecordsAreTheAnchorsWheneverMade() throws {
        let context = try context(counts: [300, 200])
        let tiles = try prepared(gridLayout(columns: 2), context)
        func retargeted() throws -> SpringTransitionLayout {
            let t = try recordsFixture(lazy: true)
            for _ in 0..<13 { try t.advance(by: 1.0 / 120) }
            try t.retarget(to: tiles, using: nil, toContentOffset: Point(x: 0, y: 300))
            #expect(t.lazyExact != nil)
            #expect(t.query.recordsPending)
            return t
        }
        let atOnce = try retargeted(), later = try retargeted()
        atOnce.leaveLazyExact()
        for _ in 0..<25 { try later.advance(by: 1.0 / 120) }
        #expect(later.query.recordsPending)
        later.leaveLazyExact()
        expectSameRecords(later, atOnce, "a retarget's records left 0 and 25 frames after it")
        let rect = Rect(x: 0, y: 300, width: 390, height: 844)
        var found: [ElementID] = []
        later.forEachAttributes(in: rect) { found.append($0.id) }
        let scanned = later.allElements.filter { later.attributes(for: $0).map { $0.visualBounds.intersects(rect) } ?? false }
        #expect(Set(found) == Set(scanned))
        #expect(!found.isEmpty)
    }
}
