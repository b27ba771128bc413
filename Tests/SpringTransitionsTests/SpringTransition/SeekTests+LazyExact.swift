import Foundation
import SpringTestSupport
@testable import SpringTransitions
import Testing

/// Seeking on the lazy exact path: within a segment (from the start or a retarget to the next
/// retarget) a seek only sets the clock — the same transition object, no replay — and still
/// places it bit for bit where advancing frame by frame puts it.
extension SeekTests {
    /// What the lazy path serves without leaving it: every pose, the content offset and size, the
    /// progress and the clock.
    struct LazySnapshot: Equatable {
        var time: Double
        var state: TransitionState
        var poses: [LayoutAttributes]
        var offset: Point
        var size: Size
        var progress: Double

        init(_ t: SpringTransitionLayout) {
            time = t.time
            state = t.state
            poses = t.allElements.compactMap { t.attributes(for: $0) }
            offset = t.contentOffset
            size = t.contentSize
            progress = t.progress
        }
    }

    /// The reference: a fresh transition advanced frame by frame (60 Hz) to `frames`, retargeted to
    /// `tiles` after `retargetFrame` frames.
    func lazyReference(frames: Int, retargetFrame: Int, lazy: Bool = true) throws -> SpringTransitionLayout {
        let (grid, list, tiles) = try layouts()
        let t = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.bouncy), integrator: ExactIntegrator(),
                                           configuration: .init(toContentOffset: Point(x: 0, y: 200), lazyExactPath: lazy))
        for k in 0..<frames {
            if k == retargetFrame { try t.retarget(to: tiles, using: nil, toContentOffset: Point(x: 0, y: 30)) }
            guard t.state == .running else { break }
            try t.advance(by: frame)
        }
        if frames == retargetFrame { try t.retarget(to: tiles, using: nil, toContentOffset: Point(x: 0, y: 30)) }
        return t
    }

    @Test func seekingWithinALazySegmentOnlySetsTheClockAndIsBitIdentical() throws {
        let (_, seekable) = try make(.spring(.bouncy), ExactIntegrator())
        let object = seekable.transition
        #expect(object.lazyExact != nil)
        let end = try seekable.restTime()
        let lastFrame = Int((end / frame).rounded(.down))
        // Forward, back, to the end, back from the end.
        for frames in [30, 6, 15, 42, 0, lastFrame, 20, lastFrame + 1, 3] {
            let t = Double(frames) * frame
            guard t <= end else {
                #expect(throws: SeekError.timeOutOfRange(time: t, end: end)) { try seekable.seek(to: t) }
                continue
            }
            try seekable.seek(to: t)
            #expect(seekable.transition === object, "no replay at frame \(frames)")
            #expect(object.lazyExact != nil)
            let expected = try lazyReference(frames: frames, retargetFrame: -1)
            #expect(LazySnapshot(object) == LazySnapshot(expected), "bit for bit at frame \(frames)")
            #expect(object.state == (t == end ? .finished : .running))
        }
        // Between grid points: the closed form at that instant, as advancing there presents it.
        try seekable.seek(to: 0.2345)
        let reference = try lazyReference(frames: 0, retargetFrame: -1)
        try reference.advance(by: 0.2345)
        #expect(LazySnapshot(seekable.transition) == LazySnapshot(reference))
        // And the stepped path agrees within 1e-9 pt at every grid time sought.
        try seekable.seek(to: 25 * frame)
        let stepped = try lazyReference(frames: 25, retargetFrame: -1, lazy: false)
        for (p, q) in zip(LazySnapshot(seekable.transition).poses, LazySnapshot(stepped).poses) {
            #expect(abs(p.center.x - q.center.x) < 1e-9 && abs(p.center.y - q.center.y) < 1e-9)
            #expect(abs(p.size.width - q.size.width) < 1e-9 && abs(p.size.height - q.size.height) < 1e-9)
        }
    }

    @Test func seekingAcrossARetargetOnTheLazyPathIsBitIdentical() throws {
        let (_, seekable) = try make(.spring(.bouncy), ExactIntegrator())
        let (_, _, tiles) = try layouts()
        for k in 0..<54 {   // retargeted at 0.25 s: the lazy path takes the new segment too
            if k == 15 { try seekable.retarget(to: tiles, toContentOffset: Point(x: 0, y: 30)) }
            try seekable.advance(by: frame)
        }
        #expect(seekable.transition.lazyExact != nil, "the lazy path took the retargeted segment")
        for frames in [30, 6, 15, 42, 20, 0, 54, 16] {   // back across the retarget, forward across it again
            try seekable.seek(to: Double(frames) * frame)
            let expected = try lazyReference(frames: frames, retargetFrame: 15)
            #expect(LazySnapshot(seekable.transition) == LazySnapshot(expected), "bit for bit at frame \(frames)")
        }
        // Within the retargeted segment a seek keeps the object.
        let object = seekable.transition
        try seekable.seek(to: 40 * frame)
        try seekable.seek(to: 17 * frame)
        #expect(seekable.transition === object)
    }
}
