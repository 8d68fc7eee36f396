// Models a user scrolling a scroll view: `sim.scroll("feed", by: 600)` is a
// traced script cause (`▶ scroll "feed" by 600`) that moves the offset in the
// next frame, clamped to the content, before that frame's layout (so lazy stacks
// create the rows that came into view in the same frame).
// Simplifies: no finger, no deceleration, no rubber-banding: the offset moves at once.
import Foundation

extension Simulation {
    /// Scrolls the scroll view named `name` by `distance` points along its axis (the
    /// vertical one when it scrolls both ways), in the next frame. A positive distance
    /// moves the content up (or left): what lay below comes into view.
    ///
    /// The offset is clamped to the content (0 to the content's length less the
    /// viewport's); viewsim does not model rubber-banding past the ends. A scroll view
    /// is found by the `.accessibilityIdentifier` on it or around it.
    ///
    /// ```swift
    /// try sim.scroll("feed", by: 600)   // ▶ scroll "feed" by 600
    /// ```
    ///
    /// - Throws: `SimulationError.scrollViewNotFound` naming the scroll views there are;
    ///   `.invalidControlValue` for NaN or ∞.
    public func scroll(_ name: String, by distance: CGFloat) throws {
        try scroll(name, delta: nil, along: distance, script: "scroll \"\(name)\" by \(number(distance))")
    }

    /// Scrolls the scroll view named `name` by `distance` on both axes (`width` along
    /// the horizontal axis, `height` along the vertical one), in the next frame; an axis
    /// it does not scroll along does not move.
    ///
    /// ```swift
    /// try sim.scroll("map", by: CGSize(width: 200, height: 100))
    /// ```
    ///
    /// - Throws: as `scroll(_:by:)` does.
    public func scroll(_ name: String, by distance: CGSize) throws {
        try scroll(
            name, delta: distance, along: 0,
            script: "scroll \"\(name)\" by (\(number(distance.width)), \(number(distance.height)))")
    }

    private func number(_ value: CGFloat) -> String { ValueFormatter.number(Double(value)) }

    private func scroll(_ name: String, delta: CGSize?, along distance: CGFloat, script: String) throws {
        for value in [distance, delta?.width ?? 0, delta?.height ?? 0] where !value.isFinite {
            throw SimulationError.invalidControlValue(Double(value), what: "scroll(_:by:)")
        }
        try throwIfStopped()
        graph.finishLooseFrame()
        try throwIfStopped()
        let target = try graph.scrollView(named: name)
        graph.runFrame(graph.frameIndex + 1) {
            graph.record(.script(script), cause: nil)
            guard let state = target.scroll, !target.isRemoved else { return }
            var moved = state.targetOffset
            if let delta {
                moved.x += delta.width
                moved.y += delta.height
            } else if state.axes == .horizontal {
                moved.x += distance
            } else {
                moved.y += distance
            }
            graph.setScrollOffset(target, to: moved)
        }
        try throwIfStopped()
    }
}
