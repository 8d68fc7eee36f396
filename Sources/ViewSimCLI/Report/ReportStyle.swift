// The report page's style sheet, inline in every page: the title and the scrubber
// at the top, under them two columns that scroll on their own (the story of the
// steps, the frame panel; one column, scrolling with the page, on a narrow screen), the cause tree
// as nested <details>, and the highlight of a frame's nodes on the view graph.
// Simplifies: one light theme; system fonts only (nothing is fetched).

/// The CSS of the HTML report.
enum ReportStyle {
    /// The style sheet (no `</style>` inside, so it sits in a `<style>` element as it is).
    static let css = """
        :root { --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --ran: #d9480f; --touched: #1971c2; --bad: #c92a2a; --good: #2b8a3e; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: #fff; }
        main { max-width: 1500px; margin: 0 auto; padding: 0 1rem; display: flex; flex-direction: column; height: 100vh; }
        header { flex: none; }
        header h1 { font-size: 1.4rem; margin: 0.7rem 0 0.2rem; }
        #introduction { padding-top: 0.5rem; }
        .source, .hint, .claim-count { color: var(--muted); }
        .hint { font-size: 0.85rem; }
        #scrubber { flex: none; z-index: 2; background: #fff; border-bottom: 1px solid var(--line); padding: 0.5rem 0; }
        article.step { scroll-margin-top: 0.3rem; }
        .controls { display: flex; gap: 0.5rem; align-items: center; }
        #frame-slider { flex: 1; }
        #frame-label { font-variant-numeric: tabular-nums; min-width: 16rem; }
        #step-jumps { display: flex; flex-wrap: wrap; gap: 0.3rem; margin-top: 0.3rem; }
        button { font: inherit; font-size: 0.85rem; padding: 0.1rem 0.5rem; cursor: pointer; }
        button.current { font-weight: bold; outline: 2px solid var(--touched); }
        .columns { flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr); gap: 1.5rem; }
        #story, #frame { min-height: 0; overflow: auto; padding-bottom: 2rem; }
        @media (max-width: 900px) {
          main { display: block; height: auto; }
          #scrubber { position: sticky; top: 0; }
          .columns { grid-template-columns: 1fr; }
          #story, #frame { overflow: visible; }
          article.step { scroll-margin-top: 7rem; }
        }
        .step { border-top: 1px solid var(--line); padding-top: 0.5rem; }
        .step.current h2 { color: var(--touched); }
        .step h2 { font-size: 1.1rem; }
        .step h2 button { margin-left: 0.5rem; font-weight: normal; }
        img.filmstrip { display: block; max-width: 100%; height: auto; margin: 0.4rem 0; border: 1px solid var(--line); }
        details.updates { margin: 0.4rem 0; }
        details.updates > summary { cursor: pointer; color: var(--muted); font-size: 0.9rem; }
        pre.code { background: #f5f5f7; padding: 0.5rem; overflow-x: auto; font-size: 0.85rem; }
        ul.summary { padding-left: 1.2rem; }
        li.warning, .diagnostic { color: #a35200; }
        ul.claims { list-style: none; padding-left: 0; }
        .claim .mark { font-weight: bold; }
        .claim.holds .mark { color: var(--good); }
        .claim.fails .mark, .observed { color: var(--bad); }
        .observed { margin-left: 1.4rem; font-size: 0.9rem; }
        #frame-trace { font: 0.82rem/1.4 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; }
        #frame-trace details > div, #frame-trace .children { margin-left: 1.1rem; border-left: 1px dotted var(--line); padding-left: 0.4rem; }
        #frame-trace .pass { color: var(--muted); }
        #frame-trace .also { color: var(--muted); font-style: italic; }
        .diagnostic { border: 1px solid #f0c36d; background: #fff8e6; padding: 0.4rem 0.6rem; margin: 0.4rem 0; }
        .diagnostic ol { margin: 0.2rem 0; }
        table { border-collapse: collapse; font-size: 0.85rem; }
        th, td { border-bottom: 1px solid var(--line); padding: 0.15rem 0.5rem; text-align: left; }
        td.presented, td.model { font-variant-numeric: tabular-nums; }
        .graph svg { max-width: 100%; height: auto; }
        .graph g.node.ran > :is(polygon, ellipse, path) { stroke: var(--ran); stroke-width: 5px; }
        .graph g.node.touched > :is(polygon, ellipse, path) { stroke: var(--touched); stroke-width: 3px; stroke-dasharray: 6 3; }
        .legend-ran { outline: 3px solid var(--ran); padding: 0 0.2rem; }
        #frame-picture { margin: 0.5rem 0; }
        #frame-picture img { display: block; max-width: 100%; max-height: 240px; width: auto; height: auto; object-fit: contain; border: 1px solid var(--line); background: #fff; }
        td.plot { min-width: 240px; }
        svg.plot { display: block; cursor: crosshair; background: #fafafa; border: 1px solid var(--line); }
        svg.plot .series { fill: none; stroke-width: 1.5; }
        svg.plot .series-0 { stroke: #0a64d6; fill: none; } svg.plot circle.series-0 { fill: #0a64d6; }
        svg.plot .series-1 { stroke: #c2410c; fill: none; } svg.plot circle.series-1 { fill: #c2410c; }
        svg.plot .series-2 { stroke: #15803d; fill: none; } svg.plot circle.series-2 { fill: #15803d; }
        svg.plot .series-3 { stroke: #7e22ce; fill: none; } svg.plot circle.series-3 { fill: #7e22ce; }
        svg.plot .cursor { stroke: var(--bad); stroke-width: 1; }
        svg.plot .cursor.outside { stroke-dasharray: 2 2; opacity: 0.5; }
        .plot-range { color: var(--muted); font-size: 0.75rem; font-variant-numeric: tabular-nums; }
        .legend-touched { outline: 2px dashed var(--touched); padding: 0 0.2rem; }
        .graph .attribute-graph { display: none; }
        .graph .attributes-toggle:checked ~ .view-graph { display: none; }
        .graph .attributes-toggle:checked ~ .attribute-graph { display: block; }
        .graph label { font-size: 0.85rem; cursor: pointer; }
        .graph .view-graph g.node, .graph > svg g.node, tr.animation { cursor: pointer; }
        .why-answer { border-left: 3px solid var(--line); padding: 0 0.6rem; margin: 0.5rem 0; }
        .why-answer p { margin: 0.25rem 0; }
        .why-answer.body-ran, .why-answer.animated { border-color: var(--ran); }
        .why-answer.body-skipped, .why-answer.not-animated { border-color: var(--touched); }
        .why-chain { font-family: ui-monospace, monospace; font-size: 0.8rem; margin: 0.3rem 0; padding-left: 1.4rem; }
        .why-chain .detail { color: var(--muted); padding-left: 1rem; }

        """
}
