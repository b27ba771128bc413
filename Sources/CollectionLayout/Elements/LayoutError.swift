/// A layout cannot be prepared: its configuration, its context or the attributes it produced are
/// unusable. Every case's ``description`` names what was wrong and the offending value.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A parameter of `owner` (a layout's type name, `"layout context"` or `"data counts"`) is out
    /// of range. `value` is the offending value as text, for example `"-1.0"`, `"nan"` or `"0"`.
    case invalidParameter(owner: String, name: String, value: String, requirement: String)
    /// The layout named `layout` produced attributes that fail ``LayoutAttributes/validate()``.
    case invalidAttributes(layout: String, LayoutAttributesError)
    /// The layout named `layout` produced attributes for the same element twice.
    case duplicateElement(layout: String, ElementID)
    /// The layout has no attributes for an element that an operation needs (for example the
    /// target of ``CollectionView/scrollTo(_:at:)``).
    case elementNotFound(ElementID)
    /// Any other failure, described by the layout that threw it (for custom conformances).
    case other(String)

    /// For example `"invalid FlowLayout: minimumLineSpacing is -1.0; must be finite and not negative"`.
    public var description: String {
        switch self {
        case let .invalidParameter(owner, name, value, requirement): ParameterMessage.invalid(owner, name, value, requirement)
        case let .invalidAttributes(layout, error): "\(layout) produced \(error.description)"
        case let .duplicateElement(layout, id): "\(layout) produced attributes for \(id) twice"
        case let .elementNotFound(id): "the layout has no attributes for \(id)"
        case let .other(message): message
        }
    }
}

/// Parameter checks shared by the layouts, the context and the data counts.
struct ParameterCheck {
    /// The type name or `"layout context"` used in messages.
    let owner: String

    /// Requires a finite, non-negative number.
    func nonNegative(_ name: @autoclosure () -> String, _ value: Double) throws(LayoutError) {
        guard value.isFinite, value >= 0 else {
            throw .invalidParameter(owner: owner, name: name(), value: "\(value)", requirement: "must be finite and not negative")
        }
    }

    /// Requires a finite, strictly positive number.
    func positive(_ name: @autoclosure () -> String, _ value: Double) throws(LayoutError) {
        guard value.isFinite, value > 0 else {
            throw .invalidParameter(owner: owner, name: name(), value: "\(value)", requirement: "must be finite and positive")
        }
    }

    /// Requires a number in [0, 1].
    func fraction(_ name: @autoclosure () -> String, _ value: Double) throws(LayoutError) {
        guard value >= 0, value <= 1 else {
            throw .invalidParameter(owner: owner, name: name(), value: "\(value)", requirement: "must be between 0 and 1")
        }
    }

    /// Requires a finite number.
    func finite(_ name: @autoclosure () -> String, _ value: Double) throws(LayoutError) {
        guard value.isFinite else {
            throw .invalidParameter(owner: owner, name: name(), value: "\(value)", requirement: "must be finite")
        }
    }

    /// Requires a non-negative integer.
    func nonNegative(_ name: @autoclosure () -> String, _ value: Int) throws(LayoutError) {
        guard value >= 0 else {
            throw .invalidParameter(owner: owner, name: name(), value: "\(value)", requirement: "must not be negative")
        }
    }

    /// Requires an integer of at least 1.
    func positive(_ name: @autoclosure () -> String, _ value: Int) throws(LayoutError) {
        guard value >= 1 else {
            throw .invalidParameter(owner: owner, name: name(), value: "\(value)", requirement: "must be at least 1")
        }
    }

    /// Requires a size with finite, non-negative extents.
    func size(_ name: @autoclosure () -> String, _ value: Size) throws(LayoutError) {
        try nonNegative("\(name()).width", value.width)
        try nonNegative("\(name()).height", value.height)
    }

    /// Requires a point with finite coordinates.
    func point(_ name: @autoclosure () -> String, _ value: Point) throws(LayoutError) {
        try finite("\(name()).x", value.x)
        try finite("\(name()).y", value.y)
    }

    /// Requires insets that are finite and not negative on every edge.
    func insets(_ name: @autoclosure () -> String, _ value: EdgeInsets) throws(LayoutError) {
        try nonNegative("\(name()).top", value.top)
        try nonNegative("\(name()).left", value.left)
        try nonNegative("\(name()).bottom", value.bottom)
        try nonNegative("\(name()).right", value.right)
    }
}
