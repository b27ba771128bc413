/// Runs an ``ExpressionProgram`` on a slot array it allocates once, so that evaluating
/// allocates nothing.
///
/// An evaluator is a class because it owns that scratch memory; it is not `Sendable` and not
/// reentrant: give each solver its own (``ExpressionSystem/makeODESystem()`` does).
public final class ExpressionEvaluator {
    /// The program run.
    public let program: ExpressionProgram
    private let slots: UnsafeMutablePointer<Double>

    /// An evaluator of `program`, with its slots allocated and the constants in place.
    public init(_ program: ExpressionProgram) {
        self.program = program
        slots = .allocate(capacity: program.slotCount)
        program.initialSlots.withUnsafeBufferPointer { initial in
            slots.initialize(from: initial.baseAddress!, count: initial.count)
        }
    }

    deinit {
        slots.deinitialize(count: program.slotCount)
        slots.deallocate()
    }

    /// Evaluates the program at `(t, y)` and writes output `k` to `output[k]`.
    ///
    /// - Precondition: `y.count` is the program's dimension and `output.count` its number of
    ///   outputs (checked; the caller is ``ExpressionSystem``, which sizes both).
    @inline(__always)
    public func evaluate(t: Double, y: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>) {
        precondition(y.count == program.dimension && output.count == program.outputs.count, "buffer sizes do not match the program")
        let slots = self.slots
        slots[0] = t
        if let base = y.baseAddress { (slots + 1).update(from: base, count: y.count) }
        program.instructions.withUnsafeBufferPointer { code in
            for instruction in code {
                let x = slots[Int(instruction.a)], y = slots[Int(instruction.b)]
                let value: Double
                switch instruction.opcode {
                case .add: value = x + y
                case .subtract: value = x - y
                case .multiply: value = x * y
                case .divide: value = x / y
                default: value = instruction.opcode.apply(x, y)
                }
                slots[Int(instruction.destination)] = value
            }
        }
        program.outputs.withUnsafeBufferPointer { outputs in
            for (k, slot) in outputs.enumerated() { output[k] = slots[Int(slot)] }
        }
    }
}
