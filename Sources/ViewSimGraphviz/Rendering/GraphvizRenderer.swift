// Renders DOT text to SVG or PNG in-process through libgvc (Graphviz's library),
// with the `dot` layout engine; no `dot` executable is run.
// Deterministic: the same DOT text gives the same bytes in every call and every
// process. Graphviz 2.42 orders clusters by object id, and its default ids are
// string addresses, which differ from run to run; the text is therefore read by
// GraphvizReader, whose ids follow declaration order, so Graphviz itself lays out
// and draws in a fixed order (the output is not reordered afterwards). The one
// line that names the Graphviz version in SVG differs only between Graphviz installs.
// Simplifies: one shared Graphviz context (GraphvizSession), used under a
// process-wide lock because libgvc keeps global state and is not thread-safe.
// Lesson: `viewsim graph --format svg|png`.
import CGraphviz
import Foundation

/// Lays out and draws DOT text with Graphviz.
///
/// ```swift
/// let dot = ViewGraphDiagram.dot(snapshot: sim.snapshot(), frames: sim.trace.frames, title: "After the tap")
/// let svg = try GraphvizRenderer.render(dot: dot, format: .svg)
/// try Data(svg).write(to: URL(fileURLWithPath: "graph.svg"))
/// ```
public enum GraphvizRenderer {
    /// The bytes of `dot` drawn in `format`; `.dot` returns the text unchanged.
    ///
    /// The same `dot` gives the same bytes every time. Calls are serialised:
    /// Graphviz is not thread-safe.
    /// - Throws: `GraphvizError` when the text is not DOT, or when the layout or
    ///   render plugin is missing or fails; the error carries Graphviz's message.
    public static func render(dot: String, format: GraphvizFormat) throws -> [UInt8] {
        if format == .dot { return Array(dot.utf8) }
        return try render(dot: dot, device: format.rawValue, engine: "dot")
    }

    /// The bytes of `dot` laid out by the Graphviz `engine` and drawn by its
    /// `device` renderer (any name Graphviz knows: "svg", "png", "json"…).
    package static func render(dot: String, device: String, engine: String) throws -> [UInt8] {
        try GraphvizSession.shared.withContext { context, session in
            try render(dot: dot, device: device, engine: engine, context: context, session: session)
        }
    }

    // MARK: libgvc, under the session's lock

    private static func render(
        dot: String, device: String, engine: String, context: OpaquePointer, session: GraphvizSession
    ) throws -> [UInt8] {
        // Ids in creation order, not from string addresses: see GraphvizReader.
        // The reader must outlive the graphs it reads (they point at its
        // disciplines), hence withExtendedLifetime around everything that uses them.
        let reader = GraphvizReader(dot: dot)
        return try withExtendedLifetime(reader) {
            try render(reader: reader, device: device, engine: engine, context: context, session: session)
        }
    }

    private static func render(
        reader: GraphvizReader, device: String, engine: String, context: OpaquePointer, session: GraphvizSession
    ) throws -> [UInt8] {
        // The parser counts lines across calls; start at 1 so errors name the right line.
        agreadline(1)
        guard let graph = reader.nextGraph() else {
            throw GraphvizError.invalidDOT(
                message: session.messages.isEmpty
                    ? "the text holds no graph (it is empty, or only comments)" : session.messages)
        }
        defer { agclose(graph) }
        // The parser stops after the first graph, and its lexer keeps what it has
        // buffered for the next call. Read the rest now, so it cannot leak into the
        // next render. Each read consumes text, so this ends with the text.
        var extraGraphs = 0
        while let extra = reader.nextGraph() {
            agclose(extra)
            extraGraphs += 1
        }
        if agerrors() > 0 {
            throw GraphvizError.invalidDOT(message: session.messages)
        }
        if extraGraphs > 0 {
            throw GraphvizError.invalidDOT(message: "the text holds \(extraGraphs + 1) graphs; render one at a time")
        }

        guard gvLayout(context, graph, engine) == 0 else {
            throw GraphvizError.layoutFailed(engine: engine, message: session.messages)
        }
        defer { gvFreeLayout(context, graph) }
        // Graphviz reads HTML-like labels during layout: a malformed one is an
        // error that it reports, then draws the label as plain text.
        if agerrors() > 0 {
            throw GraphvizError.invalidDOT(message: session.messages)
        }

        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let status = gvRenderData(context, graph, device, &data, &length)
        defer { if let data { gvFreeRenderData(data) } }
        guard status == 0, let data, length > 0 else {
            throw GraphvizError.renderFailed(format: device, message: session.messages)
        }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }
}
