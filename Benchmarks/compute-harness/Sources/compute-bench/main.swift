// compute-bench: issue 32's update scenarios (viewsim-bench --compare's wide, narrow, parent and
// idle) built on Compute's attribute graph (jcmosc/Compute, a re-implementation of SwiftUI's
// AttributeGraph), timed the way viewsim-bench times them: the same samples and batches per
// scenario, one unmeasured round, then rounds of samples; a round's figure is the median of its
// samples (µs per update), a scenario's the median of its rounds.
// What it models: each viewsim body is one Compute rule doing the same work as the body and as
// ReferenceGraph's rule (the same string; the same row value, compared); each input viewsim's
// bodies read through @Observable is an external attribute written with `setValue`. An update is a
// write, then the rules run; two ways of running them are measured, each in its own rounds:
//   pull:  read the value of every leaf (row) the write made dirty, one read each, as
//          ReferenceGraph visits only its queued nodes;
//   pass:  one `Subgraph.update(flags:)` over the leaves (rows), which are flagged: Compute's own
//          update pass, which scans the flagged attributes and updates the dirty ones.
// The idle frame is a pass with nothing dirty in the narrow scene.
// What it simplifies: no view tree, layout, trace or identity; allocations are not counted; there
// is no animated frame (Compute has no animations). Only Compute's public API is called.
// Wall-clock timing is allowed here only: this is a benchmark, not a test.
// scripts/bench-compute builds it against a Compute checkout and runs it interleaved with
// viewsim-bench --compare; the output's `result` lines are what that script reads.
import Compute
import Foundation

// MARK: Measuring (as viewsim-bench's CompareBenchmark.measure and Benchmark.median)

let clock = ContinuousClock()  // wall clock ok: benchmark timing

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// Times `samples` samples of `batch` updates; returns the median µs per update.
func measure(samples: Int, batch: Int, _ update: () -> Void) -> Double {
    var times: [Double] = []
    times.reserveCapacity(samples)
    for _ in 0..<samples {
        let elapsed = clock.measure {
            for _ in 0..<batch { update() }
        }
        times.append(microseconds(elapsed) / Double(batch))
    }
    return median(times)
}

/// Rules run so far (every rule below counts its runs, as ReferenceGraph counts recomputations).
nonisolated(unsafe) var ruleRuns = 0

/// The flag the leaves (rows) carry, so that a pass over the subgraph updates them.
let leafFlag = Subgraph.Flags(rawValue: 1)

// MARK: The rules (the bodies of viewsim-bench's BenchmarkViews and ParentBenchmark)

/// A wide leaf: reads the shared input; only the first two show it (WideLeaf's body).
struct WideLeaf: Rule {
    @Attribute var shared: Int
    let index: Int
    var value: String {
        ruleRuns += 1
        let shared = shared
        return index < 2 ? "leaf \(index): \(shared)" : "leaf \(index)"
    }
}

/// A narrow leaf: reads its own item's input (NarrowLeaf's body).
struct NarrowLeaf: Rule {
    @Attribute var item: Int
    let index: Int
    var value: String {
        ruleRuns += 1
        return "leaf \(index): \(item)"
    }
}

/// The parent's header: reads the tick (ParentRoot's `Text("tick \(model.tick)")`).
struct ParentHeader: Rule {
    @Attribute var tick: Int
    var value: String {
        ruleRuns += 1
        return "tick \(tick)"
    }
}

enum RowKind: CaseIterable { case plain, header, footer }

/// The fields of viewsim's `Color` (red, green, blue, opacity, a name), compared as a value.
struct Tint: Equatable {
    var red, green, blue, opacity: Double
    let name: String?
    static let blue = Tint(red: 0, green: 0.478, blue: 1, opacity: 1, name: "blue")
    static let red = Tint(red: 1, green: 0.231, blue: 0.188, opacity: 1, name: "red")
}

/// One row's value (ParentRow's six fields), compared to decide whether the row changed.
struct RowValue: Equatable {
    let index: Int
    let title: String
    let weight: Double
    let isOn: Bool
    let kind: RowKind
    let tint: Tint
}

/// A row: depends on the parent (reads its header, as a child is updated when its parent's body
/// runs) and builds its value from its data, which never changes: every run compares equal.
struct Row: Rule {
    @Attribute var parent: String
    let data: RowValue
    var value: RowValue {
        ruleRuns += 1
        _ = parent.utf8.count
        return RowValue(
            index: data.index, title: data.title, weight: data.weight, isOn: data.isOn, kind: data.kind,
            tint: data.tint)
    }
}

// MARK: The scenes

/// The graphs made so far, kept alive (a subgraph does not keep its graph alive).
nonisolated(unsafe) var graphs: [Graph] = []

/// A new graph with one subgraph, made current: the attributes made next are added to it.
func makeSubgraph() -> Subgraph {
    let graph = Graph()
    graphs.append(graph)
    let subgraph = Subgraph(graph: graph)
    Subgraph.current = subgraph
    return subgraph
}

struct Figures {
    let scenario: String
    let size: Int
    let strategy: String
    let rounds: [Double]
    let unitsPerUpdate: Double
    var medianMicroseconds: Double { median(rounds) }
}

/// Runs one unmeasured round of each strategy, then `rounds` rounds of each in turn (pull, pass,
/// pull, pass…), counting the rules run per update in the measured rounds.
func compare(
    _ scenario: String, size: Int, rounds: Int, samples: Int, batch: Int, strategies: [(String, () -> Void)]
) -> [Figures] {
    for (_, update) in strategies { _ = measure(samples: samples, batch: batch, update) }
    var figures = Array(repeating: [Double](), count: strategies.count)
    var runs = Array(repeating: 0, count: strategies.count)
    for _ in 0..<rounds {
        for (index, (_, update)) in strategies.enumerated() {
            let before = ruleRuns
            figures[index].append(measure(samples: samples, batch: batch, update))
            runs[index] += ruleRuns - before
        }
    }
    let updates = Double(rounds * samples * batch)
    return strategies.enumerated().map { index, strategy in
        Figures(
            scenario: scenario, size: size, strategy: strategy.0, rounds: figures[index],
            unitsPerUpdate: Double(runs[index]) / updates)
    }
}

/// One input all N leaves read changes: every leaf's rule runs, two outputs change.
func wide(leaves: Int, rounds: Int) -> [Figures] {
    let subgraph = makeSubgraph()
    let shared = Attribute(value: 0)
    let nodes = (0..<leaves).map { index in
        let leaf = Attribute(WideLeaf(shared: shared, index: index))
        leaf.flags = leafFlag
        _ = leaf.value
        return leaf
    }
    var value = 0
    let samples = leaves >= 10_000 ? 4 : leaves >= 1_000 ? 20 : 50
    return compare(
        "wide", size: leaves, rounds: rounds, samples: samples, batch: 1,
        strategies: [
            (
                "pull",
                {
                    value += 1
                    shared.value = value
                    for node in nodes { _ = node.value.utf8.count }
                }
            ),
            (
                "pass",
                {
                    value += 1
                    shared.value = value
                    subgraph.update(flags: leafFlag)
                }
            ),
        ])
}

/// The narrow scene: N inputs, N leaves each reading its own.
func narrowScene(leaves: Int) -> (Subgraph, [Attribute<Int>], [Attribute<String>]) {
    let subgraph = makeSubgraph()
    let items = (0..<leaves).map { _ in Attribute(value: 0) }
    let nodes = (0..<leaves).map { index in
        let leaf = Attribute(NarrowLeaf(item: items[index], index: index))
        leaf.flags = leafFlag
        _ = leaf.value
        return leaf
    }
    return (subgraph, items, nodes)
}

/// One leaf's own input changes (leaves taken in viewsim-bench's scattered order): one rule runs.
func narrow(leaves: Int, rounds: Int) -> [Figures] {
    let (subgraph, items, nodes) = narrowScene(leaves: leaves)
    var values = Array(repeating: 0, count: leaves)
    var pullStep = 0
    var passStep = 0
    return compare(
        "narrow", size: leaves, rounds: rounds, samples: 100, batch: 10,
        strategies: [
            (
                "pull",
                {
                    let item = (pullStep * 7919) % leaves
                    pullStep += 1
                    values[item] += 1
                    items[item].value = values[item]
                    _ = nodes[item].value.utf8.count
                }
            ),
            (
                "pass",
                {
                    let item = (passStep * 7919) % leaves
                    passStep += 1
                    values[item] += 1
                    items[item].value = values[item]
                    subgraph.update(flags: leafFlag)
                }
            ),
        ])
}

/// A parent reads the tick, which changes; its N rows run again and compare unchanged.
func parent(rows: Int, rounds: Int) -> [Figures] {
    let subgraph = makeSubgraph()
    let tick = Attribute(value: 0)
    let header = Attribute(ParentHeader(tick: tick))
    let kinds = RowKind.allCases
    let nodes = (0..<rows).map { index in
        let data = RowValue(
            index: index, title: "row \(index)", weight: Double(index) * 0.5, isOn: index % 2 == 0,
            kind: kinds[index % kinds.count], tint: index % 3 == 0 ? .blue : .red)
        let row = Attribute(Row(parent: header, data: data))
        row.flags = leafFlag
        _ = row.value
        return row
    }
    var value = 0
    let samples = rows >= 10_000 ? 4 : rows >= 1_000 ? 20 : 50
    return compare(
        "parent", size: rows, rounds: rounds, samples: samples, batch: 1,
        strategies: [
            (
                "pull",
                {
                    value += 1
                    tick.value = value
                    for node in nodes { _ = node.value.index }
                }
            ),
            (
                "pass",
                {
                    value += 1
                    tick.value = value
                    subgraph.update(flags: leafFlag)
                }
            ),
        ])
}

/// A pass with nothing dirty over the narrow scene of `leaves` (100 passes a sample).
func idle(leaves: Int, rounds: Int) -> [Figures] {
    let (subgraph, _, _) = narrowScene(leaves: leaves)
    return compare(
        "idle", size: leaves, rounds: rounds, samples: 50, batch: 100,
        strategies: [("pass", { subgraph.update(flags: leafFlag) })])
}

// MARK: Arguments and output

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("compute-bench: \(message)\n".utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
func argument(after flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let scenarioNames = ["wide", "narrow", "parent", "idle"]
let only = (argument(after: "--only") ?? scenarioNames.joined(separator: ",")).split(separator: ",").map(String.init)
for name in only where !scenarioNames.contains(name) {
    fail("unknown scenario '\(name)' after --only; use one or more of \(scenarioNames.joined(separator: ", "))")
}
guard let rounds = Int(argument(after: "--rounds") ?? "5"), rounds >= 1 else {
    fail("--rounds needs a whole number of 1 or more")
}
let sizes = (argument(after: "--leaves") ?? "100,1000,10000").split(separator: ",").map { Int($0) ?? 0 }
guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 1 }) else {
    fail("--leaves needs whole numbers of 1 or more, comma-separated (e.g. 100,1000)")
}

func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

print("compute-bench: Compute's attribute graph, \(rounds) rounds (pull, pass, pull, pass, …) after one unmeasured")
print("  each figure: median µs per update of a round's samples, then the median of the rounds")
print("  result <scenario> <size> <strategy> <median µs/update> <rules run per update> <each round's µs/update>")
for name in only {
    for size in name == "idle" ? [sizes.last ?? 10_000] : sizes {
        let results: [Figures]
        switch name {
        case "wide": results = wide(leaves: size, rounds: rounds)
        case "narrow": results = narrow(leaves: size, rounds: rounds)
        case "parent": results = parent(rows: size, rounds: rounds)
        default: results = idle(leaves: size, rounds: rounds)
        }
        for result in results {
            print(
                "result \(result.scenario) \(result.size) \(result.strategy) \(format(result.medianMicroseconds, 4)) "
                    + "\(format(result.unitsPerUpdate, 2)) "
                    + result.rounds.map { format($0, 4) }.joined(separator: " "))
        }
    }
}
