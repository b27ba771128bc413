import SpringTransitions

/// An animation provider that delays every cell by the column it starts in: the grid folds into
/// the list column by column. Headers and footers move at once.
struct WaveProvider: AttributeAnimationProviding {
    /// Scenario parameters: `{"columnWidth": 94, "delayPerColumn": 0.08, "spring": {…}}`.
    struct Parameters: Decodable {
        var columnWidth = 100.0
        var delayPerColumn = 0.05
        var spring = Spring.smooth

        init() {}

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            columnWidth = try c.decodeIfPresent(Double.self, forKey: .columnWidth) ?? columnWidth
            delayPerColumn = try c.decodeIfPresent(Double.self, forKey: .delayPerColumn) ?? delayPerColumn
            spring = try c.decodeIfPresent(Spring.self, forKey: .spring) ?? spring
            guard columnWidth.isFinite, columnWidth > 0 else {
                throw DecodingError.dataCorruptedError(forKey: .columnWidth, in: c, debugDescription: "columnWidth is \(columnWidth); must be positive")
            }
            guard delayPerColumn.isFinite, delayPerColumn >= 0 else {
                throw DecodingError.dataCorruptedError(forKey: .delayPerColumn, in: c, debugDescription: "delayPerColumn is \(delayPerColumn); must not be negative")
            }
        }

        enum CodingKeys: String, CodingKey { case columnWidth, delayPerColumn, spring }
    }

    var parameters: Parameters

    func animation(for context: AnimationContext) -> AttributeAnimation? {
        let animation = AttributeAnimation(context: context, springs: ChannelSprings(parameters.spring))
        if context.element.isCell && !context.isMoving {
            let column = (context.from.frame.minX / parameters.columnWidth).rounded(.down)
            animation.delay = Swift.max(0, column) * parameters.delayPerColumn
        }
        return animation
    }
}
