// Models one point of a value plot: a time in simulated seconds and a value.
// Simplifies: values are plain doubles, one component of an animatable value.
// Lesson: lesson3, lesson10, lesson12 (`viewsim plot`).

/// A value at a moment of a simulation, for `ValuePlot`.
///
/// ```swift
/// PlotPoint(time: 0.0333, value: 0.0044)
/// ```
public struct PlotPoint: Equatable, Sendable {
    /// Seconds since the simulation started.
    public var time: Double
    public var value: Double

    public init(time: Double, value: Double) {
        self.time = time
        self.value = value
    }
}
