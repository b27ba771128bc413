import SpringTestSupport
import SpringTransitions
import Testing

/// Fails on its `failingCall`-th call, leaving the batch untouched (as integrators must).
struct FailingIntegrator: Integrator {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the solver gave up" }
    }
    var name: String { "failing" }
    var statistics = IntegrationStatistics.zero
    var exact = ExactIntegrator()
    let failingCall: Int
    var calls = 0

    mutating func advance(_ batch: inout ChannelBatch, by dt: Double) throws {
        calls += 1
        if calls == failingCall { throw Failure() }
        try exact.advance(&batch, by: dt)
    }
}

@Suite struct TransitionErrorTests {
    func layouts() throws -> (any Layout, any Layout) {
        let context = try context(counts: [6])
        return (try prepared(gridLayout(), context), try prepared(listLayout(), context))
    }

    /// The message of starting a grid-to-list transition with `provider`.
    func startMessage(_ provider: AnimationProvider, configuration: SpringTransitionLayout.Configuration = .init()) throws -> String? {
        let (grid, list) = try layouts()
        return errorMessage {
            _ = try SpringTransitionLayout(from: grid, to: list, provider: provider, configuration: configuration)
        }
    }

    @Test func invalidAnimationsAreRefusedWithTheirElementAndField() throws {
        #expect(try startMessage(AnimationProvider { context in
            AttributeAnimation(context: context, initialVelocity: ChannelVelocities(
                [.centerX: context.element.indexPath.item == 3 ? .nan : 10]))
        }) == "invalid animation for cell [0, 3]: initialVelocity[centerX] is nan; must be finite")
        #expect(try startMessage(AnimationProvider { context in
            AttributeAnimation(context: context, initialVelocity: ChannelVelocities([.custom("glow"): -.infinity]))
        }) == "invalid animation for cell [0, 0]: initialVelocity[custom(glow)] is -inf; must be finite")
        #expect(try startMessage(AnimationProvider { AttributeAnimation(context: $0, delay: -0.5) })
                == "invalid animation for cell [0, 0]: delay is -0.5; must be finite and not negative")
        #expect(try startMessage(.stagger(from: IndexPath(section: 0, item: 0), delayPerPoint: -0.5))
                == "invalid animation for cell [0, 1]: delay is -22.5; must be finite and not negative")
        #expect(try startMessage(AnimationProvider { context in
            let a = AttributeAnimation(context: context)
            if context.index == 2 { a.from.alpha = 2 }
            return a
        }) == "invalid animation for cell [0, 2]: from.alpha is 2.0; must be between 0 and 1")
        #expect(try startMessage(AnimationProvider { context in
            let a = AttributeAnimation(context: context)
            a.addChannel(named: "glow", from: 0, to: .infinity)
            return a
        }) == "invalid animation for cell [0, 0]: channel glow.to is inf; must be finite")
    }

    @Test func providersMustReturnFreshAnimationsOfTheAskedElement() throws {
        #expect(try startMessage(AnimationProvider { context in
            AttributeAnimation(element: .cell(IndexPath(section: 0, item: 1)), from: context.from, to: context.to)
        }) == "the provider returned an animation of cell [0, 1] for cell [0, 0]")
        // An animation a transition runs cannot be handed to another one, or to a retarget.
        let (grid, list) = try layouts()
        let t = try SpringTransitionLayout(from: grid, to: list)
        let taken = try #require(t.animation(for: .cell(IndexPath(section: 0, item: 5))))
        let reusing = AnimationProvider { $0.element == taken.element ? taken : AttributeAnimation(context: $0) }
        #expect(errorMessage { try t.retarget(to: grid, using: reusing) }
                == "the animation returned for cell [0, 5] already belongs to a transition")
        #expect(errorMessage { _ = try SpringTransitionLayout(from: list, to: grid, provider: reusing) }
                == "the animation returned for cell [0, 5] already belongs to a transition")
    }

    @Test func layoutsMustBePreparedAndAgreeWithTheirData() throws {
        let (grid, list) = try layouts()
        #expect(errorMessage { _ = try SpringTransitionLayout(from: GridLayout(), to: list) }
                == "the current layout is not prepared")
        #expect(errorMessage { _ = try SpringTransitionLayout(from: grid, to: FlowLayout()) }
                == "the next layout is not prepared")
        let stray = LayoutAttributes(id: .cell(IndexPath(section: 0, item: 9)), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let outside = try prepared(ManualLayout([stray]), try context(counts: [6]))
        #expect(errorMessage { _ = try SpringTransitionLayout(from: grid, to: outside) }
                == "the next layout has cell [0, 9] outside its data counts [6]")
        #expect(errorMessage { _ = try SpringTransitionLayout(from: outside, to: grid) }
                == "the current layout has cell [0, 9] outside its data counts [6]")
    }

    @Test func aNextLayoutThatFailsToPrepareChangesNothing() throws {
        var view = try CollectionView(layout: gridLayout(), dataCounts: try DataCounts([6]), boundsSize: Size(width: 320, height: 480))
        let message = errorMessage { try view.transition(to: gridLayout(columns: 40, spacing: 10)) }
        #expect(message == "the next layout failed to prepare: invalid GridLayout: columns is 40; 40 columns with interitemSpacing 10.0 need a width of at least 390.0, but 320.0 is available")
        #expect(view.layout is GridLayout)
    }

    @Test func badTimeStepsAndConfigurationsAreRefused() throws {
        let (grid, list) = try layouts()
        let t = try SpringTransitionLayout(from: grid, to: list)
        #expect(errorMessage { try t.advance(by: .nan) } == "invalid time step nan; must be finite and not negative")
        #expect(errorMessage { try t.advance(by: -0.1) } == "invalid time step -0.1; must be finite and not negative")
        #expect(errorMessage { try t.advance(by: .infinity) } == "invalid time step inf; must be finite and not negative")
        #expect(t.time == 0)
        var view = try CollectionView(layout: gridLayout(), dataCounts: try DataCounts([6]), boundsSize: Size(width: 320, height: 480))
        #expect(errorMessage { try view.advance(by: -1) } == "invalid time step -1.0; must be finite and not negative")
        #expect(try startMessage(.spring(.smooth), configuration: .init(timeStep: 0))
                == "invalid transition configuration: timeStep is 0.0; must be finite and positive")
        #expect(try startMessage(.spring(.smooth), configuration: .init(toContentOffset: Point(x: .nan, y: 0)))
                == "invalid target content offset (nan, 0.0); must be finite")
        #expect(errorMessage { try t.setToContentOffset(Point(x: 0, y: .infinity)) }
                == "invalid target content offset (0.0, inf); must be finite")
    }

    @Test func anIntegrationFailureKeepsTheLastCompletedStep() throws {
        let (grid, list) = try layouts()
        let t = try SpringTransitionLayout(from: grid, to: list, integrator: FailingIntegrator(failingCall: 3))
        try t.advance(by: 1.0 / 120)
        try t.advance(by: 1.0 / 120)
        let poses = allPoses(t)
        var caught: IntegrationFailure?
        do {
            try t.advance(by: 1.0 / 60)
        } catch let TransitionError.integrationFailed(failure) {
            caught = failure
        }
        let failure = try #require(caught)
        #expect(failure.integrator == "failing")
        #expect(failure.time == 2.0 / 120)
        #expect(failure.error == nil)
        #expect(failure.message == "the solver gave up")
        #expect(TransitionError.integrationFailed(failure).description == "integration failed: the solver gave up")
        #expect(t.time == 2.0 / 120)
        #expect(allPoses(t) == poses)
        #expect(t.state == .running)
    }

    @Test func aFailedRetargetChangesNothing() throws {
        let (grid, list) = try layouts()
        let t = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.bouncy))
        var calls = 0
        t.completion = { _ in calls += 1 }
        try t.advance(by: 0.05)
        try t.advance(by: 0.003)
        let poses = allPoses(t), offset = t.contentOffset, elements = t.allElements, time = t.time
        let velocity = t.animation(for: .cell(IndexPath(section: 0, item: 4)))?.velocity(of: .centerX)
        let bad = AnimationProvider { context in
            AttributeAnimation(context: context, delay: context.index == 4 ? .nan : 0)
        }
        #expect(errorMessage { try t.retarget(to: CircleLayout(), using: bad) } == "the next layout is not prepared")
        let circle = try prepared(CircleLayout(), try context(counts: [6]))
        #expect(errorMessage { try t.retarget(to: circle, using: bad) }
                == "invalid animation for cell [0, 4]: delay is nan; must be finite and not negative")
        #expect(allPoses(t) == poses)
        #expect(t.contentOffset == offset && t.allElements == elements && t.time == time)
        #expect(t.animation(for: .cell(IndexPath(section: 0, item: 4)))?.velocity(of: .centerX) == velocity)
        #expect(calls == 0)
        // And it still runs on as before.
        try t.advance(by: 1)
        #expect(t.state == .finished)
        #expect(calls == 1)
    }
}
