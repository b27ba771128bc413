import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct EasedErrorTests {
    @Test func invalidDurationsAndConfigurationsAreRejectedByName() throws {
        let (current, next) = try easedChannelLayouts()
        func message(duration: Double = 1, easing: Easing = .linear,
                     configuration: EasedTransitionLayout.Configuration = .init()) -> String? {
            errorMessage {
                _ = try EasedTransitionLayout(from: current, to: next, duration: duration, easing: easing,
                                              configuration: configuration)
            }
        }
        #expect(message(duration: 0) == "invalid transition configuration: duration is 0.0; must be finite and positive")
        #expect(message(duration: -1) == "invalid transition configuration: duration is -1.0; must be finite and positive")
        #expect(message(duration: .nan) == "invalid transition configuration: duration is nan; must be finite and positive")
        #expect(message(duration: .infinity) == "invalid transition configuration: duration is inf; must be finite and positive")
        #expect(message(configuration: .init(timeStep: 0)) == "invalid transition configuration: timeStep is 0.0; must be finite and positive")
        #expect(message(configuration: .init(toContentOffset: Point(x: .nan, y: 0))) == "invalid target content offset (nan, 0.0); must be finite")
        let broken = Easing.custom(try EasingFunction(name: "broken") { $0 == 0.5 ? .nan : $0 })
        #expect(message(easing: broken) == "invalid transition configuration: easing broken is nan at t = 0.5; must be finite on [0, 1]")
        #expect(message() == nil)
    }

    @Test func unpreparedLayoutsAreRejected() throws {
        let (current, _) = try easedChannelLayouts()
        let message = errorMessage {
            _ = try EasedTransitionLayout(from: current, to: ManualLayout(easedToAttributes()), duration: 1)
        }
        #expect(message == "the next layout is not prepared")
    }

    @Test func badFramesAndLateChangesChangeNothing() throws {
        let (current, next) = try easedChannelLayouts()
        let t = try EasedTransitionLayout(from: current, to: next, duration: 1)
        try t.advance(by: 0.3)
        let poses = t.allElements.map { t.attributes(for: $0)! }
        let time = t.time
        #expect(errorMessage { try t.advance(by: -0.1) } == "invalid time step -0.1; must be finite and not negative")
        #expect(errorMessage { try t.advance(by: .nan) } == "invalid time step nan; must be finite and not negative")
        #expect(errorMessage { try t.setToContentOffset(Point(x: 0, y: .infinity)) }
                == "invalid target content offset (0.0, inf); must be finite")
        #expect(errorMessage { try t.setToContentOffset(for: IndexPath(section: 0, item: 9), at: .top) }
                == "the next layout has no attributes for cell [0, 9]")
        #expect(t.time == time)
        #expect(t.allElements.map { t.attributes(for: $0)! } == poses)
        try t.advance(by: 1)
        #expect(errorMessage { try t.setToContentOffset(Point(x: 1, y: 1)) } == "the transition has ended; start a new one")
        #expect(errorMessage { try t.setToContentOffset(placing: [IndexPath(section: 0, item: 1)], placement: .center) }
                == "the transition has ended; start a new one")
    }

    @Test func aCurveThatBreaksBetweenSamplesIsCaughtWhenItIsReached() throws {
        let (current, next) = try easedChannelLayouts()
        // Finite at every sample i/4096, NaN in between: the frame that reaches it is refused whole.
        let sly = Easing.custom(try EasingFunction(name: "sly") { t in
            let k = t * 4096
            return k == k.rounded() ? t : .nan
        })
        let t = try EasedTransitionLayout(from: current, to: next, duration: 1, easing: sly,
                                          configuration: .init(timeStep: 1.0 / 128))
        try t.advance(by: 0.25)
        let pose = t.attributes(for: easedCell(0))
        let message = errorMessage { try t.advance(by: 1.0 / 300) }
        #expect(message?.hasPrefix("invalid transition configuration: easing sly is nan at t = 0.25") == true)
        #expect(t.time == 0.25)
        #expect(t.attributes(for: easedCell(0)) == pose)
    }
}
