// The process-wide state that rendering through libgvc needs: one Graphviz
// context, the messages Graphviz reports during a call, and the lock that lets
// only one call use them at a time.
// Why one lock for the process: libgvc and cgraph are not thread-safe. Besides the
// context they keep global state: the DOT parser and its lexer buffer, the error
// handler and error count, static buffers in the layout and render code. A context
// per call would not make two calls safe at once, so every call into Graphviz runs
// under this lock; two renders on two threads run one after the other.
// Simplifies: the context is created on first use and kept for the life of the
// process (creating one loads the plugin configuration); it is never freed.
import CGraphviz
import Foundation

/// libgvc's context and reported messages, used by one call at a time.
///
/// ```swift
/// let svg = try GraphvizSession.shared.withContext { context, session in
///     … gvLayout(context, graph, "dot") … session.messages …
/// }
/// ```
///
/// `@unchecked Sendable`: every stored property is read and written only while
/// `lock` is held (inside `withContext`, on the thread that holds it; Graphviz's
/// error callback runs inside a Graphviz call made from there).
final class GraphvizSession: @unchecked Sendable {
    /// The one session of the process (Graphviz's own state is per process).
    static let shared = GraphvizSession()

    private let lock = NSLock()
    /// Created on first use and kept.
    private var context: OpaquePointer?
    /// What Graphviz reported since the current `withContext` call began, in order.
    private(set) var messages = ""

    private init() {}

    /// Runs `body` with the Graphviz context while holding the process-wide lock,
    /// with Graphviz's messages collected into `messages` and its error count reset.
    ///
    /// - Throws: `GraphvizError.contextUnavailable` when libgvc cannot create a
    ///   context; otherwise whatever `body` throws.
    func withContext<T>(_ body: (OpaquePointer, GraphvizSession) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        messages = ""
        let previousHandler = agseterrf(Self.collectMessage)
        defer { _ = agseterrf(previousHandler) }
        agreseterrors()

        if context == nil { context = gvContext() }
        guard let context else { throw GraphvizError.contextUnavailable }
        return try body(context, self)
    }

    /// Graphviz's error callback: it passes each message in pieces
    /// (`"Error"`, `": "`, the text); they are collected in order. Graphviz calls
    /// it only from inside `withContext`, so the lock is held.
    private static let collectMessage: @convention(c) (UnsafeMutablePointer<CChar>?) -> Int32 = { piece in
        if let piece { GraphvizSession.shared.messages += String(cString: piece) }
        return 0
    }
}
