import ViewSim
import ViewSimFuzz
// The tasks feature: generated cases hold `.task`, `.task(id:)`, `Task { }` and
// `asyncAfter` taps (and none without the feature); a hand-written debounce runs
// with every task check passing and the facts the checks read; doctored facts
// trip exactly the check they break; the wake frame is computed from the frame
// rate alone; the shrinker simplifies task code.
import XCTest

final class FuzzTaskTests: XCTestCase {
    /// A debounced `.task(id:)` on a model property (each tap on "query" restarts it), a
    /// `.task` that awaits forever inside a conditional the same tap removes, and a tap's `Task { }`.
    private let debounce = FuzzCase(
        mode: .sane,
        tree: .stack(
            .vstack,
            [
                .task(
                    FuzzTask(id: .observable(2), waits: [.sleep(0.3)], target: .observable(0), animation: .linear(0.5)),
                    child: .reader(.observable(2), name: "query", animation: .none)),
                .conditional(
                    .observable(2), then: .task(FuzzTask(waits: [.never], target: .observable(3)), child: .leaf),
                    otherwise: .leaf),
                .taskTap(
                    FuzzTask(waits: [.sleepNanoseconds(16_666_667), .yield], rounds: 2, target: .observable(1)),
                    name: "start"),
            ]),
        script: [.tap("query"), .advance(0.1), .tap("query"), .tap("start"), .advance(1), .runUntilIdle(2)])

    func testTheTasksFeatureMakesTaskNodesAndExcludingItRemovesThem() {
        let with = FuzzGenerator(seed: 5, mode: .extreme, features: [.tasks, .state, .conditionals])
        let texts = (0..<60).map { with.makeCase($0).description }
        for word in [
            ".task(FuzzTask(id: nil", ".task(FuzzTask(id: .", ".taskTap(", ".asyncAfterTap(", ".never", ".forever",
            ".yield", ".sleepNanoseconds(", ".clock(", ".until(", "rounds: 0",
        ] {
            XCTAssertTrue(texts.contains { $0.contains(word) }, "no case has \(word)")
        }
        let without = FuzzGenerator(seed: 5, mode: .extreme, features: [.state, .conditionals])
        XCTAssertFalse((0..<60).contains { without.makeCase($0).description.contains("FuzzTask(") })
    }

    func testADebouncedTaskRunsAndPassesEveryCheck() throws {
        let (outcome, checked) = FuzzRunner.checkKeepingFacts(debounce)
        XCTAssertEqual(outcome.failures, [], outcome.report)
        let run = checked
        let facts = run.tasks
        let steps = facts.phases.map { "\($0.task) \($0.step.rawValue)" }
        // Mount: task 1 (.task(id: 0)) and task 2 (.task, awaiting forever). The first tap cancels 1
        // (restarted as 3) and removes 2; the second cancels 3 (restarted as 4) and shows the
        // conditional again (task 5); the tap on "start" runs task 6.
        for expected in [
            "1 started", "1 cancelled", "1 finished", "2 cancelled", "3 cancelled", "4 resumed", "4 finished",
            "5 started", "6 finished",
        ] {
            XCTAssertTrue(steps.contains(expected), "\(expected) in \(steps)")
        }
        XCTAssertFalse(steps.contains("2 finished"), "a task awaiting a continuation never resumed does not end")
        XCTAssertTrue(facts.log.contains(.wrote(task: 4)), "\(facts.log)")
        XCTAssertFalse(facts.log.contains(.wrote(task: 1)), "a cancelled task does not write: \(facts.log)")
        XCTAssertEqual(facts.offThread, [])
        XCTAssertTrue(facts.writes.contains { !$0.causes.isEmpty })
        // The never-ending tasks are named by runUntilIdle, and the check saw that.
        XCTAssertEqual(facts.pending, [])
        XCTAssertTrue(run.text.contains("runUntilIdle() returned with 2 tasks not finished: task 2 ("), run.text)
    }

    func testATapThatRestartsItsTaskCancelsTheFirstWhichThrows() {
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .taskTap(
                FuzzTask(waits: [.sleep(1)], target: .observable(0), throwsCancellation: true), name: "load"),
            script: [.tap("load"), .advance(0.5), .tap("load"), .advance(2)])
        let (outcome, checked) = FuzzRunner.checkKeepingFacts(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
        let run = checked
        XCTAssertTrue(run.text.contains("task 1 (Task from .onTapGesture #"), run.text)
        XCTAssertTrue(run.text.contains("is cancelled: cancel() was called"), run.text)
        XCTAssertTrue(run.text.contains("ends: threw CancellationError()"), run.text)
        XCTAssertEqual(run.tasks.log.filter { $0 == .wrote(task: 2) }.count, 1, "\(run.tasks.log)")
    }

    func testTheWakeFrameComesFromTheFrameRate() {
        // At 60 fps: 0.3 s after frame 10 is frame 28 exactly; a zero sleep wakes in the next frame;
        // 1 ns past a frame counts as at it (within the 1 µs tolerance); 2 µs past it does not.
        XCTAssertEqual(FuzzInvariants.expectedWakeFrame(after: 10, due: 10.0 / 60 + 0.3, framesPerSecond: 60), 28)
        XCTAssertEqual(FuzzInvariants.expectedWakeFrame(after: 10, due: 10.0 / 60, framesPerSecond: 60), 11)
        XCTAssertEqual(FuzzInvariants.expectedWakeFrame(after: 0, due: 1.0 / 60 + 1e-9, framesPerSecond: 60), 1)
        XCTAssertEqual(FuzzInvariants.expectedWakeFrame(after: 0, due: 1.0 / 60 + 2e-6, framesPerSecond: 60), 2)
        XCTAssertEqual(FuzzInvariants.expectedWakeFrame(after: 3, due: 1e6, framesPerSecond: 60), 60_000_000)
    }

    // MARK: Doctored facts

    private typealias Phase = FuzzTaskFacts.Phase

    /// Task 1 sleeps 0.3 s in frame 0 (due in frame 18), wakes, writes and finishes;
    /// task 2 sleeps 1 s and is cancelled in frame 6, before its due frame, and ends.
    private func healthy() -> FuzzTaskFacts {
        FuzzTaskFacts(
            phases: [
                Phase(task: 1, step: .started, frame: 0, event: 1),
                Phase(task: 2, step: .started, frame: 0, event: 2),
                Phase(task: 1, step: .suspended, frame: 0, event: 3, until: 0.3, what: "Task.sleep(for:)"),
                Phase(task: 2, step: .suspended, frame: 0, event: 4, until: 1, what: "ContinuousClock.sleep(for:)"),
                Phase(task: 2, step: .cancelled, frame: 6, event: 5),
                Phase(task: 2, step: .finished, frame: 6, event: 6),
                Phase(task: 1, step: .resumed, frame: 18, event: 7),
                Phase(task: 1, step: .finished, frame: 18, event: 9),
            ],
            writes: [.init(description: "FuzzStateHost #3.state", frame: 18, causes: [7])],
            log: [
                .began(task: 1), .wait(task: 1, .sleep(0.3)), .began(task: 2), .wait(task: 2, .clock(1)),
                .observedCancellation(task: 2), .ended(task: 2, threw: false), .woke(task: 1), .wrote(task: 1),
                .ended(task: 1, threw: false),
            ],
            finalFrame: 100)
    }

    private func checks(_ facts: FuzzTaskFacts) -> [FuzzCheck] { FuzzInvariants.tasks(facts).map(\.check) }

    func testHealthyTaskFactsPass() {
        XCTAssertEqual(FuzzInvariants.tasks(healthy()), [])
        var facts = FuzzTraceFacts(
            frames: [], evaluations: [], countedEvaluations: 0, realBodyCalls: 0, text: "", errors: [])
        facts.tasks = healthy()
        XCTAssertEqual(FuzzInvariants.check(facts, mode: .sane), [], "the task checks run with the others")
        facts.tasks.phases.removeLast()
        XCTAssertEqual(FuzzInvariants.check(facts, mode: .sane).map(\.check), [.taskCount])
    }

    func testASecondEndOrAnEventAfterTheEndIsCaught() {
        var facts = healthy()
        facts.phases.append(Phase(task: 1, step: .threw, frame: 19, event: 10))
        XCTAssertEqual(checks(facts), [.taskLifecycle, .taskLifecycle, .taskCount])
        facts = healthy()
        facts.phases.insert(Phase(task: 3, step: .resumed, frame: 2, event: 11), at: 0)
        XCTAssertTrue(checks(facts).contains(.taskLifecycle))
    }

    func testAWaitOrWriteAfterTheCancellationIsCaught() {
        var facts = healthy()
        facts.writes.append(.init(description: "FuzzObservableModel.p0", frame: 6, causes: [5]))
        XCTAssertEqual(checks(facts), [.taskCancellation])
        let found = FuzzInvariants.taskCancellation(facts)
        XCTAssertTrue(
            found[0].message.contains("task 2 wrote FuzzObservableModel.p0 in frame 6 after it was cancelled"),
            "\(found)")
        facts = healthy()
        facts.phases.insert(Phase(task: 2, step: .resumed, frame: 6, event: 12), at: 5)
        XCTAssertTrue(checks(facts).contains(.taskCancellation))
    }

    func testAWakeInAnotherFrameOrNoneIsCaught() {
        var facts = healthy()
        facts.phases[6].frame = 19
        XCTAssertEqual(checks(facts), [.taskWake])
        XCTAssertTrue(
            FuzzInvariants.taskWake(facts)[0].message.contains("is due in frame 18, yet it woke in frame 19"),
            "\(FuzzInvariants.taskWake(facts))")
        facts = healthy()
        facts.phases[2].until = 0.31
        XCTAssertEqual(checks(facts), [.taskWake])
        // Cancelled only after its due frame, without a wake.
        facts = healthy()
        facts.phases[4].frame = 60
        facts.phases[5].frame = 60
        XCTAssertEqual(checks(facts), [.taskWake])
        // Never woken though the run went past its due frame.
        facts = healthy()
        facts.phases.removeSubrange(6...7)
        facts.log.removeLast(3)
        XCTAssertEqual(checks(facts), [.taskWake])
        facts.finalFrame = 17
        XCTAssertEqual(checks(facts), [])
    }

    func testLoggedStartsEndsAndWaitsThatDifferFromTheTraceAreCaught() {
        var facts = healthy()
        facts.log.append(.began(task: 7))
        XCTAssertEqual(checks(facts), [.taskCount])
        facts = healthy()
        facts.log[facts.log.count - 1] = .ended(task: 1, threw: true)
        XCTAssertEqual(checks(facts), [.taskCount])
        facts = healthy()
        facts.log[1] = .wait(task: 1, .sleepNanoseconds(300_000_000))
        XCTAssertEqual(checks(facts), [.taskCount])
        facts = healthy()
        facts.log.append(.began(task: 0))
        XCTAssertEqual(checks(facts), [.taskCount])
        // A task whose code never began (its frames never settled) may only have started and been cancelled.
        facts = healthy()
        facts.log.removeAll {
            $0 == .began(task: 2) || $0 == .wait(task: 2, .clock(1)) || $0 == .ended(task: 2, threw: false)
        }
        facts.log.removeAll { $0 == .observedCancellation(task: 2) }
        XCTAssertEqual(checks(facts), [.taskCount])
        facts.phases.removeAll { $0.task == 2 && $0.step != .started && $0.step != .cancelled }
        XCTAssertEqual(checks(facts), [])
    }

    /// seed 1 mixed, case 3270 (shrunk): two bodies write the property one of them reads, a loop
    /// viewsim cuts in every frame; the `.task` below never settles into a drain, so its code never
    /// begins (viewsim's model: task jobs run once a frame's update settles). Not a failure of the
    /// task checks; the trace says the loop.
    func testATaskUnderALoopThatNeverSettlesNeverBeginsAndPassesTheChecks() {
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .stack(
                .vstack,
                [
                    .bodyWrite(
                        .observable(0), child: .task(FuzzTask(waits: [.yield], target: .observable(0)), child: .leaf)),
                    .bodyWrite(.observable(0), child: .leaf),
                ]),
            script: [.advanceFrames(3)])
        let (outcome, checked) = FuzzRunner.checkKeepingFacts(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
        let facts = checked.tasks
        XCTAssertEqual(facts.phases.map(\.step), [.started])
        XCTAssertEqual(facts.log, [])
    }

    func testCodeOffTheDrivingThreadIsCaught() {
        var facts = healthy()
        facts.offThread = [.woke(task: 1)]
        XCTAssertEqual(checks(facts), [.taskThread])
    }

    func testARunUntilIdleThatDoesNotNamePendingTasksIsCaught() {
        let log: [FuzzTaskLog.Entry] = [.began(task: 1), .began(task: 2), .ended(task: 1, threw: false)]
        let named = "runUntilIdle() returned with 1 task not finished: task 2 (.task from FuzzView #4) awaiting."
        XCTAssertEqual(FuzzInvariants.pendingAfterRunUntilIdle(log, diagnostics: [named], step: "step 1"), [])
        XCTAssertEqual(
            FuzzInvariants.pendingAfterRunUntilIdle(log, diagnostics: [], step: "step 1").map(\.check), [.taskPending])
        let wrong = named.replacingOccurrences(of: "task 2 (", with: "task 3 (")
        XCTAssertEqual(
            FuzzInvariants.pendingAfterRunUntilIdle(log, diagnostics: [wrong], step: "step 1").map(\.check),
            [.taskPending])
        let none: [FuzzTaskLog.Entry] = [.began(task: 1), .ended(task: 1, threw: false)]
        XCTAssertEqual(
            FuzzInvariants.pendingAfterRunUntilIdle(none, diagnostics: [named], step: "step 1").map(\.check),
            [.taskPending])
    }

    func testTaskCodeShrinksToItsSimplestForm() {
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .task(
                FuzzTask(
                    id: .observable(2), waits: [.sleep(0.3), .never], rounds: 0, target: .published(1),
                    animation: .linear(0.5)), child: .leaf),
            script: [])
        let simplest = FuzzTask(waits: [.yield], target: .published(0))
        let shrunk = FuzzShrinker().shrink(fuzzCase) { candidate in
            if case .task = candidate.tree { return true }
            return false
        }
        XCTAssertEqual(shrunk.fuzzCase.tree, .task(simplest, child: .leaf), "\(shrunk.fuzzCase)")
    }

    func testGeneratedCasesReachEveryPartOfATasksLife() {
        let generator = FuzzGenerator(
            seed: 11, mode: .mixed,
            features: [.tasks, .observable, .observableSharedReads, .conditionals, .forEach, .animations, .state])
        var texts: [String] = []
        var wroteAfterWake = false
        for index in 0..<120 {
            let facts = FuzzRunner.execute(generator.makeCase(index))
            texts.append(facts.text)
            if facts.tasks.phases.contains(where: { $0.step == .resumed }),
                facts.tasks.log.contains(where: {
                    if case .wrote = $0 { return true } else { return false }
                })
            {
                wroteAfterWake = true
            }
        }
        for phrase in [
            "starts: the view appeared", "starts: id changed", "is cancelled: id changed",
            "is cancelled: the view disappeared", "is cancelled: cancel() was called", "sleeps forever",
            "wakes (due at", "finishes",
            "runUntilIdle() returned with", "DispatchQueue.main.asyncAfter",
        ] {
            XCTAssertTrue(texts.contains { $0.contains(phrase) }, "no case's trace has \"\(phrase)\"")
        }
        XCTAssertTrue(wroteAfterWake, "no task wrote after a wake")
    }

    /// The cases of the first 10,000-case runs (`--seed 1`, mixed and extreme) whose tasks never
    /// began under a loop that never settles (see the test above); they pass now.
    func testTheCasesWhoseTasksNeverBeganPass() {
        let runs: [(FuzzMode, [Int])] = [
            (.mixed, [3270, 4467, 6504, 7028, 8862, 9394, 9990]),
            (.extreme, [3924, 4437, 4468, 5020, 6505, 7029, 7061, 8863, 9395, 9991]),
        ]
        for (mode, indices) in runs {
            let generator = FuzzGenerator(seed: 1, mode: mode)
            for index in indices {
                let outcome = FuzzRunner.check(generator.makeCase(index))
                XCTAssertEqual(outcome.failures, [], "\(mode) case \(index):\n\(outcome.report)")
            }
        }
    }

    func testGeneratedTaskCasesPassEveryCheck() {
        let generator = FuzzGenerator(
            seed: 77, mode: .mixed, features: [.tasks, .state, .conditionals, .forEach, .observable, .animations])
        for index in 0..<40 {
            let outcome = FuzzRunner.check(generator.makeCase(index))
            XCTAssertEqual(outcome.failures, [], "case \(index):\n\(outcome.report)")
        }
    }
}
