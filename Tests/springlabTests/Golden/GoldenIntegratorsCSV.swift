// Golden output of springlab, compared by CLIGoldenTests. Regenerate with
// SPRINGLAB_UPDATE_GOLDEN=1 swift test --filter CLIGoldenTests, and review the diff.

let goldenIntegratorsCSV = #"""
problem,method,setting_kind,absolute_tolerance,relative_tolerance,frame,final_error,dense_max_error,dense_rms_error,step_max_error,step_rms_error,invariant_error,function_evaluations,jacobian_evaluations,steps,rejected_steps,failure,end_1,end_2
underdamped,gsl-rkf45,tolerance,0.0001,0.0001,,2.66e-04,2.99e-04,2.03e-04,1.07e-06,8.11e-07,,235,0,37,2,,0.079268193,-0.236526771
underdamped,gsl-rkf45,tolerance,1e-08,1e-08,,3.83e-08,3.83e-08,2.67e-08,2.89e-08,2.24e-08,,1189,0,194,4,,0.079116028,-0.235994916
underdamped,gsl-rk8pd,tolerance,0.0001,0.0001,,4.91e-05,5.40e-05,3.32e-05,<1e-12,<1e-12,,209,0,16,0,,0.079165104,-0.235974949
underdamped,gsl-rk8pd,tolerance,1e-08,1e-08,,3.03e-09,3.22e-09,2.18e-09,<1e-12,<1e-12,,456,0,35,0,,0.079116025,-0.235994845
underdamped,gsl-msbdf,tolerance,0.0001,0.0001,,4.81e-03,5.45e-03,4.13e-03,8.16e-03,6.13e-03,,369,3,123,1,,0.081934716,-0.245607919
underdamped,gsl-msbdf,tolerance,1e-08,1e-08,,9.94e-07,2.24e-06,1.43e-06,2.78e-06,1.87e-06,,1153,8,381,4,,0.079115055,-0.235992850
underdamped,exact,none,,,,<1e-12,,,<1e-12,<1e-12,,0,0,100,0,,0.079116024,-0.235994839
underdamped,semi-implicit-euler,frame,,,0.016666666666666666,6.27e-03,,,1.65e-02,9.25e-03,,600,0,600,0,,0.072847458,-0.239275533
underdamped,semi-implicit-euler,frame,,,0.004166666666666667,1.54e-03,,,4.11e-03,2.29e-03,,2400,0,2400,0,,0.077579315,-0.236812712
underdamped,rk4-substeps,frame,,,0.016666666666666666,<1e-12,,,<1e-12,<1e-12,,41600,0,10000,0,,0.079116024,-0.235994839
underdamped,rk4-substeps,frame,,,0.004166666666666667,<1e-12,,,<1e-12,<1e-12,,48000,0,10000,0,,0.079116024,-0.235994839
"""#
