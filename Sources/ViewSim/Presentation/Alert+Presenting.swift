// Models SwiftUI's `.alert(_:isPresented:presenting:actions:)` and
// `.alert(_:isPresented:presenting:actions:message:)`: an alert whose actions and
// message are made from a value. As SwiftUI documents, it is shown while
// `isPresented` is true and the value is not nil. Simplifies: as `Alert.swift`.

extension Presentation {
    /// An alert made from `data`, shown while `isPresented` is true and `data` is not nil.
    static func alert<A: View, M: View, T>(
        title: String, isPresented: Binding<Bool>, presenting data: T?, actions: (T) -> A, message: (T) -> M
    ) -> _PresentationModifier {
        guard let data else { return _PresentationModifier(kind: .alert, onDismiss: nil) }
        return alert(title: title, isPresented: isPresented, actions: { actions(data) }, message: { message(data) })
    }
}

nonisolated extension View {
    /// Presents an alert made from `data`, titled with a localized string key, while `isPresented`
    /// is true and `data` is not nil.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $asking, presenting: file) { file in
    ///     Button("Delete \(file.name)") { delete(file) }
    /// }
    /// ```
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            Presentation.alert(
                title: titleKey.key, isPresented: isPresented, presenting: data, actions: actions,
                message: { _ in EmptyView() }))
    }

    /// Presents an alert made from `data`, titled with a string.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            Presentation.alert(
                title: String(title), isPresented: isPresented, presenting: data, actions: actions,
                message: { _ in EmptyView() }))
    }

    /// Presents an alert made from `data`, titled with a text view.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            Presentation.alert(
                title: title.content, isPresented: isPresented, presenting: data, actions: actions,
                message: { _ in EmptyView() }))
    }

    /// Presents an alert with a message, both made from `data`, titled with a localized string key.
    ///
    /// ```swift
    /// .alert("Failed", isPresented: $failed, presenting: error) { _ in
    ///     Button("OK") {}
    /// } message: { error in
    ///     Text(error.reason)
    /// }
    /// ```
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            Presentation.alert(
                title: titleKey.key, isPresented: isPresented, presenting: data, actions: actions, message: message))
    }

    /// Presents an alert with a message, both made from `data`, titled with a string.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            Presentation.alert(
                title: String(title), isPresented: isPresented, presenting: data, actions: actions, message: message))
    }

    /// Presents an alert with a message, both made from `data`, titled with a text view.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            Presentation.alert(
                title: title.content, isPresented: isPresented, presenting: data, actions: actions, message: message))
    }
}
