import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct AnimationPoseTests {
    let id = ElementID.cell(IndexPath(section: 0, item: 0))

    /// A one-cell transition from `from` to `to`.
    func single(_ from: LayoutAttributes, _ to: LayoutAttributes, spring: Spring = .bouncy,
                provider: AnimationProvider? = nil) throws -> SpringTransitionLayout {
        let context = try context(counts: [1])
        return try SpringTransitionLayout(from: try prepared(ManualLayout([from]), context),
                                          to: try prepared(ManualLayout([to]), context),
                                          provider: provider ?? .spring(spring), integrator: ExactIntegrator())
    }

    func box(x: Double = 100, y: Double = 100, width: Double = 50, height: Double = 50) -> LayoutAttributes {
        LayoutAttributes(id: id, center: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    @Test func onlyMovingChannelsGetSlots() throws {
        var to = box(x: 200)
        to.alpha = 0.5
        let t = try single(box(), to)
        #expect(t.animation(for: id)?.channels == [.centerX, .alpha])
        #expect(t.channelCount == 2)
        let v = try single(box(), box(), provider: AnimationProvider {
            AttributeAnimation(context: $0, initialVelocity: ChannelVelocities([.scaleY: 3]))
        })
        // Flung: the scale leaves 1 and springs back.
        #expect(v.animation(for: id)?.channels == [.scaleY])
        try v.advance(by: 0.05)
        let scale = try #require(v.animation(for: id)?.value(of: .scaleY))
        #expect(abs(scale - closedForm(.smooth, from: 1, to: 1, velocity: 3, time: 0.05)) < 1e-12)
        #expect(try #require(v.attributes(for: id)).transform.d == scale)
    }

    @Test func theTransformAnimatesByComponentsAlongTheShortestRotation() throws {
        var from = box(), to = box()
        from.transform = AffineTransform(components: .init(translationX: 10, scaleX: 1, scaleY: 2, rotation: 170 * .pi / 180))
        to.transform = AffineTransform(components: .init(translationX: -30, scaleX: 0.5, scaleY: 1, rotation: -170 * .pi / 180, shear: 0.2))
        let t = try single(from, to, spring: .smooth)
        let a = try #require(t.animation(for: id))
        let f = from.transform.components, g = to.transform.components
        for frame in 1...30 {
            try t.advance(by: 1.0 / 60)
            let time = Double(frame) / 60
            let rotation = closedForm(.smooth, from: f.rotation, to: f.rotation + 20 * .pi / 180, time: time)
            #expect(abs(a.value(of: .rotation)! - rotation) < 1e-12)
            #expect(a.value(of: .rotation)! >= f.rotation) // through ±180°, not through 0
            let expected = AffineTransform(components: .init(
                translationX: closedForm(.smooth, from: 10, to: -30, time: time), translationY: 0,
                scaleX: closedForm(.smooth, from: f.scaleX, to: g.scaleX, time: time),
                scaleY: closedForm(.smooth, from: f.scaleY, to: g.scaleY, time: time), rotation: rotation,
                shear: closedForm(.smooth, from: f.shear, to: g.shear, time: time)))
            let pose = try #require(t.attributes(for: id)).transform
            for (p, q) in [(pose.a, expected.a), (pose.b, expected.b), (pose.c, expected.c), (pose.d, expected.d), (pose.tx, expected.tx)] {
                #expect(abs(p - q) < 1e-9)
            }
        }
        try t.advance(by: 3)
        #expect(t.attributes(for: id)?.transform == to.transform)
    }

    @Test func theThreeDTransformFollowsItsProgressChannel() throws {
        var from = box(), to = box()
        to.transform3D = Transform3D(rotationAngle: 1.2, x: 0, y: 1, z: 0).concatenating(Transform3D(translationX: 0, y: 0, z: -40))
        let t = try single(from, to, spring: .snappy)
        from.transform3D = .identity
        for frame in 1...20 {
            try t.advance(by: 1.0 / 60)
            let p = closedForm(.snappy, from: 0, to: 1, time: Double(frame) / 60)
            let a = try #require(t.animation(for: id))
            #expect(abs(a.value(of: .transform3D)! - p) < 1e-12)
            let expected = Transform3D.interpolate(from: from.transform3D, to: to.transform3D, fraction: a.value(of: .transform3D)!)
            #expect(try #require(t.attributes(for: id)).transform3D == expected)
        }
    }

    @Test func customChannelsAnimateAndMissingSidesKeepTheOtherValue() throws {
        var from = box(), to = box()
        from.customChannels["cornerRadius"] = 4
        from.customChannels["blur"] = 3
        to.customChannels["cornerRadius"] = 12
        to.customChannels["glow"] = 1
        let t = try single(from, to, spring: .smooth)
        #expect(t.animation(for: id)?.channels == [.custom("cornerRadius")])
        try t.advance(by: 0.1)
        let pose = try #require(t.attributes(for: id))
        #expect(abs(pose.customChannels["cornerRadius"]! - closedForm(.smooth, from: 4, to: 12, time: 0.1)) < 1e-12)
        #expect(pose.customChannels["glow"] == 1)
        #expect(pose.customChannels["blur"] == nil)
        #expect(t.animation(for: id)?.value(of: .custom("blur")) == 3)
        #expect(t.animation(for: id)?.value(of: .custom("nothing")) == nil)
    }

    @Test func zIndexAndHiddenSwitchOnceTheElementIsHalfway() throws {
        let wobbly = try Spring(stiffness: 200, damping: 2.8) // ζ ≈ 0.1: comes back below 0.5 after overshooting
        var from = box(y: 0), to = box(y: 1000)
        from.zIndex = 0
        to.zIndex = 7
        to.isHidden = true
        let t = try single(from, to, spring: wobbly)
        var passed = false, dippedBack = false
        while t.time < 1.5 {
            let a = try #require(t.animation(for: id))
            let pose = try #require(t.attributes(for: id))
            if a.progress >= 0.5 { passed = true }
            if passed && a.progress < 0.5 { dippedBack = true }
            #expect(pose.zIndex == (passed ? 7 : 0))
            #expect(pose.isHidden == passed)
            try t.advance(by: 1.0 / 120)
        }
        #expect(dippedBack)
    }

    @Test func alphaAndSizesAreClampedOnOvershoot() throws {
        var from = box(width: 100), to = box(width: 2)
        from.alpha = 0
        to.alpha = 1
        let t = try single(from, to, spring: .bouncy)
        var sawZeroWidth = false, sawFullAlpha = false
        for _ in 0..<60 {
            try t.advance(by: 1.0 / 60)
            let a = try #require(t.animation(for: id))
            let pose = try #require(t.attributes(for: id))
            #expect(pose.size.width == max(0, a.value(of: .width)!))
            #expect(pose.alpha == min(1, max(0, a.value(of: .alpha)!)))
            if a.value(of: .width)! < 0 { sawZeroWidth = true }
            if a.value(of: .alpha)! > 1 { sawFullAlpha = true }
            #expect((try? pose.validate()) != nil)
        }
        #expect(sawZeroWidth && sawFullAlpha)
    }

    @Test func progressFallsBackToTheLargestNormalisedTravel() throws {
        var from = box(), to = box()
        from.alpha = 0.2
        to.alpha = 0.8
        to.customChannels["cornerRadius"] = 0.05
        from.customChannels["cornerRadius"] = 0 // travel 50× its 0.001 threshold, alpha's 0.6 is ≈ 205×
        let t = try single(from, to, spring: .smooth)
        try t.advance(by: 0.07)
        let a = try #require(t.animation(for: id))
        #expect(abs(a.progress - (a.value(of: .alpha)! - 0.2) / 0.6) < 1e-15)
        // No center moves: every changing cell weighs the same, so this one alone decides.
        #expect(abs(t.progress - a.progress) < 1e-15)
    }

    @Test func declaredChannelsAnimateWithoutTouchingThePose() throws {
        let provider = AnimationProvider { context in
            let a = AttributeAnimation(context: context, springs: ChannelSprings(.smooth, overrides: [.custom("glow"): .snappy]))
            a.addChannel(named: "glow", from: 0, to: 10)
            return a
        }
        let t = try single(box(), box(x: 300), provider: provider)
        try t.advance(by: 0.1)
        let a = try #require(t.animation(for: id))
        #expect(abs(a.value(of: .custom("glow"))! - closedForm(.snappy, from: 0, to: 10, time: 0.1)) < 1e-12)
        #expect(try #require(t.attributes(for: id)).customChannels["glow"] == nil)
        // Once attached, the configuration is fixed.
        a.addChannel(named: "late", from: 0, to: 1)
        a.to.alpha = 0
        #expect(a.value(of: .custom("late")) == nil && a.to.alpha == 1)
    }
}
