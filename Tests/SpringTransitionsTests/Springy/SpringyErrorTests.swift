import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

/// Bad input gets a typed error naming the parameter, and changes nothing.
@Suite struct SpringyErrorTests {
    @Test func configurationErrors() throws {
        func message(_ configuration: SpringyLayoutConfiguration) -> String? {
            springyErrorMessage { _ = try SpringyLayout(base: springyList(), configuration: configuration) }
        }
        var spring = BodySpring.springyLayout
        spring.strength = .attachment(frequency: 0, dampingRatio: 0.8)
        #expect(message(.init(spring: spring))
            == "the springy layout's dynamics refused a parameter: Invalid frequency = 0.0: must be a finite number greater than 0.")
        spring.strength = .attachment(frequency: 1, dampingRatio: -0.5)
        #expect(message(.init(spring: spring))
            == "the springy layout's dynamics refused a parameter: Invalid dampingRatio = -0.5: must be a finite number at least 0.")
        spring.strength = .attachment(frequency: .nan, dampingRatio: 0.8)
        #expect(message(.init(spring: spring))
            == "the springy layout's dynamics refused a parameter: Invalid frequency = nan: must be a finite number greater than 0.")
        #expect(message(.init(resistanceFactor: 0))
            == "invalid springy layout input: configuration.resistanceFactor is 0.0; must be finite and greater than 0")
        #expect(message(.init(margin: -1))
            == "invalid springy layout input: configuration.margin is -1.0; must be finite and not negative")
        #expect(message(.init(capacity: 0))
            == "invalid springy layout input: configuration.capacity is 0.0; must be from 1 to 100000")
        #expect(message(.init(method: .fixedStep(.rk4, step: -1)))
            == "the springy layout's dynamics refused a parameter: Invalid step = -1.0: must be a finite number greater than 0.")
    }

    @Test func badScrollsChangeNothing() throws {
        let springy = try makeSpringy()
        try springy.scroll(to: Point(x: 0, y: 30), touch: Point(x: 195, y: 420))
        let before = (0..<30).map { springy.attributes(for: row($0)) }
        let context = springy.preparedContext
        #expect(springyErrorMessage { try springy.scroll(to: Point(x: 0, y: 60), touch: Point(x: .nan, y: 0)) }
            == "invalid springy layout input: touch.x is nan; must be finite")
        #expect(springyErrorMessage { try springy.scroll(to: Point(x: 0, y: .infinity), touch: nil) }
            == "invalid springy layout input: offset.y is inf; must be finite")
        #expect(springyErrorMessage { try springy.scroll(by: Point(x: .nan, y: 0), touch: nil) }
            == "invalid springy layout input: delta.x is nan; must be finite")
        #expect(springyErrorMessage { try springy.advance(by: -1) }
            == "invalid springy layout input: dt is -1.0; must be finite and not negative")
        #expect(springyErrorMessage { try springy.advance(by: .nan) }
            == "invalid springy layout input: dt is nan; must be finite and not negative")
        #expect(springy.preparedContext == context)
        #expect((0..<30).map { springy.attributes(for: row($0)) } == before)
        #expect(springy.time == 0)
        let unprepared = try SpringyLayout(base: springyList())
        #expect(springyErrorMessage { try unprepared.scroll(to: .zero, touch: nil) }
            == "the springy layout is not prepared; call prepare(in:) first")
    }
}
