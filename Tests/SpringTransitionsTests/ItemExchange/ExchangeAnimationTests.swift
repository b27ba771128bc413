import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite("Exchange presentation: snapshot, blinks and flights follow the spring closed form")
struct ExchangeAnimationTests {
    /// A critically damped spring's displacement from (x0, v0) after τ: (x0 + (v0 + ω·x0)·τ)·e^(−ωτ).
    static func critical(_ x0: Double, _ v0: Double, omega: Double, _ tau: Double) -> Double {
        (x0 + (v0 + omega * x0) * tau) * exp(-omega * tau)
    }

    /// Its velocity: (v0 − ω·(v0 + ω·x0)·τ)·e^(−ωτ).
    static func criticalVelocity(_ x0: Double, _ v0: Double, omega: Double, _ tau: Double) -> Double {
        (v0 - omega * (v0 + omega * x0) * tau) * exp(-omega * tau)
    }

    /// The blink from rest at scale 1: towards `peak` for D seconds, then back to 1.
    static func blink(peak: Double, duration d: Double, _ tau: Double) -> Double {
        let omega = 2 * Double.pi / d
        if tau < d { return peak + critical(1 - peak, 0, omega: omega, tau) }
        let x1 = peak + critical(1 - peak, 0, omega: omega, d) - 1
        let v1 = criticalVelocity(1 - peak, 0, omega: omega, d)
        return 1 + critical(x1, v1, omega: omega, tau - d)
    }

    /// Sample times, all before the motions settle (after which values snap exactly to their targets).
    static let samples = [0.0, 0.01, 0.03, 0.05, 0.1, 0.15, 0.199, 0.2, 0.21, 0.25, 0.3]

    @Test("the catch blink follows the closed form of a critically damped spring with response animationDuration")
    func catchBlink() throws {
        for duration in [0.2, 0.35] {
            let config = ExchangeConfiguration(animationDuration: duration)
            let (controller, delegate) = try ExchangeFixture.make([6], configuration: config, time: 2)
            defer { withExtendedLifetime(delegate) {} }
            try controller.began(at: controller.center(0, 1), time: 2)
            var peakSeen = 1.0
            for tau in Self.samples {
                try controller.advance(to: 2 + tau)
                let snapshot = try #require(controller.presentation.snapshotAttributes)
                let expected = Self.blink(peak: 1.2, duration: duration, tau)
                #expect(isClose(snapshot.transform.a, expected, absolute: 1e-12, relative: 1e-12), "τ = \(tau)")
                #expect(snapshot.transform.d == snapshot.transform.a)
                #expect(snapshot.transform.b == 0 && snapshot.transform.c == 0)
                // The blink scales the snapshot about its center: its visual bounds grow, its center stays.
                #expect(snapshot.center == controller.center(0, 1))
                #expect(isClose(snapshot.visualBounds.width, 100 * expected, relative: 1e-12))
                peakSeen = max(peakSeen, snapshot.transform.a)
            }
            #expect(peakSeen > 1.19 && peakSeen < 1.2)
            try controller.advance(by: 5)
            #expect(controller.presentation.snapshotAttributes?.transform == .identity)
        }
    }

    @Test("the release blink to blinkToScaleForRelease and the flight to the cell follow the closed form")
    func releaseBlinkAndFlight() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        delegate.holdRelease = true
        let grab = Point(x: -20, y: 15)
        try controller.began(at: controller.center(0, 0) - grab, time: 0)
        let finger = controller.center(0, 4) + Point(x: 30, y: -10)
        try controller.changed(to: finger, time: 1)
        try controller.advance(to: 3)  // the catch blink has settled
        try controller.ended(time: 3)
        let from = finger + grab, to = controller.center(0, 4)
        let omega = 2 * Double.pi / 0.2
        for tau in Self.samples {
            try controller.advance(to: 3 + tau)
            let snapshot = try #require(controller.presentation.snapshotAttributes)
            #expect(isClose(snapshot.transform.a, Self.blink(peak: 1.05, duration: 0.2, tau), absolute: 1e-12), "τ = \(tau)")
            #expect(isClose(snapshot.center.x, to.x + Self.critical(from.x - to.x, 0, omega: omega, tau), absolute: 1e-9))
            #expect(isClose(snapshot.center.y, to.y + Self.critical(from.y - to.y, 0, omega: omega, tau), absolute: 1e-9))
            // The displaced cell's alpha springs from alphaForDisplacedItem back to 1.
            let displaced = try #require(controller.layout.attributes(for: .cell(ip(0, 0))))
            #expect(isClose(displaced.alpha, 1 + Self.critical(0.6 - 1, 0, omega: omega, tau), absolute: 1e-12))
            #expect(displaced.alpha <= 1)
        }
        try controller.advance(by: 5)
        #expect(controller.presentation.snapshotAttributes?.center == to)
        #expect(controller.layout.attributes(for: .cell(ip(0, 0)))?.alpha == 1)
    }

    @Test("after the release completion the snapshot fades out with a spring whose response is the fade duration")
    func fadeOut() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        delegate.holdRelease = true
        try controller.began(at: controller.center(0, 0), time: 0)
        try controller.ended(time: 1)
        try controller.advance(to: 2)
        let completion = try #require(delegate.heldRelease)
        try completion(fadeDuration: 0.3)
        let omega = 2 * Double.pi / 0.3
        for tau in [0.0, 0.05, 0.1, 0.2, 0.3, 0.4] {
            try controller.advance(to: 2 + tau)
            let snapshot = try #require(controller.presentation.snapshotAttributes)
            #expect(isClose(snapshot.alpha, Self.critical(0.8, 0, omega: omega, tau), absolute: 1e-12), "τ = \(tau)")
        }
        try controller.advance(to: 3)
        #expect(controller.presentation.snapshotAttributes == nil)
        #expect(!controller.layout.allElements.contains { !$0.isCell })
    }

    @Test("the snapshot follows the finger with the catch offset preserved; hidden and displaced cells")
    func snapshotFollowsFinger() throws {
        let (controller, delegate) = try ExchangeFixture.make([3, 4])
        defer { withExtendedLifetime(delegate) {} }
        let cell = try #require(controller.collectionView.layout.attributes(for: .cell(ip(0, 1))))
        let catchPoint = cell.center + Point(x: 31, y: -22)
        try controller.began(at: catchPoint, time: 0)
        let grab = cell.center - catchPoint
        var g = SeededGenerator(seed: 7)
        for step in 1...50 {
            let finger = Point(x: Double.random(in: -50...400, using: &g), y: Double.random(in: -50...500, using: &g))
            try controller.changed(to: finger, time: Double(step) * 0.01)
            let snapshot = try #require(controller.presentation.snapshotAttributes)
            #expect(snapshot.center == finger + grab)
            #expect(snapshot.id == .decoration(.exchangeSnapshot, ip(0, 1)))
            #expect(snapshot.alpha == 0.8 && snapshot.zIndex == ExchangeController.snapshotZIndex)
            #expect(snapshot.size == cell.size && !snapshot.isHidden)
            // The snapshot is an element of the layout, found by rect queries where it is.
            #expect(controller.layout.attributes(in: Rect(center: snapshot.center, size: Size(width: 1, height: 1)))
                .contains { $0.id == snapshot.id })
            let current = try #require(controller.currentIndexPathForDraggedItem)
            #expect(controller.layout.attributes(for: .cell(current))?.isHidden == true)
            for other in controller.shownCells where other.indexPath != current {
                #expect(!other.isHidden)
                let expectedAlpha = other.indexPath == ip(0, 1) ? 0.6 : 1.0
                #expect(other.alpha == expectedAlpha)
            }
        }
    }

    @Test("the displaced cell flies from where its item was to its new place")
    func displacedFlight() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        defer { withExtendedLifetime(delegate) {} }
        let omega = 2 * Double.pi / 0.2
        let c0 = controller.center(0, 0), c2 = controller.center(0, 2)
        try controller.began(at: c0, time: 0)
        try controller.changed(to: c2, time: 1)
        for tau in [0.0, 0.02, 0.05, 0.1, 0.2, 0.3] {
            try controller.advance(to: 1 + tau)
            let shown = try #require(controller.layout.attributes(for: .cell(ip(0, 0))))
            #expect(isClose(shown.center.x, c0.x + Self.critical(c2.x - c0.x, 0, omega: omega, tau), absolute: 1e-9), "τ = \(tau)")
            #expect(shown.center.y == c0.y)
            #expect(shown.alpha == 0.6)
        }
        try controller.advance(to: 5)
        #expect(controller.layout.attributes(for: .cell(ip(0, 0)))?.center == c0)
        #expect(controller.presentation.offset(of: ip(0, 0)) == .zero)
    }

    @Test("mid-flight, the previous displaced item flies back from where it is shown, keeping its velocity")
    func flightRetarget() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        defer { withExtendedLifetime(delegate) {} }
        let omega = 2 * Double.pi / 0.2
        let c0 = controller.center(0, 0), c2 = controller.center(0, 2), c4 = controller.center(0, 4)
        try controller.began(at: c0, time: 0)
        try controller.changed(to: c2, time: 1)
        try controller.advance(to: 1.05)
        let shownBefore = try #require(controller.layout.attributes(for: .cell(ip(0, 0)))).center
        #expect(isClose(shownBefore.x, c0.x + Self.critical(c2.x - c0.x, 0, omega: omega, 0.05), absolute: 1e-9))
        try controller.changed(to: c4, time: 1.05)
        // The item shown at (0, 0) went back to (0, 2): that cell starts where the item was shown.
        #expect(controller.layout.attributes(for: .cell(ip(0, 2)))?.center == shownBefore)
        // The new displaced item flies from (0, 4) to (0, 0).
        #expect(controller.layout.attributes(for: .cell(ip(0, 0)))?.center == c4)
        let v0 = Self.criticalVelocity(c2.x - c0.x, 0, omega: omega, 0.05)
        let x0 = shownBefore.x - c2.x
        for tau in [0.01, 0.05, 0.1, 0.2] {
            try controller.advance(to: 1.05 + tau)
            let shown = try #require(controller.layout.attributes(for: .cell(ip(0, 2))))
            #expect(isClose(shown.center.x, c2.x + Self.critical(x0, v0, omega: omega, tau), absolute: 1e-9), "τ = \(tau)")
        }
        try controller.advance(to: 5)
        #expect(controller.shownCells.map(\.center) == controller.collectionView.layout.allAttributes.map(\.center))
    }

    @Test("move mode: the cells in between start where their items were and shift; rect queries find them in flight")
    func moveShift() throws {
        let (controller, delegate) = try ExchangeFixture.make([6], configuration: ExchangeConfiguration(mode: .move))
        defer { withExtendedLifetime(delegate) {} }
        try controller.began(at: controller.center(0, 1), time: 0)
        let event = try controller.changed(to: controller.center(0, 4), time: 1)
        #expect(event == ExchangeEvent(undo: nil, change: .move(from: ip(0, 1), to: ip(0, 4))))
        #expect(delegate.sections == [[0, 2, 3, 4, 1, 5]])
        // The default didMove reports adjacent exchanges.
        #expect(delegate.modelLog == [.didExchange(ip(0, 1), ip(0, 2)), .didExchange(ip(0, 2), ip(0, 3)),
                                      .didExchange(ip(0, 3), ip(0, 4)), .didFinishEvent])
        for item in 1...3 {
            #expect(controller.layout.attributes(for: .cell(ip(0, item)))?.center == controller.center(0, item + 1))
        }
        #expect(controller.layout.attributes(for: .cell(ip(0, 4)))?.isHidden == true)
        #expect(controller.layout.attributes(for: .cell(ip(0, 0)))?.center == controller.center(0, 0))
        #expect(controller.layout.attributes(for: .cell(ip(0, 1)))?.alpha == 1)  // no displaced alpha in move mode
        // A small rect at (0, 2)'s place finds the cell (0, 1), shown there, and not (0, 2), shown at (0, 3).
        let probe = Rect(center: controller.center(0, 2), size: Size(width: 2, height: 2))
        #expect(controller.layout.attributes(in: probe).map(\.id) == [.cell(ip(0, 1))])
        try controller.advance(to: 3)
        #expect(controller.layout.attributes(in: probe).map(\.id) == [.cell(ip(0, 2))])
    }
}

extension Point {
    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
}
