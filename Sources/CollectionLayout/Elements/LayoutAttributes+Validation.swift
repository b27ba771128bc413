extension LayoutAttributes {
    /// Checks every field: all numbers finite, width and height non-negative, alpha in [0, 1].
    ///
    /// - Throws: ``LayoutAttributesError`` naming the element, the field and the value.
    public func validate() throws(LayoutAttributesError) {
        try check("center.x", center.x)
        try check("center.y", center.y)
        try check("size.width", size.width, nonNegative: true)
        try check("size.height", size.height, nonNegative: true)
        try check("transform.a", transform.a)
        try check("transform.b", transform.b)
        try check("transform.c", transform.c)
        try check("transform.d", transform.d)
        try check("transform.tx", transform.tx)
        try check("transform.ty", transform.ty)
        if !transform3D.isFinite {
            let t = transform3D
            let entries: [(String, Double)] = [
                ("m11", t.m11), ("m12", t.m12), ("m13", t.m13), ("m14", t.m14),
                ("m21", t.m21), ("m22", t.m22), ("m23", t.m23), ("m24", t.m24),
                ("m31", t.m31), ("m32", t.m32), ("m33", t.m33), ("m34", t.m34),
                ("m41", t.m41), ("m42", t.m42), ("m43", t.m43), ("m44", t.m44),
            ]
            for (name, value) in entries { try check("transform3D.\(name)", value) }
        }
        try check("alpha", alpha)
        if alpha < 0 || alpha > 1 {
            throw LayoutAttributesError(element: id, field: "alpha", value: alpha, requirement: "must be between 0 and 1")
        }
        for entry in customChannels { try check("customChannels[\(entry.name)]", entry.value) }
    }

    private func check(_ field: String, _ value: Double, nonNegative: Bool = false) throws(LayoutAttributesError) {
        guard value.isFinite else {
            throw LayoutAttributesError(element: id, field: field, value: value, requirement: "must be finite")
        }
        if nonNegative && value < 0 {
            throw LayoutAttributesError(element: id, field: field, value: value, requirement: "must not be negative")
        }
    }
}
