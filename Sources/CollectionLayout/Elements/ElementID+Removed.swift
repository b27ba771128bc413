// The identities removed elements take while an animated update runs.

extension ElementID {
    /// The identity a removed element takes while an animated batch update, bounds change or
    /// layout-to-layout navigation runs.
    ///
    /// After an update, index paths name the *new* data: the old item `[0, 2]` may be deleted while
    /// the old item `[0, 3]` becomes the new `[0, 2]`. A removed element therefore cannot keep its
    /// old identity while it fades out next to the new elements; it becomes a decoration view whose
    /// kind records its old category and whose index path is its old one, for example
    /// `removed(.cell([0, 2]))` is `decoration removed-cell [0, 2]`, and a removed header is
    /// `decoration removed-supplementary:header [1, 0]`. It leaves when the transition ends.
    /// ``removedOriginal`` turns it back.
    public static func removed(_ element: ElementID) -> ElementID {
        let kind: String
        switch element.category {
        case .cell: kind = Self.removedCellKind
        case .supplementary(let k): kind = Self.removedSupplementaryPrefix + k.rawValue
        case .decoration(let k): kind = Self.removedDecorationPrefix + k.rawValue
        }
        return .decoration(ElementKind(rawValue: kind), element.indexPath)
    }

    /// The identity before the update of an element renamed by ``removed(_:)``, or `nil` when this
    /// identity is not such a name.
    public var removedOriginal: ElementID? {
        guard case .decoration(let kind) = category else { return nil }
        let raw = kind.rawValue
        if raw == Self.removedCellKind { return .cell(indexPath) }
        if raw.hasPrefix(Self.removedSupplementaryPrefix) {
            return .supplementary(ElementKind(rawValue: String(raw.dropFirst(Self.removedSupplementaryPrefix.count))), indexPath)
        }
        if raw.hasPrefix(Self.removedDecorationPrefix) {
            return .decoration(ElementKind(rawValue: String(raw.dropFirst(Self.removedDecorationPrefix.count))), indexPath)
        }
        return nil
    }

    /// ``removed(_:)`` of this identity, unless it already is such a name (an element that was
    /// disappearing in an interrupted transition keeps its name).
    package var removedName: ElementID { removedOriginal == nil ? .removed(self) : self }

    static let removedCellKind = "removed-cell"
    static let removedSupplementaryPrefix = "removed-supplementary:"
    static let removedDecorationPrefix = "removed-decoration:"
}
