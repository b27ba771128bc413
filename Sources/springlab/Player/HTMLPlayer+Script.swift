extension HTMLPlayer {
    /// Runs first (in `<head>`): records every uncaught error and unhandled rejection, so that
    /// even a script that fails to parse is counted in `#errors` and `__player.errors`.
    static let errorHandlerScript = #"""
    (function () {
      var errors = [];
      window.__playerErrors = errors;
      window.__playerReportError = function (message) {
        errors.push(String(message));
        var el = document.getElementById("errors");
        if (el) el.textContent = String(errors.length);
      };
      window.addEventListener("error", function (e) {
        window.__playerReportError((e.message || "error") + (e.filename ? " (" + e.filename + ":" + e.lineno + ")" : ""));
      });
      window.addEventListener("unhandledrejection", function (e) {
        window.__playerReportError("unhandled rejection: " + e.reason);
      });
    })();
    """#

    /// The player: reads `#recording`, draws frames on the two canvases and drives the controls.
    static let playerScript = #"""
    (function () {
      "use strict";
      var $ = function (id) { return document.getElementById(id); };
      var report = window.__playerReportError, errors = window.__playerErrors;
      var renderedEl = $("rendered"), rendered = 0;
      $("errors").textContent = String(errors.length);
      var api = { frameCount: 0, errors: errors, goTo: function () { return -1; } };
      Object.defineProperty(api, "renderedFrames", { get: function () { return rendered; }, enumerable: true });
      window.__player = api;

      var R;
      try {
        R = JSON.parse($("recording").textContent);
        if (!R || !Array.isArray(R.frames) || R.frames.length === 0) throw new Error("no frames");
      } catch (e) {
        report("cannot read the recording: " + e.message);
        document.body.setAttribute("data-status", "error");
        return;
      }
      document.title = R.title;
      var S = R.strings, frames = R.frames, n = frames.length, VW = R.viewport[0], VH = R.viewport[1];
      api.frameCount = n;

      // Element arrays (see Recording): id, label, kind (string indices), centerX, centerY,
      // width, height, transform a, b, c, d, alpha, zIndex, hidden.
      var LABEL = 1, KIND = 2, CX = 3, CY = 4, W = 5, H = 6, A = 7, B = 8, C = 9, D = 10, ALPHA = 11, Z = 12, HIDDEN = 13;

      // Stable zIndex draw order per frame, and the bounds of everything ever shown (minimap).
      var minX = 0, minY = 0, maxX = VW, maxY = VH;
      function extend(x0, y0, x1, y1) {
        minX = Math.min(minX, x0); minY = Math.min(minY, y0); maxX = Math.max(maxX, x1); maxY = Math.max(maxY, y1);
      }
      frames.forEach(function (f) {
        var e = f.e, order = [], i;
        for (i = 0; i < e.length; i++) order.push(i);
        order.sort(function (p, q) { return (e[p][Z] - e[q][Z]) || (p - q); });
        f.order = order;
        extend(0, 0, f.s[0], f.s[1]);
        extend(f.o[0], f.o[1], f.o[0] + VW, f.o[1] + VH);
        for (i = 0; i < e.length; i++) {
          var el = e[i];
          if (el[HIDDEN]) continue;
          var hx = (Math.abs(el[A] * el[W]) + Math.abs(el[C] * el[H])) / 2;
          var hy = (Math.abs(el[B] * el[W]) + Math.abs(el[D] * el[H])) / 2;
          extend(el[CX] - hx, el[CY] - hy, el[CX] + hx, el[CY] + hy);
        }
      });

      // Styles by kind; cells get a stable hue from their id.
      var styles = {};
      function styleFor(el) {
        var key = el[0];
        if (styles[key]) return styles[key];
        var kind = S[el[KIND]], st;
        if (kind === "cell") {
          var h = 2166136261, id = S[key];
          for (var i = 0; i < id.length; i++) { h ^= id.charCodeAt(i); h = Math.imul(h, 16777619); }
          h = (h >>> 0) % 360;
          st = { fill: "hsl(" + h + ",70%,82%)", stroke: "hsl(" + h + ",45%,38%)", text: "#1d232b", weight: "500" };
        } else if (kind === "header") {
          st = { fill: "#34495e", stroke: "#1f2d3a", text: "#ffffff", weight: "700" };
        } else if (kind === "footer") {
          st = { fill: "#7f8c8d", stroke: "#5d6768", text: "#ffffff", weight: "600" };
        } else if (kind === "decoration") {
          st = { fill: null, stroke: "#8a8f96", text: "#5b6673", weight: "400", dashed: true };
        } else {
          st = { fill: "#b4a7d6", stroke: "#6c5a9c", text: "#1d232b", weight: "600" };
        }
        return (styles[key] = st);
      }

      var mainCanvas = $("main"), miniCanvas = $("minimap");
      var mctx = mainCanvas.getContext("2d"), nctx = miniCanvas.getContext("2d");
      var M = 0.18 * Math.max(VW, VH), PAD = 6, view = {};
      function size(canvas, w, h) {
        canvas.style.width = Math.round(w) + "px"; canvas.style.height = Math.round(h) + "px";
        canvas.width = Math.round(Math.round(w) * view.dpr); canvas.height = Math.round(Math.round(h) * view.dpr);
      }
      function layout() {
        view.dpr = window.devicePixelRatio || 1;
        var availW = Math.max(240, document.documentElement.clientWidth - 36 - 214 - 344);
        var availH = Math.max(220, Math.min(window.innerHeight - 210, 900));
        var s = Math.min(availW / (VW + 2 * M), availH / (VH + 2 * M));
        view.scale = s; view.left = M * s; view.top = M * s;
        view.w = Math.round((VW + 2 * M) * s); view.h = Math.round((VH + 2 * M) * s);
        size(mainCanvas, view.w, view.h);
        var bw = maxX - minX || 1, bh = maxY - minY || 1;
        // The minimap, caption and legend (about 130 px) stay within the main view's height.
        view.mini = Math.min((200 - 2 * PAD) / bw, (Math.max(view.h - 130, 120) - 2 * PAD) / bh);
        size(miniCanvas, bw * view.mini + 2 * PAD, bh * view.mini + 2 * PAD);
        size(trajCanvas, PLOT_W, 2 * PLOT_H);
        size(progCanvas, PLOT_W, PLOT_H);
      }

      function clear(ctx, canvas, color) {
        ctx.setTransform(1, 0, 0, 1, 0, 0); ctx.globalAlpha = 1; ctx.setLineDash([]);
        ctx.fillStyle = color; ctx.fillRect(0, 0, canvas.width, canvas.height);
      }

      // Draws one element; content coordinates map to device pixels by x -> k * x + ex.
      function drawElement(ctx, el, k, ex, ey, labels) {
        if (el[HIDDEN]) return;
        var det = Math.abs(el[A] * el[D] - el[B] * el[C]);
        if (!(det > 1e-9)) return;
        var st = styleFor(el), w = el[W], h = el[H], px = k * Math.sqrt(det), cssPx = px / view.dpr;
        ctx.setTransform(k * el[A], k * el[B], k * el[C], k * el[D], k * el[CX] + ex, k * el[CY] + ey);
        ctx.globalAlpha = Math.max(0, Math.min(1, el[ALPHA]));
        if (st.fill) { ctx.fillStyle = st.fill; ctx.fillRect(-w / 2, -h / 2, w, h); }
        ctx.setLineDash(st.dashed ? [4 / cssPx, 3 / cssPx] : []);
        ctx.lineWidth = 1 / cssPx; ctx.strokeStyle = st.stroke;
        ctx.strokeRect(-w / 2, -h / 2, w, h);
        var text = labels ? S[el[LABEL]] : "";
        if (!text) return;
        var font = Math.max(9, Math.min(16, Math.min(Math.abs(w), Math.abs(h)) * cssPx * 0.42)) / cssPx;
        ctx.font = st.weight + " " + font + "px system-ui, sans-serif";
        var tw = ctx.measureText(text).width;
        if (tw > Math.abs(w) * 0.9) font *= Math.abs(w) * 0.9 / tw;
        if (font * cssPx < 6) return;
        ctx.font = st.weight + " " + font + "px system-ui, sans-serif";
        ctx.textAlign = "center"; ctx.textBaseline = "middle"; ctx.fillStyle = st.text;
        ctx.fillText(text, 0, 0);
      }

      function drawMain(f) {
        var ctx = mctx, s = view.scale, dpr = view.dpr, k = dpr * s;
        var ex = dpr * (view.left - f.o[0] * s), ey = dpr * (view.top - f.o[1] * s);
        clear(ctx, mainCanvas, "#dfe3e8");
        ctx.setTransform(k, 0, 0, k, ex, ey);
        ctx.fillStyle = "#ffffff"; ctx.fillRect(0, 0, f.s[0], f.s[1]);
        ctx.strokeStyle = "#aab2bc"; ctx.lineWidth = 1 / s; ctx.strokeRect(0, 0, f.s[0], f.s[1]);
        for (var i = 0; i < f.order.length; i++) drawElement(ctx, f.e[f.order[i]], k, ex, ey, true);
        // The element whose trajectory is plotted, outlined.
        for (var j = 0; j < f.e.length; j++) {
          var sel = f.e[j];
          if (sel[0] !== selected || sel[HIDDEN]) continue;
          ctx.setTransform(k * sel[A], k * sel[B], k * sel[C], k * sel[D], k * sel[CX] + ex, k * sel[CY] + ey);
          ctx.globalAlpha = 1; ctx.setLineDash([]);
          var sdet = Math.sqrt(Math.abs(sel[A] * sel[D] - sel[B] * sel[C])) || 1;
          ctx.lineWidth = 3 / (k * sdet); ctx.strokeStyle = "#111827";
          ctx.strokeRect(-sel[W] / 2, -sel[H] / 2, sel[W], sel[H]);
        }
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0); ctx.globalAlpha = 1; ctx.setLineDash([]);
        var vx = view.left, vy = view.top, vw = VW * s, vh = VH * s;
        ctx.fillStyle = "rgba(223, 227, 232, 0.62)";
        ctx.beginPath(); ctx.rect(0, 0, view.w, view.h); ctx.rect(vx, vy, vw, vh); ctx.fill("evenodd");
        ctx.strokeStyle = "#e4572e"; ctx.lineWidth = 2; ctx.strokeRect(vx - 1, vy - 1, vw + 2, vh + 2);
        var caption = "viewport " + VW + " × " + VH + " at content offset (" + f.o[0].toFixed(1) + ", " +
          f.o[1].toFixed(1) + ")";
        ctx.font = "11px system-ui, sans-serif"; ctx.textAlign = "left"; ctx.textBaseline = "bottom";
        ctx.fillStyle = "rgba(255, 255, 255, 0.88)";
        ctx.fillRect(vx - 2, vy - 19, ctx.measureText(caption).width + 8, 16);
        ctx.fillStyle = "#c2410c"; ctx.fillText(caption, vx + 2, vy - 5);
      }

      function drawMini(f) {
        var ctx = nctx, dpr = view.dpr, k = dpr * view.mini;
        var ex = dpr * (PAD - minX * view.mini), ey = dpr * (PAD - minY * view.mini);
        clear(ctx, miniCanvas, "#dfe3e8");
        ctx.setTransform(k, 0, 0, k, ex, ey);
        ctx.fillStyle = "#ffffff"; ctx.fillRect(0, 0, f.s[0], f.s[1]);
        for (var i = 0; i < f.order.length; i++) drawElement(ctx, f.e[f.order[i]], k, ex, ey, false);
        ctx.setTransform(k, 0, 0, k, ex, ey); ctx.globalAlpha = 1; ctx.setLineDash([]);
        ctx.fillStyle = "rgba(228, 87, 46, 0.12)"; ctx.fillRect(f.o[0], f.o[1], VW, VH);
        ctx.strokeStyle = "#e4572e"; ctx.lineWidth = 1.5 * dpr / k; ctx.strokeRect(f.o[0], f.o[1], VW, VH);
      }


      // Plots beside the stage: the selected element's trajectory and the transition's progress.
      var trajCanvas = $("trajectory"), progCanvas = $("progress"), PLOT_W = 328, PLOT_H = 170;
      var tctx = trajCanvas.getContext("2d"), pctx = progCanvas.getContext("2d");
      var selected = -1, track = null;
      api.selected = null; api.plottedPoints = 0; api.progressPoints = 0;
      // The selected element's samples: times, center x and y, and their velocities by central
      // differences (one-sided at the ends of its life).
      function trackOf(key) {
        var t = [], x = [], y = [], vx = [], vy = [], i, j, k;
        for (i = 0; i < n; i++) {
          var e = frames[i].e;
          for (j = 0; j < e.length; j++) if (e[j][0] === key) { t.push(frames[i].t); x.push(e[j][CX]); y.push(e[j][CY]); break; }
        }
        for (k = 0; k < t.length; k++) {
          var a = Math.max(0, k - 1), b = Math.min(t.length - 1, k + 1), dt = t[b] - t[a];
          vx.push(dt > 0 ? (x[b] - x[a]) / dt : 0); vy.push(dt > 0 ? (y[b] - y[a]) / dt : 0);
        }
        return { t: t, x: x, y: y, vx: vx, vy: vy };
      }
      var progressTrack = { t: [], p: [] };
      frames.forEach(function (f) { if (typeof f.p === "number") { progressTrack.t.push(f.t); progressTrack.p.push(f.p); } });
      api.progressPoints = progressTrack.t.length;
      $("progress-points").textContent = String(progressTrack.t.length);

      // One panel: curves [{v, color, label}] over times `ts`, in the box (x0, y0, w, h), CSS pixels.
      function panel(ctx, x0, y0, w, h, ts, curves, unit, now) {
        var L = 46, R = 8, T = 16, B = 18, pw = w - L - R, ph = h - T - B;
        var lo = Infinity, hi = -Infinity, i, c;
        curves.forEach(function (cv) { cv.v.forEach(function (v) { if (v < lo) lo = v; if (v > hi) hi = v; }); });
        if (!(hi > lo)) { lo -= 1; hi += 1; }
        var pad = (hi - lo) * 0.06; lo -= pad; hi += pad;
        var ta = t0, tb = t1 > t0 ? t1 : t0 + 1;
        function X(t) { return x0 + L + (t - ta) / (tb - ta) * pw; }
        function Y(v) { return y0 + T + (hi - v) / (hi - lo) * ph; }
        ctx.strokeStyle = "#c9d0d8"; ctx.lineWidth = 1; ctx.strokeRect(x0 + L, y0 + T, pw, ph);
        ctx.font = "10px system-ui, sans-serif"; ctx.fillStyle = "#5b6673";
        ctx.textAlign = "right"; ctx.textBaseline = "middle";
        ctx.fillText(hi.toPrecision(3), x0 + L - 3, y0 + T); ctx.fillText(lo.toPrecision(3), x0 + L - 3, y0 + T + ph);
        if (lo < 0 && hi > 0) { ctx.strokeStyle = "#e3e7ec"; ctx.beginPath(); ctx.moveTo(x0 + L, Y(0)); ctx.lineTo(x0 + L + pw, Y(0)); ctx.stroke(); }
        ctx.textAlign = "left"; ctx.textBaseline = "alphabetic";
        ctx.fillText(unit, x0 + L, y0 + T - 4);
        ctx.textAlign = "center"; ctx.textBaseline = "top";
        ctx.fillText(ta.toFixed(2) + " s", x0 + L, y0 + T + ph + 3); ctx.fillText(tb.toFixed(2) + " s", x0 + L + pw, y0 + T + ph + 3);
        var lx = x0 + L + pw;
        for (c = curves.length - 1; c >= 0; c--) {
          var cv = curves[c];
          ctx.strokeStyle = cv.color; ctx.lineWidth = 1.5; ctx.beginPath();
          for (i = 0; i < ts.length; i++) { if (i) ctx.lineTo(X(ts[i]), Y(cv.v[i])); else ctx.moveTo(X(ts[i]), Y(cv.v[i])); }
          ctx.stroke();
          ctx.fillStyle = cv.color; ctx.textAlign = "right"; ctx.textBaseline = "alphabetic";
          ctx.fillText(cv.label, lx, y0 + T - 4); lx -= ctx.measureText(cv.label).width + 8;
        }
        ctx.strokeStyle = "#e4572e"; ctx.lineWidth = 1; ctx.beginPath();
        ctx.moveTo(X(now), y0 + T); ctx.lineTo(X(now), y0 + T + ph); ctx.stroke();
      }
      function drawPlots(f) {
        var dpr = view.dpr;
        clear(tctx, trajCanvas, "#ffffff"); tctx.setTransform(dpr, 0, 0, dpr, 0, 0);
        if (track && track.t.length) {
          panel(tctx, 0, 0, PLOT_W, PLOT_H, track.t, [{ v: track.x, color: "#2563eb", label: "x" }, { v: track.y, color: "#c2410c", label: "y" }], "center (pt)", f.t);
          panel(tctx, 0, PLOT_H, PLOT_W, PLOT_H, track.t, [{ v: track.vx, color: "#2563eb", label: "vx" }, { v: track.vy, color: "#c2410c", label: "vy" }], "velocity (pt/s)", f.t);
        } else {
          tctx.font = "12px system-ui, sans-serif"; tctx.fillStyle = "#8a94a0"; tctx.textAlign = "center"; tctx.textBaseline = "middle";
          tctx.fillText("click an element on the stage", PLOT_W / 2, PLOT_H);
        }
        clear(pctx, progCanvas, "#ffffff"); pctx.setTransform(dpr, 0, 0, dpr, 0, 0);
        if (progressTrack.t.length) {
          panel(pctx, 0, 0, PLOT_W, PLOT_H, progressTrack.t, [{ v: progressTrack.p, color: "#15803d", label: "progress" }], "progress", f.t);
        } else {
          pctx.font = "12px system-ui, sans-serif"; pctx.fillStyle = "#8a94a0"; pctx.textAlign = "center"; pctx.textBaseline = "middle";
          pctx.fillText("no transition progress recorded", PLOT_W / 2, PLOT_H / 2);
        }
      }
      function select(key) {
        selected = key;
        track = key >= 0 ? trackOf(key) : null;
        api.selected = key >= 0 ? S[key] : null;
        api.plottedPoints = track ? track.t.length : 0;
        $("selected").textContent = api.selected || "";
        $("plotted").textContent = String(api.plottedPoints);
        $("trajectory-caption").textContent = api.selected ? "trajectory of " + api.selected + " (center and velocity)" : "click an element to plot its trajectory";
        if (cur >= 0) show(cur, true);
        return api.selected;
      }
      api.select = function (id) { return select(S.indexOf(String(id))); };
      // The topmost visible element under content point (x, y) in frame f, or -1.
      function hit(f, x, y) {
        for (var i = f.order.length - 1; i >= 0; i--) {
          var el = f.e[f.order[i]];
          if (el[HIDDEN] || !(el[ALPHA] > 0)) continue;
          var det = el[A] * el[D] - el[B] * el[C];
          if (!(Math.abs(det) > 1e-9)) continue;
          var dx = x - el[CX], dy = y - el[CY];
          var u = (el[D] * dx - el[C] * dy) / det, v = (-el[B] * dx + el[A] * dy) / det;
          if (Math.abs(u) <= el[W] / 2 && Math.abs(v) <= el[H] / 2) return el[0];
        }
        return -1;
      }
      // Content coordinates of a client point on the main canvas, in frame f.
      function contentPoint(f, clientX, clientY) {
        var r = mainCanvas.getBoundingClientRect();
        return { x: (clientX - r.left - view.left) / view.scale + f.o[0], y: (clientY - r.top - view.top) / view.scale + f.o[1] };
      }
      mainCanvas.addEventListener("click", function (e) {
        if (cur < 0) return;
        var f = frames[cur], q = contentPoint(f, e.clientX, e.clientY);
        select(hit(f, q.x, q.y));
      });
      // Clicks the center of the first visible cell of the frame shown (for automated checks).
      function autoClick() {
        var f = frames[cur], r = mainCanvas.getBoundingClientRect();
        for (var i = 0; i < f.e.length; i++) {
          var el = f.e[i];
          if (S[el[KIND]] !== "cell" || el[HIDDEN] || !(el[ALPHA] > 0)) continue;
          var cx = r.left + view.left + (el[CX] - f.o[0]) * view.scale, cy = r.top + view.top + (el[CY] - f.o[1]) * view.scale;
          if (cx < r.left || cy < r.top || cx > r.right || cy > r.bottom) continue;
          mainCanvas.dispatchEvent(new MouseEvent("click", { clientX: cx, clientY: cy, bubbles: true }));
          return;
        }
      }

      var playBtn = $("play"), scrub = $("scrub"), speedSel = $("speed"), loopBox = $("loop"), counter = $("counter");
      var cur = -1, t0 = frames[0].t, t1 = frames[n - 1].t, playhead = t0;
      var playing = false, raf = 0, timer = 0, last = null, holdUntil = 0;

      function show(i, force) {
        if (i === cur && !force) return;
        cur = i;
        var f = frames[i];
        try {
          drawMain(f); drawMini(f); drawPlots(f);
        } catch (e) {
          report("draw frame " + i + ": " + e.message);
          if (errors.length > 20) setPlaying(false);
          return;
        }
        rendered += 1;
        renderedEl.textContent = String(rendered);
        scrub.value = String(i);
        counter.textContent = "frame " + (i + 1) + " / " + n + " — t = " + f.t.toFixed(3) + " s";
        if (document.body.getAttribute("data-status") !== "ready") document.body.setAttribute("data-status", "ready");
      }
      // The last frame whose time is at most `time`.
      function indexAt(time) {
        var lo = 0, hi = n - 1;
        while (lo < hi) { var mid = (lo + hi + 1) >> 1; if (frames[mid].t <= time) lo = mid; else hi = mid - 1; }
        return lo;
      }
      // Frames come from requestAnimationFrame; a watchdog timer keeps playback going where
      // animation frames are starved (headless browsers, hidden iframes).
      function schedule() {
        if (!raf) raf = requestAnimationFrame(tick);
        if (!timer) timer = setTimeout(starved, 100);
      }
      function starved() {
        timer = 0;
        if (raf) { cancelAnimationFrame(raf); raf = 0; }
        tick(performance.now());
      }
      function tick(now) {
        raf = 0;
        if (timer) { clearTimeout(timer); timer = 0; }
        if (!playing) return;
        var dt = last === null ? 0 : Math.min((now - last) / 1000, 0.25);
        last = now;
        if (holdUntil) {
          if (now < holdUntil) { schedule(); return; }
          holdUntil = 0; playhead = t0; show(0);
          schedule(); return;
        }
        playhead += dt * Number(speedSel.value);
        if (playhead >= t1) {
          playhead = t1; show(n - 1);
          if (loopBox.checked && n > 1) holdUntil = now + 700; else { setPlaying(false); return; }
        } else {
          show(indexAt(playhead));
        }
        schedule();
      }
      function setPlaying(on) {
        playing = on; holdUntil = 0; last = null;
        playBtn.textContent = on ? "Pause" : "Play";
        if (on) {
          if (cur === n - 1 && n > 1) { playhead = t0; show(0); }
          schedule();
        } else {
          if (raf) { cancelAnimationFrame(raf); raf = 0; }
          if (timer) { clearTimeout(timer); timer = 0; }
        }
      }
      function goTo(i) {
        i = Math.max(0, Math.min(n - 1, Math.floor(Number(i)) || 0));
        setPlaying(false);
        playhead = frames[i].t;
        show(i, true);
        return i;
      }
      api.goTo = goTo;

      playBtn.addEventListener("click", function () { setPlaying(!playing); });
      scrub.addEventListener("input", function () { goTo(scrub.value); });
      window.addEventListener("resize", function () { layout(); show(cur, true); });
      document.addEventListener("keydown", function (e) {
        var tag = e.target && e.target.tagName;
        if (tag === "INPUT" || tag === "SELECT" || tag === "BUTTON") return;
        if (e.key === " ") { setPlaying(!playing); e.preventDefault(); }
        else if (e.key === "ArrowRight") { goTo(cur + 1); e.preventDefault(); }
        else if (e.key === "ArrowLeft") { goTo(cur - 1); e.preventDefault(); }
      });

      layout();
      show(0, true);
      var start = /frame=(\d+)/.exec(location.hash);
      if (start) goTo(Number(start[1])); else setPlaying(!/paused/.test(location.hash));
      if (/click=auto/.test(location.hash)) autoClick();
    })();
    """#
}
