#!/usr/bin/env python3
"""Draws cost against cell count on log-log axes as a self-contained SVG (no dependencies).

    python3 plot.py results.csv cost-vs-cells.svg

results.csv has columns cells,series,value: times in ms for the "start" and "frame" series
(left panel), bytes per cell for the "memory" series (right panel); series ending in " wall"
are left out. A dashed line marks each
target of issue 23 (start 300 ms at 1M and 30 ms at 100k, 8.3 ms a frame, 600 B per cell).
"""
import csv
import math
import sys

COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b"]


def load(path):
    series = {}
    with open(path) as f:
        for row in csv.DictReader(f):
            try:
                v = float(row["value"])
            except ValueError:
                continue
            if v > 0 and not row["series"].endswith(" wall"):
                series.setdefault(row["series"], []).append((int(row["cells"]), v))
    for points in series.values():
        points.sort()
    return series


def panel(x0, y0, w, h, series, ylabel, targets, title):
    """One log-log panel at (x0, y0) of size w × h; returns SVG elements."""
    xs = [c for pts in series.values() for c, _ in pts]
    ys = [v for pts in series.values() for _, v in pts] + [t[1] for t in targets]
    xlo, xhi = math.floor(math.log10(min(xs))), math.ceil(math.log10(max(xs)))
    ylo, yhi = math.floor(math.log10(min(ys))), math.ceil(math.log10(max(ys)))
    if xhi == xlo:
        xhi += 1
    if yhi == ylo:
        yhi += 1

    def px(c):
        return x0 + (math.log10(c) - xlo) / (xhi - xlo) * w

    def py(v):
        return y0 + h - (math.log10(v) - ylo) / (yhi - ylo) * h

    out = [f'<text x="{x0 + w / 2}" y="{y0 - 12}" text-anchor="middle" font-weight="bold">{title}</text>',
           f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" fill="none" stroke="#333"/>']
    for e in range(xlo, xhi + 1):
        x = px(10 ** e)
        out.append(f'<line x1="{x}" y1="{y0}" x2="{x}" y2="{y0 + h}" stroke="#ddd"/>')
        label = {3: "1k", 4: "10k", 5: "100k", 6: "1M", 7: "10M"}.get(e, f"1e{e}")
        out.append(f'<text x="{x}" y="{y0 + h + 16}" text-anchor="middle">{label}</text>')
    for e in range(ylo, yhi + 1):
        y = py(10 ** e)
        out.append(f'<line x1="{x0}" y1="{y}" x2="{x0 + w}" y2="{y}" stroke="#ddd"/>')
        out.append(f'<text x="{x0 - 6}" y="{y + 4}" text-anchor="end">{10 ** e:g}</text>')
    out.append(f'<text x="{x0 + w / 2}" y="{y0 + h + 34}" text-anchor="middle">cells</text>')
    out.append(f'<text transform="translate({x0 - 48},{y0 + h / 2}) rotate(-90)" text-anchor="middle">{ylabel}</text>')
    for name, value in targets:
        y = py(value)
        out.append(f'<line x1="{x0}" y1="{y}" x2="{x0 + w}" y2="{y}" stroke="#888" stroke-dasharray="5,4"/>')
        out.append(f'<text x="{x0 + w - 4}" y="{y - 4}" text-anchor="end" fill="#666" font-size="11">{name}</text>')
    for k, (name, pts) in enumerate(sorted(series.items())):
        color = COLORS[k % len(COLORS)]
        path = " ".join(f"{'M' if i == 0 else 'L'}{px(c):.1f},{py(v):.1f}" for i, (c, v) in enumerate(pts))
        out.append(f'<path d="{path}" fill="none" stroke="{color}" stroke-width="2"/>')
        for c, v in pts:
            out.append(f'<circle cx="{px(c):.1f}" cy="{py(v):.1f}" r="3.5" fill="{color}"><title>{name}: {v:g} at {c}</title></circle>')
        out.append(f'<rect x="{x0 + 10}" y="{y0 + 10 + 18 * k}" width="12" height="4" fill="{color}"/>')
        out.append(f'<text x="{x0 + 28}" y="{y0 + 16 + 18 * k}" font-size="12">{name}</text>')
    return out


def main():
    src, dst = sys.argv[1], sys.argv[2]
    series = load(src)
    times = {k: v for k, v in series.items() if not k.startswith("memory")}
    memory = {k: v for k, v in series.items() if k.startswith("memory")}
    width, height = 980, 420
    body = panel(80, 40, 520, 320, times, "ms (median; CPU time, two threads: wall)",
                 [("start target at 1M: 300 ms", 300), ("one 120 Hz frame: 8.3 ms", 8.3)],
                 "Grid (4 columns) → list, 390 × 844 pt: cost against cells")
    if memory:
        body += panel(700, 40, 240, 320, memory, "peak bytes per cell above 1k",
                      [("target: 600 B", 600)], "Memory")
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>'] + body + ["</svg>"]
    with open(dst, "w") as f:
        f.write("\n".join(svg) + "\n")


if __name__ == "__main__":
    main()
