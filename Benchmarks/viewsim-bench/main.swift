// viewsim-bench: the per-frame cost of one leaf's state change in trees of 100,
// 1,000 and 10,000 leaves, the ratio 10,000/100, a wide change for contrast, an
// idle frame, the heap a trace event costs, and a 10-minute soak in bounded memory.
// Run it in release: `swift run -c release viewsim-bench`.
// Modes: `--quick` (fewer iterations, a 1-minute soak), `--narrow-only`, `--wide-only`, `--parent-only`, `--idle-only` (for a
// profiler), `--memory` (only the trace's bytes per event), `--soak` (only the soaks, each in a child process), `--soak-case
// list|animated [--seconds n]` (one soak in this process: what `--soak` runs).
import Foundation

let arguments = CommandLine.arguments.dropFirst()

#if DEBUG
if !arguments.contains("--soak-case") {
    print("note: this is a debug build; for real figures run `swift run -c release viewsim-bench`.\n")
}
#endif
let quick = arguments.contains("--quick")
let iterations = quick ? 200 : 2_000

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }

func argument(after flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), arguments.index(after: index) < arguments.endIndex else { return nil }
    return arguments[arguments.index(after: index)]
}
let soakSeconds = argument(after: "--seconds").flatMap(Int.init) ?? (quick ? 60 : 600)

// `--soak-case list|animated`: one soak in this process (the child `--soak` starts).
if let scene = argument(after: "--soak-case") {
    Soak.soak(animated: scene == "animated", seconds: soakSeconds)
    exit(0)
}
// `--soak`: only the soaks.
if arguments.contains("--soak") {
    Soak.soakInChildren(seconds: soakSeconds)
    exit(0)
}

// `--memory`: only the trace's bytes per event.
if arguments.contains("--memory") {
    Soak.printTraceMemory()
    exit(0)
}

// `--narrow-only`: just the 1,000-leaf narrow update, for a profiler (valgrind --tool=callgrind).
if arguments.contains("--narrow-only") {
    let result = Benchmark.narrow(leaves: 1_000, iterations: iterations)
    print("narrow 1,000 leaves: median \(String(format: "%.2f", result.medianMicroseconds)) µs/update")
    exit(0)
}

// `--wide-only`: just the 1,000-leaf wide update (every body runs), for a profiler (valgrind --tool=callgrind).
if arguments.contains("--wide-only") {
    let result = Benchmark.wide(leaves: 1_000, iterations: quick ? 20 : 200)
    print("wide 1,000 leaves: median \(String(format: "%.2f", result.medianMicroseconds)) µs/update")
    exit(0)
}

// `--parent-only`: just the parent that runs again with 1,000 skipped rows, for a profiler.
if arguments.contains("--parent-only") {
    let result = Benchmark.parent(children: 1_000, iterations: quick ? 50 : 500)
    print("parent 1,000 rows: median \(format(result.medianMicroseconds)) µs/update, \(format(result.microsecondsPerChild, 3)) µs/skipped row")
    exit(0)
}

// `--idle-only`: just the idle frame of a 10,000-leaf tree, for a profiler.
if arguments.contains("--idle-only") {
    print("idle frame (10,000 leaves): median \(String(format: "%.3f", Benchmark.idle(leaves: 10_000, frames: iterations))) µs")
    exit(0)
}

print("viewsim-bench — one update = one frame: invalidate, evaluate, diff, record the trace")
print("")
print("narrow: one leaf's @Observable item changes; only that leaf depends on it (\(iterations) updates per size)")
print("  leaves    nodes   mount ms   median µs/update   mean µs/update   bodies/update")
var narrow: [Int: BenchmarkResult] = [:]
for leaves in [100, 1_000, 10_000] {
    let result = Benchmark.narrow(leaves: leaves, iterations: iterations)
    narrow[leaves] = result
    print(pad("\(leaves)", 8) + pad("\(result.nodes)", 9) + pad(format(result.mountMilliseconds, 1), 11)
          + pad(format(result.medianMicroseconds), 19) + pad(format(result.meanMicroseconds), 17) + pad(format(result.bodiesPerUpdate, 1), 16))
}
let ratio = (narrow[10_000]?.medianMicroseconds ?? 0) / max(narrow[100]?.medianMicroseconds ?? 1, 0.001)
print("")
print("ratio 10,000 / 100 (median): \(format(ratio))  — goal ≤ 2: \(ratio <= 2 ? "met" : "NOT met")")
print("")
print("wide: all leaves read one property, two outputs change (for contrast: cost grows with what changed)")
print("  leaves   median µs/update   bodies/update")
for leaves in [100, 1_000, 10_000] {
    let result = Benchmark.wide(leaves: leaves, iterations: leaves >= 10_000 ? 20 : 200)
    print(pad("\(leaves)", 8) + pad(format(result.medianMicroseconds), 19) + pad(format(result.bodiesPerUpdate, 1), 16))
}
print("")
Benchmark.printParent(quick: quick)
print("")
let idle = Benchmark.idle(leaves: 10_000, frames: iterations)
print("idle frame (10,000 leaves, nothing to do): median \(format(idle, 3)) µs")
print("")
Soak.printTraceMemory()
print("")
Soak.soakInChildren(seconds: soakSeconds)
