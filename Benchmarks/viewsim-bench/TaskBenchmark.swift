// What sleeping tasks cost: a tree of rows, each with a `.task` that sleeps for
// an hour, against the same tree without tasks — the idle frame (nothing due)
// and the mount. viewsim's claim: a sleeping task costs nothing per idle frame
// (sleeps wait in a heap keyed by due frame; an idle frame reads its top).
import Foundation
import ViewSim

/// A row whose task sleeps for an hour (or a row with no task).
private struct SleepingRow: View {
    let index: Int
    let sleeps: Bool
    var body: some View {
        if sleeps {
            Text("\(index)").task { try? await Task.sleep(for: .seconds(3600)) }
        } else {
            Text("\(index)")
        }
    }
}

private struct SleepingRows: View {
    let count: Int
    let sleeps: Bool
    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { SleepingRow(index: $0, sleeps: sleeps) }
        }
    }
}

enum TaskBenchmark {
    /// The median idle frame and the mount, in µs and ms, of `rows` rows with or without sleeping tasks.
    static func measure(rows: Int, sleeps: Bool, frames: Int) -> (idle: Double, mount: Double, pending: Int) {
        let clock = ContinuousClock()
        var sim: Simulation?
        let mount = clock.measure { sim = Simulation(SleepingRows(count: rows, sleeps: sleeps)) }
        guard let sim else { return (0, 0, 0) }
        var samples: [Double] = []
        for _ in 0..<frames {
            samples.append(Benchmark.microseconds(clock.measure { try? sim.advanceFrames(1) }))
        }
        samples.sort()
        let pending = sim.trace.tasks().filter(\.isPending).count
        return (samples[samples.count / 2], Benchmark.microseconds(mount) / 1000, pending)
    }

    static func printReport(quick: Bool) {
        let frames = quick ? 200 : 2_000
        print(
            "sleeping tasks: \(frames) idle frames (nothing due) in a tree of rows, each row's .task asleep for an hour"
        )
        print("  rows    tasks   mount ms   median µs/idle frame")
        for rows in [1_000, 10_000] {
            for sleeps in [false, true] {
                let result = measure(rows: rows, sleeps: sleeps, frames: frames)
                print(
                    "  \(pad(String(rows), 6))  \(pad(String(result.pending), 6))  \(pad(format(result.mount, 1), 9))  \(pad(format(result.idle, 3), 20))"
                )
            }
        }
    }
}
