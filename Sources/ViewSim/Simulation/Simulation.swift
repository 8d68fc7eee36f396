// Models a device running a SwiftUI app on a virtual clock, driven by a script.
// Simplifies: time only moves when the script says so; frames in which nothing
// can happen are skipped (and cost nothing), so `advance(by: 3600)` is cheap.
// Lesson: every lesson is a script over a Simulation.
import Foundation

/// Runs a SwiftUI-shaped view tree frame by frame on a virtual clock and
/// records why everything happened.
///
/// ```swift
/// let sim = Simulation(ContentView())       // frame 0: the view appears
/// try sim.tap("heart")                      // handled in the next frame
/// try sim.advance(by: 2)                    // two seconds of frames
/// print(sim.trace.text())
/// ```
public final class Simulation {
    package let graph: ViewGraph

    /// Creates the simulation and runs frame 0, in which `root` appears.
    ///
    /// A tree too deep for the threads viewsim can start (see ``stopError``) stops
    /// the simulation here; the initializer cannot throw, so the next call that
    /// throws throws `SimulationError.stackUnavailable`.
    public convenience init<Root: View>(_ root: Root, configuration: SimulationConfiguration = .init()) {
        self.init(root, configuration: configuration, segmentThreadStarter: StackSegments.startPooledThread)
    }

    /// Creates the simulation with `segmentThreadStarter` starting the threads of deep
    /// trees' stack segments: for tests, a stand-in that fails as `pthread_create`
    /// does when a stack cannot be mapped, for this simulation only.
    package init<Root: View>(
        _ root: Root, configuration: SimulationConfiguration = .init(),
        segmentThreadStarter: @escaping StackSegments.ThreadStarter
    ) {
        // Values out of range are reported in frame 0, with the value used instead.
        let (used, problems) = configuration.validated()
        graph = ViewGraph(configuration: used)
        graph.segmentThreadStarter = segmentThreadStarter
        graph.beginStep("appear")
        graph.markRunLoopTimers()
        graph.mount(root, reporting: problems)
        graph.noticeRunLoopTimers()
    }

    /// The error that stopped this simulation, if one did: a view tree so deep that a
    /// thread for its next stack segment could not be started
    /// (`SimulationError.stackUnavailable`), or a view that reads an environment object
    /// no ancestor supplied (`SimulationError.missingEnvironmentObject`, where SwiftUI traps). From then on every call that throws
    /// throws it, before running anything.
    public var stopError: SimulationError? { graph.segmentFailure ?? graph.environmentFailure }

    /// Throws the error that stopped the simulation, if any.
    func throwIfStopped() throws {
        if let error = stopError { throw error }
    }

    /// The configuration in effect: the one given, with each value out of range
    /// replaced as the `.configuration` diagnostics of frame 0 say.
    public var configuration: SimulationConfiguration { graph.configuration }

    /// Everything recorded so far.
    public var trace: Trace { graph.trace }

    /// The last frame processed.
    public var frame: Int { graph.frameIndex }

    /// Seconds since the start, at the last frame processed.
    public var time: Double { graph.clock.time }

    /// The seeded random source lessons use in place of unseeded randomness:
    /// `emoji.randomElement(using: &Simulation.random)`.
    ///
    /// It is the generator of the simulation whose code is running on this thread or
    /// task — in a frame (bodies, actions, `perform`, `tap`) or in a `step` body —
    /// seeded by `SimulationConfiguration.seed`, so every read continues where the
    /// last one stopped and simulations running at the same time each use their
    /// own. viewsim's model: code outside any simulation has no generator to
    /// continue, so each read there starts again from the default seed (0) and
    /// writes are dropped; test code between steps uses the instance's ``random``.
    public static var random: SeededRandomNumberGenerator {
        get { SimulationContext.running?.random ?? SeededRandomNumberGenerator(seed: SimulationConfiguration().seed) }
        set { SimulationContext.running?.random = newValue }
    }

    /// This simulation's seeded random source (what `Simulation.random` is while its
    /// code runs), for code between frames.
    public var random: SeededRandomNumberGenerator {
        get { graph.random }
        set { graph.random = newValue }
    }

    // MARK: Steps

    /// Groups the frames that `body` runs into a named step, for lessons and tests.
    public func step(_ title: String, _ body: () throws -> Void) rethrows {
        graph.finishLooseFrame()
        graph.beginStep(title)
        try SimulationContext.$step.withValue(SimulationContext.GraphReference(graph: graph)) {
            try graph.driving(body)
        }
        graph.finishLooseFrame()
    }

    /// The index of the current step (0 is the appearance in frame 0).
    public var currentStep: Int { graph.currentStep }

    // MARK: Time

    /// The latest simulated time a script can reach: about 31 years. Longer
    /// durations are refused (`SimulationError.durationTooLong`) rather than
    /// overflowing the frame counter.
    public static let maximumTime: Double = 1_000_000_000

    /// Runs every frame up to `seconds` from now.
    ///
    /// - Throws: `SimulationError.invalidDuration` for a negative or non-finite
    ///   duration, `.durationTooLong` past `Simulation.maximumTime`, and
    ///   `.runTooLong` when more than `configuration.maximumFramesPerCall` frames
    ///   had work to do (the simulation stops there).
    public func advance(by seconds: Double) throws {
        try throwIfStopped()
        guard seconds.isFinite, seconds >= 0 else {
            throw SimulationError.invalidDuration(seconds, what: "advance(by:)")
        }
        guard time + seconds <= Self.maximumTime else {
            throw SimulationError.durationTooLong(seconds, what: "advance(by:)", maximum: Self.maximumTime - time)
        }
        try advance(to: time + seconds, what: "advance(by:)")
    }

    /// Runs every frame up to the time `seconds` since the start.
    ///
    /// viewsim's model: a time within 1 µs before a frame counts as reaching that
    /// frame (`FrameClock.tolerance`), so `advance(to: 0.7 - 0.4)` (0.29999999999999993)
    /// still runs frame 18 at 60 fps.
    ///
    /// - Throws: as `advance(by:)` does.
    public func advance(to seconds: Double) throws {
        try advance(to: seconds, what: "advance(to:)")
    }

    private func advance(to seconds: Double, what: String) throws {
        try throwIfStopped()
        guard seconds.isFinite, seconds >= 0 else {
            throw SimulationError.invalidDuration(seconds, what: what)
        }
        guard seconds <= Self.maximumTime else {
            throw SimulationError.durationTooLong(seconds, what: what, maximum: Self.maximumTime)
        }
        let target = graph.clock.frame(atOrBefore: seconds)
        try advanceFrames(to: target, what: what)
    }

    /// Runs the next `count` frames.
    ///
    /// - Throws: `SimulationError.invalidFrameCount` for a negative count or one
    ///   that would pass `Simulation.maximumTime`, and `.runTooLong` as
    ///   `advance(by:)` does.
    public func advanceFrames(_ count: Int = 1) throws {
        try throwIfStopped()
        let maximumFrame = graph.clock.frame(atOrBefore: Self.maximumTime)
        guard count >= 0, count <= maximumFrame - frame else {
            throw SimulationError.invalidFrameCount(count, maximum: maximumFrame - frame)
        }
        try advanceFrames(to: frame + count, what: "advanceFrames(_:)")
    }

    private func advanceFrames(to target: Int, what: String) throws {
        graph.finishLooseFrame()
        graph.noticeRunLoopTimers()
        defer { graph.noticeRunLoopTimers() }
        var busyFrames = 0
        while graph.frameIndex < target {
            try throwIfStopped()
            if graph.hasPendingWork {
                try checkRunLength(&busyFrames, what: what)
                graph.runFrame(graph.frameIndex + 1)
            } else if let wakeup = graph.nextWakeupFrame, wakeup <= target {
                try checkRunLength(&busyFrames, what: what)
                graph.runFrame(max(wakeup, graph.frameIndex + 1))
            } else {
                // Nothing can happen before the target: skip the idle frames.
                graph.runIdleFrame(target)
            }
        }
        try throwIfStopped()
    }

    /// Counts a frame that has work; past the maximum run length, stops the call.
    private func checkRunLength(_ busyFrames: inout Int, what: String) throws {
        busyFrames += 1
        guard busyFrames > configuration.maximumFramesPerCall else { return }
        throw SimulationError.runTooLong(
            what: what, frames: configuration.maximumFramesPerCall, at: time, pending: graph.busyDescription)
    }

    /// Runs frames until nothing is left to do but wait for timeline entries.
    ///
    /// - Parameter timeout: the most simulated seconds to run.
    /// - Throws: `SimulationError.notIdle` when work remains after `timeout` (or
    ///   after `configuration.maximumFramesPerCall` frames, if that comes first).
    @discardableResult
    public func runUntilIdle(timeout: Double = 10) throws -> Double {
        try throwIfStopped()
        guard timeout.isFinite, timeout >= 0 else {
            throw SimulationError.invalidDuration(timeout, what: "runUntilIdle(timeout:)")
        }
        guard time + timeout <= Self.maximumTime else {
            throw SimulationError.durationTooLong(
                timeout, what: "runUntilIdle(timeout:)", maximum: Self.maximumTime - time)
        }
        graph.finishLooseFrame()
        graph.noticeRunLoopTimers()
        defer { graph.noticeRunLoopTimers() }
        let start = time
        let timeoutFrames = graph.clock.frameCount(covering: timeout)
        let limit = graph.frameIndex + min(timeoutFrames, configuration.maximumFramesPerCall)
        while true {
            try throwIfStopped()
            let elapsed = timeoutFrames <= configuration.maximumFramesPerCall ? timeout : time - start
            if graph.hasFiniteWork {
                guard graph.frameIndex < limit else {
                    throw SimulationError.notIdle(after: elapsed, pending: graph.busyDescription)
                }
                graph.runFrame(graph.frameIndex + 1)
            } else if let wakeup = graph.nextFiniteTimedFrame {
                // Only sleeping tasks and `asyncAfter` work wait: skip to the frame they are due.
                guard wakeup <= limit else {
                    throw SimulationError.notIdle(after: elapsed, pending: graph.busyDescription)
                }
                graph.runFrame(max(wakeup, graph.frameIndex + 1))
            } else {
                break
            }
            // A diagnosed update loop that repeats frame after frame cannot end
            // (viewsim's model, `RepeatingLoops`): stop rather than run out the timeout.
            if graph.loops.cannotBecomeIdle || graph.preferenceLoopRepeats || graph.unsettledLoopRepeats {
                // Name what stops the run: the loop, not an animation that runs beside it.
                let loop =
                    graph.loops.cannotBecomeIdle
                    ? nil
                    : (graph.preferenceLoopRepeats
                        ? graph.preferences.endless : graph.unsettled.endless.map(graph.withPreferenceLoopsGoingOn))
                throw SimulationError.notIdle(after: time - start, pending: loop ?? graph.busyDescription)
            }
        }
        // Tasks that await what the simulation never delivers cannot end: name them.
        if !graph.tasks.live.isEmpty {
            graph.runFrame(graph.frameIndex + 1) {
                graph.record(
                    .diagnostic(
                        .tasksPending(
                            after: "runUntilIdle()", tasks: graph.liveTaskNames(limit: 5),
                            count: graph.tasks.live.count)),
                    cause: nil)
            }
        }
        // Animations that never end (repeatForever) do not keep the simulation busy;
        // they go on in later frames. Say so rather than wait forever.
        let endless =
            graph.animating.filter { $0.animator?.canFinish == false && !$0.isRemoved }
            .map { ($0.reference, $0.animator?.attribute ?? "") }
            + graph.endlessGeometryAnimations
        if !endless.isEmpty {
            graph.runFrame(graph.frameIndex + 1) {
                graph.record(.diagnostic(.notIdle(endless: endless)), cause: nil)
            }
        }
        try throwIfStopped()
        return time - start
    }

    // MARK: Events

    /// Taps the view named `name` (by `.accessibilityIdentifier`), in the next frame.
    ///
    /// The tap runs the first `onTapGesture` inside the named view, or else the
    /// nearest one around it. Only a view on screen can be tapped: not one on a navigation
    /// screen below the top, nor one under a sheet or alert (`SimulationError.viewNotOnScreen`).
    /// When no view has the name, a `Text` on screen that says it is tapped (a button's, link's
    /// or alert button's title: `sim.tap("Delete")`); a tap in an alert or confirmation dialog
    /// dismisses it after the action, as in SwiftUI.
    public func tap(_ name: String) throws {
        try throwIfStopped()
        graph.finishLooseFrame()
        try throwIfStopped()
        // A view whose taps go through gestures (`.gesture(TapGesture())`, `.highPriorityGesture`,
        // `.simultaneousGesture`, `.onTapGesture(count: 2)`) is touched through the gesture system.
        if let named = graph.touchableNode(named: name), graph.needsGestureSession(forTapOn: named) {
            return try tap(name, count: 1)
        }
        guard let target = graph.tapTarget(named: name) else {
            if let reason = graph.whyNotOnScreen(name) { throw SimulationError.viewNotOnScreen(name, reason: reason) }
            if graph.node(named: name) == nil {
                throw SimulationError.viewNotFound(name, available: graph.names)
            }
            throw SimulationError.noTapAction(name)
        }
        // `.disabled(true)` above the action's view: SwiftUI ignores the tap.
        guard target.node.environment.isEnabled else { throw SimulationError.disabled(name, verb: "tap") }
        graph.runFrame(graph.frameIndex + 1) {
            let event = graph.record(.script("tap \"\(name)\""), cause: nil)
            let run = graph.record(
                .actionRun(node: target.node.reference, label: "onTapGesture", dispatch: nil), cause: event)
            graph.withCause(run) { target.action() }
        }
        try throwIfStopped()
    }

    /// Runs `mutation` (any state change: a model update, a binding write) in the
    /// next frame, recorded under `label`. It cannot throw: a stop it causes (see
    /// ``stopError``) is thrown by the next call that throws.
    public func perform(_ label: String, _ mutation: () -> Void) {
        graph.finishLooseFrame()
        graph.runFrame(graph.frameIndex + 1) {
            let event = graph.record(.script(label), cause: nil)
            graph.withCause(event) { mutation() }
        }
    }

    // MARK: Inspection

    /// The names given with `.accessibilityIdentifier`, in tree order.
    public var viewNames: [String] { graph.names }

    /// The current value of a named view's attribute (`"opacity"`, `"text"`, …),
    /// looked up in the named view and below it.
    ///
    /// ```swift
    /// sim.attribute("opacity", of: "badge")?.number   // 0.5
    /// sim.attribute("text", of: "label") == "Hi"       // true: a literal is a Text's text
    /// sim.attribute("text", of: "label")?.stringValue  // "Hi", without quotes
    /// sim.text(of: "label")                            // "Hi"
    /// sim.attribute("text", of: "label")?.description  // "\"Hi\"", as the trace prints it
    /// ```
    public func attribute(_ attribute: String, of name: String) -> TraceValue? {
        guard let node = graph.node(named: name) else { return nil }
        for member in node.subtree() {
            if let value = member.attributes.first(where: { $0.name == attribute }) { return value.value }
        }
        return nil
    }

    /// The text a named view shows (its own `Text`, or the first one below it), as
    /// written: without the quotes and the shortening of the trace's `"…"` form.
    ///
    /// ```swift
    /// sim.text(of: "label")   // "Hi", where `Text("Hi").accessibilityIdentifier("label")`
    /// ```
    ///
    /// Nil when no view has that name or no `Text` is in it.
    public func text(of name: String) -> String? {
        guard case .text(let content)? = attribute("text", of: name) else { return nil }
        return content
    }

    /// How many times bodies of views with this type name have run, in total.
    public func evaluationCount(of typeName: String) -> Int {
        trace.bodyEvaluations(of: typeName).count
    }
}

/// Errors a simulation script can make.
public enum SimulationError: Error, Equatable, CustomStringConvertible {
    case invalidDuration(Double, what: String)
    case durationTooLong(Double, what: String, maximum: Double)
    case invalidFrameCount(Int, maximum: Int)
    case runTooLong(what: String, frames: Int, at: Double, pending: String)
    case viewNotFound(String, available: [String])
    case noTapAction(String)
    /// The named view is under `.disabled(true)`: `verb` (tap, press) is ignored, as in SwiftUI.
    case disabled(String, verb: String)
    case notIdle(after: Double, pending: String)
    /// `displayList(at:)` asked for a past frame without `recordsDisplayLists`.
    case displayListNotRecorded(time: Double, now: Double)
    /// A stack segment's thread could not be started for a tree at least `depth`
    /// levels deep (`errorNumber`: what `pthread_create` returned); the simulation
    /// stopped there (see `Simulation.stopError`).
    case stackUnavailable(depth: Int, errorNumber: Int32)
    /// No control of this kind (`"toggle"`) answers to the name; `available` are the
    /// names of those that do (see `Simulation.toggle(_:)`).
    case controlNotFound(kind: String, name: String, available: [String])
    /// The control is disabled (`isEnabled` false in its environment): a user cannot change it.
    case controlDisabled(kind: String, name: String)
    /// A value a control cannot take (NaN or infinite), for `what` (`slide(_:to:)`).
    case invalidControlValue(Double, what: String)
    /// The picker has no option with this title or tag; `options` are its titles.
    case optionNotFound(String, picker: String, options: [String])
    /// A view reads an environment object (`@Environment(Model.self)`, `@EnvironmentObject`)
    /// that no ancestor supplied; SwiftUI traps, the simulation stopped (see `Simulation.stopError`).
    case missingEnvironmentObject(type: String, view: String, observableObject: Bool)
    /// The named view exists but a tap cannot reach it (`reason`: below the top of a stack, under a sheet).
    case viewNotOnScreen(String, reason: String)
    /// `navigate(to:)`, `back()` or `dismiss()` could not do what it was asked (`message` says why).
    case navigationFailed(verb: String, message: String)
    /// A list verb (`delete(row:in:)`, `move`, `select(row:in:)`, `swipeAction`, `refresh`)
    /// could not do what it was asked (`message` says why: the rows there are, the action missing).
    case listEditFailed(verb: String, message: String)
    /// No scroll view answers to the name; `available` are the names of those that do,
    /// `unnamed` counts those without a name (see `Simulation.scroll(_:by:)`).
    case scrollViewNotFound(String, available: [String], unnamed: Int)
    /// The scroll view is under `.scrollDisabled(true)`: a user cannot scroll it.
    case scrollDisabled(String)
    /// A touch verb (`drag`, `pinch`, `rotate`, `longPress`) was given a value it cannot
    /// perform (NaN, infinite or huge distances, too few points): `message` says which.
    case invalidTouch(verb: String, message: String)
    /// The named view has no gesture inside it or around it for a touch verb to reach.
    case noGesture(String, verb: String)

    public var description: String {
        switch self {
        case .invalidDuration(let value, let what):
            return "\(what) needs a finite, non-negative number of seconds; got \(ValueFormatter.number(value))."
        case .durationTooLong(let value, let what, let maximum):
            return
                "\(what) got \(ValueFormatter.number(value)) seconds, past the longest a simulation can run (Simulation.maximumTime, \(ValueFormatter.number(maximum)) seconds from here). Advance by a shorter time."
        case .invalidFrameCount(let count, let maximum):
            return "advanceFrames(_:) needs a count from 0 to \(maximum); got \(count)."
        case .runTooLong(let what, let frames, let time, let pending):
            return
                "\(what) stopped at t=\(ValueFormatter.number(time))s after \(frames) frames with work to do, the maximum run length (SimulationConfiguration.maximumFramesPerCall): \(pending). Advance in shorter steps, or raise maximumFramesPerCall to watch longer."
        case .viewNotFound(let name, let available):
            let list =
                available.isEmpty
                ? "No view has a name; add .accessibilityIdentifier(\"…\") to the view to tap."
                : "Named views: \(available.map { "\"\($0)\"" }.joined(separator: ", "))."
            return "No view is named \"\(name)\". \(list)"
        case .noTapAction(let name):
            return "The view \"\(name)\" has no onTapGesture inside it or around it."
        case .disabled(let name, let verb):
            return
                "The view \"\(name)\" is disabled (.disabled(true) is above it): SwiftUI ignores a \(verb) on it. Enable it before the \(verb), or check @Environment(\\.isEnabled)."
        case .notIdle(let after, let pending):
            return
                "The simulation was not idle after \(ValueFormatter.number(after)) simulated seconds: \(pending). An animation that repeats forever or an update loop never ends; advance by a fixed time instead."
        case .displayListNotRecorded(let time, let now):
            return
                "displayList(at: \(ValueFormatter.number(time))) asks for a past frame (the simulation is at t=\(ValueFormatter.number(now))s), but past display lists are not kept. Set SimulationConfiguration.recordsDisplayLists = true to record every frame's display list, or ask for the display list now with displayList()."
        case .viewNotOnScreen(let name, let reason):
            return "The view \"\(name)\" is not on screen: \(reason)."
        case .navigationFailed(let verb, let message):
            return "\(verb): \(message)"
        case .listEditFailed(let verb, let message):
            return "\(verb): \(message)."
        case .stackUnavailable(let depth, let errorNumber):
            let megabytes = StackSegments.stackSize >> 20
            return
                "The view tree is at least \(depth) levels deep; viewsim needs a \(megabytes) MB stack for every \(StackSegments.levelsPerSegment) levels beyond \(StackSegments.levelsOnCallerStack) and could not start a thread for one (error \(errorNumber): \(String(cString: strerror(errorNumber)))). The simulation stopped there. Raise the process's memory limit (ulimit -v) or make the tree shallower."
        case .controlNotFound, .controlDisabled, .invalidControlValue, .optionNotFound:
            return controlDescription
        case .scrollViewNotFound, .scrollDisabled:
            return scrollDescription
        case .invalidTouch(let verb, let message):
            return "\(verb): \(message)"
        case .noGesture(let name, let verb):
            return
                "The view \"\(name)\" has no gesture inside it or around it, so a \(verb) on it does nothing; attach one with .gesture(_:), .onTapGesture or .onLongPressGesture."

        case .missingEnvironmentObject(let type, let view, let observableObject):
            let message = MissingEnvironmentObject(typeName: type, observableObject: observableObject).message
            let supply = observableObject ? ".environmentObject(\(type)(…))" : ".environment(\(type)(…))"
            return
                "\(message) \(view) reads it; SwiftUI stops the app here, and the simulation stopped. Add \(supply) to an ancestor of \(view)."
        }
    }
}
