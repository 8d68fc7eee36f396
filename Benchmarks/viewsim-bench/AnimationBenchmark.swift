// Measures an animated frame: 1,000 rows whose opacity (or scale) animates
// together (one @State toggled in `withAnimation(.easeInOut(duration: 1))`), timed
// frame by frame while the animations run, next to the bare cost of the same 1,000
// curves evaluated through the public `Animation` API at the same times.
// Wall-clock timing is allowed here only: this is a benchmark, not a test.
import Foundation
import ViewSim

/// The figures of one animated-frame measurement.
struct AnimationBenchmarkResult {
    /// Which value every row animates.
    let value: AnimatedRowValue
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
    static func run(_ value: AnimatedRowValue, values: Int = 1_000, rounds: Int) -> AnimationBenchmarkResult {
        let sim = Simulation(AnimationBenchmarkRoot(rows: values, value: value))
        var frameSamples: [Double] = []
        var bareSamples: [Double] = []
        var checksum = 0.0
        for round in 0..<rounds {
            // The rows' deltas (new − old), as the graph computes them.
            let on = round % 2 == 0
            let deltas = (0..<values).map { index in
                let low = AnimationBenchmarkRoot.low(index)
                return on ? 1 - low : low - 1
            }
            do {
                try sim.tap("toggle")
            } catch {
                print("animation benchmark: \(error)")
                return AnimationBenchmarkResult(
                    value: value, values: values, frames: 0, frameMicroseconds: 0, bareMicroseconds: 0)
            }
            // Frames 1…59 after the start are mid-animation; frame 60 finishes it.
            for frame in 1..<framesPerRun {
                frameSamples.append(
                    Benchmark.microseconds(Benchmark.clock.measure { viewsimRegion { try? sim.advanceFrames(1) } }))
                let elapsed = Double(frame) / Double(framesPerRun)
                let bare: Double
                switch value {
                case .opacity: bare = bareCurves(deltas, elapsed: elapsed, checksum: &checksum)
                case .scale:
                    bare = bareCurves(
                        deltas.map { AnimatablePair(CGFloat($0), CGFloat($0)) }, elapsed: elapsed, checksum: &checksum)
                }
                bareSamples.append(bare)
            }
            try? sim.advanceFrames(1)
        }
        // Keeps the bare loop from being optimised away.
        if checksum.isNaN { print("checksum \(checksum)") }
        return AnimationBenchmarkResult(
            value: value, values: values, frames: frameSamples.count,
            frameMicroseconds: Benchmark.median(frameSamples),
            bareMicroseconds: Benchmark.median(bareSamples))
    }

    /// Evaluates `animation` once for every delta at `elapsed` (each with its own
    /// context, as each running animation has), and returns the µs it took.
    private static func bareCurves<V: VectorArithmetic>(_ deltas: [V], elapsed: Double, checksum: inout Double)
        -> Double
    {
        var contexts = [AnimationContext<V>](repeating: AnimationContext(), count: deltas.count)
        var sum = 0.0
        let time = Benchmark.microseconds(
            Benchmark.clock.measure {
                referenceRegion {
                    for index in deltas.indices {
                        sum +=
                            animation.animate(value: deltas[index], time: elapsed, context: &contexts[index])?
                            .magnitudeSquared ?? 0
                    }
                }
            })
        checksum += sum
        return time
    }

    /// Prints the figures of each scene and whether the goal (≤ 20× the bare cost) is met.
    static func printReport(rounds: Int) {
        print(
            "animated frame: 1,000 values animating (easeInOut(duration: 1)), each frame while they run, against the same"
        )
        print("  curves evaluated bare through Animation.animate at the same times, in the same run")
        print("  values                           frames   median µs/frame   bare curves µs/frame   ratio")
        var ratios: [Double] = []
        for value in [AnimatedRowValue.opacity, .scale] {
            let result = run(value, rounds: rounds)
            ratios.append(result.ratio)
            let label = value == .opacity ? "1,000 opacities (Double)" : "1,000 scales (AnimatablePair)"
            print(
                "  " + label.padding(toLength: 31, withPad: " ", startingAt: 0) + pad("\(result.frames)", 8)
                    + pad(format(result.frameMicroseconds), 18) + pad(format(result.bareMicroseconds), 23)
                    + pad(format(result.ratio, 1) + "×", 8))
        }
        print("goal ≤ 20×: \(ratios.allSatisfy { $0 <= 20 } ? "met" : "NOT met")")
    }
}
