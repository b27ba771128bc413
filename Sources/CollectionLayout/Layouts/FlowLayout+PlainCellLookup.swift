// A flow layout's cells come from its store unchanged (only headers may be pinned), so the
// transitions read them as plain cell geometry.

extension FlowLayout: PlainCellLookup {
    /// The store (cells come from it unchanged; only headers may be pinned).
    package var cellStore: AttributeStore { store }
}
