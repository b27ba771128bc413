#ifndef ST_REFERENCE_KERNELS_H
#define ST_REFERENCE_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// The exact one-step map of one spring for one step size: (x, v) -> (a11 x + a12 v, a21 x + a22 v),
/// with x measured from the target.
typedef struct {
    double a11, a12, a21, a22;
} st_step_matrix;

/// Applies the exact map to `count` channels stored as separate position, velocity, target and
/// spring-index arrays (the same structure-of-arrays layout the Swift batch uses).
void st_exact_step(size_t count, double *position, double *velocity, const double *target,
                   const int32_t *spring_index, const st_step_matrix *matrices);

/// A pure-C GSL odeiv2 driver over one batched system of `count` independent springs, in
/// displacement form (the same form, layout and equations as the Swift GSLIntegrator):
/// y = (x_0 - target_0, v_0, x_1 - target_1, v_1, ...), x' = v, v' = -(k/m) x - (c/m) v.
typedef struct st_gsl_batch st_gsl_batch;

/// Creates the batch (the arrays are copied) with a driver for `stepper` (0 = rkf45, 1 = rkck,
/// 2 = rk8pd, 3 = rk4, 4 = rk2) at the given absolute and relative tolerances, starting every
/// integration after a reset with a step of `h_start`. Returns NULL on failure.
st_gsl_batch *st_gsl_batch_create(size_t count, const double *stiffness_per_mass, const double *damping_per_mass,
                                  int stepper, double eps_abs, double eps_rel, double h_start);

/// Forgets the driver's history (step size back to h_start, stepper state reset), as after an
/// outside change of the state.
void st_gsl_batch_reset(st_gsl_batch *batch);

/// Advances every channel by `dt` from the state in `y` (length 2 * count, displacement form),
/// integrating from t = 0 to t = dt. Returns the GSL status.
int st_gsl_batch_advance(st_gsl_batch *batch, double *y, double dt);

/// The number of right-hand-side evaluations so far.
size_t st_gsl_batch_function_evaluations(const st_gsl_batch *batch);

/// Frees the batch.
void st_gsl_batch_free(st_gsl_batch *batch);

/// A pure-C GSL odeiv2 driver over a 1-D chain of `count` unit masses (the same system, state
/// layout and arithmetic as a SpringDynamics `BodySystem` with one axis): y = (u_0 … u_{n-1},
/// v_0 … v_{n-1}); a spring `stiffness` and a dashpot `damping` join mass 0 to a fixed wall at 0
/// and each neighbouring pair (i, i - 1):
/// u_i' = v_i, v_i' = Σ of −k·Δu − c·Δv over the springs at i (+ on one end, − on the other).
typedef struct st_chain st_chain;

/// Creates the chain with a GSL rkf45 driver at the given absolute and relative tolerances
/// (`gsl_odeiv2_driver_alloc_y_new`), starting every integration after a reset with a step of
/// `h_start`. Returns NULL on failure.
st_chain *st_chain_create(size_t count, double stiffness, double damping, double eps_abs, double eps_rel,
                          double h_start);

/// Integrates the state `y` (length 2 * count) from `*t` to `t1` with `gsl_odeiv2_driver_apply`
/// (the driver keeps its step size between calls). Returns the GSL status.
int st_chain_advance(st_chain *chain, double *t, double t1, double *y);

/// Forgets the driver's history (step size back to h_start), as after an outside change of the state.
void st_chain_reset(st_chain *chain);

/// The number of right-hand-side evaluations so far.
size_t st_chain_function_evaluations(const st_chain *chain);

/// Frees the chain.
void st_chain_free(st_chain *chain);

#endif
