import SpringTransitions

extension TrajectoryFormat {
    /// The bytes `"name":` of every field, for JSON records.
    static let jsonKeys: [[UInt8]] = fields.map { Array("\"\($0)\":".utf8) }

    /// Appends one record to `out`: byte for byte ``record(frame:_:first:)``, without building
    /// strings (numbers through ``DecimalText``).
    @inline(__always)
    func appendRecord(frame: ScenarioFrame, _ a: LayoutAttributes, first: Bool, to out: inout [UInt8]) {
        appendRecord(index: frame.index, time: frame.time, contentOffset: frame.contentOffset, a, first: first, to: &out)
    }

    /// Appends the record of the frame numbered `index` at `time` with `contentOffset`: byte for
    /// byte ``record(index:time:contentOffset:_:first:)``.
    func appendRecord(index: Int, time: Double, contentOffset: Point, _ a: LayoutAttributes, first: Bool, to out: inout [UInt8]) {
        let json = self == .json
        if json { out.append(contentsOf: first ? [0x0A, 0x7B] : [0x2C, 0x0A, 0x7B]) }  // "\n{" or ",\n{"
        var field = 0
        /// Starts field `field`: a separator and, in JSON, its key.
        @inline(__always) func next(_ out: inout [UInt8]) {
            if field > 0 { out.append(0x2C) }
            if json { out.append(contentsOf: Self.jsonKeys[field]) }
            field += 1
        }
        let section = a.id.indexPath.section, item = a.id.indexPath.item
        let kind: String? = if case .cell = a.id.category { nil } else { Self.kind(of: a.id) }
        let t = a.transform
        next(&out); DecimalText.appendInt(index, to: &out)
        next(&out); DecimalText.appendNumber(time, digits: 6, to: &out)
        // element, e.g. cell:1:4
        next(&out)
        if json { out.append(0x22) }
        appendKind(kind, to: &out)
        out.append(0x3A); DecimalText.appendInt(section, to: &out)
        out.append(0x3A); DecimalText.appendInt(item, to: &out)
        if json { out.append(0x22) }
        // kind
        next(&out)
        if json { out.append(0x22) }
        appendKind(kind, to: &out)
        if json { out.append(0x22) }
        next(&out); DecimalText.appendInt(section, to: &out)
        next(&out); DecimalText.appendInt(item, to: &out)
        next(&out); DecimalText.appendNumber(a.center.x, digits: 6, to: &out)
        next(&out); DecimalText.appendNumber(a.center.y, digits: 6, to: &out)
        next(&out); DecimalText.appendNumber(a.size.width, digits: 6, to: &out)
        next(&out); DecimalText.appendNumber(a.size.height, digits: 6, to: &out)
        next(&out); DecimalText.appendNumber(a.alpha, digits: 9, to: &out)
        next(&out); DecimalText.appendInt(a.zIndex, to: &out)
        next(&out); out.append(a.isHidden ? 0x31 : 0x30)
        next(&out); DecimalText.appendNumber(t.a, digits: 9, to: &out)
        next(&out); DecimalText.appendNumber(t.b, digits: 9, to: &out)
        next(&out); DecimalText.appendNumber(t.c, digits: 9, to: &out)
        next(&out); DecimalText.appendNumber(t.d, digits: 9, to: &out)
        next(&out); DecimalText.appendNumber(t.tx, digits: 6, to: &out)
        next(&out); DecimalText.appendNumber(t.ty, digits: 6, to: &out)
        next(&out); DecimalText.appendNumber(contentOffset.x, digits: 6, to: &out)
        next(&out); DecimalText.appendNumber(contentOffset.y, digits: 6, to: &out)
        out.append(json ? 0x7D : 0x0A)  // "}" or "\n"
    }

    /// `cell` for `nil`, otherwise the (sanitised) kind.
    @inline(__always)
    private func appendKind(_ kind: String?, to out: inout [UInt8]) {
        if let kind {
            out.append(contentsOf: kind.utf8)
        } else {
            out.append(contentsOf: [0x63, 0x65, 0x6C, 0x6C])  // cell
        }
    }
}
