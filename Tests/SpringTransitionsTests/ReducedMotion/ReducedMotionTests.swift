import SpringTestSupport
@testable import SpringTransitions
import Testing

/// ``MotionPolicy`` through ``AnimationProvider/reducingMotion(_:for:where:)``: exact poses
/// against closed forms, per-channel and per-element selection, refused input.
@Suite struct ReducedMotionTests {
    static let cellID = ElementID.cell(IndexPath(section: 0, item: 0))
    static let headerID = ElementID.supplementary("header", IndexPath(section: 0, item: 0))

    /// One cell (and a header) moving 200 pt right, growing, fading from 0.2 to 1.
    func transition(_ provider: AnimationProvider) throws -> (SpringTransitionLayout, LayoutAttributes, LayoutAttributes) {
        let context = try context(counts: [1])
        let from = LayoutAttributes(id: Self.cellID, center: Point(x: 10, y: 10), size: Size(width: 20, height: 20), alpha: 0.2)
        var to = from
        to.center = Point(x: 210, y: 50)
        to.size = Size(width: 40, height: 30)
        to.alpha = 1
        var headerFrom = from
        headerFrom.id = Self.headerID
        var headerTo = to
        headerTo.id = Self.headerID
        let t = try SpringTransitionLayout(from: try prepared(ManualLayout([from, headerFrom]), context),
                                           to: try prepared(ManualLayout([to, headerTo]), context),
                                           provider: provider, integrator: ExactIntegrator())
        return (t, from, to)
    }

    @Test func snapShowsTheFinalPoseAtTheFirstFrame() throws {
        let (t, _, to) = try transition(try AnimationProvider.spring(.bouncy).reducingMotion(.snap))
        #expect(t.attributes(for: Self.cellID) == to)
        try t.advance(by: 1.0 / 60)
        #expect(t.attributes(for: Self.cellID) == to)
        #expect(t.state == .finished)
    }

    @Test func snapOnSomeChannelsLeavesTheOthersOnTheirSprings() throws {
        let provider = try AnimationProvider.spring(.bouncy).reducingMotion(.snap, for: AnimationChannel.center + AnimationChannel.size)
        let (t, from, to) = try transition(provider)
        for frame in 1...30 {
            try t.advance(by: 1.0 / 60)
            let pose = try #require(t.attributes(for: Self.cellID))
            #expect(pose.center == to.center)
            #expect(pose.size == to.size)
            let time = Double(frame) / 60
            #expect(abs(pose.alpha - min(1, max(0, closedForm(.bouncy, from: from.alpha, to: 1, time: time)))) < 1e-12)
        }
    }

    @Test func shortenSettlesByTheGivenDurationWithTheSameDampingRatio() throws {
        let duration = 0.25
        let (t, from, to) = try transition(try AnimationProvider.spring(.bouncy).reducingMotion(.shorten(to: duration)))
        let spring = try #require(t.animation(for: Self.cellID)?.springs[.centerX])
        #expect(abs(spring.settlingDuration - duration) < 1e-9)
        #expect(abs(spring.dampingRatio - Spring.bouncy.dampingRatio) < 1e-12)
        #expect(spring.mass == Spring.bouncy.mass)
        // Past the settling duration every channel is within ε = 0.001 of its displacement.
        let steps = Int((duration * 240).rounded(.up))
        for _ in 0..<steps { try t.advance(by: 1.0 / 240) }
        let pose = try #require(t.attributes(for: Self.cellID))
        #expect(abs(pose.center.x - to.center.x) <= 1e-3 * abs(to.center.x - from.center.x))
        #expect(abs(pose.center.y - to.center.y) <= 1e-3 * abs(to.center.y - from.center.y))
        #expect(abs(pose.size.width - to.size.width) <= 1e-3 * abs(to.size.width - from.size.width))
        // Before it, the shortened spring is still on its way (it does not settle early).
        #expect(spring.settlingTime(displacement: 1, velocity: 0) > duration - 1e-9)
    }

    @Test func shortenKeepsFasterSpringsAndKeepsBuiltInProvidersBuiltIn() throws {
        let provider = try AnimationProvider.spring(.snappy).reducingMotion(.shorten(to: 10))
        #expect(provider.recipe == ProviderRecipe(springs: ChannelSprings(.snappy)))
        let perChannel = try AnimationProvider.spring(.smooth).reducingMotion(.shorten(to: 0.1), for: [.alpha])
        let recipe = try #require(perChannel.recipe)
        #expect(recipe.cells.default == .smooth)
        #expect(abs(recipe.cells[.alpha].settlingDuration - 0.1) < 1e-9)
        // An element filter falls back to a closure provider: animations are objects.
        #expect(try AnimationProvider.spring(.smooth).reducingMotion(.shorten(to: 0.1), where: { _ in true }).recipe == nil)
    }

    @Test func crossFadeKeepsGeometryAtTheTargetAndFadesThroughZero() throws {
        let duration = 0.3
        let (t, from, to) = try transition(try AnimationProvider.spring(.bouncy).reducingMotion(.crossFade(duration: duration)))
        let crossing = CrossFadeAnimation.crossingSpring(duration: duration)
        #expect(abs(crossing.settlingDuration - duration) < 1e-9)
        #expect(abs(crossing.dampingRatio - 1) < 1e-12)
        var sawZero = false
        for frame in 1...30 {
            try t.advance(by: 1.0 / 60)
            let time = Double(frame) / 60
            let pose = try #require(t.attributes(for: Self.cellID))
            #expect(pose.center == to.center)
            #expect(pose.size == to.size)
            let p = min(max(closedForm(crossing, from: 0, to: 1, time: time), 0), 1)
            let alpha = p <= 0.5 ? from.alpha * (1 - 2 * p) : to.alpha * (2 * p - 1)
            if try #require(t.animation(for: Self.cellID)).isMoving(.custom(CrossFadeAnimation.channelName)) {
                #expect(abs(pose.alpha - alpha) < 1e-9, "frame \(frame)")
            } else {
                // At rest (|1 − p| < 0.001, RestThreshold.unit) the target's alpha, within 2 · 0.001.
                #expect(pose.alpha == to.alpha)
                #expect(abs(alpha - to.alpha) <= 0.002)
            }
            if pose.alpha < 0.05 { sawZero = true }
        }
        #expect(sawZero)
        #expect(t.attributes(for: Self.cellID) == to)
    }

    @Test func policiesSelectPerElement() throws {
        let provider = try AnimationProvider.spring(.smooth).reducingMotion(.snap, where: { $0.element.category == .cell })
        let (t, from, to) = try transition(provider)
        try t.advance(by: 1.0 / 60)
        #expect(t.attributes(for: Self.cellID) == to)
        let header = try #require(t.attributes(for: Self.headerID))
        #expect(abs(header.center.x - closedForm(.smooth, from: from.center.x, to: to.center.x, time: 1.0 / 60)) < 1e-9)
    }

    @Test func fullChangesNothingAndSubclassesKeepTheirClassUnderSnap() throws {
        let base = AnimationProvider.spring(.bouncy)
        #expect(try base.reducingMotion(.full).recipe == base.recipe)
        final class Tagged: AttributeAnimation {}
        let custom = try AnimationProvider { Tagged(context: $0) }.reducingMotion(.snap, for: [.alpha])
        let (t, _, to) = try transition(custom)
        #expect(t.animation(for: Self.cellID) is Tagged)
        #expect(t.attributes(for: Self.cellID)?.alpha == to.alpha)
    }

    @Test func badDurationsAreRefusedNamingTheParameter() throws {
        let base = AnimationProvider.spring(.smooth)
        #expect(throws: MotionPolicyError.invalidDuration(parameter: "shorten(to:)", value: -1)) {
            try base.reducingMotion(.shorten(to: -1))
        }
        for bad in [0, -0.5, Double.nan, .infinity] {
            do {
                _ = try base.reducingMotion(.crossFade(duration: bad))
                Issue.record("accepted \(bad)")
            } catch {
                #expect(error.description == "MotionPolicy.crossFade(duration:): the duration must be finite and > 0, got \(bad)")
            }
        }
        #expect(MotionPolicyError.invalidDuration(parameter: "shorten(to:)", value: -1).description
                == "MotionPolicy.shorten(to:): the duration must be finite and > 0, got -1.0")
        #expect(throws: MotionPolicyError.crossFadeNeedsWholeElements) {
            try base.reducingMotion(.crossFade(duration: 0.2), for: [.alpha])
        }
        #expect(MotionPolicyError.crossFadeNeedsWholeElements.description
                == "MotionPolicy.crossFade(duration:) applies to whole elements: pass no 'channels'")
    }
}
