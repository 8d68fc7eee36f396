// Models SwiftUI's `NavigationSplitView` as an iPhone shows it: in compact width
// the columns collapse into one navigation stack whose root is the sidebar.
// viewsim's model: the split view is a `NavigationStack` around the sidebar; links
// in the sidebar push their destinations onto it; the content and detail columns'
// placeholders are not shown (an iPhone shows them only when a selection pushes
// them) and are not in the graph.
// Simplifies: no `List(selection:)`-driven columns, no column visibility.

/// A view that presents views in two or three columns; on an iPhone, one stack whose root is the sidebar.
///
/// ```swift
/// NavigationSplitView {
///     List(parks) { park in NavigationLink(park.name, value: park) }
///         .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
/// } detail: {
///     Text("Select a park")
/// }
/// ```
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    private let sidebar: Sidebar

    public var body: some View {
        NavigationStack { sidebar }
    }

    /// A three-column split view; compact, only the sidebar is shown, as the stack's root.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view; compact, only the sidebar is shown, as the stack's root.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}
