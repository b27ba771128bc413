import SpringTransitions

extension Recording: Codable {
    private enum CodingKeys: String, CodingKey { case v, title, viewport, strings, frames, summary }
    private enum FrameKeys: String, CodingKey { case t, o, s, e, p }

    /// Writes the compact format described on ``Recording``; every number round-trips exactly.
    func encode(to encoder: any Encoder) throws {
        let table = StringTable(self)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .v)
        try container.encode(title, forKey: .title)
        try container.encode([viewportWidth, viewportHeight], forKey: .viewport)
        try container.encode(table.strings, forKey: .strings)
        var framesContainer = container.nestedUnkeyedContainer(forKey: .frames)
        for frame in frames {
            var frameContainer = framesContainer.nestedContainer(keyedBy: FrameKeys.self)
            try frameContainer.encode(frame.t, forKey: .t)
            try frameContainer.encode([frame.contentOffset.x, frame.contentOffset.y], forKey: .o)
            try frameContainer.encode([frame.contentSize.width, frame.contentSize.height], forKey: .s)
            try frameContainer.encodeIfPresent(frame.progress, forKey: .p)
            var elements = frameContainer.nestedUnkeyedContainer(forKey: .e)
            for element in frame.elements {
                var entries = elements.nestedUnkeyedContainer()
                try entries.encode(table.index(of: element.id))
                try entries.encode(table.index(of: element.label))
                try entries.encode(table.index(of: element.kind.rawValue))
                for (_, value) in element.numbers { try entries.encode(value) }
                try entries.encode(element.zIndex)
                try entries.encode(element.hidden ? 1 : 0)
            }
        }
        try container.encode(summary, forKey: .summary)
    }

    /// Reads the compact format described on ``Recording``. Does not call ``validate()``.
    ///
    /// - Throws: `DecodingError` for a wrong version, a viewport or pair that is not two numbers,
    ///   an element that is not 14 entries, a string index out of range, an unknown kind or a
    ///   `hidden` flag other than 0 or 1.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .v)
        guard version == Self.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .v, in: container,
                debugDescription: "unsupported recording format version \(version); expected \(Self.formatVersion)")
        }
        title = try container.decode(String.self, forKey: .title)
        (viewportWidth, viewportHeight) = try Self.pair(container, .viewport)
        let strings = try container.decode([String].self, forKey: .strings)
        var framesContainer = try container.nestedUnkeyedContainer(forKey: .frames)
        frames = []
        while !framesContainer.isAtEnd {
            let frameContainer = try framesContainer.nestedContainer(keyedBy: FrameKeys.self)
            let offset = try Self.pair(frameContainer, .o), size = try Self.pair(frameContainer, .s)
            var elementsContainer = try frameContainer.nestedUnkeyedContainer(forKey: .e)
            var elements: [Element] = []
            while !elementsContainer.isAtEnd {
                var entries = try elementsContainer.nestedUnkeyedContainer()
                elements.append(try Self.element(&entries, strings: strings))
            }
            frames.append(Frame(
                t: try frameContainer.decode(Double.self, forKey: .t),
                contentOffset: Point(x: offset.0, y: offset.1),
                contentSize: Size(width: size.0, height: size.1),
                elements: elements,
                progress: try frameContainer.decodeIfPresent(Double.self, forKey: .p)))
        }
        summary = try container.decodeIfPresent([String].self, forKey: .summary) ?? []
    }

    /// Two numbers stored as a JSON array under `key`.
    private static func pair<K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K) throws -> (Double, Double) {
        let values = try container.decode([Double].self, forKey: key)
        guard values.count == 2 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "expected 2 numbers; got \(values.count)")
        }
        return (values[0], values[1])
    }

    /// One element from its 14-entry array.
    private static func element(_ entries: inout any UnkeyedDecodingContainer, strings: [String]) throws -> Element {
        func string(_ what: String) throws -> String {
            let index = try entries.decode(Int.self)
            guard strings.indices.contains(index) else {
                throw DecodingError.dataCorruptedError(
                    in: entries, debugDescription: "\(what) string index \(index) out of range 0..<\(strings.count)")
            }
            return strings[index]
        }
        let id = try string("id"), label = try string("label"), kindName = try string("kind")
        guard let kind = Element.Kind(rawValue: kindName) else {
            throw DecodingError.dataCorruptedError(in: entries, debugDescription: "unknown element kind '\(kindName)'")
        }
        var numbers: [Double] = []
        for _ in 0..<9 { numbers.append(try entries.decode(Double.self)) }
        let zIndex = try entries.decode(Int.self), hidden = try entries.decode(Int.self)
        guard hidden == 0 || hidden == 1 else {
            throw DecodingError.dataCorruptedError(in: entries, debugDescription: "hidden must be 0 or 1; got \(hidden)")
        }
        guard entries.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: entries, debugDescription: "element has more than 14 entries")
        }
        return Element(
            id: id, label: label, kind: kind,
            centerX: numbers[0], centerY: numbers[1], width: numbers[2], height: numbers[3],
            a: numbers[4], b: numbers[5], c: numbers[6], d: numbers[7],
            alpha: numbers[8], zIndex: zIndex, hidden: hidden == 1)
    }
}
