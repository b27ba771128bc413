extension Optional {
    /// The wrapped value of an optional that an invariant of the package guarantees is not `nil`;
    /// traps with a message naming the invariant otherwise (instead of a bare force unwrap).
    @inlinable
    package func invariant(_ invariant: @autoclosure () -> String) -> Wrapped {
        guard let value = self else { preconditionFailure("broken invariant: \(invariant())") }
        return value
    }
}
