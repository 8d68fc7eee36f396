// Renders DOT text to SVG or PNG in-process through libgvc (Graphviz's library),
// with the `dot` layout engine; no `dot` executable is run.
// Simplifies: one shared Graphviz context, used under a lock because libgvc keeps
// global state and is not thread-safe. Lesson: `viewsim graph --format svg|png`.
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
    /// Calls are serialised: Graphviz is not thread-safe.
    /// - Throws: `GraphvizError` when the text is not DOT, or when the layout or
    ///   render plugin is missing or fails; the error carries Graphviz's message.
    public static func render(dot: String, format: GraphvizFormat) throws -> [UInt8] {
        if format == .dot { return Array(dot.utf8) }
        return try render(dot: dot, device: format.rawValue, engine: "dot")
    }

    /// The bytes of `dot` laid out by the Graphviz `engine` and drawn by its
    /// `device` renderer (any name Graphviz knows: "svg", "png", "json"…).
    package static func render(dot: String, device: String, engine: String) throws -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return try renderLocked(dot: dot, device: device, engine: engine)
    }

    // MARK: libgvc, under the lock

    private static let lock = NSLock()
    /// Created on first use and kept: creating a context loads the plugin configuration.
    nonisolated(unsafe) private static var context: OpaquePointer?
    /// What Graphviz reported during the current call (written by `collectMessage`).
    nonisolated(unsafe) private static var messages = ""

    private static func renderLocked(dot: String, device: String, engine: String) throws -> [UInt8] {
        messages = ""
        let previousHandler = agseterrf(collectMessage)
        defer { _ = agseterrf(previousHandler) }
        agreseterrors()

        if context == nil { context = gvContext() }
        guard let context else { throw GraphvizError.contextUnavailable }

        // agmemread stops at a NUL byte; DOT text never needs one.
        let text = dot.replacingOccurrences(of: "\0", with: " ")
        // The parser counts lines across calls; start at 1 so errors name the right line.
        agreadline(1)
        guard let graph = agmemread(text) else {
            throw GraphvizError.invalidDOT(message: messages.isEmpty ? "the text holds no graph (it is empty, or only comments)" : messages)
        }
        defer { agclose(graph) }
        // agmemread stops after the first graph and keeps the rest of the text for
        // the next call. Read the rest now, so it cannot leak into the next render.
        var extraGraphs = 0
        while let extra = agmemread("") {
            agclose(extra)
            extraGraphs += 1
        }
        if agerrors() > 0 {
            throw GraphvizError.invalidDOT(message: messages)
        }
        if extraGraphs > 0 {
            throw GraphvizError.invalidDOT(message: "the text holds \(extraGraphs + 1) graphs; render one at a time")
        }

        guard gvLayout(context, graph, engine) == 0 else {
            throw GraphvizError.layoutFailed(engine: engine, message: messages)
        }
        defer { gvFreeLayout(context, graph) }
        // Graphviz reads HTML-like labels during layout: a malformed one is an
        // error that it reports, then draws the label as plain text.
        if agerrors() > 0 {
            throw GraphvizError.invalidDOT(message: messages)
        }

        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let status = gvRenderData(context, graph, device, &data, &length)
        defer { if let data { gvFreeRenderData(data) } }
        guard status == 0, let data, length > 0 else {
            throw GraphvizError.renderFailed(format: device, message: messages)
        }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    /// Graphviz's error callback: it passes each message in pieces
    /// (`"Error"`, `": "`, the text); they are collected in order.
    private static let collectMessage: @convention(c) (UnsafeMutablePointer<CChar>?) -> Int32 = { piece in
        if let piece { GraphvizRenderer.messages += String(cString: piece) }
        return 0
    }
}
