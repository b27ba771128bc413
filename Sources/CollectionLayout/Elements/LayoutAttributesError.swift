/// A field of a layout's attributes holds a value that cannot be laid out or animated.
public struct LayoutAttributesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The element whose attributes are invalid.
    public var element: ElementID
    /// The field, for example `"center.x"` or `"customChannels[cornerRadius]"`.
    public var field: String
    /// The offending value.
    public var value: Double
    /// What the value must satisfy, for example `"must be finite"`.
    public var requirement: String

    /// Creates the error.
    public init(element: ElementID, field: String, value: Double, requirement: String) {
        self.element = element
        self.field = field
        self.value = value
        self.requirement = requirement
    }

    /// For example `"invalid layout attributes for cell [0, 3]: center.x is nan; must be finite"`.
    public var description: String {
        ParameterMessage.invalid("layout attributes for \(element)", field, value, requirement)
    }
}
