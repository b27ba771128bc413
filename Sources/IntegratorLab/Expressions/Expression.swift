/// An arithmetic expression of a problem file's right-hand side: numbers, the time `t`, the
/// problem's parameters and state variables, the operators `+ − * / ^` and the functions
/// `sin cos tan exp log sqrt abs tanh pow min max`.
///
/// Sums and products are n-ary, so a long sum such as `a + b + c + …` is one flat node rather
/// than a deep chain; the tree's depth is the nesting of parentheses, calls and powers, which
/// ``ExpressionParser`` bounds. Build expressions with the simplifying constructors
/// (``simplifiedSum(_:)``, ``simplifiedProduct(_:)``,
/// ``simplifiedQuotient(_:_:)``, ``simplifiedPower(_:_:)``, ``negated(_:)``, ``apply(_:_:)``, ``apply(_:_:_:)``): they fold constants and drop neutral terms, so that
/// derivatives stay small.
public indirect enum Expression: Hashable, Sendable {
    /// A number.
    case constant(Double)
    /// The independent variable `t`.
    case time
    /// A parameter, by its index in the problem's parameter list.
    case parameter(Int)
    /// A state variable, by its index in the state.
    case variable(Int)
    /// The sum of the terms (at least two).
    case sum([Expression])
    /// The product of the factors (at least two).
    case product([Expression])
    /// The quotient `numerator / denominator`.
    case quotient(Expression, Expression)
    /// `base ^ exponent`.
    case power(Expression, Expression)
    /// A function of one argument, or `−x`.
    case unary(UnaryFunction, Expression)
    /// A function of two arguments: `pow`, `min`, `max`.
    case binary(BinaryFunction, Expression, Expression)
}

/// A function of one argument.
public enum UnaryFunction: String, CaseIterable, Hashable, Sendable {
    /// `−x`.
    case negate = "-"
    /// Sine.
    case sin
    /// Cosine.
    case cos
    /// Tangent.
    case tan
    /// The exponential.
    case exp
    /// The natural logarithm.
    case log
    /// The square root.
    case sqrt
    /// The absolute value.
    case abs
    /// The hyperbolic tangent.
    case tanh
    /// The sign, −1, 0 or 1: the derivative of `abs` (not callable from a file).
    case sign
    /// 1 for x ≥ 0, else 0: the switch in the derivatives of `min` and `max` (not callable from a file).
    case step

    /// The functions a problem file may call by name, sorted.
    public static let callable: [UnaryFunction] = [.abs, .cos, .exp, .log, .sin, .sqrt, .tan, .tanh]
}

/// A function of two arguments.
public enum BinaryFunction: String, CaseIterable, Hashable, Sendable {
    /// `pow(x, y)`, the same as `x ^ y`.
    case pow
    /// The smaller argument.
    case min
    /// The larger argument.
    case max
}

extension Expression {
    /// The expression's depth: 1 for a leaf, one more than its deepest child otherwise.
    /// Bounded by ``ExpressionParser`` for parsed expressions.
    public var depth: Int {
        switch self {
        case .constant, .time, .parameter, .variable: 1
        case .sum(let terms), .product(let terms): 1 + terms.reduce(0) { Swift.max($0, $1.depth) }
        case .quotient(let a, let b), .power(let a, let b), .binary(_, let a, let b): 1 + Swift.max(a.depth, b.depth)
        case .unary(_, let a): 1 + a.depth
        }
    }

    /// The number of nodes in the tree.
    public var nodeCount: Int {
        switch self {
        case .constant, .time, .parameter, .variable: 1
        case .sum(let terms), .product(let terms): 1 + terms.reduce(0) { $0 + $1.nodeCount }
        case .quotient(let a, let b), .power(let a, let b), .binary(_, let a, let b): 1 + a.nodeCount + b.nodeCount
        case .unary(_, let a): 1 + a.nodeCount
        }
    }

    /// The constant's value, or `nil` when the expression is not a constant.
    public var constantValue: Double? {
        if case .constant(let value) = self { return value }
        return nil
    }

    /// Whether the expression reads state variable `index` (`nil`: the time `t`).
    public func depends(on index: Int?) -> Bool {
        switch self {
        case .constant, .parameter: false
        case .time: index == nil
        case .variable(let i): i == index
        case .sum(let terms), .product(let terms): terms.contains { $0.depends(on: index) }
        case .quotient(let a, let b), .power(let a, let b), .binary(_, let a, let b): a.depends(on: index) || b.depends(on: index)
        case .unary(_, let a): a.depends(on: index)
        }
    }
}
