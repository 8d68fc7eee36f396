// Models SwiftUI's `Gradient` and `Gradient.Stop`: colours at locations 0…1.
// Simplifies: no colour spaces or interpolation options; colours given without
// locations are spread evenly. Lesson: lesson5 (the metronome's gradient).
import Foundation

/// A list of colours at locations along a gradient.
///
/// ```swift
/// Gradient(colors: [.red, .blue])                 // red at 0, blue at 1
/// Gradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 1)])
/// ```
public struct Gradient: Hashable, Sendable, CustomStringConvertible {
    /// A colour at a location (0…1).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1 (one colour sits at 0).
    public init(colors: [Color]) {
        let count = colors.count
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
        }
    }

    /// Whether the stops are spread evenly, as `init(colors:)` makes them.
    var isEvenlySpaced: Bool { self == Gradient(colors: stops.map(\.color)) }

    /// `red, blue` for evenly spaced colours, else `red 0.2, blue 1`.
    public var description: String {
        if isEvenlySpaced { return stops.map(\.color.description).joined(separator: ", ") }
        return stops.map { "\($0.color) \(ValueFormatter.number(Double($0.location)))" }.joined(separator: ", ")
    }

    /// The stops as the renderer paints them, sorted by location (clamped to 0…1).
    package var displayStops: [DisplayList.GradientStop] {
        stops.map { DisplayList.GradientStop(color: $0.color.rgba, location: min(max(Double($0.location), 0), 1)) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}

/// A bare gradient used as a style is drawn linear from the top to the bottom of the bounds, as in SwiftUI.
extension Gradient: ShapeStyle {}
