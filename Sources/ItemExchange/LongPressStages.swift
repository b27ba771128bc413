/// Zero, one or two long-press stages, each with the time it happened, produced by one input to a
/// ``LongPressRecognizer``. A fixed-size value: producing and iterating it never allocates.
public struct LongPressStages: Sequence, Sendable, Hashable {
    private var first: (LongPressStage, Double)?
    private var second: (LongPressStage, Double)?

    /// No stage.
    public init() {}

    /// The number of stages, 0 to 2.
    public var count: Int { (first == nil ? 0 : 1) + (second == nil ? 0 : 1) }

    /// Appends a stage; at most two fit (a third replaces nothing and is dropped).
    mutating func append(_ stage: LongPressStage, at time: Double) {
        if first == nil { first = (stage, time) } else if second == nil { second = (stage, time) }
    }

    /// The stages in order.
    public func makeIterator() -> Iterator { Iterator(stages: self, index: 0) }

    /// Iterates the stages with their times.
    public struct Iterator: IteratorProtocol {
        let stages: LongPressStages
        var index: Int

        /// The next stage and its time.
        public mutating func next() -> (stage: LongPressStage, time: Double)? {
            defer { index += 1 }
            switch index {
            case 0: return stages.first.map { ($0.0, $0.1) }
            case 1: return stages.second.map { ($0.0, $0.1) }
            default: return nil
            }
        }
    }

    public static func == (lhs: LongPressStages, rhs: LongPressStages) -> Bool {
        lhs.first?.0 == rhs.first?.0 && lhs.first?.1 == rhs.first?.1
            && lhs.second?.0 == rhs.second?.0 && lhs.second?.1 == rhs.second?.1
    }

    public func hash(into hasher: inout Hasher) {
        for (stage, time) in self {
            hasher.combine(stage)
            hasher.combine(time)
        }
    }
}
