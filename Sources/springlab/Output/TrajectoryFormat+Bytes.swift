import SpringScenarios
import SpringTransitions

extension TrajectoryFormat {
    /// The bytes `"name":` of every field, for JSON records, concatenated; ``jsonKeyRanges`` says where each is.
    static let jsonKeyBytes: [UInt8] = fields.flatMap { Array("\"\($0)\":".utf8) }
    static let jsonKeyRanges: [Range<Int>] = {
        var start = 0
        return fields.map { name in
            let length = name.utf8.count + 3
            defer { start += length }
            return start..<(start + length)
        }
    }()

    /// The most bytes ``write(index:time:contentOffset:_:first:to:)`` writes for `a`.
    func maximumRecordLength(_ a: LayoutAttributes) -> Int {
        let kindLength = if case .cell = a.id.category { 4 } else { 4 * (a.id.category.kind?.rawValue.utf8.count ?? 0) + 8 }
        return 2 * kindLength + Self.fields.count * (DecimalText.maximumNumberLength + 2) + Self.jsonKeyBytes.count + 16
    }

    /// Appends one record to `sink`: byte for byte ``record(frame:_:first:)``.
    @inline(__always)
    func write(frame: ScenarioFrame, _ a: LayoutAttributes, first: Bool, to sink: TextSink) throws(CLIError) {
        try sink.append(reserving: maximumRecordLength(a)) { cursor in
            write(index: frame.index, time: frame.time, contentOffset: frame.contentOffset,
                  contentOffsetVelocity: frame.contentOffsetVelocity, a, first: first, to: &cursor)
        }
    }

    /// Appends the record of the frame numbered `index` at `time` with `contentOffset` to `out`:
    /// byte for byte ``record(index:time:contentOffset:_:first:)``.
    func appendRecord(index: Int, time: Double, contentOffset: Point, contentOffsetVelocity: Point = .zero,
                      _ a: LayoutAttributes, first: Bool, to out: inout [UInt8]) {
        out.append(reserving: maximumRecordLength(a)) { cursor in
            write(index: index, time: time, contentOffset: contentOffset, contentOffsetVelocity: contentOffsetVelocity, a,
                  first: first, to: &cursor)
        }
    }

    /// Writes the record through `out`, which must have room for ``maximumRecordLength(_:)`` bytes;
    /// numbers through ``DecimalText``, no strings built (except for kinds other than cells).
    func write(index: Int, time: Double, contentOffset: Point, contentOffsetVelocity: Point = .zero,
               _ a: LayoutAttributes, first: Bool, to out: inout ByteCursor) {
        let json = self == .json
        if json {
            if !first { out.put(0x2C) }
            out.put(0x0A); out.put(0x7B)  // ",\n{" or "\n{"
        }
        var field = 0
        /// Starts the next field: a separator and, in JSON, its key.
        @inline(__always) func next(_ out: inout ByteCursor) {
            if field > 0 { out.put(0x2C) }
            if json {
                Self.jsonKeyBytes.withUnsafeBufferPointer { out.put(UnsafeBufferPointer(rebasing: $0[Self.jsonKeyRanges[field]])) }
            }
            field += 1
        }
        let section = a.id.indexPath.section, item = a.id.indexPath.item
        let kind: String? = if case .cell = a.id.category { nil } else { Self.kind(of: a.id) }
        let t = a.transform
        next(&out); DecimalText.write(index, to: &out)
        next(&out); DecimalText.write(time, digits: 6, to: &out)
        // element, e.g. cell:1:4
        next(&out)
        if json { out.put(0x22) }
        Self.writeKind(kind, to: &out)
        out.put(0x3A); DecimalText.write(section, to: &out)
        out.put(0x3A); DecimalText.write(item, to: &out)
        if json { out.put(0x22) }
        // kind
        next(&out)
        if json { out.put(0x22) }
        Self.writeKind(kind, to: &out)
        if json { out.put(0x22) }
        next(&out); DecimalText.write(section, to: &out)
        next(&out); DecimalText.write(item, to: &out)
        next(&out); DecimalText.write(a.center.x, digits: 6, to: &out)
        next(&out); DecimalText.write(a.center.y, digits: 6, to: &out)
        next(&out); DecimalText.write(a.size.width, digits: 6, to: &out)
        next(&out); DecimalText.write(a.size.height, digits: 6, to: &out)
        next(&out); DecimalText.write(a.alpha, digits: 9, to: &out)
        next(&out); DecimalText.write(a.zIndex, to: &out)
        next(&out); out.put(a.isHidden ? 0x31 : 0x30)
        next(&out); DecimalText.write(t.a, digits: 9, to: &out)
        next(&out); DecimalText.write(t.b, digits: 9, to: &out)
        next(&out); DecimalText.write(t.c, digits: 9, to: &out)
        next(&out); DecimalText.write(t.d, digits: 9, to: &out)
        next(&out); DecimalText.write(t.tx, digits: 6, to: &out)
        next(&out); DecimalText.write(t.ty, digits: 6, to: &out)
        next(&out); DecimalText.write(contentOffset.x, digits: 6, to: &out)
        next(&out); DecimalText.write(contentOffset.y, digits: 6, to: &out)
        next(&out); DecimalText.write(contentOffsetVelocity.x, digits: 6, to: &out)
        next(&out); DecimalText.write(contentOffsetVelocity.y, digits: 6, to: &out)
        out.put(json ? 0x7D : 0x0A)  // "}" or "\n"
    }

    /// `cell` for `nil`, otherwise the (sanitised) kind.
    @inline(__always)
    private static func writeKind(_ kind: String?, to out: inout ByteCursor) {
        if let kind {
            out.put(kind)
        } else {
            out.put(0x63); out.put(0x65); out.put(0x6C); out.put(0x6C)  // cell
        }
    }
}
