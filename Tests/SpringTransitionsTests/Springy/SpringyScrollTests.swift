import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

/// objc.io's displacement rule, on hand-computed cases, and the motion that follows.
@Suite struct SpringyScrollTests {
    @Test func displacementRuleByHand() {
        // touch (200, 500), rest (100, 300): resistance = (100 + 200) / 1500 = 0.2.
        let near = SpringyLayout.displacement(forScroll: Point(x: 0, y: 50), touch: Point(x: 200, y: 500),
                                              restingCenter: Point(x: 100, y: 300), resistanceFactor: 1500)
        #expect(near == Point(x: 0, y: 10))
        // delta < 0: max(delta, delta·r) = −10.
        let up = SpringyLayout.displacement(forScroll: Point(x: 0, y: -50), touch: Point(x: 200, y: 500),
                                            restingCenter: Point(x: 100, y: 300), resistanceFactor: 1500)
        #expect(up == Point(x: 0, y: -10))
        // resistance (200 + 2000) / 1500 > 1: the whole delta (min(delta, delta·r) = delta).
        let far = SpringyLayout.displacement(forScroll: Point(x: 0, y: 50), touch: Point(x: 200, y: 500),
                                             restingCenter: Point(x: 0, y: 2500), resistanceFactor: 1500)
        #expect(far == Point(x: 0, y: 50))
        // Under the finger: no displacement. A factor of 300 makes r = 300/300 = 1.
        #expect(SpringyLayout.displacement(forScroll: Point(x: 7, y: 9), touch: Point(x: 3, y: 4),
                                           restingCenter: Point(x: 3, y: 4), resistanceFactor: 1500) == .zero)
        #expect(SpringyLayout.displacement(forScroll: Point(x: 12, y: 0), touch: Point(x: 200, y: 500),
                                           restingCenter: Point(x: 100, y: 300), resistanceFactor: 300) == Point(x: 12, y: 0))
    }

    @Test func scrollDisplacesSimulatedElements() throws {
        let springy = try makeSpringy()
        // Padded viewport y ∈ [−100, 900]: rows 0…22 (row 22 spans 880…920).
        #expect(springy.simulatedCount == 23)
        try springy.scroll(to: Point(x: 0, y: 30), touch: Point(x: 195, y: 420))
        // Row 0 rests at y = 20: resistance 400/1500, moves 30·400/1500 = 8.
        #expect(isClose(springy.displacement(of: row(0)).y, 8, absolute: 1e-12))
        #expect(isClose(springy.attributes(for: row(0))?.center.y ?? .nan, 28, absolute: 1e-12))
        // Row 10 rests under the finger (y = 420): it does not move.
        #expect(springy.displacement(of: row(10)) == .zero)
        // Row 23 (centre 940, spans 920…960) tiles in with the padded viewport [−70, 930], displaced
        // by the scroll in progress: 30·520/1500 = 10.4.
        #expect(springy.isSimulated(row(23)))
        #expect(isClose(springy.displacement(of: row(23)).y, 10.4, absolute: 1e-12))
        // Velocities are untouched by the displacement.
        #expect(springy.velocity(of: row(0)) == .zero)
        // Without a touch (a programmatic scroll) nothing is displaced.
        let plain = try makeSpringy()
        try plain.scroll(to: Point(x: 0, y: 30), touch: nil)
        #expect(plain.displacement(of: row(0)) == .zero)
        #expect(plain.attributes(for: row(0))?.center == Point(x: 195, y: 20))
    }

    @Test func displacedElementFollowsTheDampedOscillator() throws {
        let springy = try makeSpringy()
        try springy.scroll(to: Point(x: 0, y: 30), touch: Point(x: 195, y: 420))
        var worst = 0.0
        for frame in 1...240 {
            try springy.advance(by: 1.0 / 120)
            let t = Double(frame) / 120
            worst = max(worst, abs(springy.displacement(of: row(0)).y - dampedDisplacement(8, at: t)))
        }
        // rkf45 at 1e-9 against the closed form of a 1 Hz, ζ = 0.8 attachment.
        #expect(worst < 1e-7)   // measured 1.7e-9
    }

    @Test func frameRateIndependence() throws {
        // A drag at 300 pt/s: scrolls at every 1/30 s for 0.5 s (the same instants at every rate),
        // then free motion; compare at every 1/30 s up to 2 s.
        var runs: [[Double]] = []
        for rate in [30, 60, 120, 240] {
            let springy = try makeSpringy()
            var samples: [Double] = []
            let perTick = rate / 30
            for tick in 1...60 {
                if tick <= 15 { try springy.scroll(by: Point(x: 0, y: 10), touch: Point(x: 195, y: 400 + 10 * Double(tick))) }
                for _ in 0..<perTick { try springy.advance(by: 1.0 / Double(rate)) }
                for i in 0..<30 { samples.append(springy.attributes(for: row(i))?.center.y ?? .nan) }
            }
            runs.append(samples)
        }
        var worst = 0.0
        for run in runs.dropFirst() {
            for (a, b) in zip(runs[0], run) { worst = max(worst, abs(a - b)) }
        }
        #expect(worst < 1e-7, "largest difference \(worst)")   // measured 6.4e-9
    }

    @Test func energyDecaysAfterRelease() throws {
        let springy = try makeSpringy()
        for i in 1...10 { try springy.scroll(by: Point(x: 0, y: 12), touch: Point(x: 195, y: 300 + 12 * Double(i))) }
        var energy = springy.energy
        let initial = energy
        #expect(initial > 0)
        for _ in 0..<(5 * 120) {
            try springy.advance(by: 1.0 / 120)
            #expect(springy.energy <= energy * (1 + 1e-9) + 1e-12)
            energy = springy.energy
        }
        #expect(energy < 1e-6 * initial)
    }

    @Test func followsTheScrollDriver() throws {
        let springy = try makeSpringy()
        let geometry = ScrollGeometry(boundsSize: Size(width: 390, height: 800), contentSize: springy.contentSize,
                                      contentInset: .zero)
        var driver = try ScrollDriver(geometry: geometry, contentOffset: .zero)
        try driver.beginDragging(at: Point(x: 195, y: 600), time: 0)
        var touch = Point(x: 195, y: 600)
        for frame in 1...12 {
            touch.y -= 10
            try driver.drag(to: touch, time: Double(frame) / 120)
            try springy.follow(driver, touchInView: touch)
            try springy.advance(by: 1.0 / 120)
        }
        #expect(driver.contentOffset.y == 120)
        #expect(springy.preparedContext?.contentOffset == driver.contentOffset)
        // Far from the finger, rows lag behind the content (moved down in content coordinates).
        #expect(springy.displacement(of: row(3)).y > 0)
        try driver.endDragging(touchVelocity: Point(x: 0, y: -1200), time: 0.1)
        var t = 0.1
        while driver.isAnimating || springy.energy > 1e-9, t < 10 {
            t += 1.0 / 120
            try driver.advance(to: t)
            try springy.follow(driver, touchInView: touch)
            try springy.advance(by: 1.0 / 120)
        }
        #expect(t < 10)
        #expect(driver.contentOffset.y > 120)
        #expect(abs(springy.displacement(of: row(Int(driver.contentOffset.y / 40) + 5)).y) < 1e-3)
    }

    @Test func collectionViewScrollsUseTheTouch() throws {
        let springy = try makeSpringy()
        var view = try CollectionView(layout: springy, dataCounts: try DataCounts([1000]), boundsSize: Size(width: 390, height: 800))
        springy.touchInView = Point(x: 195, y: 390)
        try view.setContentOffset(Point(x: 0, y: 30))
        // The finger is at content y = 390 + 30 = 420: row 0 (y = 20) moves 30·400/1500 = 8.
        #expect(isClose(springy.displacement(of: row(0)).y, 8, absolute: 1e-12))
        #expect(view.visibleAttributes.contains { $0.id == row(0) && isClose($0.center.y, 28, absolute: 1e-12) })
    }
}
