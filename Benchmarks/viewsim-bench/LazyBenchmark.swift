// Measures what a lazy stack costs as its data grows: the first appearance of a
// `ScrollView { LazyVStack { ForEach(rows) { … } } }` of 1,000, 10,000 and
// 100,000 rows, one scroll step of a screen (852 pt), and a write to one
// visible row's `@Observable` model — each a whole frame (update, layout,
// window), timed with the wall clock (allowed here only), with the bodies run
// and views measured. Flat in N is the point (issue 27, item 5).
import Observation
import ViewSim

@Observable
final class LazyBenchModel: Identifiable {
    let id: Int
    var title: String
    init(id: Int) {
        self.id = id
        title = "Row \(id)"
    }
}

nonisolated struct LazyBenchRow: View {
    let model: LazyBenchModel
    var body: some View { Text(model.title).frame(height: 20) }
}

nonisolated struct LazyBenchFeed: View {
    let models: [LazyBenchModel]
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(models) { LazyBenchRow(model: $0) }
            }
        }
        .accessibilityIdentifier("feed")
    }
}

enum LazyBenchmark {
    struct Figures {
        var appearMilliseconds = 0.0
        var appearBodies = 0
        var scrollMicroseconds = 0.0
        var scrollBodies = 0.0
        var scrollMeasured = 0.0
        var updateMicroseconds = 0.0
        var updateBodies = 0.0
    }

    static func run(rows: Int, steps: Int) -> Figures {
        var figures = Figures()
        let models = (0..<rows).map(LazyBenchModel.init)
        var sim: Simulation?
        figures.appearMilliseconds =
            Benchmark.microseconds(Benchmark.clock.measure { sim = Simulation(LazyBenchFeed(models: models)) }) / 1000
        guard let sim else { return figures }
        figures.appearBodies = sim.evaluationCount(of: "LazyBenchRow")
        var samples: [Double] = []
        var bodies = 0
        var measured = 0
        for _ in 0..<steps {
            let before = sim.evaluationCount(of: "LazyBenchRow")
            samples.append(Benchmark.microseconds(Benchmark.clock.measure { try? sim.scroll("feed", by: 852) }))
            bodies += sim.evaluationCount(of: "LazyBenchRow") - before
            measured += sim.layoutWork.measured
        }
        figures.scrollMicroseconds = Benchmark.median(samples)
        figures.scrollBodies = Double(bodies) / Double(steps)
        figures.scrollMeasured = Double(measured) / Double(steps)
        // A visible row: the scroll views's viewport is at steps × 852, row ≈ offset / 28.
        let visible = min(rows - 1, steps * 852 / 28 + 3)
        samples = []
        bodies = 0
        for step in 0..<steps {
            let before = sim.evaluationCount(of: "LazyBenchRow")
            samples.append(
                Benchmark.microseconds(
                    Benchmark.clock.measure { sim.perform("edit") { models[visible].title = "Edited \(step)" } }))
            bodies += sim.evaluationCount(of: "LazyBenchRow") - before
        }
        figures.updateMicroseconds = Benchmark.median(samples)
        figures.updateBodies = Double(bodies) / Double(steps)
        return figures
    }

    static func printReport(quick: Bool) {
        print("lazy: ScrollView { LazyVStack { ForEach(rows) { Text.frame(height: 20) } } }; whole frames, wall clock")
        print(
            "   rows   appear ms  rows created   scroll µs/step  bodies/step  measured/step   row write µs  bodies/write"
        )
        for rows in [1_000, 10_000, 100_000] {
            let figures = run(rows: rows, steps: quick ? 10 : 30)
            print(
                pad("\(rows)", 7) + pad(format(figures.appearMilliseconds, 2), 12)
                    + pad("\(figures.appearBodies)", 14) + pad(format(figures.scrollMicroseconds), 17)
                    + pad(format(figures.scrollBodies, 1), 13) + pad(format(figures.scrollMeasured, 1), 15)
                    + pad(format(figures.updateMicroseconds), 15) + pad(format(figures.updateBodies, 1), 14))
        }
    }
}
