// The axes of a value plot: "nice" tick values (1, 2, 2.5 or 5 times a power of
// ten) covering a range, and numbers written the same way on every machine.
// Simplifies: linear scales only. Lesson: every `viewsim plot`.

/// A linear axis with round tick values.
///
/// ```swift
/// let scale = PlotScale(covering: 0.0167, 0.55)
/// scale.ticks.map(scale.label)   // ["0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6"]
/// ```
struct PlotScale: Equatable {
    /// The first and last tick; the axis spans them.
    let lower: Double
    let upper: Double
    /// The distance between ticks.
    let step: Double
    /// Decimal places every tick label needs.
    let decimals: Int

    /// A scale whose ticks cover `minimum`…`maximum`, about `target` of them, and
    /// at least `minimumSpan` (centred on the values when they span less).
    init(covering minimum: Double, _ maximum: Double, target: Int = 6, minimumSpan: Double = 0) {
        var low = minimum.isFinite ? minimum : 0
        var high = maximum.isFinite ? maximum : 1
        if high < low { swap(&low, &high) }
        if minimumSpan > 0, high - low < minimumSpan {
            let pad = (minimumSpan - (high - low)) / 2
            low -= pad
            high += pad
        }
        if high - low < 1e-9 {
            let pad = max(abs(low) * 0.1, 0.5)
            low -= pad
            high += pad
        }
        let rough = (high - low) / Double(max(1, target))
        let magnitude = Self.power(of: rough)
        let residual = rough / magnitude
        let nice: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10
        step = nice * magnitude
        // The tolerance keeps a value a rounding error past a tick on that tick.
        lower = (low / step + 1e-9).rounded(.down) * step
        upper = (high / step - 1e-9).rounded(.up) * step
        var places = 0
        while places < 8 {
            let scaled = step * Self.tenTo(places)
            if abs(scaled - scaled.rounded()) < 1e-6 { break }
            places += 1
        }
        decimals = places
    }

    /// The tick values, lower to upper.
    var ticks: [Double] {
        let count = Int(((upper - lower) / step).rounded())
        return (0...max(0, min(count, 1_000))).map { lower + Double($0) * step }
    }

    /// Where `value` falls between the ends, 0 at `lower` and 1 at `upper`.
    func fraction(_ value: Double) -> Double {
        upper > lower ? (value - lower) / (upper - lower) : 0.5
    }

    /// A tick's label, with the scale's decimal places and no trailing zeros.
    func label(_ value: Double) -> String { PlotScale.format(value, decimals: decimals) }

    /// The largest power of ten at or below `value` (1 for zero or less).
    static func power(of value: Double) -> Double {
        guard value > 0, value.isFinite else { return 1 }
        var result = 1.0
        while result > value { result /= 10 }
        while result * 10 <= value { result *= 10 }
        return result
    }

    /// 10 to the `places`, by repeated multiplication (exact for small powers).
    static func tenTo(_ places: Int) -> Double {
        var result = 1.0
        for _ in 0..<max(0, places) { result *= 10 }
        return result
    }

    /// `value` with at most `decimals` places, trailing zeros dropped, never `-0`;
    /// the same text on every machine (no locale, no `String(format:)`).
    ///
    /// ```swift
    /// PlotScale.format(0.30000000004, decimals: 2)   // "0.3"
    /// PlotScale.format(-0.0001, decimals: 2)         // "0"
    /// ```
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let places = min(max(decimals, 0), 12)
        let scaled = (abs(value) * tenTo(places)).rounded()
        guard scaled < 9e15 else { return String(Int64(value.rounded())) }
        let integer = Int64(scaled)
        if integer == 0 { return "0" }
        var digits = String(integer)
        if places > 0 {
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
            while digits.hasSuffix("0") { digits.removeLast() }
            if digits.hasSuffix(".") { digits.removeLast() }
        }
        return (value < 0 ? "-" : "") + digits
    }
}
