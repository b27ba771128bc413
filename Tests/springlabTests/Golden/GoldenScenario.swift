// The scenario of the golden tests: 6 items in 2 sections with headers, a 3-column grid to a
// list, interrupted at 0.15 s towards a 2-column grid; on the exact integrator (platform-stable
// numbers) at 20 fps.

let goldenScenario = #"""
{
  "name": "golden",
  "collection": {"sections": [3, 3], "bounds": {"width": 320, "height": 480}, "contentOffset": {"y": 20}},
  "from": {"name": "flow", "parameters": {"itemSize": {"width": 100, "height": 100}, "minimumInteritemSpacing": 5,
           "headerReferenceSize": {"width": 0, "height": 30}}},
  "to": {"name": "flow", "parameters": {"itemSize": {"width": 320, "height": 44}, "minimumLineSpacing": 1,
         "headerReferenceSize": {"width": 0, "height": 36}}},
  "motion": {"spring": {"response": 0.3, "dampingRatio": 0.8}, "integrator": "exact"},
  "placement": {"indexPath": [1, 1], "position": "centeredVertically"},
  "timeline": [{"at": 0.15, "retarget": {"to": {"name": "grid", "parameters": {"columns": 2}}}}],
  "fps": 20
}
"""#
