import CollectionLayout
#if canImport(Glibc)
import Glibc
#endif
import SpringTestSupport
import Testing

@Suite struct AffineTransformDecompositionTests {
    typealias Components = AffineTransform.Components

    @Test func pureRotationOf30Degrees() {
        let c = AffineTransform(rotationAngle: .pi / 6).components
        #expect(isClose(c.rotation, .pi / 6, absolute: 1e-15))
        #expect(isClose(c.scaleX, 1, absolute: 1e-15) && isClose(c.scaleY, 1, absolute: 1e-15))
        #expect(abs(c.shear) <= 1e-15)
        #expect(c.translationX == 0 && c.translationY == 0)
    }

    @Test func pureScaleAndTranslationAreExact() {
        #expect(AffineTransform(scaleX: 2, y: 3).components == Components(scaleX: 2, scaleY: 3))
        #expect(AffineTransform(translationX: 12, y: -4).components == Components(translationX: 12, translationY: -4))
        #expect(AffineTransform.identity.components == .identity)
    }

    @Test func pureShearIsTheXYSkewFactor() {
        let t = AffineTransform(a: 1, b: 0, c: 0.75, d: 1, tx: 0, ty: 0)
        #expect(t.components == Components(shear: 0.75))
        #expect(t.apply(to: Point(x: 2, y: 4)) == Point(x: 2 + 0.75 * 4, y: 4))
    }

    @Test func compositeInTheDocumentedOrderDecomposesIntoItsFactors() {
        let t = AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
            .concatenating(AffineTransform(scaleX: 2, y: 3))
            .concatenating(AffineTransform(rotationAngle: .pi / 6))
            .concatenating(AffineTransform(translationX: 5, y: -7))
        let c = t.components
        #expect(c.translationX == 5 && c.translationY == -7)
        #expect(isClose(c.scaleX, 2, absolute: 1e-14) && isClose(c.scaleY, 3, absolute: 1e-14))
        #expect(isClose(c.rotation, .pi / 6, absolute: 1e-14))
        #expect(isClose(c.shear, 0.5, absolute: 1e-14))
    }

    @Test func initFromComponentsEqualsTheConcatenationChain() {
        var g = GeometrySampler(seed: 11)
        for _ in 0 ..< 300 {
            let c = Components(translationX: g.uniform(-50, 50), translationY: g.uniform(-50, 50),
                               scaleX: g.uniform(-3, 3), scaleY: g.uniform(-3, 3),
                               rotation: g.uniform(-4, 4), shear: g.uniform(-2, 2))
            let chain = AffineTransform(a: 1, b: 0, c: c.shear, d: 1, tx: 0, ty: 0)
                .concatenating(AffineTransform(scaleX: c.scaleX, y: c.scaleY))
                .concatenating(AffineTransform(rotationAngle: c.rotation))
                .concatenating(AffineTransform(translationX: c.translationX, y: c.translationY))
            #expect(maxDifference(AffineTransform(components: c), chain) <= 1e-13)
        }
    }

    @Test func horizontalMirrorPutsTheSignIntoScaleX() {
        #expect(AffineTransform(scaleX: -1, y: 1).components == Components(scaleX: -1, scaleY: 1))
        #expect(AffineTransform(scaleX: -2, y: 0.5).components == Components(scaleX: -2, scaleY: 0.5))
    }

    @Test func verticalMirrorPutsTheSignIntoScaleY() {
        #expect(AffineTransform(scaleX: 1, y: -1).components == Components(scaleX: 1, scaleY: -1))
    }

    @Test func diagonalMirrorTiesGoToX() {
        // (x, y) → (y, x) = scale(−1, 1) then a −90° rotation.
        let c = AffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0).components
        #expect(c.scaleX == -1 && c.scaleY == 1 && c.shear == 0)
        #expect(isClose(c.rotation, -.pi / 2, absolute: 1e-15))
    }

    @Test func doubleMirrorIsAHalfTurn() {
        let c = AffineTransform(scaleX: -2, y: -3).components
        #expect(c.scaleX == 2 && c.scaleY == 3 && c.rotation == .pi && c.shear == 0)
        // −0 coefficients must not give −π.
        let d = AffineTransform(a: -1, b: -0.0, c: 0, d: -1, tx: 0, ty: 0).components
        #expect(d.rotation == .pi)
    }

    @Test func roundTripOnRandomInvertibleTransforms() {
        var g = GeometrySampler(seed: 2024)
        var worst = 0.0
        for _ in 0 ..< 400 {
            let t = g.affine()
            let c = t.components
            worst = max(worst, maxDifference(AffineTransform(components: c), t))
            #expect(c.rotation > -.pi && c.rotation <= .pi)
            #expect((c.scaleX < 0 ? 1 : 0) + (c.scaleY < 0 ? 1 : 0) <= 1)
            #expect((c.scaleX * c.scaleY < 0) == (t.determinant < 0))
            #expect(isClose(abs(c.scaleX), hypot(t.a, t.b), relative: 1e-15))
        }
        #expect(worst <= 1e-12)
    }

    @Test func zeroScaleIsFiniteAndRebuildsExactly() {
        let cases = [
            AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 3, ty: 4),   // everything collapsed
            AffineTransform(a: 0, b: 0, c: -2, d: 1, tx: 0, ty: 0),  // first row zero
            AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0),   // parallel rows
            AffineTransform(a: 3, b: -1, c: 0, d: 0, tx: 1, ty: 1),  // second row zero
            AffineTransform(scaleX: 0, y: 1),
        ]
        for t in cases {
            let c = t.components
            #expect(c.isFinite)
            #expect(maxDifference(AffineTransform(components: c), t) <= 1e-15)
        }
        #expect(cases[0].components == Components(translationX: 3, translationY: 4, scaleX: 0, scaleY: 0))
        #expect(cases[2].components.scaleY == 0)
        #expect(isClose(cases[2].components.shear, 2, absolute: 1e-15))
        let firstRowZero = cases[1].components
        #expect(firstRowZero.scaleX == 0 && firstRowZero.shear == 0 && isClose(firstRowZero.scaleY, 5.0.squareRoot(), relative: 1e-15))
    }

    @Test func randomRankOneTransformsRoundTrip() {
        var g = GeometrySampler(seed: 7)
        for _ in 0 ..< 300 {
            let a = g.uniform(-5, 5), b = g.uniform(-5, 5), k = g.uniform(-3, 3)
            let t = AffineTransform(a: a, b: b, c: k * a, d: k * b, tx: g.uniform(-9, 9), ty: 0)
            let c = t.components
            #expect(c.isFinite)
            #expect(maxDifference(AffineTransform(components: c), t) <= 1e-12)
        }
    }

    @Test func nonFiniteCoefficientsGiveNonFiniteComponents() {
        #expect(!AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).components.isFinite)
        #expect(!AffineTransform(a: 1, b: 0, c: .infinity, d: 1, tx: 0, ty: 0).components.isFinite)
        #expect(!AffineTransform(a: 0, b: 0, c: .nan, d: 1, tx: 0, ty: 0).components.isFinite)
        #expect(!AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0).components.isFinite)
    }
}

@Suite struct AffineTransformInterpolationTests {
    typealias Components = AffineTransform.Components

    @Test func endpointsAreReturnedExactly() {
        var g = GeometrySampler(seed: 5)
        for _ in 0 ..< 100 {
            let a = g.affine(), b = g.affine()
            #expect(AffineTransform.interpolate(from: a, to: b, fraction: 0) == a)
            #expect(AffineTransform.interpolate(from: a, to: b, fraction: 1) == b)
        }
    }

    @Test func componentPathReachesBothEndpoints() {
        var g = GeometrySampler(seed: 6)
        for _ in 0 ..< 300 {
            let a = g.affine(), b = g.affine()
            let start = AffineTransform(components: .interpolate(from: a.components, to: b.components, fraction: 0))
            let end = AffineTransform(components: .interpolate(from: a.components, to: b.components, fraction: 1))
            #expect(maxDifference(start, a) <= 1e-12)
            #expect(maxDifference(end, b) <= 1e-12)
            // Continuity next to the short-circuited endpoints.
            #expect(maxDifference(AffineTransform.interpolate(from: a, to: b, fraction: 1e-12), a) <= 1e-9)
            #expect(maxDifference(AffineTransform.interpolate(from: a, to: b, fraction: 1 - 1e-12), b) <= 1e-9)
        }
    }

    @Test func quarterTurnKeepsScaleOneHalfway() {
        let from = AffineTransform.identity, to = AffineTransform(rotationAngle: .pi / 2)
        // The coefficient-wise lerp shrinks the element to √2/2 at the midpoint.
        let lerped = AffineTransform(a: (from.a + to.a) / 2, b: (from.b + to.b) / 2,
                                     c: (from.c + to.c) / 2, d: (from.d + to.d) / 2, tx: 0, ty: 0)
        #expect(isClose(hypot(lerped.a, lerped.b), 0.5.squareRoot(), absolute: 1e-15))
        let mid = AffineTransform.interpolate(from: from, to: to, fraction: 0.5)
        let c = mid.components
        #expect(isClose(hypot(mid.a, mid.b), 1, absolute: 1e-15) && isClose(hypot(mid.c, mid.d), 1, absolute: 1e-15))
        #expect(isClose(c.scaleX, 1, absolute: 1e-15) && isClose(c.scaleY, 1, absolute: 1e-15))
        #expect(isClose(c.rotation, .pi / 4, absolute: 1e-15))
        #expect(maxDifference(mid, AffineTransform(rotationAngle: .pi / 4)) <= 1e-15)
    }

    @Test func rotationTakesTheShortestPath() {
        let from = AffineTransform(rotationAngle: 170 * .pi / 180)
        let to = AffineTransform(rotationAngle: -170 * .pi / 180)
        let mid = AffineTransform.interpolate(from: from, to: to, fraction: 0.5)
        #expect(maxDifference(mid, AffineTransform(rotationAngle: .pi)) <= 1e-14)
        let quarter = AffineTransform.interpolate(from: to, to: from, fraction: 0.25)
        #expect(maxDifference(quarter, AffineTransform(rotationAngle: -175 * .pi / 180)) <= 1e-14)
    }

    @Test func fractionsBeyondOneExtrapolate() {
        let mid = AffineTransform.interpolate(from: .identity, to: AffineTransform(rotationAngle: .pi / 2), fraction: 1.5)
        #expect(maxDifference(mid, AffineTransform(rotationAngle: 3 * .pi / 4)) <= 1e-15)
        let moved = AffineTransform.interpolate(from: .identity, to: AffineTransform(translationX: 10, y: -4), fraction: -0.5)
        #expect(moved == AffineTransform(translationX: -5, y: 2))
    }

    @Test func mirroringFlipsThroughZeroWidth() {
        let mid = AffineTransform.interpolate(from: .identity, to: AffineTransform(scaleX: -1, y: 1), fraction: 0.5)
        #expect(mid == AffineTransform(scaleX: 0, y: 1))
        let quarter = AffineTransform.interpolate(from: .identity, to: AffineTransform(scaleX: 1, y: -1), fraction: 0.25)
        #expect(quarter == AffineTransform(scaleX: 1, y: 0.5))
    }

    @Test func scaleShearAndTranslationAreLinear() {
        let a = Components(translationX: 1, translationY: 2, scaleX: 1, scaleY: 2, rotation: 0.3, shear: -1)
        let b = Components(translationX: 5, translationY: -2, scaleX: 3, scaleY: 1, rotation: 0.7, shear: 1)
        let c = Components.interpolate(from: a, to: b, fraction: 0.25)
        #expect(c.translationX == 2 && c.translationY == 1 && c.scaleX == 1.5 && c.scaleY == 1.75 && c.shear == -0.5)
        #expect(isClose(c.rotation, 0.4, absolute: 1e-15))
    }
}
