extension HTMLPlayer {
    /// The page's CSS (system fonts only).
    static let style = #"""
    * { box-sizing: border-box; }
    body { margin: 0; padding: 14px 18px; background: #eef0f3; color: #1d232b;
      font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", Helvetica, Arial, sans-serif; }
    h1 { font-size: 18px; font-weight: 600; margin: 0 0 10px; }
    .player { display: flex; gap: 14px; align-items: flex-start; }
    .stage { background: #dfe3e8; border-radius: 6px; overflow: hidden; line-height: 0; }
    canvas { display: block; }
    aside { width: 200px; flex: none; }
    .caption { font-size: 12px; color: #5b6673; margin-bottom: 4px; }
    #minimap { background: #dfe3e8; border-radius: 4px; }
    .legend { list-style: none; padding: 0; margin: 10px 0 0; font-size: 12px; color: #3c4650; }
    .legend li { display: flex; align-items: center; gap: 6px; margin: 2px 0; }
    .sw { width: 16px; height: 11px; display: inline-block; border-radius: 2px; }
    .sw.cell { background: hsl(200, 70%, 82%); border: 1px solid hsl(200, 45%, 38%); }
    .sw.header { background: #34495e; }
    .sw.footer { background: #7f8c8d; }
    .sw.decoration { border: 1px dashed #8a8f96; }
    .sw.viewport { border: 2px solid #e4572e; }
    .plots { width: 330px; flex: none; }
    .plots figure { margin: 0 0 10px; }
    .plots figcaption { font-size: 12px; color: #5b6673; margin-bottom: 4px; }
    .plots canvas { background: #fff; border-radius: 4px; border: 1px solid #d3d8de; }
    #main { cursor: crosshair; }
    .controls { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; margin-top: 10px; max-width: 980px; }
    #play { min-width: 76px; padding: 5px 12px; font: inherit; border: 1px solid #8893a0; border-radius: 4px;
      background: #fff; cursor: pointer; }
    #scrub { flex: 1 1 260px; min-width: 160px; }
    select { font: inherit; }
    #counter { font: 13px ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; white-space: pre; }
    .status { font-size: 12px; color: #5b6673; margin: 8px 0; }
    #summary { margin: 6px 0 0; padding-left: 18px; font-size: 13px; }
    """#
}
