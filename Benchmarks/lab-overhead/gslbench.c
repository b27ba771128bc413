// Per-solve cost of GSL called directly from C: the same adaptive loop as SpringDynamics'
// GSLDriver (gsl_odeiv2_evolve_apply with the driver's y_new control, reset before each solve).
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static long fevals, jevals;

static int rober_f(double t, const double y[], double f[], void *p) {
    (void)t; (void)p; fevals++;
    f[0] = -0.04 * y[0] + 1e4 * y[1] * y[2];
    f[1] = 0.04 * y[0] - 1e4 * y[1] * y[2] - 3e7 * y[1] * y[1];
    f[2] = 3e7 * y[1] * y[1];
    return GSL_SUCCESS;
}
static int rober_j(double t, const double y[], double *J, double dfdt[], void *p) {
    (void)t; (void)p; jevals++;
    J[0] = -0.04; J[1] = 1e4 * y[2]; J[2] = 1e4 * y[1];
    J[3] = 0.04; J[4] = -1e4 * y[2] - 6e7 * y[1]; J[5] = -1e4 * y[1];
    J[6] = 0; J[7] = 6e7 * y[1]; J[8] = 0;
    for (int i = 0; i < 3; i++) dfdt[i] = 0;
    return GSL_SUCCESS;
}
static int hires_f(double t, const double y[], double f[], void *p) {
    (void)t; (void)p; fevals++;
    f[0] = -1.71 * y[0] + 0.43 * y[1] + 8.32 * y[2] + 0.0007;
    f[1] = 1.71 * y[0] - 8.75 * y[1];
    f[2] = -10.03 * y[2] + 0.43 * y[3] + 0.035 * y[4];
    f[3] = 8.32 * y[1] + 1.71 * y[2] - 1.12 * y[3];
    f[4] = -1.745 * y[4] + 0.43 * y[5] + 0.43 * y[6];
    f[5] = -280 * y[5] * y[7] + 0.69 * y[3] + 1.71 * y[4] - 0.43 * y[5] + 0.69 * y[6];
    f[6] = 280 * y[5] * y[7] - 1.81 * y[6];
    f[7] = -f[6];
    return GSL_SUCCESS;
}
static int hires_j(double t, const double y[], double *J, double dfdt[], void *p) {
    (void)t; (void)p; jevals++;
    memset(J, 0, 64 * sizeof(double));
    for (int i = 0; i < 8; i++) dfdt[i] = 0;
#define S(i, j, v) J[(i) * 8 + (j)] = (v)
    S(0,0,-1.71); S(0,1,0.43); S(0,2,8.32); S(1,0,1.71); S(1,1,-8.75);
    S(2,2,-10.03); S(2,3,0.43); S(2,4,0.035); S(3,1,8.32); S(3,2,1.71); S(3,3,-1.12);
    S(4,4,-1.745); S(4,5,0.43); S(4,6,0.43);
    S(5,3,0.69); S(5,4,1.71); S(5,5,-280 * y[7] - 0.43); S(5,6,0.69); S(5,7,-280 * y[5]);
    S(6,5,280 * y[7]); S(6,6,-1.81); S(6,7,280 * y[5]);
    S(7,5,-280 * y[7]); S(7,6,1.81); S(7,7,-280 * y[5]);
    return GSL_SUCCESS;
}
static const double MU = 0.012277471;
static int aren_f(double t, const double y[], double f[], void *p) {
    (void)t; (void)p; fevals++;
    double mu1 = 1 - MU, a = y[0] + MU, b = y[0] - mu1, y2 = y[1] * y[1];
    double r1 = sqrt(a * a + y2), r2 = sqrt(b * b + y2), d1 = r1 * r1 * r1, d2 = r2 * r2 * r2;
    f[0] = y[2]; f[1] = y[3];
    f[2] = y[0] + 2 * y[3] - mu1 * a / d1 - MU * b / d2;
    f[3] = y[1] - 2 * y[2] - mu1 * y[1] / d1 - MU * y[1] / d2;
    return GSL_SUCCESS;
}
static int aren_j(double t, const double y[], double *J, double dfdt[], void *p) {
    (void)t; (void)p; jevals++;
    double mu1 = 1 - MU, a = y[0] + MU, b = y[0] - mu1, y2 = y[1] * y[1];
    double r1s = a * a + y2, r2s = b * b + y2, i3 = 1 / (r1s * sqrt(r1s)), j3 = 1 / (r2s * sqrt(r2s));
    double i5 = i3 / r1s, j5 = j3 / r2s;
    J[0] = 0; J[1] = 0; J[2] = 1; J[3] = 0; J[4] = 0; J[5] = 0; J[6] = 0; J[7] = 1;
    J[8] = 1 - mu1 * (i3 - 3 * a * a * i5) - MU * (j3 - 3 * b * b * j5);
    J[9] = 3 * y[1] * (mu1 * a * i5 + MU * b * j5); J[10] = 0; J[11] = 2;
    J[12] = J[9]; J[13] = 1 - mu1 * (i3 - 3 * y2 * i5) - MU * (j3 - 3 * y2 * j5); J[14] = -2; J[15] = 0;
    for (int i = 0; i < 4; i++) dfdt[i] = 0;
    return GSL_SUCCESS;
}

static double now(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec + ts.tv_nsec * 1e-9; }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }

int main(int argc, char **argv) {
    if (argc < 6) { fprintf(stderr, "usage: gslbench problem stepper abs rel repetitions\n"); return 2; }
    gsl_set_error_handler_off();
    const char *name = argv[1], *stepperName = argv[2];
    double epsAbs = atof(argv[3]), epsRel = atof(argv[4]);
    int reps = atoi(argv[5]);
    gsl_odeiv2_system sys; double y0[8]; size_t n; double t1, h0;
    if (!strcmp(name, "rober")) { sys = (gsl_odeiv2_system){rober_f, rober_j, 3, NULL}; n = 3; double s[] = {1, 0, 0}; memcpy(y0, s, sizeof s); t1 = 1e11; h0 = 1e-6; }
    else if (!strcmp(name, "hires")) { sys = (gsl_odeiv2_system){hires_f, hires_j, 8, NULL}; n = 8; double s[] = {1, 0, 0, 0, 0, 0, 0, 0.0057}; memcpy(y0, s, sizeof s); t1 = 321.8122; h0 = 1e-6; }
    else { sys = (gsl_odeiv2_system){aren_f, aren_j, 4, NULL}; n = 4; double s[] = {0.994, 0, 0, -2.00158510637908252240537862224}; memcpy(y0, s, sizeof s); t1 = 17.0652165601579625588917206249; h0 = 1e-4; }
    const gsl_odeiv2_step_type *T = !strcmp(stepperName, "msbdf") ? gsl_odeiv2_step_msbdf : !strcmp(stepperName, "bsimp") ? gsl_odeiv2_step_bsimp
        : !strcmp(stepperName, "rk8pd") ? gsl_odeiv2_step_rk8pd : !strcmp(stepperName, "rkf45") ? gsl_odeiv2_step_rkf45 : gsl_odeiv2_step_rk4imp;
    gsl_odeiv2_driver *d = gsl_odeiv2_driver_alloc_y_new(&sys, T, h0, epsAbs, epsRel);
    double *times = malloc(sizeof(double) * reps);
    double y[8];
    long steps = 0;
    for (int r = -1; r < reps; r++) {
        fevals = jevals = 0; steps = 0;
        gsl_odeiv2_driver_reset(d);
        gsl_odeiv2_driver_reset_hstart(d, h0);
        memcpy(y, y0, n * sizeof(double));
        double t = 0, h = h0;
        double start = now();
        while (t < t1) {
            int status = gsl_odeiv2_evolve_apply(d->e, d->c, d->s, &sys, &t, t1, &h, y);
            if (status != GSL_SUCCESS) { fprintf(stderr, "status %d at t = %g\n", status, t); return 1; }
            steps++;
        }
        double elapsed = now() - start;
        if (r >= 0) times[r] = elapsed;
    }
    qsort(times, reps, sizeof(double), cmp);
    printf("%s %s C-GSL: median %.1f us, %ld f-evals, %ld J-evals, %ld steps, y1 = %.17g\n", name, stepperName, times[reps / 2] * 1e6, fevals, jevals, steps, y[0]);
    gsl_odeiv2_driver_free(d);
    return 0;
}
