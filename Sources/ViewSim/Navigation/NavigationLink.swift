// Models SwiftUI's `NavigationLink`: a button that pushes a value (the value
// form, resolved by a `navigationDestination(for:)`) or a view (the destination
// form) onto the stack around it.
// Simplifies: drawn as its label (no chevron or list-row style); a link outside a
// stack does nothing, as in SwiftUI; a value with no destination is not pushed and
// SwiftUI's message is recorded. `sim.tap` on the link (by name or title) pushes.

/// A view that controls a navigation presentation.
///
/// ```swift
/// NavigationLink("Mint", value: Color.mint)        // the stack's destination for Color shows it
/// NavigationLink { ParkDetails(park: park) } label: { Text(park.name) }
/// ```
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    private let label: Label
    private let value: AnyHashable?
    private let destination: Destination?
    @Environment(\._navigationStack) private var stack

    public var body: some View {
        let stack = self.stack
        let value = self.value
        let destination = self.destination
        Button {
            guard let stack else { return }
            if let destination {
                stack.pushView(AnyView(destination))
            } else if let value {
                guard stack.hasDestination(for: value) else {
                    let graph = SimulationContext.current
                    stack.reportMissingDestination(for: value, in: graph, node: stack.node?.reference)
                    return
                }
                stack.push(value)
            }
        } label: {
            label
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (nothing when it is nil), shown as `label`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = value.map { AnyHashable($0) }
        self.destination = nil
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link that pushes `value`, titled with a localized string key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey.key) }
    }

    /// A link that pushes `value`, titled with a string.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// A link that pushes `destination`, shown as `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = nil
        self.destination = destination()
    }
}

extension NavigationLink where Label == Text {
    /// A link that pushes `destination`, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey.key) }
    }

    /// A link that pushes `destination`, titled with a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}
