// Golden output of springlab, compared by CLIGoldenTests. Regenerate with
// SPRINGLAB_UPDATE_GOLDEN=1 swift test --filter CLIGoldenTests, and review the diff.

let goldenDemoSummary = #"""
scenario     golden: 6 items in 2 sections, 320 × 480 pt, flow → flow, 1 event
motion       provider spring, integrator exact, time step 1/120 s, 20 fps
frames       14 frames over 0.650 s, all at rest
elements     8 at the start: 6 cells, 2 headers
settle time  min 0.600 s, median 0.650 s, max 0.650 s over 8 elements (first frame from which each element's animation is settled)
integrator   exact: 75 steps, 0 rejected, 0 f evals, 0 J evals
error        <1e-9 pt: max |center − closed form| over 3 frames and the moving cells (closed form: to + (from − to)·x(t), x from 1 at rest)
player       golden.html
"""#
