"""RESULTS.md and the work-precision SVGs of peers.py: work at matched achieved error, read off
each solver's work-precision curve by log-log interpolation between neighbouring tolerances."""
import math
import os

TARGETS = [1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10]
COLORS = {"gsl": ["#08306b", "#2171b5", "#4292c6", "#6baed6", "#084594", "#9ecae1"],
          "scipy": ["#a63603", "#e6550d", "#fd8d3c", "#d94801", "#fdae6b"],
          "cvode": ["#006d2c", "#41ab5d"]}


def curve(rows):
    """(error, seconds, nfev) of the successful runs, loosest tolerance first."""
    points = [(r["error"], r["seconds"], r["nfev"]) for r in sorted(rows, key=lambda r: -r["rtol"])
              if not r.get("failure") and r.get("error") is not None and r["error"] > 0 and math.isfinite(r["error"])]
    return points


def at_error(points, target):
    """(seconds, nfev, bound) where the curve reaches `target`: interpolated in log-log between the
    first pair of neighbouring tolerances whose errors bracket it (bound False). When even the
    loosest tolerance is more accurate than `target`, the cheapest run that is (bound True: the
    solver reaches `target` for at most that work). None when the curve never gets that accurate."""
    for (e0, s0, n0), (e1, s1, n1) in zip(points, points[1:]):
        if (e0 - target) * (e1 - target) <= 0 and e0 != e1:
            w = (math.log(target) - math.log(e0)) / (math.log(e1) - math.log(e0))
            return (math.exp(math.log(s0) + w * (math.log(s1) - math.log(s0))),
                    math.exp(math.log(n0) + w * (math.log(n1) - math.log(n0))), False)
    for e, s, n in points:
        if e == target:
            return s, n, False
    if points and points[0][0] < target:
        s, n = min((s, n) for e, s, n in points if e <= target)
        return s, n, True
    return None


def fmt_time(s):
    if s >= 1:
        return f"{s:.2f} s"
    if s >= 1e-3:
        return f"{s * 1e3:.3g} ms"
    return f"{s * 1e6:.3g} µs"


def svg(problem, by_solver, path):
    width, height, margin = 980, 420, 60
    panel = (width - 3 * margin) / 2
    errors = [p[0] for pts in by_solver.values() for p in pts]
    if not errors:
        return
    ex = (math.floor(math.log10(min(errors))), math.ceil(math.log10(max(errors))))
    if ex[0] == ex[1]:
        ex = (ex[0] - 1, ex[1] + 1)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height + 150}" font-family="sans-serif" font-size="11">',
             f'<rect width="100%" height="100%" fill="white"/>',
             f'<text x="{width / 2}" y="18" text-anchor="middle" font-size="14">{problem}: work against final-state error (GSL blue, scipy orange, CVODE green)</text>']
    for k, (label, index) in enumerate([("wall time per solve (s)", 1), ("f-evaluations", 2)]):
        values = [p[index] for pts in by_solver.values() for p in pts]
        vy = (math.floor(math.log10(min(values))), math.ceil(math.log10(max(values))))
        if vy[0] == vy[1]:
            vy = (vy[0] - 1, vy[1] + 1)
        x0 = margin + k * (panel + margin)
        y0, y1 = 40, height - 20

        def X(e):
            return x0 + (math.log10(e) - ex[0]) / (ex[1] - ex[0]) * panel

        def Y(v):
            return y1 - (math.log10(v) - vy[0]) / (vy[1] - vy[0]) * (y1 - y0)

        parts.append(f'<rect x="{x0}" y="{y0}" width="{panel}" height="{y1 - y0}" fill="none" stroke="#999"/>')
        for d in range(ex[0], ex[1] + 1):
            parts.append(f'<line x1="{X(10 ** d):.1f}" y1="{y1}" x2="{X(10 ** d):.1f}" y2="{y1 + 4}" stroke="#333"/>'
                         f'<text x="{X(10 ** d):.1f}" y="{y1 + 16}" text-anchor="middle">1e{d}</text>')
        for d in range(vy[0], vy[1] + 1):
            parts.append(f'<line x1="{x0 - 4}" y1="{Y(10 ** d):.1f}" x2="{x0}" y2="{Y(10 ** d):.1f}" stroke="#333"/>'
                         f'<text x="{x0 - 6}" y="{Y(10 ** d) + 4:.1f}" text-anchor="end">1e{d}</text>')
        parts.append(f'<text x="{x0 + panel / 2}" y="{y1 + 32}" text-anchor="middle">final-state error (log)</text>'
                     f'<text x="{x0 + panel / 2}" y="{y0 - 6}" text-anchor="middle">{label} (log)</text>')
        counters = {"gsl": 0, "scipy": 0, "cvode": 0}
        for solver, pts in by_solver.items():
            family = "gsl" if solver.startswith("gsl") else "scipy" if solver.startswith("scipy") else "cvode"
            color = COLORS[family][counters[family] % len(COLORS[family])]
            counters[family] += 1
            coords = " ".join(f"{X(p[0]):.1f},{Y(p[index]):.1f}" for p in pts)
            parts.append(f'<polyline points="{coords}" fill="none" stroke="{color}" stroke-width="1.5"/>')
            for p in pts:
                parts.append(f'<circle cx="{X(p[0]):.1f}" cy="{Y(p[index]):.1f}" r="2.5" fill="{color}"/>')
    # Legend.
    counters = {"gsl": 0, "scipy": 0, "cvode": 0}
    for i, solver in enumerate(by_solver):
        family = "gsl" if solver.startswith("gsl") else "scipy" if solver.startswith("scipy") else "cvode"
        color = COLORS[family][counters[family] % len(COLORS[family])]
        counters[family] += 1
        lx, ly = margin + (i % 5) * 180, height + 50 + (i // 5) * 18
        parts.append(f'<line x1="{lx}" y1="{ly}" x2="{lx + 24}" y2="{ly}" stroke="{color}" stroke-width="2"/>'
                     f'<text x="{lx + 30}" y="{ly + 4}">{solver}</text>')
    parts.append("</svg>")
    with open(path, "w") as handle:
        handle.write("\n".join(parts) + "\n")


def write_report(rows, names, out, versions, notes, rtols):
    lines = ["# GSL beside scipy and SUNDIALS CVODE", "",
             "Generated by `bash Benchmarks/peers/run.sh` (which builds the release `springlab` and the CVODE peer, "
             "installs scipy and libsundials-dev when missing, and runs `Benchmarks/peers/peers.py`). "
             f"Peers: {versions}; SUNDIALS CVODE 6.4.1 (Debian libsundials-dev). "
             "**Timings come from a shared 2-core VM loaded by other builds**: they are noisy, compare orders of magnitude and "
             "f-evaluations rather than small differences.", "",
             "## Method", "",
             "- Every solver takes its own steps over the whole span in one call, with no sample times, and the error is the "
             "final state's, computed by `peers.py` from each run's end state the same way for all: "
             "max_i |y_i − y*_i| / |y*_i| on the stiff problems (rober, hires, orego, vdpol: the published end states of "
             "Mazzia & Magherini's IVP test set), max_i |y_i − y*_i| on the others (exact references; Lotka–Volterra's is a "
             "tight DOP853 run).",
             f"- The same tolerance sweep for all: rtol = {', '.join(f'{r:g}' for r in rtols)}, atol = rtol × a per-problem "
             "scale (rober 1e-14, hires and orego 1e-6, 1 elsewhere). GSL's control, scipy's and CVODE's all bound the local "
             "error by atol + rtol·|y| per component, but scipy and CVODE take an RMS norm and GSL the maximum: equal "
             "tolerances do not mean equal accuracy, so everything below is read at matched *achieved* error.",
             "- GSL: `springlab integrators --sampling none` (IntegratorLab); stiff problems run rk2imp, rk4imp, bsimp and "
             "msbdf, the others rkf45, rkck, rk8pd, msadams, bsimp and msbdf. scipy: `solve_ivp` RK45, DOP853, Radau, BDF "
             "and LSODA (the implicit ones with the analytic Jacobian); an explicit method that needs more than 200,000 "
             "f-evaluations gives up. CVODE: `cvode-bdf` is BDF with Newton iteration, the dense direct linear solver and "
             "the analytic Jacobian; `cvode-adams` is Adams–Moulton with fixed-point iteration (no Jacobian), at most "
             "500,000 steps.",
             "- Wall time is per solve (setup, integration and teardown): the median of 3 timed solves after a warm-up "
             "(scipy: a single timed solve when the warm-up took over 0.5 s).",
             "- **Matched error:** each solver's (error, time) and (error, f-evaluations) points, loosest tolerance first, "
             "are joined by straight lines in log-log, and the work at a target error is read where the first segment "
             "crosses it. A solver whose loosest run is already more accurate than a target is credited there with its cheapest "
             "run that is (marked ≤: it reaches the target for at most that work). No extrapolation otherwise: a solver whose "
             "curve never gets that accurate has no entry (—).", ""]
    summary = ["## Ratios at matched error", "",
               "Per problem and target error: the fastest solver of each family there, and the ratios of wall time "
               "(peer ÷ GSL: above 1, GSL is faster; below 1, **GSL loses**).", "",
               "| problem | error | fastest GSL | fastest scipy | fastest CVODE | scipy ÷ GSL | CVODE ÷ GSL | fewest f-evals: GSL / scipy / CVODE |",
               "|---|---|---|---|---|---|---|---|"]
    losses = []
    detail = []
    ratio_scipy, ratio_cvode = {}, {}
    for name in names:
        prows = [r for r in rows if r["problem"] == name]
        solvers = list(dict.fromkeys(r["solver"] for r in prows))
        by_solver = {s: curve([r for r in prows if r["solver"] == s]) for s in solvers}
        svg(name, {s: p for s, p in by_solver.items() if p}, os.path.join(out, f"wp-{name}.svg"))
        reached = [t for t in TARGETS if any(at_error(p, t) for p in by_solver.values())]
        detail += [f"### {name}", "", f"![{name}](wp-{name}.svg)", ""]
        if name in notes:
            detail += [f"Note: {notes[name]}.", ""]
        detail += ["Wall time and f-evaluations at matched final-state error:", "",
                   "| solver | " + " | ".join(f"{t:.0e}" for t in reached) + " |", "|---|" + "---|" * len(reached)]
        for s in solvers:
            cells = []
            for t in reached:
                v = at_error(by_solver[s], t)
                cells.append("—" if v is None else f"{'≤ ' if v[2] else ''}{fmt_time(v[0])}, {v[1]:.0f} f")
            failures = [r for r in prows if r["solver"] == s and r.get("failure")]
            note = ""
            if failures and not by_solver[s]:
                note = f" (failed: {failures[0]['failure'][:60]})"
            elif failures:
                note = f" ({len(failures)} of {len(rtols)} tolerances failed)"
            detail.append(f"| {s}{note} | " + " | ".join(cells) + " |")
        detail += ["", "Raw runs (achieved error, f-evaluations, time) per tolerance:", "",
                   "| solver | " + " | ".join(f"{r:.0e}" for r in rtols) + " |", "|---|" + "---|" * len(rtols)]
        for s in solvers:
            cells = []
            for rt in rtols:
                r = next((r for r in prows if r["solver"] == s and abs(r["rtol"] - rt) < 1e-3 * rt), None)
                if r is None:
                    cells.append("")
                elif r.get("failure"):
                    cells.append("failed")
                else:
                    cells.append(f"{r['error']:.1e}, {r['nfev']}, {fmt_time(r['seconds'])}")
            detail.append(f"| {s} | " + " | ".join(cells) + " |")
        detail.append("")
        for t in reached:
            best = {}
            for family in ("gsl", "scipy", "cvode"):
                cands = [(at_error(p, t), s) for s, p in by_solver.items() if s.startswith(family) or (family == "gsl" and s.startswith("gsl"))]
                cands = [(v[0], s, v[2]) for v, s in cands if v]
                best[family] = min(cands) if cands else None
            if not best["gsl"] or not (best["scipy"] or best["cvode"]):
                continue

            def cell(b):
                return "—" if b is None else f"{b[1]} {'≤ ' if b[2] else ''}{fmt_time(b[0])}"

            rs = best["scipy"][0] / best["gsl"][0] if best["scipy"] else None
            rc = best["cvode"][0] / best["gsl"][0] if best["cvode"] else None
            if rs:
                ratio_scipy.setdefault(name, []).append(rs)
            if rc:
                ratio_cvode.setdefault(name, []).append(rc)

            def ratio(x):
                if x is None:
                    return "—"
                return f"{x:.2g}" if x >= 1 else f"**{x:.2g}**"

            fewest = {}
            for family in ("gsl", "scipy", "cvode"):
                values = [at_error(p, t) for s, p in by_solver.items() if s.startswith(family)]
                values = [v[1] for v in values if v]
                fewest[family] = min(values) if values else None

            def evals(family):
                v = fewest[family]
                if v is None:
                    return "—"
                text = f"{v:.0f}"
                return f"**{text}**" if family != "gsl" and fewest["gsl"] and v < fewest["gsl"] else text

            summary.append(f"| {name} | {t:.0e} | {cell(best['gsl'])} | {cell(best['scipy'])} | {cell(best['cvode'])} | "
                           f"{ratio(rs)} | {ratio(rc)} | {evals('gsl')} / {evals('scipy')} / {evals('cvode')} |")
            for family, r in (("scipy", rs), ("CVODE", rc)):
                if r is not None and r < 1:
                    losses.append((name, f"wall time: {best[family.lower()][1]} beats {best['gsl'][1]}", t,
                                   f"{fmt_time(best[family.lower()][0])} against {fmt_time(best['gsl'][0])}"))
            for family in ("scipy", "cvode"):
                if fewest[family] and fewest["gsl"] and fewest[family] < fewest["gsl"]:
                    losses.append((name, f"f-evaluations: {'scipy' if family == 'scipy' else 'CVODE'} needs fewer", t,
                                   f"{fewest[family]:.0f} against {fewest['gsl']:.0f}"))
    geo = ["", "Geometric means over the matched errors of each problem (peer ÷ GSL wall time):", "",
           "| problem | scipy ÷ GSL | CVODE ÷ GSL |", "|---|---|---|"]
    for name in names:
        def g(values):
            return f"{math.exp(sum(map(math.log, values)) / len(values)):.2g}" if values else "—"
        geo.append(f"| {name} | {g(ratio_scipy.get(name, []))} | {g(ratio_cvode.get(name, []))} |")
    failures = []
    for name in names:
        for s in dict.fromkeys(r["solver"] for r in rows if r["problem"] == name and r["solver"].startswith("gsl")):
            runs = [r for r in rows if r["problem"] == name and r["solver"] == s]
            failed = [r for r in runs if r.get("failure")]
            if failed:
                failures.append(f"- {name}: {s} failed at {len(failed)} of {len(runs)} tolerances ({failed[0]['failure'][:90]}).")
    grouped = {}
    for name, what, t, numbers in losses:
        grouped.setdefault((name, what), []).append(f"{t:.0e} ({numbers})")
    lost = [f"- {name}, {what}: at " + ", ".join(items) + "." for (name, what), items in grouped.items()]
    where = ["", "## Where GSL loses", "",
             "Where a peer's best does better than GSL's best at the same achieved error (bold in the table above). "
             "GSL's implicit steppers spend more f-evaluations than CVODE's BDF and scipy's Radau/BDF/LSODA on every "
             "stiff problem — its speed comes from cheap evaluations and low per-step overhead on these small systems, "
             "not from fewer evaluations:", ""] + (lost or ["- nowhere in wall time or f-evaluations."])
    where += ["", "GSL steppers that failed (the step limit of 200,000 steps per solve, or an error):", ""] + (failures or ["- none."])
    with open(os.path.join(out, "RESULTS.md"), "w") as handle:
        handle.write("\n".join(lines + summary + geo + where + ["", "## Per problem", ""] + detail) + "\n")
