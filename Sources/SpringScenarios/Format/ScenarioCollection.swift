import SpringTransitions

/// The collection view a scenario starts with: data, bounds, inset and scroll position.
///
/// ```json
/// {"sections": [20, 20, 20], "bounds": {"width": 390, "height": 844},
///  "contentInset": {"top": 0}, "contentOffset": {"x": 0, "y": 120}}
/// ```
public struct ScenarioCollection: Sendable, Hashable, Decodable {
    /// The number of items in each section.
    public var sections: [Int]
    /// The size of the visible area, in points.
    public var bounds: Size
    /// The content inset (every edge optional in JSON, default 0).
    public var contentInset: EdgeInsets
    /// The initial content offset; `nil` for the top left (below and right of the inset).
    public var contentOffset: Point?
    /// Instead of ``contentOffset``: start scrolled so that this cell is at this position.
    public var scrollTo: ScenarioItemPosition?

    /// A collection of `sections` in `bounds`.
    public init(sections: [Int], bounds: Size, contentInset: EdgeInsets = .zero, contentOffset: Point? = nil,
                scrollTo: ScenarioItemPosition? = nil) {
        self.sections = sections
        self.bounds = bounds
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.scrollTo = scrollTo
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case sections, bounds, contentInset, contentOffset, scrollTo }

    /// Decodes the object; `sections` and `bounds` are required.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        self.init(
            sections: try c.decode([Int].self, forKey: .sections),
            bounds: try c.decode(.bounds, with: ScenarioCoding.size),
            contentInset: try c.decodeIfPresent(.contentInset, with: ScenarioCoding.insets) ?? .zero,
            contentOffset: try c.decodeIfPresent(.contentOffset, with: ScenarioCoding.point),
            scrollTo: try c.decodeIfPresent(ScenarioItemPosition.self, forKey: .scrollTo))
        if contentOffset != nil && scrollTo != nil {
            throw ScenarioCoding.failure(c.codingPath + [CodingKeys.scrollTo], "give either 'contentOffset' or 'scrollTo', not both")
        }
    }
}
