#if canImport(Glibc)
import Glibc
#endif
import SpringTransitions

extension Recording {
    /// A synthetic test fixture (not produced by the transition engine): 12 cells move from a
    /// 3-column grid (100 × 100 points) to a one-column list (320 × 44 points) over `frameCount`
    /// frames at 60 Hz with a cubic ease-in-out, in a 340 × 480 point viewport.
    ///
    /// It exercises every feature of the player: a header (`"H0"`, zIndex 10) above the cells,
    /// a footer hidden during the first half, a scale bump on every cell and a small rotation on
    /// odd cells (non-identity transforms), an alpha dip, a growing content size and a content
    /// offset that scrolls from 0 to 60 points, and the eased progress on every frame. Used by the
    /// tests and `scripts/browser-test.sh`.
    ///
    /// - Parameter frameCount: Number of frames, at least 2 (smaller values are raised to 2).
    static func sample(frameCount: Int = 60, title: String = "Sample: 12 cells, grid → list") -> Recording {
        let count = Swift.max(2, frameCount)
        let inset = 10.0, spacing = 10.0, headerHeight = 40.0, top = inset + headerHeight + spacing
        let gridSide = 100.0, rowHeight = 44.0, rowSpacing = 8.0, listWidth = 320.0
        let gridHeight = top + 4 * gridSide + 3 * spacing + inset
        let listHeight = top + 12 * rowHeight + 11 * rowSpacing + spacing + 30 + inset
        var frames: [Frame] = []
        for index in 0..<count {
            let p = easeInOut(Double(index) / Double(count - 1))
            let bump = sin(Double.pi * p)
            var elements = [Element(
                id: "header [0, 0]", label: "H0", kind: .header,
                centerX: 170, centerY: inset + headerHeight / 2, width: listWidth, height: headerHeight, zIndex: 10)]
            for item in 0..<12 {
                let (row, column) = (Double(item / 3), Double(item % 3))
                let grid = (x: inset + gridSide / 2 + column * (gridSide + spacing), y: top + gridSide / 2 + row * (gridSide + spacing))
                let list = (x: 170.0, y: top + rowHeight / 2 + Double(item) * (rowHeight + rowSpacing))
                let scale = 1 + 0.08 * bump, angle = item % 2 == 1 ? 0.15 * bump : 0
                elements.append(Element(
                    id: "cell [0, \(item)]", label: "\(item)", kind: .cell,
                    centerX: lerp(grid.x, list.x, p), centerY: lerp(grid.y, list.y, p),
                    width: lerp(gridSide, listWidth, p), height: lerp(gridSide, rowHeight, p),
                    a: scale * cos(angle), b: scale * sin(angle), c: -scale * sin(angle), d: scale * cos(angle),
                    alpha: 1 - 0.3 * bump))
            }
            let contentHeight = lerp(gridHeight, listHeight, p)
            elements.append(Element(
                id: "footer [0, 0]", label: "F0", kind: .footer,
                centerX: 170, centerY: contentHeight - inset - 15, width: listWidth, height: 30,
                alpha: p, hidden: p < 0.5))
            frames.append(Frame(
                t: Double(index) / 60, contentOffset: Point(x: 0, y: 60 * p),
                contentSize: Size(width: 340, height: contentHeight), elements: elements, progress: p))
        }
        return Recording(
            title: title, viewportWidth: 340, viewportHeight: 480, frames: frames,
            summary: [
                "Synthetic fixture: 12 cells move from a 3-column grid to a list; not produced by the transition engine.",
                "\(count) frames at 60 Hz, cubic ease-in-out; cells scale up to 1.08× (odd cells rotate up to 0.15 rad) mid-flight.",
            ])
    }

    /// Cubic ease-in-out on 0...1.
    private static func easeInOut(_ x: Double) -> Double {
        x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2
    }

    private static func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }
}
