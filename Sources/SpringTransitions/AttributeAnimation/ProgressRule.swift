/// How an animation measures its progress (see ``AttributeAnimation/progress``).
enum ProgressRule {
    /// Projection onto the from → to vector of (centerX, centerY, width, height): progress is
    /// Σ weights[k] · (x_k − from_k) with weights[k] = Δ_k / |Δ|².
    case geometric(InlineArray<4, Double>)
    /// (x − from) / (to − from) of one channel (index into the table).
    case channel(Int)
    /// Nothing travels: progress is 1.
    case complete
}
