// SpringDynamics: springs, their closed form, ODE systems and integrators.
