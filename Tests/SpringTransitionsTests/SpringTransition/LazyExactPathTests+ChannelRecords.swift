import SpringTestSupport
@testable import SpringTransitions
import Testing

/// A start that may take the lazy exact path leaves out its channels' batch rows (position,
/// velocity, target, spring, rest thresholds) and records (weight, start value, spring index,
/// element), and installs them only when the transition leaves the path or does not take it: made
/// then from the element records and what is kept per channel, they are bit for bit the rows and
/// records a start that never took the lazy path writes — whenever and however the path is left.
/// Meanwhile the lazy path reads the same values from the element records, so what it presents is
/// bit for bit what it presents with the channels installed.
extension LazyExactPathTests {
    /// `a`'s channel records, spring table and channel springs equal `b`'s bit for bit.
    func expectSameChannelRecords(_ a: SpringTransitionLayout, _ b: SpringTransitionLayout, _ what: String) {
        let s = a.channelStore, r = b.channelStore
        #expect(!s.channelRecordsPending, "\(what): records installed")
        #expect(!r.channelRecordsPending, "\(what): reference records installed")
        #expect(s.count == r.count && s.count > 0, "\(what): \(s.count) vs \(r.count) channels")
        #expect(s.info.count == s.count && r.info.count == r.count, "\(what): one record per channel")
        #expect(s.springs == r.springs, "\(what): the same spring table")
        guard s.info.count == r.info.count, s.count == r.count else { return }
        var mismatches = 0
        for raw in s.info.indices {
            let x = s.info[raw], y = r.info[raw]
            if x.weight.bitPattern != y.weight.bitPattern || x.from.bitPattern != y.from.bitPattern
                || x.spring != y.spring || x.entry != y.entry {
                mismatches += 1
            }
            let id = ChannelID(rawValue: Int32(raw))
            if s.batch.springIndex(of: id) != r.batch.springIndex(of: id) { mismatches += 1 }
        }
        #expect(mismatches == 0, "\(what): \(mismatches) channels differ")
    }

    /// `a`'s batch rows equal `b`'s bit for bit (slot order, states, targets, springs, thresholds).
    func expectSameRows(_ a: SpringTransitionLayout, _ b: SpringTransitionLayout, _ what: String) {
        let s = a.channelStore, r = b.channelStore
        #expect(!s.channelRecordsPending, "\(what): rows installed")
        #expect(s.count == r.count && s.count > 0 && s.activeCount == r.activeCount, "\(what): counts")
        guard s.count == r.count, s.activeCount == r.activeCount else { return }
        var mismatches = 0
        for slot in 0..<s.activeCount where s.channel(inSlot: slot) != r.channel(inSlot: slot) { mismatches += 1 }
        for raw in 0..<s.count {
            let id = ChannelID(rawValue: Int32(raw))
            if s.position(of: id).bitPattern != r.position(of: id).bitPattern
                || s.velocity(of: id).bitPattern != r.velocity(of: id).bitPattern
                || s.target(of: id).bitPattern != r.target(of: id).bitPattern || s.isActive(id) != r.isActive(id)
                || s.batch.springIndex(of: id) != r.batch.springIndex(of: id)
                || s.batch.restThreshold(of: id) != r.batch.restThreshold(of: id) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0, "\(what): \(mismatches) rows differ")
        #expect(s.batch.springs == r.batch.springs, "\(what): the batch's spring table")
    }

    /// `a` and `b` present the same poses (every element), progress, rate and content offset, bit for bit.
    func expectSamePresentation(_ a: SpringTransitionLayout, _ b: SpringTransitionLayout, _ what: String) {
        #expect(a.progress.bitPattern == b.progress.bitPattern, "\(what): progress \(a.progress) vs \(b.progress)")
        #expect(a.contentOffset == b.contentOffset, "\(what): content offset")
        #expect(a.time == b.time && a.state == b.state, "\(what): time and state")
        var differ = 0
        for id in b.allElements where a.attributes(for: id) != b.attributes(for: id) { differ += 1 }
        #expect(differ == 0, "\(what): \(differ) poses differ")
        let rect = Rect(x: 0, y: 600, width: 390, height: 844)
        var found: [LayoutAttributes] = [], expected: [LayoutAttributes] = []
        a.forEachAttributes(in: rect) { found.append($0) }
        b.forEachAttributes(in: rect) { expected.append($0) }
        #expect(found == expected, "\(what): rect query")
    }

    @Test(arguments: [0, 1, 17, 60])
    func channelRecordsMadeWhenLeavingTheLazyPathAreTheStartsOwn(frames: Int) throws {
        let lazy = try recordsFixture(lazy: true), eager = try recordsFixture(lazy: false)
        #expect(lazy.lazyExact != nil)
        #expect(lazy.channelStore.channelRecordsPending, "a lazy start leaves the channels out")
        #expect(lazy.channelStore.info.isEmpty && lazy.channelStore.batch.count == 0)
        #expect(lazy.channelStore.count == eager.channelStore.count)
        #expect(!eager.channelStore.channelRecordsPending)
        for _ in 0..<frames { try lazy.advance(by: 1.0 / 120) }
        // Poses, queries, the progress and the content offset on the lazy path read no record.
        var seen = 0
        lazy.forEachAttributes(in: Rect(x: 0, y: 900, width: 390, height: 844)) { _ in seen += 1 }
        #expect(seen > 0)
        _ = lazy.progress
        _ = lazy.contentOffset
        #expect(lazy.channelStore.channelRecordsPending)
        // Installed on the path (as leaving it does first): the start's rows and records.
        lazy.installPendingChannelRecords()
        #expect(lazy.lazyExact != nil)
        expectSameRows(lazy, eager, "installed after \(frames) frames")
        expectSameChannelRecords(lazy, eager, "installed after \(frames) frames")
        lazy.leaveLazyExact()
        #expect(lazy.lazyExact == nil)
        expectSameChannelRecords(lazy, eager, "left after \(frames) frames")
        // Left without installing first: the same records.
        let other = try recordsFixture(lazy: true)
        for _ in 0..<frames { try other.advance(by: 1.0 / 120) }
        other.leaveLazyExact()
        expectSameChannelRecords(other, eager, "left after \(frames) frames at once")
        expectSameRows(other, lazy, "left after \(frames) frames, installed before or not")
    }

    /// Animation objects made on request (from their records) while on the lazy path: the channel
    /// records installed when it is left are still the start's.
    @Test func channelRecordsAfterAnimationObjectsWereRequested() throws {
        let (lazy, eager, ids) = try fixtureWithObjectsRequested()
        let installed = try recordsFixture(lazy: true)
        for _ in 0..<9 { try installed.advance(by: 1.0 / 120) }
        for i in [0, 7, 150, 301, ids.count - 1] { #expect(installed.animation(for: ids[i]) != nil) }
        installed.installPendingChannelRecords()
        expectSameRows(installed, eager, "objects requested, installed on the path")
        // Reading the channel store leaves the lazy path.
        #expect(lazy.store.count == eager.store.count)
        #expect(lazy.lazyExact == nil)
        expectSameChannelRecords(lazy, eager, "objects requested")
    }

    /// A seek back before a retarget restores the start's checkpoint, its channel records still
    /// pending; leaving the path from there installs the start's records.
    @Test func channelRecordsAcrossARetargetAndASeekBack() throws {
        let (seekable, eager, tiles) = try seekBackFixture()
        #expect(seekable.transition.channelStore.channelRecordsPending)
        for _ in 0..<20 { try seekable.advance(by: 1.0 / 60) }
        try seekable.retarget(to: tiles, toContentOffset: Point(x: 0, y: 30))
        #expect(seekable.transition.lazyExact != nil)
        #expect(!seekable.transition.channelStore.channelRecordsPending, "a retarget writes the records")
        for _ in 0..<10 { try seekable.advance(by: 1.0 / 60) }
        try seekable.seek(to: 5.0 / 60)
        let t = seekable.transition
        #expect(t.lazyExact != nil)
        #expect(t.channelStore.channelRecordsPending, "the start's checkpoint has its records pending")
        t.installPendingChannelRecords()
        expectSameRows(t, eager, "after a seek back")
        t.leaveLazyExact()
        expectSameChannelRecords(t, eager, "after a seek back")
    }

    /// The lazy path with its records pending presents bit for bit what it presents with them
    /// installed at the start, frame by frame, across a retarget (which installs them) and after
    /// leaving the path.
    @Test func pendingChannelRecordsChangeNothingPresented() throws {
        let context = try context(counts: [300, 200])
        let tiles = try prepared(gridLayout(columns: 2), context)
        let pending = try recordsFixture(lazy: true), installed = try recordsFixture(lazy: true)
        installed.installPendingChannelRecords()
        #expect(pending.channelStore.channelRecordsPending)
        #expect(!installed.channelStore.channelRecordsPending)
        #expect(installed.lazyExact != nil, "installing the records keeps the lazy path")
        expectSamePresentation(pending, installed, "at the start")
        for frame in 1...40 {
            try pending.advance(by: 1.0 / 120)
            try installed.advance(by: 1.0 / 120)
            if frame % 8 == 0 { expectSamePresentation(pending, installed, "frame \(frame)") }
            if frame == 20 {
                #expect(pending.channelStore.channelRecordsPending)
                try pending.retarget(to: tiles, using: nil, toContentOffset: Point(x: 0, y: 300))
                try installed.retarget(to: tiles, using: nil, toContentOffset: Point(x: 0, y: 300))
                #expect(pending.lazyExact != nil)
                expectSameChannelRecords(pending, installed, "after a retarget")
            }
        }
        pending.leaveLazyExact()
        installed.leaveLazyExact()
        expectSameChannelRecords(pending, installed, "left after the retarget")
        expectSameRows(pending, installed, "left after the retarget")
        try pending.advance(by: 0.5)
        try installed.advance(by: 0.5)
        expectSamePresentation(pending, installed, "stepped after leaving")
    }

    /// Starts that do not take the lazy path (animation objects, a GSL integrator, an offset on a
    /// spring of its own, the path switched off) write their channel records at once.
    @Test func startsOffTheLazyPathWriteTheirChannelRecords() throws {
        let objects = try recordsFixture(lazy: true, provider: AnimationProvider { AttributeAnimation(context: $0) })
        let context = try context(counts: [40])
        let grid = try prepared(gridLayout(columns: 4), context), list = try prepared(listLayout(), context)
        let rkf45 = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.smooth),
                                               integrator: GSLIntegrator(stepper: .rkf45),
                                               configuration: .init(lazyExactPath: true))
        var springOffset = SpringTransitionLayout.Configuration(toContentOffset: Point(x: 0, y: 100), lazyExactPath: true)
        springOffset.contentOffsetMode = .spring(.smooth)
        let offset = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.smooth),
                                                integrator: ExactIntegrator(), configuration: springOffset)
        let off = try recordsFixture(lazy: false)
        for (t, what) in [(objects, "objects"), (rkf45, "rkf45"), (offset, "offset spring"), (off, "path off")] {
            #expect(t.lazyExact == nil, "\(what)")
            #expect(!t.channelStore.channelRecordsPending, "\(what)")
            #expect(t.channelStore.info.count == t.channelStore.count && t.channelStore.count > 0, "\(what)")
        }
    }

    /// The lazy view a start builds from its pending channels (record by record) is, bit for bit,
    /// the one built channel by channel from the same channels installed: every settle step, the
    /// last one, and the progress and its rate at every step to rest and between steps (which read
    /// every per-spring sum).
    @Test(arguments: 0..<3)
    func lazyViewFromPendingChannelsIsTheInstalledChannelsOwn(springs: Int) throws {
        let provider: AnimationProvider = switch springs {
        case 0: .springs(ChannelSprings(.bouncy, overrides: [.width: .snappy]))
        case 1: .spring(.smooth)
        default: .springs(ChannelSprings(.smooth, overrides: [.centerY: .bouncy, .height: .snappy]))
        }
        let t = try recordsFixture(lazy: true, provider: provider)
        #expect(t.channelStore.channelRecordsPending)
        var pending = try #require(t.lazyExact)
        var store = t.channelStore
        store.installPendingRecords()
        #expect(!store.channelRecordsPending)
        var installed = try #require(LazyExactChannels(store: store, anchorStep: t.clock.stepCount,
                                                       timeStep: t.configuration.timeStep,
                                                       restSum: t.progressSums.restSum) { _ in true })
        #expect(pending.settleStep.count == installed.settleStep.count)
        let steps = zip(pending.settleStep, installed.settleStep).filter { $0 != $1 }.count
        #expect(steps == 0, "\(steps) settle steps differ")
        #expect(pending.settleStep.count == store.count && pending.settleStep.allSatisfy { $0 >= 1 })
        #expect(pending.finalStep == installed.finalStep && pending.finalStep > 1)
        #expect(pending.movingTravel.bitPattern == installed.movingTravel.bitPattern)
        var differ = 0
        let anchor = t.clock.stepCount
        for n in 0...(pending.finalStep + 2) {
            for r in [0, 0.3 * t.configuration.timeStep] {
                let p = pending.progress(clockStep: anchor + n, remainder: r)
                let q = installed.progress(clockStep: anchor + n, remainder: r)
                let v = pending.progressRate(clockStep: anchor + n, remainder: r)
                let w = installed.progressRate(clockStep: anchor + n, remainder: r)
                if p.bitPattern != q.bitPattern || v.bitPattern != w.bitPattern { differ += 1 }
            }
        }
        #expect(differ == 0, "\(differ) progress values differ")
        // (The progress ends on 1 once every channel rests.)
        #expect(abs(pending.progress(clockStep: anchor + pending.finalStep, remainder: 0) - 1) < 1e-9)
    }
}
