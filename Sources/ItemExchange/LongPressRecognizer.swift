/// A headless `UILongPressGestureRecognizer` for one finger: it turns raw touches into
/// ``LongPressStage``s.
///
/// - A touch starts a press. It begins once it has been held for ``minimumPressDuration``: at the
///   first input (``poll(time:)``, a move or the lift) whose time is at least touch-down time plus
///   the duration, at the location of the finger then. With a duration of 0 it begins on touch-down.
/// - Moving more than ``allowableMovement`` from the touch-down point before that fails the press
///   (nothing is reported until the next touch-down).
/// - After it began, moves report ``LongPressStage/changed(_:)``, the lift ``LongPressStage/ended``
///   and a system cancel ``LongPressStage/cancelled``.
/// - A second touch-down while a touch is down is ignored.
///
/// Times are seconds and must not decrease; points are content coordinates.
public struct LongPressRecognizer: Sendable, Hashable {
    /// Where the recogniser is.
    public enum State: Sendable, Hashable {
        /// No touch.
        case idle
        /// A touch is down, not yet held long enough.
        case pressing(startTime: Double, startLocation: Point, location: Point)
        /// The press began and the finger is down at `location`.
        case recognized(location: Point)
        /// The touch moved too far too early; waiting for it to lift.
        case failed
    }

    /// Seconds a touch must be held before the press begins; finite and ≥ 0 (UIKit's default 0.5;
    /// the exchange controller uses 0.15).
    public internal(set) var minimumPressDuration: Double
    /// Points the touch may move before the press begins; finite and ≥ 0 (UIKit's default 10).
    public internal(set) var allowableMovement: Double
    /// The current state.
    public private(set) var state: State = .idle
    /// The latest input time, or `nil` before the first.
    public private(set) var latestTime: Double?

    /// A recogniser with the given thresholds.
    ///
    /// - Throws: ``ExchangeError/invalidConfiguration(parameter:value:requirement:)`` naming
    ///   `minimumPressDuration` or `allowableMovement` when negative or not finite.
    public init(minimumPressDuration: Double = 0.15, allowableMovement: Double = 10) throws(ExchangeError) {
        try ExchangeConfiguration(minimumPressDuration: minimumPressDuration, allowableMovement: allowableMovement).validate()
        self.minimumPressDuration = minimumPressDuration
        self.allowableMovement = allowableMovement
    }

    /// A finger touched down at `point`.
    ///
    /// - Throws: ``ExchangeError`` for a non-finite point or time, or a time before ``latestTime``; nothing changes.
    public mutating func touchDown(at point: Point, time: Double) throws(ExchangeError) -> LongPressStages {
        try check(time)
        try ExchangeError.requireFiniteLocation(point)
        latestTime = time
        var stages = LongPressStages()
        guard case .idle = state else { return stages }
        state = .pressing(startTime: time, startLocation: point, location: point)
        recognizeIfHeld(at: time, into: &stages)
        return stages
    }

    /// The finger moved to `point`.
    ///
    /// - Throws: as ``touchDown(at:time:)``.
    public mutating func touchMoved(to point: Point, time: Double) throws(ExchangeError) -> LongPressStages {
        try check(time)
        try ExchangeError.requireFiniteLocation(point)
        latestTime = time
        var stages = LongPressStages()
        recognizeIfHeld(at: time, into: &stages)
        switch state {
        case let .pressing(startTime, startLocation, _):
            state = startLocation.distance(to: point) > allowableMovement
                ? .failed : .pressing(startTime: startTime, startLocation: startLocation, location: point)
        case .recognized:
            state = .recognized(location: point)
            stages.append(.changed(point), at: time)
        case .idle, .failed:
            break
        }
        return stages
    }

    /// The finger lifted.
    ///
    /// - Throws: ``ExchangeError`` for a non-finite time or one before ``latestTime``; nothing changes.
    public mutating func touchUp(time: Double) throws(ExchangeError) -> LongPressStages {
        try finish(time: time, with: .ended)
    }

    /// The system cancelled the touch (an incoming call…).
    ///
    /// - Throws: as ``touchUp(time:)``.
    public mutating func touchCancelled(time: Double) throws(ExchangeError) -> LongPressStages {
        try finish(time: time, with: .cancelled)
    }

    /// Time passed with the finger still: begins the press once it has been held long enough.
    ///
    /// - Throws: as ``touchUp(time:)``.
    public mutating func poll(time: Double) throws(ExchangeError) -> LongPressStages {
        try check(time)
        latestTime = time
        var stages = LongPressStages()
        recognizeIfHeld(at: time, into: &stages)
        return stages
    }

    /// Ends the touch, reporting `stage` if the press had begun.
    private mutating func finish(time: Double, with stage: LongPressStage) throws(ExchangeError) -> LongPressStages {
        try check(time)
        latestTime = time
        var stages = LongPressStages()
        recognizeIfHeld(at: time, into: &stages)
        if case .recognized = state { stages.append(stage, at: time) }
        state = .idle
        return stages
    }

    /// Moves from pressing to recognised once the press has lasted ``minimumPressDuration``.
    private mutating func recognizeIfHeld(at time: Double, into stages: inout LongPressStages) {
        // `time >= start + duration`, not `time - start >= duration`: 1.15 − 1.0 rounds to 0.1499…9 < 0.15.
        guard case let .pressing(startTime, _, location) = state, time >= startTime + minimumPressDuration else { return }
        state = .recognized(location: location)
        stages.append(.began(location), at: time)
    }

    /// Throws unless `time` is finite and not before ``latestTime``.
    private func check(_ time: Double) throws(ExchangeError) {
        try ExchangeError.requireFinite(time, "time")
        if let latestTime, time < latestTime { throw .timeWentBackwards(time: time, latest: latestTime) }
    }
}
