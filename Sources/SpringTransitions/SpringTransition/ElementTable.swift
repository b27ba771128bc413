internal import LargeArrays

/// The elements of a ``SpringTransitionLayout``: one entry per element (sorted by identity), what
/// each one is driven by, and the look-up from an element to its entry.
///
/// An element is in one of three states:
/// - **snapped**: no animation; it sits on its snap target;
/// - **record**: animated by a built-in provider from a plain start to a plain target, kept as a
///   ``DeferredAnimation`` record (its geometric channels only) with no object;
/// - **object**: animated by an ``AttributeAnimation``, which owns its channel table, delay,
///   halfway switch and the pose hook subclasses override.
///
/// A record becomes an object when someone asks for its animation (``animation(ofEntry:engine:)``),
/// in exactly the state attaching that object would have given it. This part alone tells the
/// three apart: every other file of the engine asks it for an element's pose, center, target,
/// motion or object, and never which representation the element has.
///
/// Invariants:
/// - `entries` (and `records`, when any element is a record) have one slot per element;
///   `records[i]` is meaningful exactly where entry `i` is a record;
/// - the look-up (`cellEntries`, `otherEntries`) names every entry once;
/// - every object's ``AttributeAnimation/entryIndex`` is its entry, its engine the transition;
/// - entries that wait for a delay or for their halfway switch are objects.
///
/// The arrays are replaced only by ``install(_:recipe:time:dataCounts:scratch:channels:digest:attach:)``
/// (recycled through ``TransitionScratch``).
struct ElementTable {
    /// The elements, sorted by identity.
    private var entries: [TransitionEntry] = []
    /// The targets of the elements that snapped (``TransitionEntry/snapTarget``).
    private var snapTargets: [LayoutAttributes] = []
    /// Per entry, the record of an element without an object; empty when no element has one.
    private var records: [DeferredAnimation] = []
    /// The recipes of the providers that records come from (``DeferredAnimation/recipe``).
    private(set) var recipes: [ProviderRecipe] = []
    /// The transition time of the last start or retarget, when every element's channels were attached.
    private var attachTime = 0.0
    /// How many entries hold an animation object (attached, or made from a record on request).
    private var objectCount = 0
    /// The data counts the flat cell look-up is laid out for.
    private var cellCounts = DataCounts.empty
    /// Per flat cell index, its entry, or -1.
    private var cellEntries: [Int32] = []
    /// The entries of every other element.
    private var otherEntries: [ElementID: Int32] = [:]

    /// The number of elements.
    var count: Int { entries.count }

    /// The index of `element`'s entry, or `nil`. O(1).
    ///
    /// (The table's small per-element methods are inlined into the engine, so that a call reads
    /// only the arrays it needs from the class instead of borrowing the whole table.)
    @inline(__always)
    func index(of element: ElementID) -> Int? {
        if element.isCell, let flat = cellCounts.flatIndex(of: element.indexPath) {
            let i = cellEntries[flat]
            return i >= 0 ? Int(i) : nil
        }
        return otherEntries[element].map(Int.init)
    }

    /// Every element, in entry order (the transition's ``SpringTransitionLayout/allElements``),
    /// listed now: O(elements), allocating (the table keeps no list of its own).
    var ids: [ElementID] { entries.map(\.id) }

    /// The identity of entry `i`.
    @inline(__always)
    func id(ofEntry i: Int) -> ElementID { entries[i].id }

    /// How entry `i` takes part.
    @inline(__always)
    func change(ofEntry i: Int) -> AnimationContext.Change { entries[i].change }

    // MARK: Objects

    /// The animation of entry `i`, made now (and kept) for a record, `nil` when it snapped. A new
    /// object belongs to `engine`, its halfway switch done when `finished`.
    mutating func animation(ofEntry i: Int, engine: SpringTransitionLayout, finished: Bool) -> AttributeAnimation? {
        if let a = entries[i].animation { return a }
        guard entries[i].isDeferred else { return nil }
        let id = entries[i].id
        let a = records[i].makeAnimation(for: id, springs: recipes[Int(records[i].recipe)].springs(for: id),
                                         attachTime: attachTime)
        a.engine = engine
        a.entryIndex = i
        a.hasPassedHalfway = finished
        entries[i].animation = a
        objectCount += 1
        return a
    }

    /// The animation object of entry `i`, which has one: it waits for its delay or its halfway
    /// switch, which only objects do.
    func object(ofEntry i: Int) -> AttributeAnimation {
        entries[i].animation.invariant("entries waiting for a delay or their halfway switch are objects")
    }

    /// Marks every object's halfway switch done (the transition has finished).
    func markAllPassedHalfway() {
        for entry in entries { entry.animation?.hasPassedHalfway = true }
    }

    // MARK: Targets

    /// Where entry `i` ends: its animation's target, its record's, or its snap target (with the
    /// entry's identity only as the layout gave it).
    @inline(__always)
    func target(ofEntry i: Int) -> LayoutAttributes {
        if let a = entries[i].animation { return a._to }
        if entries[i].isDeferred { return records[i].toAttributes(of: entries[i].id) }
        return snapTargets[Int(entries[i].snapTarget)]
    }

    /// Every entry's visual bounds at its target, in entry order.
    func finalBounds() -> [Rect] {
        entries.indices.map { i in
            if entries[i].isDeferred { return Rect(center: records[i].toCenter, size: records[i].toSize) }
            return target(ofEntry: i).visualBounds
        }
    }

    /// Where a query finds entry `i`'s center when no animation object drives it: its target's
    /// center; `nil` for an object. (A record's center is read from its channels: its query
    /// record says so, and this is not consulted for it while the transition runs.)
    @inline(__always)
    func staticCenter(ofEntry i: Int) -> Point? {
        entries[i].animation == nil ? target(ofEntry: i).center : nil
    }

    // MARK: Presented state

    /// The presented center of entry `i` while the transition runs, or `nil` when no channel
    /// drives its pose (it snapped).
    @inline(__always)
    func presentedCenter(ofEntry i: Int, in engine: SpringTransitionLayout) -> (Double, Double)? {
        if entries[i].isDeferred { return records[i].presentedCenter(in: engine) }
        guard let a = entries[i].animation else { return nil }
        return engine.presentedCenter(of: a)
    }

    /// The pose of entry `i` at the presented time: its target once `finished` or when it snapped,
    /// its record's presented geometry, or what its object's
    /// ``AttributeAnimation/interpolatePose(_:values:)`` makes of it.
    @inline(__always)
    func pose(ofEntry i: Int, finished: Bool, in engine: SpringTransitionLayout) -> LayoutAttributes {
        if entries[i].isDeferred && !finished { return records[i].presentedPose(of: entries[i].id, in: engine) }
        guard let a = entries[i].animation, !finished else {
            var target = target(ofEntry: i)
            target.id = entries[i].id
            return target
        }
        return engine.interpolatedPose(of: a, id: entries[i].id)
    }

    /// The pose of every entry now in a plan's compact form (the transition runs; the clock is on
    /// its grid), and whether each moves, appended to `poses` and `moving`: a record's geometry
    /// without building attributes, else `engine`'s current pose stored into `plan`.
    func currentMotion(in engine: SpringTransitionLayout, plan: inout TransitionPlan, poses: inout [PlannedAttributes],
                       moving: inout [Bool]) {
        for i in entries.indices {
            if entries[i].isDeferred {
                poses.append(records[i].presentedPlannedPose(in: engine))
            } else {
                poses.append(plan.store(engine.currentPose(ofEntry: i), of: entries[i].id))
            }
            moving.append(isMoving(entry: i, in: engine))
        }
    }

    /// Whether any channel of entry `i` is moving (an object waiting for its delay only once the
    /// delay has run out).
    @inline(__always)
    func isMoving(entry i: Int, in engine: SpringTransitionLayout) -> Bool {
        if entries[i].isDeferred { return records[i].isMoving(in: engine) }
        guard let a = entries[i].animation else { return false }
        return engine.isMoving(a)
    }

    /// The motion of `channel` of entry `i` from the presented time on (see
    /// ``SpringTransitionLayout/springMotion(of:for:)``), reading a record without making its object.
    func springMotion(of channel: AnimationChannel, entry i: Int, in engine: SpringTransitionLayout) -> SpringMotion? {
        if entries[i].isDeferred { return records[i].springMotion(of: channel, in: engine) }
        guard let a = entries[i].animation else { return nil }
        return engine.springMotion(of: channel, in: a)
    }

    // MARK: Planning

    /// Marks every element of `plan` that does not keep its animation as a record where a built-in
    /// provider's animation of it can be one: both ends plain and valid at a glance (so the
    /// animation would pass ``SpringTransitionLayout/validate(_:for:)``), and the element new, or
    /// continuing from a snapped element or a record (not from an object, whose own channels and
    /// state the element must carry on). The provider is then not asked for them
    /// (``PlannedEntry/asksProvider``). (One call for the whole plan: the table is borrowed once.)
    func markRecords(in plan: inout TransitionPlan) {
        for i in plan.entries.indices where !plan.entries[i].keepsAnimation {
            let planned = plan.entries[i]
            guard planned.from.isPlainValid, planned.to.isPlainValid else { continue }
            guard planned.previous < 0 || entries[planned.previous].animation == nil else { continue }
            plan.entries[i].isDeferred = true
        }
    }

    /// Entry `j`, disappearing already, kept as it is in a retarget's plan: from its current pose
    /// `from` to its target (stored into `plan`), with its object or record.
    func keptDisappearing(entry j: Int, from: PlannedAttributes, isMoving: Bool,
                          plan: inout TransitionPlan) -> PlannedEntry {
        let entry = entries[j]
        var kept = PlannedEntry(id: entry.id, change: .disappearing, from: from,
                                to: plan.store(target(ofEntry: j), of: entry.id),
                                animation: entry.animation, previous: j, isMoving: isMoving)
        kept.keepsAnimation = true
        if entry.isDeferred {
            kept.isDeferred = true
            kept.recipe = records[j].recipe
        }
        return kept
    }

    // MARK: Installing a plan

    /// Replaces the table with `plan`'s elements (validated, sorted by identity; plan entries point
    /// into the table being replaced). Each element gets its channels in `w` — an object through
    /// `attach` (its index, its planned entry, its current pose when it continues, and the object
    /// it had), a record here, the channels of an element that now snaps released — and is noted
    /// in `digest`. `recipe` is the recipe of the provider being applied, `time` the transition
    /// time (on the clock's grid), `dataCounts` the next layout's (for the look-up). The new
    /// arrays are taken from `scratch`; the replaced ones are left there. When
    /// `discardingPlan`, the plan's entries are given back to the system as they are installed
    /// (see ``PlanEntries/discardPrefix(upTo:)``): the plan's entries are not read afterwards.
    mutating func install(_ plan: borrowing TransitionPlan, recipe providerRecipe: ProviderRecipe?, time: Double,
                          dataCounts: DataCounts, discardingPlan: Bool = false, scratch: inout TransitionScratch,
                          channels w: inout ChannelStore, digest: inout EntryDigest,
                          attach: (AttributeAnimation, Int, PlannedEntry, LayoutAttributes?, AttributeAnimation?,
                                   inout ChannelStore) -> Void) {
        let n = plan.entries.count
        // The table being replaced (its arrays uniquely referenced once this one's are replaced).
        var old = self
        entries = scratch.take(\.entries, reserving: n)
        records = scratch.take(\.deferred, reserving: 0)
        snapTargets = []
        objectCount = 0
        w.reserve(additional: 4 * n)
        // (A recipe already in the table is reused: retargeting with the same provider again and
        // again does not grow it.)
        let currentRecipe = Int32(providerRecipe.flatMap { recipes.firstIndex(of: $0) } ?? recipes.count)
        var usesCurrentRecipe = false
        for i in plan.entries.indices {
            // (Every 16,384 entries, about 2.4 MB: the installed ones are handed back.)
            if discardingPlan, i & 0x3FFF == 0 { plan.entries.discardPrefix(upTo: i) }
            let planned = plan.entries[i]
            let previous: TransitionEntry? = planned.previous >= 0 ? old.entries[planned.previous] : nil
            var before = previous?.animation
            // Every previous entry is in the plan once: its object leaves the engine here (a kept
            // one is attached again just below).
            before?.engine = nil
            let recordBefore: DeferredAnimation? =
                if let previous, previous.isDeferred { old.records[planned.previous] } else { nil }
            if planned.isDeferred {
                // (Records for entries before the first one; later ones are appended in order.)
                if records.isEmpty { records.reserveLargeCapacity(n) }
                if records.count < i { records.append(contentsOf: repeatElement(.unused, count: i - records.count)) }
                let recipe = planned.recipe >= 0 ? planned.recipe : currentRecipe
                if recipe == currentRecipe { usesCurrentRecipe = true }
                let springs = recipe < recipes.count ? recipes[Int(recipe)].springs(for: planned.id)
                    : providerRecipe.invariant("records have a recipe").springs(for: planned.id)
                let record = DeferredAnimation.attach(entry: i, planned: planned, previous: recordBefore, springs: springs,
                                                      recipe: recipe, in: &w)
                records.append(record)
                entries.append(TransitionEntry(id: planned.id, change: planned.change, animation: nil, snapTarget: -1))
                digest.note(entry: i, isCell: planned.id.isCell, deferred: record, in: &w)
            } else if let animation = planned.animation {
                if before == nil, let record = recordBefore, let previous {
                    // A record continues with an object: attach it from the object the record
                    // stands for.
                    before = record.makeAnimation(for: previous.id, springs: recipes[Int(record.recipe)].springs(for: previous.id),
                                                  attachTime: old.attachTime)
                }
                let from = planned.previous >= 0 ? plan.attributes(planned.from, of: planned.id) : nil
                w.reserveSlots(4 * (n - i))
                let first = w.slotCount
                attach(animation, i, planned, from, before, &w)
                entries.append(TransitionEntry(id: planned.id, change: planned.change, animation: animation, snapTarget: -1))
                objectCount += 1
                digest.note(entry: i, isCell: planned.id.isCell, animation: animation, channels: w.slots(from: first), in: &w)
            } else {
                // Snapped: the channels it had rest where they are and no longer count.
                if let before {
                    for c in before.table { w.release(c.id) }
                } else if let record = recordBefore {
                    record.release(in: &w)
                }
                entries.append(TransitionEntry(id: planned.id, change: planned.change, animation: nil,
                                               snapTarget: Int32(snapTargets.count)))
                let target = plan.attributes(planned.to, of: planned.id)
                digest.note(snapped: target)
                snapTargets.append(target)
            }
        }
        if usesCurrentRecipe, currentRecipe == recipes.count, let providerRecipe { recipes.append(providerRecipe) }
        attachTime = time
        buildLookup(dataCounts)
        old.moveStorage(into: &scratch)
    }

    /// The element look-up: a flat table for cells of `counts`, a dictionary for everything else.
    private mutating func buildLookup(_ counts: DataCounts) {
        cellCounts = counts
        cellEntries = Array(largeRepeating: -1, count: counts.totalItems)
        otherEntries = [:]
        for i in entries.indices {
            let id = entries[i].id
            if id.isCell, let flat = counts.flatIndex(of: id.indexPath) {
                cellEntries[flat] = Int32(i)
            } else {
                otherEntries[id] = Int32(i)
            }
        }
    }

    // MARK: The lazy exact path

    /// Whether any element holds an animation object (made on request, or by a provider).
    var hasObjects: Bool { objectCount > 0 }

    /// Entry `i`'s record (its channel slots, start and target geometry) when a record drives it;
    /// `nil` for an animation object or a snapped element.
    func record(ofEntry i: Int) -> DeferredAnimation? { entries[i].isDeferred ? records[i] : nil }

    /// Every entry's record as installed (meaningful where the entry is or was a record), shared:
    /// the records a store with pending channels reads (see ``ChannelStore/adoptPendingRecords(_:)``).
    var recordStorage: [DeferredAnimation] { records }

    /// Entry `i`'s record as installed, also when its object has been made since; `nil` for a
    /// snapped element. For a table installed without any object (every object made from its
    /// record on request since).
    func installedRecord(ofEntry i: Int) -> DeferredAnimation? {
        guard entries[i].snapTarget < 0 else { return nil }
        precondition(i < records.count, "an entry that did not snap has a record (installed without objects)")
        return records[i]
    }

    // MARK: Storage

    /// Moves the table's large arrays into `scratch` (to be recycled), leaving them empty.
    mutating func moveStorage(into scratch: inout TransitionScratch) {
        scratch.give(&entries, to: \.entries)
        objectCount = 0
        scratch.give(&records, to: \.deferred)
    }
}

extension TransitionEntry {
    /// Whether the element is animated without an object yet (neither snapped nor holding its
    /// animation): its motion is the element table's record at the same index (see
    /// ``DeferredAnimation``). Private to the table's file: no other file asks.
    fileprivate var isDeferred: Bool { animation == nil && snapTarget < 0 }
}
