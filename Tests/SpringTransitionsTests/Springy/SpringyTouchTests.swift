import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

/// Grabbing an element, dragging it through a spring and releasing it.
@Suite struct SpringyTouchTests {
    @Test func grabDragAndReleaseAreContinuous() throws {
        let springy = try makeSpringy()
        let element = row(5)               // rests at (195, 220)
        try springy.grab(element, at: Point(x: 205, y: 225))
        #expect(springy.grabbedElement == element)
        #expect(springy.attributes(for: element)?.center == Point(x: 195, y: 220))   // no jump at the grab
        var finger = Point(x: 205, y: 225)
        for _ in 0..<60 {
            finger.x += 2
            finger.y += 3
            try springy.drag(to: finger)
            try springy.advance(by: 1.0 / 120)
        }
        // The element follows the finger (4 Hz, critically damped): a ramp at v lags by 2ζ/ω·v =
        // v/(8π)·2, less the half frame by which the anchor, set once per frame, leads the finger.
        let held = try #require(springy.attributes(for: element)).center
        let lagX = 240 * (1 / (4 * Double.pi) - 1.0 / 240), lagY = 360 * (1 / (4 * Double.pi) - 1.0 / 240)
        #expect(abs(held.x - (finger.x - 10 - lagX)) < 0.5, "x \(held.x) finger \(finger.x)")
        #expect(abs(held.y - (finger.y - 5 - lagY)) < 0.5, "y \(held.y) finger \(finger.y)")
        try springy.release(velocity: Point(x: 240, y: 360))
        #expect(springy.grabbedElement == nil)
        #expect(springy.attributes(for: element)?.center == held)          // position continuous
        #expect(springy.velocity(of: element) == Point(x: 240, y: 360))   // the gesture's velocity
        // The first frame after the release moves it on with that velocity (to first order).
        try springy.advance(by: 1.0 / 1000)
        let next = try #require(springy.attributes(for: element)).center
        #expect(abs(next.x - held.x - 0.24) < 0.01)
        #expect(abs(next.y - held.y - 0.36) < 0.02)
        var energy = springy.energy
        for _ in 0..<(6 * 120) {
            try springy.advance(by: 1.0 / 120)
            #expect(springy.energy <= energy * (1 + 1e-9) + 1e-12)
            energy = springy.energy
        }
        let back = try #require(springy.attributes(for: element)).center
        #expect(abs(back.x - 195) < 1e-3 && abs(back.y - 220) < 1e-3)
    }

    @Test func grabbedElementIsNotDisplacedByScrolls() throws {
        let springy = try makeSpringy()
        try springy.grab(row(2), at: Point(x: 195, y: 100))
        try springy.scroll(to: Point(x: 0, y: 30), touch: Point(x: 195, y: 1000))
        #expect(springy.attributes(for: row(2))?.center == Point(x: 195, y: 100))
        #expect(springy.displacement(of: row(3)).y != 0)
    }

    @Test func releasedFarFromItsSlotStaysSimulatedWhileShown() throws {
        let springy = try makeSpringy()
        let element = row(5)               // rests at (195, 220)
        try springy.grab(element, at: Point(x: 195, y: 220))
        try springy.scroll(to: Point(x: 0, y: 1000), touch: nil)   // its slot leaves the padded viewport
        var finger = Point(x: 195, y: 220)
        for _ in 0..<120 {
            finger.y += 10                 // the finger carries it down into the new viewport
            try springy.drag(to: finger)
            try springy.advance(by: 1.0 / 120)
        }
        let held = try #require(springy.attributes(for: element)).center
        #expect(held.y > 1100 && held.y < 1420)
        try springy.release(velocity: .zero)
        #expect(springy.isSimulated(element))
        #expect(springy.attributes(for: element)?.center == held)
        // It springs back towards its slot and drops out of the simulation only once it has left
        // the visible rectangle.
        var previous = held
        for _ in 0..<240 {
            try springy.advance(by: 1.0 / 120)
            let bounds = try #require(springy.preparedContext).bounds
            if !springy.isSimulated(element) {
                let shownBefore = Rect(center: previous, size: Size(width: 390, height: 40))
                #expect(!shownBefore.intersects(bounds))
                break
            }
            previous = try #require(springy.attributes(for: element)).center
        }
        #expect(!springy.isSimulated(element))
        #expect(springy.attributes(for: element)?.center == Point(x: 195, y: 220))
    }

    @Test func refusals() throws {
        let springy = try makeSpringy()
        #expect(springyErrorMessage { try springy.drag(to: .zero) } == "no element is grabbed; call grab(_:at:spring:) first")
        #expect(springyErrorMessage { try springy.release(velocity: nil) } == "no element is grabbed; call grab(_:at:spring:) first")
        #expect(springyErrorMessage { try springy.grab(row(500), at: .zero) }
            == "cell [0, 500] is not simulated (outside the padded viewport, or the simulation is full)")
        #expect(springyErrorMessage { try springy.grab(row(1), at: Point(x: .nan, y: 0)) }
            == "invalid springy layout input: touch.x is nan; must be finite")
        let weak = try BodySpring.attachment(frequency: 2, dampingRatio: 1)
        var bad = weak
        bad.strength = .attachment(frequency: 0, dampingRatio: 1)
        #expect(springyErrorMessage { try springy.grab(row(1), at: .zero, spring: bad) }
            == "the springy layout's dynamics refused a parameter: Invalid frequency = 0.0: must be a finite number greater than 0.")
        #expect(springy.grabbedElement == nil)
        try springy.grab(row(1), at: Point(x: 195, y: 60), spring: weak)
        #expect(springyErrorMessage { try springy.grab(row(2), at: .zero) } == "already grabbing cell [0, 1]; call release(velocity:) first")
        #expect(springyErrorMessage { try springy.drag(to: Point(x: 0, y: .infinity)) }
            == "invalid springy layout input: touch.y is inf; must be finite")
        #expect(springyErrorMessage { try springy.release(velocity: Point(x: .nan, y: 0)) }
            == "invalid springy layout input: velocity.x is nan; must be finite")
        #expect(springy.grabbedElement == row(1))
    }
}
