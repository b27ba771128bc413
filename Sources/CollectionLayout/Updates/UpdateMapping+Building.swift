extension UpdateMapping {
    /// Validates a batch update against `oldCounts` and resolves where everything goes.
    ///
    /// - Parameters:
    ///   - oldCounts: the counts before the update.
    ///   - updates: the batch, in any order (see ``UpdateItem`` for the index-path conventions).
    ///   - newCounts: the counts the data source reports after the update. When given, they must
    ///     equal the old counts plus inserts, minus deletes, plus or minus moves, section by section.
    ///     When `nil` they are derived: an inserted section gets 0 items, a reloaded one keeps its count.
    /// - Throws: ``UpdateError`` for the first problem found, checking in this order: old-side
    ///   section changes (range, duplicates, contradictions), new-side section duplicates, the
    ///   section count, new-side section ranges, old-side item changes (section range, changes to
    ///   items of deleted or reloaded sections, item range, duplicates, contradictions), new-side
    ///   item changes (section range, inserted or reloaded sections, duplicates), the item count of
    ///   each section, new-side item ranges. Within each step, updates are checked in the order given.
    ///
    /// Complexity: O(u + n) for u updates and n items before and after (plus a hash lookup per update).
    public init(oldCounts: DataCounts, updates: [UpdateItem], newCounts: DataCounts? = nil) throws(UpdateError) {
        var b = Builder(old: oldCounts)
        try b.sectionsOldSide(updates)
        try b.sectionsNewSideDuplicates(updates)
        try b.checkSectionCount(newCounts)
        try b.sectionsNewSideRange(updates)
        b.resolveSections()
        try b.itemsOldSide(updates)
        try b.itemsNewSide(updates)
        let counts = try b.resolveCounts(newCounts)
        try b.itemsNewSideRange(updates, counts)
        self = b.resolveItems(counts)
    }
}

/// The state of one validation and resolution pass.
private struct Builder {
    enum SectionFate: Equatable {
        case kept, deleted, reloaded, moved(to: Int)

        /// The item fate of the same kind (messages share its verb).
        var itemFate: ItemFate {
            if case .moved = self { return .moved }
            return self == .kept ? .kept : self == .deleted ? .deleted : .reloaded
        }
    }
    enum NewSectionOrigin: Equatable { case old(Int), inserted, reloaded(from: Int) }
    enum ItemFate: UInt8 {
        case kept, deleted, reloaded, moved

        /// The verb of messages: "keep", "delete", "reload" or "move".
        var verb: String {
            switch self {
            case .kept: "keep"
            case .deleted: "delete"
            case .reloaded: "reload"
            case .moved: "move"
            }
        }
    }

    let old: DataCounts
    var sectionFates: [SectionFate]
    var insertedSections: [Int] = []
    var sectionMoves: [(from: Int, to: Int)] = []
    var newSectionCount = 0
    var newSectionOrigins: [NewSectionOrigin] = []
    var oldToNewSection: [Int] = []
    var itemFates: [ItemFate]
    /// New index path → the old index path moved there, or `nil` for an insert.
    var newSide: [IndexPath: IndexPath?] = [:]
    var insertedItems: [IndexPath] = []
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []

    init(old: DataCounts) {
        self.old = old
        sectionFates = Array(repeating: .kept, count: old.numberOfSections)
        itemFates = Array(repeating: .kept, count: old.totalItems)
    }

    // MARK: Sections

    mutating func sectionsOldSide(_ updates: [UpdateItem]) throws(UpdateError) {
        let count = old.numberOfSections
        for update in updates {
            let section: Int, fate: SectionFate, verb: String
            switch update {
            case .deleteSection(let s): (section, fate, verb) = (s, .deleted, "cannot delete section \(s)")
            case .reloadSection(let s): (section, fate, verb) = (s, .reloaded, "cannot reload section \(s)")
            case let .moveSection(from, to): (section, fate, verb) = (from, .moved(to: to), "cannot move section \(from) to \(to)")
            default: continue
            }
            guard section >= 0, section < count else {
                throw UpdateError(.outOfRange, "\(verb): there \(count == 1 ? "is" : "are") \(count.counted("section")) before the update")
            }
            let previous = sectionFates[section]
            if previous != .kept {
                throw Self.conflict(previous, fate, noun: "section \(section)")
            }
            sectionFates[section] = fate
            if case .moved(let to) = fate { sectionMoves.append((section, to)) }
        }
    }

    mutating func sectionsNewSideDuplicates(_ updates: [UpdateItem]) throws(UpdateError) {
        var taken: [Int: Int?] = [:]  // new index → moved-from old index, or nil for an insert
        for update in updates {
            switch update {
            case .insertSection(let t):
                switch taken[t] {
                case .none: break
                case .some(.none): throw UpdateError(.duplicate, "cannot insert section \(t) twice")
                case .some(.some(let f)): throw UpdateError(.contradiction, "cannot insert section \(t) and move section \(f) to it")
                }
                taken[t] = .some(nil)
                insertedSections.append(t)
            case let .moveSection(from, t):
                switch taken[t] {
                case .none: break
                case .some(.none): throw UpdateError(.contradiction, "cannot insert section \(t) and move section \(from) to it")
                case .some(.some(let f)): throw UpdateError(.duplicate, "cannot move both section \(f) and section \(from) to \(t)")
                }
                taken[t] = .some(from)
            default: continue
            }
        }
    }

    mutating func checkSectionCount(_ given: DataCounts?) throws(UpdateError) {
        let deleted = sectionFates.count { $0 == .deleted }
        newSectionCount = old.numberOfSections - deleted + insertedSections.count
        if let given, given.numberOfSections != newSectionCount {
            throw UpdateError(.countMismatch, "invalid update: there should be \(newSectionCount.counted("section")) after the update (\(old.numberOfSections) before, \(insertedSections.count) inserted, \(deleted) deleted), but the new counts have \(given.numberOfSections)")
        }
    }

    func sectionsNewSideRange(_ updates: [UpdateItem]) throws(UpdateError) {
        for update in updates {
            switch update {
            case .insertSection(let t) where t < 0 || t >= newSectionCount:
                throw UpdateError(.outOfRange, "cannot insert section \(t): there \(newSectionCount == 1 ? "is" : "are") \(newSectionCount.counted("section")) after the update")
            case let .moveSection(from, t) where t < 0 || t >= newSectionCount:
                throw UpdateError(.outOfRange, "cannot move section \(from) to \(t): there \(newSectionCount == 1 ? "is" : "are") \(newSectionCount.counted("section")) after the update")
            default: continue
            }
        }
    }

    /// Fills the new section slots: inserts and move destinations first, then the remaining old
    /// sections in order.
    mutating func resolveSections() {
        var origins = [NewSectionOrigin?](repeating: nil, count: newSectionCount)
        oldToNewSection = Array(repeating: -1, count: old.numberOfSections)
        for t in insertedSections { origins[t] = .inserted }
        for move in sectionMoves {
            origins[move.to] = .old(move.from)
            oldToNewSection[move.from] = move.to
        }
        var slot = 0
        for s in 0..<old.numberOfSections {
            let fate = sectionFates[s]
            guard fate == .kept || fate == .reloaded else { continue }
            while origins[slot] != nil { slot += 1 }
            origins[slot] = fate == .kept ? .old(s) : .reloaded(from: s)
            oldToNewSection[s] = slot
        }
        newSectionOrigins = origins.map { $0.invariant("every new section has an origin after placing kept, reloaded and inserted sections") }
    }

    // MARK: Items

    mutating func itemsOldSide(_ updates: [UpdateItem]) throws(UpdateError) {
        for update in updates {
            let path: IndexPath, fate: ItemFate, verb: String
            switch update {
            case .deleteItem(let p): (path, fate, verb) = (p, .deleted, "cannot delete item \(p)")
            case .reloadItem(let p): (path, fate, verb) = (p, .reloaded, "cannot reload item \(p)")
            case let .moveItem(from, to): (path, fate, verb) = (from, .moved, "cannot move item \(from) to \(to)")
            default: continue
            }
            let s = path.section
            guard s >= 0, s < old.numberOfSections else {
                throw UpdateError(.outOfRange, "\(verb): there \(old.numberOfSections == 1 ? "is" : "are") \(old.numberOfSections.counted("section")) before the update")
            }
            switch sectionFates[s] {
            case .deleted: throw UpdateError(.contradiction, "\(verb): section \(s) is being deleted")
            case .reloaded: throw UpdateError(.contradiction, "\(verb): section \(s) is being reloaded")
            default: break
            }
            guard let flat = old.flatIndex(of: path) else {
                throw UpdateError(.outOfRange, "\(verb): section \(s) has \(old.itemsPerSection[s].counted("item"))")
            }
            let previous = itemFates[flat]
            if previous != .kept {
                throw Self.conflict(previous, fate, noun: "item \(path)")
            }
            itemFates[flat] = fate
            if fate == .moved, case let .moveItem(_, to) = update { itemMoves.append((path, to)) }
        }
    }

    mutating func itemsNewSide(_ updates: [UpdateItem]) throws(UpdateError) {
        for update in updates {
            let path: IndexPath, source: IndexPath?, verb: String
            switch update {
            case .insertItem(let p): (path, source, verb) = (p, nil, "cannot insert item \(p)")
            case let .moveItem(from, to): (path, source, verb) = (to, from, "cannot move item \(from) to \(to)")
            default: continue
            }
            let t = path.section
            guard t >= 0, t < newSectionCount else {
                throw UpdateError(.outOfRange, "\(verb): there \(newSectionCount == 1 ? "is" : "are") \(newSectionCount.counted("section")) after the update")
            }
            switch newSectionOrigins[t] {
            case .inserted: throw UpdateError(.contradiction, "\(verb): section \(t) is being inserted")
            case .reloaded: throw UpdateError(.contradiction, "\(verb): section \(t) is being reloaded")
            case .old: break
            }
            switch (newSide[path], source) {
            case (.none, _): break
            case (.some(.none), .none): throw UpdateError(.duplicate, "cannot insert item \(path) twice")
            case (.some(.none), .some(let from)): throw UpdateError(.contradiction, "cannot insert item \(path) and move item \(from) to it")
            case (.some(.some(let other)), .none): throw UpdateError(.contradiction, "cannot insert item \(path) and move item \(other) to it")
            case (.some(.some(let other)), .some(let from)): throw UpdateError(.duplicate, "cannot move both item \(other) and item \(from) to \(path)")
            }
            newSide[path] = .some(source)
            if source == nil { insertedItems.append(path) }
        }
    }

    /// Checks (or derives) the item count of every new section.
    func resolveCounts(_ given: DataCounts?) throws(UpdateError) -> DataCounts {
        var deleted = [Int](repeating: 0, count: old.numberOfSections)
        var movedOut = deleted
        var inserted = [Int](repeating: 0, count: newSectionCount)
        var movedIn = inserted
        for s in 0..<old.numberOfSections where sectionFates[s] != .deleted && sectionFates[s] != .reloaded {
            let start = old.firstFlatIndex(ofSection: s)
            for flat in start..<(start + old.itemsPerSection[s]) {
                switch itemFates[flat] {
                case .deleted: deleted[s] += 1
                case .moved: movedOut[s] += 1
                default: break
                }
            }
        }
        for p in insertedItems { inserted[p.section] += 1 }
        for m in itemMoves { movedIn[m.to.section] += 1 }
        var counts = [Int]()
        counts.reserveCapacity(newSectionCount)
        for t in 0..<newSectionCount {
            switch newSectionOrigins[t] {
            case .old(let s):
                let expected = old.itemsPerSection[s] - deleted[s] - movedOut[s] + inserted[t] + movedIn[t]
                if let given, given.itemsPerSection[t] != expected {
                    throw UpdateError(.countMismatch, "invalid update: section \(t) should have \(expected.counted("item")) after the update (section \(s) had \(old.itemsPerSection[s]); \(inserted[t]) inserted, \(deleted[s]) deleted, \(movedIn[t]) moved in, \(movedOut[s]) moved out), but the new counts have \(given.itemsPerSection[t])")
                }
                counts.append(expected)
            case .inserted:
                counts.append(given?.itemsPerSection[t] ?? 0)
            case .reloaded(let s):
                counts.append(given?.itemsPerSection[t] ?? old.itemsPerSection[s])
            }
        }
        // Every entry is non-negative: an expected count is at least the number of inserts and moves into it.
        // Every entry is non-negative (see above); only a total beyond Int.max can be refused.
        do {
            return try DataCounts(counts)
        } catch {
            throw UpdateError(.countMismatch, "invalid update: the new data counts are unusable: \(error)")
        }
    }

    func itemsNewSideRange(_ updates: [UpdateItem], _ counts: DataCounts) throws(UpdateError) {
        for update in updates {
            let path: IndexPath, verb: String
            switch update {
            case .insertItem(let p): (path, verb) = (p, "cannot insert item \(p)")
            case let .moveItem(from, to): (path, verb) = (to, "cannot move item \(from) to \(to)")
            default: continue
            }
            guard counts.contains(path) else {
                let n = counts.itemsPerSection[path.section]
                throw UpdateError(.outOfRange, "\(verb): section \(path.section) has \(n.counted("item")) after the update")
            }
        }
    }

    /// Fills every new section's item slots: inserts and move destinations first, then the old
    /// section's remaining items in order.
    func resolveItems(_ counts: DataCounts) -> UpdateMapping {
        var newToOld = [Int](repeating: -2, count: counts.totalItems)  // -2: not yet assigned
        var oldToNew = [Int](repeating: -1, count: old.totalItems)
        var reloadedItems: [IndexPath: IndexPath] = [:]
        var reloadedSections: [Int: Int] = [:]
        for p in insertedItems { newToOld[counts.flatIndex(of: p).invariant("inserted index paths were range-checked against the new counts")] = -1 }
        for m in itemMoves {
            let from = old.flatIndex(of: m.from).invariant("move sources were range-checked"), to = counts.flatIndex(of: m.to).invariant("move destinations were range-checked")
            newToOld[to] = from
            oldToNew[from] = to
        }
        var newToOldSection = [Int](repeating: -1, count: newSectionCount)
        for t in 0..<newSectionCount {
            let start = counts.firstFlatIndex(ofSection: t)
            let end = start + counts.itemsPerSection[t]
            switch newSectionOrigins[t] {
            case .inserted:
                for flat in start..<end { newToOld[flat] = -1 }
            case .reloaded(let s):
                reloadedSections[s] = t
                for flat in start..<end { newToOld[flat] = -1 }
            case .old(let s):
                newToOldSection[t] = s
                var slot = start
                let oldStart = old.firstFlatIndex(ofSection: s)
                for item in 0..<old.itemsPerSection[s] {
                    let fate = itemFates[oldStart + item]
                    guard fate == .kept || fate == .reloaded else { continue }
                    while newToOld[slot] != -2 { slot += 1 }
                    if fate == .kept {
                        newToOld[slot] = oldStart + item
                        oldToNew[oldStart + item] = slot
                    } else {
                        newToOld[slot] = -1
                        reloadedItems[IndexPath(section: s, item: item)] = IndexPath(section: t, item: slot - start)
                    }
                }
            }
        }
        var oldToNewSection = self.oldToNewSection
        for (s, _) in reloadedSections { oldToNewSection[s] = -1 }
        return UpdateMapping(oldCounts: old, newCounts: counts,
                             oldToNewSection: oldToNewSection, newToOldSection: newToOldSection,
                             oldToNewItem: oldToNew, newToOldItem: newToOld,
                             reloadedItems: reloadedItems, reloadedSections: reloadedSections)
    }

    // MARK: Messages

    /// The error for a second old-side change to the same section.
    static func conflict(_ a: SectionFate, _ b: SectionFate, noun: String) -> UpdateError {
        conflict(a.itemFate, b.itemFate, noun: noun)
    }

    /// The error for a second old-side change to the same item.
    static func conflict(_ a: ItemFate, _ b: ItemFate, noun: String) -> UpdateError {
        conflict(a.verb, b.verb, noun: noun)
    }

    /// `"cannot delete section 1 twice"` or, in the fixed order delete, reload, move,
    /// `"cannot delete and move item [0, 2]"`.
    static func conflict(_ a: String, _ b: String, noun: String) -> UpdateError {
        if a == b { return UpdateError(.duplicate, "cannot \(a) \(noun) twice") }
        let order = ["delete", "reload", "move"]
        let (first, second) = order.firstIndex(of: a).invariant("a is one of the ordered verbs") < order.firstIndex(of: b).invariant("b is one of the ordered verbs") ? (a, b) : (b, a)
        return UpdateError(.contradiction, "cannot \(first) and \(second) \(noun)")
    }
}

extension Int {
    /// `"1 item"`, `"5 items"`.
    func counted(_ noun: String) -> String { self == 1 ? "1 \(noun)" : "\(self) \(noun)s" }
}
