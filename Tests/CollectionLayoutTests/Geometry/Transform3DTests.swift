import CollectionLayout
#if canImport(Glibc)
import Glibc
#endif
import SpringTestSupport
import Testing

extension GeometrySampler {
    /// A random well-conditioned 3-D transform: linear part with entries in [−2, 2] whose determinant is at
    /// least 0.2 in magnitude, translation in [−100, 100], a small perspective column and m44 = ±[0.5, 2].
    mutating func wellConditionedTransform3D() -> Transform3D {
        while true {
            var e = (0 ..< 16).map { _ in uniform(-2, 2) }
            for i in [3, 7, 11] { e[i] = uniform(-0.01, 0.01) }
            for i in 12 ..< 15 { e[i] = uniform(-100, 100) }
            e[15] = uniform(0.5, 2) * (coin() ? 1 : -1)
            let t = transform3D(entries: e)
            let det = t.m11 * (t.m22 * t.m33 - t.m23 * t.m32) - t.m12 * (t.m21 * t.m33 - t.m23 * t.m31)
                + t.m13 * (t.m21 * t.m32 - t.m22 * t.m31)
            if abs(det) >= 0.2 { return t }
        }
    }

    /// Random components in canonical form (positive scales, unit rotation with w ≥ 0).
    mutating func components3D() -> Transform3D.Components {
        Transform3D.Components(
            // |t·p| ≤ 0.3 < pw, so the recomposed m44 = t·p + pw stays positive.
            perspective: SIMD4(uniform(-0.001, 0.001), uniform(-0.001, 0.001), uniform(-0.001, 0.001), uniform(0.5, 1.5)),
            translation: SIMD3(uniform(-100, 100), uniform(-100, 100), uniform(-100, 100)),
            scale: SIMD3(uniform(0.2, 3), uniform(0.2, 3), uniform(0.2, 3)),
            skew: SIMD3(uniform(-1, 1), uniform(-1, 1), uniform(-1, 1)),
            rotation: rotation())
    }
}

/// `t` with every entry divided by its m44: the matrix its components rebuild.
func normalizedByM44(_ t: Transform3D) -> Transform3D { transform3D(entries: matrixEntries(t).map { $0 / t.m44 }) }

@Suite struct Transform3DDecompositionTests {
    typealias Components = Transform3D.Components

    @Test func translationScaleAndIdentityAreExact() throws {
        #expect(try Transform3D(translationX: 1, y: 2, z: 3).decomposed() == Components(translation: SIMD3(1, 2, 3)))
        #expect(try Transform3D(scaleX: 2, y: 3, z: 4).decomposed() == Components(scale: SIMD3(2, 3, 4)))
        #expect(try Transform3D.identity.decomposed() == .identity)
    }

    @Test func rotationOf30DegreesAboutTheDiagonal() throws {
        let c = try Transform3D(rotationAngle: .pi / 6, x: 1, y: 1, z: 1).decomposed()
        #expect(maxDifference(lanes(c.rotation), lanes(Quaternion(angle: .pi / 6, axis: SIMD3(1, 1, 1)))) <= 1e-15)
        #expect(maxDifference(c.scale, SIMD3(1, 1, 1)) <= 1e-15 && maxDifference(c.skew, .zero) <= 1e-15)
        #expect(c.translation == .zero && c.perspective == SIMD4(0, 0, 0, 1))
    }

    @Test func skewFactors() throws {
        var t = Transform3D.identity
        t.m21 = 0.5                  // y feeds x
        t.m31 = 0.25; t.m32 = -0.75  // z feeds x and y
        #expect(try t.decomposed() == Components(skew: SIMD3(0.5, 0.25, -0.75)))
        #expect(t.apply(to: SIMD3(1, 2, 4)) == SIMD3(1 + 0.5 * 2 + 0.25 * 4, 2 - 0.75 * 4, 4))
    }

    @Test func perspectiveFromEyeDistance() throws {
        let c = try Transform3D.perspective(eyeDistance: 500).decomposed()
        #expect(c == Components(perspective: SIMD4(0, 0, -1.0 / 500, 1)))
    }

    @Test func mirrorsNegateOneScale() throws {
        #expect(try Transform3D(scaleX: -1, y: 1, z: 1).decomposed() == Components(scale: SIMD3(-1, 1, 1)))
        #expect(try Transform3D(scaleX: 2, y: -3, z: 1).decomposed() == Components(scale: SIMD3(2, -3, 1)))
        #expect(try Transform3D(scaleX: 1, y: 1, z: -1).decomposed() == Components(scale: SIMD3(1, 1, -1)))
        let halfTurn = try Transform3D(scaleX: -1, y: -1, z: 1).decomposed()
        #expect(halfTurn.scale == SIMD3(1, 1, 1))
        #expect(rotationDifference(halfTurn.rotation, Quaternion(angle: .pi, axis: SIMD3(0, 0, 1))) <= 1e-15)
    }

    @Test func compositeInTheDocumentedOrder() throws {
        let skew = transform3D(entries: [1, 0, 0, 0, 0.3, 1, 0, 0, -0.2, 0.4, 1, 0, 0, 0, 0, 1])
        let expectedRotation = Quaternion(angle: 0.8, axis: SIMD3(1, -2, 0.5))
        let t = skew.concatenating(Transform3D(scaleX: 2, y: 0.5, z: 3))
            .concatenating(Transform3D(quaternion: expectedRotation))
            .concatenating(Transform3D(translationX: 10, y: -20, z: 0))
            .concatenating(try Transform3D.perspective(eyeDistance: 800))
        let c = try t.decomposed()
        #expect(maxDifference(c.skew, SIMD3(0.3, -0.2, 0.4)) <= 1e-14)
        #expect(maxDifference(c.scale, SIMD3(2, 0.5, 3)) <= 1e-14)
        #expect(rotationDifference(c.rotation, expectedRotation) <= 1e-14)
        #expect(maxDifference(c.translation, SIMD3(10, -20, 0)) <= 1e-13)
        #expect(maxDifference(c.perspective, SIMD4(0, 0, -1.0 / 800, 1)) <= 1e-15)
        #expect(maxDifference(Transform3D(components: c), t) <= 1e-13)
    }

    @Test func decompositionNormalisesByM44() throws {
        // Moving 100 points towards an eye at 500 gives m44 = 1 − 100/500 = 0.8.
        let t = Transform3D(translationX: 0, y: 0, z: 100).concatenating(try Transform3D.perspective(eyeDistance: 500))
        #expect(t.m44 == 0.8)
        let c = try t.decomposed()
        #expect(maxDifference(c.translation, SIMD3(0, 0, 125)) <= 1e-13)
        #expect(maxDifference(c.scale, SIMD3(1.25, 1.25, 1.25)) <= 1e-15)
        #expect(maxDifference(c.perspective, SIMD4(0, 0, -1.0 / 500, 1.25)) <= 1e-15)
        let rebuilt = Transform3D(components: c)
        #expect(maxDifference(rebuilt, normalizedByM44(t)) <= 1e-13)
        // The same projective map: every point lands in the same place.
        for point in [SIMD3(1.0, 2, 3), SIMD3(-40.0, 7, -300), SIMD3(5.0, 5, 350)] {
            #expect(maxDifference(rebuilt.apply(to: point), t.apply(to: point)) <= 1e-11)
        }
    }

    @Test func roundTripOnRandomWellConditionedTransforms() throws {
        var g = GeometrySampler(seed: 99)
        var worst = 0.0
        for _ in 0 ..< 300 {
            let t = g.wellConditionedTransform3D()
            let c = try t.decomposed()
            worst = max(worst, maxDifference(Transform3D(components: c), normalizedByM44(t)))
            #expect([c.scale.x, c.scale.y, c.scale.z].filter { $0 < 0 }.count <= 1)
            #expect(isClose(c.rotation.length, 1, absolute: 1e-15) && c.rotation.w >= 0)
        }
        #expect(worst <= 1e-10)
    }

    @Test func unitHomogeneousScaleRebuildsTheSameMatrix() throws {
        var g = GeometrySampler(seed: 100)
        for _ in 0 ..< 100 {
            var t = g.wellConditionedTransform3D()
            t.m44 = 1
            #expect(maxDifference(Transform3D(components: try t.decomposed()), t) <= 1e-10)
        }
    }

    @Test func canonicalComponentsSurviveRecomposition() throws {
        var g = GeometrySampler(seed: 101)
        for _ in 0 ..< 300 {
            let c = g.components3D()
            let back = try Transform3D(components: c).decomposed()
            // Recomposition sets m44 = t·p + pw; decomposition divides it out again, which scales L and t
            // by 1/m44, keeps p and turns pw into pw/m44 (= 1 − t·p/m44).
            let m44 = Transform3D(components: c).m44
            var perspective = c.perspective
            perspective.w /= m44
            let expected = Components(perspective: perspective, translation: c.translation / m44,
                                      scale: c.scale / m44, skew: c.skew, rotation: c.rotation)
            #expect(m44 > 0)
            #expect(maxDifference(back.perspective, expected.perspective) <= 1e-12)
            #expect(maxDifference(back.translation, expected.translation) <= 1e-10)
            #expect(maxDifference(back.scale, expected.scale) <= 1e-12)
            #expect(maxDifference(back.skew, expected.skew) <= 1e-12)
            #expect(rotationDifference(back.rotation, expected.rotation) <= 1e-12)
        }
    }

    @Test func embeddedAffineTransformsDecomposeLikeTheirTwoDimensionalSelves() throws {
        var g = GeometrySampler(seed: 102)
        for _ in 0 ..< 300 {
            let a = g.affine(range: 5, minDeterminant: 0.01)
            let flat = a.components
            let c = try Transform3D(affine: a).decomposed()
            #expect(maxDifference(c.scale, SIMD3(flat.scaleX, flat.scaleY, 1)) <= 1e-13)
            #expect(maxDifference(c.skew, SIMD3(flat.shear, 0, 0)) <= 1e-12)
            #expect(c.translation == SIMD3(a.tx, a.ty, 0) && c.perspective == SIMD4(0, 0, 0, 1))
            #expect(rotationDifference(c.rotation, Quaternion(angle: flat.rotation, axis: SIMD3(0, 0, 1))) <= 1e-12)
        }
    }

    @Test func zeroHomogeneousScaleThrows() {
        var t = Transform3D.identity
        t.m44 = 0
        #expect(throws: GeometryError.zeroHomogeneousScale) { try t.decomposed() }
        #expect(GeometryError.zeroHomogeneousScale.description == "cannot decompose a transform whose m44 is 0")
        #expect(t.components == nil)
    }

    @Test func singularLinearPartThrows() {
        let flat = Transform3D(scaleX: 1, y: 0, z: 1)
        #expect(throws: GeometryError.singularLinearPart(determinant: 0)) { try flat.decomposed() }
        let rankTwo = transform3D(entries: [1, 2, 3, 0, 2, 4, 6, 0, 0, 0, 1, 0, 5, 5, 5, 1])
        #expect(throws: GeometryError.singularLinearPart(determinant: 0)) { try rankTwo.decomposed() }
        #expect(rankTwo.components == nil)
        #expect(GeometryError.singularLinearPart(determinant: 0).description
            == "cannot decompose a transform whose upper-left 3×3 part is singular (determinant 0.0)")
    }

    @Test func nonFiniteEntriesThrow() {
        var t = Transform3D.identity
        t.m42 = .nan
        #expect(throws: GeometryError.nonFiniteTransform) { try t.decomposed() }
        #expect(GeometryError.nonFiniteTransform.description == "cannot decompose a transform with a non-finite entry")
    }
}

@Suite struct Transform3DInterpolationTests {
    @Test func endpointsAreReturnedExactly() {
        var g = GeometrySampler(seed: 200)
        for _ in 0 ..< 100 {
            let a = g.wellConditionedTransform3D(), b = g.wellConditionedTransform3D()
            #expect(Transform3D.interpolate(from: a, to: b, fraction: 0) == a)
            #expect(Transform3D.interpolate(from: a, to: b, fraction: 1) == b)
        }
    }

    @Test func componentPathReachesBothEndpoints() throws {
        var g = GeometrySampler(seed: 201)
        for _ in 0 ..< 300 {
            let a = g.wellConditionedTransform3D(), b = g.wellConditionedTransform3D()
            let ca = try a.decomposed(), cb = try b.decomposed()
            let start = Transform3D(components: .interpolate(from: ca, to: cb, fraction: 0))
            let end = Transform3D(components: .interpolate(from: ca, to: cb, fraction: 1))
            #expect(maxDifference(start, normalizedByM44(a)) <= 1e-10)
            #expect(maxDifference(end, normalizedByM44(b)) <= 1e-10)
        }
    }

    @Test func quarterTurnAboutZKeepsScaleOneHalfway() throws {
        let mid = Transform3D.interpolate(from: .identity, to: Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1), fraction: 0.5)
        #expect(maxDifference(mid, Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)) <= 1e-15)
        #expect(maxDifference(try mid.decomposed().scale, SIMD3(1, 1, 1)) <= 1e-15)
    }

    @Test func rotationAboutAnArbitraryAxisIsUniform() {
        let axis = SIMD3(0.3, -1.0, 2.0)
        let to = Transform3D(rotationAngle: 2.5, x: axis.x, y: axis.y, z: axis.z)
        let at = Transform3D.interpolate(from: .identity, to: to, fraction: 0.3)
        #expect(maxDifference(at, Transform3D(rotationAngle: 0.75, x: axis.x, y: axis.y, z: axis.z)) <= 1e-14)
    }

    @Test func embeddedAffineInterpolationMatchesTheTwoDimensionalOne() {
        var g = GeometrySampler(seed: 202)
        for _ in 0 ..< 300 {
            let a = g.affine(range: 5, minDeterminant: 0.01), b = g.affine(range: 5, minDeterminant: 0.01)
            let t = g.uniform(-0.25, 1.25)
            let flat = AffineTransform.interpolate(from: a, to: b, fraction: t)
            let lifted = Transform3D.interpolate(from: Transform3D(affine: a), to: Transform3D(affine: b), fraction: t)
            // The path stays in the plane exactly, and agrees with the 2-D path.
            let back = lifted.affine
            #expect(back != nil)
            if let back { #expect(maxDifference(back, flat) <= 1e-11) }
        }
    }

    @Test func translationAndPerspectiveAreLinear() throws {
        let a = Transform3D(translationX: 0, y: 10, z: -4), b = Transform3D(translationX: 8, y: 2, z: 4)
        #expect(Transform3D.interpolate(from: a, to: b, fraction: 0.25) == Transform3D(translationX: 2, y: 8, z: -2))
        let far = try Transform3D.perspective(eyeDistance: 1000), near = try Transform3D.perspective(eyeDistance: 250)
        let mid = Transform3D.interpolate(from: far, to: near, fraction: 0.5)
        #expect(isClose(mid.m34, -(0.001 + 0.004) / 2, absolute: 1e-18))
    }

    @Test func undecomposableEndpointSwitchesAtOneHalf() {
        let collapsed = Transform3D(scaleX: 0, y: 1, z: 1), rotated = Transform3D(rotationAngle: 1, x: 1, y: 0, z: 0)
        #expect(Transform3D.interpolate(from: collapsed, to: rotated, fraction: 0.49) == collapsed)
        #expect(Transform3D.interpolate(from: collapsed, to: rotated, fraction: 0.5) == rotated)
        #expect(Transform3D.interpolate(from: rotated, to: collapsed, fraction: 0.2) == rotated)
        #expect(Transform3D.interpolate(from: rotated, to: collapsed, fraction: 0.7) == collapsed)
    }
}

@Suite struct Transform3DConvenienceTests {
    @Test func rotationAboutZMatchesTheAffineRotation() {
        for angle in [0.1, 1, -2.5, .pi] {
            let t = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 3)
            #expect(maxDifference(t, Transform3D(affine: AffineTransform(rotationAngle: angle))) <= 1e-15)
        }
        #expect(Transform3D(rotationAngle: 1.2, x: 0, y: 0, z: 0) == .identity)
    }

    @Test func rotationsFollowTheRightHandRule() {
        let aboutX = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
        #expect(maxDifference(aboutX.apply(to: SIMD3(0, 1, 0)), SIMD3(0, 0, 1)) <= 1e-15)
        let aboutY = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(maxDifference(aboutY.apply(to: SIMD3(0, 0, 1)), SIMD3(1, 0, 0)) <= 1e-15)
    }

    @Test func translationAndScaleMapPoints() {
        #expect(Transform3D(translationX: 1, y: -2, z: 3).apply(to: SIMD3(1, 1, 1)) == SIMD3(2, -1, 4))
        #expect(Transform3D(scaleX: 2, y: 3, z: -1).apply(to: SIMD3(1, 1, 1)) == SIMD3(2, 3, -1))
    }

    @Test func perspectiveDividesByDepth() throws {
        let p = try Transform3D.perspective(eyeDistance: 500)
        #expect(p.m34 == -1.0 / 500)
        // w = 1 − z/500: a point 100 points towards the eye grows by 500/400.
        #expect(p.apply(to: SIMD3(10, -4, 100)) == SIMD3(12.5, -5, 125))
        #expect(!p.apply(to: SIMD3(1, 1, 500)).x.isFinite)
    }

    @Test func perspectiveRejectsBadEyeDistances() {
        #expect(throws: GeometryError.invalidParameter(name: "eyeDistance", value: -5, requirement: "positive and finite")) {
            try Transform3D.perspective(eyeDistance: -5)
        }
        let messages: [(Double, String)] = [
            (0, "eyeDistance must be positive and finite, got 0.0"),
            (-5, "eyeDistance must be positive and finite, got -5.0"),
            (.infinity, "eyeDistance must be positive and finite, got inf"),
            (.nan, "eyeDistance must be positive and finite, got nan"),
        ]
        for (value, message) in messages {
            do {
                _ = try Transform3D.perspective(eyeDistance: value)
                Issue.record("eyeDistance \(value) was accepted")
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test func affineRoundTripAndDetection() throws {
        let a = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(Transform3D(affine: a).affine == a)
        #expect(Transform3D(affine: a).isAffine)
        #expect(Transform3D(translationX: 0, y: 0, z: 1).affine == nil)
        #expect(try Transform3D.perspective(eyeDistance: 100).affine == nil)
        #expect(Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0).affine == nil)
        #expect(Transform3D(affine: a).apply(to: SIMD3(1, 1, 7)) == SIMD3(a.apply(to: Point(x: 1, y: 1)).x, a.apply(to: Point(x: 1, y: 1)).y, 7))
    }

    @Test func quaternionMatrixMatchesRotation() {
        let q = Quaternion(angle: 0.9, axis: SIMD3(1, 2, 3))
        #expect(maxDifference(Transform3D(quaternion: q), Transform3D(rotationAngle: 0.9, x: 1, y: 2, z: 3)) <= 1e-15)
        #expect(Transform3D(quaternion: Quaternion(x: 0, y: 0, z: 0, w: 0)) == .identity)
    }
}
