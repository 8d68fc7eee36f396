// Models every warning the engine records, one named factory per situation, so
// the texts live in one place and a call site says what happened
// (`Diagnostic.updateLoop(action:node:cycle:)`) rather than spelling it out.
// Simplifies: where SwiftUI prints a message, the text is SwiftUI's, verbatim;
// where it prints none, the text says it is viewsim's (see docs/ARCHITECTURE.md,
// "Choices where sources disagree or SwiftUI is unspecified").
import Foundation

extension Diagnostic {
    // MARK: - Calls viewsim does not simulate

    /// A call that compiles but that viewsim ignores, reported the first time a
    /// simulation meets it; `detail` says how it was called (`a count of 2`).
    static func notModelled(_ api: NotModelledAPI, node: NodeRef?, detail: String? = nil) -> Diagnostic {
        let subject = detail.map { "\(api.name) with \($0)" } ?? api.usage
        return Diagnostic(
            kind: .notModelled,
            message: "viewsim: \(subject) is not modelled: \(api.inSwiftUI); \(api.inViewSim).",
            node: node,
            hint: "\(api.instead) (docs/SwiftUI-API.md, \"Not modelled yet\", lists what viewsim leaves out.)")
    }

    // MARK: - Configuration

    /// `SimulationConfiguration.framesPerSecond` is outside 1...1000.
    static func framesPerSecondOutOfRange(given: Int, using used: Int) -> Diagnostic {
        configuration(
            "framesPerSecond \(given) is outside 1...1000; using \(used).",
            hint: "Pass a frame rate between 1 and 1000.")
    }

    /// `SimulationConfiguration.maxPassesPerFrame` is outside 1...64.
    static func maxPassesPerFrameOutOfRange(given: Int, using used: Int) -> Diagnostic {
        configuration(
            "maxPassesPerFrame \(given) is outside 1...64; using \(used).",
            hint: "Pass a number of update passes between 1 and 64.")
    }

    /// `SimulationConfiguration.passDuration` is negative or not finite.
    static func passDurationInvalid(given: TimeInterval, using used: TimeInterval) -> Diagnostic {
        configuration(
            "passDuration \(ValueFormatter.number(given)) is not a finite, non-negative number of seconds; using \(ValueFormatter.number(used)).",
            hint: "Pass 0 or a small positive duration, such as 0.001.")
    }

    /// `SimulationConfiguration.maximumFramesPerCall` is below 1.
    static func maximumFramesPerCallNotPositive(given: Int, using used: Int) -> Diagnostic {
        configuration(
            "maximumFramesPerCall \(given) is not a positive number of frames; using \(used).",
            hint: "Pass at least 1.")
    }

    /// `SimulationConfiguration.recording` is a `.lastFrames(n)` with n below 1.
    static func recordingInvalid(problem: String) -> Diagnostic {
        configuration(problem, hint: "Pass .lastFrames(n) with n of at least 1, or .off to keep no frames.")
    }

    /// `SimulationConfiguration.screenSize` is not a finite, positive size of at most `maximum` points.
    static func screenSizeInvalid(given: CGSize, using used: CGSize, maximum: CGFloat) -> Diagnostic {
        configuration(
            "screenSize \(ValueFormatter.number(Double(given.width))) × \(ValueFormatter.number(Double(given.height))) is not a finite, positive size of at most \(ValueFormatter.number(Double(maximum))) points a side; using \(ValueFormatter.number(Double(used.width))) × \(ValueFormatter.number(Double(used.height))).",
            hint: "Pass a screen size in points, such as CGSize(width: 393, height: 852) (iPhone 15).")
    }

    private static func configuration(_ message: String, hint: String) -> Diagnostic {
        Diagnostic(kind: .configuration, message: message, node: nil, hint: hint)
    }

    // MARK: - Frames and passes

    /// A frame reached its pass limit with views still invalidated.
    static func unsettledFrame(passes: Int, waiting: String) -> Diagnostic {
        Diagnostic(
            kind: .unsettledFrame,
            message:
                "The frame did not settle after \(passes) update passes; \(waiting) will update in the next frame.",
            node: nil, cycle: [],
            hint:
                "Something keeps invalidating views within one frame. Look for an action or a body that writes state it also depends on."
        )
    }

    /// One update pass popped more views than the graph has (a guard; a viewsim bug).
    static func updatePassOverran(node: NodeRef) -> Diagnostic {
        Diagnostic(
            kind: .unsettledFrame,
            message:
                "viewsim: an update pass evaluated more views than the graph has; \(node) and the rest wait for the next pass.",
            node: node, hint: "This is a viewsim bug; please report the scene.")
    }

    /// The actions of one frame kept queueing actions past `ActionQueue.maxActionsPerSettle`.
    static func tooManyActions(ran count: Int) -> Diagnostic {
        Diagnostic(
            kind: .unsettledFrame,
            message:
                "viewsim: \(count) post-update actions ran in this frame and they keep queueing more; the rest run after the next update pass.",
            node: nil,
            hint: "Look for an action (onAppear, onChange, a completion) that queues another action every time it runs."
        )
    }

    // MARK: - Writes during an update

    /// SwiftUI's warning for a `@State` write made while a body runs (the write is dropped).
    static func modifyingStateDuringUpdate(property: String, evaluating: NodeRef) -> Diagnostic {
        Diagnostic(
            kind: .modifyingStateDuringUpdate,
            message: "Modifying state during view update, this will cause undefined behavior.",
            node: evaluating, cycle: [],
            hint:
                "\(property) was written while \(evaluating.label).body was running; the write was dropped. Move the write into an action such as onChange, onAppear or a tap handler."
        )
    }

    /// SwiftUI's warning for an `objectWillChange` sent while a body runs.
    static func publishingDuringUpdate(evaluating: NodeRef) -> Diagnostic {
        Diagnostic(
            kind: .modifyingStateDuringUpdate,
            message: "Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
            node: evaluating, cycle: [],
            hint: "Change the object in an action (onChange, onAppear, a tap) instead of in body.")
    }

    /// viewsim's own warning for a body that writes an `@Observable` property
    /// another body reads (SwiftUI prints nothing).
    static func observableWrittenDuringUpdate(writer: NodeRef, reader: NodeRef) -> Diagnostic {
        Diagnostic(
            kind: .modifyingStateDuringUpdate,
            message:
                "viewsim: \(writer.label).body wrote an @Observable property that \(reader) reads. SwiftUI prints no message for this; viewsim's model: the readers update in the next update pass, and a loop of such writes stops at the frame's pass limit.",
            node: writer, cycle: [],
            hint: "Change observable models in an action (onChange, onAppear, a tap), not in body.")
    }

    // MARK: - Loops

    /// A loop of bodies that write what other bodies read (`BodyWriteLog`),
    /// found when a frame stops at its pass limit.
    static func bodyWriteLoop(_ loop: [NodeRef], maxPassesPerFrame: Int) -> Diagnostic {
        Diagnostic(
            kind: .updateLoop,
            message:
                "viewsim: bodies write what other bodies read, so each update starts another: \(loop.map(\.description).joined(separator: " → ")). viewsim's model: the frame stops after \(maxPassesPerFrame) update passes and the loop goes on in the next frame.",
            node: loop.first,
            cycle: zip(loop, loop.dropFirst()).map { CycleStep.bodyWrite(writer: $0, reader: $1) },
            cycleNodes: loop.map(\.id),
            hint:
                "Move the writes out of body into an action (onChange, onAppear, a tap), or derive the value instead of storing it."
        )
    }

    /// SwiftUI's warning for an `onChange` action dispatched a third time in one
    /// frame, with the chain of events around the cycle.
    static func updateLoop(action label: String, node: NodeRef, cycle loop: [TraceEvent]) -> Diagnostic {
        Diagnostic(
            kind: .updateLoop,
            message: "\(label) action tried to update multiple times per frame.",
            node: node,
            cycle: loop.map { CycleStep.event($0) },
            cycleNodes: loop.compactMap { $0.node?.id }.reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } },
            hint:
                "The action changes state that changes the value it watches again in the same frame. Break the cycle: move that state into a child view that takes the watched value as an input, or stop the action from changing what its own value depends on."
        )
    }

    /// SwiftUI's warning for a preference reader (`onPreferenceChange`) or a geometry action
    /// whose value changed a third time in one frame, with the chain of events around the cycle.
    ///
    /// SwiftUI's text for a preference: "Bound preference HeightKey tried to update multiple
    /// times per frame." (quoted in public issue threads, lfroms/clouds#2); for a geometry action,
    /// OpenSwiftUI's label "Geometry action tried to update multiple times per frame.".
    static func preferenceLoop(
        key: String?, label: String, node: NodeRef, cycle loop: [TraceEvent], values: [TraceValue]
    ) -> Diagnostic {
        let message =
            key.map { "Bound preference \($0) tried to update multiple times per frame." }
            ?? "Geometry action tried to update multiple times per frame."
        let what = key.map { "the value of \($0) it reads" } ?? "the geometry it reads"
        return Diagnostic(
            kind: .preferenceLoop,
            message: message,
            node: node,
            cycle: loop.map { CycleStep.event($0) },
            cycleNodes: loop.compactMap { $0.node?.id }.reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } },
            hint:
                "\(label)'s action changes state that changes \(what) again in the same frame (values so far: \(ValueSequence.text(values))). Break the cycle: do not let the measured view's size depend on what the action writes (measure a view whose size the state does not change, or lay the dependent view out with a frame, an overlay or a Layout instead of a preference), or only write when the value really differs (round it)."
        )
    }

    /// viewsim's warning for a preference or geometry reader whose value kept changing in
    /// frame after frame: the loop never settles (SwiftUI spins at full CPU).
    static func preferenceNeverSettles(label: String, node: NodeRef, frames: Int, values: [TraceValue]) -> Diagnostic {
        Diagnostic(
            kind: .neverSettles,
            message:
                "viewsim: \(label) of \(node) changed more than twice a frame in \(frames) frames in a row and never settles; \(ValueSequence.text(values)). viewsim's model: each frame runs its action twice and reads the held-back change again in the next frame, as SwiftUI updates again and again.",
            node: node,
            hint:
                "A value computed after layout feeds state that changes the layout it is computed from. Make the measured size independent of the state the action writes, or stop writing when the value has not really changed."
        )
    }

    /// viewsim's warning for frames that stop at their pass limit frame after frame, writing the
    /// same state: a loop across frames (a layout feedback through a GeometryReader, a task that
    /// writes what restarts it).
    static func neverSettles(
        property: String, frames: Int, cycle loop: [TraceEvent], values: [TraceValue], maxPassesPerFrame: Int
    ) -> Diagnostic {
        Diagnostic(
            kind: .neverSettles,
            message:
                "viewsim: \(frames) frames in a row stopped at their limit of \(maxPassesPerFrame) update passes, writing \(property) each time; it never settles: \(ValueSequence.text(values)). viewsim's model: each frame runs the loop until its pass limit and the rest goes on in the next frame, as SwiftUI updates again and again.",
            node: loop.first?.node,
            cycle: loop.map { CycleStep.event($0) },
            cycleNodes: loop.compactMap { $0.node?.id }.reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } },
            hint:
                "\(property) is written by something its own change sets off again (the cycle above). Make the value a fixed point — write it only when it really differs — or break the dependency: a size that depends on what the view measures, a task keyed by a value it changes."
        )
    }

    // MARK: - Timelines

    /// A `.periodic(from:by:)` schedule with an interval that is not positive.
    static func periodicIntervalNotPositive(_ interval: Double, timeline label: String, node: NodeRef) -> Diagnostic {
        Diagnostic(
            kind: .schedule,
            message:
                "\(label): a periodic schedule needs an interval greater than 0; \(ValueFormatter.number(interval)) gives one update and no more.",
            node: node,
            hint: "Pass a positive number of seconds to .periodic(from:by:).")
    }

    /// A `.periodic(from:by:)` schedule whose start date is not finite.
    static func periodicStartNotFinite(timeline label: String, node: NodeRef) -> Diagnostic {
        Diagnostic(
            kind: .schedule,
            message:
                "\(label): .periodic(from:by:) got a start date that is not finite; the schedule has no entries, so the content shows the current date and does not update.",
            node: node,
            hint: "Pass a finite date, such as .simNow.")
    }

    /// A schedule whose first date is more than a day after the simulated now: most
    /// likely a date from the real clock (`.periodic(from: .now, by: 1)`,
    /// `.explicit([Date()])`). `what` says which date ("`.periodic(from:by:)` starts
    /// at"), `fix` how to write it from `.simNow`.
    static func scheduleDateFromRealClock(
        _ date: Date, now: Date, what: String, fix: String,
        timeline label: String, node: NodeRef
    ) -> Diagnostic {
        let days = ValueFormatter.number(date.timeIntervalSince(now) / 86_400)
        return Diagnostic(
            kind: .schedule,
            message:
                "\(label): \(what) \(ValueFormatter.date(date)), \(days) days after the simulated now (\(ValueFormatter.date(now))); the date probably came from the real clock (.now or Date()), so the timeline will not update until then.",
            node: node,
            hint: "Use .simNow, the simulated clock: \(fix).")
    }

    /// A schedule entry that is not after the previous one (skipped; once per timeline).
    static func scheduleEntryNotIncreasing(_ entry: Date, previous: Date, timeline label: String, node: NodeRef)
        -> Diagnostic
    {
        Diagnostic(
            kind: .schedule,
            message:
                "\(label): schedule entry \(ValueFormatter.date(entry)) is not after the previous entry \(ValueFormatter.date(previous)); viewsim skips entries that go back in time or repeat.",
            node: node, cycle: [],
            hint: "Return the entries of a TimelineSchedule in increasing order without duplicates.")
    }

    /// A schedule that cannot go on; its timeline stops (viewsim's model).
    static func timelineStopped(timeline label: String, node: NodeRef, because reason: String, hint: String)
        -> Diagnostic
    {
        Diagnostic(
            kind: .schedule,
            message: "\(label): \(reason); viewsim's model: the timeline stops and keeps showing its last entry.",
            node: node, cycle: [], hint: hint)
    }

    // MARK: - Views and values

    /// SwiftUI's warning for a `ForEach` id that occurs more than once.
    static func duplicateID(_ id: String, near node: NodeRef?) -> Diagnostic {
        Diagnostic(
            kind: .duplicateID,
            message:
                "ForEach<…>: the ID \(id) occurs multiple times within the collection, this will give undefined results!",
            node: node, cycle: [],
            hint: "Give every element a unique id; viewsim gives repeats their own identity by occurrence.")
    }

    /// A value that is not finite reached an animatable attribute (viewsim's model:
    /// the last finite value is shown instead).
    static func nonFiniteValue(node: NodeRef, value: String, shown replacement: String) -> Diagnostic {
        Diagnostic(
            kind: .nonFiniteValue,
            message:
                "\(node) got \(value), which is not a finite number; viewsim's model: it shows \(replacement) instead (its last finite value, or zero), and animates from there when a finite value comes.",
            node: node,
            hint:
                "Check the value passed to this view or modifier (a division by zero, a keyframe or phase value, an uninitialised number)."
        )
    }

    // MARK: - Canvases

    /// A canvas renderer drew with points, sizes or transforms that are not finite.
    static func canvasNonFinite(node: NodeRef, count: Int) -> Diagnostic {
        Diagnostic(
            kind: .canvas,
            message:
                "\(node) drew \(count) time\(count == 1 ? "" : "s") with a point, size or transform that is not finite (NaN or ±∞); viewsim's model: such drawings are left out.",
            node: node,
            hint:
                "Check the numbers the renderer computes (a division by zero, a size of zero, a date difference). Reported once per canvas."
        )
    }

    /// A canvas renderer drew more items in one run than viewsim keeps.
    static func canvasItemLimit(node: NodeRef, limit: Int, dropped: Int) -> Diagnostic {
        Diagnostic(
            kind: .canvas,
            message:
                "\(node) drew more than \(limit) items in one run; viewsim keeps the first \(limit) and left out \(dropped).",
            node: node,
            hint: "Check the renderer's loops; a canvas rarely needs that many drawings. Reported once per canvas.")
    }

    /// A canvas renderer asked for an inverse clip, which the display list cannot hold.
    static func canvasInverseClip(node: NodeRef) -> Diagnostic {
        Diagnostic(
            kind: .canvas,
            message:
                "\(node) clipped with .inverse; viewsim's model: an inverse clip is not drawn, so what follows it is drawn unclipped.",
            node: node,
            hint:
                "Clip to the area to keep instead (a rectangle with the shape cut out, filled even-odd). Reported once per canvas."
        )
    }

    /// More canvases had to draw in one frame than the canvas pass runs.
    static func canvasDrawLimit(limit: Int, waiting: Int) -> Diagnostic {
        Diagnostic(
            kind: .canvas,
            message: "More than \(limit) canvases had to draw in one frame; \(waiting) wait for the next frame.",
            node: nil,
            hint: "viewsim's model: at most \(limit) canvas renderers run per frame, so one frame stays bounded.")
    }

    // MARK: - Layout

    /// A layout number (a frame dimension, padding, position, aspect ratio, offset) is unusable.
    /// The hint names what the value is: a non-finite one gets the advice for NaN
    /// and infinity, a negative length the advice for lengths computed by
    /// subtraction, a ratio of 0 that it must be positive.
    static func invalidLayoutValue(node: NodeRef, what: String, value: Double, using replacement: String) -> Diagnostic
    {
        Diagnostic(
            kind: .invalidLayout,
            message:
                "Invalid frame dimension (negative or non-finite). \(node) got \(what) \(ValueFormatter.number(value)); viewsim's model: layout uses \(replacement) instead (reported once per view).",
            node: node,
            hint: !value.isFinite
                ? "Pass a finite, non-negative number (a division by zero or an uninitialised size gives NaN or infinity)."
                : value < 0
                    ? "Pass a non-negative number (a length computed by subtraction can go below zero: clamp it with max(0, …))."
                    : "Pass a positive number: an aspect ratio of 0 has no width.")
    }

    /// A custom `Layout` returned a number layout cannot use, left a subview unplaced,
    /// or measured without end; `problem` says what and what viewsim did instead.
    static func customLayoutProblem(node: NodeRef?, layout: String, problem: String) -> Diagnostic {
        // The node is named after its layout type, unless it is an `AnyLayout`.
        let subject = node.map { "\($0)".hasPrefix(layout) ? "\($0)" : "the layout \(layout) in \($0)" }
        return Diagnostic(
            kind: .invalidLayout,
            message: "viewsim: \(subject ?? "the layout \(layout)") \(problem).",
            node: node,
            hint:
                "Return a finite, non-negative size from sizeThatFits (an infinite one only for an infinite proposal), and call place(at:anchor:proposal:) once for every subview in placeSubviews."
        )
    }

    /// Geometry readers still got a new geometry after the frame's last round of update and layout.
    /// A lazy stack or grid still wanted other rows after the frame's rounds of layout.
    static func lazyRowsDidNotSettle(rounds: Int, containers: [NodeRef]) -> Diagnostic {
        Diagnostic(
            kind: .invalidLayout,
            message:
                "viewsim's model: after \(rounds) rounds of update and layout in one frame, \(containers.map(\.description).joined(separator: ", ")) still wanted rows it had not created; it creates them in the next frame.",
            node: containers.first,
            hint:
                "Rows whose size changes once created (or a geometry reader's content that moves the stack) keep the window moving. Give the rows a steady size."
        )
    }

    /// A lazy grid given no columns (rows): viewsim's model lays it out in one flexible track.
    static func lazyGridWithoutTracks(node: NodeRef) -> Diagnostic {
        Diagnostic(
            kind: .invalidLayout,
            message:
                "\(node) has no GridItem (an empty columns: or rows: array); viewsim's model: its items are laid out in one flexible track (reported once per view).",
            node: node,
            hint: "Give the grid at least one GridItem, such as [GridItem(.flexible())].")
    }

    /// A lazy container's window reached its row limit (rows of no length all count as visible).
    static func lazyWindowLimited(node: NodeRef, rows: Int) -> Diagnostic {
        Diagnostic(
            kind: .invalidLayout,
            message:
                "\(node) would create more than \(rows) rows for its visible rect (its rows have little or no length); viewsim's model: it creates the first \(rows) (reported once per view).",
            node: node,
            hint: "Give the rows a length (a frame or padding), or leave out the empty ones.")
    }

    static func geometryDidNotSettle(rounds: Int, readers: [NodeRef]) -> Diagnostic {
        Diagnostic(
            kind: .invalidLayout,
            message:
                "viewsim's model: after \(rounds) rounds of update and layout in one frame, \(readers.map(\.description).joined(separator: ", ")) still got a new size or position; their content runs again in the next frame.",
            node: readers.first,
            hint:
                "A GeometryReader's content changes the layout that gives it its size (it grows with what it reads). Give the content a size that does not depend on the proxy, or fix the reader's frame."
        )
    }

    // MARK: - Animators and idleness

    /// A phase animator went through every phase without animating; it stops.
    static func phaseAnimatorStalled(phaseCount: Int) -> Diagnostic {
        Diagnostic(
            kind: .animator,
            message:
                "PhaseAnimator went through all \(phaseCount) phases without animating anything; it stops cycling.",
            node: nil,
            hint:
                "Give the phases different values that the content animates, or return an animation from the animation closure."
        )
    }

    /// SwiftUI's warning for a phase animator with no phases.
    static func emptyPhases() -> Diagnostic {
        Diagnostic(
            kind: .animator,
            message: "PhaseAnimator was given an empty sequence of phases; it shows a warning instead of its content.",
            node: nil, hint: "Pass at least one phase.")
    }

    /// `runUntilIdle()` returned while animations that never end keep running.
    static func notIdle(endless: [(node: NodeRef, attribute: String)]) -> Diagnostic {
        Diagnostic(
            kind: .notIdle,
            message:
                "runUntilIdle() returned while \(endless.count) animation\(endless.count == 1 ? " that never ends keeps" : "s that never end keep") running: \(endless.map { "\($0.node) \($0.attribute)" }.joined(separator: ", ")).",
            node: endless.first?.node,
            hint:
                "A repeatForever animation runs as long as its view is in the tree; advance by a fixed time to watch it."
        )
    }
}

// MARK: - Tasks and timed work

extension Diagnostic {
    /// A sleep (or `asyncAfter`) whose due time is past `Simulation.maximumTime`: it never wakes.
    static func sleepPastMaximumTime(seconds: Double, what: String, task: TaskRef?) -> Diagnostic {
        let who = task.map { "\($0) " } ?? ""
        return Diagnostic(
            kind: .task,
            message:
                "viewsim: \(who)\(what) waits \(ValueFormatter.number(seconds)) s, past Simulation.maximumTime (\(ValueFormatter.number(Simulation.maximumTime)) s); it never wakes in this simulation.",
            node: task?.node,
            hint: "Wait for a time the simulation can reach; a task that waits forever can still be cancelled.")
    }

    /// A frame ran `TaskTable.maximumJobsPerFrame` task jobs and more kept coming.
    static func taskJobLimit(_ limit: Int, tasks: String) -> Diagnostic {
        Diagnostic(
            kind: .task,
            message:
                "viewsim: tasks ran \(limit) jobs in this frame and keep enqueueing more without waiting for time; the rest run in the next frame (\(tasks.isEmpty ? "tasks viewsim did not start" : tasks)).",
            node: nil,
            hint:
                "Look for a loop that awaits without sleeping (an actor hop in a `while true`); add `try await Task.sleep(for:)` or end the loop."
        )
    }

    /// SwiftUI's warning for a flexible frame whose minimum, ideal and maximum are
    /// not in order; the ideal is raised to the minimum and the maximum to the ideal.
    static func contradictoryFrame(node: NodeRef) -> Diagnostic {
        Diagnostic(
            kind: .invalidLayout, message: "Contradictory frame constraints specified.", node: node,
            hint:
                "Give the frame minWidth ≤ idealWidth ≤ maxWidth (and the same for heights); SwiftUI raises the ideal to the minimum and the maximum to the ideal."
        )
    }

    /// A write to the `@State` of a view that left the tree (a task that outlived its view).
    static func stateWriteAfterRemoval(property: String, node: NodeRef, task: TaskRef?) -> Diagnostic {
        let who = task.map { "\($0) wrote" } ?? "A write to"
        return Diagnostic(
            kind: .task,
            message:
                "viewsim: \(who) \(property) after \(node) left the tree; the write is dropped (the view's state is gone).",
            node: node,
            hint:
                "Check Task.isCancelled (or let a cancelled sleep throw) before writing: SwiftUI cancels a .task when its view disappears, but a task that ignores cancellation runs on."
        )
    }

    /// A call ended with tasks that have not finished (awaiting, or sleeping past the call).
    static func tasksPending(after call: String, tasks: String, count: Int) -> Diagnostic {
        Diagnostic(
            kind: .task,
            message:
                "\(call) returned with \(count) task\(count == 1 ? "" : "s") not finished: \(tasks).",
            node: nil,
            hint:
                "A task awaiting something the simulation never delivers does not end; cancel it (remove its view, change its id) or advance past its sleep."
        )
    }

    // MARK: - Environment objects

    /// SwiftUI's message when a view reads an environment object no ancestor supplied
    /// (SwiftUI traps; viewsim stops the simulation without running the body).
    static func missingEnvironmentObject(_ missing: MissingEnvironmentObject, node: NodeRef) -> Diagnostic {
        let supply =
            missing.observableObject
            ? "Supply one from an ancestor with .environmentObject(_:)"
            : "Supply one from an ancestor with .environment(_:), or read it as optional (@Environment(\(missing.typeName).self) var model: \(missing.typeName)?)"
        return Diagnostic(
            kind: .environment, message: missing.message, node: node,
            hint: "\(supply). SwiftUI stops the app here; viewsim stopped the simulation (Simulation.stopError).")
    }
}

extension Diagnostic {
    // MARK: - Bindings

    /// A binding `ForEach($items)` gave a row, used after its element left the collection.
    static func staleElementBinding(index: Int, count: Int, write: Bool, node: NodeRef?) -> Diagnostic {
        Diagnostic(
            kind: .binding,
            message:
                "viewsim: a binding to element \(index) of a collection that now has \(count) element\(count == 1 ? "" : "s") was \(write ? "written" : "read") after the element was removed; SwiftUI crashes here (Fatal error: Index out of range). viewsim \(write ? "drops the write" : "gives the element's last value").",
            node: node,
            hint:
                "A view that outlives its row (a pushed detail page, a sheet, a task) should not keep the row's binding: look the element up by its id, or pass the id and read the model."
        )
    }

    // MARK: - Navigation and presentation

    /// A link or path value of a type no `navigationDestination(for:)` in the stack handles (SwiftUI's text).
    static func missingNavigationDestination(typeName: String, node: NodeRef?) -> Diagnostic {
        Diagnostic(
            kind: .navigation,
            message:
                "A NavigationLink is presenting a value of type \"\(typeName)\" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.",
            node: node,
            hint:
                "Add .navigationDestination(for: \(typeName).self) { … } inside the NavigationStack (not inside a lazy container such as a List's rows)."
        )
    }
}
