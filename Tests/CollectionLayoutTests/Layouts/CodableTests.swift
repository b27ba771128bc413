import CollectionLayout
import SpringTestSupport
import Foundation
import Testing

@Suite struct CodableTests {
    func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test func dataCountsEncodeAsAnArrayAndValidateOnDecoding() throws {
        let counts = try DataCounts([5, 0, 3])
        #expect(try roundTrip(counts) == counts)
        #expect(String(decoding: try JSONEncoder().encode(counts), as: UTF8.self) == "[5,0,3]")
        var message: String?
        do {
            _ = try JSONDecoder().decode(DataCounts.self, from: Data("[2,-1]".utf8))
        } catch let DecodingError.dataCorrupted(context) {
            message = context.debugDescription
        }
        #expect(message == "invalid data counts: itemsPerSection[1] is -1; must not be negative")
        #expect(errorMessage { _ = try DataCounts(sections: -2, itemsPerSection: 1) } == "invalid data counts: sections is -2; must not be negative")
    }

    @Test func dataCountsFlatIndices() throws {
        let counts = try DataCounts([2, 0, 3])
        #expect(counts.totalItems == 5 && counts.numberOfSections == 3)
        #expect(counts.flatIndex(of: IndexPath(section: 2, item: 1)) == 3)
        #expect(counts.indexPath(forFlatIndex: 2) == IndexPath(section: 2, item: 0))
        #expect(counts.indexPath(forFlatIndex: 5) == nil && counts.flatIndex(of: IndexPath(section: 1, item: 0)) == nil)
        for flat in 0..<5 { #expect(counts.flatIndex(of: counts.indexPath(forFlatIndex: flat)!) == flat) }
    }

    @Test func contextsConfigurationsAndPositions() throws {
        let ctx = LayoutContext(boundsSize: Size(width: 320, height: 480), contentInset: EdgeInsets(top: 20, left: 0, bottom: 34, right: 0),
                                contentOffset: Point(x: 0, y: -20), dataCounts: try DataCounts([3, 4]))
        #expect(try roundTrip(ctx) == ctx)
        let flow = FlowLayout.Configuration(scrollDirection: .horizontal, itemSize: Size(width: 10, height: 20), minimumLineSpacing: 3,
                                            minimumInteritemSpacing: 4, sectionInset: EdgeInsets(all: 5),
                                            headerReferenceSize: Size(width: 6, height: 7), footerReferenceSize: Size(width: 8, height: 9),
                                            sectionHeadersPinToVisibleBounds: true, lineAlignment: .leading)
        #expect(try roundTrip(flow) == flow)
        let grid = GridLayout.Configuration(columns: 4, aspectRatio: 0.75, interitemSpacing: 2, lineSpacing: 3, sectionInset: EdgeInsets(all: 1))
        #expect(try roundTrip(grid) == grid)
        let circle = CircleLayout.Configuration(itemSize: Size(width: 3, height: 4), radius: 120, startAngle: 0.5, rotatesItems: true)
        #expect(try roundTrip(circle) == circle)
        var stack = StackLayout.Configuration(topIndex: 2, rotationStep: 0.1)
        #expect(try roundTrip(stack) == stack)
        stack.dismissedOffset = Point(x: 0, y: -900)
        #expect(try roundTrip(stack) == stack)
        let position = ScrollPosition.bottom.combined(with: .centeredHorizontally)
        #expect(try roundTrip(position) == position)
        let geometry = ScrollGeometry(boundsSize: Size(width: 1, height: 2), contentSize: Size(width: 3, height: 4), contentInset: EdgeInsets(all: 5))
        #expect(try roundTrip(geometry) == geometry)
        let updates: [UpdateItem] = [.insertItem(IndexPath(section: 0, item: 1)), .moveItem(from: IndexPath(section: 1, item: 0), to: IndexPath(section: 0, item: 0)),
                                     .deleteSection(3), .moveSection(from: 1, to: 2), .reloadItem(IndexPath(section: 2, item: 2))]
        #expect(try roundTrip(updates) == updates)
    }
}
