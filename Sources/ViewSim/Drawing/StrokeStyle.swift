// Models SwiftUI's `StrokeStyle`: line width, cap, join, miter limit and dashes.
// Simplifies: nothing; the renderer draws exactly these. Lessons: lesson3 (the
// heart's round-capped stroke), lesson11 (the timer's ticks).
import Foundation

/// The characteristics of a stroke.
///
/// ```swift
/// Circle().trim(from: 0, to: 0.5)
///     .stroke(.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
