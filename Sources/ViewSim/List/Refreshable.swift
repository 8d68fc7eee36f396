// Models SwiftUI's `.refreshable(action:)` and `RefreshAction`: a view (a list)
// offers a pull to refresh; the action is in `@Environment(\.refresh)` for the
// views below, and a script runs it with `sim.refresh(_:)` as an async task on
// the simulated executor. The refresh indicator is shown while it runs.
// Simplifies: no pull gesture; viewsim's model of the indicator: a spinner in a
// 44 pt band above the content, shown and hidden by a traced `@State` write.
import Foundation

/// An action that initiates a refresh operation.
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction: Sendable {
    let action: @MainActor @Sendable () async -> Void

    /// Initiates a refresh action.
    @MainActor public func callAsFunction() async { await action() }
}

struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// A refresh action stored in a view's environment (set by `.refreshable(action:)`).
    ///
    /// ```swift
    /// @Environment(\.refresh) private var refresh
    /// ```
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

/// `.refreshable(action:)`: the action in the environment, the indicator while it runs.
public struct _RefreshableModifier: ViewModifier {
    let action: @Sendable () async -> Void
    /// Whether a refresh is running: the indicator is shown.
    @State private var isRefreshing = false

    public func body(content: Content) -> some View {
        let running = $isRefreshing
        let action = self.action
        VStack(spacing: 0) {
            if isRefreshing { ProgressView().frame(maxWidth: .infinity, minHeight: 44) }
            content
        }
        .environment(
            \.refresh,
            RefreshAction {
                running.wrappedValue = true
                await action()
                running.wrappedValue = false
            })
    }
}

nonisolated extension View {
    /// Marks this view as refreshable: `action` runs, as an async task, when the
    /// user pulls to refresh (a script: `sim.refresh(_:)`); the views below find it in
    /// `@Environment(\.refresh)`.
    ///
    /// ```swift
    /// List(mail) { MailRow(message: $0) }
    ///     .refreshable { await mailbox.fetch() }
    /// ```
    public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedContent<
        Self, _RefreshableModifier
    > {
        modifier(_RefreshableModifier(action: action))
    }
}
