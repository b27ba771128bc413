extension Easing {
    /// The 31 AHEasing curves: linear, then quadratic, cubic, quartic, quintic, sine, circular,
    /// exponential, elastic, back and bounce, each in, out and in-out.
    public static let ahEasingCases: [Easing] = [
        .linear,
        .quadraticIn, .quadraticOut, .quadraticInOut,
        .cubicIn, .cubicOut, .cubicInOut,
        .quarticIn, .quarticOut, .quarticInOut,
        .quinticIn, .quinticOut, .quinticInOut,
        .sineIn, .sineOut, .sineInOut,
        .circularIn, .circularOut, .circularInOut,
        .exponentialIn, .exponentialOut, .exponentialInOut,
        .elasticIn, .elasticOut, .elasticInOut,
        .backIn, .backOut, .backInOut,
        .bounceIn, .bounceOut, .bounceInOut,
    ]

    /// Every named curve: ``ahEasingCases`` followed by ``pennerCases`` (40 in all).
    /// Cubic Bézier and custom curves are not listed.
    public static let allCases: [Easing] = ahEasingCases + pennerCases

    /// The curve's name: the case name for named curves (`"quarticInOut"`),
    /// `"cubicBezier(x1, y1, x2, y2)"` with the control points' shortest round-tripping decimal
    /// forms for Bézier curves (`"cubicBezier(0.25, 0.1, 0.25, 1.0)"`), and the function's name
    /// for custom curves. ``init(named:)`` inverts it for all but custom curves.
    public var name: String {
        switch self {
        case .linear: "linear"
        case .quadraticIn: "quadraticIn"
        case .quadraticOut: "quadraticOut"
        case .quadraticInOut: "quadraticInOut"
        case .cubicIn: "cubicIn"
        case .cubicOut: "cubicOut"
        case .cubicInOut: "cubicInOut"
        case .quarticIn: "quarticIn"
        case .quarticOut: "quarticOut"
        case .quarticInOut: "quarticInOut"
        case .quinticIn: "quinticIn"
        case .quinticOut: "quinticOut"
        case .quinticInOut: "quinticInOut"
        case .sineIn: "sineIn"
        case .sineOut: "sineOut"
        case .sineInOut: "sineInOut"
        case .circularIn: "circularIn"
        case .circularOut: "circularOut"
        case .circularInOut: "circularInOut"
        case .exponentialIn: "exponentialIn"
        case .exponentialOut: "exponentialOut"
        case .exponentialInOut: "exponentialInOut"
        case .elasticIn: "elasticIn"
        case .elasticOut: "elasticOut"
        case .elasticInOut: "elasticInOut"
        case .backIn: "backIn"
        case .backOut: "backOut"
        case .backInOut: "backInOut"
        case .bounceIn: "bounceIn"
        case .bounceOut: "bounceOut"
        case .bounceInOut: "bounceInOut"
        case .pennerBackIn: "pennerBackIn"
        case .pennerBackOut: "pennerBackOut"
        case .pennerBackInOut: "pennerBackInOut"
        case .pennerElasticIn: "pennerElasticIn"
        case .pennerElasticOut: "pennerElasticOut"
        case .pennerElasticInOut: "pennerElasticInOut"
        case .pennerBounceIn: "pennerBounceIn"
        case .pennerBounceOut: "pennerBounceOut"
        case .pennerBounceInOut: "pennerBounceInOut"
        case .cubicBezier(let c): "\(Easing.cubicBezierPrefix)\(c.x1), \(c.y1), \(c.x2), \(c.y2))"
        case .custom(let function): function.name
        case .spring(let spring): "spring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping))"
        }
    }

    /// The curve with this ``name``, or nil if there is none (or the name is a Bézier with
    /// invalid control points). Custom curves are not found here.
    ///
    /// Accepts every name in ``allCases`` (exact spelling) and `cubicBezier(x1, y1, x2, y2)` with
    /// four decimal numbers, spaces optional.
    public init?(named name: String) {
        guard let easing = try? Easing.named(name) else { return nil }
        self = easing
    }

    /// The curve with this ``name``.
    ///
    /// - Throws: ``EasingError/unknownName(_:)`` when no curve has the name (its description lists
    ///   the available names), or ``EasingError/invalidControlPoint(parameter:value:requirement:)``
    ///   for a well-formed `cubicBezier(…)` name with invalid control points.
    public static func named(_ name: String) throws(EasingError) -> Easing {
        if let easing = casesByName[name] { return easing }
        if let p = parseCubicBezierArguments(name) {
            return .cubicBezier(try CubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3]))
        }
        throw .unknownName(name)
    }

    static let cubicBezierPrefix = "cubicBezier("

    /// The names an unknown-name error offers, comma separated.
    static let availableNamesList: String =
        (allCases.map(\.name) + ["cubicBezier(x1, y1, x2, y2)"]).joined(separator: ", ")

    private static let casesByName: [String: Easing] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// The four numbers of `cubicBezier(a, b, c, d)`, or nil if `name` does not have that form.
    private static func parseCubicBezierArguments(_ name: String) -> [Double]? {
        guard name.hasPrefix(cubicBezierPrefix), name.hasSuffix(")") else { return nil }
        let inner = name.dropFirst(cubicBezierPrefix.count).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var values: [Double] = []
        for part in parts {
            let trimmed = part.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
            guard let value = Double(String(trimmed)) else { return nil }
            values.append(value)
        }
        return values
    }
}
