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

extension ParameterCheck<LayoutError> {
    /// The checks of the parameters of `owner` (a layout's type name, `"layout context"` or
    /// `"data counts"`): each failure is ``LayoutError/invalidParameter(owner:name:value:requirement:)``.
    init(owner: String) {
        self.init(number: { .invalidParameter(owner: owner, name: $0, value: "\($1)", requirement: $2) },
                  integer: { .invalidParameter(owner: owner, name: $0, value: "\($1)", requirement: $2) })
    }
}
