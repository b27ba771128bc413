import IntegratorLab
import ArgumentParser
import SpringScenarios
import SpringTransitions

/// The per-frame trajectories `springlab simulate` writes: one record per element per frame.
///
/// Fields, in order: `frame`, `t` (s), `element` (`cell:1:4`, `header:1:0`, `footer:…`,
/// `<kind>:s:i` for other supplementary and decoration views), `kind` (`cell`, `header`,
/// `footer`, the supplementary or decoration kind), `section`, `item`, `center_x`, `center_y`,
/// `width`, `height`, `alpha`, `z_index`, `hidden` (0/1), transform `a`, `b`, `c`, `d`, `tx`,
/// `ty`, and the frame's `offset_x`, `offset_y` and the offset's velocity `offset_vx`,
/// `offset_vy` (points per second: a scroll gesture's or a spring transition's, else 0). Lengths
/// in points, rounded to 1e-6; the transform's entries to 1e-9.
///
/// CSV has a header row and no quoting (no field contains a comma), so it loads with
/// `np.genfromtxt(path, delimiter=",", names=True, dtype=None, encoding="utf-8")` or
/// `pd.read_csv(path)`. JSON is an array of records with the same keys, for
/// `pd.read_json(path, orient="records")` or `json.load`.
enum TrajectoryFormat: String, CaseIterable, ExpressibleByArgument {
    case csv
    case json

    static let fields = ["frame", "t", "element", "kind", "section", "item", "center_x", "center_y", "width", "height",
                         "alpha", "z_index", "hidden", "a", "b", "c", "d", "tx", "ty", "offset_x", "offset_y",
                         "offset_vx", "offset_vy"]

    /// The text before the first record.
    var header: String {
        switch self {
        case .csv: Self.fields.joined(separator: ",") + "\n"
        case .json: "["
        }
    }

    /// The text after the last record.
    var footer: String {
        switch self {
        case .csv: ""
        case .json: "\n]\n"
        }
    }

    /// One record; `first` is whether it is the first of the file (JSON separators).
    func record(frame: ScenarioFrame, _ a: LayoutAttributes, first: Bool) -> String {
        record(index: frame.index, time: frame.time, contentOffset: frame.contentOffset,
               contentOffsetVelocity: frame.contentOffsetVelocity, a, first: first)
    }

    /// One record of the frame numbered `index` at `time` with `contentOffset`; the reference
    /// for ``appendRecord(index:time:contentOffset:_:first:to:)``.
    func record(index: Int, time: Double, contentOffset: Point, contentOffsetVelocity: Point = .zero,
                _ a: LayoutAttributes, first: Bool) -> String {
        let t = a.transform
        let values: [String] = [
            "\(index)", Self.number(time), "", "", "\(a.id.indexPath.section)", "\(a.id.indexPath.item)",
            Self.number(a.center.x), Self.number(a.center.y), Self.number(a.size.width), Self.number(a.size.height),
            Self.number(a.alpha, digits: 9), "\(a.zIndex)", a.isHidden ? "1" : "0",
            Self.number(t.a, digits: 9), Self.number(t.b, digits: 9), Self.number(t.c, digits: 9), Self.number(t.d, digits: 9),
            Self.number(t.tx), Self.number(t.ty), Self.number(contentOffset.x), Self.number(contentOffset.y),
            Self.number(contentOffsetVelocity.x), Self.number(contentOffsetVelocity.y),
        ]
        let kind = Self.kind(of: a.id)
        let element = "\(kind):\(a.id.indexPath.section):\(a.id.indexPath.item)"
        switch self {
        case .csv:
            var fields = values
            fields[2] = element
            fields[3] = kind
            return fields.joined(separator: ",") + "\n"
        case .json:
            var text = first ? "\n{" : ",\n{"
            for (i, name) in Self.fields.enumerated() {
                if i > 0 { text += "," }
                let value = i == 2 ? "\"\(element)\"" : i == 3 ? "\"\(kind)\"" : values[i]
                text += "\"\(name)\":\(value)"
            }
            return text + "}"
        }
    }

    /// The element's kind: `cell`, or the supplementary or decoration kind's raw value.
    static func kind(of id: ElementID) -> String {
        switch id.category {
        case .cell: "cell"
        case .supplementary(let kind), .decoration(let kind): kind.rawValue.isEmpty ? "unnamed" : sanitized(kind.rawValue)
        }
    }

    /// The kind name with every character that is not a letter, digit, `-` or `_` replaced by `_`.
    static func sanitized(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    /// `value` rounded to `digits` decimals without trailing zeros (`0` for zero, `-0` avoided).
    static func number(_ value: Double, digits: Int = 6) -> String {
        guard value.isFinite else { return "null" }
        var s = formatted(value, "%.\(digits)f")
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }
}
