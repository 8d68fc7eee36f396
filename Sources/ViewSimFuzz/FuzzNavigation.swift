// Models an app's navigation for the fuzzer: a `NavigationStack` whose root shows the
// node's child and a link named `name` that pushes 1; every pushed screen shows its
// number and a link, named the same, that pushes the next (only the top one can be
// tapped); and a presenter: a view named `name` whose tap shows a presentation.
// Simplifies: one value type (Int) per stack; the presented content is fixed.
import ViewSim

/// A navigation stack over the node's child, with links named `name` on every screen.
nonisolated struct FuzzNavigationStack: View {
    let node: FuzzNode
    let scope: FuzzScope
    let value: Int
    let name: String

    var body: some View {
        let _ = scope.recorder.countBody("FuzzNavigationStack")
        let name = self.name
        NavigationStack {
            VStack {
                FuzzView(node: node, scope: scope, value: value)
                NavigationLink("push 1", value: 1).accessibilityIdentifier(name)
            }
            .navigationTitle(name)
            .navigationDestination(for: Int.self) { number in
                VStack {
                    Text("screen \(number)")
                    NavigationLink("push \(number + 1)", value: number + 1).accessibilityIdentifier(name)
                }
                .navigationTitle("\(name) \(number)")
            }
        }
    }
}

/// A view named `name` that presents `kind` when tapped; the presented content dismisses
/// itself when its text is tapped (`\.dismiss`), an alert's or dialog's button by its title.
nonisolated struct FuzzPresenter: View {
    let node: FuzzNode
    let scope: FuzzScope
    let value: Int
    let kind: FuzzPresentation
    let name: String
    @State private var shown = false

    var body: some View {
        let _ = scope.recorder.countBody("FuzzPresenter")
        let shown = $shown
        let base = VStack {
            FuzzView(node: node, scope: scope, value: value)
            Text(self.shown ? "shown" : "hidden").onTapGesture { shown.wrappedValue = true }
                .accessibilityIdentifier(name)
        }
        switch kind {
        case .sheet: base.sheet(isPresented: shown) { FuzzDismisser(name: name) }
        case .fullScreenCover: base.fullScreenCover(isPresented: shown) { FuzzDismisser(name: name) }
        case .popover: base.popover(isPresented: shown) { FuzzDismisser(name: name) }
        case .alert: base.alert("Alert \(name)", isPresented: shown) { Button("OK \(name)") {} }
        case .confirmationDialog:
            base.confirmationDialog("Dialog \(name)", isPresented: shown) { Button("Go \(name)") {} }
        case .navigationDestination: base.navigationDestination(isPresented: shown) { FuzzDismisser(name: name) }
        }
    }
}

/// Presented content that dismisses itself when tapped.
nonisolated struct FuzzDismisser: View {
    let name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let dismiss = self.dismiss
        Text("in \(name)").onTapGesture { SimulatedMainActor.run(dismiss) { $0() } }
    }
}
