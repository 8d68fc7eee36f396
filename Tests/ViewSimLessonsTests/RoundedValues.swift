// The lessons' expected numbers are written as the trace prints them (four
// decimals); the trace keeps exact values, so tests round before comparing.

extension Double {
    /// The number as the trace prints it: rounded to four decimals.
    var fourDecimals: Double { (self * 10_000).rounded() / 10_000 }
}

extension Optional where Wrapped == Double {
    /// The number as the trace prints it, if any.
    var fourDecimals: Double? { map(\.fourDecimals) }
}
