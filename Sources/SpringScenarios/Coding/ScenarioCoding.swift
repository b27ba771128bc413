import SpringTransitions

/// Shared pieces of the scenario types' decoding: strict objects (unknown keys are errors that
/// list the known ones), index paths as `[section, item]`, scroll positions by name and lenient
/// geometry (every key optional).
enum ScenarioCoding {
    /// Opens `decoder`'s object, refusing any key not in `K` (or `ignoring`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` at the first unknown key (in sorted order):
    ///   `"unknown key 'colums'; known keys: columns, spacing"`.
    static func container<K: CodingKey & CaseIterable>(_ decoder: any Decoder, _ type: K.Type,
                                                       ignoring: [String] = []) throws -> KeyedDecodingContainer<K> {
        let raw = try decoder.container(keyedBy: PathKey.self)
        let known = K.allCases.map(\.stringValue)
        for key in raw.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where !known.contains(key.stringValue) && !ignoring.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: raw, debugDescription: "unknown key '\(key.stringValue)'; known keys: \(known.joined(separator: ", "))")
        }
        return try decoder.container(keyedBy: K.self)
    }

    /// A `DecodingError.dataCorrupted` at `path`.
    static func failure(_ path: [any CodingKey], _ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: path, debugDescription: message))
    }

    /// An index path written `[section, item]`, both integers ≥ 0.
    static func indexPath<K>(_ container: KeyedDecodingContainer<K>, _ key: K) throws -> IndexPath {
        try container.decode(IndexPathArray.self, forKey: key).indexPath
    }

    /// The names of ``scrollPosition(_:_:)``.
    static let scrollPositions: [(String, ScrollPosition)] = [
        ("none", .none), ("top", .top), ("centeredVertically", .centeredVertically), ("bottom", .bottom),
        ("left", .left), ("centeredHorizontally", .centeredHorizontally), ("right", .right),
    ]

    /// A scroll position by name (`"centeredVertically"`), or as `{"vertical": "top", "horizontal": "left"}`.
    static func scrollPosition<K>(_ container: KeyedDecodingContainer<K>, _ key: K) throws -> ScrollPosition {
        if let name = try? container.decode(String.self, forKey: key) {
            guard let position = scrollPositions.first(where: { $0.0 == name })?.1 else {
                throw failure(container.codingPath + [key],
                              "unknown scroll position '\(name)'; known: \(scrollPositions.map(\.0).joined(separator: ", "))")
            }
            return position
        }
        return try container.decode(ScrollPosition.self, forKey: key)
    }

    /// A content-offset placement by name (`"center"`).
    static func placement<K>(_ container: KeyedDecodingContainer<K>, _ key: K) throws -> ContentOffsetPlacement {
        let name = try container.decode(String.self, forKey: key)
        guard let placement = ContentOffsetPlacement(rawValue: name) else {
            throw failure(container.codingPath + [key],
                          "unknown placement '\(name)'; known: \(ContentOffsetPlacement.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return placement
    }

    /// A point `{"x": …, "y": …}`; missing coordinates are 0.
    static func point(_ decoder: any Decoder) throws -> Point {
        let c = try container(decoder, PointKeys.self)
        return Point(x: try c.decodeIfPresent(Double.self, forKey: .x) ?? 0, y: try c.decodeIfPresent(Double.self, forKey: .y) ?? 0)
    }

    /// A size `{"width": …, "height": …}`; both required.
    static func size(_ decoder: any Decoder) throws -> Size {
        let c = try container(decoder, SizeKeys.self)
        return Size(width: try c.decode(Double.self, forKey: .width), height: try c.decode(Double.self, forKey: .height))
    }

    /// Insets `{"top": …, "left": …, "bottom": …, "right": …}`; missing edges are 0.
    static func insets(_ decoder: any Decoder) throws -> EdgeInsets {
        let c = try container(decoder, InsetKeys.self)
        return EdgeInsets(top: try c.decodeIfPresent(Double.self, forKey: .top) ?? 0,
                          left: try c.decodeIfPresent(Double.self, forKey: .left) ?? 0,
                          bottom: try c.decodeIfPresent(Double.self, forKey: .bottom) ?? 0,
                          right: try c.decodeIfPresent(Double.self, forKey: .right) ?? 0)
    }

    /// An exchange configuration in which every key is optional (defaults as
    /// `ExchangeConfiguration`'s initialiser), `mode` by name.
    static func exchangeConfiguration(_ decoder: any Decoder) throws -> ExchangeConfiguration {
        let c = try container(decoder, ExchangeKeys.self)
        let d = ExchangeConfiguration()
        var mode = d.mode
        if let name = try c.decodeIfPresent(String.self, forKey: .mode) {
            guard let m = ExchangeMode(rawValue: name) else {
                throw failure(c.codingPath + [ExchangeKeys.mode], "unknown exchange mode '\(name)'; known: \(ExchangeMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            mode = m
        }
        func value(_ key: ExchangeKeys, _ fallback: Double) throws -> Double { try c.decodeIfPresent(Double.self, forKey: key) ?? fallback }
        return ExchangeConfiguration(
            mode: mode, alphaForDisplacedItem: try value(.alphaForDisplacedItem, d.alphaForDisplacedItem),
            animationDuration: try value(.animationDuration, d.animationDuration),
            blinkToScaleForCatch: try value(.blinkToScaleForCatch, d.blinkToScaleForCatch),
            blinkToScaleForRelease: try value(.blinkToScaleForRelease, d.blinkToScaleForRelease),
            snapshotAlpha: try value(.snapshotAlpha, d.snapshotAlpha), minimumPressDuration: try value(.minimumPressDuration, d.minimumPressDuration),
            allowableMovement: try value(.allowableMovement, d.allowableMovement))
    }

    enum ExchangeKeys: String, CodingKey, CaseIterable {
        case mode, alphaForDisplacedItem, animationDuration, blinkToScaleForCatch, blinkToScaleForRelease, snapshotAlpha,
             minimumPressDuration, allowableMovement
    }
    enum PointKeys: String, CodingKey, CaseIterable { case x, y }
    enum SizeKeys: String, CodingKey, CaseIterable { case width, height }
    enum InsetKeys: String, CodingKey, CaseIterable { case top, left, bottom, right }
}

extension KeyedDecodingContainer {
    /// Decodes the required value at `key` with a custom function of its decoder.
    ///
    /// - Throws: `DecodingError.keyNotFound` ("missing key 'bounds'") when the key is absent.
    func decode<T>(_ key: Key, with decode: (any Decoder) throws -> T) throws -> T {
        guard contains(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing key '\(key.stringValue)'"))
        }
        return try decode(superDecoder(forKey: key))
    }

    /// Decodes the value at `key` with a custom function of its decoder, when the key is present.
    func decodeIfPresent<T>(_ key: Key, with decode: (any Decoder) throws -> T) throws -> T? {
        guard contains(key) else { return nil }
        return try decode(superDecoder(forKey: key))
    }
}
