// InlineArray element copies assume the array's alignment for every element.
struct Entry { var name: String; var value: Double }   // stride 24, alignment 8, not bitwise-copyable

struct Holder {
    var pair: SIMD2<Double> = .zero                   // makes Holder 16-byte aligned
    var entries = InlineArray<4, Entry>(repeating: Entry(name: "", value: 0))  // at offset 16
}

@inline(never) func copy<T>(_ x: T) -> T { x }        // goes through the value witness initializeWithCopy

final class Box { var holder = Holder() }
let box = Box()
box.holder.entries[1] = Entry(name: "a string longer than fifteen bytes", value: 1)
let copied = copy(box.holder)
print(copied.entries[1].name)
