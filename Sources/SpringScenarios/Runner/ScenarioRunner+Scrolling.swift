import SpringTransitions

// Scroll gestures: a ScrollDriver moves the collection view's content with the finger, then
// decelerates, springs back at an edge, pages or snaps, in closed form of the scenario time.

extension ScenarioRunner {
    /// Applies a `drag`, `release` or `fling` event at `time`; the driver is made on first use.
    func applyScroll(_ gesture: ScenarioScrollGesture, at time: Double, path: String) throws(ScenarioError) {
        let kind: String
        switch gesture {
        case .drag: kind = "drag"
        case .release: kind = "release"
        case .fling: kind = "fling"
        }
        let eventPath = path + "." + kind
        if transition?.state == .running || (collectionView.drivenTransition.map { !$0.isComplete } ?? false)
            || collectionView.interactiveTransition != nil {
            throw ScenarioError(path: eventPath, message: "at t = \(time) s a transition is running; scroll gestures need the collection view at rest")
        }
        do {
            // A driver at rest is made anew from the view, so that its configuration (the cells to
            // snap to) follows batch updates, bounds changes and layout transitions since the last gesture.
            let moving = scrollDriver.flatMap { $0.phase != .idle || $0.isDragging ? $0 : nil }
            var driver = try moving ?? ScrollDriver(configuration: scrollConfiguration(), view: collectionView, time: time)
            switch gesture {
            case .drag(let point):
                springyLayout?.touchInView = point     // the springy layout lags by the distance to the finger
                if driver.isDragging {
                    try driver.drag(to: point, time: time, in: &collectionView)
                } else {
                    try driver.beginDragging(at: point, time: time, in: &collectionView)
                }
            case .release(let velocity):
                guard driver.isDragging else {
                    throw ScenarioError(path: eventPath, message: "at t = \(time) s no drag is in progress; a 'release' follows a 'drag'")
                }
                try driver.endDragging(touchVelocity: velocity, time: time, in: &collectionView)
            case .fling(let velocity):
                try driver.fling(velocity: velocity, time: time, in: &collectionView)
            }
            scrollDriver = driver
        } catch let error as ScenarioError {
            throw error
        } catch {
            throw ScenarioError(path: eventPath, message: "at t = \(time) s: \(error)")
        }
    }

    /// The driver's configuration from the file's `scroll` object; snapping to cells uses the
    /// leading edges of the cells of the layout shown now (a gesture that starts at rest makes
    /// a new driver, so they are those of the layout at its start).
    func scrollConfiguration() throws(ScrollError) -> ScrollDriver.Configuration {
        let s = scenario.scroll
        var configuration = ScrollDriver.Configuration(deceleration: try ScrollDeceleration(rate: s.rate))
        configuration.isPagingEnabled = s.isPagingEnabled
        if s.snapsToCells {
            let layout = collectionView.layout
            let edges = layout.allElements.filter(\.isCell).compactMap { layout.attributes(for: $0)?.frame.minY }.sorted()
            configuration.snapTarget = { proposed, _ in Self.nearestEdge(to: proposed, among: edges) }
        }
        return configuration
    }

    /// `proposed` with its y moved to the nearest of the sorted `edges` (unchanged when there are none).
    static func nearestEdge(to proposed: Point, among edges: [Double]) -> Point {
        guard !edges.isEmpty else { return proposed }
        var lo = 0, hi = edges.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if edges[mid] < proposed.y { lo = mid + 1 } else { hi = mid }
        }
        let below = edges[lo], above = lo > 0 ? edges[lo - 1] : below
        return Point(x: proposed.x, y: abs(above - proposed.y) <= abs(below - proposed.y) ? above : below)
    }

    /// Moves the scroll driver, if one is moving, to `t`.
    func advanceScroll(to t: Double) throws(ScrollError) {
        guard var driver = scrollDriver, driver.phase != .idle, t > driver.time else { return }
        try driver.advance(to: t, in: &collectionView)
        scrollDriver = driver
    }

    /// The content offset's velocity now: the scroll driver's while it moves the content, else
    /// the running transition's, else zero.
    var contentOffsetVelocity: Point {
        if let driver = scrollDriver, driver.phase != .idle { return driver.contentOffsetVelocity }
        if let transition, transition.state == .running { return transition.contentOffsetVelocity }
        return .zero
    }
}
