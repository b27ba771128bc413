import SpringTransitions

extension Scenario {
    /// Checks sizes, times and rates against ``ScenarioLimits``: at most 10,000 sections and
    /// 100,000 items, non-negative counts; bounds finite, positive and at most 100,000 points;
    /// insets and offsets finite and at most 10⁷ points; a frame rate from 1 to 1000; a time step
    /// from 10⁻⁵ to 0.1 s; a maximum duration in (0, 600] s; at most 10,000 events, in time order,
    /// within the maximum duration. The runner checks names and index paths, which need the
    /// registry and the layouts.
    ///
    /// - Throws: ``ScenarioError`` for the first problem, for example
    ///   `$.collection.sections: 1000000000 items in all; at most 100000 are allowed`.
    public func validate() throws(ScenarioError) {
        try Self.checkSections(collection.sections, "$.collection.sections")
        try Self.checkSize(collection.bounds, "$.collection.bounds")
        let inset = collection.contentInset
        for (name, value) in [("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)] {
            try Self.checkCoordinate(value, "$.collection.contentInset.\(name)")
        }
        if let offset = collection.contentOffset {
            try Self.checkCoordinate(offset.x, "$.collection.contentOffset.x")
            try Self.checkCoordinate(offset.y, "$.collection.contentOffset.y")
        }
        guard framesPerSecond.isFinite, framesPerSecond >= ScenarioLimits.minimumFramesPerSecond,
              framesPerSecond <= ScenarioLimits.maximumFramesPerSecond else {
            throw ScenarioError(path: "$.fps", message: Self.rateMessage(framesPerSecond))
        }
        guard motion.timeStep.isFinite, motion.timeStep >= ScenarioLimits.minimumTimeStep,
              motion.timeStep <= ScenarioLimits.maximumTimeStep else {
            throw ScenarioError(path: "$.motion.timeStep",
                                message: "\(motion.timeStep) must be between \(ScenarioLimits.minimumTimeStep) and \(ScenarioLimits.maximumTimeStep) seconds")
        }
        if let duration = motion.duration {
            guard duration.isFinite, duration > 0, duration <= ScenarioLimits.maximumDuration else {
                throw ScenarioError(path: "$.motion.duration",
                                    message: "\(duration) must be positive and at most \(Int(ScenarioLimits.maximumDuration)) seconds")
            }
        }
        guard maxDuration.isFinite, maxDuration > 0, maxDuration <= ScenarioLimits.maximumDuration else {
            throw ScenarioError(path: "$.maxDuration",
                                message: "\(maxDuration) must be positive and at most \(Int(ScenarioLimits.maximumDuration)) seconds")
        }
        if let placement { try Self.check(placement, "$.placement") }
        do {
            try exchange.validate()
        } catch {
            throw ScenarioError(path: "$.exchange", message: "\(error)")
        }
        guard timeline.count <= ScenarioLimits.maximumEvents else {
            throw ScenarioError(path: "$.timeline", message: "\(timeline.count) events; at most \(ScenarioLimits.maximumEvents) are allowed")
        }
        var previous = 0.0
        for (i, event) in timeline.enumerated() {
            guard event.time.isFinite, event.time >= 0, event.time <= maxDuration else {
                throw ScenarioError(path: "$.timeline[\(i)].at",
                                    message: "\(event.time) must be between 0 and maxDuration (\(maxDuration) s)")
            }
            guard event.time >= previous else {
                throw ScenarioError(path: "$.timeline[\(i)].at", message: "\(event.time) is earlier than the previous event's \(previous); list events in time order")
            }
            previous = event.time
            switch event.action {
            case .retarget(_, _, let placement?): try Self.check(placement, "$.timeline[\(i)].retarget.placement")
            case .placement(let placement): try Self.check(placement, "$.timeline[\(i)].placement")
            case .interactive(_, let placement?): try Self.check(placement, "$.timeline[\(i)].interactive.placement")
            case .progress(let p):
                guard p.isFinite, abs(p) <= InteractiveTransitionLayout.progressLimit else {
                    throw ScenarioError(path: "$.timeline[\(i)].progress",
                                        message: "\(p) must be finite and at most \(Int(InteractiveTransitionLayout.progressLimit)) in magnitude")
                }
            case .finish(let h), .cancel(let h):
                let kind = if case .finish = event.action { "finish" } else { "cancel" }
                guard h.velocity.isFinite, abs(h.velocity) <= ScenarioLimits.maximumCoordinate else {
                    throw ScenarioError(path: "$.timeline[\(i)].\(kind).velocity",
                                        message: "\(h.velocity) must be finite and at most \(Int(ScenarioLimits.maximumCoordinate)) in magnitude")
                }
            case .seek(let target):
                guard target.isFinite, target >= 0, target <= event.time else {
                    throw ScenarioError(path: "$.timeline[\(i)].seek",
                                        message: "\(target) must be a time within [0, \(event.time)], the scenario's start and the event's own time")
                }
            case .bounds(let size): try Self.checkSize(size, "$.timeline[\(i)].bounds")
            case .layoutTransition(let t):
                if let size = t.size { try Self.checkSize(size, "$.timeline[\(i)].layoutTransition.size") }
                if let sections = t.sections { try Self.checkSections(sections, "$.timeline[\(i)].layoutTransition.sections") }
            case .touch(let touch):
                if case .point(let p)? = touch.location {
                    try Self.checkCoordinate(p.x, "$.timeline[\(i)].touch.point.x")
                    try Self.checkCoordinate(p.y, "$.timeline[\(i)].touch.point.y")
                }
            default: break
            }
        }
    }

    /// The message for a frame rate out of range: `"1000000000.0 must be between 1 and 1000 frames per second"`.
    public static func rateMessage(_ fps: Double) -> String {
        "\(fps) must be between \(Int(ScenarioLimits.minimumFramesPerSecond)) and \(Int(ScenarioLimits.maximumFramesPerSecond)) frames per second"
    }

    /// Checks item counts against ``ScenarioLimits`` (`path` is the array's).
    static func checkSections(_ sections: [Int], _ path: String) throws(ScenarioError) {
        guard sections.count <= ScenarioLimits.maximumSections else {
            throw ScenarioError(path: path,
                                message: "\(sections.count) sections; at most \(ScenarioLimits.maximumSections) are allowed")
        }
        var total = 0
        for (i, count) in sections.enumerated() {
            guard count >= 0 else { throw ScenarioError(path: "\(path)[\(i)]", message: "item count \(count) must not be negative") }
            guard count <= ScenarioLimits.maximumItems else {
                throw ScenarioError(path: "\(path)[\(i)]",
                                    message: "\(count) items; at most \(ScenarioLimits.maximumItems) are allowed in all")
            }
            total += count
        }
        guard total <= ScenarioLimits.maximumItems else {
            throw ScenarioError(path: path, message: "\(total) items in all; at most \(ScenarioLimits.maximumItems) are allowed")
        }
    }

    /// Checks a bounds size: finite, positive and at most ``ScenarioLimits/maximumBoundsLength``.
    static func checkSize(_ size: Size, _ path: String) throws(ScenarioError) {
        for (name, value) in [("width", size.width), ("height", size.height)] {
            guard value.isFinite, value > 0, value <= ScenarioLimits.maximumBoundsLength else {
                throw ScenarioError(path: "\(path).\(name)",
                                    message: "\(value) must be finite, positive and at most \(Int(ScenarioLimits.maximumBoundsLength)) points")
            }
        }
    }

    static func checkCoordinate(_ value: Double, _ path: String) throws(ScenarioError) {
        guard value.isFinite, abs(value) <= ScenarioLimits.maximumCoordinate else {
            throw ScenarioError(path: path, message: "\(value) must be finite and at most \(Int(ScenarioLimits.maximumCoordinate)) points in magnitude")
        }
    }

    static func check(_ placement: ScenarioPlacement, _ path: String) throws(ScenarioError) {
        switch placement {
        case .contentOffset(let offset):
            try checkCoordinate(offset.x, path + ".contentOffset.x")
            try checkCoordinate(offset.y, path + ".contentOffset.y")
        case .cells(_, _, let options):
            if let anchor = options.anchor {
                try checkCoordinate(anchor.x, path + ".anchor.x")
                try checkCoordinate(anchor.y, path + ".anchor.y")
            }
            let i = options.inset
            for (name, value) in [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)] {
                try checkCoordinate(value, path + ".inset.\(name)")
            }
        case .item:
            break
        }
    }
}
