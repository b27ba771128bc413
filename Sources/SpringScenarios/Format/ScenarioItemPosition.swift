import SpringTransitions

/// A cell and where to show it: `{"indexPath": [1, 10], "position": "centeredVertically"}`.
public struct ScenarioItemPosition: Sendable, Hashable, Decodable {
    /// The cell.
    public var indexPath: IndexPath
    /// Where in the visible area (`ScrollPosition`, by name: `top`, `centeredVertically`,
    /// `bottom`, `left`, `centeredHorizontally`, `right`, `none`; or
    /// `{"vertical": "top", "horizontal": "left"}`).
    public var position: ScrollPosition

    /// The cell at `indexPath` at `position`.
    public init(indexPath: IndexPath, position: ScrollPosition) {
        self.indexPath = indexPath
        self.position = position
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case indexPath, position }

    /// Decodes `{"indexPath": [s, i], "position": name}`.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        self.init(indexPath: try ScenarioCoding.indexPath(c, .indexPath), position: try ScenarioCoding.scrollPosition(c, .position))
    }
}
