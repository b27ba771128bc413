/// Expressions compiled to a flat register program: a `ContiguousArray` of three-address
/// instructions over one array of `Double` slots, run by ``ExpressionEvaluator`` without
/// allocating.
///
/// Slot 0 holds `t`, slots 1…n the state, then the constants (parameters are folded in as
/// constants), then one slot per distinct intermediate value. Compilation folds constant
/// operations, shares common subexpressions (the same operation on the same slots is computed
/// once, across all outputs), turns `x ^ 2` into `x·x`, small integer powers into
/// multiplications, half-integer powers into a square root times an integer power, and
/// `a + (−b)` into `a − b`.
public struct ExpressionProgram: Sendable {
    /// What an instruction computes from its operand slots.
    public enum Opcode: UInt8, Sendable {
        case add, subtract, multiply, divide, pow, min, max
        /// `a·b + c` and `c − a·b`: fused so that a sum of products takes fewer
        /// dispatches (each rounds twice, exactly like the unfused pair).
        case multiplyAdd, subtractMultiply
        case negate, sin, cos, tan, exp, log, sqrt, abs, tanh, sign, step
    }

    /// `slots[destination] = opcode(slots[a], slots[b], slots[c])` (`b` and `c` are 0 when
    /// unused).
    public struct Instruction: Sendable, Hashable {
        /// The operation.
        public var opcode: Opcode
        /// The first operand's slot.
        public var a: Int32
        /// The second operand's slot (0 for one-argument opcodes).
        public var b: Int32
        /// The slot written.
        public var destination: Int32
        /// The third operand's slot, for the fused opcodes (0 otherwise).
        public var c: Int32 = 0
    }

    /// The most instructions a program may have.
    public static let maximumInstructions = 1_000_000

    /// The instructions, in execution order.
    public private(set) var instructions: ContiguousArray<Instruction> = []
    /// The initial value of every slot: the constants at their slots, 0 elsewhere.
    public private(set) var initialSlots: ContiguousArray<Double>
    /// The slot of each output, in order.
    public private(set) var outputs: ContiguousArray<Int32> = []
    /// The number of state variables (slots 1…dimension).
    public let dimension: Int

    private var constantSlots: [UInt64: Int32] = [:]
    private var computed: [Instruction: Int32] = [:]
    private let parameterValues: [Double]

    /// Compiles `expressions` (one output each) for a state of `dimension` variables, with
    /// `parameterValues` substituted for ``Expression/parameter(_:)``.
    ///
    /// - Throws: ``ExpressionError`` when the program would exceed ``maximumInstructions``, or
    ///   an expression reads a variable or parameter index out of range.
    public init(_ expressions: [Expression], dimension: Int, parameterValues: [Double]) throws(ExpressionError) {
        self.dimension = dimension
        self.parameterValues = parameterValues
        initialSlots = ContiguousArray(repeating: 0, count: 1 + dimension)
        for expression in expressions {
            outputs.append(try slot(for: expression))
        }
        constantSlots = [:]
        computed = [:]
    }

    /// The number of slots ``ExpressionEvaluator`` allocates.
    public var slotCount: Int { initialSlots.count }

    private mutating func constant(_ value: Double) -> Int32 {
        if let slot = constantSlots[value.bitPattern] { return slot }
        let slot = Int32(initialSlots.count)
        initialSlots.append(value)
        constantSlots[value.bitPattern] = slot
        return slot
    }

    private func constantValue(_ slot: Int32) -> Double? {
        slot > Int32(dimension) && constantSlots[initialSlots[Int(slot)].bitPattern] == slot ? initialSlots[Int(slot)] : nil
    }

    /// Emits `opcode(a, b)`, folding constants and reusing an identical earlier instruction.
    private mutating func emit(_ opcode: Opcode, _ a: Int32, _ b: Int32 = 0) throws(ExpressionError) -> Int32 {
        if let x = constantValue(a), opcode.arity == 1 || constantValue(b) != nil {
            return constant(opcode.apply(x, constantValue(b) ?? 0))
        }
        var key = Instruction(opcode: opcode, a: a, b: b, destination: 0)
        if opcode.isCommutative, b < a { key.a = b; key.b = a }
        if let slot = computed[key] { return slot }
        guard instructions.count < Self.maximumInstructions else {
            throw ExpressionError(column: 0, "the compiled expressions need more than \(Self.maximumInstructions) instructions")
        }
        let slot = Int32(initialSlots.count)
        initialSlots.append(0)
        key.destination = slot
        instructions.append(key)
        key.destination = 0
        computed[key] = slot
        return slot
    }

    private mutating func slot(for expression: Expression) throws(ExpressionError) -> Int32 {
        switch expression {
        case .constant(let value): return constant(value)
        case .time: return 0
        case .variable(let i):
            guard i >= 0, i < dimension else { throw ExpressionError(column: 0, "state variable index \(i) is out of range") }
            return Int32(1 + i)
        case .parameter(let i):
            guard i >= 0, i < parameterValues.count else { throw ExpressionError(column: 0, "parameter index \(i) is out of range") }
            return constant(parameterValues[i])
        case .sum(let terms):
            // Positive terms first so that negated ones become subtractions.
            let positive = terms.filter { if case .unary(.negate, _) = $0 { false } else { true } }
            let negative = terms.compactMap { if case .unary(.negate, let x) = $0 { x } else { nil } }
            var accumulator: Int32
            var rest = negative[...]
            if let first = positive.first {
                accumulator = try slot(for: first)
                for term in positive.dropFirst() { accumulator = try accumulate(accumulator, term, subtracting: false) }
            } else {
                accumulator = try emit(.negate, try slot(for: negative[0]))
                rest = negative.dropFirst()
            }
            for term in rest { accumulator = try accumulate(accumulator, term, subtracting: true) }
            return accumulator
        case .product(let factors):
            var accumulator = try slot(for: factors[0])
            for factor in factors.dropFirst() { accumulator = try emit(.multiply, accumulator, try slot(for: factor)) }
            return accumulator
        case .quotient(let a, let b):
            return try emit(.divide, try slot(for: a), try slot(for: b))
        case .power(let a, let b), .binary(.pow, let a, let b):
            let base = try slot(for: a)
            if case .constant(let e) = b, e == e.rounded(), Swift.abs(e) <= 16, e != 0 {
                var result = try integerPower(base, Int(Swift.abs(e)))
                if e < 0 { result = try emit(.divide, constant(1), result) }
                return result
            }
            if case .constant(let e) = b, (2 * e).rounded() == 2 * e, Swift.abs(e) <= 16 {
                // x^(n + 1/2) = x^n · sqrt(x): no call to pow for the half-integer powers of distances.
                let n = Int(Swift.abs(e).rounded(.down))
                var result = try emit(.sqrt, base)
                if n > 0 { result = try emit(.multiply, try integerPower(base, n), result) }
                if e < 0 { result = try emit(.divide, constant(1), result) }
                return result
            }
            return try emit(.pow, base, try slot(for: b))
        case .binary(let f, let a, let b):
            return try emit(f == .min ? .min : .max, try slot(for: a), try slot(for: b))
        case .unary(let f, let a):
            return try emit(Opcode(f), try slot(for: a))
        }
    }

    /// `accumulator ± term`, fused into one instruction when `term` is a product whose last
    /// multiplication is not shared and nothing is constant.
    private mutating func accumulate(_ accumulator: Int32, _ term: Expression, subtracting: Bool) throws(ExpressionError) -> Int32 {
        if case .product(let factors) = term, factors.count >= 2 {
            var left = try slot(for: factors[0])
            for factor in factors.dropFirst().dropLast() { left = try emit(.multiply, left, try slot(for: factor)) }
            let right = try slot(for: factors[factors.count - 1])
            let plain = Instruction(opcode: .multiply, a: Swift.min(left, right), b: Swift.max(left, right), destination: 0)
            if constantValue(left) == nil || constantValue(right) == nil, constantValue(accumulator) == nil, computed[plain] == nil {
                return try emit3(subtracting ? .subtractMultiply : .multiplyAdd, left, right, accumulator)
            }
            return try emit(subtracting ? .subtract : .add, accumulator, try emit(.multiply, left, right))
        }
        return try emit(subtracting ? .subtract : .add, accumulator, try slot(for: term))
    }

    /// Emits a fused three-operand instruction (never folded; shared when identical).
    private mutating func emit3(_ opcode: Opcode, _ a: Int32, _ b: Int32, _ c: Int32) throws(ExpressionError) -> Int32 {
        let key = Instruction(opcode: opcode, a: Swift.min(a, b), b: Swift.max(a, b), destination: 0, c: c)
        if let slot = computed[key] { return slot }
        guard instructions.count < Self.maximumInstructions else {
            throw ExpressionError(column: 0, "the compiled expressions need more than \(Self.maximumInstructions) instructions")
        }
        let slot = Int32(initialSlots.count)
        initialSlots.append(0)
        var stored = key
        stored.destination = slot
        instructions.append(stored)
        computed[key] = slot
        return slot
    }

    /// `base ^ n` for 1 ≤ n ≤ 16 by repeated squaring.
    private mutating func integerPower(_ base: Int32, _ n: Int) throws(ExpressionError) -> Int32 {
        if n == 1 { return base }
        let half = try integerPower(base, n / 2)
        let square = try emit(.multiply, half, half)
        return n % 2 == 0 ? square : try emit(.multiply, square, base)
    }
}

extension ExpressionProgram.Opcode {
    init(_ f: UnaryFunction) {
        switch f {
        case .negate: self = .negate
        case .sin: self = .sin
        case .cos: self = .cos
        case .tan: self = .tan
        case .exp: self = .exp
        case .log: self = .log
        case .sqrt: self = .sqrt
        case .abs: self = .abs
        case .tanh: self = .tanh
        case .sign: self = .sign
        case .step: self = .step
        }
    }

    /// 1 for functions of one argument, 2 otherwise.
    var arity: Int {
        switch self {
        case .add, .subtract, .multiply, .divide, .pow, .min, .max: 2
        case .multiplyAdd, .subtractMultiply: 3
        default: 1
        }
    }

    var isCommutative: Bool { self == .add || self == .multiply || self == .min || self == .max }

    /// The operation on `x` (and `y`, and `z` for the fused opcodes).
    @inline(__always)
    func apply(_ x: Double, _ y: Double, _ z: Double = 0) -> Double {
        switch self {
        case .multiplyAdd: x * y + z
        case .subtractMultiply: z - x * y
        case .add: x + y
        case .subtract: x - y
        case .multiply: x * y
        case .divide: x / y
        case .pow: BinaryFunction.pow.evaluate(x, y)
        case .min: BinaryFunction.min.evaluate(x, y)
        case .max: BinaryFunction.max.evaluate(x, y)
        case .negate: -x
        case .sin: UnaryFunction.sin.evaluate(x)
        case .cos: UnaryFunction.cos.evaluate(x)
        case .tan: UnaryFunction.tan.evaluate(x)
        case .exp: UnaryFunction.exp.evaluate(x)
        case .log: UnaryFunction.log.evaluate(x)
        case .sqrt: x.squareRoot()
        case .abs: Swift.abs(x)
        case .tanh: UnaryFunction.tanh.evaluate(x)
        case .sign: UnaryFunction.sign.evaluate(x)
        case .step: UnaryFunction.step.evaluate(x)
        }
    }
}
