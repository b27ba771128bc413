extension EasedTransitionLayout: DrivenTransition {
    /// Once finished: the next layout at exactly ``toContentOffset``; `nil` otherwise.
    public var completedLayout: (layout: any Layout, contentOffset: Point)? {
        state == .finished ? (nextLayout, toContentOffset) : nil
    }
}
