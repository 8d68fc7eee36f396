// The report page's script, inline in every page: reads the run's trace from the
// page's JSON element and, for the frame under the scrubber, shows its cause tree
// (each event under its most recent cause in the frame, as the text trace does),
// its diagnostics with their cycles, every animated value's presented value and
// which nodes of the step's view graph were active (found by the <title> n<id>
// that Graphviz writes for each node), the screen's picture in that frame when the
// page has pictures, and each animated value on a plot whose cursor is the frame.
// Keys ←/→ move a frame, space plays at real speed; #frame=N opens at N and
// follows the scrubber. A frame folded into a run (the trace is the folded
// JSON) shows the frame it repeats, rebuilt with its own ids and texts (its own
// values), under a line saying so.
// The tree is the JSON's (each event's parentEvent and order, computed by
// CauseTree in Swift); the script only places events, it decides nothing.
// Simplifies: every event is shown (the text trace leaves out some insertions and
// groups skipped siblings). Trace text goes into the page only through
// textContent, never as markup.

/// The JavaScript of the HTML report.
enum ReportScript {
    /// The script (no `</script` inside, so it sits in a `<script>` element as it is).
    static let source = #"""
        (() => {
          'use strict';
          const root = document.getElementById('report');
          const data = JSON.parse(document.getElementById('viewsim-trace').textContent);
          // The answers to "why?" (ReportWhy): per step, per node id, as Swift wrote them.
          const why = JSON.parse(document.getElementById('viewsim-why').textContent);
          let asked = null;
          const fps = Number(root.dataset.fps) || 60;
          const lastFrame = Number(root.dataset.lastFrame) || 0;
          const slider = document.getElementById('frame-slider');
          // The folded trace (viewsim.trace.folded): whole frames by index, and runs of frames
          // that repeat an earlier frame's events ({index, count, sameAs, firstEvent, spans, middles}).
          const frames = new Map();
          const runs = [];
          for (const frame of data.frames) (frame.sameAs === undefined ? frames.set(frame.index, frame) : runs.push(frame));
          for (const animation of data.animations) {
            animation.samples = animation.samples.map((s) => (Array.isArray(s) ? {frame: s[0], time: s[0] / fps, event: s[1], presentation: s[2], model: s[3]} : s));
          }
          // A frame by index: a whole frame, or one of a run rebuilt from the frame it
          // repeats (ids, causes and parents shifted, its own texts), or undefined when
          // nothing happened.
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
            // A changed text: the repeated text's kept prefix and suffix around this frame's middle.
            const middles = run.middles ? run.middles[offset] : [];
            const own = new Map((run.spans || []).map(([position, prefix, suffix], which) => {
              const text = reference.events[position].text;
              return [position, text.slice(0, prefix) + middles[which] + text.slice(text.length - suffix)];
            }));
            const events = reference.events.map((event, position) => Object.assign({}, event, {
              id: event.id + shift,
              causes: event.causes.map((id) => (id >= base ? id + shift : id)),
              parentEvent: event.parentEvent === null ? null : event.parentEvent + shift,
              text: own.get(position) ?? event.text
            }));
            return {index, time: index / fps, step: reference.step, passes: reference.passes, events, sameAs: run.sameAs};
          }
          const steps = data.steps;
          const pictures = JSON.parse(document.getElementById('viewsim-pictures')?.textContent || '{"steps":[],"spans":[],"images":[]}');
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
            // The cause tree as the JSON gives it: each event under its parentEvent,
            // placed in depth-first order (its order), so a parent is placed first.
            const inFrame = new Map();
            const hasChildren = new Set();
            const byOrder = [];
            for (const event of frame.events) {
              inFrame.set(event.id, event);
              if (event.parentEvent !== null) hasChildren.add(event.parentEvent);
              byOrder[event.order] = event;
            }
            const slots = new Map();
            for (const event of byOrder) {
              if (event.node) {
                if (event.kind === 'bodyEvaluated') ran.add(event.node.id); else touched.add(event.node.id);
              }
              const line = element('span', event.text, 'line');
              const parentID = event.parentEvent;
              const parentPass = parentID !== null ? inFrame.get(parentID).pass : 1;
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
              (parentID === null ? container : slots.get(parentID)).append(item);
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
                if (diagnostic.cycleSummary) box.append(element('p', 'in short: ' + diagnostic.cycleSummary, 'cycle-summary'));
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

          // The picture on screen in a frame: the latest span that began at or before it.
          function renderPicture(index) {
            const figure = document.getElementById('frame-picture');
            const image = figure.querySelector('img');
            const caption = figure.querySelector('figcaption');
            if (!pictures.images.length) { figure.hidden = true; return; }
            let low = 0, high = pictures.spans.length - 1, found = null;
            while (low <= high) {
              const middle = (low + high) >> 1;
              if (pictures.spans[middle][0] <= index) { found = pictures.spans[middle]; low = middle + 1; } else { high = middle - 1; }
            }
            if (!found) {
              image.hidden = true;
              figure.dataset.pictureFrame = '';
              caption.textContent = 'Nothing was drawn before this frame.';
              return;
            }
            const [first, last, which] = found;
            const [width, height, format, bytes] = pictures.images[which];
            if (image.dataset.image !== String(which)) {
              image.src = (format === 'svg' ? 'data:image/svg+xml;base64,' : 'data:image/png;base64,') + bytes;
              image.width = width;
              image.height = height;
              image.dataset.image = String(which);
            }
            image.hidden = false;
            figure.dataset.pictureFrame = String(first);
            if (index <= last) {
              caption.textContent = 'The screen in frame ' + index + (first < index ? ', unchanged since frame ' + first : '') + '.';
            } else {
              const count = pictures.steps.find((entry) => entry.step === stepOf(index));
              caption.textContent = 'The picture of frame ' + first + ': this step\'s picture changes ' +
                (count ? count.pictures + ' times and the page keeps ' + count.kept + ' of them' : 'often and the page keeps some of them') +
                ', so a frame between two kept pictures shows the earlier one.';
            }
          }

          // A plot of an animation's presented value(s) over its samples, drawn once;
          // show() moves its cursor. At most two points per pixel column (lowest, highest).
          const svgNS = 'http://www.w3.org/2000/svg';
          const plots = new Map();
          function plotOf(animation) {
            let plot = plots.get(animation);
            if (plot) return plot;
            const width = 240, height = 48, pad = 3;
            const samples = animation.samples;
            const first = samples[0].frame, last = samples[samples.length - 1].frame;
            const span = Math.max(1, last - first);
            let low = Infinity, high = -Infinity;
            for (const sample of samples) for (const value of sample.presentation) {
              if (value !== null && Number.isFinite(value)) { low = Math.min(low, value); high = Math.max(high, value); }
            }
            if (!Number.isFinite(low)) { low = 0; high = 1; }
            const flat = high - low < 1e-9;
            const bottom = flat ? low - 1 : low, top = flat ? high + 1 : high;
            const x = (frame) => pad + (frame - first) / span * (width - 2 * pad);
            const y = (value) => height - pad - (value - bottom) / (top - bottom) * (height - 2 * pad);
            const svg = document.createElementNS(svgNS, 'svg');
            svg.setAttribute('viewBox', '0 0 ' + width + ' ' + height);
            svg.setAttribute('width', String(width));
            svg.setAttribute('height', String(height));
            svg.setAttribute('class', 'plot');
            const title = document.createElementNS(svgNS, 'title');
            title.textContent = animation.attribute + ': ' + number(low) + ' to ' + number(high) + ' over frames ' + first + '–' + last;
            svg.append(title);
            const components = samples[0].presentation.length;
            for (let component = 0; component < components; component++) {
              let points = [];
              const lines = [];
              let column = null, lowest = null, highest = null;
              const flush = () => {
                if (lowest === null) return;
                const pair = lowest.frame <= highest.frame ? [lowest, highest] : [highest, lowest];
                for (const point of pair) points.push(x(point.frame).toFixed(1) + ',' + y(point.value).toFixed(1));
                lowest = highest = null;
              };
              for (const sample of samples) {
                const value = sample.presentation[component];
                if (value === null || !Number.isFinite(value)) { flush(); if (points.length) lines.push(points); points = []; column = null; continue; }
                const here = Math.round(x(sample.frame));
                if (here !== column) { flush(); column = here; }
                const point = {frame: sample.frame, value};
                if (lowest === null || value < lowest.value) lowest = point;
                if (highest === null || value > highest.value) highest = point;
              }
              flush();
              if (points.length) lines.push(points);
              for (const line of lines) {
                const polyline = document.createElementNS(svgNS, 'polyline');
                polyline.setAttribute('points', line.length === 1 ? line[0] + ' ' + line[0] : line.join(' '));
                polyline.setAttribute('class', 'series series-' + component);
                svg.append(polyline);
              }
            }
            const cursor = document.createElementNS(svgNS, 'line');
            cursor.setAttribute('y1', '0');
            cursor.setAttribute('y2', String(height));
            cursor.setAttribute('class', 'cursor');
            svg.append(cursor);
            const dots = [];
            for (let component = 0; component < components; component++) {
              const dot = document.createElementNS(svgNS, 'circle');
              dot.setAttribute('r', '2.5');
              dot.setAttribute('class', 'dot series-' + component);
              svg.append(dot);
              dots.push(dot);
            }
            svg.addEventListener('click', (event) => {
              const box = svg.getBoundingClientRect();
              const along = (event.clientX - box.left) / Math.max(1, box.width) * width;
              stop();
              show(first + Math.round((along - pad) / (width - 2 * pad) * span), true);
            });
            const range = element('div', number(low) + ' … ' + number(high) + ' · frames ' + first + '–' + last, 'plot-range');
            plot = {svg, range, cursor, dots, x, y, first, last};
            plots.set(animation, plot);
            return plot;
          }
          function placeCursor(plot, index, sample) {
            const inside = index >= plot.first && index <= plot.last;
            plot.cursor.setAttribute('x1', plot.x(Math.min(plot.last, Math.max(plot.first, index))).toFixed(1));
            plot.cursor.setAttribute('x2', plot.cursor.getAttribute('x1'));
            plot.cursor.classList.toggle('outside', !inside);
            plot.dots.forEach((dot, component) => {
              const value = sample.presentation[component];
              const shown = value !== null && Number.isFinite(value);
              dot.setAttribute('cx', plot.x(sample.frame).toFixed(1));
              dot.setAttribute('cy', shown ? plot.y(value).toFixed(1) : '-10');
            });
            plot.svg.dataset.cursorFrame = String(index);
          }

          function renderAnimations(index) {
            const body = document.querySelector('#frame-animations tbody');
            body.replaceChildren();
            for (const animation of data.animations) {
              const sample = sampleAt(animation.samples, index);
              if (!sample) continue;
              const row = element('tr', undefined, 'animation');
              row.title = 'why did it animate, or not?';
              row.addEventListener('click', () => { asked = {node: animation.node.id, attribute: animation.attribute}; renderWhy(stepOf(current)); });
              row.append(element('td', animation.node.label + ' #' + animation.node.id, 'node'));
              row.append(element('td', animation.attribute, 'attribute'));
              row.append(element('td', sample.presentation.map(number).join(', '), 'presented'));
              row.append(element('td', sample.model.map(number).join(', '), 'model'));
              row.append(element('td', sample.frame === index ? 'this frame' : 'frame ' + sample.frame + ' (latest)', 'sample'));
              const plot = plotOf(animation);
              placeCursor(plot, index, sample);
              const cell = element('td', undefined, 'plot');
              cell.append(plot.svg, plot.range);
              row.append(cell);
              body.append(row);
            }
            if (!body.children.length) {
              const row = element('tr');
              const cell = element('td', 'No value has animated up to this frame.', 'hint');
              cell.colSpan = 6;
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

          // Shows the answers Swift computed for the node (and attribute) last clicked, in the step.
          function renderWhy(stepIndex) {
            const box = document.getElementById('why-answer');
            if (!asked) return;
            box.replaceChildren();
            const step = why.steps.find((entry) => entry.step === stepIndex);
            const node = step && step.nodes.find((entry) => entry.id === asked.node);
            let answers = node ? node.answers : [];
            if (asked.attribute !== null) {
              const matching = answers.filter((answer) => answer.attribute === asked.attribute);
              if (matching.length) answers = matching;
            }
            const name = '#' + asked.node + (asked.attribute === null ? '' : ' ' + asked.attribute);
            if (!answers.length) {
              const text = !step && !why.complete
                ? 'The answers of step ' + stepIndex + ' are not embedded, so the page stays small: viewsim why answers there.'
                : 'Nothing happened to ' + name + ' in step ' + stepIndex + ': no body run, skip or change of its values.';
              box.append(element('p', text, 'hint'));
              return;
            }
            for (const answer of answers) {
              const item = element('div', undefined, 'why-answer ' + answer.verdict.replace(/ /g, '-'));
              for (const sentence of answer.sentences) item.append(element('p', sentence));
              if (answer.chain.length) {
                const chain = element('ol', undefined, 'why-chain');
                answer.chain.forEach((link, position) => {
                  if (position === 2 && answer.chainOmitted > 0) chain.append(element('li', '… ' + answer.chainOmitted + ' more', 'hint'));
                  const line = element('li', 'frame ' + link.frame + '  ' + link.text);
                  for (const detail of link.details) line.append(element('div', detail, 'detail'));
                  chain.append(line);
                });
                item.append(chain);
              }
              box.append(item);
            }
          }
          document.getElementById('frame-graphs').addEventListener('click', (event) => {
            const group = event.target.closest && event.target.closest('g.node');
            const title = group && group.querySelector('title');
            const match = title && /^n(\d+)$/.exec(title.textContent);
            if (!match) return;
            asked = {node: Number(match[1]), attribute: null};
            renderWhy(stepOf(current));
          });

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
            renderPicture(index);
            renderTrace(frame, ran, touched);
            renderAnimations(index);
            renderGraph(stepIndex, ran, touched);
            renderWhy(stepIndex);
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
          // A deep link past the first step opens with its step's text in view.
          if (start !== null && stepOf(current) > 0) requestAnimationFrame(revealStep);
          root.dataset.ready = 'true';
          if (/&play$/.test(location.hash)) play();
        })();

        """#
}
