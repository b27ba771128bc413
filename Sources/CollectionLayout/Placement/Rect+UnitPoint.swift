extension Rect {
    /// The point at `unit` coordinates of the rectangle: (0, 0) its top-left corner, (1, 1) its
    /// bottom-right; outside [0, 1] it extrapolates.
    func unitPoint(_ unit: Point) -> Point {
        Point(x: minX + unit.x * (maxX - minX), y: minY + unit.y * (maxY - minY))
    }
}
