import IntegratorLab
import SpringTransitions

/// The formats `springlab export` writes.
enum KeyframeFormat: String, CaseIterable {
    /// A page animated by CSS `@keyframes` (one `animation` per element, linear between keyframes).
    case css
    /// A page animated by the Web Animations API (`element.animate(keyframes, …)` per element).
    case waapi
    /// The keyframes as JSON, for use elsewhere.
    case json
}

/// Renders a ``KeyframeExport`` as a self-contained HTML page that replays the transition in a
/// browser — one absolutely positioned `<div>` per element (translate, width, height, opacity)
/// inside a content `<div>` translated by minus the content offset, in a stage of the view's
/// bounds — or as JSON.
///
/// For automated checks the page answers the URL fragment `#probe=STEP_MS`: it pauses every
/// animation (`document.getAnimations()`), sets each one's `currentTime` to 0, STEP_MS, 2·STEP_MS …
/// up to the end (and the end itself), reads every element's `getBoundingClientRect()` relative
/// to the content `<div>` and its computed opacity, and writes the results into
/// `<pre id="probe">` as lines `t_ms id cx cy w h opacity` (content coordinates) and
/// `t_ms offset x y` (the content offset), then sets `data-status="probed"` on `<body>`
/// (`"ready"` without the fragment, `"error"` with the message in `<pre id="probe">` on a failure).
enum KeyframePage {
    /// Decimal places of the embedded values (0.0001 pt: far below the certified bound).
    static let decimals = 4

    /// The page (``KeyframeFormat/css`` or ``KeyframeFormat/waapi``) or the JSON text.
    static func render(_ export: KeyframeExport, format: KeyframeFormat, title: String, bounds: Size) -> String {
        switch format {
        case .json: return json(export, title: title)
        case .css, .waapi: return page(export, format: format, title: title, bounds: bounds)
        }
    }

    static func n(_ v: Double) -> String { JSONText.number(v, decimals: decimals) }

    /// The CSS declarations of one element keyframe (values in ``KeyframeProperty/element`` order).
    static func elementStyle(_ v: [Double]) -> (transform: String, width: String, height: String, opacity: String) {
        (transform: "translate(\(n(v[0] - v[2] / 2))px, \(n(v[1] - v[3] / 2))px)", width: "\(n(v[2]))px",
         height: "\(n(v[3]))px", opacity: n(v[4]))
    }

    /// The offsets of `times` within the export, in percent (CSS) or as fractions (WAAPI).
    static func offsets(_ times: [Double], _ export: KeyframeExport, scale: Double) -> [String] {
        let d = export.duration
        return times.map { t in
            d > 0 ? JSONText.number(Swift.min(1, Swift.max(0, (t - export.startTime) / d)) * scale, decimals: 8) : "0"
        }
    }

    static func page(_ export: KeyframeExport, format: KeyframeFormat, title: String, bounds: Size) -> String {
        let ms = n(export.duration * 1000)
        var divs = ""
        var styles = ""
        var script = ""
        for (k, keys) in export.elements.enumerated() {
            let id = keys.element.map { "\($0)" } ?? "element \(k)"
            let first = elementStyle(keys.values[0])
            divs += "<div class=\"el\(keys.element?.isCell == true ? "" : " sup")\" id=\"e\(k)\" data-id=\"\(escape(id))\" style=\"transform: \(first.transform); width: \(first.width); height: \(first.height); opacity: \(first.opacity)\"></div>\n"
            switch format {
            case .css:
                styles += "@keyframes k\(k) {\n"
                for (offset, v) in zip(offsets(keys.times, export, scale: 100), keys.values) {
                    let s = elementStyle(v)
                    styles += "  \(offset)% { transform: \(s.transform); width: \(s.width); height: \(s.height); opacity: \(s.opacity); }\n"
                }
                styles += "}\n#e\(k) { animation: k\(k) \(ms)ms linear 0s 1 normal both; }\n"
            case .waapi:
                let frames = zip(offsets(keys.times, export, scale: 1), keys.values).map { offset, v in
                    let s = elementStyle(v)
                    return "{offset:\(offset),transform:'\(s.transform)',width:'\(s.width)',height:'\(s.height)',opacity:\(s.opacity)}"
                }
                script += "a(\(k),[\(frames.joined(separator: ","))]);\n"
            case .json: break
            }
        }
        let offsetFrames = zip(offsets(export.contentOffset.times, export, scale: format == .css ? 100 : 1), export.contentOffset.values)
        switch format {
        case .css:
            styles += "@keyframes offset {\n"
            for (offset, v) in offsetFrames {
                styles += "  \(offset)% { transform: translate(\(n(-v[0]))px, \(n(-v[1]))px); }\n"
            }
            styles += "}\n#content { animation: offset \(ms)ms linear 0s 1 normal both; }\n"
        case .waapi:
            let frames = offsetFrames.map { "{offset:\($0),transform:'translate(\(n(-$1[0]))px, \(n(-$1[1]))px)'}" }
            script += "document.getElementById('content').animate([\(frames.joined(separator: ","))],{duration:\(ms),easing:'linear',fill:'both'});\n"
        case .json: break
        }
        let firstOffset = export.contentOffset.values[0]
        let waapi = format == .waapi ? """
            <script>
            (function () {
            function a(k, frames) { document.getElementById('e' + k).animate(frames, {duration: \(ms), easing: 'linear', fill: 'both'}); }
            \(script)})();
            </script>
            """ : ""
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title))</title>
        <style>
        body { margin: 0; font: 13px system-ui, sans-serif; background: #f4f4f4; }
        #stage { position: relative; width: \(n(bounds.width))px; height: \(n(bounds.height))px; overflow: hidden; background: #fff; outline: 1px solid #999; }
        #content { position: absolute; left: 0; top: 0; width: 0; height: 0; transform: translate(\(n(-firstOffset[0]))px, \(n(-firstOffset[1]))px); }
        .el { position: absolute; left: 0; top: 0; box-sizing: border-box; background: rgba(40, 110, 220, 0.55); }
        .el.sup { background: rgba(230, 140, 20, 0.55); }
        #info { padding: 6px 8px; }
        #probe { display: none; }
        \(styles)</style>
        </head>
        <body data-status="loading">
        <div id="stage"><div id="content">
        \(divs)</div></div>
        <div id="info">\(escape(title)): \(export.elements.count) elements, \(export.keyframeCount) keyframes (\(format.rawValue)), certified within \(n(export.certifiedMaxDeviation.points)) pt of the transition at every instant. <button id="replay">replay</button></div>
        <pre id="probe"></pre>
        \(waapi)
        \(probeScript(endMilliseconds: ms))
        </body>
        </html>

        """
    }

    /// The page script: the replay button, and the `#probe=STEP_MS` measurement (see the type).
    static func probeScript(endMilliseconds: String) -> String {
        """
        <script>
        (function () {
        var body = document.body, out = document.getElementById('probe');
        document.getElementById('replay').onclick = function () {
          document.getAnimations().forEach(function (a) { a.cancel(); a.play(); });
        };
        var m = /probe=([0-9.]+)/.exec(location.hash);
        if (!m) { body.setAttribute('data-status', 'ready'); return; }
        try {
          var step = parseFloat(m[1]), end = \(endMilliseconds), lines = [];
          var animations = document.getAnimations();
          animations.forEach(function (a) { a.pause(); });
          var content = document.getElementById('content'), stage = document.getElementById('stage');
          var els = Array.prototype.slice.call(document.querySelectorAll('.el'));
          var times = [];
          for (var t = 0; t < end; t += step) times.push(t);
          times.push(end);
          times.forEach(function (t) {
            animations.forEach(function (a) { a.currentTime = t; });
            var c = content.getBoundingClientRect(), s = stage.getBoundingClientRect();
            lines.push(t + ' offset ' + (s.left - c.left) + ' ' + (s.top - c.top));
            els.forEach(function (el) {
              var r = el.getBoundingClientRect();
              lines.push(t + ' ' + el.id.slice(1) + ' ' + (r.left + r.width / 2 - c.left) + ' ' + (r.top + r.height / 2 - c.top) + ' ' +
                         r.width + ' ' + r.height + ' ' + getComputedStyle(el).opacity);
            });
          });
          out.textContent = 'animations ' + animations.length + '\\n' + lines.join('\\n');
          body.setAttribute('data-status', 'probed');
        } catch (e) {
          out.textContent = 'error ' + e;
          body.setAttribute('data-status', 'error');
        }
        })();
        </script>
        """
    }

    static func track(_ keys: Keyframes) -> String {
        let values = keys.values.map { "[" + $0.map(n).joined(separator: ",") + "]" }.joined(separator: ",")
        let id = keys.element.map { "\"id\":\(JSONText.string("\($0)")),\"isCell\":\($0.isCell)," } ?? ""
        return "{\(id)\"properties\":[\(keys.properties.map { "\"\($0.rawValue)\"" }.joined(separator: ","))],"
            + "\"times\":[\(keys.times.map { JSONText.number($0, decimals: 9) }.joined(separator: ","))],"
            + "\"values\":[\(values)],"
            + "\"certifiedDeviation\":[\(keys.certifiedDeviation.map { JSONText.number($0, decimals: 9) }.joined(separator: ","))]}"
    }

    static func json(_ export: KeyframeExport, title: String) -> String {
        var out = "{\"title\":\(JSONText.string(title)),"
        out += "\"tolerance\":{\"points\":\(JSONText.number(export.tolerance.points)),\"alpha\":\(JSONText.number(export.tolerance.alpha))},"
        out += "\"startTime\":\(JSONText.number(export.startTime)),\"endTime\":\(JSONText.number(export.endTime)),"
        out += "\"keyframeCount\":\(export.keyframeCount),"
        out += "\"certifiedMaxDeviation\":{\"points\":\(JSONText.number(export.certifiedMaxDeviation.points, decimals: 9)),\"alpha\":\(JSONText.number(export.certifiedMaxDeviation.alpha, decimals: 9))},"
        if let u = export.uniform60Hz {
            out += "\"uniform60Hz\":{\"rate\":60,\"sampleCount\":\(u.sampleCount),\"keyframeCount\":\(u.keyframeCount),\"certifiedMaxDeviation\":{\"points\":\(JSONText.number(u.certifiedMaxDeviation.points, decimals: 9)),\"alpha\":\(JSONText.number(u.certifiedMaxDeviation.alpha, decimals: 9))}},"
        }
        out += "\"uniformAtTolerance\":{\"keyframeCount\":\(export.uniformAtTolerance.keyframeCount),\"rate\":\(JSONText.number(export.uniformAtTolerance.rate, decimals: 3))},"
        out += "\"contentOffset\":\(track(export.contentOffset)),\n\"elements\":[\n"
        out += export.elements.map(track).joined(separator: ",\n")
        return out + "\n]}\n"
    }
}
