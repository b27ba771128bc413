extension CollectionView {
    /// The content-coordinate point under `viewPoint`, a point in the visible area's own coordinates
    /// (origin at its top-left corner): `viewPoint + contentOffset`. Hit-testing
    /// (``Layout/indexPathForItem(at:excluding:)``) and the exchange controller's gesture methods
    /// take content coordinates; convert touches with this.
    public func contentPoint(fromViewPoint viewPoint: Point) -> Point {
        Point(x: viewPoint.x + contentOffset.x, y: viewPoint.y + contentOffset.y)
    }

    /// The inverse of ``contentPoint(fromViewPoint:)``: `contentPoint − contentOffset`.
    public func viewPoint(fromContentPoint contentPoint: Point) -> Point {
        Point(x: contentPoint.x - contentOffset.x, y: contentPoint.y - contentOffset.y)
    }
}
