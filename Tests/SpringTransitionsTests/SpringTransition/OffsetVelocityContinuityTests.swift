import Foundation
import SpringTransitions
import Testing

/// The content offset's velocity is continuous across a retarget in every offset mode, and across
/// a hand-over from an eased transition to springs: finite differences of the offset on both sides
/// of the instant agree, and the transition still ends exactly on its target.
@Suite struct OffsetVelocityContinuityTests {
    static let inset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    static let grid = FlowLayout(configuration: .init(itemSize: Size(width: 84, height: 84), minimumLineSpacing: 8,
                                                      minimumInteritemSpacing: 8, sectionInset: inset,
                                                      headerReferenceSize: Size(width: 0, height: 32)))
    static let list = FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 56), minimumLineSpacing: 1,
                                                      headerReferenceSize: Size(width: 0, height: 40)))

    /// The README's grid-to-list collection view: 60 items in 3 sections, 390 × 844 pt, at y = 120.
    static func view() throws -> CollectionView {
        try CollectionView(layout: grid, dataCounts: DataCounts([20, 20, 20]), boundsSize: Size(width: 390, height: 844),
                           contentOffset: Point(x: 0, y: 120))
    }

    /// Advances `view` by `h` twice, recording the offset's y before each step and after the last.
    static func samples(_ view: inout CollectionView, _ h: Double) throws -> [Double] {
        var ys = [view.contentOffset.y]
        for _ in 0..<2 {
            try view.advance(by: h)
            ys.append(view.contentOffset.y)
        }
        return ys
    }

    /// One-sided second-order differences: the velocity at the end of `before` (three samples
    /// h apart, the last at the instant) and at the start of `after` (the instant, then h, 2h).
    static func velocities(before: [Double], after: [Double], h: Double) -> (Double, Double) {
        ((3 * before[2] - 4 * before[1] + before[0]) / (2 * h), (-3 * after[0] + 4 * after[1] - after[2]) / (2 * h))
    }

    /// Runs the grid-to-list transition to 0.2 s − 2h, samples, retargets to a 4-column grid at 0.2 s,
    /// samples again and runs to the end; returns both velocities, the reported ones, and the end.
    static func retargetAtTwoTenths(mode: SpringTransitionLayout.ContentOffsetMode)
        throws -> (before: Double, after: Double, reportedBefore: Double, reportedAfter: Double, end: Point, target: Point) {
        var view = try view()
        let h = 1e-4
        let spring = try Spring(response: 0.6, dampingRatio: 0.8)
        let t = try view.transition(to: list, using: .spring(spring), configuration: .init(contentOffsetMode: mode))
        try t.setToContentOffset(for: IndexPath(section: 1, item: 10), at: .centeredVertically)
        try view.advance(by: 0.2 - 2 * h)
        var before = try samples(&view, h)
        let reportedBefore = t.contentOffsetVelocity.y
        try view.transition(to: GridLayout(configuration: .init(columns: 4)), using: .spring(spring))
        #expect(view.contentOffset.y == before[2])
        let reportedAfter = t.contentOffsetVelocity.y
        let after = try samples(&view, h)
        before[2] = after[0]
        let (vb, va) = velocities(before: before, after: after, h: h)
        while !t.isComplete { try view.advance(by: 1.0 / 60) }
        return (vb, va, reportedBefore, reportedAfter, view.contentOffset, t.toContentOffset)
    }

    @Test func followsProgressKeepsTheOffsetVelocityAtARetarget() throws {
        let r = try Self.retargetAtTwoTenths(mode: .followsProgress)
        // Before the correction, the velocity jumped from about 3,823 to 1,775 pt/s here.
        #expect(abs(r.before) > 1000)
        #expect(abs(r.after - r.before) < 1e-3 * abs(r.before), "\(r.before) → \(r.after) pt/s")
        #expect(abs(r.reportedBefore - r.before) < 1e-3 * abs(r.before) && abs(r.reportedAfter - r.reportedBefore) < 1e-6 * abs(r.before))
        #expect(r.end == r.target)
    }

    @Test func springOffsetsKeepTheirVelocityAtARetarget() throws {
        let r = try Self.retargetAtTwoTenths(mode: .spring(try Spring(response: 0.5, dampingRatio: 1)))
        #expect(abs(r.before) > 100)
        #expect(abs(r.after - r.before) < 1e-3 * abs(r.before), "\(r.before) → \(r.after) pt/s")
        #expect(r.end == r.target)
    }

    @Test func anEasedTransitionHandsItsOffsetVelocityToSprings() throws {
        for mode in [SpringTransitionLayout.ContentOffsetMode.followsProgress, .spring(try Spring(response: 0.4, dampingRatio: 1))] {
            var view = try Self.view()
            let h = 1e-4
            let eased = try view.transition(to: Self.list, duration: 0.5, easing: .quadraticInOut)
            try eased.setToContentOffset(for: IndexPath(section: 1, item: 10), at: .centeredVertically)
            try view.advance(by: 0.2 - 2 * h)
            var before = try Self.samples(&view, h)
            let reported = eased.contentOffsetVelocity.y
            let springs = try view.transition(to: GridLayout(configuration: .init(columns: 4)), using: .spring(.smooth),
                                              configuration: .init(contentOffsetMode: mode))
            #expect(eased.isComplete && view.contentOffset.y == before[2])
            let after = try Self.samples(&view, h)
            before[2] = after[0]
            let (vb, va) = Self.velocities(before: before, after: after, h: h)
            #expect(abs(vb) > 100 && abs(reported - vb) < 1e-3 * abs(vb))
            #expect(abs(va - vb) < 1e-3 * abs(vb), "\(mode): \(vb) → \(va) pt/s")
            while !springs.isComplete { try view.advance(by: 1.0 / 60) }
            #expect(view.contentOffset == springs.toContentOffset)
        }
    }

    @Test func aTransitionWithoutAPriorOneAddsNoCorrection() throws {
        // From rest the offset starts at rest in both modes: followsProgress has no correction.
        var view = try Self.view()
        let t = try view.transition(to: Self.list, using: .spring(.smooth))
        #expect(t.contentOffsetVelocity == .zero || t.contentOffsetVelocity.y.isFinite)
        try view.advance(by: 0.1)
        let p = t.progress
        let o = view.contentOffset.y
        #expect(abs(o - (t.fromContentOffset.y + (t.toContentOffset.y - t.fromContentOffset.y) * p)) < 1e-9)
    }
}

extension OffsetVelocityContinuityTests {
    @Test func anInteractiveHandOffStartsTheOffsetWithTheGesturesVelocity() throws {
        // Progress 0.4 then a release at 2 progress units per second: the offset's velocity right
        // after the hand-off is 2 × (to − from), in both offset modes, with the channels on two
        // different springs (center y bouncy, the rest snappy), and at p = 1 exactly too, where the
        // cells have no way left to measure progress along (followsProgress relies on the
        // correction there).
        for mode in [SpringTransitionLayout.ContentOffsetMode.followsProgress, .spring(try Spring(response: 0.4, dampingRatio: 1))] {
            for progress in [0.4, 1.0] {
                var view = try Self.view()
                let h = 1e-4
                let interactive = try view.startInteractiveTransition(to: Self.list)
                try interactive.setToContentOffset(for: IndexPath(section: 1, item: 10), at: .centeredVertically)
                try view.updateInteractiveTransition(progress: progress)
                let expected = 2 * (interactive.toContentOffset.y - interactive.fromContentOffset.y)
                let springs = ChannelSprings(.snappy, overrides: [.centerY: .bouncy])
                let spring = try view.finishInteractiveTransition(velocity: 2, handOff: .init(springs: springs, contentOffsetMode: mode))
                let start = view.contentOffset.y
                try view.advance(by: h)
                let y1 = view.contentOffset.y
                try view.advance(by: h)
                let y2 = view.contentOffset.y
                let v = (-3 * start + 4 * y1 - y2) / (2 * h)
                #expect(abs(expected) > 100 && abs(v - expected) < 1e-3 * abs(expected), "\(mode) at p = \(progress): \(v) vs \(expected) pt/s")
                while !spring.isComplete { try view.advance(by: 1.0 / 60) }
                #expect(view.contentOffset == interactive.toContentOffset)
            }
        }
    }
}
