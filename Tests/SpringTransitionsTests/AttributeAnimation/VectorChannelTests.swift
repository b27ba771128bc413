import SpringTestSupport
@testable import SpringTransitions
import Testing

/// Vector channels (SIMD values spread over declared scalar channels) and the error for a channel
/// added after a transition took the animation over.
@Suite struct VectorChannelTests {
    let id = ElementID.cell(IndexPath(section: 0, item: 0))

    func single(_ provider: AnimationProvider) throws -> SpringTransitionLayout {
        let context = try context(counts: [1])
        let from = LayoutAttributes(id: id, center: Point(x: 10, y: 10), size: Size(width: 20, height: 20))
        var to = from
        to.center.x = 300
        return try SpringTransitionLayout(from: try prepared(ManualLayout([from]), context),
                                          to: try prepared(ManualLayout([to]), context),
                                          provider: provider, integrator: ExactIntegrator())
    }

    final class Tinted: AttributeAnimation {
        var read: SIMD4<Double>?
        var readVelocity: SIMD4<Double>?
        override func interpolatePose(_ pose: inout LayoutAttributes, values: AnimationValues) {
            super.interpolatePose(&pose, values: values)
            read = values.value(of: "tint", as: SIMD4<Double>.self)
            readVelocity = values.velocity(of: "tint", as: SIMD4<Double>.self)
            #expect(values.value(of: "tint", as: SIMD2<Double>.self) == nil)
            #expect(values.value(of: "none", as: SIMD4<Double>.self) == nil)
        }
    }

    @Test func aSIMDChannelFollowsTheClosedFormPerComponent() throws {
        let from = SIMD4<Double>(1, 0, 0.25, 1)
        let to = SIMD4<Double>(0, 0.5, 1, 0.5)
        let provider = AnimationProvider { context in
            let a = Tinted(context: context, springs: ChannelSprings(.smooth, overrides: [.custom("tint[2]"): .bouncy]))
            a.addVectorChannel(named: "tint", from: from, to: to)
            return a
        }
        let t = try single(provider)
        for frame in 1...12 {
            try t.advance(by: 1.0 / 60)
            let time = Double(frame) / 60
            let a = try #require(t.animation(for: id) as? Tinted)
            _ = t.attributes(for: id)
            let value = try #require(a.read)
            let velocity = try #require(a.readVelocity)
            for i in 0..<4 {
                let spring: Spring = i == 2 ? .bouncy : .smooth
                #expect(abs(value[i] - closedForm(spring, from: from[i], to: to[i], time: time)) < 1e-12, "component \(i)")
                let v = spring.state(at: time, displacement: from[i] - to[i], velocity: 0).velocity
                #expect(abs(velocity[i] - v) < 1e-9, "component \(i)")
            }
            #expect(a.channels.contains(.custom("tint[3]")))
        }
    }

    @Test func aChannelAddedAfterTheStartStopsTheTransitionWithItsName() throws {
        let t = try single(.spring(.smooth))
        try t.advance(by: 1.0 / 60)
        let a = try #require(t.animation(for: id))
        a.addChannel(named: "late", from: 0, to: 1)
        a.addChannel(named: "later", from: 0, to: 1)
        let expected = "invalid animation for \(id): addChannel(named:) is \"late\"; channels must be declared before the animation is handed to a transition"
        for _ in 0..<2 {
            #expect(throws: TransitionError.lateChannel("late", of: id)) { try t.advance(by: 1.0 / 60) }
        }
        #expect(TransitionError.lateChannel("late", of: id).description == expected)
        #expect(a.value(of: .custom("late")) == nil)
        // The throwing variant refuses at the call.
        let u = try single(.spring(.smooth))
        let b = try #require(u.animation(for: id))
        #expect(throws: TransitionError.lateChannel("glow", of: id)) { try b.declareChannel(named: "glow", from: 0, to: 1) }
        try u.advance(by: 1.0 / 60)
        // A vector channel added late is refused the same way, by its name.
        b.addVectorChannel(named: "tint", from: SIMD2<Double>(0, 0), to: SIMD2<Double>(1, 1))
        #expect(throws: TransitionError.lateChannel("tint", of: id)) { try u.advance(by: 1.0 / 60) }
    }

    @Test func declareChannelBeforeTheStartWorksLikeAddChannel() throws {
        let provider = AnimationProvider { context in
            let a = AttributeAnimation(context: context)
            try? a.declareChannel(named: "glow", from: 0, to: 10)
            return a
        }
        let t = try single(provider)
        try t.advance(by: 0.1)
        let a = try #require(t.animation(for: id))
        #expect(abs(a.value(of: .custom("glow"))! - closedForm(.smooth, from: 0, to: 10, time: 0.1)) < 1e-12)
    }
}
