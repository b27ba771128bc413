#!/usr/bin/env python3
"""Runs GSL (through `springlab integrators`), scipy's solve_ivp (RK45, DOP853, Radau, BDF, LSODA)
and SUNDIALS CVODE (BDF with the dense direct solver and the analytic Jacobian; Adams with
fixed-point iteration) on the same catalogue problems, with the same tolerance sweep and the same
final-state error, then writes results.csv, RESULTS.md and one work-precision SVG per problem.

Usage (Benchmarks/peers/run.sh installs what this needs and calls it):
    python3 Benchmarks/peers/peers.py [--springlab PATH] [--cvode PATH] [--problems a,b]
        [--repetitions 3] [--out Benchmarks/peers]

Every solver takes its own steps over the whole span in one call (no sample times); the error
is the final state's, computed here from each run's end state the same way for all three:
max_i |y_i - y*_i| / |y*_i| on the stiff problems, max_i |y_i - y*_i| on the others. Times are
wall times per solve: the median of --repetitions timed solves after one warm-up (one timed solve
when the warm-up took over 0.5 s). An explicit method that makes more than 200,000 f-evaluations
gives up (scipy has no step limit of its own); tighter tolerances are then skipped.
"""
import argparse
import csv
import math
import os
import statistics
import subprocess
import sys
import time

import numpy as np
import scipy
from scipy.integrate import solve_ivp

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from problems import PROBLEMS, RTOLS, error, lv_invariant, tolerance_pairs  # noqa: E402
from report import write_report  # noqa: E402

SCIPY_METHODS = ["RK45", "DOP853", "Radau", "BDF", "LSODA"]
CVODE_METHODS = ["bdf", "adams"]
GSL_STIFF = ["rk2imp", "rk4imp", "bsimp", "msbdf"]
GSL_NONSTIFF = ["rkf45", "rkck", "rk8pd", "msadams", "bsimp", "msbdf"]
MAX_EVALUATIONS = 200_000


class GaveUp(Exception):
    pass


def lotka_volterra_reference():
    p = PROBLEMS["lotka-volterra"]
    sol = solve_ivp(p["f"], (0, p["t_end"]), p["y0"], method="DOP853", rtol=2.3e-14, atol=1e-16)
    y = [float(v) for v in sol.y[:, -1]]
    drift = abs(lv_invariant(y) - lv_invariant(p["y0"]))
    return y, drift


def timed(run, repetitions):
    start = time.perf_counter()
    result = run()
    first = time.perf_counter() - start
    if first > 0.5:
        return result, first
    times = []
    for _ in range(repetitions):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return result, statistics.median(times)


def run_scipy(name, method, rtol, atol, repetitions):
    p = PROBLEMS[name]
    count = [0]

    def f(t, y):
        count[0] += 1
        if count[0] > MAX_EVALUATIONS:
            raise GaveUp()
        return p["f"](t, y)

    kwargs = {"jac": p["jac"]} if method in ("Radau", "BDF", "LSODA") else {}

    def run():
        count[0] = 0
        return solve_ivp(f, (0.0, p["t_end"]), p["y0"], method=method, rtol=rtol, atol=atol, **kwargs)

    row = {"problem": name, "solver": f"scipy-{method}", "family": "scipy", "rtol": rtol, "atol": atol}
    try:
        sol, seconds = timed(run, repetitions)
    except GaveUp:
        return {**row, "failure": f"gave up after {MAX_EVALUATIONS} f-evaluations"}
    if not sol.success:
        return {**row, "failure": sol.message, "nfev": sol.nfev}
    state = [float(v) for v in sol.y[:, -1]]
    return {**row, "nfev": sol.nfev, "njev": sol.njev, "steps": len(sol.t) - 1, "seconds": seconds,
            "state": state, "error": error(p, state), "failure": ""}


def run_cvode(binary, name, method, pairs, repetitions):
    p = PROBLEMS[name]
    args = [binary, name, method, str(repetitions)] + [f"{r:.17g}:{a:.17g}" for r, a in pairs]
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    rows = []
    for line in out.strip().splitlines():
        fields = line.split(",")
        row = {"problem": name, "solver": fields[1], "family": "cvode", "rtol": float(fields[2]), "atol": float(fields[3]),
               "steps": int(fields[5]), "rejected": int(fields[6]), "nfev": int(fields[7]), "njev": int(fields[8])}
        if fields[4] != "ok":
            rows.append({**row, "failure": fields[4]})
            continue
        state = [float(v) for v in fields[10:10 + p["n"]]]
        rows.append({**row, "seconds": float(fields[9]), "state": state, "error": error(p, state), "failure": ""})
    return rows


def run_gsl(springlab, name, steppers, pairs, repetitions, scratch):
    p = PROBLEMS[name]
    out = os.path.join(scratch, f"springlab-{name}.csv")
    cmd = [springlab, "integrators", "--problem", name, "--steppers", ",".join(steppers),
           "--methods", ",".join(f"gsl-{s}" for s in steppers),
           "--abstol", ",".join(f"{a:.17g}" for _, a in pairs), "--reltol", ",".join(f"{r:.17g}" for r, _ in pairs),
           "--sampling", "none", "--repetitions", str(repetitions), "--max-steps", "200000",
           "--out", os.path.join(scratch, f"springlab-{name}.svg"), "--csv", out, "--no-progress"]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    rows = []
    with open(out) as handle:
        for r in csv.DictReader(handle):
            if r["setting_kind"] not in ("tolerance", "tol"):
                continue
            row = {"problem": name, "solver": r["method"], "family": "gsl", "rtol": float(r["relative_tolerance"]),
                   "atol": float(r["absolute_tolerance"]), "nfev": int(r["function_evaluations"]),
                   "njev": int(r["jacobian_evaluations"]), "steps": int(r["steps"]), "rejected": int(r["rejected_steps"])}
            if r["failure"]:
                rows.append({**row, "failure": r["failure"]})
                continue
            state = [float(r[f"end_{i + 1}"]) for i in range(p["n"])]
            rows.append({**row, "seconds": float(r["seconds"]), "state": state, "error": error(p, state), "failure": ""})
    return rows


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--springlab", default=".build/release/springlab")
    parser.add_argument("--cvode", default=os.path.join(here, "cvode", "cvode_peers"))
    parser.add_argument("--problems", default=",".join(PROBLEMS))
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--out", default=here)
    parser.add_argument("--families", default="gsl,scipy,cvode", help="which of gsl, scipy, cvode to run")
    parser.add_argument("--report-only", action="store_true", help="rewrite RESULTS.md and the SVGs from results.csv without running")
    args = parser.parse_args()
    names = args.problems.split(",")
    for n in names:
        if n not in PROBLEMS:
            sys.exit(f"unknown problem '{n}'; available: {', '.join(PROBLEMS)}")
    scratch = os.path.join(args.out, ".scratch")
    os.makedirs(scratch, exist_ok=True)

    notes = {}
    if "lotka-volterra" in names:
        ref, drift = lotka_volterra_reference()
        PROBLEMS["lotka-volterra"]["reference"] = ref
        notes["lotka-volterra"] = f"reference {ref[0]:.17g}, {ref[1]:.17g}; invariant drift {drift:.1e}"

    rows = []
    if args.report_only:
        with open(os.path.join(args.out, "results.csv")) as handle:
            for r in csv.DictReader(handle):
                row = {k: v for k, v in r.items() if v != ""}
                for k in ("rtol", "atol", "error", "seconds"):
                    if k in row:
                        row[k] = float(row[k])
                for k in ("nfev", "njev", "steps"):
                    if k in row:
                        row[k] = int(row[k])
                row.setdefault("failure", "")
                rows.append(row)
        names = list(dict.fromkeys(r["problem"] for r in rows))
    for name in names if not args.report_only else []:
        p = PROBLEMS[name]
        pairs = tolerance_pairs(p)
        families = args.families.split(",")
        if "gsl" in families:
            print(f"{name}: GSL", file=sys.stderr, flush=True)
            rows += run_gsl(args.springlab, name, GSL_STIFF if p["stiff"] else GSL_NONSTIFF, pairs, args.repetitions, scratch)
        for method in CVODE_METHODS if "cvode" in families else []:
            print(f"{name}: CVODE {method}", file=sys.stderr, flush=True)
            rows += run_cvode(args.cvode, name, method, pairs, args.repetitions)
        for method in SCIPY_METHODS if "scipy" in families else []:
            print(f"{name}: scipy {method}", file=sys.stderr, flush=True)
            failed = None
            for rtol, atol in pairs:
                if failed:
                    rows.append({"problem": name, "solver": f"scipy-{method}", "family": "scipy", "rtol": rtol, "atol": atol,
                                 "failure": f"skipped: failed at a looser tolerance ({failed})"})
                    continue
                row = run_scipy(name, method, rtol, atol, args.repetitions)
                if row["failure"]:
                    failed = row["failure"]
                rows.append(row)

    with open(os.path.join(args.out, "results.csv"), "w", newline="") as handle:
        fields = ["problem", "solver", "family", "rtol", "atol", "error", "nfev", "njev", "steps", "seconds", "failure"]
        w = csv.DictWriter(handle, fieldnames=fields, extrasaction="ignore")
        w.writeheader()
        for r in rows:
            w.writerow({k: (f"{v:.6g}" if isinstance(v, float) else v) for k, v in r.items()})
    versions = f"scipy {scipy.__version__}, numpy {np.__version__}, Python {sys.version.split()[0]}"
    write_report(rows, names, args.out, versions=versions, notes=notes, rtols=RTOLS)
    print(f"wrote {args.out}/RESULTS.md, results.csv and wp-*.svg", file=sys.stderr)


if __name__ == "__main__":
    main()
