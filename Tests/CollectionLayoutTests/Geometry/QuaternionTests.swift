import CollectionLayout
#if canImport(Glibc)
import Glibc
#endif
import SpringTestSupport
import Testing

@Suite struct QuaternionTests {
    /// The rotation angle between two rotations, in [0, π].
    func angle(_ p: Quaternion, _ q: Quaternion) -> Double {
        let p = p.normalized, q = q.normalized
        let d = abs(p.dot(q))
        return 2 * atan2(((1 - d) * (1 + d)).squareRoot(), d)
    }

    /// A rotation angle ≥ 0 folded into [0, π] (the angle of the same rotation).
    func wrapped(_ a: Double) -> Double {
        let r = a.truncatingRemainder(dividingBy: 2 * .pi)
        return min(r, 2 * .pi - r)
    }

    @Test func axisAngleAboutZ() {
        let q = Quaternion(angle: .pi / 2, axis: SIMD3(0, 0, 1))
        #expect(q == Quaternion(x: 0, y: 0, z: sin(Double.pi / 4), w: cos(Double.pi / 4)))
        // The axis is normalised.
        #expect(Quaternion(angle: .pi / 2, axis: SIMD3(0, 0, 7)) == q)
        #expect(Quaternion(angle: 1, axis: .zero) == .identity)
    }

    @Test func positiveRotationsFollowTheRightHandRule() {
        let aboutZ = Quaternion(angle: .pi / 2, axis: SIMD3(0, 0, 1))
        #expect(maxDifference(aboutZ.apply(to: SIMD3(1, 0, 0)), SIMD3(0, 1, 0)) <= 1e-15)
        let aboutX = Quaternion(angle: .pi / 2, axis: SIMD3(1, 0, 0))
        #expect(maxDifference(aboutX.apply(to: SIMD3(0, 1, 0)), SIMD3(0, 0, 1)) <= 1e-15)
        let aboutY = Quaternion(angle: .pi / 2, axis: SIMD3(0, 1, 0))
        #expect(maxDifference(aboutY.apply(to: SIMD3(0, 0, 1)), SIMD3(1, 0, 0)) <= 1e-15)
    }

    @Test func hamiltonProductOfTheUnits() {
        let i = Quaternion(x: 1, y: 0, z: 0, w: 0), j = Quaternion(x: 0, y: 1, z: 0, w: 0)
        let k = Quaternion(x: 0, y: 0, z: 1, w: 0)
        #expect(i * j == k && j * k == i && k * i == j)
        #expect(j * i == -k)
        #expect(i * i == Quaternion(x: 0, y: 0, z: 0, w: -1))
        #expect(i.dot(j) == 0 && Quaternion(x: 1, y: 2, z: 3, w: 4).dot(Quaternion(x: 5, y: 6, z: 7, w: 8)) == 70)
    }

    @Test func productComposesLikeConcatenation() {
        var g = GeometrySampler(seed: 31)
        for _ in 0 ..< 200 {
            let p = g.rotation(), q = g.rotation()
            let product = Transform3D(quaternion: p * q)
            let concatenated = Transform3D(quaternion: q).concatenating(Transform3D(quaternion: p))
            #expect(maxDifference(product, concatenated) <= 1e-14)
            let v = SIMD3(g.uniform(-5, 5), g.uniform(-5, 5), g.uniform(-5, 5))
            #expect(maxDifference((p * q).apply(to: v), p.apply(to: q.apply(to: v))) <= 1e-13)
        }
    }

    @Test func applyMatchesTheRotationMatrix() {
        var g = GeometrySampler(seed: 32)
        for _ in 0 ..< 200 {
            let q = g.rotation()
            let v = SIMD3(g.uniform(-5, 5), g.uniform(-5, 5), g.uniform(-5, 5))
            #expect(maxDifference(q.apply(to: v), Transform3D(quaternion: q).apply(to: v)) <= 1e-13)
            #expect(isClose((q.apply(to: v) * q.apply(to: v)).sum(), (v * v).sum(), relative: 1e-14))
        }
    }

    @Test func axisAngleMatchesCoreAnimationRotation() {
        var g = GeometrySampler(seed: 33)
        for _ in 0 ..< 200 {
            let axis = SIMD3(g.uniform(-2, 2), g.uniform(-2, 2), g.uniform(-2, 2))
            let angle = g.uniform(-7, 7)
            let viaQuaternion = Transform3D(quaternion: Quaternion(angle: angle, axis: axis))
            let direct = Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)
            #expect(maxDifference(viaQuaternion, direct) <= 1e-14)
        }
    }

    @Test func rotationMatrixRoundTrip() {
        var g = GeometrySampler(seed: 34)
        for _ in 0 ..< 300 {
            let q = g.rotation()
            let back = Quaternion(rotationMatrix: Transform3D(quaternion: q))
            #expect(back.w >= 0)
            #expect(maxDifference(lanes(back), lanes(q)) <= 1e-14)
        }
    }

    @Test func halfTurnsUseEveryBranch() {
        // Trace −1: the w-branch is unusable, the largest of x², y², z² is picked instead.
        let axes: [SIMD3<Double>] = [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1), SIMD3(1, 1, 0), SIMD3(0, 1, 1), SIMD3(1, 0, 1)]
        for axis in axes {
            for angle in [Double.pi, 0.99 * .pi, -0.97 * .pi] {
                let q = Quaternion(angle: angle, axis: axis)
                let back = Quaternion(rotationMatrix: Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z))
                #expect(back.isFinite && back.w >= 0)
                #expect(rotationDifference(back, q) <= 1e-15)
            }
        }
    }

    @Test func rotationMatrixOfSomethingElseIsStillFinite() {
        let zero = transform3D(entries: Array(repeating: 0, count: 16))
        #expect(Quaternion(rotationMatrix: zero).isFinite)
        let q = Quaternion(rotationMatrix: Transform3D(scaleX: -1, y: -1, z: -1))
        #expect(q.isFinite && isClose(q.length, 1, absolute: 1e-15))
    }

    @Test func normalizedConjugateAndLength() {
        let q = Quaternion(x: 1, y: 2, z: 2, w: 4)
        #expect(q.length == 5)
        #expect(q.normalized == Quaternion(x: 0.2, y: 0.4, z: 0.4, w: 0.8))
        #expect(Quaternion(x: 0, y: 0, z: 0, w: 0).normalized == .identity)
        let u = q.normalized
        #expect(maxDifference(lanes(u * u.conjugate), lanes(.identity)) <= 1e-15)
    }

    @Test func slerpAboutKnownAxes() {
        let z0 = Quaternion.identity, z90 = Quaternion(angle: .pi / 2, axis: SIMD3(0, 0, 1))
        for t in [0.25, 0.5, 0.8] {
            let expected = Quaternion(angle: t * .pi / 2, axis: SIMD3(0, 0, 1))
            #expect(maxDifference(lanes(Quaternion.slerp(from: z0, to: z90, fraction: t)), lanes(expected)) <= 1e-15)
        }
        let x30 = Quaternion(angle: .pi / 6, axis: SIMD3(1, 0, 0)), x90 = Quaternion(angle: .pi / 2, axis: SIMD3(1, 0, 0))
        let mid = Quaternion.slerp(from: x30, to: x90, fraction: 0.5)
        #expect(maxDifference(lanes(mid), lanes(Quaternion(angle: .pi / 3, axis: SIMD3(1, 0, 0)))) <= 1e-15)
    }

    @Test func slerpHasConstantAngularVelocity() {
        var g = GeometrySampler(seed: 35)
        for _ in 0 ..< 300 {
            let p = g.rotation(), q = g.rotation(), t = g.uniform(-0.5, 1.5)
            let total = angle(p, q)
            let s = Quaternion.slerp(from: p, to: q, fraction: t)
            #expect(isClose(s.length, 1, absolute: 1e-15))
            #expect(isClose(angle(p, s), wrapped(abs(t) * total), absolute: 1e-7))
            #expect(isClose(angle(s, q), wrapped(abs(1 - t) * total), absolute: 1e-7))
        }
    }

    @Test func slerpEndpoints() {
        var g = GeometrySampler(seed: 36)
        for _ in 0 ..< 200 {
            let p = g.rotation(), q = g.rotation()
            #expect(maxDifference(lanes(Quaternion.slerp(from: p, to: q, fraction: 0)), lanes(p)) <= 1e-15)
            #expect(rotationDifference(Quaternion.slerp(from: p, to: q, fraction: 1), q) <= 1e-15)
        }
    }

    @Test func slerpTakesTheShortestPath() {
        let from = Quaternion.identity, to = Quaternion(angle: 350 * .pi / 180, axis: SIMD3(0, 0, 1))
        let mid = Quaternion.slerp(from: from, to: to, fraction: 0.5)
        #expect(rotationDifference(mid, Quaternion(angle: -5 * .pi / 180, axis: SIMD3(0, 0, 1))) <= 1e-15)
        // q and −q are the same rotation and give the same path.
        let a = Quaternion.slerp(from: from, to: to, fraction: 0.3), b = Quaternion.slerp(from: from, to: -to, fraction: 0.3)
        #expect(maxDifference(lanes(a), lanes(b)) <= 1e-15)
    }

    @Test func nearlyParallelFallsBackToNlerp() {
        let p = Quaternion.identity, q = Quaternion(angle: 1e-9, axis: SIMD3(0, 0, 1))
        let mid = Quaternion.slerp(from: p, to: q, fraction: 0.5)
        #expect(mid.isFinite)
        #expect(isClose(mid.z, sin(0.25e-9), relative: 1e-12) && mid.x == 0 && mid.y == 0)
        #expect(Quaternion.slerp(from: q, to: q, fraction: 0.7) == q)
    }

    @Test func slerpExtrapolates() {
        let z30 = Quaternion(angle: .pi / 6, axis: SIMD3(0, 0, 1))
        let doubled = Quaternion.slerp(from: .identity, to: z30, fraction: 2)
        #expect(maxDifference(lanes(doubled), lanes(Quaternion(angle: .pi / 3, axis: SIMD3(0, 0, 1)))) <= 1e-15)
    }

    @Test func nonFiniteFractionGivesNonFiniteQuaternion() {
        #expect(!Quaternion.slerp(from: .identity, to: Quaternion(angle: 1, axis: SIMD3(1, 0, 0)), fraction: .nan).isFinite)
    }
}
