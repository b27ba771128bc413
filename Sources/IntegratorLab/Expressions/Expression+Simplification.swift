#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Expression {
    /// The sum of `terms`, simplified: nested sums are flattened, constants folded into one,
    /// zeros dropped; no term gives 0 and one term gives that term.
    public static func simplifiedSum(_ terms: [Expression]) -> Expression {
        var flat: [Expression] = []
        var constant = 0.0
        for term in terms {
            switch term {
            case .constant(let c): constant += c
            case .sum(let inner):
                for t in inner {
                    if case .constant(let c) = t { constant += c } else { flat.append(t) }
                }
            default: flat.append(term)
            }
        }
        if constant != 0 || constant.isNaN { flat.append(.constant(constant)) }
        switch flat.count {
        case 0: return .constant(0)
        case 1: return flat[0]
        default: return .sum(flat)
        }
    }

    /// The product of `factors`, simplified: nested products are flattened, constants folded
    /// into one leading factor, ones dropped, and a zero factor gives 0. A factor −1 becomes a
    /// negation.
    public static func simplifiedProduct(_ factors: [Expression]) -> Expression {
        var flat: [Expression] = []
        var constant = 1.0
        for factor in factors {
            switch factor {
            case .constant(let c): constant *= c
            case .product(let inner):
                for f in inner {
                    if case .constant(let c) = f { constant *= c } else { flat.append(f) }
                }
            case .unary(.negate, let inner):
                constant = -constant
                if case .product(let nested) = inner {
                    for f in nested {
                        if case .constant(let c) = f { constant *= c } else { flat.append(f) }
                    }
                } else if case .constant(let c) = inner {
                    constant *= c
                } else {
                    flat.append(inner)
                }
            default: flat.append(factor)
            }
        }
        if constant == 0 { return .constant(0) }
        if flat.isEmpty { return .constant(constant) }
        let body: Expression = flat.count == 1 ? flat[0] : .product(flat)
        if constant == 1 { return body }
        if constant == -1 { return .unary(.negate, body) }
        return .product([.constant(constant)] + flat)
    }

    /// `a − b`, simplified.
    public static func difference(_ a: Expression, _ b: Expression) -> Expression {
        simplifiedSum([a, negated(b)])
    }

    /// `−a`, simplified: a constant is negated, a double negation cancels, and a sum's terms are
    /// negated one by one.
    public static func negated(_ a: Expression) -> Expression {
        switch a {
        case .constant(let c): return .constant(-c)
        case .unary(.negate, let inner): return inner
        case .product: return simplifiedProduct([.constant(-1), a])
        case .sum(let terms) where terms.count <= 4: return simplifiedSum(terms.map(negated))
        default: return .unary(.negate, a)
        }
    }

    /// `a / b`, simplified: `x / 1` is `x`, `0 / x` is 0, constants are folded, and division by
    /// a constant becomes multiplication by its inverse when that is exact.
    public static func simplifiedQuotient(_ a: Expression, _ b: Expression) -> Expression {
        if case .constant(let d) = b {
            if d == 1 { return a }
            if case .constant(let n) = a { return .constant(n / d) }
            let inverse = 1 / d
            if inverse.isFinite, inverse * d == 1, d.significandBitPattern == 0 { return simplifiedProduct([.constant(inverse), a]) }
        }
        if case .constant(0) = a { return .constant(0) }
        return .quotient(a, b)
    }

    /// `a ^ b`, simplified: `x ^ 1` is `x`, `x ^ 0` is 1, constants are folded.
    public static func simplifiedPower(_ a: Expression, _ b: Expression) -> Expression {
        if case .constant(let e) = b {
            if e == 1 { return a }
            if e == 0 { return .constant(1) }
            if case .constant(let x) = a { return .constant(Glibc.pow(x, e)) }
        }
        if case .constant(1) = a { return .constant(1) }
        return .power(a, b)
    }

    /// `f(a)`, simplified: a function of a constant is folded.
    public static func apply(_ f: UnaryFunction, _ a: Expression) -> Expression {
        if f == .negate { return negated(a) }
        if case .constant(let x) = a { return .constant(f.evaluate(x)) }
        return .unary(f, a)
    }

    /// `f(a, b)`, simplified: `pow` is ``simplifiedPower(_:_:)``; a function of constants is folded.
    public static func apply(_ f: BinaryFunction, _ a: Expression, _ b: Expression) -> Expression {
        if f == .pow { return simplifiedPower(a, b) }
        if case .constant(let x) = a, case .constant(let y) = b { return .constant(f.evaluate(x, y)) }
        if a == b { return a }
        return .binary(f, a, b)
    }
}

extension UnaryFunction {
    /// The function's value at `x`.
    @inline(__always)
    public func evaluate(_ x: Double) -> Double {
        switch self {
        case .negate: -x
        case .sin: Glibc.sin(x)
        case .cos: Glibc.cos(x)
        case .tan: Glibc.tan(x)
        case .exp: Glibc.exp(x)
        case .log: Glibc.log(x)
        case .sqrt: x.squareRoot()
        case .abs: Swift.abs(x)
        case .tanh: Glibc.tanh(x)
        case .sign: x > 0 ? 1 : (x < 0 ? -1 : (x.isNaN ? x : 0))
        case .step: x >= 0 ? 1 : (x.isNaN ? x : 0)
        }
    }
}

extension BinaryFunction {
    /// The function's value at `(x, y)`. `min` and `max` propagate NaN.
    @inline(__always)
    public func evaluate(_ x: Double, _ y: Double) -> Double {
        switch self {
        case .pow: Glibc.pow(x, y)
        case .min: x.isNaN || y.isNaN ? .nan : Swift.min(x, y)
        case .max: x.isNaN || y.isNaN ? .nan : Swift.max(x, y)
        }
    }
}
