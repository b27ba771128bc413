#include "reference_kernels.h"

#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <stdlib.h>
#include <string.h>

void st_exact_step(size_t count, double *position, double *velocity, const double *target,
                   const int32_t *spring_index, const st_step_matrix *matrices) {
    for (size_t i = 0; i < count; i++) {
        const st_step_matrix m = matrices[spring_index[i]];
        const double d = position[i] - target[i];
        const double v = velocity[i];
        position[i] = target[i] + m.a11 * d + m.a12 * v;
        velocity[i] = m.a21 * d + m.a22 * v;
    }
}

struct st_gsl_batch {
    size_t count;
    double *k;
    double *c;
    double h_start;
    size_t evaluations;
    gsl_odeiv2_system system;
    gsl_odeiv2_driver *driver;
};

static int st_batch_rhs(double t, const double y[], double dydt[], void *params) {
    (void)t;
    st_gsl_batch *b = (st_gsl_batch *)params;
    b->evaluations++;
    const size_t n = b->count;
    for (size_t i = 0; i < n; i++) {
        const double x = y[2 * i];
        const double v = y[2 * i + 1];
        dydt[2 * i] = v;
        dydt[2 * i + 1] = -b->k[i] * x - b->c[i] * v;
    }
    return GSL_SUCCESS;
}

st_gsl_batch *st_gsl_batch_create(size_t count, const double *stiffness_per_mass, const double *damping_per_mass,
                                  int stepper, double eps_abs, double eps_rel, double h_start) {
    gsl_set_error_handler_off();
    const gsl_odeiv2_step_type *type;
    switch (stepper) {
    case 1: type = gsl_odeiv2_step_rkck; break;
    case 2: type = gsl_odeiv2_step_rk8pd; break;
    case 3: type = gsl_odeiv2_step_rk4; break;
    case 4: type = gsl_odeiv2_step_rk2; break;
    default: type = gsl_odeiv2_step_rkf45; break;
    }
    st_gsl_batch *b = calloc(1, sizeof *b);
    if (!b) return NULL;
    b->count = count;
    b->k = malloc(count * sizeof(double));
    b->c = malloc(count * sizeof(double));
    b->h_start = h_start;
    if (!b->k || !b->c) {
        st_gsl_batch_free(b);
        return NULL;
    }
    memcpy(b->k, stiffness_per_mass, count * sizeof(double));
    memcpy(b->c, damping_per_mass, count * sizeof(double));
    b->system.function = st_batch_rhs;
    b->system.jacobian = NULL;
    b->system.dimension = 2 * count;
    b->system.params = b;
    b->driver = gsl_odeiv2_driver_alloc_y_new(&b->system, type, h_start, eps_abs, eps_rel);
    if (!b->driver) {
        st_gsl_batch_free(b);
        return NULL;
    }
    return b;
}

int st_gsl_batch_advance(st_gsl_batch *batch, double *y, double dt) {
    double t = 0;
    return gsl_odeiv2_driver_apply(batch->driver, &t, dt, y);
}

void st_gsl_batch_reset(st_gsl_batch *batch) { gsl_odeiv2_driver_reset_hstart(batch->driver, batch->h_start); }

size_t st_gsl_batch_function_evaluations(const st_gsl_batch *batch) { return batch->evaluations; }

void st_gsl_batch_free(st_gsl_batch *batch) {
    if (!batch) return;
    if (batch->driver) gsl_odeiv2_driver_free(batch->driver);
    free(batch->k);
    free(batch->c);
    free(batch);
}


// MARK: - The 1-D chain of unit masses

struct st_chain {
    size_t count;
    double k;
    double c;
    double h_start;
    size_t evaluations;
    gsl_odeiv2_system system;
    gsl_odeiv2_driver *driver;
};

// The same operations, in the same order, as BodySystem's one-axis evaluation for this system
// (unit masses, no drag or field, the wall spring first, then (i, i - 1) for i = 1 … n - 1).
static int st_chain_rhs(double t, const double y[], double dydt[], void *params) {
    (void)t;
    st_chain *chain = (st_chain *)params;
    chain->evaluations++;
    const size_t n = chain->count;
    const double *q = y, *v = y + n;
    double *dq = dydt, *f = dydt + n;
    const double k = chain->k, c = chain->c;
    for (size_t i = 0; i < n; i++) {
        dq[i] = v[i];
        f[i] = 0.0;
    }
    f[0] += -k * q[0] - c * v[0];
    for (size_t i = 1; i < n; i++) {
        const double fx = -k * (q[i] - q[i - 1]) - c * (v[i] - v[i - 1]);
        f[i] += fx;
        f[i - 1] -= fx;
    }
    return GSL_SUCCESS;
}

st_chain *st_chain_create(size_t count, double stiffness, double damping, double eps_abs, double eps_rel,
                          double h_start) {
    gsl_set_error_handler_off();
    st_chain *chain = calloc(1, sizeof *chain);
    if (!chain) return NULL;
    chain->count = count;
    chain->k = stiffness;
    chain->c = damping;
    chain->h_start = h_start;
    chain->system.function = st_chain_rhs;
    chain->system.jacobian = NULL;
    chain->system.dimension = 2 * count;
    chain->system.params = chain;
    chain->driver = gsl_odeiv2_driver_alloc_y_new(&chain->system, gsl_odeiv2_step_rkf45, h_start, eps_abs, eps_rel);
    if (!chain->driver) {
        free(chain);
        return NULL;
    }
    return chain;
}

int st_chain_advance(st_chain *chain, double *t, double t1, double *y) {
    return gsl_odeiv2_driver_apply(chain->driver, t, t1, y);
}

void st_chain_reset(st_chain *chain) { gsl_odeiv2_driver_reset_hstart(chain->driver, chain->h_start); }

size_t st_chain_function_evaluations(const st_chain *chain) { return chain->evaluations; }

void st_chain_free(st_chain *chain) {
    if (!chain) return;
    if (chain->driver) gsl_odeiv2_driver_free(chain->driver);
    free(chain);
}
