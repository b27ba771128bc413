// Golden output of springlab, compared by CLIGoldenTests. Regenerate with
// SPRINGLAB_UPDATE_GOLDEN=1 swift test --filter CLIGoldenTests, and review the diff.

let goldenSpringDemo = #"""
Spring: mass 1, stiffness 157.9, damping 25.13 (response 0.5 s, ζ 1, criticallyDamped)
Batch: 3 channels from displacement 1 at rest, 57 frames at 60 Hz (settling duration 0.9483 s)

Trajectory of one channel (displacement from target):
t (s)  closed form      exact  gsl-rkf45  gsl-rk8pd  gsl-msbdf  rk4-substeps  semi-implicit-euler  semi-implicit-euler-substeps
-----  -----------  ---------  ---------  ---------  ---------  ------------  -------------------  ----------------------------
0.083    +0.718402  +0.718402  +0.718402  +0.718402  +0.718402     +0.718402            +0.650494                     +0.714585
0.167    +0.381058  +0.381058  +0.381058  +0.381058  +0.381056     +0.381058            +0.340335                     +0.378475
0.250    +0.178974  +0.178974  +0.178974  +0.178974  +0.178959     +0.178974            +0.169625                     +0.178272
0.333    +0.078686  +0.078686  +0.078686  +0.078686  +0.078668     +0.078686            +0.083473                     +0.078946
0.417    +0.033185  +0.033185  +0.033185  +0.033185  +0.033178     +0.033185            +0.040936                     +0.033681
0.500    +0.013601  +0.013601  +0.013601  +0.013601  +0.013598     +0.013601            +0.020056                     +0.014023
0.583    +0.005459  +0.005459  +0.005459  +0.005459  +0.005458     +0.005459            +0.009823                     +0.005741
0.667    +0.002157  +0.002157  +0.002157  +0.002157  +0.002155     +0.002157            +0.004811                     +0.002322
0.750    +0.000841  +0.000841  +0.000841  +0.000841  +0.000840     +0.000841            +0.002356                     +0.000931
0.833    +0.000325  +0.000325  +0.000325  +0.000325  +0.000324     +0.000325            +0.001154                     +0.000371
0.917    +0.000124  +0.000124  +0.000124  +0.000124  +0.000124     +0.000124            +0.000565                     +0.000147

Statistics over the run (steps and evaluations of the whole batch):
integrator                    steps  rejected  f evals  J evals  max |error|
----------------------------  -----  --------  -------  -------  -----------
exact                            57         0        0        0     <1e-12
gsl-rkf45                        72         0      433        0     6.04e-08
gsl-rk8pd                        59         0      768        0     <1e-12
gsl-msbdf                       644       114     2172       22     2.11e-05
rk4-substeps                    950         0     3952        0     2.40e-10
semi-implicit-euler              57         0       57        0     6.79e-02
semi-implicit-euler-substeps    969         0      969        0     3.82e-03


"""#
