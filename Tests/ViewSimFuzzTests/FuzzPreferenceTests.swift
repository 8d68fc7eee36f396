// Tests that the fuzzer's `preferences` feature exercises what its checks are about
// (loops by construction that are reported and stop `runUntilIdle`, settling readers,
// readers whose value the model knows, anchors), that its cases keep every check, and
// that each preference check can fail: fed a broken trace, it reports it.
import ViewSim
import ViewSimFuzz
import XCTest

final class FuzzPreferenceTests: XCTestCase {
    static let features: Set<FuzzFeature> = [
        .conditionals, .state, .forEach, .observable, .layout, .lazy, .animations, .preferences,
    ]

    func testThePreferencesFeatureMakesLoopsSettlingReadersAndModelledValues() {
        var seen: [String: Int] = [:]
        let wanted = [
            "FuzzMaxKey", "FuzzSumKey", "FuzzAppendKey", "FuzzLastKey", ".transformPreference", "FuzzCenterKey",
            "FuzzBoundsKey",
            "onGeometryChange",
        ]
        for mode in [FuzzMode.sane, .extreme] {
            let generator = FuzzGenerator(seed: 5, mode: mode, features: Self.features)
            for index in 0..<25 {
                let fuzzCase = generator.makeCase(index)
                let (outcome, checked) = FuzzRunner.checkKeepingFacts(fuzzCase)
                XCTAssertEqual(outcome.failures, [], "\(mode) case \(index): \(outcome.report)")
                let facts = checked.preferences
                for reader in facts.readers {
                    seen[reader.kind.loops ? "loop reported" : "settled", default: 0] +=
                        reader.kind.loops ? reader.loopReports : 1
                }
                for step in facts.idleSteps where step.error?.contains("never settles") == true {
                    seen["runUntilIdle stopped", default: 0] += 1
                }
                for (name, expected) in facts.expected where facts.delivered[name] == expected {
                    seen["modelled value", default: 0] += 1
                }
                let text = FuzzRunner.execute(fuzzCase).text
                for word in wanted where text.contains(word) { seen[word, default: 0] += 1 }
            }
        }
        print("preference coverage: \(seen.sorted { $0.key < $1.key })")
        for word in wanted + ["loop reported", "settled", "runUntilIdle stopped", "modelled value"] {
            XCTAssertGreaterThan(seen[word] ?? 0, 0, "no case had \"\(word)\": \(seen)")
        }
    }

    /// Readers keep the views their values come from until the tree's structure changes
    /// (`PreferenceSources`): on generated cases whose sources come and go, move, scroll and
    /// animate, that gives the full walk's trace, and no kept list is ever stale.
    func testKeptPreferenceSourcesGiveTheWalksTrace() {
        let features = Self.features.union([.keyframeAnimator, .transitions, .scroll, .conditionals])
        for mode in [FuzzMode.sane, .extreme] {
            let generator = FuzzGenerator(seed: 37, mode: mode, features: features)
            for index in 0..<15 {
                let fuzzCase = generator.makeCase(index)
                let walked = FuzzRunner.execute(
                    fuzzCase, checksLayout: false, checksQuestions: false, preferenceCollection: .walk)
                let checked = FuzzRunner.execute(
                    fuzzCase, checksLayout: false, checksQuestions: false, preferenceCollection: .checked)
                XCTAssertEqual(checked.preferenceCacheMismatches, [], "\(mode) case \(index): \(fuzzCase)")
                XCTAssertEqual(checked.digest, walked.digest, "\(mode) case \(index): \(fuzzCase)")
            }
        }
    }

    /// A measured view whose reader writes `extra = value` into the padding it measures.
    static func loopCase(_ kind: FuzzFeedback.Kind, geometry: Bool = false, base: Int = 10) -> FuzzCase {
        FuzzCase(
            mode: .sane,
            tree: .stack(.vstack, [.leaf, .feedback(FuzzFeedback(kind, base: base, geometry: geometry), name: "v1")]),
            script: [.runUntilIdle(2), .advanceFrames(5)])
    }

    func testEveryGeneratedLoopKindIsReportedOnceAndStopsRunUntilIdle() throws {
        for kind in FuzzFeedback.Kind.allCases where kind.loops {
            for geometry in [false, true] {
                let (outcome, checked) = FuzzRunner.checkKeepingFacts(Self.loopCase(kind, geometry: geometry))
                XCTAssertEqual(outcome.failures, [], "\(kind) geometry \(geometry): \(outcome.report)")
                let facts = checked.preferences
                let reader = try XCTUnwrap(facts.readers.first, "\(kind) geometry \(geometry)")
                XCTAssertEqual(reader.loopReports, 1, "\(kind) geometry \(geometry)")
                XCTAssertEqual(reader.neverSettles, 1, "\(kind) geometry \(geometry)")
                let idle = try XCTUnwrap(facts.idleSteps.first, "\(kind) geometry \(geometry)")
                XCTAssertTrue(idle.error?.contains("never settles") == true, "\(idle)")
            }
        }
    }

    func testTheLoopCheckFailsWhenALoopGoesUnreported() {
        var facts = FuzzRunner.execute(Self.loopCase(.diverging)).preferences
        XCTAssertEqual(FuzzInvariants.preferences(facts), [])
        facts.readers[0].loopReports = 0
        let violations = FuzzInvariants.preferences(facts)
        XCTAssertEqual(violations.map(\.check), [.preferenceLoop])
        XCTAssertTrue(violations[0].message.contains("FuzzDivergingKey (extra = value)"), violations[0].message)
        XCTAssertTrue(violations[0].message.contains("v1 FuzzFeedback(.diverging, base: 10)"), violations[0].message)
        facts.readers[0].loopReports = 2
        XCTAssertEqual(FuzzInvariants.preferences(facts).map(\.check), [.preferenceLoop])
    }

    func testTheIdleCheckFailsWhenRunUntilIdleReturnsDuringALoop() {
        var facts = FuzzRunner.execute(Self.loopCase(.alternating, geometry: true)).preferences
        XCTAssertEqual(facts.idleSteps.count, 1)
        facts.idleSteps[0].error = nil
        let violations = FuzzInvariants.preferences(facts)
        XCTAssertEqual(violations.map(\.check), [.preferenceLoop])
        XCTAssertTrue(violations[0].message.contains("returned while loop readers"), violations[0].message)
    }

    func testSettlingReadersAreNotReportedAndTheCheckFailsWhenTheyAre() throws {
        for (kind, base) in [(FuzzFeedback.Kind.unrelated, 10), (.unrelated, 0), (.clamped, 40), (.clamped, 80)] {
            for geometry in [false, true] {
                let fuzzCase = Self.loopCase(kind, geometry: geometry, base: base)
                let outcome = FuzzRunner.check(fuzzCase)
                XCTAssertEqual(outcome.failures, [], "\(kind) \(base): \(outcome.report)")
                XCTAssertEqual(outcome.errors, [], "\(kind) \(base)")
            }
        }
        var facts = FuzzRunner.execute(Self.loopCase(.clamped, base: 50)).preferences
        let reader = try XCTUnwrap(facts.readers.first)
        XCTAssertEqual(reader.loopReports, 0)
        facts.readers[0].loopReports = 1
        let violations = FuzzInvariants.preferences(facts)
        XCTAssertEqual(violations.map(\.check), [.preferenceSettles])
        XCTAssertTrue(violations[0].message.contains("FuzzClampedKey (extra = min(value, 40))"), violations[0].message)
    }

    /// Readers of each key over constants, a transform and a nested reader, in stacks.
    static let valueCase = FuzzCase(
        mode: .sane,
        tree: .stack(
            .vstack,
            [
                .preferenceReader(
                    .sum, name: "v1",
                    child: .stack(
                        .hstack,
                        [
                            .preferenceSet(FuzzPreferenceSet(.sum, .constant(3)), child: .leaf),
                            .preferenceSet(
                                FuzzPreferenceSet(.sum, .transform(2)),
                                child: .preferenceSet(FuzzPreferenceSet(.sum, .constant(4)), child: .leaf)),
                            .preferenceSet(FuzzPreferenceSet(.max, .constant(9)), child: .leaf),
                        ])),
                .preferenceReader(
                    .append, name: "v2",
                    child: .stack(
                        .zstack,
                        [
                            .preferenceSet(FuzzPreferenceSet(.append, .constant(1)), child: .leaf),
                            .preferenceReader(
                                .last, name: "v3",
                                child: .stack(
                                    .vstack,
                                    [
                                        .preferenceSet(FuzzPreferenceSet(.last, .constant(7)), child: .leaf),
                                        .preferenceSet(FuzzPreferenceSet(.last, .constant(5)), child: .leaf),
                                        .preferenceSet(FuzzPreferenceSet(.append, .transform(8)), child: .leaf),
                                    ])),
                        ])),
                .preferenceReader(.max, name: "v4", child: .leaf),
                .anchored(center: true, child: .leaf),
            ]),
        script: [.advanceFrames(2)])

    func testReadersDeliverTheModelsValueAndTheCheckFailsWhenOneDiffers() {
        let (outcome, checked) = FuzzRunner.checkKeepingFacts(Self.valueCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
        var facts = checked.preferences
        XCTAssertEqual(facts.expected, ["v1": "9", "v2": "[1, 8]", "v3": "5", "v4": "0"])
        XCTAssertEqual(facts.delivered, facts.expected)
        facts.delivered["v1"] = "7"
        let violations = FuzzInvariants.preferences(facts)
        XCTAssertEqual(violations.map(\.check), [.preferenceValue])
        XCTAssertEqual(
            violations[0].message, "preference reader v1 last delivered 7; the model of its tree gives 9")
    }

    /// A lazy grid's rows whose reader alternates: a row's size moves the window, so a row comes
    /// and goes and never changes three times in one frame; it is not a missed report.
    // viewsim-fuzz --seed 31, case 64 (before the generator put fewer loops in lazy rows)
    func testFuzzPreferenceLoopSeed31Case64() {
        let fuzzCase = FuzzCase(
            mode: .extreme,
            tree: .stack(
                .zstack,
                [
                    .animated(
                        .default, .observable(0),
                        child: .lazy(
                            FuzzLazy(
                                kind: .hgrid, list: nil, count: 100000,
                                tracks: [
                                    FuzzGridItem(size: 1, first: 1e-09, second: 72.36, spacing: 0),
                                    FuzzGridItem(size: 2, first: 1e-09, second: nil, spacing: nil),
                                    FuzzGridItem(size: 1, first: 75.7, second: nil, spacing: nil),
                                    FuzzGridItem(size: 0, first: -1e-09, second: 166.91, spacing: nil),
                                ]), name: "v1",
                            row: .layout(
                                .flexibleFrame(
                                    minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: nil,
                                    maxHeight: nil, .leading),
                                child: .feedback(FuzzFeedback(.alternating, base: 28), name: "v2"))))
                ]),
            script: [.edit(.observable, .insert(5, at: 0), animation: .none)])
        let (outcome, checked) = FuzzRunner.checkKeepingFacts(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
        let readers = checked.preferences.readers
        XCTAssertTrue(readers.contains { $0.inLazyRow && $0.loopReports == 0 && $0.changes < 3 }, "\(readers)")
    }

    /// A loop reader in a `ViewThatFits` candidate: its first write makes the candidate lose, so it is
    /// read once and never again; not a missed report.
    // viewsim-fuzz --seed 1, case 78 (the in-suite short run), shrunk
    func testFuzzPreferenceLoopSeed1Case78() {
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .arranged(
                .viewThatFits, .observable(0),
                [
                    .navigationStack(
                        name: "v3",
                        child: .geometryReader(
                            child: .layout(
                                .frame(
                                    width: .fixed(184), height: .read(.observable(0), base: 123, step: 6), .topLeading),
                                child: .forEach(
                                    .published,
                                    row: .transitioned(
                                        .opacity, child: .reader(.binding, name: "v4", animation: .none)))))),
                    .gestured(
                        FuzzGesture(.exclusively(.magnify, .tap(1)), priority: 2, mask: 2), name: "v5",
                        child: .feedback(FuzzFeedback(.increment, base: 24), name: "v6")),
                    .presenter(.popover, name: "v7", child: .canvas(.binding)),
                ]),
            script: [])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }

    /// A settling reader (`extra = min(value, 40)`) in a `ViewThatFits` candidate that stops fitting once
    /// its first value arrives: the candidate not chosen is no longer read (it has no frame), so it is
    /// no loop. Before issue 32 it was read with a zero height, 80 → 0 → 80, and named as a loop.
    // viewsim-fuzz --seed 32, case 2838 (mixed mode)
    func testFuzzPreferenceSettlesSeed32Case2838() {
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .stack(
                .vstack,
                [
                    .environmentHolder(1, name: "v1", required: false, bindable: false, also: nil),
                    .task(
                        FuzzTask(
                            id: .observable(1), waits: [.sleepNanoseconds(50_000_000)], rounds: 1,
                            target: .observable(1), animation: .snappy, throwsCancellation: false),
                        child: .forEach(
                            .published,
                            row: .stateHost(
                                initial: 3,
                                child: .arranged(
                                    .viewThatFits, .observable(0),
                                    [
                                        .feedback(FuzzFeedback(.clamped, base: 80, geometry: true), name: "v2"),
                                        .task(
                                            FuzzTask(
                                                id: nil, waits: [.clock(0.1), .clock(0.1), .yield], rounds: 3,
                                                target: .observable(0), animation: .none, throwsCancellation: false),
                                            child: .reader(.parent, name: "v3", animation: .none)),
                                        .layout(
                                            .fixedSize(horizontal: false, vertical: false),
                                            child: .reader(.observable(0), name: "v4", animation: .none)),
                                        .onChangeLoop(.binding, child: .leaf),
                                    ])))),
                    .spacer(minLength: nil),
                    .lazy(
                        FuzzLazy(kind: .vstack, list: .published, count: 1000, tracks: []), name: "v5",
                        row: .layout(
                            .offset(x: .fixed(-38), y: .read(.binding, base: -28, step: 13)),
                            child: .preferenceReader(
                                .sum, name: "v6",
                                child: .navigationStack(
                                    name: "v7", child: .observableHolder(0, name: "v8", inState: true, also: 7))))),
                ]),
            script: [
                .advance(1e-06)
            ])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }

    /// A diverging reader beside loops that stop two frames in three at the update-pass limit before
    /// its third change: it was held back only every third frame, so no streak of held-back changes
    /// grew, and `runUntilIdle(2)` ran out its timeout with "still animating", never naming the loop.
    /// A frame cut short by the limit now counts as one the loop went round in (the script's first
    /// two steps; the failure was in the second).
    // viewsim-fuzz --seed 34, case 4910 (mixed mode)
    func testFuzzPreferenceLoopCutShortByThePassLimitIsNamedSeed34Case4910() {
        let fuzzCase = FuzzCase(
            mode: .extreme,
            tree: .stack(
                .hstack,
                [
                    .arranged(
                        .infiniteSize, .binding,
                        [
                            .transaction(
                                .onValue(
                                    .parent, .delay(.timingCurve(0.81, 0.76, 0.91, 1_000_000, duration: 0.08), .nan)),
                                child: .gestured(
                                    FuzzGesture(.rotate, mask: 1, spring: true), name: "v1",
                                    child: .control(.toggle, .observable(1), name: "v2"))),
                            .control(.picker, .observable(1), name: "v3"),
                        ]),
                    .phaseAnimator(
                        [1.24, 0.76], trigger: nil, .interactiveSpring,
                        child: .layout(
                            .position(x: .read(.observable(2), base: 80, step: 28), y: .fixed(187)),
                            child: .task(
                                FuzzTask(
                                    id: .observable(2), waits: [.sleep(0.016666666666666666)], rounds: 1,
                                    target: .observable(0), animation: .none, throwsCancellation: false),
                                child: .onChangeLoop(
                                    .observable(2),
                                    child: .environmentWrite(
                                        .published(1),
                                        child: .mainQueueHop(.published(2), viaTask: true, forever: false, child: .leaf)
                                    ))))),
                    .preferenceReader(
                        .last, name: "v4",
                        child: .phaseAnimator(
                            [0.75, -.infinity, -1], trigger: nil, .interactiveSpring,
                            child: .stack(
                                .vstack,
                                [
                                    .environmentModel(
                                        child: .transaction(
                                            .disablesAnimations,
                                            child: .asyncAfterTap(
                                                delay: 0, target: .binding, animation: .default, name: "v5"))),
                                    .bodyWrite(.observable(0), child: .display(3, .published(1))),
                                    .list(
                                        .published, name: "v6", plain: true,
                                        row: .preferenceSet(FuzzPreferenceSet(.last, .constant(3)), child: .leaf)),
                                    .forEach(
                                        .published,
                                        row: .cgCanvas(
                                            .observable(0),
                                            [
                                                .fillPath(evenOdd: false), .strokePath, .addLine(32.22, 34),
                                                .setShadow(0.47),
                                            ])),
                                ]))),
                    .animated(
                        .bouncy, .observable(0),
                        child: .task(
                            FuzzTask(
                                id: .observable(2), waits: [.sleep(1e-12), .never, .sleep(1_000_000)], rounds: 3,
                                target: .observable(1), animation: .none, throwsCancellation: false),
                            child: .anchored(
                                center: true,
                                child: .task(
                                    FuzzTask(
                                        id: .observable(2),
                                        waits: [
                                            .sleepNanoseconds(16_666_667), .sleep(0.016666666666666666), .sleep(1e-12),
                                        ], rounds: 3, target: .observable(2), animation: .none,
                                        throwsCancellation: false),
                                    child: .feedback(FuzzFeedback(.diverging, base: 40), name: "v7"))))),
                ]),
            script: [
                .advanceFrames(42),
                .runUntilIdle(2),
            ], seed: 34, index: 4910)
        let facts = FuzzRunner.execute(fuzzCase, checksLayout: false, checksQuestions: false)
        XCTAssertEqual(FuzzInvariants.preferences(facts.preferences), [])
        let idle = facts.errors.first { $0.hasPrefix("step 2 ") } ?? ""
        XCTAssertTrue(idle.contains(".onPreferenceChange #404 changes twice every frame and never settles"), idle)
    }

    /// Two loops at once: rows whose bodies write what they read (an update loop, which stops
    /// `runUntilIdle` after two repeated frames) beside an `onGeometryChange` feedback that alternates.
    /// The run stopped naming only the update loop; the geometry loop, reported in the trace and still
    /// going in the last frame, was not named. Every loop still going round is named now.
    // viewsim-fuzz --seed 52, case 6016 (mixed mode)
    func testFuzzPreferenceLoopSeed52Case6016() {
        let fuzzCase = FuzzCase(
            mode: .extreme,
            tree: .stack(
                .vstack,
                [
                    .forEach(.observable, row: .bodyWrite(.observable(0), child: .leaf)),
                    .forEach(
                        .published,
                        row: .stack(
                            .vstack,
                            [.leaf, .feedback(FuzzFeedback(.alternating, base: 33, geometry: true), name: "v7")])),
                ]), script: [.runUntilIdle(2)])
        let facts = FuzzRunner.execute(fuzzCase, checksLayout: false, checksQuestions: false)
        XCTAssertEqual(FuzzInvariants.preferences(facts.preferences), [])
        let idle = facts.errors.first { $0.hasPrefix("step 1 ") } ?? ""
        XCTAssertTrue(idle.contains("an update loop repeats every frame"), idle)
        XCTAssertTrue(
            idle.contains(
                "beside it, a loop through the readers .onGeometryChange #107, .onGeometryChange #146, .onGeometryChange #185 (a preference or geometry loop, reported in the trace) went round in the last frame too"
            ), idle)
    }

    /// A loop under a deep chain lays the chain out again in every frame it goes round: work no trace
    /// event stands for, which the fuzzer's CPU budget counts (`laidOutViews`). Seed 32's case 1093 (a
    /// chain 3,420 levels deep, 600 busy frames of `.advanceFrames(10000000)`) took 6 s of CPU a run
    /// with 84,000 units of work counted, and was called a hang; the frames laid out 8.4 million views.
    func testTheLayoutWorkOfALoopUnderADeepChainCountsAsWork() {
        let fuzzCase = FuzzCase(
            mode: .extreme, tree: .deep(levels: 200, child: .feedback(FuzzFeedback(.diverging, base: 27), name: "v1")),
            script: [.advanceFrames(100)])
        let facts = FuzzRunner.execute(fuzzCase, checksLayout: false, checksQuestions: false)
        XCTAssertGreaterThanOrEqual(facts.laidOutViews, 100 * 200, "each busy frame lays the 200 levels out again")
        XCTAssertLessThan(facts.events, 100 * 200, "the trace's events do not stand for that work")
    }

    /// Loop readers in `ForEach` rows whose first value comes late in a frame (a chain 607 views
    /// deep before them): the frame ends at the pass limit after their second run, with
    /// `.unsettledFrame` ("nothing will update in the next frame"), so the third change never comes.
    // viewsim-fuzz --seed 1, case 87 (the in-suite short run)
    func testFuzzPreferenceLoopSeed1Case87() {
        let fuzzCase = FuzzCase(
            mode: .extreme,
            tree: .stack(
                .hstack,
                [
                    .canvas(.published(1)),
                    .layout(
                        .padding(.fixed(-1e-09)),
                        child: .stateHost(
                            initial: 1,
                            child: .forEach(
                                .observable,
                                row: .transitioned(
                                    .animated(.opacity, .linear(.nan)),
                                    child: .preferenceSet(
                                        FuzzPreferenceSet(.sum, .constant(4)),
                                        child: .feedback(FuzzFeedback(.increment, base: 35), name: "v1")))))),
                    .preferenceReader(
                        .sum, name: "v2",
                        child: .cgCanvas(
                            .binding,
                            [
                                .rotate(-.infinity), .addLine(1e-300, 16.69), .move(7.61, 10.37),
                                .fillPath(evenOdd: true),
                            ]
                        )),
                    .mainQueueHop(
                        .observable(1), viaTask: true, forever: false,
                        child: .asyncAfterTap(
                            delay: 0.1, target: .binding, animation: .delay(.easeInOut(-1), 0.69), name: "v3")),
                    .spacer(minLength: nil),
                    .deep(levels: 607, child: .control(.toggle, .observable(2), name: "v4")),
                ]),
            script: [.tap("missing")])
        let (outcome, checked) = FuzzRunner.checkKeepingFacts(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
        let readers = checked.preferences.readers
        XCTAssertFalse(readers.isEmpty)
        XCTAssertTrue(readers.allSatisfy { $0.cutByFrameLimit && $0.changes == 2 }, "\(readers)")
    }
    /// Seed 62's cases 7641 and 7651 (issue 32, seventeenth stop): a repeating phase animator's
    /// feedback view whose geometry writes its own value, beside a main-queue hop that never
    /// ends; `runUntilIdle` must name the geometry loop, not only the animation.
    func testFuzzPreferenceLoopSeed62Case7641() {
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .stack(
                .vstack,
                [
                    .mainQueueHop(.observable(0), viaTask: true, forever: true, child: .leaf),
                    .phaseAnimator(
                        [0, 1], trigger: nil, .default,
                        child: .feedback(FuzzFeedback(.increment, base: 16, geometry: true), name: "v9")),
                ]),
            script: [
                .runUntilIdle(0.5)
            ])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }
}
