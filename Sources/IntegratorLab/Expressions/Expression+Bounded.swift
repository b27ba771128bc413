extension Expression {
    /// The symbolic derivative (see ``derivative(with:)``), refused when it would grow past
    /// `nodeLimit` nodes (the product rule makes a product of `k` factors `k` times larger).
    ///
    /// - Throws: ``ExpressionError`` at column 0 when the derivative is too large.
    public func derivative(with index: Int?, nodeLimit: Int) throws(ExpressionError) -> Expression {
        var budget = nodeLimit
        guard derivativeFits(index, &budget) else {
            throw ExpressionError(column: 0, "the derivative \(index == nil ? "in t" : "in variable \(index!)") would have more than \(nodeLimit) nodes")
        }
        return derivative(with: index)
    }

    /// Whether a derivative's size, estimated from above, fits `budget` (which it uses up).
    private func derivativeFits(_ index: Int?, _ budget: inout Int) -> Bool {
        guard depends(on: index) else { return true }
        budget -= nodeCount
        guard budget >= 0 else { return false }
        switch self {
        case .constant, .parameter, .time, .variable: return true
        case .sum(let terms):
            for term in terms where !term.derivativeFits(index, &budget) { return false }
            return true
        case .product(let factors):
            let dependent = factors.filter { $0.depends(on: index) }
            budget -= (dependent.count - 1) * nodeCount
            guard budget >= 0 else { return false }
            for factor in dependent where !factor.derivativeFits(index, &budget) { return false }
            return true
        case .quotient(let a, let b), .power(let a, let b), .binary(_, let a, let b):
            budget -= 2 * nodeCount
            return budget >= 0 && a.derivativeFits(index, &budget) && b.derivativeFits(index, &budget)
        case .unary(_, let a):
            return a.derivativeFits(index, &budget)
        }
    }
}
