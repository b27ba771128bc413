import IntegratorLab

/// Renders a ``Recording`` as one self-contained HTML page that plays it back on a `<canvas>`.
///
/// The page has no external resources (inline CSS, script and data; system fonts only), so it
/// works from `file://` and offline. It shows the content scrolled by each frame's content
/// offset with the viewport outlined (content outside it is veiled, not clipped), a minimap of
/// the whole content with the viewport rectangle, play/pause, a frame slider, a speed selector
/// (0.1× to 2×), a loop switch and a counter "frame i / n — t = x.xxx s". Keys: space plays or
/// pauses, ← and → step one frame. It starts playing (looping) on load, unless the URL fragment
/// is `#paused`, or `#frame=N` (show frame `N`, 0-based, paused).
///
/// Beside the stage, clicking an element plots its trajectory against time (center x and y, and
/// their velocities by central differences), with a cursor at the frame shown; a second plot
/// shows the transition's progress (frames' `p`) against time. The fragment `click=auto` (for
/// example `#paused&click=auto`) clicks the first visible cell of the frame shown once loaded,
/// through the same mouse handler, for automated checks.
///
/// The recording is embedded as `<script type="application/json" id="recording">` with element
/// and scroll geometry rounded to 0.001 point (``Recording/compactJSON(decimals:)``); every string
/// in it is escaped so no title or label can close the script element.
///
/// For automated checks the page exposes `window.__player = { frameCount, renderedFrames,
/// errors, goTo(i), select(id), selected, plottedPoints, progressPoints }` (`goTo` pauses and
/// shows frame `i`, 0-based; `select` plots the element with that id), mirrors the number of
/// frames drawn in `<span id="rendered">`, of script errors in `<span id="errors">`, the selected
/// element in `<span id="selected">`, the points of its trajectory in `<span id="plotted">` and
/// those of the progress curve in `<span id="progress-points">`, and sets
/// `data-status="ready"` on `<body>` once the first frame is drawn (`"error"` if the data cannot
/// be read).
enum HTMLPlayer {
    /// Decimal places kept in the embedded geometry.
    static let embeddedDecimals = 3

    /// The HTML page for `recording`.
    ///
    /// - Throws: ``RecordingError`` if `recording` fails ``Recording/validate()``.
    static func render(_ recording: Recording) throws(RecordingError) -> String {
        try recording.validate()
        let title = escape(recording.title)
        let frameCount = recording.frames.count
        let summary = recording.summary.map { "  <li>\(escape($0))</li>" }.joined(separator: "\n")
        let speeds = ["0.1", "0.25", "0.5", "1", "2"].map {
            "<option value=\"\($0)\"\($0 == "1" ? " selected" : "")>\($0)×</option>"
        }.joined()
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        \(style)
        </style>
        <script>
        \(errorHandlerScript)
        </script>
        </head>
        <body data-status="loading">
        <h1 id="title">\(title)</h1>
        <div class="player">
          <div class="stage"><canvas id="main" aria-label="transition playback"></canvas></div>
          <aside>
            <div class="caption">whole content, all frames</div>
            <canvas id="minimap" aria-label="minimap"></canvas>
            <ul class="legend">
              <li><i class="sw cell"></i>cell</li><li><i class="sw header"></i>header</li>
              <li><i class="sw footer"></i>footer</li><li><i class="sw decoration"></i>decoration</li>
              <li><i class="sw viewport"></i>viewport</li>
            </ul>
          </aside>
          <div class="plots">
            <figure><figcaption id="trajectory-caption">click an element to plot its trajectory</figcaption>
              <canvas id="trajectory" aria-label="trajectory of the selected element"></canvas></figure>
            <figure><figcaption>transition progress</figcaption>
              <canvas id="progress" aria-label="transition progress"></canvas></figure>
          </div>
        </div>
        <div class="controls">
          <button id="play" type="button">Pause</button>
          <input id="scrub" type="range" min="0" max="\(frameCount - 1)" step="1" value="0" aria-label="frame">
          <label>speed <select id="speed">\(speeds)</select></label>
          <label><input id="loop" type="checkbox" checked> loop</label>
          <span id="counter">frame 1 / \(frameCount) — t = 0.000 s</span>
        </div>
        <p class="status">rendered frames: <span id="rendered">0</span> · script errors: <span id="errors">0</span> · \
        space: play/pause, ←/→: step · selected: <span id="selected"></span> \
        (<span id="plotted">0</span> points) · progress points: <span id="progress-points">0</span></p>
        <ul id="summary">
        \(summary)
        </ul>
        <script type="application/json" id="recording">
        \(recording.compactJSON(decimals: embeddedDecimals))
        </script>
        <script>
        \(playerScript)
        </script>
        </body>
        </html>

        """
    }
}

/// Writes the HTML player for `recording` to `path`.
///
/// - Throws: ``RecordingError`` if the recording is not playable, or `CLIError` if the file
///   cannot be written.
func writePlayer(_ recording: Recording, to path: String) throws {
    try writeOutput(HTMLPlayer.render(recording), to: path)
}
