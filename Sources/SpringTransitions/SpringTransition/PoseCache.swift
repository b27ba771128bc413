/// The per-frame pose cache of a ``SpringTransitionLayout``: one slot per element, filled on
/// demand. The storage is allocated once per start or retarget but left uninitialised until an
/// element is first posed, so that a start costs nothing per element here (a dense array of
/// 10,000 copies of the targets cost 3.6 MB of writes).
final class PoseCache {
    /// The number of slots.
    let count: Int
    private let poses: UnsafeMutablePointer<LayoutAttributes>
    /// Per slot, the pose epoch (``TransitionClock/poseEpoch``) of its pose; 0 for a slot never initialised.
    private let stamps: UnsafeMutablePointer<UInt64>

    /// `count` empty slots.
    init(count: Int) {
        self.count = count
        poses = .allocate(capacity: Swift.max(count, 1))
        stamps = .allocate(capacity: Swift.max(count, 1))
        stamps.initialize(repeating: 0, count: count)
    }

    deinit {
        for i in 0..<count where stamps[i] != 0 { (poses + i).deinitialize(count: 1) }
        poses.deallocate()
        stamps.deallocate()
    }

    /// The pose of slot `i` if it was stored in `epoch` (never 0).
    @inline(__always)
    func pose(_ i: Int, epoch: UInt64) -> LayoutAttributes? {
        precondition(i >= 0 && i < count, "pose cache slot out of range")
        return stamps[i] == epoch ? poses[i] : nil
    }

    /// Stores `pose` in slot `i` for `epoch` (never 0).
    @inline(__always)
    func store(_ pose: LayoutAttributes, at i: Int, epoch: UInt64) {
        precondition(i >= 0 && i < count && epoch != 0, "pose cache slot out of range")
        if stamps[i] == 0 {
            (poses + i).initialize(to: pose)
        } else {
            poses[i] = pose
        }
        stamps[i] = epoch
    }
}
