// Models the generator's source of randomness: viewsim's SplitMix64, seeded from
// the run seed and the case index, with its own helpers (never Swift's default
// generator, and no standard-library sampling whose algorithm could change), so
// a seed gives the same case in every process and on every toolchain.
import ViewSim

/// Seeded randomness for the generator.
struct FuzzRandom {
    private var generator: SeededRandomNumberGenerator

    /// The stream of case `index` of a run seeded with `seed`.
    init(seed: UInt64, index: Int) {
        var mixer = SeededRandomNumberGenerator(seed: seed ^ 0x5EED_F0CC_A11C_0DE5)
        let base = mixer.next()
        generator = SeededRandomNumberGenerator(
            seed: base &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// A uniformly random integer in `range` (modulo bias is irrelevant here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound) &+ 1
        if width == 0 { return Int(truncatingIfNeeded: generator.next()) }
        return range.lowerBound &+ Int(truncatingIfNeeded: generator.next() % width)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A double in [0, 1).
    mutating func unit() -> Double { Double(generator.next() >> 11) / Double(UInt64(1) << 53) }

    /// A double in `range`, rounded to 2 decimals so cases print short.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        ((range.lowerBound + unit() * (range.upperBound - range.lowerBound)) * 100).rounded() / 100
    }

    /// One of `options` (which must not be empty; the first if it is).
    mutating func pick<T>(_ options: [T]) -> T {
        options[int(0...max(0, options.count - 1))]
    }

    /// One of `options`, chosen with the given weights.
    mutating func weighted<T>(_ options: [(T, Int)]) -> T {
        let total = options.reduce(0) { $0 + max(0, $1.1) }
        var roll = int(0...max(0, total - 1))
        for (value, weight) in options where weight > 0 {
            if roll < weight { return value }
            roll -= weight
        }
        return options[0].0
    }
}
