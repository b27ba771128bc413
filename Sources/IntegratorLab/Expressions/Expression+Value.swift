extension Expression {
    /// The expression's value, computed by walking the tree: the reference the compiled
    /// ``ExpressionProgram`` is tested against (slower, and it allocates nothing either).
    public func value(t: Double, state: [Double], parameters: [Double]) -> Double {
        switch self {
        case .constant(let c): c
        case .time: t
        case .parameter(let i): parameters[i]
        case .variable(let i): state[i]
        case .sum(let terms): terms.reduce(0) { $0 + $1.value(t: t, state: state, parameters: parameters) }
        case .product(let factors): factors.reduce(1) { $0 * $1.value(t: t, state: state, parameters: parameters) }
        case .quotient(let a, let b): a.value(t: t, state: state, parameters: parameters) / b.value(t: t, state: state, parameters: parameters)
        case .power(let a, let b):
            BinaryFunction.pow.evaluate(a.value(t: t, state: state, parameters: parameters), b.value(t: t, state: state, parameters: parameters))
        case .binary(let f, let a, let b):
            f.evaluate(a.value(t: t, state: state, parameters: parameters), b.value(t: t, state: state, parameters: parameters))
        case .unary(let f, let a): f.evaluate(a.value(t: t, state: state, parameters: parameters))
        }
    }
}
