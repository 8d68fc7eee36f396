// Measures the layout pass: the first layout of a grid of 1,000 and 10,000 texts
// (rows of 100 in a VStack), and what layout costs after a one-leaf change: a
// text of the same width, a text that gets wider (its row is arranged again),
// and a draw-only change (opacity), which must cost nothing. Layout is timed
// apart from the update that precedes it. Wall-clock timing is allowed here only.
import Observation
import ViewSim

@Observable
final class LayoutBenchRow {
    var labels: [String]
    var opacities: [Double]
    init(columns: Int) {
        labels = Array(repeating: "0", count: columns)
        opacities = Array(repeating: 1, count: columns)
    }
}

nonisolated struct LayoutBenchRowView: View {
    let row: LayoutBenchRow
    var body: some View {
        HStack {
            ForEach(0..<row.labels.count, id: \.self) { column in
                Text(row.labels[column]).opacity(row.opacities[column])
            }
        }
    }
}

nonisolated struct LayoutBenchGrid: View {
    let rows: [LayoutBenchRow]
    var body: some View {
        VStack {
            ForEach(0..<rows.count, id: \.self) { index in LayoutBenchRowView(row: rows[index]) }
        }
    }
}

enum LayoutBenchmark {
    /// What one kind of change costs in layout.
    struct Figures {
        let medianMicroseconds: Double
        let measuredPerLayout: Double
    }

    static func grid(texts: Int) -> (Simulation, [LayoutBenchRow]) {
        let rows = (0..<max(1, texts / 100)).map { _ in LayoutBenchRow(columns: min(100, texts)) }
        return (Simulation(LayoutBenchGrid(rows: rows)), rows)
    }

    /// The first layout of the whole grid: median milliseconds and views measured.
    static func firstLayout(texts: Int, rounds: Int) -> (milliseconds: Double, measured: Int) {
        let (sim, _) = grid(texts: texts)
        var samples: [Double] = []
        for _ in 0..<rounds {
            sim.graph.discardLayout()
            sim.graph.benchmarkUpdateOpeningFrame {}
            samples.append(
                Benchmark.microseconds(Benchmark.clock.measure { sim.graph.benchmarkLayoutAndCloseFrame() }) / 1000)
        }
        return (Benchmark.median(samples), sim.graph.layoutState.measuredInLastPass)
    }

    /// The layout after `change` (one leaf), timed alone.
    static func change(texts: Int, iterations: Int, _ change: @escaping ([LayoutBenchRow], Int) -> Void) -> Figures {
        let (sim, rows) = grid(texts: texts)
        var samples: [Double] = []
        var measured = 0
        for iteration in 0..<iterations {
            sim.graph.benchmarkUpdateOpeningFrame { change(rows, iteration) }
            samples.append(Benchmark.microseconds(Benchmark.clock.measure { sim.graph.benchmarkLayoutAndCloseFrame() }))
            measured += sim.graph.layoutState.measuredInLastPass
        }
        return Figures(
            medianMicroseconds: Benchmark.median(samples), measuredPerLayout: Double(measured) / Double(iterations))
    }

    static func printReport(quick: Bool) {
        print("layout: a VStack of rows of 100 Texts; the layout pass timed alone, after the update")
        print("  texts   first layout ms   measured")
        for texts in [1_000, 10_000] {
            let first = firstLayout(texts: texts, rounds: quick ? 3 : 10)
            print(pad("\(texts)", 7) + pad(format(first.milliseconds, 2), 18) + pad("\(first.measured)", 11))
        }
        let iterations = quick ? 50 : 400
        print("  one-leaf change            texts   median µs/layout   measured/layout")
        let kinds: [(String, ([LayoutBenchRow], Int) -> Void)] = [
            (
                "text, same width",
                { rows, i in
                    let row = rows[(i * 31) % rows.count]
                    row.labels[(i * 17) % row.labels.count] = String(i % 10)
                }
            ),
            (
                "text, width changes",
                { rows, i in
                    let row = rows[(i * 31) % rows.count]
                    let column = (i * 17) % row.labels.count
                    row.labels[column] = row.labels[column].count == 1 ? "00" : "0"
                }
            ),
            (
                "opacity (draw-only)",
                { rows, i in
                    let row = rows[(i * 31) % rows.count]
                    let column = (i * 17) % row.labels.count
                    row.opacities[column] = row.opacities[column] == 1 ? 0.5 : 1
                }
            ),
        ]
        for (label, kind) in kinds {
            for texts in [1_000, 10_000] {
                let figures = change(texts: texts, iterations: iterations, kind)
                print(
                    "  " + label.padding(toLength: 24, withPad: " ", startingAt: 0) + pad("\(texts)", 8)
                        + pad(format(figures.medianMicroseconds), 19) + pad(format(figures.measuredPerLayout, 1), 18))
            }
        }
    }
}
