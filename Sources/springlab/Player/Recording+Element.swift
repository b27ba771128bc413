extension Recording {
    /// One element as drawn in one frame: an untransformed rectangle of ``width`` × ``height``
    /// centered on (``centerX``, ``centerY``) in content coordinates, with the 2-D linear
    /// transform `[a b; c d]` applied about the center (CoreGraphics convention:
    /// `x' = a·x + c·y`, `y' = b·x + d·y`). A transform's translation is folded into the center
    /// by the recorder.
    struct Element: Equatable, Sendable {
        /// What the element is; the player styles each kind differently.
        enum Kind: String, Sendable, CaseIterable {
            /// A data item's cell.
            case cell
            /// A section header.
            case header
            /// A section footer.
            case footer
            /// A supplementary view of any other kind.
            case supplementary
            /// A decoration view (drawn as a dashed outline).
            case decoration
        }

        /// A stable identity across frames, for example `"cell [0, 3]"`.
        var id: String
        /// Short text drawn in the element, for example `"3"` or `"H0"`.
        var label: String
        /// What the element is.
        var kind: Kind
        /// Center x in content coordinates, in points.
        var centerX: Double
        /// Center y in content coordinates, in points.
        var centerY: Double
        /// Untransformed width, in points.
        var width: Double
        /// Untransformed height, in points.
        var height: Double
        /// Transform entry `a` (x scale).
        var a: Double
        /// Transform entry `b`.
        var b: Double
        /// Transform entry `c`.
        var c: Double
        /// Transform entry `d` (y scale).
        var d: Double
        /// Opacity; the player clamps it to 0...1 (a spring may overshoot).
        var alpha: Double
        /// Stacking order: larger values are drawn above smaller ones; ties keep array order.
        var zIndex: Int
        /// Hidden elements are recorded but not drawn.
        var hidden: Bool

        /// Creates an element; the transform defaults to the identity.
        init(
            id: String, label: String, kind: Kind,
            centerX: Double, centerY: Double, width: Double, height: Double,
            a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1,
            alpha: Double = 1, zIndex: Int = 0, hidden: Bool = false
        ) {
            self.id = id
            self.label = label
            self.kind = kind
            self.centerX = centerX
            self.centerY = centerY
            self.width = width
            self.height = height
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.alpha = alpha
            self.zIndex = zIndex
            self.hidden = hidden
        }
    }
}
