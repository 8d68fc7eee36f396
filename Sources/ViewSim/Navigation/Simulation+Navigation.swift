// Models a user's navigation in a script: pushing a value onto the stack on screen
// (`navigate(to:)`), the back button (`back()`) and dismissing what is presented
// (`dismiss()`), each a traced script cause of the writes it makes.
// viewsim's model: `navigate(to:)` appends a value to the innermost stack on screen,
// as a link with that value would; to activate a link by its name or title, tap it.
// Simplifies: no swipe-back or drag-to-dismiss gestures.

extension Simulation {
    /// Pushes `value` onto the innermost navigation stack on screen, in the next frame,
    /// as a `NavigationLink(value:)` with it would.
    ///
    /// ```swift
    /// try sim.navigate(to: parks[0])   // the stack's navigationDestination(for: Park.self) shows it
    /// ```
    ///
    /// Throws when no stack is on screen, or when the stack declares no destination for the
    /// value's type (the error lists the types it has destinations for).
    public func navigate<V: Hashable>(to value: V) throws {
        try checkRunning()
        graph.finishLooseFrame()
        let verb = "navigate(to: \(ValueFormatter.describe(value)))"
        guard let stack = graph.stackOnScreen(where: { _ in true }) else {
            throw SimulationError.navigationFailed(verb: verb, message: "no NavigationStack is on screen.")
        }
        let pushed = AnyHashable(value)
        guard stack.hasDestination(for: pushed) else {
            let known = stack.destinationTypeNames
            let list =
                known.isEmpty
                ? "it declares no navigationDestination(for:)"
                : "it has destinations for \(known.map { "\($0)" }.joined(separator: ", "))"
            throw SimulationError.navigationFailed(
                verb: verb,
                message: "the NavigationStack on screen has no navigationDestination(for: \(V.self).self); \(list).")
        }
        graph.runFrame(graph.frameIndex + 1) {
            let event = graph.record(.script(verb), cause: nil)
            graph.withCause(event) { stack.push(pushed) }
        }
        try checkRunning()
    }

    /// Pops the top screen of the innermost navigation stack on screen that has one, in the
    /// next frame, as its back button would.
    ///
    /// ```swift
    /// try sim.back()
    /// ```
    ///
    /// Throws when no stack is on screen or every stack on screen shows its root.
    public func back() throws {
        try checkRunning()
        graph.finishLooseFrame()
        // A destination shown by navigationDestination(isPresented:) on top: its back button.
        if let top = graph.shownPresentations().last, let screen = graph.presentedScreen(of: top), screen.kind == .push
        {
            graph.runFrame(graph.frameIndex + 1) {
                let event = graph.record(.script("back()"), cause: nil)
                graph.withCause(event) { screen.dismiss() }
            }
            try checkRunning()
            return
        }
        guard let stack = graph.stackOnScreen(where: { $0.depth > 0 }) else {
            let message =
                graph.stackOnScreen(where: { _ in true }) == nil
                ? "no NavigationStack is on screen."
                : "nothing to pop: the NavigationStack on screen shows its root."
            throw SimulationError.navigationFailed(verb: "back()", message: message)
        }
        graph.runFrame(graph.frameIndex + 1) {
            let event = graph.record(.script("back()"), cause: nil)
            graph.withCause(event) { _ = stack.pop() }
        }
        try checkRunning()
    }

    /// Dismisses the presentation on top (a sheet, cover, popover, alert or confirmation
    /// dialog), in the next frame, as a swipe down or a tap outside would.
    ///
    /// ```swift
    /// try sim.dismiss()
    /// ```
    ///
    /// Throws when nothing is presented, saying what the screen shows.
    public func dismiss() throws {
        try checkRunning()
        graph.finishLooseFrame()
        let modal = graph.shownPresentations().last { graph.presentedScreen(of: $0)?.kind != .push }
        guard let top = modal, let screen = graph.presentedScreen(of: top) else {
            var shown = "nothing is presented"
            if let stack = graph.stackOnScreen(where: { _ in true }) {
                shown +=
                    stack.depth > 0
                    ? "; the NavigationStack on screen has \(stack.depth) pushed screen\(stack.depth == 1 ? "" : "s") (use back() to pop one)"
                    : "; the NavigationStack on screen shows its root"
            }
            throw SimulationError.navigationFailed(verb: "dismiss()", message: "\(shown).")
        }
        graph.runFrame(graph.frameIndex + 1) {
            let event = graph.record(.script("dismiss() \(screen.kind.modifierName)"), cause: nil)
            graph.withCause(event) { screen.dismiss() }
        }
        try checkRunning()
    }

    private func checkRunning() throws {
        if let error = stopError { throw error }
    }
}

extension ViewGraph {
    /// The innermost navigation stack on screen (inside the top presentation, when one is
    /// shown) that satisfies `condition`.
    package func stackOnScreen(where condition: (NavigationStackContext) -> Bool) -> NavigationStackContext? {
        let top = shownPresentations().last
        var best: (depth: Int, stack: NavigationStackContext)?
        for node in (top ?? root)?.subtree() ?? [] where node.traits.hasPrimitiveModifier {
            guard let screen = node.traits.primitiveModifier(node.view) as? _NavigationScreenModifier,
                screen.isOnScreen, let stack = node.environment._navigationStack, condition(stack),
                isReachable(node, top: top)
            else { continue }
            if best.map({ node.depth > $0.depth }) ?? true { best = (node.depth, stack) }
        }
        return best?.stack
    }
}
