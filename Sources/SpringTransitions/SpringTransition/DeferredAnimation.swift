/// One value per geometric channel of an element — center x and y, width and height (the first
/// four ``StandardChannel``s) — in plain fields.
struct Geometric<Value: Sendable>: Sendable {
    /// The center's x.
    var centerX: Value
    /// The center's y.
    var centerY: Value
    /// The width.
    var width: Value
    /// The height.
    var height: Value

    /// The value of geometric channel `k` (0 ..< 4, in ``StandardChannel`` order).
    @inline(__always)
    subscript(k: Int) -> Value {
        get {
            switch k {
            case 0: centerX
            case 1: centerY
            case 2: width
            default: height
            }
        }
        set {
            switch k {
            case 0: centerX = newValue
            case 1: centerY = newValue
            case 2: width = newValue
            default: height = newValue
            }
        }
    }

    /// The same value for all four.
    init(repeating value: Value) {
        (centerX, centerY, width, height) = (value, value, value, value)
    }

    /// The four values.
    init(centerX: Value, centerY: Value, width: Value, height: Value) {
        (self.centerX, self.centerY, self.width, self.height) = (centerX, centerY, width, height)
    }
}

/// Center and size values of an element's geometric channels.
typealias GeometricValues = Geometric<Double>
/// The batch channels (raw identities) of an element's geometric channels, -1 where it has none.
typealias GeometricSlots = Geometric<Int32>

extension Geometric<Double> {
    /// All four zero.
    static let zero = Geometric(repeating: 0.0)
}

extension Geometric<Int32> {
    /// No slots.
    static let none = Geometric(repeating: Int32(-1))

    /// The geometric channel (0 ..< 4) whose slot is `raw`, which is one of them.
    @inline(__always)
    func index(of raw: Int32) -> Int {
        centerX == raw ? 0 : centerY == raw ? 1 : width == raw ? 2 : 3
    }
}

/// The motion of a *deferred* element: one whose animation a built-in provider describes
/// (``ProviderRecipe``) and whose start and target are plain (center and size only, see
/// ``PlannedAttributes``), so that only its geometric channels can move. The transition runs it
/// from this record alone; its ``AttributeAnimation`` object is created the first time someone
/// asks for it (``SpringTransitionLayout/animation(for:)``), in exactly the state attaching it
/// would have given it, and the element is an ordinary animated one from then on.
///
/// A start or retarget of 10,000 such elements creates no object, calls no provider and writes no
/// per-channel table: 88 bytes per element.
struct DeferredAnimation {
    /// The batch channel of each geometric channel that moves or had one, else -1.
    var slots: GeometricSlots
    /// Where each channel starts (for a continuing element, where it was when the transition was
    /// retargeted; the animation's `fromStandard`).
    var start: GeometricValues
    /// Each channel's target (the animation's `toStandard`).
    var target: GeometricValues
    /// The index of the provider's recipe in the transition's `recipes` (its springs).
    var recipe: Int32

    /// A record for an entry that is not deferred (never read).
    static let unused = DeferredAnimation(slots: .none, start: .zero, target: .zero, recipe: -1)

    /// The center of the element's start pose.
    var fromCenter: Point { Point(x: start.centerX, y: start.centerY) }
    /// The size of the element's start pose: the start values clamped at 0 (the pose it had there).
    var fromSize: Size { Size(width: Swift.max(0, start.width), height: Swift.max(0, start.height)) }
    /// The center of the element's target.
    var toCenter: Point { Point(x: target.centerX, y: target.centerY) }
    /// The size of the element's target.
    var toSize: Size { Size(width: target.width, height: target.height) }

    /// The element's start pose as a plain attribute of `id`.
    func fromAttributes(of id: ElementID) -> LayoutAttributes {
        LayoutAttributes(id: id, center: fromCenter, size: fromSize)
    }

    /// The element's target as a plain attribute of `id`.
    func toAttributes(of id: ElementID) -> LayoutAttributes {
        LayoutAttributes(id: id, center: toCenter, size: toSize)
    }

    /// The distance the element's center travels from its start to its target, in points.
    var centerTravel: Double {
        let dx = target.centerX - start.centerX, dy = target.centerY - start.centerY
        return (dx * dx + dy * dy).squareRoot()
    }
}
