// Building and running the phases of a layout-to-layout transition.

extension LayoutToLayoutTransition {
    /// Starts a transition from `source` to `destination` (both prepared views of the same bounds size).
    ///
    /// - Parameters:
    ///   - source: the view shown now; the recycled view starts as a copy of it.
    ///   - destination: the view to show, with its data, layout and content offset.
    ///   - shared: the destination item that shows the same model item as a source item, or `nil`
    ///     when the destination does not show it. Asked once for every cell of the source layout.
    ///   - dataSwitch: when the recycled view takes the destination's data.
    ///   - provider: the animation of every element.
    ///   - integrator: advances the springs; `nil` for the engine's default (GSL rkf45).
    /// - Throws: ``FlowError/boundsMismatch(source:destination:)``,
    ///   ``FlowError/sharedItemOutOfRange(source:destination:)`` when a shared item is not a cell of
    ///   the destination layout, ``FlowError/sharedItemTwice(first:second:destination:)``, or
    ///   ``FlowError/transition(_:)`` when the first phase cannot start.
    public init(from source: CollectionView, to destination: CollectionView, sharing shared: (IndexPath) -> IndexPath?,
                dataSwitch: DataSwitch, provider: AnimationProvider = .spring(.smooth),
                integrator: (any Integrator)? = nil) throws(FlowError) {
        guard source.boundsSize == destination.boundsSize else {
            throw .boundsMismatch(source: source.boundsSize, destination: destination.boundsSize)
        }
        var sharedItems: [IndexPath: IndexPath] = [:]
        for id in source.layout.allElements where id.isCell {
            guard let target = shared(id.indexPath) else { continue }
            guard destination.layout.attributes(for: .cell(target)) != nil else {
                throw .sharedItemOutOfRange(source: id.indexPath, destination: target)
            }
            if let first = sharedItems[target] {
                throw .sharedItemTwice(first: first, second: id.indexPath, destination: target)
            }
            sharedItems[target] = id.indexPath
        }
        self.dataSwitch = dataSwitch
        self.destination = destination
        self.sharedItems = sharedItems
        self.provider = provider
        self.integrator = integrator
        self.collectionView = source
        do throws(TransitionError) {
            switch dataSwitch {
            case .atStart: try startSwitched(from: source)
            case .atCompletion: try startMoving(from: source)
            }
        } catch {
            throw .transition(error)
        }
    }

    /// Advances the current phase by `dt` seconds. When the shared items arrive with
    /// ``DataSwitch/atCompletion``, the data switches and the revealing phase starts (on the next
    /// frame). Does nothing once finished (besides checking `dt`).
    ///
    /// - Throws: ``FlowError/transition(_:)`` for a negative or non-finite `dt`, or an integration
    ///   or layout failure.
    public mutating func advance(by dt: Double) throws(FlowError) {
        do throws(TransitionError) {
            try collectionView.advance(by: dt)
            guard phase != .finished, collectionView.springTransition == nil else { return }
            if phase == .moving && dataSwitch == .atCompletion {
                try switchAndReveal()
            } else {
                phase = .finished
            }
        } catch {
            throw .transition(error)
        }
    }

    /// The configuration of both phases: they end on the destination's content offset.
    var configuration: SpringTransitionLayout.Configuration {
        SpringTransitionLayout.Configuration(toContentOffset: destination.contentOffset)
    }

    /// One phase, switched at the start: the diff from the source's elements (shared cells renamed
    /// to their destination items) to the destination layout.
    mutating func startSwitched(from source: CollectionView) throws(TransitionError) {
        let back = Dictionary(uniqueKeysWithValues: sharedItems.map { ($0.value, $0.key) })
        var diff = LayoutDiff()
        for id in source.layout.allElements {
            guard let a = source.layout.attributes(for: id) else { continue }
            if id.isCell, let target = back[id.indexPath], let b = destination.layout.attributes(for: .cell(target)) {
                diff.persisting.append(LayoutDiff.Change(from: a, to: b))
            } else {
                diff.removed.append(LayoutDiff.Change(from: a, to: source.layout.finalAttributes(forDisappearing: id) ?? a))
            }
        }
        for id in destination.layout.allElements where !(id.isCell && sharedItems[id.indexPath] != nil) {
            guard let b = destination.layout.attributes(for: id) else { continue }
            diff.inserted.append(LayoutDiff.Change(from: destination.layout.initialAttributes(forAppearing: id) ?? b, to: b))
        }
        let transition = try SpringTransitionLayout(
            animating: diff, fromContentOffset: source.contentOffset, fromContentSize: source.contentSize,
            to: destination.layout, provider: provider, integrator: integrator, configuration: configuration)
        var view = destination
        try view.installTransition(transition, contentOffset: transition.contentOffset)
        collectionView = view
        hasSwitchedData = true
    }

    /// The first phase of a switch at completion: in the source's identities, the shared cells fly
    /// to their destination attributes; source-only elements fade out.
    mutating func startMoving(from source: CollectionView) throws(TransitionError) {
        var elements: [LayoutAttributes] = []
        elements.reserveCapacity(sharedItems.count)
        for (target, origin) in sharedItems {
            guard var b = destination.layout.attributes(for: .cell(target)) else { continue }
            b.id = .cell(origin)
            elements.append(b)
        }
        var context = source.context
        context.contentOffset = destination.contentOffset
        let arrival: LayoutSnapshot
        do {
            arrival = try LayoutSnapshot(context: context, contentSize: destination.contentSize, elements: elements)
        } catch {
            throw .layoutFailed(role: "next", error)
        }
        let transition = try SpringTransitionLayout(from: source.layout, to: arrival, provider: provider,
                                                    integrator: integrator, configuration: configuration)
        try collectionView.installTransition(transition, contentOffset: transition.contentOffset)
    }

    /// Switches the recycled view to the destination and starts the revealing phase, or finishes
    /// when the destination has no elements of its own.
    mutating func switchAndReveal() throws(TransitionError) {
        var view = destination
        var start: [LayoutAttributes] = []
        start.reserveCapacity(sharedItems.count)
        for target in sharedItems.keys {
            if let b = destination.layout.attributes(for: .cell(target)) { start.append(b) }
        }
        let revealing = destination.layout.allElements.count > start.count
        if revealing {
            let shared: LayoutSnapshot
            do {
                shared = try LayoutSnapshot(context: destination.context, contentSize: destination.contentSize,
                                                   elements: start)
            } catch {
                throw .layoutFailed(role: "current", error)
            }
            let transition = try SpringTransitionLayout(from: shared, to: destination.layout, provider: provider,
                                                        integrator: integrator, configuration: configuration)
            try view.installTransition(transition, contentOffset: transition.contentOffset)
        }
        collectionView = view
        hasSwitchedData = true
        phase = revealing ? .revealing : .finished
    }
}
