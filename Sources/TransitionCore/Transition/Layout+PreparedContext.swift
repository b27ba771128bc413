extension Layout {
    /// The context the layout was prepared with, or ``TransitionError/layoutNotPrepared(role:)``
    /// naming `role` (a layout conformance that does not record its context, or one that was
    /// never prepared).
    package func requirePreparedContext(_ role: String) throws(TransitionError) -> LayoutContext {
        guard let context = preparedContext else { throw .layoutNotPrepared(role: role) }
        return context
    }
}
