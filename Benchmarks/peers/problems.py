"""The catalogue problems the peers solve, written once for scipy (the CVODE peer has the same
definitions in C, cvode/cvode_peers.c; springlab has them in IntegratorLab's catalogue).

Each problem: dimension, start state, end time, right-hand side, Jacobian, reference end state,
error norm ("relative": max_i |y_i - y*_i| / |y*_i|, as IntegratorLab's ErrorNorm.relative(floor: 0);
"absolute": max_i |y_i - y*_i|) and its tolerance sweep (rtol values; atol = rtol * atol_scale).
"""
import math

import numpy as np

RTOLS = [1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10]
TEST_SET = "Mazzia & Magherini, IVP test set, Univ. of Bari, release 2.4"


def rober_f(t, y):
    return [-0.04 * y[0] + 1e4 * y[1] * y[2], 0.04 * y[0] - 1e4 * y[1] * y[2] - 3e7 * y[1] ** 2, 3e7 * y[1] ** 2]


def rober_j(t, y):
    return [[-0.04, 1e4 * y[2], 1e4 * y[1]], [0.04, -1e4 * y[2] - 6e7 * y[1], -1e4 * y[1]], [0, 6e7 * y[1], 0]]


def hires_f(t, y):
    f7 = 280 * y[5] * y[7] - 1.81 * y[6]
    return [-1.71 * y[0] + 0.43 * y[1] + 8.32 * y[2] + 0.0007, 1.71 * y[0] - 8.75 * y[1],
            -10.03 * y[2] + 0.43 * y[3] + 0.035 * y[4], 8.32 * y[1] + 1.71 * y[2] - 1.12 * y[3],
            -1.745 * y[4] + 0.43 * y[5] + 0.43 * y[6],
            -280 * y[5] * y[7] + 0.69 * y[3] + 1.71 * y[4] - 0.43 * y[5] + 0.69 * y[6], f7, -f7]


def hires_j(t, y):
    J = np.zeros((8, 8))
    J[0, 0:3] = [-1.71, 0.43, 8.32]
    J[1, 0:2] = [1.71, -8.75]
    J[2, 2:5] = [-10.03, 0.43, 0.035]
    J[3, 1:4] = [8.32, 1.71, -1.12]
    J[4, 4:7] = [-1.745, 0.43, 0.43]
    J[5, 3:8] = [0.69, 1.71, -280 * y[7] - 0.43, 0.69, -280 * y[5]]
    J[6, 5:8] = [280 * y[7], -1.81, 280 * y[5]]
    J[7, 5:8] = [-280 * y[7], 1.81, -280 * y[5]]
    return J


def orego_f(t, y):
    return [77.27 * (y[1] + y[0] * (1 - 8.375e-6 * y[0] - y[1])), (y[2] - (1 + y[0]) * y[1]) / 77.27, 0.161 * (y[0] - y[2])]


def orego_j(t, y):
    return [[77.27 * (1 - 2 * 8.375e-6 * y[0] - y[1]), 77.27 * (1 - y[0]), 0],
            [-y[1] / 77.27, -(1 + y[0]) / 77.27, 1 / 77.27], [0.161, 0, -0.161]]


def vdpol_f(t, y):
    return [y[1], ((1 - y[0] ** 2) * y[1] - y[0]) / 1e-6]


def vdpol_j(t, y):
    return [[0, 1], [(-2 * y[0] * y[1] - 1) / 1e-6, (1 - y[0] ** 2) / 1e-6]]


MU = 0.012277471
MU1 = 1 - MU


def arenstorf_f(t, y):
    a, b, y2 = y[0] + MU, y[0] - MU1, y[1] * y[1]
    d1 = (a * a + y2) ** 1.5
    d2 = (b * b + y2) ** 1.5
    return [y[2], y[3], y[0] + 2 * y[3] - MU1 * a / d1 - MU * b / d2, y[1] - 2 * y[2] - MU1 * y[1] / d1 - MU * y[1] / d2]


def arenstorf_j(t, y):
    a, b, y2 = y[0] + MU, y[0] - MU1, y[1] * y[1]
    r1s, r2s = a * a + y2, b * b + y2
    i3, j3 = r1s ** -1.5, r2s ** -1.5
    i5, j5 = i3 / r1s, j3 / r2s
    j21 = 3 * y[1] * (MU1 * a * i5 + MU * b * j5)
    return [[0, 0, 1, 0], [0, 0, 0, 1],
            [1 - MU1 * (i3 - 3 * a * a * i5) - MU * (j3 - 3 * b * b * j5), j21, 0, 2],
            [j21, 1 - MU1 * (i3 - 3 * y2 * i5) - MU * (j3 - 3 * y2 * j5), -2, 0]]


def kepler_f(t, y):
    r3 = (y[0] ** 2 + y[1] ** 2) ** 1.5
    return [y[2], y[3], -y[0] / r3, -y[1] / r3]


def kepler_j(t, y):
    r2 = y[0] ** 2 + y[1] ** 2
    i3 = r2 ** -1.5
    i5 = i3 / r2
    return [[0, 0, 1, 0], [0, 0, 0, 1], [-i3 + 3 * y[0] ** 2 * i5, 3 * y[0] * y[1] * i5, 0, 0],
            [3 * y[0] * y[1] * i5, -i3 + 3 * y[1] ** 2 * i5, 0, 0]]


def kepler_exact(e, t):
    """Kepler's equation E - e sin E = t by Newton's method, then the orbit."""
    turns = round(t / (2 * math.pi))
    m = t - turns * 2 * math.pi
    E = (math.pi if m >= 0 else -math.pi) if e > 0.8 else m + e * math.sin(m)
    for _ in range(60):
        delta = (E - e * math.sin(E) - m) / (1 - e * math.cos(E))
        E -= delta
        if abs(delta) <= 1e-16 * max(1, abs(E)):
            break
    c, s = math.cos(E), math.sin(E)
    root = math.sqrt(1 - e * e)
    return [c - e, root * s, -s / (1 - e * c), root * c / (1 - e * c)]


def lv_f(t, y):
    return [1.5 * y[0] - y[0] * y[1], -3 * y[1] + y[0] * y[1]]


def lv_j(t, y):
    return [[1.5 - y[1], -y[0]], [y[1], -3 + y[0]]]


def lv_invariant(y):
    return y[0] - 3 * math.log(y[0]) + y[1] - 1.5 * math.log(y[1])


def kepler(e):
    return dict(n=4, y0=[1 - e, 0, 0, math.sqrt((1 + e) / (1 - e))], t_end=20.0, f=kepler_f, jac=kepler_j,
                reference=kepler_exact(e, 20.0), reference_source="exact (Kepler's equation)", norm="absolute",
                atol_scale=1.0, stiff=False)


PROBLEMS = {
    "rober": dict(n=3, y0=[1, 0, 0], t_end=1e11, f=rober_f, jac=rober_j,
                  reference=[0.2083340149701255e-7, 0.8333360770334713e-13, 0.9999999791665050],
                  reference_source=TEST_SET, norm="relative", atol_scale=1e-14, stiff=True),
    "hires": dict(n=8, y0=[1, 0, 0, 0, 0, 0, 0, 0.0057], t_end=321.8122, f=hires_f, jac=hires_j,
                  reference=[0.7371312573325668e-3, 0.1442485726316185e-3, 0.5888729740967575e-4, 0.1175651343283149e-2,
                             0.2386356198831331e-2, 0.6238968252742796e-2, 0.2849998395185769e-2, 0.2850001604814231e-2],
                  reference_source=TEST_SET, norm="relative", atol_scale=1e-6, stiff=True),
    "orego": dict(n=3, y0=[1, 2, 3], t_end=360.0, f=orego_f, jac=orego_j,
                  reference=[0.1000814870318523e1, 0.1228178521549917e4, 0.1320554942846706e3],
                  reference_source=TEST_SET, norm="relative", atol_scale=1e-6, stiff=True),
    "vdpol": dict(n=2, y0=[2, 0], t_end=2.0, f=vdpol_f, jac=vdpol_j,
                  reference=[0.1706167732170483e1, -0.8928097010247975e0],
                  reference_source=TEST_SET, norm="relative", atol_scale=1.0, stiff=True),
    "arenstorf": dict(n=4, y0=[0.994, 0, 0, -2.00158510637908252240537862224], t_end=17.0652165601579625588917206249,
                      f=arenstorf_f, jac=arenstorf_j, reference=[0.994, 0, 0, -2.00158510637908252240537862224],
                      reference_source="periodic: returns to its start", norm="absolute", atol_scale=1.0, stiff=False),
    "kepler-0.5": kepler(0.5),
    "kepler-0.9": kepler(0.9),
    "lotka-volterra": dict(n=2, y0=[1, 1], t_end=10.0, f=lv_f, jac=lv_j, reference=None,
                           reference_source="computed: scipy DOP853 at rtol 2.3e-14, atol 1e-16 (invariant drift reported)",
                           norm="absolute", atol_scale=1.0, stiff=False),
}


def error(problem, state):
    ref = problem["reference"]
    worst = 0.0
    for y, r in zip(state, ref):
        d = abs(y - r)
        e = d / abs(r) if problem["norm"] == "relative" and r != 0 else d
        if not (e <= worst):
            worst = math.inf if math.isnan(e) else e
    return worst


def tolerance_pairs(problem):
    return [(r, r * problem["atol_scale"]) for r in RTOLS]
