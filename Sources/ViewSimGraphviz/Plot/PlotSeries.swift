// Models one line of a value plot: an animated value's presentation over time,
// its model value as a step line, and the moments its animations changed.
// Simplifies: a value with several components (a size, a pair) is one series per
// component. Lesson: lesson3, lesson10, lesson12 (`viewsim plot`).

/// One animated value, ready to plot with `ValuePlot.svg(series:title:)`.
///
/// Build series from a trace with `PlotSeries.animations(in:)`, or by hand:
///
/// ```swift
/// let series = PlotSeries(
///     name: ".trim #9 trim(to:)",
///     presented: [[PlotPoint(time: 0, value: 0), PlotPoint(time: 0.35, value: 1)]],
///     model: [[PlotPoint(time: 0, value: 0), PlotPoint(time: 0, value: 1), PlotPoint(time: 0.35, value: 1)]],
///     markers: [PlotMarker(kind: .started, time: 0, value: 0, label: "started · easeInOut(duration: 0.35)")])
/// ```
public struct PlotSeries: Equatable, Sendable {
    /// The legend's name for the line: the node and the attribute.
    public var name: String
    /// The attribute plotted, such as `trim(to:)`.
    public var attribute: String
    /// The value shown frame by frame: one polyline per run of the animation.
    public var presented: [[PlotPoint]]
    /// The model value: each point holds until the next one; one step line per run.
    public var model: [[PlotPoint]]
    public var markers: [PlotMarker]
    /// What the value measures: the series of one unit share a panel (by default, from the attribute's name).
    public var unit: PlotUnit

    public init(
        name: String, attribute: String? = nil, presented: [[PlotPoint]], model: [[PlotPoint]] = [],
        markers: [PlotMarker] = [],
        unit: PlotUnit? = nil
    ) {
        self.name = name
        self.attribute = attribute ?? name
        self.presented = presented
        self.model = model
        self.markers = markers
        self.unit = unit ?? PlotUnit(attribute: attribute ?? name)
    }

    /// The velocity of a length from frame to frame, in points per second (nil for other units):
    /// the slope between consecutive points of each run, at the later point's time.
    ///
    /// ```swift
    /// offsetSeries.velocity?.presented   // [[(0.0333, -550), (0.05, -550), …]]
    /// ```
    public var velocity: PlotSeries? {
        guard unit == .points else { return nil }
        let runs = presented.map { run in
            zip(run, run.dropFirst()).compactMap { a, b -> PlotPoint? in
                let dt = b.time - a.time
                guard dt > 1e-9 else { return nil }
                let v = (b.value - a.value) / dt
                return v.isFinite ? PlotPoint(time: b.time, value: v) : nil
            }
        }.filter { !$0.isEmpty }
        guard !runs.isEmpty else { return nil }
        return PlotSeries(
            name: "\(name) velocity", attribute: "velocity of \(attribute)", presented: runs, unit: .pointsPerSecond)
    }

    /// Every point and marker position, for the plot's ranges.
    var allPoints: [PlotPoint] {
        presented.flatMap { $0 } + model.flatMap { $0 } + markers.map { PlotPoint(time: $0.time, value: $0.value) }
    }
}
