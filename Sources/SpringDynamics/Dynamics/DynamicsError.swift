/// Everything that can go wrong when building or changing a ``BodySystem`` or running a
/// ``BodySimulation``.
///
/// Every case has a ``description`` that is one sentence naming the offending parameter, so it
/// can be shown to users as is. A throwing call changes nothing: the system is exactly as before.
///
/// `Hashable` compares associated values with `==`, so two `invalidParameter` errors carrying
/// `Double.nan` are not equal; compare their descriptions instead.
public enum DynamicsError: Error, Hashable, CustomStringConvertible {
    /// A parameter is out of range. `name` is the parameter as spelled in the API (for example
    /// `mass`, `position.x`, `frequency`, `dampingRatio` or `anchor.y`); `requirement`
    /// completes the sentence "must be …".
    case invalidParameter(name: String, value: Double, requirement: String)
    /// The body index passed as `name` (`body`, `other`, …) is not an active body of the system.
    case missingBody(name: String, index: Int)
    /// No spring of the system has this identifier (it was never added, or was removed).
    case missingSpring(SpringID)
    /// The preallocated room for `name` (`bodies` or `springs`) is used up; the system never
    /// grows, so that it allocates nothing after creation.
    case capacityExceeded(name: String, capacity: Int)
    /// The integration would need more than `maximumSteps` steps of an explicit stepper for one
    /// call: the system is stiff (its fastest rate is `rate` per second) for `stepper`. Use an
    /// implicit stepper (`rk4imp`, `bsimp`, `msbdf`) or a fixed-step method.
    case stiffForExplicitStepper(stepper: Stepper, rate: Double)
    /// More than ``BodySimulation/maximumContactEvents`` bounces happened within one advance
    /// (starting at `time`): make the walls' `restingSpeed` larger or the frames shorter.
    case tooManyContacts(time: Double)
}

extension DynamicsError {
    /// A one-sentence explanation naming the parameter and the values involved.
    public var description: String {
        switch self {
        case .invalidParameter(let name, let value, let requirement):
            "Invalid \(name) = \(value): must be \(requirement)."
        case .missingBody(let name, let index):
            "Invalid \(name) = \(index): there is no body with that index."
        case .missingSpring(let id):
            "There is no spring with id \(id.rawValue)."
        case .capacityExceeded(let name, let capacity):
            "Cannot add more \(name): all \(capacity) preallocated slots are in use."
        case .stiffForExplicitStepper(let stepper, let rate):
            "The system is too stiff for the explicit stepper \(stepper.rawValue) (fastest rate \(rate) per second): use rk4imp, bsimp, msbdf or a fixed-step method."
        case .tooManyContacts(let time):
            "Too many wall contacts in one advance from t = \(time): raise the walls' restingSpeed or shorten the frames."
        }
    }
}
