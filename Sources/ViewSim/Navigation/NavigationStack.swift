// Models SwiftUI's `NavigationStack`: a root view and the views pushed on it, by
// a path of values (its own, a `NavigationPath` binding or a typed collection
// binding) or by destination-form links.
// viewsim's model: every screen stays in the graph with its state, as SwiftUI
// keeps them, but only the top one is laid out on screen, drawn and tappable; each
// screen has a 44-pt navigation bar (iOS's standard bar height) at its top.
// Simplifies: no push transition (issue 28); titles are always drawn inline.

/// A view that displays a root view and enables you to present additional views over the root view.
///
/// ```swift
/// NavigationStack {
///     List(parks) { park in NavigationLink(park.name, value: park) }
///         .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
/// }
/// ```
///
/// Pushing (a link's tap, `path.append`, `sim.navigate(to:)`) inserts the destination's subtree in the
/// transaction of the write, so a push inside `withAnimation` carries its animation; popping removes the
/// screen and its state.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    @State private var ownPath = NavigationPath()
    @State private var pushedViews = PushedViews()
    @State private var context = NavigationStackContext()
    private let root: Root
    /// Reads and writes a bound path; nil for a stack that keeps its own.
    private let readPath: (() -> [AnyHashable])?
    private let writePath: (([AnyHashable]) -> Void)?

    public var body: some View {
        let context = self.context
        let values = readPath?() ?? ownPath.elements
        let pushed = pushedViews
        context.node = EvaluationContext.current?.node
        let ownPath = $ownPath
        let pushedViews = $pushedViews
        let readPath = self.readPath
        context.readValues = { readPath?() ?? ownPath.wrappedValue.elements }
        context.readPushedViewCount = { pushedViews.wrappedValue.entries.count }
        context.setValues = writePath ?? { ownPath.wrappedValue = NavigationPath($0) }
        context.pushView = { view in pushedViews.wrappedValue.append(view) }
        context.popViews = { count in pushedViews.wrappedValue.removeLast(count) }
        let depth = values.count + pushed.entries.count
        var screens = values.enumerated().map { ScreenEntry(level: $0.offset + 1, value: $0.element, viewID: nil) }
        screens += pushed.entries.enumerated().map {
            ScreenEntry(level: values.count + $0.offset + 1, value: nil, viewID: $0.element.id)
        }
        return ZStack(alignment: .top) {
            NavigationScreen(level: 0, isTop: depth == 0, context: context, content: root)
            ForEach(screens, id: \.self) { entry in
                NavigationScreen(
                    level: entry.level, isTop: entry.level == depth, context: context,
                    content: entry.content(pushed: pushed, context: context))
            }
        }
        .environment(\._navigationStack, context)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        readPath = nil
        writePath = nil
    }

    /// A stack whose pushed values are `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        readPath = { path.wrappedValue.elements }
        writePath = { path.wrappedValue = NavigationPath($0) }
    }
}

extension NavigationStack
where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
{
    /// A stack whose pushed values are the elements of `path`.
    ///
    /// viewsim's model: a value of another type than `Data.Element` (a link's) cannot be
    /// pushed onto the collection and is left out.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        readPath = { path.wrappedValue.map { AnyHashable($0) } }
        writePath = { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) }
    }
}

/// The views destination-form links pushed, above the path's values.
nonisolated struct PushedViews: Equatable {
    var entries: [(id: Int, view: AnyView)] = []
    var nextID = 0

    mutating func append(_ view: AnyView) {
        entries.append((nextID, view))
        nextID += 1
    }

    mutating func removeLast(_ count: Int) { entries.removeLast(min(count, entries.count)) }

    static func == (lhs: PushedViews, rhs: PushedViews) -> Bool {
        lhs.nextID == rhs.nextID && lhs.entries.map(\.id) == rhs.entries.map(\.id)
    }
}

/// One screen above the root: a path value or a pushed view, identified by its level and content.
nonisolated struct ScreenEntry: Hashable {
    let level: Int
    let value: AnyHashable?
    let viewID: Int?

    func content(pushed: PushedViews, context: NavigationStackContext) -> AnyView {
        if let value { return AnyView(NavigationDestinationView(value: value, context: context)) }
        return pushed.entries.first { $0.id == viewID }?.view ?? AnyView(EmptyView())
    }
}

/// The view the stack's destinations make for a path value, or nothing (with SwiftUI's message).
nonisolated struct NavigationDestinationView: View {
    let value: AnyHashable
    let context: NavigationStackContext

    var body: some View {
        if let view = context.destination(for: value) {
            view
        } else {
            let node = EvaluationContext.current?.node
            let _ = context.reportMissingDestination(for: value, in: node?.graph, node: node?.reference)
            EmptyView()
        }
    }
}
