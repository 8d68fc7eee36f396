// CompareBenchmark: `viewsim-bench --compare` — each scenario of issue 32's goals measured on
// viewsim and on a reference in the same process, in interleaved rounds (a viewsim round, then a
// reference round, and again), with the ratio of each round's medians, the heap allocations of each
// side (CMallocCounter), and a block that prints every goal as met or NOT met with the command that
// reproduces it. The reference of the updates is ReferenceGraph (a tiny dependency graph in plain
// Swift, a stand-in for an attribute graph), given the same work per node as viewsim's bodies (the
// same strings, the same row values compared); the reference of the animated frame is the bare curve
// math (AnimationBenchmark).
// What it simplifies: wall-clock medians on a shared machine (ratios within a round are steadier
// than either side alone); the reference has no trace, layout or identity, so a ratio is what
// viewsim's extra machinery costs, not a comparison with SwiftUI.
// Wall-clock timing is allowed here only: this is a benchmark, not a test.
import Foundation
import ViewSim

/// A scenario of `--compare`.
enum CompareScenario: String, CaseIterable {
    case wide, narrow, parent, idle, animation
}

/// One round: each side's median µs per update (or frame).
struct CompareRound {
    let viewsim: Double
    let reference: Double
    var ratio: Double { viewsim / max(reference, 0.000_001) }
}

/// The figures of one scenario at one size.
struct CompareResult {
    let scenario: CompareScenario
    let size: Int
    let rounds: [CompareRound]
    /// Heap allocations per update on viewsim's side; nil when not counted.
    let viewsimAllocations: Double?
    let referenceAllocations: Double?
    /// Bodies run (wide, narrow) or rows skipped (parent) per update on viewsim's side.
    let viewsimUnits: Double
    /// Rules run (wide, narrow) or children compared unchanged (parent) per update in the reference.
    let referenceUnits: Double

    var viewsim: Double { Benchmark.median(rounds.map(\.viewsim)) }
    var reference: Double { Benchmark.median(rounds.map(\.reference)) }
    var ratio: Double { Benchmark.median(rounds.map(\.ratio)) }
}

enum CompareBenchmark {
    /// What one side measures: `update` runs one update (or frame); `units` counts its bodies so far.
    struct Side {
        let update: () -> Void
        let units: () -> Int
        let region: (() -> Void) -> Void
    }

    /// Times `samples` samples of `batch` updates; returns the median µs per update and the
    /// allocations the updates made (outside the clock's own calls).
    static func measure(_ side: Side, samples: Int, batch: Int) -> (median: Double, allocations: UInt64) {
        var times: [Double] = []
        times.reserveCapacity(samples)
        var allocations: UInt64 = 0
        for _ in 0..<samples {
            let before = MeasuredRegion.allocations
            let elapsed = Benchmark.clock.measure {
                for _ in 0..<batch { side.region(side.update) }
            }
            allocations += MeasuredRegion.allocations - before
            times.append(Benchmark.microseconds(elapsed) / Double(batch))
        }
        return (Benchmark.median(times), allocations)
    }

    /// Runs `rounds` interleaved rounds of the two sides after one unmeasured round each.
    static func compare(
        _ scenario: CompareScenario, size: Int, rounds: Int, samples: Int, batch: Int, viewsim: Side,
        reference: Side
    ) -> CompareResult {
        _ = measure(viewsim, samples: samples, batch: batch)
        _ = measure(reference, samples: samples, batch: batch)
        let viewsimUnitsBefore = viewsim.units()
        let referenceUnitsBefore = reference.units()
        var results: [CompareRound] = []
        var viewsimAllocations: UInt64 = 0
        var referenceAllocations: UInt64 = 0
        for _ in 0..<rounds {
            let ours = measure(viewsim, samples: samples, batch: batch)
            let theirs = measure(reference, samples: samples, batch: batch)
            viewsimAllocations += ours.allocations
            referenceAllocations += theirs.allocations
            results.append(CompareRound(viewsim: ours.median, reference: theirs.median))
        }
        let updates = Double(rounds * samples * batch)
        let counted = MeasuredRegion.allocationsCounted
        return CompareResult(
            scenario: scenario, size: size, rounds: results,
            viewsimAllocations: counted ? Double(viewsimAllocations) / updates : nil,
            referenceAllocations: counted ? Double(referenceAllocations) / updates : nil,
            viewsimUnits: Double(viewsim.units() - viewsimUnitsBefore) / updates,
            referenceUnits: Double(reference.units() - referenceUnitsBefore) / updates)
    }

    // MARK: Scenarios

    /// Every leaf reads one shared property, which changes: N bodies run, two outputs change.
    static func wide(leaves: Int, rounds: Int) -> CompareResult {
        let model = BenchModel(count: leaves)
        let sim = Simulation(WideRoot(model: model))
        let graph = ReferenceGraph<String>(placeholder: "")
        let shared = graph.addSource(input: 0)
        for _ in 0..<leaves {
            _ = graph.addNode(dependingOn: [shared]) { graph, node in
                let index = node - 1
                let value = graph.input(of: shared)
                return index < 2 ? "leaf \(index): \(value)" : "leaf \(index)"
            }
        }
        graph.reserveQueue(leaves)
        var value = 0
        let samples = leaves >= 10_000 ? 4 : leaves >= 1_000 ? 20 : 50
        return compare(
            .wide, size: leaves, rounds: rounds, samples: samples, batch: 1,
            viewsim: Side(
                update: { sim.perform("bump shared") { model.shared += 1 } },
                units: { sim.trace.bodyEvaluations().count }, region: viewsimRegion),
            reference: Side(
                update: {
                    value += 1
                    graph.write(shared, value)
                    graph.update()
                }, units: { graph.recomputations }, region: referenceRegion))
    }

    /// One leaf's own item changes: one body runs (leaves taken in a scattered order).
    static func narrow(leaves: Int, rounds: Int) -> CompareResult {
        let (model, sim, graph) = narrowScene(leaves: leaves)
        var viewsimStep = 0
        var referenceStep = 0
        return compare(
            .narrow, size: leaves, rounds: rounds, samples: 100, batch: 10,
            viewsim: Side(
                update: {
                    let item = model.items[(viewsimStep * 7919) % leaves]
                    viewsimStep += 1
                    sim.perform("bump") { item.value += 1 }
                }, units: { sim.trace.bodyEvaluations().count }, region: viewsimRegion),
            reference: Side(
                update: {
                    let item = (referenceStep * 7919) % leaves
                    referenceStep += 1
                    graph.write(item, graph.input(of: item) + 1)
                    graph.update()
                }, units: { graph.recomputations }, region: referenceRegion))
    }

    /// The narrow scene on both sides: N items, N leaves each showing its own item.
    static func narrowScene(leaves: Int) -> (BenchModel, Simulation, ReferenceGraph<String>) {
        let model = BenchModel(count: leaves)
        let sim = Simulation(NarrowRoot(model: model))
        let graph = ReferenceGraph<String>(placeholder: "")
        for _ in 0..<leaves { _ = graph.addSource(input: 0) }
        for leaf in 0..<leaves {
            _ = graph.addNode(dependingOn: [leaf]) { graph, node in
                let index = node - leaves
                return "leaf \(index): \(graph.input(of: index))"
            }
        }
        graph.reserveQueue(leaves)
        return (model, sim, graph)
    }

    /// A parent reads one property, which changes; it runs again and its N rows compare unchanged.
    static func parent(rows: Int, rounds: Int) -> CompareResult {
        let model = ParentModel(count: rows)
        let sim = Simulation(ParentRoot(model: model))
        let data = ParentModel(count: rows).rows
        let graph = ReferenceGraph<ParentReferenceOutput>(placeholder: .header(""))
        let tick = graph.addSource(input: 0)
        let parent = graph.addNode(dependingOn: [tick]) { graph, _ in .header("tick \(graph.input(of: tick))") }
        for _ in 0..<rows {
            _ = graph.addNode(dependingOn: [parent]) { _, node in
                let row = data[node - parent - 1]
                return .row(
                    ParentReferenceRow(
                        index: row.index, title: row.title, weight: row.weight, isOn: row.isOn, kind: row.kind,
                        tint: row.tint))
            }
        }
        graph.reserveQueue(rows + 1)
        var value = 0
        let samples = rows >= 10_000 ? 4 : rows >= 1_000 ? 20 : 50
        return compare(
            .parent, size: rows, rounds: rounds, samples: samples, batch: 1,
            viewsim: Side(
                update: { sim.perform("tick") { model.tick += 1 } }, units: { sim.trace.bodySkips().count },
                region: viewsimRegion),
            reference: Side(
                update: {
                    value += 1
                    graph.write(tick, value)
                    graph.update()
                }, units: { graph.recomputations - graph.changes }, region: referenceRegion))
    }

    /// Frames with nothing to do in the narrow scene of `leaves`; the reference's is an update
    /// with an empty queue. Timed 100 frames at a time (one frame is near the clock's own cost).
    static func idle(leaves: Int, rounds: Int) -> CompareResult {
        let (_, sim, graph) = narrowScene(leaves: leaves)
        return compare(
            .idle, size: leaves, rounds: rounds, samples: 50, batch: 100,
            viewsim: Side(update: { try? sim.advanceFrames(1) }, units: { 0 }, region: viewsimRegion),
            reference: Side(update: { graph.update() }, units: { 0 }, region: referenceRegion))
    }

    /// 1,000 opacities animating: each round is AnimationBenchmark's run of one toggle (59 frames
    /// mid-animation, each followed by the bare curves at the same time).
    static func animation(rounds: Int) -> CompareResult {
        var results: [CompareRound] = []
        for _ in 0..<rounds {
            let run = AnimationBenchmark.run(.opacity, rounds: 1)
            results.append(CompareRound(viewsim: run.frameMicroseconds, reference: run.bareMicroseconds))
        }
        return CompareResult(
            scenario: .animation, size: 1_000, rounds: results, viewsimAllocations: nil, referenceAllocations: nil,
            viewsimUnits: 0, referenceUnits: 0)
    }
}

/// The reference parent scene's outputs: the parent's header, or one row's value.
enum ParentReferenceOutput: Equatable {
    case header(String)
    case row(ParentReferenceRow)
}

/// The value of one row as the parent builds it (ParentRow's fields), compared to decide whether
/// the row changed.
struct ParentReferenceRow: Equatable {
    let index: Int
    let title: String
    let weight: Double
    let isOn: Bool
    let kind: ParentRowKind
    let tint: Color
}
