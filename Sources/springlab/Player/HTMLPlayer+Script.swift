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
        var availW = Math.max(240, document.documentElement.clientWidth - 36 - 214);
        var availH = Math.max(220, Math.min(window.innerHeight - 210, 900));
        var s = Math.min(availW / (VW + 2 * M), availH / (VH + 2 * M));
        view.scale = s; view.left = M * s; view.top = M * s;
        view.w = Math.round((VW + 2 * M) * s); view.h = Math.round((VH + 2 * M) * s);
        size(mainCanvas, view.w, view.h);
        var bw = maxX - minX || 1, bh = maxY - minY || 1;
        // The minimap, caption and legend (about 130 px) stay within the main view's height.
        view.mini = Math.min((200 - 2 * PAD) / bw, (Math.max(view.h - 130, 120) - 2 * PAD) / bh);
        size(miniCanvas, bw * view.mini + 2 * PAD, bh * view.mini + 2 * PAD);
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

      var playBtn = $("play"), scrub = $("scrub"), speedSel = $("speed"), loopBox = $("loop"), counter = $("counter");
      var cur = -1, t0 = frames[0].t, t1 = frames[n - 1].t, playhead = t0;
      var playing = false, raf = 0, timer = 0, last = null, holdUntil = 0;

      function show(i, force) {
        if (i === cur && !force) return;
        cur = i;
        var f = frames[i];
        try {
          drawMain(f); drawMini(f);
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
    })();
    """#
}
