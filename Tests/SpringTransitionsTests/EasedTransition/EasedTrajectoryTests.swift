import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct EasedTrajectoryTests {
    /// Curves inside [0, 1] and overshooting ones (back, elastic, an overshooting Bézier, a bouncy spring).
    static let easings: [Easing] = [
        .linear, .quadraticInOut, .exponentialOut, .bounceOut, .backOut, .backInOut, .elasticOut, .pennerElasticIn,
        try! .cubicBezier(0.3, -0.6, 0.6, 1.7), .spring(.bouncy),
    ]

    @Test(arguments: easings)
    func everyChannelFollowsTheClosedFormOfTheEasedProgress(easing: Easing) throws {
        let (current, next) = try easedChannelLayouts()
        let duration = 0.8
        let t = try EasedTransitionLayout(from: current, to: next, duration: duration, easing: easing)
        var g = SeededGenerator(seed: 11)
        var time = 0.0
        var halfwayStep: Int?
        while time < duration - 0.05 {
            let dt = g.uniform(0.001...0.04)
            try t.advance(by: dt)
            time += dt
            #expect(abs(t.time - time) < 1e-12)
            let p = easing(time / duration)
            #expect(near(t.progress, p))
            // zIndex switches on the first clock step whose eased progress reaches 0.5, for good.
            let step = Int((time * 120 + 1e-9).rounded(.down))
            if halfwayStep == nil, let first = (0...step).first(where: { easing(Double($0) * (1.0 / 120) / duration) >= 0.5 }) {
                halfwayStep = first
            }
            let halfway = halfwayStep != nil || p >= 0.5
            for i in 0..<6 {
                let pose = try #require(t.attributes(for: easedCell(i)))
                let expected = expectedPose(from: current.items[i], to: next.items[i], p: p, halfway: halfway)
                #expect(matches(pose, expected, 1e-11), "cell \(i) at \(time) with \(easing.name)")
            }
            // Center, size and alpha against `from + (to − from)·easing(t/duration)` directly.
            let cell0 = try #require(t.attributes(for: easedCell(0)))
            #expect(near(cell0.center.x, 40 + (300 - 40) * easing(time / duration), 1e-12, scale: 260))
            #expect(near(cell0.size.width, 40 + (80 - 40) * easing(time / duration), 1e-12, scale: 40))
            #expect(near(cell0.alpha, min(max(0.2 + 0.8 * easing(time / duration), 0), 1), 1e-12))
        }
    }

    @Test func overshootingCurvesOvershootTheTargetAndClampOnlyAlphaAndSizes() throws {
        let (current, next) = try easedChannelLayouts()
        let t = try EasedTransitionLayout(from: current, to: next, duration: 1, easing: .backOut)
        try t.advance(by: 0.5) // backOut peaks near 1.375 at ½
        let p = Easing.backOut(0.5)
        #expect(p > 1.3)
        let cell0 = try #require(t.attributes(for: easedCell(0)))
        #expect(near(cell0.center.x, 40 + (300 - 40) * p, 1e-12, scale: 260))
        #expect(cell0.center.x > 300)
        #expect(cell0.alpha == 1)
        let cell3 = try #require(t.attributes(for: easedCell(3)))
        #expect(cell3.alpha == 0)
        let cell5 = try #require(t.attributes(for: easedCell(5)))
        #expect(cell5.size == Size(width: 0, height: 0))
        #expect(t.progressEnvelope.upperBound >= p)
        #expect(t.progressEnvelope.lowerBound == 0)
    }

    @Test func theEndShowsTheNextLayoutsAttributesExactly() throws {
        var view = try CollectionView(layout: ManualLayout(easedFromAttributes()), dataCounts: try DataCounts([6]),
                                      boundsSize: Size(width: 320, height: 480))
        var finished: [Bool] = []
        let t = try view.transition(to: ManualLayout(easedToAttributes()), duration: 0.5, easing: .elasticOut) {
            finished.append($0)
        }
        var frames = 0
        while view.layout is EasedTransitionLayout {
            try view.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(frames == 30)
        #expect(t.state == .finished)
        #expect(finished == [true])
        #expect(t.progress == 1)
        let next = try #require(view.layout as? ManualLayout)
        for i in 0..<6 {
            // The transition's own final poses and the installed layout's: bit for bit the targets.
            #expect(t.attributes(for: easedCell(i)) == next.attributes(for: easedCell(i)))
            #expect(next.attributes(for: easedCell(i)) == easedToAttributes()[i])
        }
        // Advancing further changes nothing and calls nothing.
        try view.advance(by: 1)
        #expect(finished == [true])
    }

    @Test func anEasedTransitionTakesExactlyItsDurationWhateverTheFrames() throws {
        let (current, next) = try easedChannelLayouts()
        for frames in [1, 3, 7, 60, 144] {
            let t = try EasedTransitionLayout(from: current, to: next, duration: 0.75, easing: .sineInOut)
            for _ in 0..<(frames - 1) { try t.advance(by: 0.75 / Double(frames)) }
            #expect(t.state == .running)
            try t.advance(by: 0.75 / Double(frames))
            #expect(t.state == .finished, "\(frames) frames")
        }
        // 45 frames at 60 Hz: the 45th finishes, although the frames' sum rounds below 0.75.
        let t = try EasedTransitionLayout(from: current, to: next, duration: 0.75)
        for _ in 0..<44 { try t.advance(by: 1.0 / 60) }
        #expect(t.state == .running)
        try t.advance(by: 1.0 / 60)
        #expect(t.state == .finished)
    }
}
