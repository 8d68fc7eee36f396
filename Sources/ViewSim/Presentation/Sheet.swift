// Models SwiftUI's `.sheet`, `.fullScreenCover` (both with `isPresented:` and
// `item:`) and `.popover(isPresented:arrowEdge:content:)`, which an iPhone shows as a sheet.
// viewsim's model: see `PresentationModifier` (a child of the presenter, drawn
// above the screen) and `PresentationKind` (where each sits).
// Simplifies: no detents, drag to dismiss or popover arrow; `attachmentAnchor:` does not compile.

nonisolated extension View {
    /// Presents a sheet while `isPresented` is true.
    ///
    /// ```swift
    /// Button("Settings") { showSettings = true }
    ///     .sheet(isPresented: $showSettings) { SettingsView() }
    /// ```
    ///
    /// `onDismiss` runs after the sheet is dismissed.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(Presentation.modifier(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a sheet for `item` while it is not nil; an item with another `id` replaces the sheet.
    ///
    /// ```swift
    /// .sheet(item: $selectedPark) { park in ParkDetails(park: park) }
    /// ```
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(Presentation.modifier(.sheet, item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents a view covering the whole screen while `isPresented` is true.
    ///
    /// ```swift
    /// .fullScreenCover(isPresented: $isPlaying) { PlayerView() }
    /// ```
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            Presentation.modifier(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a view covering the whole screen for `item` while it is not nil.
    ///
    /// ```swift
    /// .fullScreenCover(item: $playing) { track in PlayerView(track: track) }
    /// ```
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(Presentation.modifier(.fullScreenCover, item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents a popover while `isPresented` is true; on an iPhone (compact width) SwiftUI shows it
    /// as a sheet, and so does viewsim (the arrow edge is ignored).
    ///
    /// ```swift
    /// .popover(isPresented: $showHelp) { HelpView() }
    /// ```
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(Presentation.modifier(.popover, isPresented: isPresented, onDismiss: nil, content: content))
    }

    /// Presents a popover for `item` while it is not nil, shown as a sheet on an iPhone.
    ///
    /// ```swift
    /// .popover(item: $hint) { hint in Text(hint.text) }
    /// ```
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(Presentation.modifier(.popover, item: item, onDismiss: nil, content: content))
    }
}
