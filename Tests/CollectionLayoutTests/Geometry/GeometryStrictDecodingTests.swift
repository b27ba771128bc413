import Foundation
import Testing
import CollectionLayout

/// Geometry and scroll positions decode strictly: a misspelt key is an error at its own path
/// that lists the known keys, instead of a member silently ignored (or a confusing "missing key").
@Suite struct GeometryStrictDecodingTests {
    /// The path and message of the `dataCorrupted` error decoding `json` as `T` throws.
    func corruption<T: Decodable>(_ type: T.Type, _ json: String) -> (path: [String], message: String)? {
        do {
            _ = try JSONDecoder().decode(T.self, from: Data(json.utf8))
        } catch let DecodingError.dataCorrupted(context) {
            return (context.codingPath.map(\.stringValue), context.debugDescription)
        } catch {
            return nil
        }
        return nil
    }

    @Test func misspeltKeysAreRefusedAtTheirPath() throws {
        let size = try #require(corruption(Size.self, #"{"width": 1, "height": 2, "heigth": 3}"#))
        #expect(size.path == ["heigth"] && size.message == "unknown key 'heigth'; known keys: width, height")
        let point = try #require(corruption(Point.self, #"{"x": 1, "y": 2, "z": 3}"#))
        #expect(point.path == ["z"] && point.message == "unknown key 'z'; known keys: x, y")
        let insets = try #require(corruption(EdgeInsets.self, #"{"top": 1, "left": 0, "bottom": 0, "right": 0, "botom": 2}"#))
        #expect(insets.path == ["botom"] && insets.message == "unknown key 'botom'; known keys: top, left, bottom, right")
        let position = try #require(corruption(ScrollPosition.self, #"{"vertical": "top", "horizntal": "left"}"#))
        #expect(position.path == ["horizntal"] && position.message == "unknown key 'horizntal'; known keys: vertical, horizontal")
        // Nested: the path leads to the key.
        let nested = try #require(corruption([String: Size].self, #"{"itemSize": {"width": 1, "heigth": 2}}"#))
        #expect(nested.path == ["itemSize", "heigth"])
    }

    @Test func theEncodedFormsStillRoundTrip() throws {
        let attributes = LayoutAttributes(id: .cell(IndexPath(section: 0, item: 3)), frame: Rect(x: 1, y: 2, width: 30, height: 40))
        let data = try JSONEncoder().encode(attributes)
        #expect(try JSONDecoder().decode(LayoutAttributes.self, from: data) == attributes)
        for position in [ScrollPosition.none, .top, .centeredHorizontally, .top.combined(with: .right)] {
            #expect(try JSONDecoder().decode(ScrollPosition.self, from: JSONEncoder().encode(position)) == position)
        }
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(try JSONDecoder().decode(EdgeInsets.self, from: JSONEncoder().encode(insets)) == insets)
        #expect(try JSONDecoder().decode(Point.self, from: JSONEncoder().encode(Point(x: -1, y: 5))) == Point(x: -1, y: 5))
    }
}
