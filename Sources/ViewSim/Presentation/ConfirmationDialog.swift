// Models SwiftUI's `.confirmationDialog(_:isPresented:titleVisibility:actions:)` and
// `(…:actions:message:)` (title as a key, a string or a `Text`), an action sheet on an iPhone.
// viewsim's model: a presentation covering the screen with a 20 % black dimming
// layer and, at the bottom, a box with the title (shown only with
// `titleVisibility: .visible`, as iOS hides it by default), the actions one below
// the other and a "Cancel" button; a tap on a button (by its title) runs its
// action and then dismisses the dialog.
// Simplifies: the Cancel button is always added (SwiftUI adds it unless an action has the cancel role).

/// A confirmation dialog's box at the bottom of the screen.
nonisolated struct ConfirmationDialogView<Actions: View, Message: View>: View {
    let title: String
    let showsTitle: Bool
    let actions: Actions
    let message: Message

    var body: some View {
        ZStack(alignment: .bottom) {
            AlertMetrics.dimming
            VStack(spacing: AlertMetrics.padding) {
                if showsTitle { Text(title).font(.footnote) }
                message.font(.footnote)
                actions
                Button("Cancel") {}
            }
            .padding(AlertMetrics.padding)
            .frame(maxWidth: .infinity)
            .background(AlertMetrics.background)
        }
    }
}

extension Presentation {
    static func confirmationDialog<A: View, M: View>(
        title: String, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: () -> A,
        message: () -> M = { EmptyView() }
    ) -> _PresentationModifier {
        modifier(.confirmationDialog, isPresented: isPresented, onDismiss: nil) {
            ConfirmationDialogView(
                title: title, showsTitle: titleVisibility == .visible, actions: actions(), message: message())
        }
    }
}

nonisolated extension View {
    /// Presents a confirmation dialog titled with a localized string key while `isPresented` is true.
    ///
    /// ```swift
    /// .confirmationDialog("Delete the photo?", isPresented: $asking, titleVisibility: .visible) {
    ///     Button("Delete") { delete() }
    /// }
    /// ```
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            Presentation.confirmationDialog(
                title: titleKey.key, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions))
    }

    /// Presents a confirmation dialog titled with a string while `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            Presentation.confirmationDialog(
                title: String(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions))
    }

    /// Presents a confirmation dialog titled with a text view while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            Presentation.confirmationDialog(
                title: title.content, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions))
    }

    /// Presents a confirmation dialog with a message, titled with a localized string key, while
    /// `isPresented` is true (the message is shown below the title).
    ///
    /// ```swift
    /// .confirmationDialog("Delete?", isPresented: $asking) {
    ///     Button("Delete") { delete() }
    /// } message: {
    ///     Text("This cannot be undone.")
    /// }
    /// ```
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            Presentation.confirmationDialog(
                title: titleKey.key, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                message: message))
    }

    /// Presents a confirmation dialog with a message, titled with a string.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            Presentation.confirmationDialog(
                title: String(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                message: message))
    }

    /// Presents a confirmation dialog with a message, titled with a text view.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            Presentation.confirmationDialog(
                title: title.content, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                message: message))
    }
}
