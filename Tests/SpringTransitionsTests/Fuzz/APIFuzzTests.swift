import class Foundation.ProcessInfo
import Testing
import SpringTestSupport
@testable import SpringTransitions

/// The API fuzz harness: seeded random sequences of public calls on a collection view (spring,
/// eased and interactive transitions, batch updates, bounds changes, scrolling, cancels, frames)
/// and on an exchange controller, with arguments drawn from extremes (NaN, ±∞, 0, negative,
/// 1e300, index paths out of range). After every call either it threw and the view's observable
/// state is unchanged, or the shown attributes validate and the offset is finite. A crash fails
/// the run.
///
/// `SPRINGTRANSITIONS_FUZZ_CASES` sets the number of sequences (default 2,000 on exchange
/// controllers and half as many on collection views; 30 calls each).
@Suite("Fuzz: API calls")
struct APIFuzzTests {
    static var caseCount: Int { ProcessInfo.processInfo.environment["SPRINGTRANSITIONS_FUZZ_CASES"].flatMap(Int.init) ?? 2_000 }

    static let numbers: [Double] = [.nan, .infinity, -.infinity, 0, -1, 1e-300, 1e300, -1e300, 1.0 / 120, 0.05, 0.5, 1, 3, 120, 1e6]

    struct Draw {
        var rng: SeededGenerator
        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        mutating func number() -> Double {
            int(0...3) == 0 ? Double.random(in: -500...500, using: &rng) : APIFuzzTests.numbers[int(0...APIFuzzTests.numbers.count - 1)]
        }
        mutating func moderate() -> Double { Double.random(in: 0...0.2, using: &rng) }
        mutating func indexPath() -> IndexPath { IndexPath(section: int(-1...3), item: int(-1...12)) }
        mutating func point() -> Point { Point(x: number(), y: number()) }
        mutating func spring() -> Spring {
            (try? Spring(mass: abs(number()), stiffness: abs(number()), damping: abs(number()))) ?? .smooth
        }
        mutating func layout() -> any Layout {
            switch int(0...2) {
            case 0: GridLayout(configuration: .init(columns: int(0...5), aspectRatio: number(), interitemSpacing: number(), lineSpacing: number()))
            case 1: FlowLayout()
            default: GridLayout(configuration: .init(columns: int(1...4)))
            }
        }
        mutating func update() -> UpdateItem {
            switch int(0...5) {
            case 0: .insertItem(indexPath())
            case 1: .deleteItem(indexPath())
            case 2: .reloadItem(indexPath())
            case 3: .moveItem(from: indexPath(), to: indexPath())
            case 4: .insertSection(int(-1...4))
            default: .deleteSection(int(-1...4))
            }
        }
    }

    /// What a caller can observe of a view.
    struct Observed: Equatable {
        var offset: Point, counts: DataCounts, bounds: Size, elements: Int
        init(_ view: CollectionView) {
            offset = view.contentOffset
            counts = view.dataCounts
            bounds = view.boundsSize
            elements = view.layout.allElements.count
        }
    }

    /// Checks the view after a call that returned normally.
    static func checkShown(_ view: CollectionView, _ label: String) {
        guard view.contentOffset.x.isFinite, view.contentOffset.y.isFinite else {
            Issue.record("\(label): non-finite offset \(view.contentOffset)")
            return
        }
        for a in view.visibleAttributes {
            do { try a.validate() } catch { Issue.record("\(label): \(error)"); return }
        }
    }

    @Test func randomCallSequencesOnACollectionView() throws {
        var calls = 0
        for k in 0..<Swift.max(1, Self.caseCount / 2) {
            var d = Draw(rng: SeededGenerator(seed: 0xA11_CA11 &+ UInt64(k)))
            var view = try CollectionView(layout: GridLayout(configuration: .init(columns: 3)), dataCounts: DataCounts([6, 5]),
                                          boundsSize: Size(width: 320, height: 480))
            for step in 0..<30 {
                let before = Observed(view)
                let label = "seed \(k) call \(step)"
                var threw = false
                var mayChange = false   // calls whose failure may legitimately leave a running transition's frame applied
                do {
                    switch d.int(0...11) {
                    case 0: _ = try view.transition(to: d.layout(), using: .spring(d.spring()),
                                                    configuration: .init(timeStep: d.int(0...2) == 0 ? d.number() : 1.0 / 120))
                    case 1: _ = try view.transition(to: d.layout(), duration: d.number(), easing: .quadraticInOut)
                    case 2: _ = try view.startInteractiveTransition(to: d.layout())
                    case 3: try view.updateInteractiveTransition(progress: d.number())
                    case 4: _ = try view.finishInteractiveTransition(velocity: d.number())
                    case 5: _ = try view.performBatchUpdates([d.update(), d.update()], animatedWith: .spring(.snappy))
                    case 6: _ = try view.setBoundsSize(Size(width: d.number(), height: d.number()), animatedWith: .spring(.smooth))
                    case 7: try view.setContentOffset(d.point())
                    case 8: try view.scrollTo(d.indexPath(), at: .centeredVertically)
                    case 9: try view.cancelTransitionInPlace()
                    default:
                        mayChange = true
                        try view.advance(by: d.int(0...3) == 0 ? d.number() : d.moderate())
                    }
                } catch {
                    threw = true
                    if !mayChange, Observed(view) != before {
                        Issue.record("\(label): a refused call changed the view (\(error))")
                    }
                    #expect(!"\(error)".isEmpty)
                }
                if !threw { Self.checkShown(view, label) }
                calls += 1
            }
        }
        print("API fuzz: \(calls) calls on collection views")
    }

    @Test func randomTouchesOnAnExchangeController() throws {
        var calls = 0
        for k in 0..<Self.caseCount {
            var d = Draw(rng: SeededGenerator(seed: 0xE8C4 &+ UInt64(k)))
            let (controller, delegate) = try ExchangeFixture.make([6, 3])
            var time = 0.0
            for _ in 0..<30 {
                let dt = d.int(0...4) == 0 ? d.number() : d.moderate()
                let next = time + dt
                let point = d.int(0...3) == 0 ? d.point() : controller.center(d.int(0...1), d.int(0...2))
                let clockBefore = controller.time
                do {
                    switch d.int(0...5) {
                    case 0: try controller.touchDown(at: point, time: next)
                    case 1: try controller.touchMoved(to: point, time: next)
                    case 2: try controller.touchUp(time: next)
                    case 3: try controller.touchCancelled(time: next)
                    case 4: try controller.advance(to: next)
                    default: try controller.advance(by: dt)
                    }
                    if next.isFinite { time = Swift.max(time, controller.time) }
                } catch {
                    #expect(controller.time == clockBefore, "a refused touch moved the clock: \(error)")
                }
                for a in controller.visibleAttributes {
                    do { try a.validate() } catch { Issue.record("seed \(k): \(error)") }
                }
                calls += 1
            }
            withExtendedLifetime(delegate) {}
        }
        print("API fuzz: \(calls) calls on exchange controllers")
    }
}
