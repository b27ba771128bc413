import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct InteractiveErrorTests {
    func message(_ body: () throws -> Void) -> String? { errorMessage(body) }

    @Test func callsWithoutAnInteractiveTransitionAreRefused() throws {
        var view = try CollectionView(layout: listLayout(), dataCounts: try DataCounts([5]), boundsSize: Size(width: 320, height: 480))
        let none = "no interactive transition is running; start one with startInteractiveTransition(to:)"
        #expect(message { try view.updateInteractiveTransition(progress: 0.5) } == none)
        #expect(message { try view.finishInteractiveTransition(velocity: 1) } == none)
        #expect(message { try view.cancelInteractiveTransition() } == none)
        #expect(message { try view.cancelInteractiveTransitionInPlace() } == none)
        #expect(view.layout is FlowLayout)
        // Once handed off, the transition no longer takes progress.
        let t = try view.startInteractiveTransition(to: gridLayout())
        try view.finishInteractiveTransition(velocity: 0, integrator: ExactIntegrator())
        #expect(message { try view.updateInteractiveTransition(progress: 0.5) } == none)
        #expect(message { try t.setTransitionProgress(0.5) } == "the interactive transition is finishing and no longer interactive")
        #expect(message { try t.setToContentOffset(Point(x: 0, y: 10)) } == "the interactive transition is finishing and no longer interactive")
        #expect(message { try view.finishInteractiveTransition() } == none)
    }

    @Test func badProgressVelocityAndSettingsChangeNothing() throws {
        var view = try CollectionView(layout: listLayout(), dataCounts: try DataCounts([5]), boundsSize: Size(width: 320, height: 480))
        var calls: [[Bool]] = []
        let t = try view.startInteractiveTransition(to: gridLayout()) { calls.append([$0, $1]) }
        try view.updateInteractiveTransition(progress: 0.4)
        let offset = view.contentOffset
        let poses = t.allElements.map { t.attributes(for: $0)! }
        #expect(message { try view.updateInteractiveTransition(progress: .nan) }
                == "invalid transition progress nan; must be finite and at most 1000000.0 in magnitude")
        #expect(message { try t.setTransitionProgress(-.infinity) }
                == "invalid transition progress -inf; must be finite and at most 1000000.0 in magnitude")
        #expect(message { try view.updateInteractiveTransition(progress: 2e6) }
                == "invalid transition progress 2000000.0; must be finite and at most 1000000.0 in magnitude")
        #expect(message { try view.finishInteractiveTransition(velocity: .infinity) } == "invalid progress velocity inf; must be finite")
        #expect(message { try view.cancelInteractiveTransition(velocity: .nan) } == "invalid progress velocity nan; must be finite")
        #expect(message { try view.finishInteractiveTransition(handOff: .init(timeStep: 0)) }
                == "invalid transition configuration: timeStep is 0.0; must be finite and positive")
        #expect(message { try t.setToContentOffset(Point(x: .nan, y: 0)) } == "invalid target content offset (nan, 0.0); must be finite")
        #expect(message { try t.setToContentOffset(for: IndexPath(section: 0, item: 5), at: .top) }
                == "the next layout has no attributes for cell [0, 5]")
        #expect(view.interactiveTransition === t)
        #expect(t.state == .interactive)
        #expect(t.transitionProgress == 0.4)
        #expect(view.contentOffset == offset)
        #expect(t.allElements.map { t.attributes(for: $0)! } == poses)
        #expect(calls.isEmpty)
    }

    @Test func aFailedStartChangesNothing() throws {
        var view = try CollectionView(layout: listLayout(), dataCounts: try DataCounts([5]), boundsSize: Size(width: 320, height: 480))
        #expect(message { try view.startInteractiveTransition(to: gridLayout(), toContentOffset: Point(x: 0, y: .infinity)) }
                == "invalid target content offset (0.0, inf); must be finite")
        #expect(view.layout is FlowLayout)
        let unprepared = message { _ = try InteractiveTransitionLayout(from: listLayout(), to: gridLayout()) }
        #expect(unprepared == "the current layout is not prepared")
    }
}
