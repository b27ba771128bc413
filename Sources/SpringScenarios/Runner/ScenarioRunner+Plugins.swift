import SpringTransitions

// Starting transitions and applying events, with plugins made from the registry.

extension ScenarioRunner {
    /// Makes a plugin through `make`, turning every failure into a ``ScenarioError`` at `path`
    /// (an unknown name at `path.name`, bad parameters at their own path).
    static func make<T>(_ path: String, _ reference: PluginReference, registry: PluginRegistry? = nil,
                        _ make: (String, (any Decoder)?) throws -> T) throws(ScenarioError) -> T {
        let codingPath = Self.codingPath(path)
        do {
            return try make(reference.name, reference.parameters.map {
                $0.decoder(codingPath: codingPath + [PathKey("parameters")], userInfo: [.pluginRegistry: registry ?? .standard])
            })
        } catch let error as PluginError {
            if case .unknown = error { throw ScenarioError(path: path + ".name", message: error.description) }
            throw ScenarioError(path: path, message: error.description)
        } catch let error as DecodingError {
            throw ScenarioError(error)
        } catch let error as ScenarioError {
            throw error
        } catch {
            throw ScenarioError(path: reference.parameters == nil ? path : path + ".parameters", message: "\(error)")
        }
    }

    /// The coding path of a JSONPath of member names and indices, such as `$.timeline[2].retarget.to`.
    static func codingPath(_ path: String) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        for part in path.split(separator: ".").dropFirst() {
            var name = Substring(part)
            var indices: [Int] = []
            while let open = name.lastIndex(of: "["), name.hasSuffix("]"), let i = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) {
                indices.insert(i, at: 0)
                name = name[..<open]
            }
            keys.append(PathKey(String(name)))
            keys.append(contentsOf: indices.map { PathKey(index: $0) as any CodingKey })
        }
        return keys
    }

    func layout(_ reference: PluginReference, _ path: String) throws(ScenarioError) -> any Layout {
        let registry = self.registry
        return try Self.make(path, reference, registry: registry) { try registry.makeLayout(named: $0, parameters: $1) }
    }

    /// The provider `reference` names, with the scenario's `motion.reducedMotion` applied.
    func provider(_ reference: PluginReference, _ path: String) throws(ScenarioError) -> AnimationProvider {
        let registry = self.registry
        let made = try Self.make(path, reference, registry: registry) { try registry.makeProvider(named: $0, parameters: $1) }
        guard let reduced = scenario.motion.reducedMotion else { return made }
        do {
            return try reduced.apply(to: made)
        } catch {
            throw ScenarioError(path: "$.motion.reducedMotion", message: error.description)
        }
    }

    func integrator() throws(ScenarioError) -> any Integrator {
        let registry = self.registry
        return try Self.make("$.motion.integrator", scenario.motion.integrator, registry: registry) {
            try registry.makeIntegrator(named: $0, parameters: $1)
        }
    }

    /// The easing of eased transitions, from the registry (an unknown name is an error at `$.motion.easing`).
    func easing() throws(ScenarioError) -> Easing {
        do {
            return try (scenario.motion.easing ?? .named("quadraticInOut")).easing(in: registry)
        } catch {
            throw ScenarioError(path: "$.motion.easing", message: "\(error)")
        }
    }

    /// Starts the scenario's transition at time 0 and applies its placement.
    func startTransition() throws(ScenarioError) {
        guard let to = scenario.to else { return }
        let next = try layout(to, "$.to")
        if scenario.motion.isEased {
            try beginEased(next, placement: scenario.placement, path: "$.to", placementPath: "$.placement")
            return
        }
        let provider = try provider(scenario.motion.provider, scenario.motion.providerPath)
        let integrator = try integrator()
        try begin(next, provider: provider, integrator: integrator, placement: scenario.placement, path: "$.to", placementPath: "$.placement")
    }

    /// Starts a transition to `next` (or retargets the running one when `integrator` is `nil`).
    func begin(_ next: any Layout, provider: AnimationProvider, integrator: (any Integrator)?, placement: ScenarioPlacement?,
               path: String, placementPath: String) throws(ScenarioError) {
        var configuration = self.configuration
        if case .contentOffset(let offset)? = placement { configuration.toContentOffset = offset }
        do {
            adopt(try collectionView.transition(to: next, using: provider, integrator: integrator, configuration: configuration))
        } catch {
            throw ScenarioError(path: path, message: time == 0 ? "\(error)" : "at t = \(time) s: \(error)")
        }
        if let transition { try checkWork(of: transition) }
        if let placement, let transition { try place(placement, transition, placementPath) }
    }

    /// Sets the transition's target offset from a placement.
    func place(_ placement: ScenarioPlacement, _ transition: SpringTransitionLayout, _ path: String) throws(ScenarioError) {
        do {
            switch placement {
            case .item(let item):
                try transition.setToContentOffset(for: item.indexPath, at: item.position)
            case .cells(let indexPaths, let placement, let options):
                let offset = try toContentOffset(placing: indexPaths, in: transition.nextLayout, from: transition.currentLayout,
                                                 placement: placement, options: options, currentOffset: collectionView.contentOffset,
                                                 currentBoundsSize: collectionView.boundsSize,
                                                 currentContentInset: collectionView.contentInset)
                try transition.setToContentOffset(offset)
            case .contentOffset(let offset):
                try transition.setToContentOffset(offset)
            }
        } catch {
            throw ScenarioError(path: path, message: "\(error)")
        }
    }

    /// Applies timeline event `index` now.
    func apply(_ event: ScenarioEvent, index: Int) throws(ScenarioError) {
        let path = "$.timeline[\(index)]"
        let running = transition.flatMap { $0.state == .running ? $0 : nil }
        if node != nil {
            if case .layoutTransition = event.action {} else {
                throw ScenarioError(path: path, message: "after a 'layoutTransition' event the scenario shows a transition node; only 'layoutTransition' events can follow")
            }
        }
        switch event.action {
        case let .retarget(to, providerReference, placement):
            try requireNoExchange(event.time, path + ".retarget")
            exchangeController = nil
            let next = try layout(to, path + ".retarget.to")
            if scenario.motion.isEased && providerReference == nil {
                try beginEased(next, placement: placement, path: path + ".retarget.to", placementPath: path + ".retarget.placement")
                return
            }
            var given: AnimationProvider?
            if let providerReference { given = try provider(providerReference, path + ".retarget.provider") }
            if let running {
                try begin(next, provider: given ?? running.provider, integrator: nil, placement: placement,
                          path: path + ".retarget.to", placementPath: path + ".retarget.placement")
            } else {
                let chosen: AnimationProvider
                if let given { chosen = given } else { chosen = try provider(scenario.motion.provider, scenario.motion.providerPath) }
                try begin(next, provider: chosen, integrator: try integrator(), placement: placement,
                          path: path + ".retarget.to", placementPath: path + ".retarget.placement")
            }
        case .placement(let placement):
            if let running {
                try place(placement, running, path + ".placement")
            } else if let eased = collectionView.easedTransition, !eased.isComplete {
                try place(placement, eased, path + ".placement")
            } else if let interactive = collectionView.interactiveTransition {
                try place(placement, interactive, path + ".placement")
            } else {
                throw ScenarioError(path: path + ".placement",
                                    message: "at t = \(event.time) s the transition has already ended; a placement needs a running transition")
            }
        case .touch(let touch):
            try handle(touch, at: event.time, path: path + ".touch")
        case .scroll(let gesture):
            try applyScroll(gesture, at: event.time, path: path)
        case .seek(let target):
            try seek(to: target, index: index, path: path + ".seek")
        case .cancelInPlace(let keepingVelocity):
            do {
                if collectionView.interactiveTransition != nil {
                    try collectionView.cancelInteractiveTransitionInPlace()
                } else if keepingVelocity, running != nil {
                    try collectionView.cancelTransitionInPlaceKeepingVelocity()
                } else {
                    try collectionView.cancelTransitionInPlace()
                }
            } catch {
                throw ScenarioError(path: path + ".cancelInPlace", message: "\(error)")
            }
        default:
            try applyFlow(event, path: path)
        }
    }

    /// Makes `started` the runner's spring transition, retiring the previous one's statistics
    /// (and counting it as a new transition when `counting`).
    func adopt(_ started: SpringTransitionLayout?, counting: Bool = true) {
        guard let started, started !== transition else { return }
        retiredStatistics = retiredStatistics + (transition?.integrator.statistics ?? .zero)
        transition = started
        if counting { transitionCount += 1 }
    }

    /// Throws when an exchange gesture is in progress.
    func requireNoExchange(_ time: Double, _ path: String) throws(ScenarioError) {
        if let exchange = exchangeController, exchange.exchangeTransactionInProgress || exchange.presentation.isAnimating {
            throw ScenarioError(path: path, message: "at t = \(time) s an exchange gesture is in progress; a transition needs it to have ended")
        }
    }
}

extension ScenarioRunner {
    /// Hands a touch to the exchange controller (made on first use, over the collection view at rest).
    func handle(_ touch: ScenarioTouch, at time: Double, path: String) throws(ScenarioError) {
        if transition?.state == .running {
            throw ScenarioError(path: path, message: "at t = \(time) s a transition is running; exchange gestures need the collection view at rest")
        }
        let controller: ExchangeController
        if let existing = exchangeController {
            controller = existing
        } else {
            do {
                controller = try ExchangeController(collectionView: collectionView, configuration: scenario.exchange,
                                                    delegate: exchangeDelegate, time: time)
            } catch {
                throw ScenarioError(path: "$.exchange", message: "\(error)")
            }
            exchangeController = controller
        }
        var point = Point.zero
        switch touch.location {
        case .point(let p)?:
            point = p
        case .cell(let indexPath)?:
            guard let cell = controller.collectionView.layout.attributes(for: .cell(indexPath)) else {
                throw ScenarioError(path: path + ".cell", message: "the layout has no cell \(indexPath)")
            }
            point = cell.center
        case nil:
            break
        }
        do {
            switch touch.phase {
            case .down: try controller.touchDown(at: point, time: time)
            case .move: try controller.touchMoved(to: point, time: time)
            case .up: try controller.touchUp(time: time)
            case .cancel: try controller.touchCancelled(time: time)
            }
        } catch {
            throw ScenarioError(path: path, message: "at t = \(time) s: \(error)")
        }
    }
}
