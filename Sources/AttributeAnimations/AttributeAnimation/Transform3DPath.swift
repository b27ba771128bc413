/// The path of an ``AttributeAnimation``'s 3-D transform: the matrices at progress 0 and 1 of its
/// ``AnimationChannel/transform3D`` channel and their decompositions. Immutable (a retargeted
/// element that keeps its path shares it); only animations whose 3-D transform is not exactly
/// the identity at both ends have one.
package final class Transform3DPath {
    /// The decomposition of ``fromMatrix``, or `nil` (no interpolation: the transform switches at
    /// progress 0.5).
    package let from: Transform3D.Components?
    /// The decomposition of ``toMatrix``, or `nil`.
    package let to: Transform3D.Components?
    /// The matrix at progress 0.
    package let fromMatrix: Transform3D
    /// The matrix at progress 1.
    package let toMatrix: Transform3D

    /// A path from `fromMatrix` to `toMatrix` with the given decompositions.
    package init(from: Transform3D.Components?, to: Transform3D.Components?, fromMatrix: Transform3D, toMatrix: Transform3D) {
        self.from = from
        self.to = to
        self.fromMatrix = fromMatrix
        self.toMatrix = toMatrix
    }

    /// The path between two matrices without decompositions, or `nil` when both are exactly the
    /// identity (bit for bit).
    package static func fixed(from: Transform3D, to: Transform3D) -> Transform3DPath? {
        from.isExactlyIdentity && to.isExactlyIdentity ? nil : Transform3DPath(from: nil, to: nil, fromMatrix: from, toMatrix: to)
    }
}
