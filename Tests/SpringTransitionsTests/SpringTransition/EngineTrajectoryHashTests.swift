import SpringTestSupport
@testable import SpringTransitions
import Testing

/// A regression lock on the engine's trajectories: substantial transitions (500 cells and their
/// headers, grid → list, 120 frames of 1/120 s, a retarget at frame 40) hashed frame by frame over
/// the bit patterns of everything they present. The engine may be reorganised freely; what it
/// presents may not change by a single bit.
///
/// The expected hashes were recorded from the engine before its state was split into owned parts
/// (issue 22, commit 6ee2ffc on main): they are not derived from any formula, only from that
/// engine's output, and a change to them means the engine's behaviour changed.
@Suite struct EngineTrajectoryHashTests {
    /// FNV-1a over 64-bit words.
    struct TrajectoryHash {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ word: UInt64) {
            var w = word
            for _ in 0..<8 {
                value ^= w & 0xff
                value &*= 0x0000_0100_0000_01b3
                w >>= 8
            }
        }

        mutating func add(_ x: Double) { add(x.bitPattern) }

        mutating func add(_ text: String) {
            for byte in text.utf8 { add(UInt64(byte)) }
        }

        /// Every presented field of `a`, bit for bit.
        mutating func add(_ a: LayoutAttributes) {
            add(a.id.description)
            add(a.center.x); add(a.center.y)
            add(a.size.width); add(a.size.height)
            let t = a.transform
            for x in [t.a, t.b, t.c, t.d, t.tx, t.ty] { add(x) }
            let m = a.transform3D
            for x in [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
                      m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44] { add(x) }
            add(a.alpha)
            add(UInt64(bitPattern: Int64(a.zIndex)))
            add(UInt64(a.isHidden ? 1 : 0))
            for k in 0..<a.customChannels.count {
                let e = a.customChannels.entry(at: k)
                add(e.name)
                add(e.value)
            }
        }
    }

    enum Kind: Int, CaseIterable, CustomTestStringConvertible {
        /// Built-in (deferred) springs, GSL rkf45, retarget to a grid with a built-in provider.
        case rkf45Deferred
        /// The same with the exact integrator.
        case exactDeferred
        /// A staggered (delayed) provider of animation objects, rkf45, retargeted with a kick.
        case rkf45Delayed
        /// Deferred springs, exact, a spring on the content offset, retargeted to objects.
        case exactOffsetSpring

        var testDescription: String { "\(self)" }
    }

    static let bouncy = ChannelSprings(.bouncy, overrides: [.width: .snappy])

    /// The recorded hash of each kind (see the suite's note: from the pre-refactor engine).
    static let expected: [Kind: UInt64] = [
        .rkf45Deferred: 0xd41c_52fe_d6ca_38b5,
        .exactDeferred: 0xa079_6c8b_12dc_4042,
        .rkf45Delayed: 0x2a05_2a51_8438_9ed0,
        .exactOffsetSpring: 0xae55_135c_83af_0b16,
    ]

    /// Runs transition `kind` and hashes every frame: the content offset, the progress, the
    /// visible rect's poses in query order, and every 20th frame every element's pose.
    static func trajectoryHash(_ kind: Kind) throws -> UInt64 {
        let context = try context(counts: [300, 200])
        let grid = try prepared(gridLayout(columns: 4), context)
        let list = try prepared(listLayout(header: 30), context)
        let exact = kind == .exactDeferred || kind == .exactOffsetSpring
        let integrator: any Integrator = exact ? ExactIntegrator() : try GSLIntegrator(stepper: .rkf45)
        let objects = AnimationProvider { AttributeAnimation(context: $0, springs: bouncy) }
        let kick = AnimationProvider { AttributeAnimation(context: $0, springs: ChannelSprings(.smooth),
                                                          initialVelocity: ChannelVelocities([.centerX: 300])) }
        let provider: AnimationProvider
        var configuration = SpringTransitionLayout.Configuration()
        // The recorded hashes are the stepped path's: the lazy exact path agrees within 1e-9 pt,
        // not bit for bit (see `LazyExactPathTests`).
        configuration.lazyExactPath = false
        switch kind {
        case .rkf45Deferred, .exactDeferred:
            provider = .springs(bouncy)
        case .rkf45Delayed:
            provider = objects.staggered(from: IndexPath(section: 0, item: 0), delayPerPoint: 0.0003)
        case .exactOffsetSpring:
            provider = .springs(bouncy)
            configuration.contentOffsetMode = .spring(.smooth)
            configuration.toContentOffset = Point(x: 0, y: 2_000)
        }
        let t = try SpringTransitionLayout(from: grid, to: list, provider: provider, integrator: integrator,
                                           configuration: configuration)
        var hash = TrajectoryHash()
        for frame in 0..<120 {
            try t.advance(by: 1.0 / 120)
            if frame == 40 {
                let next = try prepared(gridLayout(columns: 2), context)
                switch kind {
                case .rkf45Deferred, .exactDeferred: try t.retarget(to: next, using: .spring(.snappy))
                case .rkf45Delayed: try t.retarget(to: next, using: kick)
                case .exactOffsetSpring: try t.retarget(to: next, using: objects)
                }
            }
            let offset = t.contentOffset
            hash.add(offset.x); hash.add(offset.y)
            hash.add(t.progress)
            hash.add(UInt64(t.activeChannelCount))
            t.forEachAttributes(in: Rect(origin: offset, size: Size(width: 320, height: 480))) { hash.add($0) }
            if frame % 20 == 19 {
                for id in t.allElements {
                    if let a = t.attributes(for: id) { hash.add(a) }
                }
            }
        }
        hash.add(UInt64(t.isComplete ? 1 : 0))
        return hash.value
    }

    @Test(arguments: Kind.allCases)
    func theTrajectoryHashIsTheRecordedOne(kind: Kind) throws {
        let hash = try Self.trajectoryHash(kind)
        let expected = try #require(Self.expected[kind])
        #expect(hash == expected, "\(kind): 0x\(String(hash, radix: 16))")
    }
}
