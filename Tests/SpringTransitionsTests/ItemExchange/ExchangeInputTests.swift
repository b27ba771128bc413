import SpringTestSupport
import SpringTransitions
import Testing

@Suite("Exchange bad input: thrown errors with exact messages, nothing half-applied")
struct ExchangeInputTests {
    @Test("non-finite points and times are rejected before anything changes")
    func nonFinite() throws {
        let (controller, delegate) = try ExchangeFixture.make([6], time: 1)
        let nanPoint = ExchangeError.invalidArgument(name: "point", value: "(nan, 60.0)", requirement: "coordinates must be finite")
        #expect(nanPoint.description == "invalid point: (nan, 60.0); coordinates must be finite")
        #expect(throws: nanPoint) { try controller.began(at: Point(x: .nan, y: 60), time: 2) }
        #expect(throws: ExchangeError.invalidArgument(name: "time", value: "inf", requirement: "must be finite")) {
            try controller.began(at: controller.center(0, 0), time: .infinity)
        }
        #expect(ExchangeError.invalidArgument(name: "time", value: "inf", requirement: "must be finite").description
            == "invalid time: inf; must be finite")
        #expect(controller.time == 1)
        #expect(delegate.log.isEmpty)

        try controller.began(at: controller.center(0, 0), time: 2)
        let presentation = controller.presentation
        #expect(throws: ExchangeError.self) { try controller.changed(to: Point(x: 50, y: -.infinity), time: 3) }
        #expect(throws: ExchangeError.self) { try controller.touchMoved(to: Point(x: .nan, y: .nan), time: 3) }
        #expect(throws: ExchangeError.self) { try controller.ended(time: .nan) }
        #expect(throws: ExchangeError.self) { try controller.cancelled(time: -.infinity) }
        #expect(controller.presentation == presentation)
        #expect(controller.time == 2)
        #expect(controller.exchangeTransactionInProgress)
        #expect(delegate.modelLog.isEmpty)
    }

    @Test("the clock never runs backwards")
    func backwards() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        try controller.began(at: controller.center(0, 0), time: 1)
        let error = ExchangeError.timeWentBackwards(time: 0.5, latest: 1)
        #expect(error.description == "time 0.5 is earlier than the latest time 1.0")
        #expect(throws: error) { try controller.changed(to: controller.center(0, 1), time: 0.5) }
        #expect(throws: error) { try controller.advance(to: 0.5) }
        #expect(throws: ExchangeError.invalidArgument(name: "dt", value: "-0.1", requirement: "must be finite and not negative")) {
            try controller.advance(by: -0.1)
        }
        #expect(throws: ExchangeError.invalidArgument(name: "dt", value: "nan", requirement: "must be finite and not negative")) {
            try controller.advance(by: .nan)
        }
        #expect(delegate.modelLog.isEmpty)
        #expect(controller.time == 1)
    }

    @Test("gesture and clock calls from inside a delegate callback are refused")
    func reentrancy() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        var errors: [ExchangeError] = []
        delegate.onExchange = { c in
            do throws(ExchangeError) { try c.changed(to: c.center(0, 5), time: 9) } catch { errors.append(error) }
            do throws(ExchangeError) { try c.advance(by: 1) } catch { errors.append(error) }
        }
        try controller.began(at: controller.center(0, 0), time: 0)
        try controller.changed(to: controller.center(0, 1), time: 0.1)
        #expect(errors == [.reentrantCall(method: "changed(to:time:)"), .reentrantCall(method: "advance(by:)")])
        #expect(errors.first?.description == "changed(to:time:) was called from inside an exchange controller delegate callback")
        #expect(controller.currentIndexPathForDraggedItem == ip(0, 1))
        #expect(controller.time == 0.1)
    }

    @Test("invalid configurations are rejected with the parameter and value named")
    func configuration() throws {
        let cases: [(ExchangeConfiguration, String)] = [
            (ExchangeConfiguration(snapshotAlpha: 1.5), "invalid exchange configuration: snapshotAlpha is 1.5; must be between 0 and 1"),
            (ExchangeConfiguration(alphaForDisplacedItem: .nan), "invalid exchange configuration: alphaForDisplacedItem is nan; must be between 0 and 1"),
            (ExchangeConfiguration(animationDuration: 0), "invalid exchange configuration: animationDuration is 0.0; must be finite and greater than 0"),
            (ExchangeConfiguration(blinkToScaleForCatch: -1.2), "invalid exchange configuration: blinkToScaleForCatch is -1.2; must be finite and greater than 0"),
            (ExchangeConfiguration(blinkToScaleForRelease: .infinity), "invalid exchange configuration: blinkToScaleForRelease is inf; must be finite and greater than 0"),
            (ExchangeConfiguration(minimumPressDuration: -0.15), "invalid exchange configuration: minimumPressDuration is -0.15; must be finite and not negative"),
            (ExchangeConfiguration(allowableMovement: .nan), "invalid exchange configuration: allowableMovement is nan; must be finite and not negative"),
        ]
        for (config, message) in cases {
            #expect(throws: ExchangeError.self) { try config.validate() }
            do { try config.validate() } catch { #expect(error.description == message) }
            #expect(throws: ExchangeError.self) { try ExchangeController(collectionView: ExchangeFixture.collectionView([3]), configuration: config) }
        }
        do {
            try ExchangeConfiguration(animationDuration: 1e-200).validate()
            Issue.record("a response of 1e-200 s cannot make a spring")
        } catch {
            #expect(error.description.hasPrefix("invalid exchange configuration: animationDuration is 1e-200; is too short for a spring (invalid spring parameter response"))
        }
        // setConfiguration keeps the old configuration when it throws.
        let (controller, _) = try ExchangeFixture.make([3])
        #expect(throws: ExchangeError.self) { try controller.setConfiguration(ExchangeConfiguration(snapshotAlpha: -1)) }
        #expect(controller.configuration == ExchangeConfiguration())
        #expect(ExchangeConfiguration() == ExchangeConfiguration(mode: .exchange, alphaForDisplacedItem: 0.60, animationDuration: 0.20,
                                                                 blinkToScaleForCatch: 1.20, blinkToScaleForRelease: 1.05,
                                                                 snapshotAlpha: 0.80, minimumPressDuration: 0.15))
    }

    @Test("the data counts cannot change during a transaction")
    func dataCounts() throws {
        let (controller, delegate) = try ExchangeFixture.make([3, 2])
        try controller.began(at: controller.center(0, 0), time: 0)
        let error = ExchangeError.dataCountsChangedDuringTransaction(from: [3, 2], to: [3, 3])
        #expect(error.description == "cannot change the data counts from [3, 2] to [3, 3] during an exchange transaction")
        #expect(throws: error) { try controller.setCollectionView(ExchangeFixture.collectionView([3, 3])) }
        #expect(controller.collectionView.dataCounts == (try DataCounts([3, 2])))
        // Scrolling is fine.
        var scrolled = controller.collectionView
        try scrolled.setContentOffset(Point(x: 0, y: 40))
        try controller.setCollectionView(scrolled)
        #expect(controller.collectionView.contentPoint(fromViewPoint: Point(x: 5, y: 5)) == Point(x: 5, y: 45))
        #expect(controller.collectionView.viewPoint(fromContentPoint: Point(x: 5, y: 45)) == Point(x: 5, y: 5))
        try controller.cancelled(time: 1)
        try controller.setCollectionView(ExchangeFixture.collectionView([3, 3]))
        #expect(delegate.log.last == .didCancel)
    }

    @Test("an invalid snapshot from the delegate is refused and the transaction does not begin")
    func invalidSnapshot() throws {
        final class BadSnapshot: ExchangeControllerDelegate {
            func exchangeController(_ controller: ExchangeController, didExchange indexPath1: IndexPath, with indexPath2: IndexPath) {}
            func exchangeControllerDidFinishExchangeEvent(_ controller: ExchangeController) {}
            func exchangeController(_ controller: ExchangeController, didFinishExchangeTransaction indexPath1: IndexPath, _ indexPath2: IndexPath) {}
            func exchangeControllerDidCancel(_ controller: ExchangeController) {}
            func exchangeController(_ controller: ExchangeController, snapshotFor cell: LayoutAttributes, proposed: LayoutAttributes) -> LayoutAttributes {
                var s = proposed
                s.alpha = 2
                return s
            }
        }
        let delegate = BadSnapshot()
        let controller = try ExchangeController(collectionView: ExchangeFixture.collectionView([3]), delegate: delegate)
        do {
            try controller.began(at: controller.center(0, 1), time: 1)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "the delegate's snapshot is unusable: invalid layout attributes for decoration exchangeSnapshot [0, 1]: alpha is 2.0; must be between 0 and 1")
        }
        #expect(!controller.exchangeTransactionInProgress)
        #expect(controller.time == 0)
        #expect(controller.presentation.snapshotAttributes == nil)
    }
}
