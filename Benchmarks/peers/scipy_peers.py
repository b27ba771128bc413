#!/usr/bin/env python3
"""Runs scipy's solve_ivp (RK45, DOP853, Radau, BDF, LSODA) on the same damped-spring problems,
tolerances and error measure as `springlab integrators`, and prints one table next to our GSL
steppers.

Usage:
    python3 Benchmarks/peers/scipy_peers.py [--springlab PATH] [--problem NAME|all]
        [--tolerances 1e-4,1e-6,1e-8] [--sampling dense|step] [--csv OUT.csv] [--markdown]

The error is measured against the exact solution, not the tolerance: the maximum over 100
equally spaced sample times of max(|x - x*|, |v - v*| / omega). Times are the fastest of three
runs after a warm-up. scipy measures its local error with an RMS norm while GSL uses the
maximum norm, so equal tolerances do not mean equal accuracy: compare achieved errors.
Sampling rule (--sampling, default dense): both sides take the steps their error control
chooses over the whole interval and reach the 100 sample times by interpolation: scipy through
its dense output (`dense_output=True`, each method's own interpolant), GSL through
`ODESolver`'s cubic Hermite dense output (`springlab integrators --sampling dense`). With
`--sampling step` our GSL driver steps exactly onto each sample time instead (no step spans a
sample time), which costs GSL extra steps at loose tolerances that scipy does not take.
"""
import argparse
import csv
import io
import math
import subprocess
import sys
import time

import numpy as np
from scipy.integrate import solve_ivp

PROBLEMS = {
    # name: (stiffness k, damping c, duration) with m = 1, x(0) = 1, v(0) = 0
    "underdamped": (4.0, 0.4, 10.0),        # omega = 2, zeta = 0.1
    "critical": (4.0, 4.0, 10.0),           # omega = 2, zeta = 1
    "overdamped": (4.0, 20.0, 10.0),        # omega = 2, zeta = 5
    "stiff-oscillatory": (1e6, 1e3, 1.0),   # zeta = 0.5
    "stiff": (1e6, 1e5, 1.0),               # zeta = 50
}
METHODS = ["RK45", "DOP853", "Radau", "BDF", "LSODA"]
SAMPLES = 100


def exact(k, c, t):
    """Closed-form (x, v) from x = 1 at rest, written to stay accurate in every regime."""
    w = math.sqrt(k)
    zeta = c / (2 * w)
    a = zeta * w
    if abs(zeta - 1) < 1e-12:
        x = (1 + w * t) * math.exp(-w * t)
        v = -w * w * t * math.exp(-w * t)
    elif zeta < 1:
        wd = w * math.sqrt(1 - zeta * zeta)
        e = math.exp(-a * t)
        x = e * (math.cos(wd * t) + a / wd * math.sin(wd * t))
        v = -e * (w * w / wd) * math.sin(wd * t)
    else:
        g = w * math.sqrt(zeta * zeta - 1)
        r1 = -w / (zeta + math.sqrt(zeta * zeta - 1))
        r2 = -a - g
        e1, e2 = math.exp(r1 * t), math.exp(r2 * t)
        x = (-r2 * e1 + r1 * e2) / (r1 - r2)
        v = (-r2 * r1 * e1 + r1 * r2 * e2) / (r1 - r2)
    return x, v


def run_scipy(name, method, tol):
    k, c, duration = PROBLEMS[name]
    w = math.sqrt(k)
    ts = np.linspace(duration / SAMPLES, duration, SAMPLES)

    def f(_t, y):
        return [y[1], -k * y[0] - c * y[1]]

    def jac(_t, _y):
        return [[0.0, 1.0], [-k, -c]]

    kwargs = {"jac": jac} if method in ("Radau", "BDF", "LSODA") else {}
    best = math.inf
    sol = None
    for repetition in range(4):  # the first run is a warm-up
        start = time.perf_counter()
        sol = solve_ivp(f, (0.0, duration), [1.0, 0.0], method=method, t_eval=ts, rtol=tol, atol=tol, **kwargs)
        elapsed = time.perf_counter() - start
        if repetition > 0:
            best = min(best, elapsed)
    if not sol.success:
        return {"problem": name, "method": f"scipy-{method}", "setting": tol, "error": None,
                "function_evaluations": sol.nfev, "seconds": None, "failure": sol.message}
    err = 0.0
    for t, x, v in zip(sol.t, sol.y[0], sol.y[1]):
        xe, ve = exact(k, c, t)
        err = max(err, abs(x - xe), abs(v - ve) / w)
    return {"problem": name, "method": f"scipy-{method}", "setting": tol, "error": err,
            "function_evaluations": sol.nfev, "jacobian_evaluations": sol.njev, "seconds": best, "failure": ""}


def run_springlab(springlab, problem, tolerances, sampling):
    """Our GSL steppers, from `springlab integrators --csv`."""
    out = "/tmp/springlab-peers.csv"
    cmd = [springlab, "integrators", "--problem", problem, "--tolerances", ",".join(f"{t:g}" for t in tolerances),
           "--sampling", sampling, "--out", "/tmp/springlab-peers.svg", "--csv", out]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    rows = []
    with open(out) as f:
        for r in csv.DictReader(f):
            if r["setting_kind"] != "tol":
                continue
            rows.append({"problem": r["problem"], "method": r["method"], "setting": float(r["setting"]),
                         "error": float(r["error"]) if r["error"] else None,
                         "function_evaluations": int(r["function_evaluations"]),
                         "seconds": float(r["seconds"]) if r["seconds"] else None, "failure": r["failure"]})
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--springlab", default=".build/release/springlab")
    parser.add_argument("--problem", default="all")
    parser.add_argument("--tolerances", default="1e-4,1e-6,1e-8")
    parser.add_argument("--sampling", choices=["dense", "step"], default="dense",
                        help="how our GSL steppers reach the sample times (scipy always uses its dense output)")
    parser.add_argument("--csv")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args()
    tolerances = [float(t) for t in args.tolerances.split(",")]
    names = list(PROBLEMS) if args.problem == "all" else [args.problem]
    for n in names:
        if n not in PROBLEMS:
            sys.exit(f"unknown problem '{n}'; available: {', '.join(PROBLEMS)}, all")

    rows = []
    for name in names:
        rows += run_springlab(args.springlab, name, tolerances, args.sampling)
        for method in METHODS:
            for tol in tolerances:
                rows.append(run_scipy(name, method, tol))

    def fmt(r):
        err = "failed" if r["error"] is None else f"{r['error']:.2e}"
        secs = "" if r["seconds"] is None else f"{r['seconds'] * 1e6:.0f}"
        return [r["problem"], r["method"], f"{r['setting']:.0e}", err, str(r["function_evaluations"]), secs]

    header = ["problem", "method", "tolerance", "achieved error", "f evals", "µs"]
    body = [fmt(r) for r in rows]
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for b in body:
            print("| " + " | ".join(b) + " |")
    else:
        widths = [max(len(x[i]) for x in [header] + body) for i in range(len(header))]
        for line in [header] + body:
            print("  ".join(x.ljust(widths[i]) if i < 2 else x.rjust(widths[i]) for i, x in enumerate(line)))
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=["problem", "method", "setting", "error", "function_evaluations", "seconds", "failure"],
                               extrasaction="ignore")
            w.writeheader()
            w.writerows(rows)


if __name__ == "__main__":
    main()
