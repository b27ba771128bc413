import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct EasedClockTests {
    /// Every pose of `t`, in element order.
    func poses(_ t: EasedTransitionLayout) -> [LayoutAttributes] { t.allElements.map { t.attributes(for: $0)! } }

    @Test(arguments: [Easing.elasticInOut, .backIn, .quarticInOut])
    func everyFrameRateShowsTheSamePosesAtSharedInstants(easing: Easing) throws {
        let context = try context(counts: [4, 5])
        let current = try prepared(DecoratedLayout(listLayout(header: 30)), context)
        let next = try prepared(DecoratedLayout(gridLayout()), context)
        // 30, 60, 120 and 240 frames per second share the instants k/30 s, all on the 1/120 s grid:
        // the poses there are bit for bit the same. 50 and 75 fps share k/25 s, off the grid: equal to
        // rounding.
        func run(_ fps: Double, _ frames: Int, every: Int) throws -> [[LayoutAttributes]] {
            let t = try EasedTransitionLayout(from: current, to: next, duration: 0.9, easing: easing)
            var result: [[LayoutAttributes]] = []
            for frame in 1...frames {
                try t.advance(by: 1 / fps)
                if frame % every == 0 { result.append(poses(t)) }
            }
            return result
        }
        let reference = try run(30, 26, every: 1)
        for (fps, every) in [(60.0, 2), (120, 4), (240, 8)] {
            let other = try run(fps, 26 * every, every: every)
            #expect(other == reference, "\(fps) fps")
        }
        let fifty = try run(50, 40, every: 2), seventyFive = try run(75, 60, every: 3)
        #expect(fifty.count == seventyFive.count)
        for (a, b) in zip(fifty, seventyFive) {
            for (x, y) in zip(a, b) { #expect(matches(x, y, 1e-12)) }
        }
    }

    @Test func theZIndexSwitchesOnTheSameClockStepWhateverTheFrameRate() throws {
        let (current, next) = try easedChannelLayouts()
        // A curve that rises past 0.5, dips back below it and ends at 1: the switch is sticky.
        let easing = Easing.custom(try EasingFunction(name: "dip") { t in
            t < 0.3 ? 2.2 * t : (t < 0.5 ? 0.66 - 2.3 * (t - 0.3) : 0.2 + 1.6 * (t - 0.5))
        })
        let duration = 1.0
        let steps = (1...120).map { easing(Double($0) * (1.0 / 120) / duration) }
        let first = try #require(steps.firstIndex { $0 >= 0.5 }) + 1
        #expect(steps[first...].contains { $0 < 0.5 }, "the curve should dip below 0.5 after its first crossing")
        for fps in [24.0, 60, 120, 144] {
            let t = try EasedTransitionLayout(from: current, to: next, duration: duration, easing: easing)
            var time = 0.0
            while t.state == .running {
                let zIndex = try #require(t.attributes(for: easedCell(4))).zIndex
                let onGrid = Int((time * 120 + 1e-9).rounded(.down))
                let expected = onGrid >= first || t.progress >= 0.5 ? -2 : 3
                #expect(zIndex == expected, "\(fps) fps at \(time)")
                try t.advance(by: 1 / fps)
                time += 1 / fps
            }
        }
    }

    @Test func aHugeFrameFinishesAtOnce() throws {
        let (current, next) = try easedChannelLayouts()
        let t = try EasedTransitionLayout(from: current, to: next, duration: 2)
        try t.advance(by: 1e300)
        #expect(t.state == .finished)
        #expect(t.time == 2)
        #expect(t.attributes(for: easedCell(1)) == next.attributes(for: easedCell(1)))
    }
}
