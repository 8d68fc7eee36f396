// Measures what an update loop that never ends costs: a body that writes the
// `@Observable` property it reads, in a tree of 10,000 rows, run until the
// simulation gives up (`runUntilIdle`, 10 s: 600 frames). Two places for the
// loop: the root (each pass runs the root's body and compares its 10,000 rows)
// and one row (each pass runs that row). Timed by this process's CPU time.
// Simplifies: one kind of loop (a body write); timeline and animation loops
// cost what their frames change and are measured by the other benchmarks.
import Foundation
import Observation
import ViewSim

@Observable
final class LoopModel {
    var count = 0
}

/// Writes one more than the count its parent read: the parent reads the count
/// again in the next pass and gives this view a new value, so it writes again.
nonisolated struct LoopWriter: View {
    let model: LoopModel
    let seen: Int
    var body: some View {
        let _ = { model.count = seen &+ 1 }()
        Text("seen \(seen)")
    }
}

/// The root reads the count and holds the writer, above 10,000 rows.
nonisolated struct LoopingRoot: View {
    let model: LoopModel
    let rows: Int
    var body: some View {
        VStack {
            LoopWriter(model: model, seen: model.count)
            ForEach(0..<rows, id: \.self) { row in LoopRow(index: row, model: nil) }
        }
    }
}

/// A row; the one with a model reads the count and holds the writer.
nonisolated struct LoopRow: View {
    let index: Int
    let model: LoopModel?
    var body: some View {
        if let model {
            LoopWriter(model: model, seen: model.count)
        } else {
            Text("row \(index)")
        }
    }
}

/// 10,000 rows, one of which loops.
nonisolated struct LoopingRowRoot: View {
    let model: LoopModel
    let rows: Int
    var body: some View {
        VStack {
            ForEach(0..<rows, id: \.self) { row in LoopRow(index: row, model: row == rows / 2 ? model : nil) }
        }
    }
}

enum LoopBenchmark {
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
            usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    static func printReport(rows: Int = 10_000) {
        print(
            "update loop: a body writes the @Observable property it reads, \(rows) rows, runUntilIdle() until it gives up (CPU s)"
        )
        print("  loop in        mount s   runUntilIdle s   frames   passes   events   error")
        for (name, make) in [
            ("the root", { (model: LoopModel) -> any View in LoopingRoot(model: model, rows: rows) }),
            ("one row", { (model: LoopModel) -> any View in LoopingRowRoot(model: model, rows: rows) }),
        ] {
            let model = LoopModel()
            var configuration = SimulationConfiguration()
            configuration.recording = .lastFrames(600)
            let start = cpuSeconds()
            let sim = Simulation(AnyView(make(model)), configuration: configuration)
            let mounted = cpuSeconds()
            var outcome = "none"
            do { try sim.runUntilIdle() } catch { outcome = String("\(error)".prefix(60)) + "…" }
            let ran = cpuSeconds()
            let passes = sim.trace.frames.map(\.passes).reduce(0, +)
            print(
                "  " + name.padding(toLength: 13, withPad: " ", startingAt: 0) + pad(format(mounted - start, 2), 8)
                    + pad(format(ran - mounted, 2), 17) + pad("\(sim.frame)", 9) + pad("\(passes)", 9)
                    + pad("\(sim.trace.eventCount)", 9) + "   " + outcome)
        }
    }
}
