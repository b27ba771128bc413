import SpringTestSupport
import SpringTransitions
import Testing

@Suite("Exchange property tests: random drags over a sectioned grid")
struct ExchangePropertyTests {
    /// One random setup: section sizes, a controller and its recording delegate.
    static func randomSetup(_ g: inout SeededGenerator, mode: ExchangeMode = .exchange)
        throws -> (ExchangeController, RecordingDelegate, [[Int]]) {
        let counts = (0..<Int.random(in: 1...4, using: &g)).map { _ in Int.random(in: 0...9, using: &g) }
        let (controller, delegate) = try ExchangeFixture.make(counts, configuration: ExchangeConfiguration(mode: mode))
        return (controller, delegate, delegate.sections)
    }

    /// A random point: usually inside a random cell, sometimes anywhere around the content.
    static func randomPoint(_ g: inout SeededGenerator, _ controller: ExchangeController) -> Point {
        let elements = controller.collectionView.layout.allElements
        if !elements.isEmpty, Int.random(in: 0..<4, using: &g) > 0 {
            let id = elements[Int.random(in: 0..<elements.count, using: &g)]
            let c = controller.collectionView.layout.attributes(for: id)!.center
            return Point(x: c.x + Double.random(in: -49...49, using: &g), y: c.y + Double.random(in: -49...49, using: &g))
        }
        let size = controller.collectionView.contentSize
        return Point(x: Double.random(in: -20...(size.width + 20), using: &g),
                     y: Double.random(in: -20...(size.height + 20), using: &g))
    }

    /// `sections` with the elements at `a` and `b` exchanged.
    static func transposed(_ sections: [[Int]], _ a: IndexPath, _ b: IndexPath) -> [[Int]] {
        var result = sections
        let x = result[a.section][a.item]
        result[a.section][a.item] = result[b.section][b.item]
        result[b.section][b.item] = x
        return result
    }

    /// Catches a random item and drags it around; returns whether a transaction began. After every
    /// event the model must equal the original with the exchange in effect applied.
    static func randomDrag(_ g: inout SeededGenerator, _ controller: ExchangeController, _ delegate: RecordingDelegate,
                           original: [[Int]], time: inout Double, modelInEffect: ([[Int]], IndexPath, IndexPath) -> [[Int]]) throws -> Bool {
        delegate.refuseDisplace = []
        for section in original.indices {
            for item in original[section].indices where Int.random(in: 0..<5, using: &g) == 0 {
                delegate.refuseDisplace.insert(ip(section, item))
            }
        }
        time += 0.2
        guard try controller.began(at: randomPoint(&g, controller), time: time) != nil else { return false }
        let origin = try #require(controller.originalIndexPathForDraggedItem)
        for _ in 0..<Int.random(in: 0...12, using: &g) {
            time += Double.random(in: 0...0.1, using: &g)
            let before = controller.currentIndexPathForDraggedItem
            let event = try controller.changed(to: randomPoint(&g, controller), time: time)
            let current = try #require(controller.currentIndexPathForDraggedItem)
            #expect((event != nil) == (before != current))
            #expect(delegate.sections == modelInEffect(original, origin, current))
        }
        return true
    }

    @Test("drag then release: the model is the original changed by exactly one transposition, or by none")
    func releaseIsOneTransposition() throws {
        var g = SeededGenerator(seed: 0xE8C4)
        var transactions = 0, exchanged = 0
        for _ in 0..<300 {
            let (controller, delegate, original) = try Self.randomSetup(&g)
            var time = 0.0
            guard try Self.randomDrag(&g, controller, delegate, original: original, time: &time,
                                      modelInEffect: Self.transposed) else { continue }
            transactions += 1
            let origin = try #require(controller.originalIndexPathForDraggedItem)
            let final = try #require(controller.currentIndexPathForDraggedItem)
            delegate.log.removeAll()
            let released = try #require(try controller.ended(time: time + 0.05))
            #expect(released.0 == origin && released.1 == final)
            #expect(delegate.modelLog == [.didFinishTransaction(origin, final)])
            #expect(delegate.sections == Self.transposed(original, origin, final))
            // Exactly two positions differ (one transposition), or none.
            let differing = zip(original.joined(), delegate.sections.joined()).filter { $0 != $1 }.count
            #expect(differing == (origin == final ? 0 : 2))
            #expect(delegate.sections.map(\.count) == original.map(\.count))
            #expect(delegate.sections.joined().sorted() == original.joined().sorted())
            #expect(delegate.modelErrors.isEmpty)
            if origin != final { exchanged += 1 }
            // Once everything has settled the view shows the base layout exactly.
            try controller.advance(by: 10)
            #expect(!controller.exchangeTransactionInProgress)
            #expect(!controller.presentation.isAnimating)
            #expect(controller.shownCells == controller.collectionView.layout.allAttributes)
        }
        #expect(transactions > 150)
        #expect(exchanged > 80)
    }

    @Test("drag then cancel: the model is exactly the original and the view is back at once")
    func cancelRestores() throws {
        var g = SeededGenerator(seed: 0xCA9C)
        var transactions = 0
        for _ in 0..<300 {
            let (controller, delegate, original) = try Self.randomSetup(&g)
            let base = controller.shownCells
            var time = 0.0
            guard try Self.randomDrag(&g, controller, delegate, original: original, time: &time,
                                      modelInEffect: Self.transposed) else { continue }
            transactions += 1
            #expect(try controller.cancelled(time: time + 0.01))
            #expect(delegate.sections == original)
            #expect(delegate.log.last == .didCancel)
            #expect(controller.shownCells == base)
            #expect(controller.presentation.snapshotAttributes == nil)
            #expect(!controller.exchangeTransactionInProgress)
        }
        #expect(transactions > 150)
    }

    @Test("move mode: release leaves a rotation of the range between start and end, within one section")
    func moveIsRotation() throws {
        var g = SeededGenerator(seed: 0x307E)
        var moved = 0
        let moveInEffect: ([[Int]], IndexPath, IndexPath) -> [[Int]] = { original, from, to in
            var m = original
            try? moveElement(in: &m, from: from, to: to)
            return m
        }
        for _ in 0..<300 {
            let (controller, delegate, original) = try Self.randomSetup(&g, mode: .move)
            var time = 0.0
            guard try Self.randomDrag(&g, controller, delegate, original: original, time: &time,
                                      modelInEffect: moveInEffect) else { continue }
            let origin = try #require(controller.originalIndexPathForDraggedItem)
            let final = try #require(controller.currentIndexPathForDraggedItem)
            #expect(origin.section == final.section)
            try controller.ended(time: time + 0.05)
            let s = origin.section
            // Every other section is untouched.
            for section in original.indices where section != s { #expect(delegate.sections[section] == original[section]) }
            // Within the section: outside [lo, hi] unchanged; inside, rotated by one place.
            let lo = min(origin.item, final.item), hi = max(origin.item, final.item)
            let before = original[s], after = delegate.sections[s]
            #expect(Array(after[..<lo]) == Array(before[..<lo]))
            #expect(Array(after[(hi + 1)...]) == Array(before[(hi + 1)...]))
            let range = Array(before[lo...hi])
            let rotated = origin.item <= final.item ? Array(range.dropFirst()) + [range[0]]
                                                    : [range[range.count - 1]] + Array(range.dropLast())
            #expect(Array(after[lo...hi]) == rotated)
            if origin != final { moved += 1 }
        }
        #expect(moved > 60)
    }
}
