// The view trees the benchmark updates: N leaves under a ForEach, each reading
// its own @Observable item ("narrow": one item changes, one body runs) or all
// reading one shared property ("wide": every body runs, two outputs change).
import Observation
import ViewSim

@Observable
final class BenchItem {
    let index: Int
    var value = 0
    init(index: Int) { self.index = index }
}

@Observable
final class BenchModel {
    let items: [BenchItem]
    var shared = 0
    init(count: Int) { items = (0..<count).map(BenchItem.init) }
}

/// N leaves, each depending only on its own item.
nonisolated struct NarrowRoot: View {
    let model: BenchModel
    var body: some View {
        VStack {
            ForEach(model.items, id: \.index) { item in NarrowLeaf(item: item) }
        }
    }
}

nonisolated struct NarrowLeaf: View {
    let item: BenchItem
    var body: some View { Text("leaf \(item.index): \(item.value)") }
}

/// N leaves that all read `model.shared`; only the first two show it.
nonisolated struct WideRoot: View {
    let model: BenchModel
    var body: some View {
        VStack {
            ForEach(model.items, id: \.index) { item in WideLeaf(item: item, model: model) }
        }
    }
}

nonisolated struct WideLeaf: View {
    let item: BenchItem
    let model: BenchModel
    var body: some View {
        let shared = model.shared
        Text(item.index < 2 ? "leaf \(item.index): \(shared)" : "leaf \(item.index)")
    }
}
