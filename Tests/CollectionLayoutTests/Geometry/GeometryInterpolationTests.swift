import CollectionLayout
import SpringTestSupport
import Testing

@Suite struct GeometryInterpolationTests {
    @Test func pointArithmetic() {
        let a = Point(x: 1, y: 2), b = Point(x: -3, y: 0.5)
        #expect(a + b == Point(x: -2, y: 2.5))
        #expect(a - b == Point(x: 4, y: 1.5))
        #expect((a - b) + b == a)
    }

    @Test func pointInterpolationIsExactAtTheEndsAndExtrapolates() {
        var g = GeometrySampler(seed: 300)
        for _ in 0 ..< 200 {
            let a = Point(x: g.uniform(-1e3, 1e3), y: g.uniform(-1e3, 1e3))
            let b = Point(x: g.uniform(-1e3, 1e3), y: g.uniform(-1e3, 1e3))
            #expect(Point.interpolate(from: a, to: b, fraction: 0) == a)
            #expect(Point.interpolate(from: a, to: b, fraction: 1) == b)
            let t = g.uniform(-1, 2)
            #expect(Point.interpolate(from: a, to: a, fraction: t) == a)
            let p = Point.interpolate(from: a, to: b, fraction: t)
            #expect(isClose(p.x, a.x + (b.x - a.x) * t, absolute: 1e-12) && isClose(p.y, a.y + (b.y - a.y) * t, absolute: 1e-12))
        }
        #expect(Point.interpolate(from: .zero, to: Point(x: 10, y: -4), fraction: 1.5) == Point(x: 15, y: -6))
    }

    @Test func sizeRectAndInsetsInterpolateLinearly() {
        #expect(Size.interpolate(from: Size(width: 10, height: 20), to: Size(width: 30, height: 0), fraction: 0.25)
            == Size(width: 15, height: 15))
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 100, y: 50, width: 30, height: 20)
        let mid = Rect.interpolate(from: a, to: b, fraction: 0.5)
        #expect(mid == Rect(x: 50, y: 25, width: 20, height: 15))
        #expect(mid.center == Point.interpolate(from: a.center, to: b.center, fraction: 0.5))
        #expect(Rect.interpolate(from: a, to: b, fraction: 1) == b)
        #expect(EdgeInsets.interpolate(from: EdgeInsets(all: 4), to: EdgeInsets(top: 8, left: 0, bottom: 4, right: -4), fraction: 0.5)
            == EdgeInsets(top: 6, left: 2, bottom: 4, right: 0))
    }

    @Test func everyGeometryTypeReportsNonFiniteValues() {
        #expect(Point.zero.isFinite && !Point(x: .nan, y: 0).isFinite)
        #expect(Size.zero.isFinite && !Size(width: 0, height: .infinity).isFinite)
        #expect(Rect.zero.isFinite && !Rect(x: 0, y: -.infinity, width: 1, height: 1).isFinite)
        #expect(EdgeInsets.zero.isFinite && !EdgeInsets(top: 0, left: 0, bottom: .nan, right: 0).isFinite)
        #expect(AffineTransform.identity.isFinite && !AffineTransform(translationX: .infinity, y: 0).isFinite)
        #expect(Transform3D.identity.isFinite && !Transform3D(scaleX: 1, y: .nan, z: 1).isFinite)
        #expect(Quaternion.identity.isFinite && !Quaternion(x: 0, y: .infinity, z: 0, w: 1).isFinite)
        #expect(AffineTransform.Components.identity.isFinite && !AffineTransform.Components(shear: .nan).isFinite)
        #expect(Transform3D.Components.identity.isFinite && !Transform3D.Components(skew: SIMD3(0, .nan, 0)).isFinite)
        #expect(!Transform3D.Components(perspective: SIMD4(0, 0, 0, .infinity)).isFinite)
        #expect(!Transform3D.Components(rotation: Quaternion(x: .nan, y: 0, z: 0, w: 1)).isFinite)
    }

    @Test func nonFiniteFractionPropagates() {
        #expect(!Point.interpolate(from: .zero, to: Point(x: 1, y: 1), fraction: .nan).isFinite)
        #expect(!AffineTransform.interpolate(from: .identity, to: AffineTransform(rotationAngle: 1), fraction: .nan).isFinite)
        #expect(!Transform3D.interpolate(from: .identity, to: Transform3D(rotationAngle: 1, x: 1, y: 0, z: 0), fraction: .infinity).isFinite)
    }
}
