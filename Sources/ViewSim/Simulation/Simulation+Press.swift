// Models a finger held on a button: `sim.press(name, for:)` presses the named
// button, keeps it down for a time (each frame traced, `configuration.isPressed`
// true under a `ButtonStyle`), then releases it, which runs the action, as
// SwiftUI does. Simplifies: the finger never moves off the button (the action
// always runs); a button that leaves the screen while pressed is released without it.

extension Simulation {
    /// Presses the button named `name` for `seconds` of simulated time, then releases
    /// it: the action runs on release, in the frame after the time is up.
    ///
    /// ```swift
    /// try sim.press("cta", for: 0.3)
    /// // press "cta" for 0.3s → StyledButton._isPressed: false → true …
    /// // release "cta" → _isPressed: true → false, ▶ onTapGesture
    /// ```
    ///
    /// While it is held, a button under a `ButtonStyle` (or a built-in style) sees
    /// `configuration.isPressed` true, a `@State` of its style's view, so each write is traced.
    ///
    /// - Throws: `SimulationError.invalidDuration` or `durationTooLong` for a bad
    ///   time, `viewNotFound`/`noTapAction` for a name that is no button, and
    ///   `disabled` for a button under `.disabled(true)`.
    public func press(_ name: String, for seconds: Double) throws {
        try throwIfStopped()
        guard seconds.isFinite, seconds >= 0 else {
            throw SimulationError.invalidDuration(seconds, what: "press(_:for:)")
        }
        guard seconds <= Self.maximumTime - time else {
            throw SimulationError.durationTooLong(seconds, what: "press(_:for:)", maximum: Self.maximumTime - time)
        }
        graph.finishLooseFrame()
        try throwIfStopped()
        guard let target = graph.tapTarget(named: name) else {
            if graph.node(named: name) == nil { throw SimulationError.viewNotFound(name, available: graph.names) }
            throw SimulationError.noTapAction(name)
        }
        guard target.node.environment.isEnabled else { throw SimulationError.disabled(name, verb: "press") }
        let isPressed = graph.pressedState(near: target.node)
        graph.runFrame(graph.frameIndex + 1) {
            let event = graph.record(.script("press \"\(name)\" for \(ValueFormatter.number(seconds))s"), cause: nil)
            graph.withCause(event) { isPressed?.wrappedValue = true }
        }
        try throwIfStopped()
        try advance(by: seconds)
        graph.finishLooseFrame()
        let release = graph.tapTarget(named: name)
        graph.runFrame(graph.frameIndex + 1) {
            guard let release, !release.node.isRemoved else {
                graph.record(
                    .script("release \"\(name)\": the button left the screen; its action does not run"), cause: nil)
                return
            }
            let event = graph.record(.script("release \"\(name)\""), cause: nil)
            graph.withCause(event) { isPressed?.wrappedValue = false }
            let run = graph.record(
                .actionRun(node: release.node.reference, label: "onTapGesture", dispatch: nil), cause: event)
            graph.withCause(run) { release.action() }
        }
        try throwIfStopped()
    }
}

extension ViewGraph {
    /// The pressed state of the styled button whose tap action is at `node`: the
    /// `.pressable` marker on it or just above it (`StyledButton`, `BuiltInButtonBody`).
    func pressedState(near node: ViewNode) -> Binding<Bool>? {
        var current: ViewNode? = node
        for _ in 0..<4 {
            guard let candidate = current else { return nil }
            if let marker = traitsModifier(candidate) as? _ButtonPressModifier { return marker.isPressed }
            current = candidate.parent
        }
        return nil
    }

    private func traitsModifier(_ node: ViewNode) -> (any PrimitiveModifier)? {
        node.traits.primitiveModifier(node.view)
    }
}
