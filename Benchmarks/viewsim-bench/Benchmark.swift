// Measures what one update costs: a single leaf's state change in trees of
// 100, 1,000 and 10,000 leaves, a wide change for contrast, and an idle frame.
// Wall-clock timing is allowed here only: this is a benchmark, not a test.
import ViewSim

struct BenchmarkResult {
    let label: String
    let leaves: Int
    let nodes: Int
    let mountMilliseconds: Double
    let medianMicroseconds: Double
    let meanMicroseconds: Double
    let bodiesPerUpdate: Double
}

enum Benchmark {
    static let clock = ContinuousClock()  // wall clock ok: benchmark timing

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// One narrow update per iteration: one leaf's item changes, one body should run.
    static func narrow(leaves: Int, iterations: Int) -> BenchmarkResult {
        let model = BenchModel(count: leaves)
        var simulation: Simulation?
        let mount = clock.measure { simulation = Simulation(NarrowRoot(model: model)) }
        guard let sim = simulation else { return empty("narrow", leaves) }
        let before = sim.trace.bodyEvaluations().count
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for iteration in 0..<iterations {
            let item = model.items[(iteration * 7919) % leaves]
            let elapsed = clock.measure { viewsimRegion { sim.perform("bump") { item.value += 1 } } }
            samples.append(microseconds(elapsed))
        }
        let bodies = Double(sim.trace.bodyEvaluations().count - before) / Double(iterations)
        return BenchmarkResult(
            label: "narrow", leaves: leaves, nodes: sim.snapshot().nodes.count,
            mountMilliseconds: microseconds(mount) / 1000, medianMicroseconds: median(samples),
            meanMicroseconds: samples.reduce(0, +) / Double(samples.count), bodiesPerUpdate: bodies)
    }

    /// One wide update per iteration: every leaf reads the changed property.
    static func wide(leaves: Int, iterations: Int) -> BenchmarkResult {
        let model = BenchModel(count: leaves)
        var simulation: Simulation?
        let mount = clock.measure { simulation = Simulation(WideRoot(model: model)) }
        guard let sim = simulation else { return empty("wide", leaves) }
        let before = sim.trace.bodyEvaluations().count
        var samples: [Double] = []
        for _ in 0..<iterations {
            let elapsed = clock.measure { viewsimRegion { sim.perform("bump shared") { model.shared += 1 } } }
            samples.append(microseconds(elapsed))
        }
        let bodies = Double(sim.trace.bodyEvaluations().count - before) / Double(iterations)
        return BenchmarkResult(
            label: "wide", leaves: leaves, nodes: sim.snapshot().nodes.count,
            mountMilliseconds: microseconds(mount) / 1000, medianMicroseconds: median(samples),
            meanMicroseconds: samples.reduce(0, +) / Double(samples.count), bodiesPerUpdate: bodies)
    }

    /// Frames in which nothing happens, in a 10,000-leaf tree.
    static func idle(leaves: Int, frames: Int) -> Double {
        let model = BenchModel(count: leaves)
        let sim = Simulation(NarrowRoot(model: model))
        var samples: [Double] = []
        for _ in 0..<frames {
            samples.append(microseconds(clock.measure { viewsimRegion { try? sim.advanceFrames(1) } }))
        }
        return median(samples)
    }

    static func empty(_ label: String, _ leaves: Int) -> BenchmarkResult {
        BenchmarkResult(
            label: label, leaves: leaves, nodes: 0, mountMilliseconds: 0, medianMicroseconds: 0, meanMicroseconds: 0,
            bodiesPerUpdate: 0)
    }
}
