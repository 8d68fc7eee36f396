// A seeded random number generator (SplitMix64) so that lessons that use
// randomness, like seed 001's emoji faces, print the same thing every run.
// Lesson: lesson1 (`emoji.randomElement(using: &Simulation.random)`).

/// A deterministic random number generator.
///
/// ```swift
/// var rng = SeededRandomNumberGenerator(seed: 42)
/// let face = ["😀", "😬"].randomElement(using: &rng)
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
