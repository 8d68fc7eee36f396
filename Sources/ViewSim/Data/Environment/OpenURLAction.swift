// Models SwiftUI's `OpenURLAction` and `@Environment(\.openURL)`: the action a
// `Link` (or your code) calls to open a URL, replaceable with
// `.environment(\.openURL, OpenURLAction { url in … })`. Simplifies: viewsim's
// model: no URL is opened; each call is recorded in the trace with what happened.
import Foundation

/// An action that opens a URL.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
nonisolated public struct OpenURLAction {
    /// The result of a custom open URL action.
    nonisolated public struct Result: Sendable {
        let outcome: String
        /// The handler opened the URL.
        public static let handled = Result(outcome: "handled by the app")
        /// The handler discarded the URL.
        public static let discarded = Result(outcome: "discarded by the app")
        /// The handler asks the system to open the URL.
        public static let systemAction = Result(outcome: "the system opens it")
        /// The handler asks the system to open `url` instead.
        public static func systemAction(_ url: URL) -> Result {
            Result(outcome: "the system opens \(url.absoluteString)")
        }
    }

    let handler: ((URL) -> Result)?

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    init() { handler = nil }

    /// Opens `url` (viewsim: records `openURL <url>: <what happened>` in the trace).
    public func callAsFunction(_ url: URL) {
        let result = handler?(url) ?? .systemAction
        guard let graph = SimulationContext.current else { return }
        graph.record(.script("openURL \(url.absoluteString): \(result.outcome)"), cause: graph.activeCause)
    }

    /// Opens `url` and tells `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler?(url) ?? .systemAction
        if let graph = SimulationContext.current {
            graph.record(.script("openURL \(url.absoluteString): \(result.outcome)"), cause: graph.activeCause)
        }
        completion(result.outcome != Result.discarded.outcome)
    }
}

struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction() }
}

extension EnvironmentValues {
    /// Opens a URL (viewsim's model: records it in the trace).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
