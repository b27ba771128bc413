/* CVODE peer of `springlab integrators`: solves one catalogue problem with SUNDIALS CVODE
 * (6.4.1 API, Debian's libsundials-dev) and prints one CSV row per tolerance.
 *
 *   cvode_peers PROBLEM METHOD REPETITIONS RTOL:ATOL [RTOL:ATOL ...]
 *
 * PROBLEM: rober hires orego vdpol arenstorf kepler-0.5 kepler-0.9 lotka-volterra
 * METHOD:  bdf   (BDF, Newton iteration with the dense direct linear solver and the analytic Jacobian)
 *          adams (Adams-Moulton with fixed-point iteration, no Jacobian: CVODE's non-stiff mode)
 *
 * Columns: problem,method,rtol,atol,status,steps,rejected,f_evaluations,jacobian_evaluations,
 *          seconds,y0,y1,...  (seconds: median of at least REPETITIONS timed solves after one
 *          warm-up, more until they add up to 50 ms; the CVODE objects are created once per
 *          tolerance, like GSL's solver, and each solve is CVodeReInit plus one CVode call to the
 *          end time; end state with 17 significant digits). status is "ok" or CVODE's flag name. The final-state
 *          error is computed by the caller from the end state, the same way for every solver.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cvode/cvode.h>
#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>
#include <sunnonlinsol/sunnonlinsol_fixedpoint.h>

#define MAX_STEPS 500000L

typedef struct {
    const char *name;
    int n;
    double t_end;
    double y0[8];
    CVRhsFn f;
    CVLsJacFn jac;
} Problem;

#define Y(i) NV_Ith_S(y, i)
#define F(i) NV_Ith_S(ydot, i)
#define J(i, j) SM_ELEMENT_D(Jm, i, j)

static int rober_f(sunrealtype t, N_Vector y, N_Vector ydot, void *u) {
    (void)t; (void)u;
    F(0) = -0.04 * Y(0) + 1e4 * Y(1) * Y(2);
    F(1) = 0.04 * Y(0) - 1e4 * Y(1) * Y(2) - 3e7 * Y(1) * Y(1);
    F(2) = 3e7 * Y(1) * Y(1);
    return 0;
}
static int rober_j(sunrealtype t, N_Vector y, N_Vector fy, SUNMatrix Jm, void *u, N_Vector a, N_Vector b, N_Vector c) {
    (void)t; (void)fy; (void)u; (void)a; (void)b; (void)c;
    J(0, 0) = -0.04; J(0, 1) = 1e4 * Y(2); J(0, 2) = 1e4 * Y(1);
    J(1, 0) = 0.04; J(1, 1) = -1e4 * Y(2) - 6e7 * Y(1); J(1, 2) = -1e4 * Y(1);
    J(2, 0) = 0; J(2, 1) = 6e7 * Y(1); J(2, 2) = 0;
    return 0;
}

static int hires_f(sunrealtype t, N_Vector y, N_Vector ydot, void *u) {
    (void)t; (void)u;
    F(0) = -1.71 * Y(0) + 0.43 * Y(1) + 8.32 * Y(2) + 0.0007;
    F(1) = 1.71 * Y(0) - 8.75 * Y(1);
    F(2) = -10.03 * Y(2) + 0.43 * Y(3) + 0.035 * Y(4);
    F(3) = 8.32 * Y(1) + 1.71 * Y(2) - 1.12 * Y(3);
    F(4) = -1.745 * Y(4) + 0.43 * Y(5) + 0.43 * Y(6);
    F(5) = -280 * Y(5) * Y(7) + 0.69 * Y(3) + 1.71 * Y(4) - 0.43 * Y(5) + 0.69 * Y(6);
    F(6) = 280 * Y(5) * Y(7) - 1.81 * Y(6);
    F(7) = -F(6);
    return 0;
}
static int hires_j(sunrealtype t, N_Vector y, N_Vector fy, SUNMatrix Jm, void *u, N_Vector a, N_Vector b, N_Vector c) {
    (void)t; (void)fy; (void)u; (void)a; (void)b; (void)c;
    SUNMatZero(Jm);
    J(0, 0) = -1.71; J(0, 1) = 0.43; J(0, 2) = 8.32;
    J(1, 0) = 1.71; J(1, 1) = -8.75;
    J(2, 2) = -10.03; J(2, 3) = 0.43; J(2, 4) = 0.035;
    J(3, 1) = 8.32; J(3, 2) = 1.71; J(3, 3) = -1.12;
    J(4, 4) = -1.745; J(4, 5) = 0.43; J(4, 6) = 0.43;
    J(5, 3) = 0.69; J(5, 4) = 1.71; J(5, 5) = -280 * Y(7) - 0.43; J(5, 6) = 0.69; J(5, 7) = -280 * Y(5);
    J(6, 5) = 280 * Y(7); J(6, 6) = -1.81; J(6, 7) = 280 * Y(5);
    J(7, 5) = -280 * Y(7); J(7, 6) = 1.81; J(7, 7) = -280 * Y(5);
    return 0;
}

static int orego_f(sunrealtype t, N_Vector y, N_Vector ydot, void *u) {
    (void)t; (void)u;
    F(0) = 77.27 * (Y(1) + Y(0) * (1 - 8.375e-6 * Y(0) - Y(1)));
    F(1) = (Y(2) - (1 + Y(0)) * Y(1)) / 77.27;
    F(2) = 0.161 * (Y(0) - Y(2));
    return 0;
}
static int orego_j(sunrealtype t, N_Vector y, N_Vector fy, SUNMatrix Jm, void *u, N_Vector a, N_Vector b, N_Vector c) {
    (void)t; (void)fy; (void)u; (void)a; (void)b; (void)c;
    J(0, 0) = 77.27 * (1 - 2 * 8.375e-6 * Y(0) - Y(1)); J(0, 1) = 77.27 * (1 - Y(0)); J(0, 2) = 0;
    J(1, 0) = -Y(1) / 77.27; J(1, 1) = -(1 + Y(0)) / 77.27; J(1, 2) = 1 / 77.27;
    J(2, 0) = 0.161; J(2, 1) = 0; J(2, 2) = -0.161;
    return 0;
}

static int vdpol_f(sunrealtype t, N_Vector y, N_Vector ydot, void *u) {
    (void)t; (void)u;
    F(0) = Y(1);
    F(1) = ((1 - Y(0) * Y(0)) * Y(1) - Y(0)) / 1e-6;
    return 0;
}
static int vdpol_j(sunrealtype t, N_Vector y, N_Vector fy, SUNMatrix Jm, void *u, N_Vector a, N_Vector b, N_Vector c) {
    (void)t; (void)fy; (void)u; (void)a; (void)b; (void)c;
    J(0, 0) = 0; J(0, 1) = 1;
    J(1, 0) = (-2 * Y(0) * Y(1) - 1) / 1e-6; J(1, 1) = (1 - Y(0) * Y(0)) / 1e-6;
    return 0;
}

static const double MU = 0.012277471, MU1 = 1 - 0.012277471;
static int arenstorf_f(sunrealtype t, N_Vector y, N_Vector ydot, void *u) {
    (void)t; (void)u;
    double a = Y(0) + MU, b = Y(0) - MU1, y2 = Y(1) * Y(1);
    double r1 = sqrt(a * a + y2), r2 = sqrt(b * b + y2);
    double d1 = r1 * r1 * r1, d2 = r2 * r2 * r2;
    F(0) = Y(2);
    F(1) = Y(3);
    F(2) = Y(0) + 2 * Y(3) - MU1 * a / d1 - MU * b / d2;
    F(3) = Y(1) - 2 * Y(2) - MU1 * Y(1) / d1 - MU * Y(1) / d2;
    return 0;
}
static int arenstorf_j(sunrealtype t, N_Vector y, N_Vector fy, SUNMatrix Jm, void *u, N_Vector a_, N_Vector b_, N_Vector c_) {
    (void)t; (void)fy; (void)u; (void)a_; (void)b_; (void)c_;
    double a = Y(0) + MU, b = Y(0) - MU1, y2 = Y(1) * Y(1);
    double r1s = a * a + y2, r2s = b * b + y2;
    double i3 = 1 / (r1s * sqrt(r1s)), j3 = 1 / (r2s * sqrt(r2s)), i5 = i3 / r1s, j5 = j3 / r2s;
    SUNMatZero(Jm);
    J(0, 2) = 1; J(1, 3) = 1;
    J(2, 0) = 1 - MU1 * (i3 - 3 * a * a * i5) - MU * (j3 - 3 * b * b * j5);
    J(2, 1) = 3 * Y(1) * (MU1 * a * i5 + MU * b * j5);
    J(2, 3) = 2;
    J(3, 0) = J(2, 1);
    J(3, 1) = 1 - MU1 * (i3 - 3 * y2 * i5) - MU * (j3 - 3 * y2 * j5);
    J(3, 2) = -2;
    return 0;
}

static int kepler_f(sunrealtype t, N_Vector y, N_Vector ydot, void *u) {
    (void)t; (void)u;
    double r2 = Y(0) * Y(0) + Y(1) * Y(1), r3 = r2 * sqrt(r2);
    F(0) = Y(2); F(1) = Y(3);
    F(2) = -Y(0) / r3; F(3) = -Y(1) / r3;
    return 0;
}
static int kepler_j(sunrealtype t, N_Vector y, N_Vector fy, SUNMatrix Jm, void *u, N_Vector a, N_Vector b, N_Vector c) {
    (void)t; (void)fy; (void)u; (void)a; (void)b; (void)c;
    double r2 = Y(0) * Y(0) + Y(1) * Y(1), i3 = 1 / (r2 * sqrt(r2)), i5 = i3 / r2;
    SUNMatZero(Jm);
    J(0, 2) = 1; J(1, 3) = 1;
    J(2, 0) = -i3 + 3 * Y(0) * Y(0) * i5; J(2, 1) = 3 * Y(0) * Y(1) * i5;
    J(3, 0) = J(2, 1); J(3, 1) = -i3 + 3 * Y(1) * Y(1) * i5;
    return 0;
}

static int lv_f(sunrealtype t, N_Vector y, N_Vector ydot, void *u) {
    (void)t; (void)u;
    F(0) = 1.5 * Y(0) - Y(0) * Y(1);
    F(1) = -3 * Y(1) + Y(0) * Y(1);
    return 0;
}
static int lv_j(sunrealtype t, N_Vector y, N_Vector fy, SUNMatrix Jm, void *u, N_Vector a, N_Vector b, N_Vector c) {
    (void)t; (void)fy; (void)u; (void)a; (void)b; (void)c;
    J(0, 0) = 1.5 - Y(1); J(0, 1) = -Y(0);
    J(1, 0) = Y(1); J(1, 1) = -3 + Y(0);
    return 0;
}

static Problem problems[] = {
    {"rober", 3, 1e11, {1, 0, 0}, rober_f, rober_j},
    {"hires", 8, 321.8122, {1, 0, 0, 0, 0, 0, 0, 0.0057}, hires_f, hires_j},
    {"orego", 3, 360, {1, 2, 3}, orego_f, orego_j},
    {"vdpol", 2, 2, {2, 0}, vdpol_f, vdpol_j},
    {"arenstorf", 4, 17.0652165601579625588917206249, {0.994, 0, 0, -2.00158510637908252240537862224}, arenstorf_f, arenstorf_j},
    {"kepler-0.5", 4, 20, {0.5, 0, 0, 1.7320508075688772}, kepler_f, kepler_j},
    {"kepler-0.9", 4, 20, {0.1, 0, 0, 4.358898943540674}, kepler_f, kepler_j},
    {"lotka-volterra", 2, 10, {1, 1}, lv_f, lv_j},
};

typedef struct {
    int flag;
    long steps, rejected, nfev, njev;
    double y[8];
} Outcome;

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

/* CVODE reports its own errors on stderr through its error handler; keep them out of the CSV. */
static void quiet(int code, const char *module, const char *function, char *message, void *data) {
    (void)code; (void)module; (void)function; (void)message; (void)data;
}

/* The CVODE objects of one (problem, method, tolerance), created once like GSL's solver. */
typedef struct {
    SUNContext ctx;
    N_Vector y;
    void *mem;
    SUNMatrix A;
    SUNLinearSolver LS;
    SUNNonlinearSolver NLS;
    int flag;
} Solver;

static Solver make_solver(const Problem *p, int bdf, double rtol, double atol) {
    Solver s;
    memset(&s, 0, sizeof s);
    SUNContext_Create(NULL, &s.ctx);
    s.y = N_VNew_Serial(p->n, s.ctx);
    for (int i = 0; i < p->n; i++) NV_Ith_S(s.y, i) = p->y0[i];
    s.mem = CVodeCreate(bdf ? CV_BDF : CV_ADAMS, s.ctx);
    int flag = CVodeInit(s.mem, p->f, 0.0, s.y);
    if (flag == CV_SUCCESS) flag = CVodeSetErrHandlerFn(s.mem, quiet, NULL);
    if (flag == CV_SUCCESS) flag = CVodeSStolerances(s.mem, rtol, atol);
    if (flag == CV_SUCCESS) flag = CVodeSetMaxNumSteps(s.mem, MAX_STEPS);
    if (flag == CV_SUCCESS && bdf) {
        s.A = SUNDenseMatrix(p->n, p->n, s.ctx);
        s.LS = SUNLinSol_Dense(s.y, s.A, s.ctx);
        flag = CVodeSetLinearSolver(s.mem, s.LS, s.A);
        if (flag == CV_SUCCESS) flag = CVodeSetJacFn(s.mem, p->jac);
    } else if (flag == CV_SUCCESS) {
        s.NLS = SUNNonlinSol_FixedPoint(s.y, 0, s.ctx);
        flag = CVodeSetNonlinearSolver(s.mem, s.NLS);
    }
    s.flag = flag;
    return s;
}

static void free_solver(Solver *s) {
    CVodeFree(&s->mem);
    if (s->LS) SUNLinSolFree(s->LS);
    if (s->A) SUNMatDestroy(s->A);
    if (s->NLS) SUNNonlinSolFree(s->NLS);
    N_VDestroy(s->y);
    SUNContext_Free(&s->ctx);
}

/* One solve from the start state to the end time in one call: CVodeReInit (which also resets
 * the counters), then CVode with the end time as stop time. The statistics are this solve's. */
static Outcome solve(const Problem *p, Solver *s, int bdf) {
    Outcome out;
    memset(&out, 0, sizeof out);
    for (int i = 0; i < p->n; i++) NV_Ith_S(s->y, i) = p->y0[i];
    int flag = s->flag;
    if (flag == CV_SUCCESS) flag = CVodeReInit(s->mem, 0.0, s->y);
    if (flag == CV_SUCCESS) flag = CVodeSetStopTime(s->mem, p->t_end);
    double t = 0;
    if (flag == CV_SUCCESS) flag = CVode(s->mem, p->t_end, s->y, &t, CV_NORMAL);
    if (flag == CV_TSTOP_RETURN) flag = CV_SUCCESS;
    out.flag = flag;
    long v = 0;
    CVodeGetNumSteps(s->mem, &v); out.steps = v;
    CVodeGetNumErrTestFails(s->mem, &v); out.rejected = v;
    CVodeGetNumRhsEvals(s->mem, &v); out.nfev = v;
    if (bdf) { CVodeGetNumJacEvals(s->mem, &v); out.njev = v; }
    for (int i = 0; i < p->n; i++) out.y[i] = NV_Ith_S(s->y, i);
    return out;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: %s PROBLEM bdf|adams REPETITIONS RTOL:ATOL [RTOL:ATOL ...]\n", argv[0]);
        return 2;
    }
    const Problem *p = NULL;
    for (size_t i = 0; i < sizeof problems / sizeof problems[0]; i++)
        if (strcmp(problems[i].name, argv[1]) == 0) p = &problems[i];
    if (!p) {
        fprintf(stderr, "unknown problem '%s'\n", argv[1]);
        return 2;
    }
    int bdf = strcmp(argv[2], "bdf") == 0;
    if (!bdf && strcmp(argv[2], "adams") != 0) {
        fprintf(stderr, "unknown method '%s'; use bdf or adams\n", argv[2]);
        return 2;
    }
    int repetitions = atoi(argv[3]);
    if (repetitions < 1 || repetitions > 100) {
        fprintf(stderr, "repetitions must be 1 to 100\n");
        return 2;
    }
    for (int k = 4; k < argc; k++) {
        double rtol, atol;
        if (sscanf(argv[k], "%lf:%lf", &rtol, &atol) != 2 || !(rtol > 0) || !(atol > 0)) {
            fprintf(stderr, "invalid tolerance pair '%s'; write RTOL:ATOL\n", argv[k]);
            return 2;
        }
        Solver solver = make_solver(p, bdf, rtol, atol);
        Outcome first = solve(p, &solver, bdf); /* warm-up, and the reported statistics */
        double times[100];
        int timed = 0;
        if (first.flag == CV_SUCCESS) {
            /* At least REPETITIONS timed solves, more (up to 100) until they add up to 50 ms. */
            double total = 0;
            while (timed < 100 && (timed < repetitions || total < 0.05)) {
                double start = now();
                Outcome o = solve(p, &solver, bdf);
                times[timed] = now() - start;
                total += times[timed++];
                (void)o;
            }
        }
        free_solver(&solver);
        qsort(times, timed, sizeof times[0], compare);
        printf("%s,cvode-%s,%.3g,%.3g,%s,%ld,%ld,%ld,%ld,", p->name, bdf ? "bdf" : "adams", rtol, atol,
               first.flag == CV_SUCCESS ? "ok" : CVodeGetReturnFlagName(first.flag), first.steps, first.rejected,
               first.nfev, first.njev);
        if (timed) printf("%.6e", timed % 2 ? times[timed / 2] : 0.5 * (times[timed / 2 - 1] + times[timed / 2]));
        for (int i = 0; i < p->n; i++) printf(",%.17g", first.y[i]);
        printf("\n");
        fflush(stdout);
    }
    return 0;
}
