import SpringTransitions

/// A batch update in a scenario's timeline: inserts, deletes, moves and reloads of items and
/// sections, applied at once and animated on springs
/// (`CollectionView/performBatchUpdates(_:newCounts:animatedWith:integrator:configuration:)`),
/// with optional appearing and disappearing effects.
///
/// ```json
/// {"insert": [[0, 1]], "delete": [[0, 5]], "move": [{"from": [0, 2], "to": [0, 7]}], "reload": [[0, 3]],
///  "insertSections": [1], "deleteSections": [], "moveSections": [{"from": 0, "to": 2}], "reloadSections": [],
///  "appearing": {"scale": 0.2, "rotation": 3.14159, "alpha": 0}, "disappearing": "shrinkAndFade",
///  "spring": {"response": 0.4, "dampingRatio": 0.8}}
/// ```
///
/// Index paths follow UIKit's rules (`UpdateItem`): deletes and reloads name old index paths,
/// inserts new ones, moves go from old to new. With `appearing` or `disappearing` the layout is
/// wrapped in an `UpdateEffectsLayout` whose effects apply only to the items really inserted or
/// deleted (an omitted one is a plain fade); without either, the layout's own appearing and
/// disappearing attributes are used.
public struct ScenarioBatchUpdate: Sendable, Hashable, Decodable {
    /// The changes, in the order written: item inserts, deletes, reloads, moves, then the
    /// section ones (the order does not change the result).
    public var updates: [UpdateItem]
    /// How inserted items appear; `nil` for the layout's own appearing attributes.
    public var appearing: ElementEffect?
    /// How deleted items disappear; `nil` for the layout's own disappearing attributes.
    public var disappearing: ElementEffect?
    /// The animation provider; `nil` for the scenario's (`motion.provider`).
    public var provider: PluginReference?

    /// A batch update.
    public init(updates: [UpdateItem], appearing: ElementEffect? = nil, disappearing: ElementEffect? = nil,
                provider: PluginReference? = nil) {
        self.updates = updates
        self.appearing = appearing
        self.disappearing = disappearing
        self.provider = provider
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case insert, delete, reload, move, insertSections, deleteSections, reloadSections, moveSections
        case appearing, disappearing, provider, spring
    }
    enum MoveKeys: String, CodingKey, CaseIterable { case from, to }

    /// Decodes the object; every key is optional, but the batch must change something.
    ///
    /// - Throws: `DecodingError` for a bad index path or section, a move without `from` or `to`,
    ///   an empty batch, an unknown effect name, or `spring` together with `provider`.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        var updates: [UpdateItem] = []
        func paths(_ key: CodingKeys) throws -> [IndexPath] {
            try c.decodeIfPresent([IndexPathArray].self, forKey: key)?.map(\.indexPath) ?? []
        }
        func sections(_ key: CodingKeys) throws -> [Int] {
            let values = try c.decodeIfPresent([Int].self, forKey: key) ?? []
            if let i = values.firstIndex(where: { $0 < 0 }) {
                throw ScenarioCoding.failure(c.codingPath + [key, PathKey(index: i)], "section \(values[i]) must not be negative")
            }
            return values
        }
        /// Appends one update per element of the list of moves under `key`, made by `make`.
        func moves(_ key: CodingKeys, _ make: (KeyedDecodingContainer<MoveKeys>) throws -> UpdateItem) throws {
            guard c.contains(key) else { return }
            var list = try c.nestedUnkeyedContainer(forKey: key)
            while !list.isAtEnd {
                updates.append(try make(try ScenarioCoding.container(try list.superDecoder(), MoveKeys.self)))
            }
        }
        updates += try paths(.insert).map(UpdateItem.insertItem)
        updates += try paths(.delete).map(UpdateItem.deleteItem)
        updates += try paths(.reload).map(UpdateItem.reloadItem)
        try moves(.move) { m in .moveItem(from: try ScenarioCoding.indexPath(m, .from), to: try ScenarioCoding.indexPath(m, .to)) }
        updates += try sections(.insertSections).map(UpdateItem.insertSection)
        updates += try sections(.deleteSections).map(UpdateItem.deleteSection)
        updates += try sections(.reloadSections).map(UpdateItem.reloadSection)
        try moves(.moveSections) { m in
            let from = try m.decode(Int.self, forKey: .from), to = try m.decode(Int.self, forKey: .to)
            guard from >= 0, to >= 0 else {
                throw ScenarioCoding.failure(m.codingPath + [from < 0 ? MoveKeys.from : .to], "section \(Swift.min(from, to)) must not be negative")
            }
            return .moveSection(from: from, to: to)
        }
        guard !updates.isEmpty else {
            throw ScenarioCoding.failure(c.codingPath, "a batch update needs at least one of 'insert', 'delete', 'reload', 'move', 'insertSections', 'deleteSections', 'reloadSections', 'moveSections'")
        }
        self.init(updates: updates,
                  appearing: try c.decodeIfPresent(.appearing, with: ScenarioCoding.effect),
                  disappearing: try c.decodeIfPresent(.disappearing, with: ScenarioCoding.effect),
                  provider: try ScenarioCoding.provider(c, spring: .spring, provider: .provider))
    }
}
