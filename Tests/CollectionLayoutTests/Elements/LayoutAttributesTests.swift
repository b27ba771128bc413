import CollectionLayout
import Foundation
import SpringTestSupport
import Testing

@Suite struct LayoutAttributesTests {
    let cell = ElementID.cell(IndexPath(section: 0, item: 3))

    @Test func frameIsDerivedFromCenterAndSize() {
        var a = LayoutAttributes(id: cell, frame: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(a.center == Point(x: 25, y: 40))
        #expect(a.size == Size(width: 30, height: 40))
        a.frame = Rect(x: 0, y: 0, width: 2, height: 4)
        #expect(a.center == Point(x: 1, y: 2) && a.frame == Rect(x: 0, y: 0, width: 2, height: 4))
    }

    @Test func validationNamesElementFieldAndValue() {
        var a = LayoutAttributes(id: cell, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: Never.self) { try a.validate() }
        a.center.x = .nan
        #expect(validationMessage(a) == "invalid layout attributes for cell [0, 3]: center.x is nan; must be finite")
        a.center.x = 0
        a.size.width = -1
        #expect(validationMessage(a) == "invalid layout attributes for cell [0, 3]: size.width is -1.0; must not be negative")
        a.size.width = 1
        a.alpha = 1.5
        #expect(validationMessage(a) == "invalid layout attributes for cell [0, 3]: alpha is 1.5; must be between 0 and 1")
        a.alpha = 1
        a.transform3D.m34 = .infinity
        #expect(validationMessage(a) == "invalid layout attributes for cell [0, 3]: transform3D.m34 is inf; must be finite")
        a.transform3D = .identity
        a.customChannels["cornerRadius"] = -.infinity
        let header = ElementID.supplementary(.header, IndexPath(section: 2, item: 0))
        a.id = header
        #expect(validationMessage(a) == "invalid layout attributes for header [2, 0]: customChannels[cornerRadius] is -inf; must be finite")
    }

    @Test func codableRoundTrip() throws {
        var a = LayoutAttributes(id: .decoration("background", IndexPath(section: 1, item: 0)),
                                 frame: Rect(x: 1, y: 2, width: 3, height: 4))
        a.alpha = 0.25
        a.zIndex = -2
        a.isHidden = true
        a.transform = AffineTransform(rotationAngle: 0.3)
        a.customChannels = ["cornerRadius": 8, "hue": 0.5]
        let data = try JSONEncoder().encode(a)
        #expect(try JSONDecoder().decode(LayoutAttributes.self, from: data) == a)
    }

    @Test func elementIdentityOrderingAndDescriptions() {
        let ids: [ElementID] = [
            .decoration("bg", IndexPath(section: 0, item: 0)),
            .supplementary(.header, IndexPath(section: 1, item: 0)),
            .cell(IndexPath(section: 1, item: 0)),
            .cell(IndexPath(section: 0, item: 5)),
        ]
        #expect(ids.sorted().map(\.description) == ["cell [0, 5]", "cell [1, 0]", "header [1, 0]", "decoration bg [0, 0]"])
    }
}

@Suite struct CustomChannelsTests {
    @Test func inlineThenSpillStorageBehavesLikeADictionary() {
        var c = CustomChannels()
        var reference: [String: Double] = [:]
        var rng = SeededGenerator(seed: 7)
        let names = ["a", "b", "c", "d", "e", "f", "a-very-long-channel-name-over-15-bytes"]
        for _ in 0..<2_000 {
            let name = names[Int(rng.next() % UInt64(names.count))]
            if rng.next() % 4 == 0 {
                c[name] = nil
                reference[name] = nil
            } else {
                let v = Double(rng.next() % 1000)
                c[name] = v
                reference[name] = v
            }
            #expect(c.count == reference.count)
            for n in names { #expect(c[n] == reference[n]) }
        }
    }

    @Test func equalityIgnoresInsertionOrder() {
        let x: CustomChannels = ["hue": 0.5, "cornerRadius": 8]
        let y: CustomChannels = ["cornerRadius": 8, "hue": 0.5]
        #expect(x == y && x.hashValue == y.hashValue)
        #expect(x != ["cornerRadius": 8, "hue": 0.6])
        #expect(x != ["cornerRadius": 8])
    }
}

/// The validation error's message, or `nil` when the attributes are valid.
private func validationMessage(_ a: LayoutAttributes) -> String? {
    do {
        try a.validate()
        return nil
    } catch {
        return error.description
    }
}
