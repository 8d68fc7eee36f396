// Models asking a running app where its views are and what it draws: the
// frame of a named view after layout, and the frame's display list.
// Simplifies: a past frame's display list is kept only when
// `SimulationConfiguration.recordsDisplayLists` is on. Lessons: layout and
// display-list tests, rendered frames.
import Foundation

extension Simulation {
    /// The frame of the view named `name` (by `.accessibilityIdentifier`) in screen
    /// coordinates (points, y down, the root centred in `configuration.screenSize`),
    /// as the last frame laid it out; nil when no view has that name.
    ///
    /// ```swift
    /// sim.frame(of: "heart")   // (171.5, 401, 50, 50)
    /// ```
    ///
    /// A view in a lazy stack's row that left the view has no frame (nil): it is kept, not laid out.
    public func frame(of name: String) -> CGRect? {
        guard let node = graph.node(named: name), !graph.isInLazyRowOutOfView(node) else { return nil }
        return graph.globalFrame(of: node)
    }

    /// The frame of the view named `name` in screen coordinates as it is drawn now:
    /// while its frame (or an ancestor's) animates after a layout change in an animated
    /// transaction, the presented frame, on its way to `frame(of:)` (the model frame,
    /// where layout put it); the same as `frame(of:)` when nothing animates. viewsim's
    /// name, after the trace's "presentation" value; nil when no view has that name.
    ///
    /// ```swift
    /// withAnimation(.linear(duration: 1)) { isWide = true }   // in a tap
    /// sim.frame(of: "box")            // (0, 0, 300, 50): the destination
    /// sim.presentedFrame(of: "box")   // (0, 0, 150, 50) half-way
    /// ```
    public func presentedFrame(of name: String) -> CGRect? {
        guard let node = graph.node(named: name) else { return nil }
        return graph.presentedGlobalFrame(of: node)
    }

    /// What the views draw now, back to front, after layout and every effect at
    /// its presented (animated) value.
    ///
    /// ```swift
    /// print(sim.displayList())   // "#4 Circle fill rgba(1, 0.231, 0.188, 1) in (…)"
    /// ```
    public func displayList() -> DisplayList {
        graph.finishLooseFrame()
        return SimulationContext.with(graph) { graph.makeDisplayList() }
    }

    /// What the views drew at `time` (seconds since the start): the last frame at
    /// or before it. A time after now advances the simulation to it first.
    ///
    /// - Throws: `SimulationError.displayListNotRecorded` for a past time when
    ///   `configuration.recordsDisplayLists` is off, and what `advance(to:)` throws.
    public func displayList(at time: Double) throws -> DisplayList {
        guard time.isFinite, time >= 0 else { throw SimulationError.invalidDuration(time, what: "displayList(at:)") }
        let tolerance = FrameClock.tolerance
        if time > self.time + tolerance { try advance(to: time) }
        graph.finishLooseFrame()
        if time + tolerance >= self.time,
            !graph.configuration.recordsDisplayLists || graph.layoutState.recordedDisplayLists.isEmpty
        {
            return displayList()
        }
        guard graph.configuration.recordsDisplayLists else {
            throw SimulationError.displayListNotRecorded(time: time, now: self.time)
        }
        let recorded = graph.layoutState.recordedDisplayLists
        return recorded.last { $0.time <= time + tolerance }?.list ?? recorded[0].list
    }

    /// Every frame's display list the run kept (`configuration.recordsDisplayLists`),
    /// in frame order: a frame without an entry showed the entry before it. Empty
    /// when recording is off.
    package var recordedDisplayLists: [(frame: Int, time: Double, list: DisplayList)] {
        graph.finishLooseFrame()
        return graph.layoutState.recordedDisplayLists
    }

    /// How many views the last frame's layout measured (those it had no size for),
    /// and how many it placed afresh: a one-leaf change measures the views on its
    /// path up the tree, not the tree.
    package var layoutWork: (measured: Int, placed: Int) {
        (graph.layoutState.measuredInLastPass, graph.layoutState.placedInLastPass)
    }
}
