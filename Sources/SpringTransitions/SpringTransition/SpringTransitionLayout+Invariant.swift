extension SpringTransitionLayout {
    /// Runs a batch mutation whose inputs the transition validated before changing anything (finite
    /// values, channels it owns), so the batch cannot refuse it. If it does all the same, the
    /// transition's bookkeeping is broken: trap with a message naming `invariant` and the error,
    /// rather than continue with a half-updated batch.
    static func invariant<T>(_ invariant: String, _ body: () throws -> T) -> T {
        do {
            return try body()
        } catch {
            preconditionFailure("SpringTransitionLayout: \(invariant) was refused (\(error)); the transition's channel bookkeeping is inconsistent")
        }
    }
}
