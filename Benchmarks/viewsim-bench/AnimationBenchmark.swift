// Measures an animated frame: 1,000 rows whose opacity animates together
// (one @State toggled in `withAnimation(.easeInOut(duration: 1))`), timed frame
// by frame while the animations run, next to the bare cost of the same 1,000
// curves evaluated through the public `Animation` API at the same times.
// Wall-clock timing is allowed here only: this is a benchmark, not a test.
import ViewSim

/// The figures of one animated-frame measurement.
struct AnimationBenchmarkResult {
    /// How many values animate in each frame.
    let values: Int
    /// How many animated frames were timed.
    let frames: Int
    /// Median wall time of one animated frame (`advanceFrames(1)`), in µs.
    let frameMicroseconds: Double
    /// Median wall time of evaluating the same curves directly, in µs per frame.
    let bareMicroseconds: Double
    /// How many times the bare cost an animated frame costs.
    var ratio: Double { frameMicroseconds / max(bareMicroseconds, 0.001) }
}

enum AnimationBenchmark {
    /// The animation every row runs.
    static let animation = Animation.easeInOut(duration: 1)
    /// The animation's length in frames at the default 60 fps.
    static let framesPerRun = 60

    /// Toggles the scene `rounds` times; after each toggle times every frame while
    /// the animations run (the frame that finishes them is not counted), and the
    /// bare curves at the same elapsed times.
    static func run(values: Int = 1_000, rounds: Int) -> AnimationBenchmarkResult {
        let sim = Simulation(AnimationBenchmarkRoot(rows: values))
        var frameSamples: [Double] = []
        var bareSamples: [Double] = []
        var checksum = 0.0
        for round in 0..<rounds {
            // The rows' deltas (new − old), as the graph computes them.
            let on = round % 2 == 0
            let deltas = (0..<values).map { index in
                let low = AnimationBenchmarkRoot.lowOpacity(index)
                return on ? 1 - low : low - 1
            }
            do {
                try sim.tap("toggle")
            } catch {
                print("animation benchmark: \(error)")
                return AnimationBenchmarkResult(values: values, frames: 0, frameMicroseconds: 0, bareMicroseconds: 0)
            }
            // Frames 1…59 after the start are mid-animation; frame 60 finishes it.
            for frame in 1..<framesPerRun {
                frameSamples.append(Benchmark.microseconds(Benchmark.clock.measure { try? sim.advanceFrames(1) }))
                let elapsed = Double(frame) / Double(framesPerRun)
                var contexts = [AnimationContext<Double>](repeating: AnimationContext(), count: values)
                bareSamples.append(Benchmark.microseconds(Benchmark.clock.measure {
                    var sum = 0.0
                    for index in 0..<values {
                        sum += animation.animate(value: deltas[index], time: elapsed, context: &contexts[index]) ?? 0
                    }
                    checksum += sum
                }))
            }
            try? sim.advanceFrames(1)
        }
        // Keeps the bare loop from being optimised away.
        if checksum.isNaN { print("checksum \(checksum)") }
        return AnimationBenchmarkResult(values: values, frames: frameSamples.count,
                                        frameMicroseconds: Benchmark.median(frameSamples),
                                        bareMicroseconds: Benchmark.median(bareSamples))
    }

    /// Prints the figures and whether the goal (≤ 20× the bare cost) is met.
    static func printReport(rounds: Int) {
        let result = run(rounds: rounds)
        print("animated frame: \(result.values) opacities animating (easeInOut(duration: 1)), \(result.frames) frames timed")
        print("  median µs/frame   bare curves µs/frame   ratio")
        print(pad(format(result.frameMicroseconds), 17) + pad(format(result.bareMicroseconds), 23) + pad(format(result.ratio, 1) + "×", 8))
        print("goal ≤ 20×: \(result.ratio <= 20 ? "met" : "NOT met")")
    }
}
