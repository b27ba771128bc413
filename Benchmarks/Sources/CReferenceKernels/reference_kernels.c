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
