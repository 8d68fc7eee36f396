// Models asking a run which views updated in a frame: `sim.updates(inFrame:)`,
// what `viewsim render --overlay updates` draws (a box per view whose body ran,
// coloured by cause, with its run and skip counts so far).
// Simplifies: the views' frames are kept only when
// `SimulationConfiguration.recordsDisplayLists` is on (without it, only the last
// frame's views have one, as laid out now). Lesson: `viewsim render --overlay updates`.
import Foundation

extension Simulation {
    /// The views whose bodies ran in frame `frame`, each with the cause of its first run there,
    /// its run and skip counts from the start through that frame, and its screen frame then.
    ///
    /// ```swift
    /// var configuration = SimulationConfiguration()
    /// configuration.recordsDisplayLists = true         // keeps each frame's view frames
    /// let sim = Simulation(ContentView(), configuration: configuration)
    /// try sim.tap("heart")
    /// sim.updates(inFrame: sim.frame).updates.map(\.node.label)   // ["Heart"]
    /// ```
    public func updates(inFrame frame: Int) -> FrameUpdates {
        allFrameUpdates()[frame] ?? FrameUpdates(frame: frame, droppedFrames: trace.dropped.frames)
    }

    /// `updates(inFrame:)` of every frame in which a body ran, by frame number, in one walk of the trace.
    package func allFrameUpdates() -> [Int: FrameUpdates] {
        graph.finishLooseFrame()
        var geometry = graph.layoutState.recordedUpdateFrames
        if !graph.configuration.recordsDisplayLists, let last = trace.frames.last {
            geometry[last.index] = graph.updatedViewFrames(last.events)
        }
        return FrameUpdates.byFrame(in: trace, geometry: geometry)
    }
}
