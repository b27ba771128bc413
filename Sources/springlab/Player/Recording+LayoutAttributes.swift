import SpringTransitions

extension Recording.Element {
    /// Records `attributes` as drawn: the transform's translation is folded into the center and
    /// `transform3D` is ignored (the player is 2-D).
    ///
    /// `label` defaults to ``defaultLabel(for:)``.
    init(_ attributes: LayoutAttributes, label: String? = nil) {
        let t = attributes.transform
        self.init(
            id: attributes.id.description,
            label: label ?? Self.defaultLabel(for: attributes.id),
            kind: Kind(attributes.id.category),
            centerX: attributes.center.x + t.tx, centerY: attributes.center.y + t.ty,
            width: attributes.size.width, height: attributes.size.height,
            a: t.a, b: t.b, c: t.c, d: t.d,
            alpha: attributes.alpha, zIndex: attributes.zIndex, hidden: attributes.isHidden
        )
    }

    /// The text drawn in an element: the item for cells and the exchange snapshot of a cell
    /// (`"3"`, or `"2.3"` outside section 0),
    /// `"H2"` / `"F2"` for the header / footer of section 2, and the kind's first letter plus
    /// the section for other supplementary and decoration views.
    static func defaultLabel(for id: ElementID) -> String {
        let path = id.indexPath
        switch id.category {
        case .cell: return path.section == 0 ? "\(path.item)" : "\(path.section).\(path.item)"
        case .supplementary(.header): return "H\(path.section)"
        case .supplementary(.footer): return "F\(path.section)"
        case .decoration(.exchangeSnapshot):
            return defaultLabel(for: .cell(path))
        case .supplementary(let kind), .decoration(let kind):
            return "\(kind.rawValue.first.map { String($0).uppercased() } ?? "?")\(path.section)"
        }
    }
}

extension Recording.Element.Kind {
    /// The player kind of an element category: headers and footers by their kind name; the
    /// exchange snapshot (a decoration that carries the dragged cell) as a cell.
    init(_ category: ElementCategory) {
        switch category {
        case .cell, .decoration(.exchangeSnapshot): self = .cell
        case .supplementary(.header): self = .header
        case .supplementary(.footer): self = .footer
        case .supplementary: self = .supplementary
        case .decoration: self = .decoration
        }
    }
}
