import SpringTestSupport
import SpringTransitions
import Testing

/// An animation subclass written outside the library: it adds a corner-radius channel on its own
/// spring and derives a shadow from the element's progress.
final class CornerRadiusAnimation: AttributeAnimation {
    init(context: AnimationContext, radius: (from: Double, to: Double)) {
        super.init(context: context, springs: ChannelSprings(.smooth, overrides: [.custom("cornerRadius"): .bouncy]))
        addChannel(named: "cornerRadius", from: radius.from, to: radius.to)
    }

    override func interpolatePose(_ pose: inout LayoutAttributes, values: AnimationValues) {
        super.interpolatePose(&pose, values: values)
        pose.customChannels["cornerRadius"] = values.value(of: .custom("cornerRadius"))
        pose.customChannels["shadow"] = 8 * values.progress
    }
}

/// A subclass that ignores the base pose entirely: the element stays on its target pose.
final class FrozenAnimation: AttributeAnimation {
    override func interpolatePose(_ pose: inout LayoutAttributes, values: AnimationValues) {}
}

@Suite struct SubclassAnimationTests {
    func layouts() throws -> (any Layout, any Layout) {
        let context = LayoutContext(boundsSize: Size(width: 320, height: 480), dataCounts: try DataCounts([9]))
        var grid = GridLayout(configuration: .init(columns: 3))
        try grid.prepare(in: context)
        var list = FlowLayout(configuration: .init(itemSize: Size(width: 320, height: 44)))
        try list.prepare(in: context)
        return (grid, list)
    }

    @Test func aSubclassAnimatesItsOwnChannelThroughTheHook() throws {
        let (grid, list) = try layouts()
        let provider = AnimationProvider { CornerRadiusAnimation(context: $0, radius: (from: 0, to: 16)) }
        let t = try SpringTransitionLayout(from: grid, to: list, provider: provider, integrator: ExactIntegrator())
        let id = ElementID.cell(IndexPath(section: 0, item: 4))
        let a = try #require(t.animation(for: id) as? CornerRadiusAnimation)
        #expect(a.channels.contains(.custom("cornerRadius")))
        let fromY = try #require(grid.attributes(for: id)).center.y, toY = try #require(list.attributes(for: id)).center.y
        for frame in 1...30 {
            try t.advance(by: 1.0 / 60)
            let time = Double(frame) / 60
            let pose = try #require(t.attributes(for: id))
            let radius = 16 + Spring.bouncy.state(at: time, displacement: -16, velocity: 0).displacement
            #expect(abs(pose.customChannels["cornerRadius"]! - radius) < 1e-12)
            #expect(pose.customChannels["shadow"] == 8 * a.progress)
            // The base channels still move, on the default spring.
            let y = toY + Spring.smooth.state(at: time, displacement: fromY - toY, velocity: 0).displacement
            #expect(abs(pose.center.y - y) < 1e-9 * max(1, abs(toY - fromY)))
        }
        // The overshoot of the bouncy corner radius shows in the pose.
        var peak = 0.0
        let probe = try SpringTransitionLayout(from: grid, to: list, provider: provider, integrator: ExactIntegrator())
        while probe.state == .running {
            try probe.advance(by: 1.0 / 120)
            peak = max(peak, probe.attributes(for: id)?.customChannels["cornerRadius"] ?? 0)
        }
        #expect(peak > 16.5)
    }

    @Test func aSubclassCanReplaceTheBasePose() throws {
        let (grid, list) = try layouts()
        let t = try SpringTransitionLayout(from: grid, to: list, provider: AnimationProvider { FrozenAnimation(context: $0) },
                                           integrator: ExactIntegrator())
        try t.advance(by: 0.1)
        let id = ElementID.cell(IndexPath(section: 0, item: 7))
        #expect(t.attributes(for: id) == list.attributes(for: id))
        #expect(t.animation(for: id)?.isMoving(.centerY) == true)
    }

    /// Public API only: a SIMD colour declared in one call, read back as a vector in the hook.
    @Test func aSubclassAnimatesAColourDeclaredInOneCall() throws {
        final class ColourAnimation: AttributeAnimation {
            var colour: SIMD3<Double>?
            override func interpolatePose(_ pose: inout LayoutAttributes, values: AnimationValues) {
                super.interpolatePose(&pose, values: values)
                colour = values.value(of: "colour", as: SIMD3<Double>.self)
            }
        }
        let (grid, list) = try layouts()
        let provider = AnimationProvider { context in
            let a = ColourAnimation(context: context, springs: ChannelSprings(.snappy))
            a.addVectorChannel(named: "colour", from: SIMD3<Double>(1, 0, 0), to: SIMD3<Double>(0, 0, 1))
            return a
        }
        let t = try SpringTransitionLayout(from: grid, to: list, provider: provider, integrator: ExactIntegrator())
        let id = ElementID.cell(IndexPath(section: 0, item: 4))
        try t.advance(by: 0.05)
        _ = t.attributes(for: id)
        let colour = try #require((t.animation(for: id) as? ColourAnimation)?.colour)
        let x = Spring.snappy.state(at: 0.05, displacement: 1, velocity: 0).displacement   // 1 → 0 fraction left
        #expect(abs(colour.x - x) < 1e-12 && colour.y == 0 && abs(colour.z - (1 - x)) < 1e-12)
    }
}
