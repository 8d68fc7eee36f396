// Models one frame of a filmstrip or an animated preview: the display list drawn
// at a moment, that moment's time (seconds since the simulation started) and,
// when known, the number of the simulation's frame on screen then.
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
    /// The simulation's frame on screen at `time` (frame 0 at time 0), when known: a filmstrip's label names it.
    public var frame: Int?

    public init(time: Double, displayList: DisplayList, frame: Int? = nil) {
        self.time = time
        self.displayList = displayList
        self.frame = frame
    }

    /// "frame 14 · t = 0.233 s", or "t = 0.250 s" without a frame number.
    var label: String {
        let time =
            self.time.isFinite ? "t = \(String(format: "%.3f", self.time)) s" : "t = \(RenderError.number(self.time))"
        return frame.map { "frame \($0) · \(time)" } ?? time
    }
}
