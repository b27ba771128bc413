extension Expression {
    /// The symbolic derivative with respect to state variable `index`, or to the time `t` when
    /// `index` is `nil`; parameters are constants. The result is built with the simplifying
    /// constructors, so a branch that does not depend on the variable contributes nothing.
    ///
    /// `abs` differentiates to `sign(u)·u′`, `min(a, b)` to `step(b − a)·a′ + step(a − b)·b′`
    /// restricted to the side that is taken (ties take `a`), and `a ^ b` with a constant
    /// exponent to `b·a^(b−1)·a′`.
    public func derivative(with index: Int?) -> Expression {
        guard depends(on: index) else { return .constant(0) }
        switch self {
        case .constant, .parameter: return .constant(0)
        case .time: return .constant(1)
        case .variable: return .constant(1)
        case .sum(let terms):
            return .simplifiedSum(terms.map { $0.derivative(with: index) })
        case .product(let factors):
            var terms: [Expression] = []
            for (i, factor) in factors.enumerated() where factor.depends(on: index) {
                var others = factors
                others[i] = factor.derivative(with: index)
                terms.append(.simplifiedProduct(others))
            }
            return .simplifiedSum(terms)
        case .quotient(let a, let b):
            let da = a.derivative(with: index)
            guard b.depends(on: index) else { return .simplifiedQuotient(da, b) }
            let db = b.derivative(with: index)
            // (a/b)' = a'/b − a·b'/b²
            return .difference(.simplifiedQuotient(da, b), .simplifiedQuotient(.simplifiedProduct([a, db]), .simplifiedPower(b, .constant(2))))
        case .power(let a, let b), .binary(.pow, let a, let b):
            return Self.powerDerivative(a, b, index)
        case .binary(let f, let a, let b):
            // min(a, b) takes a when a ≤ b (ties take a); max(a, b) takes a when a ≥ b.
            let takesA: Expression = f == .min ? .apply(.step, .difference(b, a)) : .apply(.step, .difference(a, b))
            let da = a.derivative(with: index), db = b.derivative(with: index)
            return .simplifiedSum([.simplifiedProduct([takesA, da]), .simplifiedProduct([.difference(.constant(1), takesA), db])])
        case .unary(let f, let u):
            let du = u.derivative(with: index)
            let outer: Expression
            switch f {
            case .negate: return .negated(du)
            case .sin: outer = .apply(.cos, u)
            case .cos: outer = .negated(.apply(.sin, u))
            case .tan: outer = .simplifiedSum([.constant(1), .simplifiedPower(self, .constant(2))])
            case .exp: outer = self
            case .log: return .simplifiedQuotient(du, u)
            case .sqrt: return .simplifiedQuotient(du, .simplifiedProduct([.constant(2), self]))
            case .abs: outer = .apply(.sign, u)
            case .tanh: outer = .difference(.constant(1), .simplifiedPower(self, .constant(2)))
            case .sign, .step: return .constant(0)
            }
            return .simplifiedProduct([outer, du])
        }
    }

    /// `(a ^ b)′`: `b·a^(b−1)·a′` when `b` does not depend on the variable, else
    /// `a^b·(b′·log a + b·a′/a)`.
    private static func powerDerivative(_ a: Expression, _ b: Expression, _ index: Int?) -> Expression {
        let da = a.derivative(with: index)
        if !b.depends(on: index) {
            return .simplifiedProduct([b, .simplifiedPower(a, .simplifiedSum([b, .constant(-1)])), da])
        }
        let db = b.derivative(with: index)
        return .simplifiedProduct([.simplifiedPower(a, b), .simplifiedSum([.simplifiedProduct([db, .apply(.log, a)]), .simplifiedQuotient(.simplifiedProduct([b, da]), a)])])
    }
}
