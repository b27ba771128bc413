#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A self-contained SVG line plot: several named series on linear or log-log axes, with ticks,
/// axis labels and a legend. Used for work-precision and convergence diagrams (and by
/// `springlab` for spring trajectories). Points that are not finite, or not positive on a log
/// axis, are left out.
public struct LinePlot {
    /// One named line.
    public struct Series {
        /// The legend's text.
        public var name: String
        /// The points, drawn in order.
        public var points: [(x: Double, y: Double)]
        /// Draw markers at the points as well as the line.
        public var markers = false

        /// A series.
        public init(name: String, points: [(x: Double, y: Double)], markers: Bool = false) {
            self.name = name
            self.points = points
            self.markers = markers
        }
    }

    /// The title above the plot.
    public var title: String
    /// The horizontal axis's label.
    public var xLabel: String
    /// The vertical axis's label.
    public var yLabel: String
    /// The lines.
    public var series: [Series] = []
    /// Logarithmic horizontal axis.
    public var logX = false
    /// Logarithmic vertical axis.
    public var logY = false
    /// The SVG's width in pixels.
    public var width = 720.0
    /// The SVG's height in pixels.
    public var height = 440.0

    /// A plot; every parameter but the labels has a default.
    public init(title: String, xLabel: String, yLabel: String, series: [Series] = [], logX: Bool = false, logY: Bool = false,
                width: Double = 720, height: Double = 440) {
        (self.title, self.xLabel, self.yLabel, self.series) = (title, xLabel, yLabel, series)
        (self.logX, self.logY, self.width, self.height) = (logX, logY, width, height)
    }

    private static let palette = [
        "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
        "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939",
        "#8c6d31", "#843c39", "#7b4173", "#3182bd",
    ]

    /// The SVG document.
    public func render() -> String {
        let margin = (left: 78.0, right: 190.0, top: 40.0, bottom: 56.0)
        let plotW = width - margin.left - margin.right, plotH = height - margin.top - margin.bottom
        let tx: (Double) -> Double = { logX ? log10($0) : $0 }
        let ty: (Double) -> Double = { logY ? log10($0) : $0 }
        let usable = series.map { s in s.points.filter { p in
            p.x.isFinite && p.y.isFinite && (!logX || p.x > 0) && (!logY || p.y > 0)
        } }
        let xs = usable.flatMap { $0.map { tx($0.x) } }, ys = usable.flatMap { $0.map { ty($0.y) } }
        var (x0, x1) = (xs.min() ?? 0, xs.max() ?? 1)
        var (y0, y1) = (ys.min() ?? 0, ys.max() ?? 1)
        if x1 - x0 < 1e-12 { x0 -= 0.5; x1 += 0.5 }
        if y1 - y0 < 1e-12 { y0 -= 0.5; y1 += 0.5 }
        if logX { x0 = x0.rounded(.down); x1 = x1.rounded(.up) }
        if logY { y0 = y0.rounded(.down); y1 = y1.rounded(.up) }
        if !logY { let pad = (y1 - y0) * 0.05; y0 -= pad; y1 += pad }
        let px: (Double) -> Double = { margin.left + (tx($0) - x0) / (x1 - x0) * plotW }
        let py: (Double) -> Double = { margin.top + plotH - (ty($0) - y0) / (y1 - y0) * plotH }

        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(fmt(width))" height="\(fmt(height))" \
        viewBox="0 0 \(fmt(width)) \(fmt(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(fmt(margin.left + plotW / 2))" y="22" text-anchor="middle" font-size="15">\(escape(title))</text>

        """
        // Grid and ticks.
        for (value, label) in ticks(from: x0, to: x1, log: logX) {
            let x = margin.left + (value - x0) / (x1 - x0) * plotW
            svg += "<line x1=\"\(fmt(x))\" y1=\"\(fmt(margin.top))\" x2=\"\(fmt(x))\" y2=\"\(fmt(margin.top + plotH))\" stroke=\"#e5e5e5\"/>\n"
            svg += "<text x=\"\(fmt(x))\" y=\"\(fmt(margin.top + plotH + 16))\" text-anchor=\"middle\">\(label)</text>\n"
        }
        for (value, label) in ticks(from: y0, to: y1, log: logY) {
            let y = margin.top + plotH - (value - y0) / (y1 - y0) * plotH
            svg += "<line x1=\"\(fmt(margin.left))\" y1=\"\(fmt(y))\" x2=\"\(fmt(margin.left + plotW))\" y2=\"\(fmt(y))\" stroke=\"#e5e5e5\"/>\n"
            svg += "<text x=\"\(fmt(margin.left - 6))\" y=\"\(fmt(y + 4))\" text-anchor=\"end\">\(label)</text>\n"
        }
        svg += "<rect x=\"\(fmt(margin.left))\" y=\"\(fmt(margin.top))\" width=\"\(fmt(plotW))\" height=\"\(fmt(plotH))\" fill=\"none\" stroke=\"#333\"/>\n"
        svg += "<text x=\"\(fmt(margin.left + plotW / 2))\" y=\"\(fmt(height - 14))\" text-anchor=\"middle\">\(escape(xLabel))</text>\n"
        svg += "<text transform=\"translate(18 \(fmt(margin.top + plotH / 2))) rotate(-90)\" text-anchor=\"middle\">\(escape(yLabel))</text>\n"

        // Series and legend.
        for (i, points) in usable.enumerated() where !points.isEmpty {
            let color = Self.palette[i % Self.palette.count]
            let path = points.map { "\(fmt(px($0.x))),\(fmt(py($0.y)))" }.joined(separator: " ")
            svg += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.6\" points=\"\(path)\"/>\n"
            if series[i].markers {
                for p in points {
                    svg += "<circle cx=\"\(fmt(px(p.x)))\" cy=\"\(fmt(py(p.y)))\" r=\"2.6\" fill=\"\(color)\"/>\n"
                }
            }
            let ly = margin.top + 10 + Double(i) * 18
            let lx = margin.left + plotW + 14
            svg += "<line x1=\"\(fmt(lx))\" y1=\"\(fmt(ly))\" x2=\"\(fmt(lx + 22))\" y2=\"\(fmt(ly))\" stroke=\"\(color)\" stroke-width=\"2.5\"/>\n"
            svg += "<text x=\"\(fmt(lx + 28))\" y=\"\(fmt(ly + 4))\">\(escape(series[i].name))</text>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// Tick positions (in transformed units) and labels.
    private func ticks(from lo: Double, to hi: Double, log: Bool) -> [(Double, String)] {
        if log {
            let step = Swift.max(1, Int(((hi - lo) / 8).rounded(.up)))
            return stride(from: Int(lo), through: Int(hi), by: step).map { (Double($0), "1e\($0)") }
        }
        let raw = (hi - lo) / 6
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        var v = (lo / step).rounded(.up) * step
        var out: [(Double, String)] = []
        while v <= hi + step * 1e-9 {
            out.append((v, shortNumber(abs(v) < step * 1e-9 ? 0 : v)))
            v += step
        }
        return out
    }
}
