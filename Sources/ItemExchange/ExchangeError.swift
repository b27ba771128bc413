/// An exchange controller, its configuration or an array-exchange helper was given input it cannot
/// use. Nothing was changed when one is thrown. Each ``description`` names the offending
/// parameter and its value.
public enum ExchangeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A tunable of ``ExchangeConfiguration`` is out of range.
    case invalidConfiguration(parameter: String, value: Double, requirement: String)
    /// A gesture, clock or completion argument is unusable: `name` is the parameter (`point`,
    /// `time`, `dt`, `fadeDuration`), `value` its text.
    case invalidArgument(name: String, value: String, requirement: String)
    /// A gesture or clock time is earlier than the latest time already seen (the clock never runs backwards).
    case timeWentBackwards(time: Double, latest: Double)
    /// An array index is outside `0..<count`.
    case indexOutOfRange(name: String, index: Int, count: Int)
    /// An index path names no element of the sectioned data, whose section sizes are `sectionSizes`.
    case indexPathOutOfRange(name: String, indexPath: IndexPath, sectionSizes: [Int])
    /// The data counts were changed while an exchange transaction was in progress.
    case dataCountsChangedDuringTransaction(from: [Int], to: [Int])
    /// The snapshot attributes returned by the delegate fail ``LayoutAttributes/validate()``.
    case invalidSnapshot(LayoutAttributesError)
    /// A gesture or clock method was called from inside one of the controller's delegate callbacks.
    case reentrantCall(method: String)

    /// For example `"invalid exchange configuration: snapshotAlpha is 1.5; must be between 0 and 1"`.
    public var description: String {
        switch self {
        case let .invalidConfiguration(parameter, value, requirement):
            ParameterMessage.invalid("exchange configuration", parameter, value, requirement)
        case let .invalidArgument(name, value, requirement): "invalid \(name): \(value); \(requirement)"
        case let .timeWentBackwards(time, latest): "time \(time) is earlier than the latest time \(latest)"
        case let .indexOutOfRange(name, index, count): "index \(name) is \(index); must be in 0..<\(count)"
        case let .indexPathOutOfRange(name, indexPath, sectionSizes):
            "index path \(name) is \(indexPath); outside the data, whose sections hold \(sectionSizes) items"
        case let .dataCountsChangedDuringTransaction(from, to):
            "cannot change the data counts from \(from) to \(to) during an exchange transaction"
        case let .invalidSnapshot(error): "the delegate's snapshot is unusable: \(error.description)"
        case let .reentrantCall(method): "\(method) was called from inside an exchange controller delegate callback"
        }
    }
}

extension ExchangeError: ParameterChecking {
    /// ``invalidArgument(name:value:requirement:)`` with the value as text, for the shared checks.
    package static func invalidNumber(_ name: String, _ value: Double, _ requirement: String) -> ExchangeError {
        .invalidArgument(name: name, value: "\(value)", requirement: requirement)
    }

    /// Throws unless both coordinates of `location` are finite (the message shows the whole point).
    static func requireFiniteLocation(_ location: Point, _ name: String = "point") throws(ExchangeError) {
        guard location.isFinite else {
            throw .invalidArgument(name: name, value: "(\(location.x), \(location.y))", requirement: "coordinates must be finite")
        }
    }
}
