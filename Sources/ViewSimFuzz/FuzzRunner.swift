// Models running a fuzz case: mount the tree in a fresh Simulation, play the
// script step by step (errors a step throws are recorded and the script goes
// on), and collect the facts the invariants check. After the mount and after
// every step the layout checks run (`FuzzLayoutProbe`: frames, a full layout on
// the side, the display list); they leave the run's trace as it would be
// without them. `check` runs the case twice in this process and applies every
// in-process check.
import Foundation
import ViewSim

/// Runs fuzz cases.
public enum FuzzRunner {
    /// One run of `fuzzCase` in a fresh simulation.
    ///
    /// - Parameter stage: told "mount" before the tree mounts and "step N .advance(…)" before
    ///   each step, so a worker can say where a case was when it hung or crashed.
    /// - Parameter checksLayout: whether to run the layout checks after the mount and each step
    ///   (off only to show that they leave the trace alone).
    /// - Parameter checksQuestions: whether to check the why answers and the update summary, and
    ///   to cross-check viewsim's Observation registrar against Apple's tracking (the first run).
    /// - Parameter progress: told the units of work done so far (trace events, views laid out by
    ///   the checks and by the run's frames, `FuzzOutcome.work`) after the mount and after each
    ///   step, so that a worker's CPU limit can grow with the work a case has shown it does.
    public static func execute(
        _ fuzzCase: FuzzCase, stage: ((String) -> Void)? = nil, checksLayout: Bool = true,
        checksQuestions: Bool = true,
        progress: ((Int) -> Void)? = nil
    ) -> FuzzTraceFacts {
        execute(
            fuzzCase, stage: stage, checksLayout: checksLayout, checksQuestions: checksQuestions, progress: progress,
            preferenceCollection: .incremental)
    }

    /// `execute(_:stage:checksLayout:checksQuestions:progress:)` with preference readers collecting
    /// as `preferenceCollection` says (tests compare the incremental collection with the walk).
    package static func execute(
        _ fuzzCase: FuzzCase, stage: ((String) -> Void)? = nil, checksLayout: Bool = true,
        checksQuestions: Bool = true, progress: ((Int) -> Void)? = nil, preferenceCollection: PreferenceCollection
    ) -> FuzzTraceFacts {
        let recorder = FuzzRecorder()
        var configuration = SimulationConfiguration()
        configuration.preferenceCollection = preferenceCollection
        configuration.printChangesToStandardOutput = false
        configuration.seed = fuzzCase.seed ?? 0
        // The first run also runs Apple's Observation tracking beside viewsim's registrar on
        // every body, and records where they disagree (the second run, compared by its text, not).
        configuration.checksObservationAgainstApple = checksQuestions
        // A short maximum run length (10 s of busy frames at 60 fps, not the default
        // ten minutes) keeps a case with a huge advance small; the bound is the same
        // mechanism either way.
        configuration.maximumFramesPerCall = Self.maximumFramesPerCall
        let root = FuzzView(node: fuzzCase.tree, scope: FuzzScope(recorder: recorder), value: 0)
        stage?("mount")
        let sim = Simulation(root, configuration: configuration)
        var errors: [String] = []
        var layoutViolations: [FuzzViolation] = []
        var pending: [FuzzViolation] = []
        var checkedViews = 0
        var steps: [(title: String, firstFrame: Int)] = []
        if checksLayout {
            layoutViolations += FuzzLayoutProbe.check(sim, at: "after the mount", views: &checkedViews)
        }
        progress?(sim.trace.eventCount + checkedViews + layoutWork(of: sim.graph))
        for (number, step) in fuzzCase.script.enumerated() {
            let title = "step \(number + 1) \(step)"
            stage?(title)
            let framesBefore = sim.trace.frames.count
            steps.append((title, framesBefore))
            do {
                try sim.step(title) { try perform(step, in: sim, recorder: recorder) }
                if case .runUntilIdle = step {
                    pending += FuzzInvariants.pendingAfterRunUntilIdle(
                        recorder.tasks.entries, diagnostics: taskDiagnostics(sim.trace.frames[framesBefore...]),
                        step: title)
                }
            } catch let error as SimulationError {
                errors.append("\(title): \(error.description)")
            } catch {
                errors.append("\(title): \(error) (not a SimulationError)")
            }
            if checksLayout {
                layoutViolations += FuzzLayoutProbe.check(sim, at: "after step \(number + 1)", views: &checkedViews)
            }
            progress?(sim.trace.eventCount + checkedViews + layoutWork(of: sim.graph))
        }
        let tasks = FuzzTaskFacts(
            trace: sim.trace, log: recorder.tasks, finalFrame: sim.frame,
            framesPerSecond: configuration.framesPerSecond, pending: pending)
        var facts = FuzzTraceFacts(
            trace: sim.trace, recorder: recorder, errors: errors,
            layoutViolations: FuzzInvariants.limitedPerCheck(layoutViolations), tasks: tasks,
            checksQuestions: checksQuestions)
        facts.checkedViews = checkedViews
        facts.laidOutViews = layoutWork(of: sim.graph)
        facts.reusedStackArrangements = sim.graph.layoutState.stackArrangementsReused
        facts.layoutViolations += FuzzInvariants.limitedPerCheck(
            sim.graph.observationCrossCheckFailures.map { FuzzViolation(.observationCrossCheck, $0) })
        facts.preferenceCacheMismatches = sim.graph.preferenceCacheMismatches
        facts.gestures = FuzzGestureFacts(trace: sim.trace, steps: steps)
        facts.preferences = FuzzPreferenceFacts(
            trace: sim.trace, steps: steps, errors: errors, tree: fuzzCase.tree,
            delivered: recorder.deliveredPreferences)
        return facts
    }

    /// The layout work of a run's own frames, in units of work (`FuzzWork.laidOutViews`): the views
    /// measured and placed afresh, and the subviews custom layouts measured through their proxies,
    /// `subviewMeasurementsPerUnit` to a unit. Most of those are answered from the subview's sizes:
    /// seed 34's case 6574 (a layout measuring 10,000 times a call) made 36 million in 5.4 s of
    /// CPU, all its other work included, so about 0.12 µs each; a hundredth of a unit allows 0.2 µs.
    static func layoutWork(of graph: ViewGraph) -> Int {
        graph.layoutState.laidOutInAllPasses + graph.layoutState.subviewMeasurements / subviewMeasurementsPerUnit
    }

    /// How many measurements of a subview through its proxy count as one unit of work.
    static let subviewMeasurementsPerUnit = 100

    /// The messages of the task diagnostics in `frames`.
    static func taskDiagnostics(_ frames: ArraySlice<FrameRecord>) -> [String] {
        frames.flatMap(\.events).compactMap { event in
            guard case .diagnostic(let diagnostic) = event.kind, diagnostic.kind == .task else { return nil }
            return diagnostic.message
        }
    }

    /// The maximum run length fuzz cases use (`SimulationConfiguration.maximumFramesPerCall`).
    public static let maximumFramesPerCall = 600

    /// Runs `fuzzCase` twice and checks every invariant.
    ///
    /// - Parameter progress: told the units of work done so far over both runs (see `execute`).
    public static func check(
        _ fuzzCase: FuzzCase, stage: ((String) -> Void)? = nil, progress: ((Int) -> Void)? = nil
    ) -> FuzzOutcome {
        checkKeepingFacts(fuzzCase, stage: stage, progress: progress).outcome
    }

    /// `check(_:stage:progress:)`, and the first run's facts: what `execute(fuzzCase)` returns
    /// (the same options; a run is deterministic), for tests that check a case and then read
    /// its facts without running it a third time.
    package static func checkKeepingFacts(
        _ fuzzCase: FuzzCase, stage: ((String) -> Void)? = nil, progress: ((Int) -> Void)? = nil
    ) -> (outcome: FuzzOutcome, facts: FuzzTraceFacts) {
        let first = execute(fuzzCase, stage: stage, progress: progress)
        let done = first.events + first.checkedViews + first.laidOutViews
        // The second run is compared with the first by its text; the checks of what users ask
        // of a run (why, the update summary) read the first's trace only, so it skips them.
        let second = execute(
            fuzzCase, stage: stage, checksQuestions: false, progress: progress.map { report in { report(done + $0) } })
        let failures = FuzzInvariants.check(first, mode: fuzzCase.mode) + FuzzInvariants.repeatable(first, second)
        let outcome = FuzzOutcome(
            fuzzCase: fuzzCase, digest: first.digest, failures: failures, errors: first.errors,
            frames: first.frames.count, evaluations: first.evaluations.count, events: first.events,
            checkedViews: first.checkedViews, laidOutViews: first.laidOutViews)
        return (outcome, first)
    }

    static func perform(_ step: FuzzStep, in sim: Simulation, recorder: FuzzRecorder) throws {
        let scope = FuzzScope(recorder: recorder)
        switch step {
        case .tap(let name): try sim.tap(name)
        case .set(let source, let value, let animation):
            sim.perform("set \(source) = \(value)") { scope.write(source, value, animation: animation) }
        case .edit(let list, let edit, let animation):
            sim.perform("edit \(list) \(edit)") {
                let apply = {
                    switch list {
                    case .observable: recorder.editObservableItems { edit.apply(to: &$0) }
                    case .published: edit.apply(to: &recorder.published.items)
                    }
                }
                if animation == .none { apply() } else { withAnimation(animation.animation) { apply() } }
            }
        case .advance(let seconds): try sim.advance(by: seconds)
        case .advanceFrames(let count): try sim.advanceFrames(count)
        case .runUntilIdle(let timeout): try sim.runUntilIdle(timeout: timeout)
        case .control(let action, let name): try action.perform(on: name, in: sim)
        case .press(let name, let seconds): try sim.press(name, for: seconds)
        case .back: try sim.back()
        case .dismiss: try sim.dismiss()
        case .navigate(let value): try sim.navigate(to: value)
        case .list(let verb, let name): try verb.perform(on: name, in: sim)
        case .scroll(let name, let distance): try FuzzScroll.scroll(sim, name, by: distance)
        case .scrollTo(let name, let id): try sim.scroll(name, to: id)
        case .touch(let touch, let name): try touch.perform(on: name, in: sim)
        }
    }
}
