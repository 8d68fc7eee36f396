// The view trees of the soak and of the trace-memory measurement: 1,000 rows in
// a ForEach under a parent that re-runs on every change (so 999 rows are offered
// an unchanged value and skipped each time), optionally with one view whose
// rotation animates with repeatForever for the whole run.
import Observation
import ViewSim

@Observable
final class SoakModel {
    var values: [Int]
    init(rows: Int) { values = Array(repeating: 0, count: rows) }
}

/// The parent reads every value, so any change re-runs it and offers every row a value.
nonisolated struct SoakList: View {
    let model: SoakModel
    let animated: Bool
    var body: some View {
        VStack {
            if animated { SoakSpinner() }
            ForEach(0..<model.values.count, id: \.self) { index in
                SoakRow(index: index, value: model.values[index])
            }
        }
    }
}

nonisolated struct SoakRow: View {
    let index: Int
    let value: Int
    var body: some View { Text("row \(index): \(value)") }
}

/// One view animating forever: a full turn a second, repeated.
struct SoakSpinner: View {
    @State private var angle = 0.0
    var body: some View {
        Text("spinner")
            .rotationEffect(.degrees(angle))
            .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 } }
    }
}
