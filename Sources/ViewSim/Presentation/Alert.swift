// Models SwiftUI's `.alert(_:isPresented:actions:)` and
// `.alert(_:isPresented:actions:message:)` (title as a key, a string or a `Text`).
// viewsim's model: the alert is a presentation covering the screen with a 20 %
// black dimming layer and a 270-pt-wide box (iOS's alert width): the title in
// the headline font, the message, then the action buttons one below the other;
// no actions give one "OK" button, as SwiftUI does. A tap on a button
// (`sim.tap("Delete")`, by its title) runs its action and then dismisses the alert.
// Simplifies: buttons always stacked; no button roles (their order is as written).
import Foundation

/// viewsim's model of an alert's or dialog's look (see the file header).
nonisolated enum AlertMetrics {
    static let width: CGFloat = 270
    static let padding: CGFloat = 16
    static let dimming = Color(white: 0, opacity: 0.2)
    static let background = Color(white: 0.95)
}

/// An alert's box over its dimming layer.
nonisolated struct AlertView<Actions: View, Message: View>: View {
    let title: String
    let actions: Actions
    let message: Message

    var body: some View {
        ZStack {
            AlertMetrics.dimming
            VStack(spacing: AlertMetrics.padding) {
                VStack(spacing: 4) {
                    Text(title).font(.headline)
                    message.font(.footnote)
                }
                VStack(spacing: AlertMetrics.padding) {
                    if Actions.self == EmptyView.self {
                        Button("OK") {}
                    } else {
                        actions
                    }
                }
            }
            .padding(AlertMetrics.padding)
            .frame(width: AlertMetrics.width)
            .background(AlertMetrics.background)
        }
    }
}

extension Presentation {
    /// An alert shown while `isPresented` is true.
    static func alert<A: View, M: View>(title: String, isPresented: Binding<Bool>, actions: () -> A, message: () -> M)
        -> _PresentationModifier
    {
        modifier(.alert, isPresented: isPresented, onDismiss: nil) {
            AlertView(title: title, actions: actions(), message: message())
        }
    }
}

nonisolated extension View {
    /// Presents an alert titled with a localized string key while `isPresented` is true.
    ///
    /// ```swift
    /// .alert("Delete the file?", isPresented: $asking) {
    ///     Button("Delete") { delete() }
    ///     Button("Cancel") {}
    /// }
    /// ```
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(Presentation.alert(title: titleKey.key, isPresented: isPresented, actions: actions) { EmptyView() })
    }

    /// Presents an alert titled with a string while `isPresented` is true.
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(Presentation.alert(title: String(title), isPresented: isPresented, actions: actions) { EmptyView() })
    }

    /// Presents an alert titled with a text view while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(Presentation.alert(title: title.content, isPresented: isPresented, actions: actions) { EmptyView() })
    }

    /// Presents an alert with a message, titled with a localized string key, while `isPresented` is true.
    ///
    /// ```swift
    /// .alert("Offline", isPresented: $failed) {
    ///     Button("Retry") { load() }
    /// } message: {
    ///     Text("Check your connection.")
    /// }
    /// ```
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(Presentation.alert(title: titleKey.key, isPresented: isPresented, actions: actions, message: message))
    }

    /// Presents an alert with a message, titled with a string, while `isPresented` is true.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            Presentation.alert(title: String(title), isPresented: isPresented, actions: actions, message: message))
    }

    /// Presents an alert with a message, titled with a text view, while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(Presentation.alert(title: title.content, isPresented: isPresented, actions: actions, message: message))
    }
}
