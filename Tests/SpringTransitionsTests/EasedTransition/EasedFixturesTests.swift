import SpringTestSupport
import SpringTransitions
import Testing

// Fixtures shared by the eased and interactive transition tests, and a check that they exercise
// every channel (otherwise the trajectory tests could pass without testing anything).

/// Cell `item` of section 0.
func easedCell(_ item: Int) -> ElementID { .cell(IndexPath(section: 0, item: item)) }

/// Six cells whose every channel changes between `easedFrom` and `easedTo`: center, size
/// (one shrinking to almost nothing), alpha, the 2-D transform (rotation across ±π, scale,
/// shear, translation), the 3-D transform, a custom channel and the zIndex.
func easedFromAttributes() -> [LayoutAttributes] {
    var a = (0..<6).map { i in
        LayoutAttributes(id: easedCell(i), center: Point(x: 40 + 50 * Double(i), y: 60 + 30 * Double(i)),
                         size: Size(width: 40, height: 30 + Double(i)))
    }
    a[0].alpha = 0.2
    a[1].transform = AffineTransform(components: .init(translationX: 5, translationY: -3, scaleX: 1, scaleY: 0.8,
                                                       rotation: 2.9, shear: 0.1))
    a[2].transform3D = Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0)
    a[3].customChannels = CustomChannels(["corner": 4, "glow": 0.5])
    a[3].alpha = 0.1
    a[4].zIndex = 3
    a[4].isHidden = true
    a[5].size = Size(width: 12, height: 8)
    return a
}

/// The targets of ``easedFromAttributes()``.
func easedToAttributes() -> [LayoutAttributes] {
    var a = (0..<6).map { i in
        LayoutAttributes(id: easedCell(i), center: Point(x: 300 - 40 * Double(i), y: 400 - 20 * Double(i)),
                         size: Size(width: 80 - 5 * Double(i), height: 60))
    }
    a[0].alpha = 1
    a[3].alpha = 0
    a[1].transform = AffineTransform(components: .init(translationX: -10, translationY: 7, scaleX: 1.5, scaleY: 1.2,
                                                       rotation: -2.9, shear: -0.2))
    a[2].transform3D = Transform3D(rotationAngle: -1.1, x: 1, y: 0, z: 0)
        .concatenating(Transform3D(translationX: 3, y: 4, z: 5))
    a[3].customChannels = CustomChannels(["corner": 20, "glow": 1.5])
    a[4].zIndex = -2
    a[4].isHidden = false
    a[5].size = Size(width: 2, height: 1)
    return a
}

/// The channel fixtures as prepared layouts.
func easedChannelLayouts(counts: [Int] = [6]) throws -> (ManualLayout, ManualLayout) {
    let context = try context(counts: counts)
    return (try prepared(ManualLayout(easedFromAttributes()), context),
            try prepared(ManualLayout(easedToAttributes()), context))
}

/// `a + (b − a)·p`.
func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }

/// Whether `a` and `b` agree within `tolerance` times the larger of 1 and their scale.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12, scale: Double = 1) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(scale), abs(a), abs(b))
}

/// Whether two affine transforms agree coefficient by coefficient within `tolerance`.
func near(_ a: AffineTransform, _ b: AffineTransform, _ tolerance: Double = 1e-12) -> Bool {
    near(a.a, b.a, tolerance) && near(a.b, b.b, tolerance) && near(a.c, b.c, tolerance) && near(a.d, b.d, tolerance)
        && near(a.tx, b.tx, tolerance) && near(a.ty, b.ty, tolerance)
}

/// The sixteen entries of a 3-D transform.
func entries(_ t: Transform3D) -> [Double] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
}

/// Whether two 3-D transforms agree entry by entry within `tolerance`.
func near(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-12) -> Bool {
    zip(entries(a), entries(b)).allSatisfy { near($0, $1, tolerance) }
}

/// The pose the closed form gives for the channel fixtures at progress `p` (channels linear in p
/// through their decompositions, alpha clamped, sizes floored, zIndex by `halfway`).
func expectedPose(from: LayoutAttributes, to: LayoutAttributes, p: Double, halfway: Bool) -> LayoutAttributes {
    var pose = to
    pose.center = Point(x: lerp(from.center.x, to.center.x, p), y: lerp(from.center.y, to.center.y, p))
    pose.size = Size(width: max(0, lerp(from.size.width, to.size.width, p)),
                     height: max(0, lerp(from.size.height, to.size.height, p)))
    pose.alpha = min(max(lerp(from.alpha, to.alpha, p), 0), 1)
    pose.transform = AffineTransform.interpolate(from: from.transform, to: to.transform, fraction: p)
    pose.transform3D = Transform3D.interpolate(from: from.transform3D, to: to.transform3D, fraction: p)
    for name in from.customChannels.names {
        pose.customChannels[name] = lerp(from.customChannels[name]!, to.customChannels[name]!, p)
    }
    if !halfway {
        pose.zIndex = from.zIndex
        pose.isHidden = from.isHidden
    }
    return pose
}

/// Whether `pose` matches `expected` within `tolerance` in every channel (exactly in the discrete ones).
func matches(_ pose: LayoutAttributes, _ expected: LayoutAttributes, _ tolerance: Double = 1e-12) -> Bool {
    pose.id == expected.id
        && near(pose.center.x, expected.center.x, tolerance) && near(pose.center.y, expected.center.y, tolerance)
        && near(pose.size.width, expected.size.width, tolerance) && near(pose.size.height, expected.size.height, tolerance)
        && near(pose.alpha, expected.alpha, tolerance)
        && near(pose.transform, expected.transform, tolerance) && near(pose.transform3D, expected.transform3D, tolerance)
        && pose.customChannels.names.sorted() == expected.customChannels.names.sorted()
        && pose.customChannels.names.allSatisfy { near(pose.customChannels[$0]!, expected.customChannels[$0]!, tolerance) }
        && pose.zIndex == expected.zIndex && pose.isHidden == expected.isHidden
}

@Suite struct EasedFixturesTests {
    @Test func everyChannelOfTheFixturesChanges() {
        let from = easedFromAttributes(), to = easedToAttributes()
        #expect(from.indices.allSatisfy { from[$0].center != to[$0].center && from[$0].size != to[$0].size })
        #expect(from[0].alpha != to[0].alpha)
        #expect(from[1].transform != to[1].transform)
        // The rotation's shortest way crosses ±π: 2.9 → −2.9 turns by 2π − 5.8, not −5.8.
        let halfway = AffineTransform.interpolate(from: from[1].transform, to: to[1].transform, fraction: 0.5).components
        #expect(abs(abs(halfway.rotation) - Double.pi) < 1e-9)
        #expect(from[2].transform3D != to[2].transform3D && to[2].transform3D.components != nil)
        #expect(from[3].customChannels != to[3].customChannels)
        #expect(from[4].zIndex != to[4].zIndex && from[4].isHidden != to[4].isHidden)
        // Extrapolating the last cell's size past 1.3 makes it negative: the floor matters there.
        #expect(lerp(from[5].size.width, to[5].size.width, 1.3) < 0)
    }
}
