/// Why a ``SpringyLayout`` refused an input or a frame. Whenever one is thrown, nothing changed:
/// the simulated elements, the layout's context and its clock are as before.
public enum SpringyLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A parameter that is not finite or out of range; `name` is the parameter as spelled in the
    /// API, with its component (for example `touch.x` or `configuration.margin`).
    case invalidParameter(name: String, value: Double, requirement: String)
    /// The dynamics layer refused a parameter (for example the spring's `frequency` or
    /// `dampingRatio`); its error names the parameter.
    case dynamics(DynamicsError)
    /// The integration of a frame failed (for example ``ODEError/nonFiniteState(time:)``).
    case integration(ODEError)
    /// The base layout failed to prepare or to update for a bounds change.
    case layoutFailed(LayoutError)
    /// The layout has not been prepared yet (``SpringyLayout/prepare(in:)``).
    case notPrepared
    /// The element is not simulated (it is outside the padded viewport, or the simulation is full),
    /// so it cannot be grabbed.
    case elementNotSimulated(ElementID)
    /// ``SpringyLayout/grab(_:at:spring:)`` while an element is already grabbed.
    case alreadyGrabbing(ElementID)
    /// ``SpringyLayout/drag(to:)`` or ``SpringyLayout/release(velocity:)`` with no element grabbed.
    case notGrabbing

    /// For example `"invalid springy layout input: touch.x is nan; must be finite"`.
    public var description: String {
        switch self {
        case let .invalidParameter(name, value, requirement): ParameterMessage.invalid("springy layout input", name, value, requirement)
        case let .dynamics(error): "the springy layout's dynamics refused a parameter: \(error)"
        case let .integration(error): "the springy layout's integration failed: \(error)"
        case let .layoutFailed(error): "the springy layout's base layout failed: \(error)"
        case .notPrepared: "the springy layout is not prepared; call prepare(in:) first"
        case let .elementNotSimulated(id): "\(id) is not simulated (outside the padded viewport, or the simulation is full)"
        case let .alreadyGrabbing(id): "already grabbing \(id); call release(velocity:) first"
        case .notGrabbing: "no element is grabbed; call grab(_:at:spring:) first"
        }
    }

    /// ``invalidParameter(name:value:requirement:)``, for the shared checks.
    package static func invalidNumber(_ name: String, _ value: Double, _ requirement: String) -> SpringyLayoutError {
        .invalidParameter(name: name, value: value, requirement: requirement)
    }
}

extension SpringyLayoutError: ParameterChecking {}
