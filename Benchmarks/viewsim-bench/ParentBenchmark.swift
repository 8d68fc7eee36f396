// Measures what a parent that runs again costs per child it skips: a parent
// reads one @Observable property and builds N rows (structs of plain fields:
// Int, String, Double, Bool, an enum and a Color) in a ForEach; each update
// changes that property, the parent's body runs, and every row compares
// unchanged and is skipped. The figure per skipped child includes everything
// the update does for it: the ForEach building it, reconciling it, comparing
// its value and recording the skip in the trace.
// Wall-clock timing is allowed here only: this is a benchmark, not a test.
import Observation
import ViewSim

/// The parent's model: one counter the parent reads, and the rows' data.
@Observable
final class ParentModel {
    var tick = 0
    let rows: [ParentRowData]
    init(count: Int) {
        rows = (0..<count).map { index in
            ParentRowData(
                index: index, title: "row \(index)", weight: Double(index) * 0.5, isOn: index % 2 == 0,
                kind: ParentRowKind.allCases[index % ParentRowKind.allCases.count],
                tint: index % 3 == 0 ? .blue : .red)
        }
    }
}

enum ParentRowKind: CaseIterable { case plain, header, footer }

struct ParentRowData {
    let index: Int
    let title: String
    let weight: Double
    let isOn: Bool
    let kind: ParentRowKind
    let tint: Color
}

/// Runs again whenever `model.tick` changes; its N rows do not change.
nonisolated struct ParentRoot: View {
    let model: ParentModel
    var body: some View {
        VStack {
            Text("tick \(model.tick)")
            ForEach(model.rows, id: \.index) { row in
                ParentRow(
                    index: row.index, title: row.title, weight: row.weight, isOn: row.isOn, kind: row.kind,
                    tint: row.tint)
            }
        }
    }
}

/// A row of plain fields; its body runs only when it is inserted.
nonisolated struct ParentRow: View {
    let index: Int
    let title: String
    let weight: Double
    let isOn: Bool
    let kind: ParentRowKind
    let tint: Color
    var body: some View { Text("\(index): \(title)") }
}

struct ParentResult {
    let children: Int
    let medianMicroseconds: Double
    let skipsPerUpdate: Double
    var microsecondsPerChild: Double { medianMicroseconds / Double(max(children, 1)) }
}

extension Benchmark {
    /// One update per iteration: the parent's body runs, all `children` rows are skipped.
    static func parent(children: Int, iterations: Int) -> ParentResult {
        let model = ParentModel(count: children)
        let sim = Simulation(ParentRoot(model: model))
        let before = sim.trace.bodySkips().count
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let elapsed = clock.measure { viewsimRegion { sim.perform("tick") { model.tick += 1 } } }
            samples.append(microseconds(elapsed))
        }
        let skips = Double(sim.trace.bodySkips().count - before) / Double(max(iterations, 1))
        return ParentResult(children: children, medianMicroseconds: median(samples), skipsPerUpdate: skips)
    }

    /// Prints the parent section: N = 100, 1,000 and 10,000 rows.
    static func printParent(quick: Bool) {
        print("parent: a parent's body runs again and all N rows compare unchanged and are skipped")
        print("  rows   median µs/update   µs/skipped row   skips/update")
        for rows in [100, 1_000, 10_000] {
            let iterations = rows >= 10_000 ? (quick ? 10 : 50) : (quick ? 50 : 500)
            let result = parent(children: rows, iterations: iterations)
            let perChild = result.microsecondsPerChild
            print(
                pad("\(rows)", 6) + pad(format(result.medianMicroseconds), 19) + pad(format(perChild, 3), 17)
                    + pad(format(result.skipsPerUpdate, 1), 15)
                    + "   goal ≤ 0.5 µs: \(perChild <= 0.5 ? "met" : "NOT met")")
        }
    }
}
