/// The elements whose zIndex and isHidden still have to switch at their halfway point, as a
/// min-heap keyed by the clock step at which each is next checked.
///
/// A check either switches the element (its progress on the grid reached 0.5) or puts it back
/// with the earliest step at which its progress *could* reach 0.5 (see
/// `SpringTransitionLayout.stepsBeforeHalfway(of:progress:)`), so a clock step costs O(log n) per
/// element due, not a visit of every waiting element. Storage is reserved when the queue is
/// built; pushing back what was popped never allocates.
struct HalfwayQueue {
    /// The step each queued entry is due, in heap order.
    private(set) var steps: [Int] = []
    /// The queued entries (indices into the engine's entries), in heap order.
    private(set) var entries: [Int32] = []

    /// The number of queued entries.
    var count: Int { steps.count }

    /// The step the earliest entry is due, or `nil` when the queue is empty.
    var nextStep: Int? { steps.first }

    /// Empties the queue, keeping room for `capacity` entries.
    mutating func removeAll(reservingCapacity capacity: Int) {
        steps.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        steps.reserveCapacity(capacity)
        entries.reserveCapacity(capacity)
    }

    /// Queues `entry`, due at `step`.
    mutating func push(_ entry: Int32, dueAt step: Int) {
        steps.append(step)
        entries.append(entry)
        var i = steps.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard steps[i] < steps[parent] else { break }
            steps.swapAt(i, parent)
            entries.swapAt(i, parent)
            i = parent
        }
    }

    /// Removes and returns the earliest entry. The queue must not be empty.
    mutating func popFirst() -> Int32 {
        let first = entries[0]
        let last = steps.count - 1
        steps.swapAt(0, last)
        entries.swapAt(0, last)
        steps.removeLast()
        entries.removeLast()
        var i = 0
        let n = steps.count
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < n && steps[l] < steps[m] { m = l }
            if r < n && steps[r] < steps[m] { m = r }
            guard m != i else { break }
            steps.swapAt(i, m)
            entries.swapAt(i, m)
            i = m
        }
        return first
    }

    /// Makes every queued entry due at `step` (equal keys keep the heap valid): used when the
    /// clock's step count restarts.
    mutating func makeAllDue(atStep step: Int) {
        for i in steps.indices { steps[i] = step }
    }
}
