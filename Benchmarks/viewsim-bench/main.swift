// viewsim-bench: the per-frame cost of one leaf's state change in trees of 100,
// 1,000 and 10,000 leaves, the ratio 10,000/100, a wide change for contrast, an
// idle frame, the layout pass (first layout, one-leaf changes), drawing a frame with cairo, the HTML report, how each command
// grows with a step's frames, an update loop that never ends in a tree of 10,000 rows, the heap a trace event
// costs, and a 10-minute soak in bounded memory.
// Run it in release: `swift run -c release viewsim-bench`.
// Every flag, with what it takes and does: `viewsim-bench --help` (BenchArguments).
import Foundation

let arguments = BenchArguments.checkedOrExit(Array(CommandLine.arguments.dropFirst()))

#if DEBUG
    if !arguments.contains("--soak-case") && arguments.first != "--long-run-command" {
        print("note: this is a debug build; for real figures run `swift run -c release viewsim-bench`.\n")
    }
#endif
let quick = arguments.contains("--quick")
let iterations = quick ? 200 : 2_000

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }

func argument(after flag: String) -> String? { arguments.value(after: flag) }
let soakSeconds = argument(after: "--seconds").flatMap(Int.init) ?? (quick ? 60 : 600)

// VIEWSIM_BENCH_REGIONS=1: print how many measured regions ran, at exit (scripts/bench-instructions).
atexit { MeasuredRegion.printCallsIfAsked() }

// `--compare`: viewsim against a reference in the same process, interleaved rounds, and issue 32's goals.
if arguments.contains("--compare") {
    // BenchArguments has checked the values: known scenario names, whole numbers of 1 or more.
    let only = Set(
        (argument(after: "--only") ?? "").split(separator: ",").compactMap { CompareScenario(rawValue: String($0)) })
    let rounds = argument(after: "--rounds").flatMap(Int.init) ?? (quick ? 3 : 5)
    let sizes =
        argument(after: "--leaves").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [100, 1_000, 10_000]
    CompareBenchmark.printReport(only: only, rounds: rounds, sizes: sizes)
    exit(0)
}

// `--long-run-command <subcommand> pulse-<frames> …`: a child of `--commands-only`.
if arguments.first == "--long-run-command" {
    LongRuns.main(Array(arguments.arguments.dropFirst()))
    exit(0)
}
// `--commands-only [--frames 1000,2000,4000]`: how each command grows with a step's frames.
if arguments.contains("--commands-only") {
    let counts =
        argument(after: "--frames").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [10_000, 20_000, 40_000]
    CommandsBenchmark.printReport(frames: counts)
    exit(0)
}

// `--loop-only`: what an update loop that never ends costs in a tree of 10,000 rows.
if arguments.contains("--loop-only") {
    LoopBenchmark.printReport()
    exit(0)
}

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

// `--leaves n`: the tree size of `--narrow-only` and `--wide-only` (default 1,000).
let profiledSizes = argument(after: "--leaves").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1_000]
if profiledSizes.count != 1 {
    FileHandle.standardError.write(
        Data("viewsim-bench: without --compare, --leaves takes one size (e.g. --leaves 10000)\n".utf8))
    exit(2)
}
let profiledLeaves = profiledSizes[0]

// `--narrow-only`: just the narrow update, for a profiler (valgrind --tool=callgrind).
if arguments.contains("--narrow-only") {
    let result = Benchmark.narrow(leaves: profiledLeaves, iterations: iterations)
    print("narrow \(profiledLeaves) leaves: median \(String(format: "%.2f", result.medianMicroseconds)) µs/update")
    exit(0)
}

// `--wide-only`: just the wide update (every body runs), for a profiler (valgrind --tool=callgrind).
if arguments.contains("--wide-only") {
    let result = Benchmark.wide(leaves: profiledLeaves, iterations: quick ? 20 : 200)
    print("wide \(profiledLeaves) leaves: median \(String(format: "%.2f", result.medianMicroseconds)) µs/update")
    exit(0)
}

// `--observation-only`: just Observation's own cost per wide update, at `--leaves n` bodies.
if arguments.contains("--observation-only") {
    let cycle = ObservationFloor.cycle(bodies: profiledLeaves, iterations: quick ? 20 : 200)
    print("Observation alone, \(profiledLeaves) bodies: median \(String(format: "%.2f", cycle)) µs/update")
    exit(0)
}

// `--animation-only`: just the animated frame of 1,000 values and its bare curves, for a profiler.
if arguments.contains("--animation-only") {
    AnimationBenchmark.printReport(rounds: quick ? 1 : 4)
    exit(0)
}

// `--parent-only`: just the parent that runs again with 1,000 skipped rows, for a profiler.
if arguments.contains("--parent-only") {
    let result = Benchmark.parent(children: 1_000, iterations: quick ? 50 : 500)
    print(
        "parent 1,000 rows: median \(format(result.medianMicroseconds)) µs/update, \(format(result.microsecondsPerChild, 3)) µs/skipped row"
    )
    exit(0)
}

// `--lazy-only`: a lazy stack of 1,000, 10,000 and 100,000 rows: first appearance, a scroll step, a row write.
if arguments.contains("--lazy-only") {
    LazyBenchmark.printReport(quick: quick)
    exit(0)
}

// `--layout-only`: just the layout figures; `--render-only`: just the rendering figures.
if arguments.contains("--layout-only") {
    LayoutBenchmark.printReport(quick: quick)
    exit(0)
}
if arguments.contains("--render-only") {
    RenderBenchmark.printReport(quick: quick)
    exit(0)
}
// `--report-only`: just the HTML report's figures.
if arguments.contains("--report-only") {
    ReportBenchmark.printReport(quick: quick)
    exit(0)
}

// `--tasks-only`: the idle frame with 1,000 and 10,000 sleeping tasks, against none.
if arguments.contains("--tasks-only") {
    TaskBenchmark.printReport(quick: quick)
    exit(0)
}

// `--idle-only`: just the idle frame of a 10,000-leaf tree, for a profiler.
if arguments.contains("--idle-only") {
    print(
        "idle frame (10,000 leaves): median \(String(format: "%.3f", Benchmark.idle(leaves: 10_000, frames: iterations))) µs"
    )
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
    print(
        pad("\(leaves)", 8) + pad("\(result.nodes)", 9) + pad(format(result.mountMilliseconds, 1), 11)
            + pad(format(result.medianMicroseconds), 19) + pad(format(result.meanMicroseconds), 17)
            + pad(format(result.bodiesPerUpdate, 1), 16))
}
let ratio = (narrow[10_000]?.medianMicroseconds ?? 0) / max(narrow[100]?.medianMicroseconds ?? 1, 0.001)
let slowestNarrow = narrow.values.map(\.medianMicroseconds).max() ?? 0
print("")
print("ratio 10,000 / 100 (median): \(format(ratio))  — goal ≤ 1.5: \(ratio <= 1.5 ? "met" : "NOT met")")
print(
    "slowest median: \(format(slowestNarrow)) µs  — goal ≤ 3 µs at every size: \(slowestNarrow <= 3 ? "met" : "NOT met")"
)
print("")
print("wide: all leaves read one property, two outputs change (for contrast: cost grows with what changed)")
print("  leaves   median µs/update   bodies/update")
var wideAt10k = 0.0
for leaves in [100, 1_000, 10_000] {
    let result = Benchmark.wide(leaves: leaves, iterations: leaves >= 10_000 ? 20 : 200)
    if leaves == 10_000 { wideAt10k = result.medianMicroseconds }
    print(pad("\(leaves)", 8) + pad(format(result.medianMicroseconds), 19) + pad(format(result.bodiesPerUpdate, 1), 16))
}
print(
    "10,000 leaves: \(format(wideAt10k / 1000)) ms  — goal ≤ 12 ms: \(wideAt10k <= 12_000 ? "met" : "NOT met") (Observation's own share: below)"
)
print("")
print("Observation alone, in this run: N trackings of one property; the property changes, each fires and is cancelled,")
print("each registers again — what any engine on Observation pays per wide update before a body runs")
print("  bodies   median µs/update   µs/body   kept installed (SPI willSet, no re-register): µs/update")
for bodies in [100, 1_000, 10_000] {
    let rounds = bodies >= 10_000 ? 20 : 200
    let cycle = ObservationFloor.cycle(bodies: bodies, iterations: rounds)
    let kept = ObservationFloor.persistentFire(bodies: bodies, iterations: rounds)
    print(
        pad("\(bodies)", 8) + pad(format(cycle), 19) + pad(format(cycle / Double(bodies), 3), 10)
            + pad(format(kept), 48))
}
print("")
AnimationBenchmark.printReport(rounds: quick ? 1 : 4)
print("")
Benchmark.printParent(quick: quick)
print("")
LayoutBenchmark.printReport(quick: quick)
print("")
RenderBenchmark.printReport(quick: quick)
print("")
ReportBenchmark.printReport(quick: quick)
print("")
CommandsBenchmark.printReport(frames: quick ? [1_000, 2_000, 4_000] : [10_000, 20_000, 40_000])
print("")
LoopBenchmark.printReport()
print("")
let idle = Benchmark.idle(leaves: 10_000, frames: iterations)
print(
    "idle frame (10,000 leaves, nothing to do): median \(format(idle, 3)) µs  — goal ≤ 0.3 µs: \(idle <= 0.3 ? "met" : "NOT met")"
)
print("")
Soak.printTraceMemory()
print("")
Soak.soakInChildren(seconds: soakSeconds)
