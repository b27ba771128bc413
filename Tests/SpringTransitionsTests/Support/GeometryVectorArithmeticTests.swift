import SpringTransitions
import SpringTestSupport
import Testing

@Suite struct GeometryVectorArithmeticTests {
    @Test func springAnimatesGeometryLikeItsScalarComponents() {
        let spring = Spring.snappy
        let target = Rect(x: 100, y: -40, width: 300, height: 20)
        let velocity = Rect(x: 5, y: 0, width: -10, height: 1)
        for t in [0.0, 0.05, 0.2, 1.0] {
            let r = spring.value(target: target, initialVelocity: velocity, time: t)
            #expect(r.origin.x == spring.value(target: 100.0, initialVelocity: 5.0, time: t))
            #expect(r.origin.y == spring.value(target: -40.0, initialVelocity: 0.0, time: t))
            #expect(r.size.width == spring.value(target: 300.0, initialVelocity: -10.0, time: t))
            #expect(r.size.height == spring.value(target: 20.0, initialVelocity: 1.0, time: t))
        }
    }

    @Test func updateStepsAPointToItsTarget() {
        var value = Point.zero, velocity = Point.zero
        let target = Point(x: 30, y: 40)
        for _ in 0..<240 { Spring.smooth.update(value: &value, velocity: &velocity, target: target, deltaTime: 1.0 / 120) }
        #expect((value - target).magnitudeSquared < 1e-6)
        #expect(Point(x: 3, y: 4).magnitudeSquared == 25)
        #expect(EdgeInsets(all: 1) + EdgeInsets(all: 2) == EdgeInsets(all: 3))
        #expect(Size(width: 3, height: 4) - Size(width: 1, height: 1) == Size(width: 2, height: 3))
    }
}
