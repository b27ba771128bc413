import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct TransitionProgressTests {
    func cell(_ item: Int, x: Double, y: Double, width: Double = 40, height: Double = 40) -> LayoutAttributes {
        LayoutAttributes(id: .cell(IndexPath(section: 0, item: item)), center: Point(x: x, y: y),
                         size: Size(width: width, height: height))
    }

    /// A provider giving item i the i-th spring of `springs`.
    func perItem(_ springs: [Spring]) -> AnimationProvider {
        AnimationProvider { context in
            AttributeAnimation(context: context, springs: ChannelSprings(springs[context.element.indexPath.item]))
        }
    }

    @Test func progressIsTheDistanceWeightedMeanOfTheMovingCells() throws {
        let context = try context(counts: [3])
        let current = try prepared(ManualLayout([cell(0, x: 50, y: 50), cell(1, x: 150, y: 50),
                                                       cell(2, x: 250, y: 50)]), context)
        // Cell 0 travels 100 pt, cell 1 300 pt; cell 2 only grows (its center stays).
        let next = try prepared(ManualLayout([cell(0, x: 150, y: 50), cell(1, x: 150, y: 350),
                                                    cell(2, x: 250, y: 50, width: 80)]), context)
        let t = try SpringTransitionLayout(from: current, to: next, provider: perItem([.bouncy, .smooth, .snappy]),
                                           integrator: ExactIntegrator())
        #expect(t.progress == 0)
        let a0 = try #require(t.animation(for: .cell(IndexPath(section: 0, item: 0))))
        let a1 = try #require(t.animation(for: .cell(IndexPath(section: 0, item: 1))))
        let a2 = try #require(t.animation(for: .cell(IndexPath(section: 0, item: 2))))
        var sawDifferentProgress = false
        for frame in 1...60 {
            try t.advance(by: frame % 2 == 0 ? 1.0 / 60 : 1.0 / 97)
            guard t.state == .running else { break }
            let expected = (100 * a0.progress + 300 * a1.progress) / 400
            #expect(abs(t.progress - expected) < 1e-12)
            if abs(a2.progress - a1.progress) > 0.05 { sawDifferentProgress = true }
        }
        // Cell 2 moved on its own schedule without entering the average.
        #expect(sawDifferentProgress)
    }

    @Test func aStationaryCellDoesNotHoldTheAverageDown() throws {
        let context = try context(counts: [2])
        let moving = cell(0, x: 50, y: 50)
        let still = cell(1, x: 250, y: 50)
        let current = try prepared(ManualLayout([moving, still]), context)
        let next = try prepared(ManualLayout([cell(0, x: 50, y: 450), still]), context)
        let t = try SpringTransitionLayout(from: current, to: next, provider: .spring(.smooth), integrator: ExactIntegrator())
        try t.advance(by: 0.2)
        // The only moving cell decides alone: its progress is 1 − x(t)/x(0) of the closed form.
        let expected = 1 - Spring.smooth.state(at: 0.2, displacement: -400, velocity: 0).displacement / -400
        #expect(abs(t.progress - expected) < 1e-12)
        #expect(t.animation(for: .cell(IndexPath(section: 0, item: 1))) == nil || t.animation(for: .cell(IndexPath(section: 0, item: 1)))!.channels.isEmpty)
    }

    @Test func withoutCenterMotionEveryChangingCellWeighsTheSame() throws {
        let context = try context(counts: [3])
        let current = try prepared(ManualLayout([cell(0, x: 50, y: 50), cell(1, x: 150, y: 50),
                                                       cell(2, x: 250, y: 50)]), context)
        let next = try prepared(ManualLayout([cell(0, x: 50, y: 50, width: 90), cell(1, x: 150, y: 50, height: 10),
                                                    cell(2, x: 250, y: 50)]), context)
        let t = try SpringTransitionLayout(from: current, to: next, provider: perItem([.bouncy, .smooth, .snappy]),
                                           integrator: ExactIntegrator())
        let a0 = try #require(t.animation(for: .cell(IndexPath(section: 0, item: 0))))
        let a1 = try #require(t.animation(for: .cell(IndexPath(section: 0, item: 1))))
        try t.advance(by: 0.1)
        #expect(abs(t.progress - (a0.progress + a1.progress) / 2) < 1e-12)
        // Each one's progress is its size's fraction of the way.
        #expect(abs(a0.progress - (t.attributes(for: a0.element)!.size.width - 40) / 50) < 1e-12)
    }

    @Test func progressOvershootsWithABouncySpringAndEndsAtExactlyOne() throws {
        let context = try context(counts: [1])
        let current = try prepared(ManualLayout([cell(0, x: 50, y: 50)]), context)
        let next = try prepared(ManualLayout([cell(0, x: 50, y: 650, width: 80, height: 20)]), context)
        let t = try SpringTransitionLayout(from: current, to: next, provider: .spring(.bouncy), integrator: ExactIntegrator())
        var peak = 0.0
        while t.state == .running {
            try t.advance(by: 1.0 / 120)
            peak = max(peak, t.progress)
        }
        // ζ = 0.7 overshoots by exp(−πζ/√(1 − ζ²)) ≈ 4.6 %, sampled on the 1/120 s grid.
        #expect(peak > 1.04 && peak < 1.05)
        #expect(t.progress == 1)
    }

    @Test func nothingMovingFinishesOnTheFirstAdvance() throws {
        let context = try context(counts: [2])
        let layout = try prepared(ManualLayout([cell(0, x: 50, y: 50), cell(1, x: 150, y: 50)]), context)
        let t = try SpringTransitionLayout(from: layout, to: layout, integrator: ExactIntegrator())
        #expect(t.progress == 1)
        #expect(t.channelCount == 0)
        var finished: [Bool] = []
        t.completion = { finished.append($0) }
        try t.advance(by: 0)
        #expect(finished == [true])
        #expect(t.state == .finished)
    }
}

/// The progress under the exact integrator follows running per-spring sums (one clock step maps
/// them through the spring's exact step map; settled channels are subtracted): it stays equal to
/// the distance-weighted mean of the cells' own progress through staggered starts, many cells
/// settling on different steps, a retarget and the end.
@Suite struct TransitionProgressSumTests {
    @Test func trackedProgressEqualsTheWeightedMeanOfTheCells() throws {
        let context = try context(counts: [160])
        let springs: [Spring] = [.bouncy, .smooth, .snappy, try Spring(stiffness: 500, damping: 8)]
        let provider = AnimationProvider { context in
            AttributeAnimation(context: context, springs: ChannelSprings(springs[context.element.indexPath.item % 4]),
                               initialVelocity: ChannelVelocities([.centerY: Double(context.element.indexPath.item % 7) * 50]))
        }.staggered(from: IndexPath(section: 0, item: 0), delayPerPoint: 0.00005)
        let t = try SpringTransitionLayout(from: try prepared(gridLayout(columns: 4), context),
                                           to: try prepared(listLayout(), context), provider: provider,
                                           integrator: ExactIntegrator())
        #expect(t.progress == 0)
        var frames = 0
        var worst = 0.0
        while t.state == .running && frames < 2_000 {
            try t.advance(by: frames % 3 == 0 ? 1.0 / 120 : 1.0 / 53)
            frames += 1
            if frames == 50 { try t.retarget(to: try prepared(gridLayout(columns: 3), context)) }
            guard t.state == .running else { break }
            var weighted = 0.0, total = 0.0
            for id in t.allElements where id.isCell {
                guard let a = t.animation(for: id) else { continue }
                let d = ((a.to.center.x - a.from.center.x) * (a.to.center.x - a.from.center.x)
                    + (a.to.center.y - a.from.center.y) * (a.to.center.y - a.from.center.y)).squareRoot()
                weighted += d * a.progress
                total += d
            }
            worst = max(worst, abs(t.progress - weighted / total))
        }
        #expect(worst < 1e-10)
        #expect(t.state == .finished)
        #expect(t.progress == 1)
    }
}
