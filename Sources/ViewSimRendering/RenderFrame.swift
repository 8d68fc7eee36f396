// Models one frame of a filmstrip or an animated preview: the display list drawn
// at a moment and that moment's time (seconds since the simulation started).
// Simplifies: nothing. Lesson: a step's filmstrip and animated preview.
import Foundation
import ViewSim

/// A display list and the time it was drawn at.
///
/// ```swift
/// let frames = [0, 0.25, 0.5].map { RenderFrame(time: $0, displayList: list(at: $0)) }
/// ```
public struct RenderFrame: Equatable, Sendable {
    /// Seconds since the simulation started.
    public var time: Double
    public var displayList: DisplayList

    public init(time: Double, displayList: DisplayList) {
        self.time = time
        self.displayList = displayList
    }

    /// "t = 0.250 s".
    var label: String {
        time.isFinite ? "t = \(String(format: "%.3f", time)) s" : "t = \(RenderError.number(time))"
    }
}
