import CollectionLayout
import SpringTestSupport
import Foundation
import Testing

@Suite struct GeometryCodableTests {
    func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func basicTypesRoundTrip() throws {
        let point = CollectionLayout.Point(x: 0.1, y: -1.0 / 3)
        let size = CollectionLayout.Size(width: 1e-300, height: 12345.678)
        let rect = CollectionLayout.Rect(x: -4, y: 0.3, width: -2, height: 7.25)
        let insets = EdgeInsets(top: 1, left: 0.5, bottom: -2, right: 1e10)
        #expect(try roundTrip(point) == point)
        #expect(try roundTrip(size) == size)
        #expect(try roundTrip(rect) == rect)
        #expect(try roundTrip(insets) == insets)
        #expect(try json(rect) == #"{"origin":{"x":-4,"y":0.3},"size":{"height":7.25,"width":-2}}"#)
    }

    @Test func affineTransformAndComponentsRoundTrip() throws {
        let t = CollectionLayout.AffineTransform(rotationAngle: 0.7).concatenating(.init(translationX: 3, y: -1.0 / 7))
        #expect(try roundTrip(t) == t)
        #expect(try roundTrip(t.components) == t.components)
        let c = CollectionLayout.AffineTransform.Components(translationX: 1, translationY: 2, scaleX: -3, scaleY: 4, rotation: 0.5, shear: 0.25)
        #expect(try json(c) == #"{"rotation":0.5,"scaleX":-3,"scaleY":4,"shear":0.25,"translationX":1,"translationY":2}"#)
        #expect(try json(CollectionLayout.AffineTransform.identity) == #"{"a":1,"b":0,"c":0,"d":1,"tx":0,"ty":0}"#)
    }

    @Test func transform3DAndComponentsRoundTrip() throws {
        let t = Transform3D(rotationAngle: 1.1, x: 1, y: 2, z: 3)
            .concatenating(Transform3D(translationX: 0.1, y: 0.2, z: 0.3))
            .concatenating(try Transform3D.perspective(eyeDistance: 700))
        #expect(try roundTrip(t) == t)
        let c = try t.decomposed()
        #expect(try roundTrip(c) == c)
        #expect(try json(Transform3D.Components.identity)
            == #"{"perspective":[0,0,0,1],"rotation":{"w":1,"x":0,"y":0,"z":0},"scale":[1,1,1],"skew":[0,0,0],"translation":[0,0,0]}"#)
    }

    @Test func quaternionRoundTrips() throws {
        let q = Quaternion(angle: 2.2, axis: SIMD3(-1, 0.5, 3))
        #expect(try roundTrip(q) == q)
        #expect(try json(Quaternion.identity) == #"{"w":1,"x":0,"y":0,"z":0}"#)
    }

    @Test func geometryErrorIsEquatableAfterThrowing() {
        // Not Codable, but part of the geometry API: the cases compare by value.
        #expect(GeometryError.singularLinearPart(determinant: 0) == .singularLinearPart(determinant: 0))
        #expect(GeometryError.zeroHomogeneousScale != .nonFiniteTransform)
    }
}
