// The report page's script, inline in every page: reads the run's trace from the
// page's JSON element and, for the frame under the scrubber, shows its cause tree
// (each event under its most recent cause in the frame, as the text trace does),
// its diagnostics with their cycles, every animated value's presented value and
// which nodes of the step's view graph were active (found by the <title> n<id>
// that Graphviz writes for each node). Keys ←/→ move a frame; #frame=N opens at N
// and follows the scrubber. A frame folded into a run (the trace is the folded
// JSON) shows the frame it repeats, rebuilt with its own ids and texts, under a
// line saying so.
// Simplifies: siblings stay in the order they happened (the text trace orders
// them by the last pass below them); no play button. Trace text goes into the page
// only through textContent, never as markup.

/// The JavaScript of the HTML report.
enum ReportScript {
    /// The script (no `</script` inside, so it sits in a `<script>` element as it is).
    static let source = #"""
        (() => {
          'use strict';
          const root = document.getElementById('report');
          const data = JSON.parse(document.getElementById('viewsim-trace').textContent);
          const fps = Number(root.dataset.fps) || 60;
          const lastFrame = Number(root.dataset.lastFrame) || 0;
          const slider = document.getElementById('frame-slider');
          // The folded trace (viewsim.trace.folded): whole frames by index, and runs of
          // frames that repeat an earlier frame's events ({index, count, sameAs, firstEvent}).
          const frames = new Map();
          const runs = [];
          for (const frame of data.frames) (frame.sameAs === undefined ? frames.set(frame.index, frame) : runs.push(frame));
          for (const animation of data.animations) {
            animation.samples = animation.samples.map((s) => (Array.isArray(s) ? {frame: s[0], time: s[0] / fps, event: s[1], presentation: s[2], model: s[3]} : s));
          }
          // A frame by index: a whole frame, or one of a run rebuilt from the frame it
          // repeats (ids and causes shifted, its own texts; animation frames keep the
          // repeated frame's text and are marked), or undefined when nothing happened.
          function frameAt(index) {
            const whole = frames.get(index);
            if (whole) return whole;
            let low = 0, high = runs.length - 1, run = null;
            while (low <= high) {
              const middle = (low + high) >> 1;
              if (runs[middle].index <= index) { run = runs[middle]; low = middle + 1; } else { high = middle - 1; }
            }
            const reference = run && index < run.index + run.count ? frames.get(run.sameAs) : undefined;
            if (!reference || !reference.events.length) return undefined;
            const offset = index - run.index, base = reference.events[0].id;
            const shift = run.firstEvent + offset * reference.events.length - base;
            // A changed text: [position, kept prefix, middle, kept suffix] of the repeated text.
            const own = new Map((run.texts ? run.texts[offset] : []).map(([position, prefix, middle, suffix]) => {
              const text = reference.events[position].text;
              return [position, text.slice(0, prefix) + middle + text.slice(text.length - suffix)];
            }));
            const events = reference.events.map((event, position) => Object.assign({}, event, {
              id: event.id + shift,
              causes: event.causes.map((id) => (id >= base ? id + shift : id)),
              text: own.get(position) ?? event.text,
              repeatsValue: !own.has(position) && event.kind === 'animation' && event.phase.kind === 'frame'
            }));
            return {index, time: index / fps, step: reference.step, passes: reference.passes, events, sameAs: run.sameAs};
          }
          const steps = data.steps;
          let current = -1;

          function element(tag, content, className) {
            const node = document.createElement(tag);
            if (className) node.className = className;
            if (content !== undefined) node.textContent = content;
            return node;
          }
          // As the trace prints numbers: at most four decimals; NaN and infinities are null in JSON.
          function number(value) {
            if (value === null || value === undefined) return 'nan';
            let rounded = Math.round(value * 10000) / 10000;
            if (Object.is(rounded, -0)) rounded = 0;
            return String(rounded);
          }
          function clamp(index) {
            const whole = Math.round(Number(index));
            return Number.isFinite(whole) ? Math.min(lastFrame, Math.max(0, whole)) : 0;
          }
          // The step a frame belongs to: its own, or the last step that started before it.
          function stepOf(index) {
            const frame = frameAt(index);
            if (frame) return frame.step;
            let found = 0;
            for (const step of steps) if (step.firstFrame !== null && step.firstFrame <= index) found = step.index;
            return found;
          }
          function firstFrameOf(stepIndex) {
            let frame = 0;
            for (const step of steps) {
              if (step.index > stepIndex) break;
              if (step.firstFrame !== null) frame = step.index === stepIndex ? step.firstFrame : (step.lastFrame ?? frame);
            }
            return frame;
          }

          function renderTrace(frame, ran, touched) {
            const container = document.getElementById('frame-trace');
            container.replaceChildren();
            if (!frame) {
              container.append(element('p', 'Nothing happened in this frame: no body ran, no value changed.', 'hint'));
              return;
            }
            if (frame.sameAs !== undefined) {
              container.append(element('p', 'Frame ' + frame.index + ' repeats frame ' + frame.sameAs + '\'s events; its animated values are below.', 'repeat hint'));
            }
            const parentOf = new Map();
            const hasChildren = new Set();
            const inFrame = new Map();
            for (const event of frame.events) {
              inFrame.set(event.id, event);
              const parent = event.causes.length ? Math.max(...event.causes) : null;
              if (parent !== null && inFrame.has(parent) && parent !== event.id) {
                parentOf.set(event.id, parent);
                hasChildren.add(parent);
              }
            }
            const slots = new Map();
            for (const event of frame.events) {
              if (event.node) {
                if (event.kind === 'bodyEvaluated') ran.add(event.node.id); else touched.add(event.node.id);
              }
              const line = element('span', event.text, 'line');
              if (event.repeatsValue) line.append(element('span', '  (value as in frame ' + frame.sameAs + ')', 'pass'));
              const parentID = parentOf.get(event.id);
              const parentPass = parentID !== undefined ? inFrame.get(parentID).pass : 1;
              if (event.pass !== parentPass && event.pass > 0) line.append(element('span', '  [pass ' + event.pass + ']', 'pass'));
              const others = event.causes.filter((id) => id !== parentID && inFrame.has(id));
              let item;
              if (hasChildren.has(event.id)) {
                item = document.createElement('details');
                item.open = true;
                const summary = document.createElement('summary');
                summary.append(line);
                item.append(summary);
                const children = element('div', undefined, 'children');
                if (others.length) children.append(element('div', 'also caused by ' + others.map((id) => inFrame.get(id).text).join('; '), 'also'));
                item.append(children);
                slots.set(event.id, children);
              } else {
                item = element('div', undefined, 'event');
                item.append(line);
                if (others.length) item.append(element('div', 'also caused by ' + others.map((id) => inFrame.get(id).text).join('; '), 'also'));
              }
              item.dataset.event = String(event.id);
              item.classList.add('kind-' + event.kind);
              (parentID !== undefined ? slots.get(parentID) : container).append(item);
            }
          }

          function renderDiagnostics(frame) {
            const container = document.getElementById('frame-diagnostics');
            container.replaceChildren();
            if (data.dropped && data.dropped.frames > 0) {
              container.append(element('p', data.dropped.frames + ' earlier frames with events were not kept (recording ' + data.recording + ').', 'hint'));
            }
            if (!frame) return;
            for (const event of frame.events) {
              if (event.kind !== 'diagnostic') continue;
              const diagnostic = event.diagnostic;
              const box = element('div', undefined, 'diagnostic');
              box.append(element('p', '⚠ ' + diagnostic.message, 'message'));
              if (diagnostic.node) box.append(element('p', 'at ' + diagnostic.node.label + ' #' + diagnostic.node.id, 'hint'));
              if (diagnostic.cycle && diagnostic.cycle.length) {
                box.append(element('p', 'cycle:'));
                const list = element('ol', undefined, 'cycle');
                for (const hop of diagnostic.cycle) list.append(element('li', hop.text, 'hop'));
                box.append(list);
              }
              if (diagnostic.hint) box.append(element('p', 'to fix: ' + diagnostic.hint, 'fix'));
              container.append(box);
            }
          }

          // The latest sample at or before the frame, by binary search.
          function sampleAt(samples, index) {
            let low = 0, high = samples.length - 1, found = null;
            while (low <= high) {
              const middle = (low + high) >> 1;
              if (samples[middle].frame <= index) { found = samples[middle]; low = middle + 1; } else { high = middle - 1; }
            }
            return found;
          }

          function renderAnimations(index) {
            const body = document.querySelector('#frame-animations tbody');
            body.replaceChildren();
            for (const animation of data.animations) {
              const sample = sampleAt(animation.samples, index);
              if (!sample) continue;
              const row = element('tr', undefined, 'animation');
              row.append(element('td', animation.node.label + ' #' + animation.node.id, 'node'));
              row.append(element('td', animation.attribute, 'attribute'));
              row.append(element('td', sample.presentation.map(number).join(', '), 'presented'));
              row.append(element('td', sample.model.map(number).join(', '), 'model'));
              row.append(element('td', sample.frame === index ? 'this frame' : 'frame ' + sample.frame + ' (latest)', 'sample'));
              body.append(row);
            }
            if (!body.children.length) {
              const row = element('tr');
              const cell = element('td', 'No value has animated up to this frame.', 'hint');
              cell.colSpan = 5;
              row.append(cell);
              body.append(row);
            }
          }

          const nodeMaps = new Map();
          function nodesOf(graph) {
            let map = nodeMaps.get(graph);
            if (!map) {
              map = new Map();
              for (const group of graph.querySelectorAll('g.node')) {
                const title = group.querySelector('title');
                if (title) map.set(title.textContent, group);
              }
              nodeMaps.set(graph, map);
            }
            return map;
          }

          function renderGraph(stepIndex, ran, touched) {
            let shown = null;
            for (const graph of document.querySelectorAll('#frame-graphs .graph')) {
              const own = Number(graph.dataset.step) <= stepIndex;
              if (own) shown = graph;
              graph.hidden = true;
              for (const group of nodesOf(graph).values()) group.classList.remove('ran', 'touched');
            }
            if (!shown) return;
            shown.hidden = false;
            const nodes = nodesOf(shown);
            for (const id of ran) nodes.get('n' + id)?.classList.add('ran');
            for (const id of touched) if (!ran.has(id)) nodes.get('n' + id)?.classList.add('touched');
          }

          function setHash(index) {
            const hash = '#frame=' + index;
            if (location.hash === hash) return;
            try { history.replaceState(null, '', hash); } catch (error) { location.replace(hash); }
          }

          function show(requested, updatesHash) {
            const index = clamp(requested);
            current = index;
            slider.value = String(index);
            const frame = frameAt(index);
            const stepIndex = stepOf(index);
            const step = steps.find((candidate) => candidate.index === stepIndex);
            const time = frame ? frame.time : index / fps;
            const passes = frame && frame.passes > 1 ? ' · ' + frame.passes + ' passes' : '';
            document.getElementById('frame-label').textContent =
              'frame ' + index + ' of ' + lastFrame + ' · t=' + number(time) + 's · step ' + stepIndex;
            document.getElementById('frame-heading').textContent =
              'Frame ' + index + ' · t=' + number(time) + 's' + passes + (step ? ' · step ' + stepIndex + ': ' + step.title : '');
            const ran = new Set(), touched = new Set();
            renderDiagnostics(frame);
            renderTrace(frame, ran, touched);
            renderAnimations(index);
            renderGraph(stepIndex, ran, touched);
            for (const article of document.querySelectorAll('article.step')) article.classList.toggle('current', Number(article.dataset.step) === stepIndex);
            for (const button of document.querySelectorAll('#step-jumps .jump')) button.classList.toggle('current', Number(button.dataset.step) === stepIndex);
            if (updatesHash) setHash(index);
          }

          // Scrolls the current step's text into view (after a step button, not while scrubbing).
          function revealStep() {
            document.querySelector('article.step.current')?.scrollIntoView({block: 'start'});
          }

          function frameFromHash() {
            const match = /^#frame=(\d+)(&play)?$/.exec(location.hash);
            return match ? Number(match[1]) : null;
          }

          // Play at real speed: the frame shown is the one whose time has come since
          // play began (frames are 1/fps s apart), checked every frame's length.
          const playButton = document.getElementById('play');
          let playing = null;
          function stop() {
            if (playing === null) return;
            clearTimeout(playing.timer);
            playing = null;
            playButton.textContent = 'play';
            root.dataset.playing = 'false';
          }
          function play() {
            if (current >= lastFrame) show(0, true);
            playing = {from: current, began: performance.now(), timer: 0};  // wall clock ok: the viewer's playback; the page's bytes do not depend on it
            playButton.textContent = 'pause';
            root.dataset.playing = 'true';
            const tick = () => {
              if (playing === null) return;
              const due = playing.from + Math.floor((performance.now() - playing.began) * fps / 1000);  // wall clock ok: real-speed playback
              if (due !== current) show(due, true);
              if (current >= lastFrame) { stop(); return; }
              playing.timer = setTimeout(tick, 1000 / fps);
            };
            playing.timer = setTimeout(tick, 1000 / fps);
          }
          playButton.addEventListener('click', () => (playing === null ? play() : stop()));

          slider.addEventListener('input', () => { stop(); show(slider.value, true); });
          document.getElementById('previous-frame').addEventListener('click', () => { stop(); show(current - 1, true); });
          document.getElementById('next-frame').addEventListener('click', () => { stop(); show(current + 1, true); });
          for (const button of document.querySelectorAll('.jump')) {
            button.addEventListener('click', () => { stop(); show(firstFrameOf(Number(button.dataset.step)), true); revealStep(); });
          }
          document.addEventListener('keydown', (event) => {
            if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) return;
            if (event.target instanceof HTMLElement && event.target.matches('input, textarea, select')) return;
            if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
              event.preventDefault();
              stop();
              show(current + (event.key === 'ArrowLeft' ? -1 : 1), true);
            } else if (event.key === ' ' && !(event.target instanceof HTMLButtonElement)) {
              event.preventDefault();
              playing === null ? play() : stop();
            }
          });
          window.addEventListener('hashchange', () => {
            const index = frameFromHash();
            if (index !== null && index !== current) { stop(); show(index, false); }
          });
          const start = frameFromHash();
          show(start ?? 0, false);
          root.dataset.ready = 'true';
          if (/&play$/.test(location.hash)) play();
        })();

        """#
}
