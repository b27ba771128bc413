/// Runs an ``ExpressionProgram`` on memory it allocates once — the slots, and flat copies of
/// the instructions and output slots — so that evaluating allocates nothing, retains nothing
/// and checks no bounds (the program's slot indices are checked here, once).
///
/// An evaluator is a class because it owns that memory; it is not `Sendable` and not
/// reentrant: give each solver its own (``ExpressionSystem/makeODESystem()`` does).
public final class ExpressionEvaluator {
    /// The program run.
    public let program: ExpressionProgram
    private let slots: UnsafeMutablePointer<Double>
    private let code: UnsafeMutablePointer<ExpressionProgram.Instruction>
    private let codeCount: Int
    private let outputs: UnsafeMutablePointer<Int32>
    private let outputCount: Int
    private let dimension: Int

    /// An evaluator of `program`, with its slots allocated and the constants in place.
    public init(_ program: ExpressionProgram) {
        self.program = program
        let slotCount = program.slotCount
        let slots = UnsafeMutablePointer<Double>.allocate(capacity: slotCount)
        for (k, value) in program.initialSlots.enumerated() { (slots + k).initialize(to: value) }
        self.slots = slots
        codeCount = program.instructions.count
        code = .allocate(capacity: Swift.max(codeCount, 1))
        for (k, instruction) in program.instructions.enumerated() {
            precondition([instruction.a, instruction.b, instruction.c, instruction.destination].allSatisfy { $0 >= 0 && Int($0) < slotCount },
                         "instruction \(k) reads or writes a slot out of range")
            (code + k).initialize(to: instruction)
        }
        outputCount = program.outputs.count
        outputs = .allocate(capacity: Swift.max(outputCount, 1))
        for (k, slot) in program.outputs.enumerated() {
            precondition(slot >= 0 && Int(slot) < slotCount, "output \(k) reads a slot out of range")
            (outputs + k).initialize(to: slot)
        }
        dimension = program.dimension
    }

    deinit {
        slots.deinitialize(count: program.slotCount)
        slots.deallocate()
        code.deinitialize(count: codeCount)
        code.deallocate()
        outputs.deinitialize(count: outputCount)
        outputs.deallocate()
    }

    /// Evaluates the program at `(t, y)` and writes output `k` to `output[k]`.
    ///
    /// - Precondition: `y.count` is the program's dimension and `output.count` its number of
    ///   outputs.
    @inline(__always)
    public func evaluate(t: Double, y: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>) {
        precondition(y.count == dimension && output.count == outputCount, "buffer sizes do not match the program")
        run(t: t, y: y)
        if let out = output.baseAddress {
            for k in 0..<outputCount { out[k] = slots[Int(outputs[k])] }
        }
    }

    /// Evaluates the program at `(t, y)` and writes its first `first.count` outputs to `first`
    /// and the rest to `second` (a Jacobian's `dfdy` and `dfdt`).
    ///
    /// - Precondition: `y.count` is the program's dimension and the two buffers hold all outputs.
    @inline(__always)
    public func evaluate(t: Double, y: UnsafeBufferPointer<Double>, into first: UnsafeMutableBufferPointer<Double>,
                         and second: UnsafeMutableBufferPointer<Double>) {
        precondition(y.count == dimension && first.count + second.count == outputCount, "buffer sizes do not match the program")
        run(t: t, y: y)
        let split = first.count
        if let out = first.baseAddress {
            for k in 0..<split { out[k] = slots[Int(outputs[k])] }
        }
        if let out = second.baseAddress {
            for k in split..<outputCount { out[k - split] = slots[Int(outputs[k])] }
        }
    }

    /// Runs the instructions, leaving every value in its slot.
    @inline(__always)
    private func run(t: Double, y: UnsafeBufferPointer<Double>) {
        let r = slots
        r[0] = t
        if let base = y.baseAddress {
            // A plain loop: for the few variables of a typical system it beats a call to memmove.
            var k = 0
            while k < dimension { r[1 + k] = base[k]; k += 1 }
        }
        var p = code
        let end = code + codeCount
        while p < end {
            let i = p.pointee
            let x = r[Int(i.a)]
            let value: Double
            switch i.opcode {
            case .add: value = x + r[Int(i.b)]
            case .subtract: value = x - r[Int(i.b)]
            case .multiply: value = x * r[Int(i.b)]
            case .multiplyAdd: value = x * r[Int(i.b)] + r[Int(i.c)]
            case .subtractMultiply: value = r[Int(i.c)] - x * r[Int(i.b)]
            case .divide: value = x / r[Int(i.b)]
            case .negate: value = -x
            case .sqrt: value = x.squareRoot()
            case .abs: value = Swift.abs(x)
            default: value = i.opcode.apply(x, r[Int(i.b)])
            }
            r[Int(i.destination)] = value
            p += 1
        }
    }
}
