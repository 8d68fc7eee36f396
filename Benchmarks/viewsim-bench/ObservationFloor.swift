// What Apple's Observation framework itself costs in a wide update, measured
// in the same run as viewsim's wide update: N bodies each register tracking of
// one shared property (`withObservationTracking`), the property changes, every
// registration fires and is cancelled, and each body registers again — what
// any engine built on Observation pays per update, before it runs a single body.
// Also the SPI variant that keeps registrations installed across changes
// (`withObservationTracking(_:willSet:)`), to show what keeping them would save.
// Wall-clock timing is allowed here only: this is a benchmark, not a test.
import Observation
@_spi(SwiftUI) import Observation

@Observable
final class FloorModel {
    var shared = 0
}

/// Counts callbacks so the optimiser keeps them (never read for timing).
final class FloorCounter: @unchecked Sendable {
    var fired = 0
}

enum ObservationFloor {
    /// Median µs of one update cycle of `bodies` registrations: change, fire (and
    /// cancel), register again — Observation's work in one wide update.
    static func cycle(bodies: Int, iterations: Int) -> Double {
        let model = FloorModel()
        let counter = FloorCounter()
        func register() {
            for _ in 0..<bodies {
                withObservationTracking {
                    _ = model.shared
                } onChange: {
                    counter.fired += 1
                }
            }
        }
        register()
        var samples: [Double] = []
        for _ in 0..<iterations {
            let elapsed = Benchmark.clock.measure {
                model.shared += 1
                register()
            }
            samples.append(Benchmark.microseconds(elapsed))
        }
        return Benchmark.median(samples)
    }

    /// Median µs of one change with `bodies` registrations kept installed (the SPI
    /// variant): the callbacks run, nothing is cancelled or registered again.
    /// Only possible when a body's reads are known not to have changed, which
    /// Observation gives no way to learn without registering them again.
    static func persistentFire(bodies: Int, iterations: Int) -> Double {
        let model = FloorModel()
        let counter = FloorCounter()
        var trackings = 0
        for _ in 0..<bodies {
            withObservationTracking({ _ = model.shared }, willSet: { _ in counter.fired += 1 })
            trackings += 1
        }
        var samples: [Double] = []
        for _ in 0..<iterations {
            samples.append(Benchmark.microseconds(Benchmark.clock.measure { model.shared += 1 }))
        }
        return Benchmark.median(samples)
    }
}
