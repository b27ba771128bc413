import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

/// Tiling: only the padded viewport is simulated, and nothing visibly jumps.
@Suite struct SpringyTilingTests {
    @Test func elementsEnterAndLeaveOutsideTheVisibleRect() throws {
        let springy = try makeSpringy()
        let watched = 0..<120
        var wasSimulated = watched.map { springy.isSimulated(row($0)) }
        var previous = watched.map { springy.attributes(for: row($0)) }
        var previousBounds = try #require(springy.preparedContext).bounds
        var entered = 0, left = 0
        // A 1,000 pt/s drag for 2 s with the finger at view y = 400, then a release.
        for frame in 1...360 {
            if frame <= 240 {
                let offset = Double(frame) * 1000.0 / 120
                try springy.scroll(to: Point(x: 0, y: offset), touch: Point(x: 195, y: offset + 400))
            }
            try springy.advance(by: 1.0 / 120)
            let bounds = try #require(springy.preparedContext).bounds
            for i in watched {
                let now = springy.isSimulated(row(i))
                let attributes = springy.attributes(for: row(i))
                if now != wasSimulated[i - watched.lowerBound] {
                    if now { entered += 1 } else { left += 1 }
                    // Neither the frame before nor the frame after shows the element.
                    let before = try #require(previous[i - watched.lowerBound])
                    let after = try #require(attributes)
                    #expect(!before.visualBounds.intersects(previousBounds), "row \(i) at frame \(frame)")
                    #expect(!after.visualBounds.intersects(bounds), "row \(i) at frame \(frame)")
                }
                wasSimulated[i - watched.lowerBound] = now
                previous[i - watched.lowerBound] = attributes
            }
            previousBounds = bounds
        }
        #expect(entered > 20)
        #expect(left > 20)
    }

    @Test func sameSimulationForAThousandAndAMillionItems() throws {
        let small = try makeSpringy(rows: 1000)
        let large = try makeSpringy(rows: 1_000_000)
        for layout in [small, large] {
            for i in 1...10 { try layout.scroll(by: Point(x: 0, y: 12), touch: Point(x: 195, y: 300 + 12 * Double(i))) }
            try layout.advance(by: 0.05)
        }
        #expect(small.simulatedCount == large.simulatedCount)
        for i in 0..<30 { #expect(small.attributes(for: row(i)) == large.attributes(for: row(i))) }
    }

    @Test func queriesMatchPerElementAttributes() throws {
        let springy = try makeSpringy()
        try springy.scroll(to: Point(x: 0, y: 200), touch: Point(x: 195, y: 900))
        let rect = Rect(x: 0, y: 200, width: 390, height: 800)
        let found = springy.attributes(in: rect)
        #expect(!found.isEmpty)
        for a in found {
            #expect(a == springy.attributes(for: a.id))
            #expect(a.visualBounds.intersects(rect))
        }
        // Every row whose displaced frame meets the rectangle is found (check a wide neighbourhood).
        let ids = Set(found.map(\.id))
        for i in 0..<60 {
            guard let a = springy.attributes(for: row(i)) else { continue }
            #expect(ids.contains(row(i)) == a.visualBounds.intersects(rect), "row \(i)")
        }
    }

    @Test func capacityLimitsTheSimulation() throws {
        let springy = try makeSpringy(configuration: .init(capacity: 5))
        #expect(springy.simulatedCount == 5)
        try springy.scroll(to: Point(x: 0, y: 30), touch: Point(x: 195, y: 420))
        #expect(springy.simulatedCount == 5)
        // Rows beyond the capacity are answered from the base, at rest.
        #expect(springy.attributes(for: row(12))?.center == Point(x: 195, y: 500))
    }
}
