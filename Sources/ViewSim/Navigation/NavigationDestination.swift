// Models SwiftUI's `.navigationDestination(for:destination:)`.
// viewsim's model: the modifier declares its destination to the stack around it
// while its view is in the graph (the last declared for a type wins).
// `.navigationDestination(isPresented:destination:)` is a presentation of kind `.push`
// (see `PresentationKind`): a screen laid over the stack's, as if pushed.
// `item:` is the same, identified by the item's value.
// Simplifies: a destination declared off screen still counts; a value pushed while an
// `isPresented:` or `item:` destination is shown goes below it.

/// Declares the view a stack shows for pushed values of one type.
nonisolated public struct _NavigationDestinationModifier<D: Hashable, C: View>: PrimitiveModifier {
    public var destination: (D) -> C
    package var _label: String { ".navigationDestination(for: \(D.self))" }
    package var _traceName: String { ".navigationDestination" }

    package func _didInsert(node: ViewNode) { register(node) }
    package func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) { register(node) }
    package func _willRemove(node: ViewNode) { node.environment._navigationStack?.unregister(owner: node.id) }

    private func register(_ node: ViewNode) {
        let destination = self.destination
        node.environment._navigationStack?.register(
            NavigationStackContext.Destination(
                owner: node.id, type: ObjectIdentifier(D.self), typeName: "\(D.self)",
                make: { value in
                    guard let typed = value.base as? D else { return nil }
                    return AnyView(destination(typed))
                }))
    }
}

nonisolated extension View {
    /// Associates a destination view with a presented data type for use within a navigation stack.
    ///
    /// ```swift
    /// .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(_NavigationDestinationModifier(destination: destination))
    }

    /// Shows `destination` as if pushed onto the stack around the view while `isPresented` is true.
    ///
    /// ```swift
    /// Button("Details") { showDetails = true }
    ///     .navigationDestination(isPresented: $showDetails) { ParkDetails(park: park) }
    /// ```
    ///
    /// viewsim's model: the destination is a child of the view that declares it, laid out over the
    /// stack's screen with a bar and a back button; `\.dismiss`, the back button (`sim.back()`) and
    /// setting the binding to false remove it. Outside a stack it shows nothing, as in SwiftUI.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> some View
    {
        modifier(Presentation.modifier(.push, isPresented: isPresented, onDismiss: nil, content: destination))
    }

    /// Shows the destination for `item` as if pushed onto the stack around the view while it is not
    /// nil; another value replaces it (a new screen), nil removes it (`sim.back()` and `\.dismiss` set it).
    ///
    /// ```swift
    /// .navigationDestination(item: $selectedPark) { park in ParkDetails(park: park) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(Presentation.push(item: item, destination: destination))
    }
}
