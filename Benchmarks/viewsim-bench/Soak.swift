// Long runs that prove the trace's memory is bounded: a 1,000-row scene with a
// change every 0.1 s for 10 simulated minutes under `.lastFrames(600)`, with and
// without an animation running the whole time (peak RSS, run in a child process
// so that nothing else pollutes the peak); and the heap the trace holds per event
// (recording `.all` minus the same run with recording `.off`).
// Wall-clock timing is allowed here only: this is a benchmark, not a test.
import Foundation
import ViewSim

enum Soak {
    /// One soak or measurement run's figures.
    struct Run {
        let frames: Int
        let changes: Int
        let eventsRecorded: Int
        let framesKept: Int
        let seconds: Double
        let trace: Trace
    }

    static let rows = 1_000
    static let framesPerChange = 6  // one change every 0.1 s at 60 fps

    /// Runs the scene for `seconds` simulated seconds with one row changing every 0.1 s.
    static func run(seconds: Int, animated: Bool, recording: TraceRecording) -> Run {
        var configuration = SimulationConfiguration()
        configuration.recording = recording
        configuration.printChangesToStandardOutput = false
        let model = SoakModel(rows: rows)
        let start = Benchmark.clock.now  // wall clock ok: benchmark timing
        let sim = Simulation(SoakList(model: model, animated: animated), configuration: configuration)
        let changes = seconds * 60 / framesPerChange
        for change in 0..<changes {
            let row = (change * 7919) % rows
            sim.perform("change row \(row)") { model.values[row] += 1 }
            try? sim.advanceFrames(framesPerChange - 1)
        }
        let elapsed = Benchmark.clock.now - start  // wall clock ok: benchmark timing
        let trace = sim.trace
        return Run(
            frames: sim.frame, changes: changes, eventsRecorded: trace.eventCount + trace.dropped.events,
            framesKept: trace.frames.count, seconds: Benchmark.microseconds(elapsed) / 1e6, trace: trace)
    }

    /// A run of the wide scene (every one of 1,000 leaves reads one property, so
    /// every body runs and nothing is skipped), one change every 0.1 s.
    static func runWide(seconds: Int, recording: TraceRecording) -> Trace {
        var configuration = SimulationConfiguration()
        configuration.recording = recording
        configuration.printChangesToStandardOutput = false
        let model = BenchModel(count: rows)
        let sim = Simulation(WideRoot(model: model), configuration: configuration)
        for _ in 0..<(seconds * 60 / framesPerChange) {
            sim.perform("bump shared") { model.shared += 1 }
            try? sim.advanceFrames(framesPerChange - 1)
        }
        return sim.trace
    }

    /// Heap bytes per event of the wide scene, where no event is a skipped sibling:
    /// the worst case for the trace's compact storage.
    static func bytesPerEventWithoutSkips(seconds: Int) -> (perEvent: Double, events: Int, bytes: Int) {
        func heapHeld(_ recording: TraceRecording) -> (bytes: Int, trace: Trace) {
            let before = ProcessMemory.heapInUse()
            let trace = runWide(seconds: seconds, recording: recording)
            return (ProcessMemory.heapInUse() - before, trace)
        }
        let off = heapHeld(.off)
        let all = heapHeld(.all)
        let events = all.trace.eventCount
        let bytes = all.bytes - off.bytes
        return (Double(bytes) / Double(max(events, 1)), events, bytes)
    }

    /// Heap bytes the trace holds per event: the run with `.all` minus the same run
    /// with `.off`, divided by the events the trace reports (each skipped sibling
    /// counts one). Returns (bytes per event, events, trace bytes).
    static func bytesPerEvent(seconds: Int, animated: Bool) -> (perEvent: Double, events: Int, bytes: Int) {
        func heapHeld(_ recording: TraceRecording) -> (bytes: Int, run: Run) {
            let before = ProcessMemory.heapInUse()
            let run = run(seconds: seconds, animated: animated, recording: recording)
            let after = ProcessMemory.heapInUse()
            return (after - before, run)
        }
        let off = heapHeld(.off)
        let all = heapHeld(.all)
        let events = all.run.trace.eventCount
        let bytes = all.bytes - off.bytes
        return (Double(bytes) / Double(max(events, 1)), events, bytes)
    }

    /// Prints the heap the trace holds per event in three scenes.
    static func printTraceMemory() {
        print(
            "trace memory: heap in use with recording .all minus the same run with .off (glibc mallinfo2), per event;")
        print(
            "  a skipped sibling counts as one event; TraceEvent's inline stride is \(MemoryLayout<TraceEvent>.stride) B"
        )
        print("  scene (a change every 0.1 s)                      events   trace MB   bytes/event")
        for animated in [false, true] {
            let figures = bytesPerEvent(seconds: 60, animated: animated)
            print(
                pad(animated ? "1,000 rows + repeatForever, 60 s" : "1,000 rows, 60 s", 34)
                    + pad("\(figures.events)", 23)
                    + pad(format(Double(figures.bytes) / 1_048_576, 1), 11) + pad(format(figures.perEvent, 1), 14)
                    + (figures.perEvent <= 100 ? "   ≤ 100: met" : "   ≤ 100: NOT met"))
        }
        let wide = bytesPerEventWithoutSkips(seconds: 10)
        print(
            pad("wide 1,000 leaves, 10 s", 34) + pad("\(wide.events)", 23)
                + pad(format(Double(wide.bytes) / 1_048_576, 1), 11)
                + pad(format(wide.perEvent, 1), 14) + "   (no skips: every body runs)")
    }

    /// The soak itself, in this process: prints one line of figures.
    static func soak(animated: Bool, seconds: Int) {
        let run = run(seconds: seconds, animated: animated, recording: .lastFrames(600))
        let peak = ProcessMemory.peakResidentBytes().map { Double($0) / 1_048_576 } ?? -1
        let scene = animated ? "1,000 rows + repeatForever" : "1,000 rows"
        print(
            pad(scene, 27) + pad("\(run.frames)", 8) + pad("\(run.changes)", 9) + pad("\(run.eventsRecorded)", 11)
                + pad("\(run.framesKept)", 7) + pad(format(peak, 1), 10) + pad(format(run.seconds, 1), 8)
                + "   " + (peak >= 0 && peak < 200 ? "< 200 MB: met" : "< 200 MB: NOT met"))
    }

    /// Runs each soak in a child process (this executable with `--soak-case`), so
    /// that each peak RSS is the soak's own, and prints their lines.
    static func soakInChildren(seconds: Int) {
        print(
            "soak: one row of 1,000 changes every 0.1 s for \(seconds) simulated s at 60 fps, recording .lastFrames(600);"
        )
        print("      each in its own process, peak RSS = VmHWM")
        print("  scene                        frames  changes     events  kept   peak MB       s")
        for scene in ["list", "animated"] {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = ["--soak-case", scene, "--seconds", "\(seconds)"]
            let pipe = Pipe()
            child.standardOutput = pipe
            do {
                try child.run()
                let output = pipe.fileHandleForReading.readDataToEndOfFile()
                child.waitUntilExit()
                print(String(decoding: output, as: UTF8.self), terminator: "")
            } catch {
                print("  could not start the soak process: \(error)")
            }
        }
    }
}
