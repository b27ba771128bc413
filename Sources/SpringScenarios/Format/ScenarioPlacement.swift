import SpringTransitions

/// Where a transition leaves the content offset: a cell at a scroll position (STTransitionLayout's
/// `toContentOffset` for an index path), cells placed as TLLayoutTransitioning does, or an
/// explicit offset.
///
/// In JSON, one of:
/// - `{"indexPath": [1, 10], "position": "centeredVertically"}`:
///   `SpringTransitionLayout/setToContentOffset(for:at:)`;
/// - `{"indexPaths": [[0, 3], [0, 4]], "placement": "center", "anchor": {"x": 0.5, "y": 0},
///   "inset": {"top": 20}}` (or a single `"indexPath"`): `toContentOffset(placing:in:from:placement:options:currentOffset:currentBoundsSize:currentContentInset:)`
///   with `placement` one of `minimal`, `visible`, `center`, `top`, `left`, `bottom`, `right`;
///   `anchor`, `inset` and `arithmetic` (`"springTransitions"`, the default, or
///   `"tlLayoutTransitioning"`: `PlacementArithmetic`) optional;
/// - `{"contentOffset": {"x": 0, "y": 400}}`: `SpringTransitionLayout/setToContentOffset(_:)`.
public enum ScenarioPlacement: Sendable, Hashable, Decodable {
    /// The cell at a scroll position in the next layout.
    case item(ScenarioItemPosition)
    /// Cells placed by a `ContentOffsetPlacement` with options (anchor and inset).
    case cells([IndexPath], ContentOffsetPlacement, PlacementOptions)
    /// An explicit target offset, not clamped.
    case contentOffset(Point)

    enum CodingKeys: String, CodingKey, CaseIterable { case indexPath, indexPaths, position, placement, anchor, inset, arithmetic, contentOffset }

    /// Decodes one of the three forms.
    ///
    /// - Throws: `DecodingError` for a mix of forms, a missing part or a bad value.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        let path = c.codingPath
        if c.contains(.contentOffset) {
            for key in [CodingKeys.indexPath, .indexPaths, .position, .placement, .anchor, .inset, .arithmetic] where c.contains(key) {
                throw ScenarioCoding.failure(path + [key], "'\(key.stringValue)' cannot be combined with 'contentOffset'")
            }
            self = .contentOffset(try c.decode(.contentOffset, with: ScenarioCoding.point))
            return
        }
        var indexPaths: [IndexPath] = []
        if c.contains(.indexPath) && c.contains(.indexPaths) {
            throw ScenarioCoding.failure(path + [CodingKeys.indexPaths], "give either 'indexPath' or 'indexPaths', not both")
        } else if c.contains(.indexPath) {
            indexPaths = [try ScenarioCoding.indexPath(c, .indexPath)]
        } else if c.contains(.indexPaths) {
            indexPaths = try c.decode([IndexPathArray].self, forKey: .indexPaths).map(\.indexPath)
            guard !indexPaths.isEmpty else { throw ScenarioCoding.failure(path + [CodingKeys.indexPaths], "give at least one index path") }
        } else {
            throw ScenarioCoding.failure(path, "a placement needs 'indexPath' (with 'position' or 'placement'), 'indexPaths' (with 'placement') or 'contentOffset'")
        }
        switch (c.contains(.position), c.contains(.placement)) {
        case (true, true):
            throw ScenarioCoding.failure(path + [CodingKeys.placement], "give either 'position' or 'placement', not both")
        case (true, false):
            guard indexPaths.count == 1, !c.contains(.indexPaths) else {
                throw ScenarioCoding.failure(path + [CodingKeys.position], "'position' places one 'indexPath'; use 'placement' for several cells")
            }
            for key in [CodingKeys.anchor, .inset, .arithmetic] where c.contains(key) {
                throw ScenarioCoding.failure(path + [key], "'\(key.stringValue)' goes with 'placement', not with 'position'")
            }
            self = .item(ScenarioItemPosition(indexPath: indexPaths[0], position: try ScenarioCoding.scrollPosition(c, .position)))
        case (false, true):
            var arithmetic = PlacementArithmetic.springTransitions
            if let name = try c.decodeIfPresent(String.self, forKey: .arithmetic) {
                guard let known = PlacementArithmetic(rawValue: name) else {
                    throw ScenarioCoding.failure(path + [CodingKeys.arithmetic],
                                                 "unknown placement arithmetic '\(name)'; known: \(PlacementArithmetic.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                arithmetic = known
            }
            let options = PlacementOptions(anchor: try c.decodeIfPresent(.anchor, with: ScenarioCoding.point),
                                           inset: try c.decodeIfPresent(.inset, with: ScenarioCoding.insets) ?? .zero,
                                           arithmetic: arithmetic)
            self = .cells(indexPaths, try ScenarioCoding.placement(c, .placement), options)
        case (false, false):
            throw ScenarioCoding.failure(path, "a placement of cells needs 'position' (a scroll position) or 'placement' (minimal, visible, center, top, left, bottom, right)")
        }
    }
}
