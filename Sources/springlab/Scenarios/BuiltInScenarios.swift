/// The scenarios `--scenario NAME` finds by name: copies of `Examples/Scenarios/<name>.json`
/// (a test checks that they match the files byte for byte; `scripts/update-builtin-scenarios.sh`
/// regenerates this file), so the binary needs no files.
enum BuiltInScenarios {
    /// The names, in order; the first is the demo's default.
    static let names = ["grid-to-list", "retarget", "stagger", "exchange", "eased", "interactive", "batch-updates", "bounds", "layout-transition", "fling-and-snap", "springy-scroll"]

    /// The JSON text of the built-in scenario `name`, or `nil`.
    static func text(named name: String) -> String? {
        switch name {
        case "grid-to-list": gridToList
        case "retarget": retarget
        case "stagger": stagger
        case "exchange": exchange
        case "eased": eased
        case "interactive": interactive
        case "batch-updates": batchUpdates
        case "bounds": bounds
        case "layout-transition": layoutTransition
        case "fling-and-snap": flingAndSnap
        case "springy-scroll": springyScroll
        default: nil
        }
    }

    /// `Examples/Scenarios/grid-to-list.json`.
    static let gridToList = #"""
{
  "$schema": "../../Schemas/scenario.schema.json",
  "name": "grid-to-list",
  "description": "60 items in 3 sections with headers go from a grid of small squares to a full-width list on springs; the transition ends with item [1, 10] centred.",
  "collection": {
    "sections": [20, 20, 20],
    "bounds": {"width": 390, "height": 844},
    "contentOffset": {"x": 0, "y": 120}
  },
  "from": {
    "name": "flow",
    "parameters": {
      "itemSize": {"width": 84, "height": 84},
      "minimumInteritemSpacing": 8,
      "minimumLineSpacing": 8,
      "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10},
      "headerReferenceSize": {"width": 0, "height": 32}
    }
  },
  "to": {
    "name": "flow",
    "parameters": {
      "itemSize": {"width": 390, "height": 56},
      "minimumInteritemSpacing": 0,
      "minimumLineSpacing": 1,
      "headerReferenceSize": {"width": 0, "height": 40}
    }
  },
  "motion": {
    "spring": {"response": 0.6, "dampingRatio": 0.8},
    "integrator": "gsl-rkf45"
  },
  "placement": {"indexPath": [1, 10], "position": "centeredVertically"},
  "fps": 60
}

"""#

    /// `Examples/Scenarios/retarget.json`.
    static let retarget = #"""
{
  "$schema": "../../Schemas/scenario.schema.json",
  "name": "retarget",
  "description": "Grid to list, interrupted after 0.25 s: the elements turn, keeping their velocity, towards a two-column grid of large tiles with item [1, 4] at the top.",
  "collection": {
    "sections": [20, 20, 20],
    "bounds": {"width": 390, "height": 844},
    "contentOffset": {"x": 0, "y": 120}
  },
  "from": {
    "name": "flow",
    "parameters": {
      "itemSize": {"width": 84, "height": 84},
      "minimumInteritemSpacing": 8,
      "minimumLineSpacing": 8,
      "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10},
      "headerReferenceSize": {"width": 0, "height": 32}
    }
  },
  "to": {
    "name": "flow",
    "parameters": {
      "itemSize": {"width": 390, "height": 56},
      "minimumLineSpacing": 1,
      "headerReferenceSize": {"width": 0, "height": 40}
    }
  },
  "motion": {
    "spring": {"duration": 0.5, "bounce": 0.15},
    "integrator": "gsl-rkf45",
    "contentOffset": {"spring": {"duration": 0.5, "bounce": 0}}
  },
  "placement": {"indexPath": [1, 10], "position": "centeredVertically"},
  "timeline": [
    {
      "at": 0.25,
      "retarget": {
        "to": {
          "name": "flow",
          "parameters": {
            "itemSize": {"width": 180, "height": 180},
            "minimumInteritemSpacing": 10,
            "minimumLineSpacing": 10,
            "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10},
            "headerReferenceSize": {"width": 0, "height": 36}
          }
        },
        "placement": {"indexPaths": [[1, 4]], "placement": "top", "inset": {"top": 8}}
      }
    }
  ],
  "fps": 60
}

"""#

    /// `Examples/Scenarios/stagger.json`.
    static let stagger = #"""
{
  "$schema": "../../Schemas/scenario.schema.json",
  "name": "stagger",
  "description": "A ripple: 48 items go from a list to a grid, each delayed by its distance from item [0, 20], with a bouncier spring for the cells than for the headers.",
  "collection": {
    "sections": [24, 24],
    "bounds": {"width": 390, "height": 844}
  },
  "from": {
    "name": "flow",
    "parameters": {
      "itemSize": {"width": 390, "height": 48},
      "minimumLineSpacing": 1,
      "headerReferenceSize": {"width": 0, "height": 36}
    }
  },
  "to": {
    "name": "flow",
    "parameters": {
      "itemSize": {"width": 120, "height": 120},
      "minimumInteritemSpacing": 5,
      "minimumLineSpacing": 5,
      "sectionInset": {"top": 5, "left": 5, "bottom": 5, "right": 5},
      "headerReferenceSize": {"width": 0, "height": 36}
    }
  },
  "motion": {
    "provider": {
      "name": "per-kind",
      "parameters": {
        "cells": {"name": "stagger", "parameters": {"delayPerPoint": 0.0006, "spring": {"response": 0.45, "dampingRatio": 0.65}}},
        "supplementary": {"name": "spring", "parameters": {"spring": {"response": 0.4, "dampingRatio": 1}}}
      }
    },
    "integrator": "gsl-rkf45",
    "anchor": [0, 20]
  },
  "placement": {"indexPath": [0, 20], "position": "centeredVertically"},
  "fps": 60
}

"""#

    /// `Examples/Scenarios/exchange.json`.
    static let exchange = #"""
{
  "$schema": "../../Schemas/scenario.schema.json",
  "name": "exchange",
  "description": "Long-press item [0, 5] of a grid and drag it over [0, 6], then [0, 10] and [1, 2]: each item under the finger swaps places with it (SSCollectionViewExchangeController's exchange mode); release there.",
  "collection": {
    "sections": [12, 12],
    "bounds": {"width": 390, "height": 844}
  },
  "from": {
    "name": "flow",
    "parameters": {
      "itemSize": {"width": 88, "height": 88},
      "minimumInteritemSpacing": 6,
      "minimumLineSpacing": 6,
      "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8},
      "headerReferenceSize": {"width": 0, "height": 32}
    }
  },
  "exchange": {"mode": "exchange", "minimumPressDuration": 0.15},
  "timeline": [
    {"at": 0.1, "touch": {"phase": "down", "cell": [0, 5]}},
    {"at": 0.45, "touch": {"phase": "move", "cell": [0, 6]}},
    {"at": 0.8, "touch": {"phase": "move", "cell": [0, 10]}},
    {"at": 1.15, "touch": {"phase": "move", "cell": [1, 2]}},
    {"at": 1.5, "touch": {"phase": "up"}}
  ],
  "fps": 60
}

"""#

    /// `Examples/Scenarios/eased.json`.
    static let eased = #"""
{
  "$schema": "../../Schemas/scenario.schema.json",
  "name": "eased",
  "description": "TLLayoutTransitioning's eased transition: 24 items go from a 3-column grid to a list in 0.6 s on a CSS ease-in-out cubic Bézier, ending with item [0, 12] centred.",
  "collection": {
    "sections": [24],
    "bounds": {"width": 390, "height": 844}
  },
  "from": {"name": "grid", "parameters": {"columns": 3, "interitemSpacing": 8, "lineSpacing": 8}},
  "to": {"name": "flow", "parameters": {"itemSize": {"width": 390, "height": 64}, "minimumLineSpacing": 1}},
  "motion": {
    "easing": {"cubicBezier": [0.42, 0, 0.58, 1]},
    "duration": 0.6
  },
  "placement": {"indexPaths": [[0, 12]], "placement": "center"},
  "fps": 60
}

"""#

    /// `Examples/Scenarios/interactive.json`.
    static let interactive = #"""
{
  "$schema": "../../Schemas/scenario.schema.json",
  "name": "interactive",
  "description": "A pinch drives a grid-to-list transition: progress rises to 0.6 over 0.3 s, then the finger lifts with 2.5 progress units per second and springs finish the transition from there without a jump.",
  "collection": {
    "sections": [24],
    "bounds": {"width": 390, "height": 844}
  },
  "from": {"name": "grid", "parameters": {"columns": 3, "interitemSpacing": 8, "lineSpacing": 8}},
  "motion": {"integrator": "gsl-rkf45"},
  "timeline": [
    {"at": 0, "interactive": {"to": {"name": "flow", "parameters": {"itemSize": {"width": 390, "height": 64}, "minimumLineSpacing": 1}}}},
    {"at": 0.1, "progress": 0.15},
    {"at": 0.2, "progress": 0.35},
    {"at": 0.3, "progress": 0.6},
    {"at": 0.3, "finish": {"velocity": 2.5, "spring": {"response": 0.45, "dampingRatio": 0.85}}}
  ],
  "fps": 60
}

"""#

    /// `Examples/Scenarios/batch-updates.json`.
    static let batchUpdates = #"""
{
  "$schema": "../../Schemas/scenario.schema.json",
  "name": "batch-updates",
  "description": "objc.io's animated flow layout: at 0.1 s item [0, 1] is inserted (shooting in small and turned), [0, 4] deleted, [0, 6] moved to the end and [0, 2] reloaded; only the items really inserted or deleted play the effects.",
  "collection": {
    "sections": [12],
    "bounds": {"width": 390, "height": 844}
  },
  "from": {"name": "grid", "parameters": {"columns": 3, "interitemSpacing": 8, "lineSpacing": 8}},
  "motion": {"spring": {"response": 0.5, "dampingRatio": 0.75}, "integrator": "gsl-rkf45"},
  "timeline": [
    {
      "at": 0.1,
      "batchUpdates": {
        "insert": [[0, 1]],
        "delete": [[0, 4]],
        "move": [{"from": [0, 6], "to": [0, 11]}],
        "reload": [[0, 2]],
        "appearing": {"scale": 0.2, "rotation": 3.141592653589793, "alpha": 1},
        "disappearing": "shrinkAndFade"
      }
    }
  ],
  "fps": 60
}

"""#

    /// `Examples/Scenarios/bounds.json`.
    static let bounds = #"""
{
  "$schema": "../../Schemas/scenario.schema.json",
  "name": "bounds",
  "description": "A rotation: at 0.1 s the bounds go from 390 × 844 to 844 × 390 pt and every item of the 4-column grid moves smoothly to its place in the wider grid; nothing is deleted and re-inserted.",
  "collection": {
    "sections": [20],
    "bounds": {"width": 390, "height": 844}
  },
  "from": {"name": "grid", "parameters": {"columns": 4, "interitemSpacing": 6, "lineSpacing": 6}},
  "motion": {"spring": {"response": 0.5, "dampingRatio": 0.9}, "integrator": "gsl-rkf45"},
  "timeline": [
    {"at": 0.1, "bounds": {"width": 844, "height": 390}}
  ],
  "fps": 60
}

"""#

    /// `Examples/Scenarios/layout-transition.json`.
    static let layoutTransition = #"""
{
  "$schema": "../../Schemas/scenario.schema.json",
  "name": "layout-transition",
  "description": "Texture's Layout Transition API: a transition node's state changes at 0.1 s to a 2-column grid with 14 items (4 inserted, which fade in), and again at 0.35 s, interrupting it, to a list of 8 (the rest fade out); every element continues from its position and velocity.",
  "collection": {
    "sections": [10],
    "bounds": {"width": 390, "height": 844}
  },
  "from": {"name": "grid", "parameters": {"columns": 3, "interitemSpacing": 8, "lineSpacing": 8}},
  "motion": {"spring": {"response": 0.5, "dampingRatio": 0.8}, "integrator": "gsl-rkf45"},
  "timeline": [
    {"at": 0.1, "layoutTransition": {"to": {"name": "grid", "parameters": {"columns": 2, "interitemSpacing": 8, "lineSpacing": 8}}, "sections": [14]}},
    {"at": 0.35, "layoutTransition": {"to": {"name": "flow", "parameters": {"itemSize": {"width": 390, "height": 64}, "minimumLineSpacing": 1}}, "sections": [8]}}
  ],
  "fps": 60
}

"""#

    /// `Examples/Scenarios/fling-and-snap.json`.
    static let flingAndSnap = #"""
{
  "$schema": "../../Schemas/scenario.schema.json",
  "name": "fling-and-snap",
  "description": "Drag a 60-row list up and release it with the finger's velocity: the content decelerates (UIScrollView's normal rate) and springs to the nearest row's top, carrying the release velocity; then a fling back past the top edge springs back to it.",
  "collection": {
    "sections": [60],
    "bounds": {"width": 390, "height": 844}
  },
  "from": {
    "name": "flow",
    "parameters": {
      "itemSize": {"width": 390, "height": 64},
      "minimumInteritemSpacing": 0,
      "minimumLineSpacing": 1
    }
  },
  "scroll": {"rate": "normal", "snap": "cells"},
  "timeline": [
    {"at": 0.1, "drag": {"x": 195, "y": 700}},
    {"at": 0.15, "drag": {"x": 195, "y": 600}},
    {"at": 0.2, "drag": {"x": 195, "y": 480}},
    {"at": 0.2, "release": {"velocity": {"x": 0, "y": -2400}}},
    {"at": 2.5, "fling": {"velocity": {"x": 0, "y": -6000}}}
  ],
  "fps": 60,
  "maxDuration": 6
}

"""#

    /// `Examples/Scenarios/springy-scroll.json`.
    static let springyScroll = #"""
{
  "$schema": "../../Schemas/scenario.schema.json",
  "name": "springy-scroll",
  "description": "A Messages-like list of 80 rows on objc.io's springy flow layout (attachment springs of 1 Hz, damping 0.8, resistance 1500): dragged up from the bottom, the rows far from the finger lag behind and bunch up; released, the content decelerates and every row springs back to its place.",
  "collection": {
    "sections": [80],
    "bounds": {"width": 390, "height": 844}
  },
  "from": {
    "name": "flow",
    "parameters": {
      "itemSize": {"width": 370, "height": 44},
      "minimumInteritemSpacing": 0,
      "minimumLineSpacing": 8,
      "sectionInset": {"top": 8, "left": 10, "bottom": 8, "right": 10}
    }
  },
  "springy": {"frequency": 1, "dampingRatio": 0.8, "resistance": 1500, "margin": 100},
  "scroll": {"rate": "normal"},
  "timeline": [
    {"at": 0.1, "drag": {"x": 195, "y": 760}},
    {"at": 0.2, "drag": {"x": 195, "y": 640}},
    {"at": 0.3, "drag": {"x": 195, "y": 500}},
    {"at": 0.4, "drag": {"x": 195, "y": 380}},
    {"at": 0.4, "release": {"velocity": {"x": 0, "y": -1200}}}
  ],
  "fps": 60,
  "maxDuration": 8
}

"""#
}
