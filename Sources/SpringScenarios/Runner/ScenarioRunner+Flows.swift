import SpringTransitions

// Eased and interactive transitions, batch updates, bounds changes and Texture-style layout
// transitions in a scenario's timeline.

extension ScenarioRunner {
    /// Starts an eased transition to `next` from what the view shows (a running transition is
    /// cancelled in place) and applies the placement.
    func beginEased(_ next: any Layout, placement: ScenarioPlacement?, path: String, placementPath: String) throws(ScenarioError) {
        let easing = try easing()
        var configuration = EasedTransitionLayout.Configuration(timeStep: scenario.motion.timeStep)
        if case .contentOffset(let offset)? = placement { configuration.toContentOffset = offset }
        let eased: EasedTransitionLayout
        do {
            eased = try collectionView.transition(to: next, duration: scenario.motion.duration ?? 0.5, easing: easing,
                                                  configuration: configuration)
        } catch {
            throw ScenarioError(path: path, message: time == 0 ? "\(error)" : "at t = \(time) s: \(error)")
        }
        transitionCount += 1
        if let placement { try place(placement, eased, placementPath) }
    }

    /// Sets an eased or interactive transition's target offset from a placement.
    func place(_ placement: ScenarioPlacement, _ transition: some PlaceableTransition, _ path: String) throws(ScenarioError) {
        do {
            switch placement {
            case .item(let item): try transition.setToContentOffset(for: item.indexPath, at: item.position)
            case let .cells(indexPaths, placement, options): try transition.setToContentOffset(placing: indexPaths, placement: placement, options: options)
            case .contentOffset(let offset): try transition.setToContentOffset(offset)
            }
            try collectionView.setContentOffset(transition.contentOffset)
        } catch {
            throw ScenarioError(path: path, message: "\(error)")
        }
    }

    /// Throws unless the collection view is at rest or on springs (batch updates and bounds
    /// changes interrupt spring transitions only).
    func requireRestOrSprings(_ time: Double, _ path: String, _ what: String) throws(ScenarioError) {
        if let eased = collectionView.easedTransition, !eased.isComplete {
            throw ScenarioError(path: path, message: "at t = \(time) s an eased transition is running; \(what) needs the collection view at rest or on springs")
        }
        if collectionView.interactiveTransition != nil {
            throw ScenarioError(path: path, message: "at t = \(time) s an interactive transition is running; \(what) needs the collection view at rest or on springs")
        }
        try requireNoExchange(time, path)
        exchangeController = nil
    }

    /// Applies the events of the transition flows: interactive transitions, batch updates,
    /// bounds changes and layout transitions.
    func applyFlow(_ event: ScenarioEvent, path: String) throws(ScenarioError) {
        let t = event.time
        switch event.action {
        case let .interactive(to, placement):
            try requireNoExchange(t, path + ".interactive")
            exchangeController = nil
            let next = try layout(to, path + ".interactive.to")
            var target: Point?
            if case .contentOffset(let offset)? = placement { target = offset }
            let started: InteractiveTransitionLayout
            do {
                started = try collectionView.startInteractiveTransition(to: next, toContentOffset: target)
            } catch {
                throw ScenarioError(path: path + ".interactive.to", message: "at t = \(t) s: \(error)")
            }
            transitionCount += 1
            if let placement { try place(placement, started, path + ".interactive.placement") }
        case .progress(let progress):
            do {
                try collectionView.updateInteractiveTransition(progress: progress)
            } catch {
                throw ScenarioError(path: path + ".progress", message: "at t = \(t) s: \(error)")
            }
        case .finish(let handOff), .cancel(let handOff):
            let finishing = if case .finish = event.action { true } else { false }
            let kind = finishing ? "finish" : "cancel"
            let settings = InteractiveTransitionLayout.HandOff(springs: ChannelSprings(handOff.spring ?? .smooth), timeStep: scenario.motion.timeStep)
            let integrator = try integrator()
            do {
                let spring = finishing
                    ? try collectionView.finishInteractiveTransition(velocity: handOff.velocity, handOff: settings, integrator: integrator)
                    : try collectionView.cancelInteractiveTransition(velocity: handOff.velocity, handOff: settings, integrator: integrator)
                adopt(spring, counting: false)
            } catch {
                throw ScenarioError(path: path + "." + kind, message: "at t = \(t) s: \(error)")
            }
            try checkWorkOfLatest()
        case .batchUpdates(let batch):
            try requireRestOrSprings(t, path + ".batchUpdates", "a batch update")
            let chosen: AnimationProvider
            if let reference = batch.provider {
                chosen = try provider(reference, path + ".batchUpdates.provider")
            } else {
                chosen = try provider(scenario.motion.provider, scenario.motion.providerPath)
            }
            let integrator = try integrator()
            if batch.appearing != nil || batch.disappearing != nil {
                try wrapInEffects(appearing: batch.appearing ?? .fade, disappearing: batch.disappearing ?? .fade, path + ".batchUpdates")
            }
            do {
                adopt(try collectionView.performBatchUpdates(batch.updates, animatedWith: chosen, integrator: integrator,
                                                             configuration: configuration))
            } catch {
                throw ScenarioError(path: path + ".batchUpdates", message: "at t = \(t) s: \(error)")
            }
            try checkWorkOfLatest()
        case .bounds(let size):
            try requireRestOrSprings(t, path + ".bounds", "a bounds change")
            let provider = try provider(scenario.motion.provider, scenario.motion.providerPath)
            let integrator = try integrator()
            do {
                adopt(try collectionView.setBoundsSize(size, animatedWith: provider, integrator: integrator, configuration: configuration))
            } catch {
                throw ScenarioError(path: path + ".bounds", message: "at t = \(t) s: \(error)")
            }
            try checkWorkOfLatest()
        case .layoutTransition(let change):
            try layoutTransition(change, at: t, path: path + ".layoutTransition")
        default:
            break
        }
    }

    /// Wraps the layout the next update applies to (the running spring transition's next layout,
    /// or the collection view's) in an `UpdateEffectsLayout` with these effects.
    func wrapInEffects(appearing: ElementEffect, disappearing: ElementEffect, _ path: String) throws(ScenarioError) {
        func wrap<L: Layout>(_ layout: L) -> any Layout {
            UpdateEffectsLayout(layout, insertionEffect: appearing, deletionEffect: disappearing)
        }
        if let running = collectionView.springTransition, running.state == .running {
            running.nextLayout = wrap(running.nextLayout)
            return
        }
        do {
            let offset = collectionView.contentOffset
            try collectionView.setLayout(wrap(collectionView.layout))
            try collectionView.setContentOffset(offset)
        } catch {
            throw ScenarioError(path: path, message: "\(error)")
        }
    }

    /// Changes the transition node's state (made from the collection view on first use) and
    /// transitions it to the layout for the new state.
    func layoutTransition(_ change: ScenarioLayoutTransition, at t: Double, path: String) throws(ScenarioError) {
        let host: TransitionNode
        if let node {
            host = node
        } else {
            if collectionView.drivenTransition.map({ !$0.isComplete }) ?? false || collectionView.interactiveTransition != nil {
                throw ScenarioError(path: path, message: "at t = \(t) s a transition is running; a transition node starts from the collection view at rest")
            }
            try requireNoExchange(t, path)
            exchangeController = nil
            let provider = try provider(scenario.motion.provider, scenario.motion.providerPath)
            do {
                host = try TransitionNode(size: collectionView.boundsSize, dataCounts: collectionView.dataCounts,
                                          layout: collectionView.layout, provider: provider, integrator: try integrator(),
                                          transitionConfiguration: configuration)
            } catch let error as ScenarioError {
                throw error
            } catch {
                throw ScenarioError(path: path, message: "at t = \(t) s: \(error)")
            }
            node = host
        }
        if let to = change.to { host.layout = try layout(to, path + ".to") }
        if let sections = change.sections {
            do {
                host.dataCounts = try DataCounts(sections)
            } catch {
                throw ScenarioError(path: path + ".sections", message: "\(error)")
            }
        }
        do {
            if let size = change.size, size != host.size {
                _ = try host.transitionLayout(toSize: size, animated: change.animated)
            } else {
                _ = try host.transitionLayout(animated: change.animated)
            }
        } catch {
            throw ScenarioError(path: path, message: "at t = \(t) s: \(error)")
        }
        adopt(host.springTransition)
        try checkWorkOfLatest()
    }

    /// The work budget (``ScenarioRunner/maximumWork``) applied to the running spring transition
    /// a flow event started or changed.
    func checkWorkOfLatest() throws(ScenarioError) {
        if let transition, transition.state == .running { try checkWork(of: transition) }
    }
}
