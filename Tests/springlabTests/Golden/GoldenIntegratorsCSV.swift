// Golden output of springlab, compared by CLIGoldenTests. Regenerate with
// SPRINGLAB_UPDATE_GOLDEN=1 swift test --filter CLIGoldenTests, and review the diff.

let goldenIntegratorsCSV = #"""
problem,method,setting_kind,setting,error,function_evaluations,jacobian_evaluations,steps,rejected,failure
underdamped,gsl-rkf45,tol,0.0001,1.07e-06,631,0,105,0,""
underdamped,gsl-rkf45,tol,1e-08,2.89e-08,1411,0,232,3,""
underdamped,gsl-rk8pd,tol,0.0001,<1e-12,1366,0,105,0,""
underdamped,gsl-rk8pd,tol,1e-08,<1e-12,1366,0,105,0,""
underdamped,gsl-msbdf,tol,0.0001,8.16e-03,1431,10,449,46,""
underdamped,gsl-msbdf,tol,1e-08,2.78e-06,2910,23,900,105,""
underdamped,exact,-,0.0,<1e-12,0,0,100,0,""
underdamped,semi-implicit-euler,frame,0.016666666666666666,1.65e-02,600,0,600,0,""
underdamped,rk4-1ms,frame,0.016666666666666666,<1e-12,41600,0,10000,0,""
underdamped,semi-implicit-euler,frame,0.004166666666666667,4.11e-03,2400,0,2400,0,""
underdamped,rk4-1ms,frame,0.004166666666666667,<1e-12,48000,0,10000,0,""
"""#
