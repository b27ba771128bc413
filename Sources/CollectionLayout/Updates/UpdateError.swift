/// A batch update was refused. Nothing was changed.
///
/// ``description`` says exactly what was wrong, for example
/// `"cannot delete item [0, 7]: section 0 has 5 items"`.
public struct UpdateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake the update contains.
    public enum Kind: Sendable, Hashable {
        /// An index path or section index does not exist before (old side) or after (new side) the update.
        case outOfRange
        /// The same element is named twice by the same kind of change, or two moves share a destination.
        case duplicate
        /// Two changes contradict each other (delete and move the same item, insert into a section
        /// that is itself inserted...).
        case contradiction
        /// The given new counts do not equal the old counts plus inserts minus deletes plus or minus moves.
        case countMismatch
        /// The layout could not be prepared for the new data; see ``layoutError``.
        case layout
    }

    /// The kind of mistake.
    public var kind: Kind
    /// The full message.
    public var description: String
    /// The layout's error, for ``Kind/layout``.
    public var layoutError: LayoutError?

    /// Creates an error.
    public init(_ kind: Kind, _ description: String, layoutError: LayoutError? = nil) {
        self.kind = kind
        self.description = description
        self.layoutError = layoutError
    }

    /// The layout refused the updated data: `"the layout rejected the update: <layout error>"`.
    public static func layout(_ error: LayoutError) -> UpdateError {
        UpdateError(.layout, "the layout rejected the update: \(error.description)", layoutError: error)
    }
}
