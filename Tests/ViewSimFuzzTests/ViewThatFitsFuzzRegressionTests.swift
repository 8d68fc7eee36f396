// A ViewThatFits case the fuzzer found and its fix, run in process, always: a candidate chosen
// in an earlier frame kept its views' frames (and a scroll view in it was placed again when its
// safe area was looked at) after another candidate was chosen; it is cleared now.
import ViewSimFuzz
import XCTest

final class ViewThatFitsFuzzRegressionTests: XCTestCase {
    /// viewsim-fuzz --cases 200 --seed 1 --mode mixed --exclude known, case 123: "TupleView #55 is
    /// at (0.0, 0.0, 393.0 × 219.7890625) after incremental layout but at (0.0, 0.0, 0.0 × 0.0) after
    /// a full layout".
    func testAViewThatFitsWithScrollViewCandidatesLaysOutAsAFullLayoutDoes() {
        let first = FuzzNode.scrollView(
            FuzzScroll(axes: 0, rows: 2, disabled: false, behavior: 0, target: 3, animated: true), name: "v2",
            jump: "v3",
            child: .phaseAnimator(
                [1.2, 1.18], trigger: nil, .repeatForever(.interactiveSpring, autoreverses: true),
                child: .bodyWrite(.observable(2), child: .control(.slider, .parent, name: "v4"))))
        let task = FuzzNode.taskTap(
            FuzzTask(
                id: nil, waits: [.sleepNanoseconds(1_000_000)], rounds: 1, target: .observable(0),
                animation: .easeOut(1.87), throwsCancellation: false), name: "v5")
        let deep = FuzzNode.deep(
            levels: 128,
            child: .scrollView(
                FuzzScroll(axes: 0, rows: 7, disabled: false, behavior: 1, target: 4, animated: false), name: "v6",
                jump: "v7",
                child: .phaseAnimator(
                    [1.13, 1.47], trigger: nil,
                    .speed(.repeatCount(.spring(duration: 0.96, bounce: 0.15), 3, autoreverses: false), 0.7),
                    child: .geometryReader(child: .reader(.binding, name: "v8", animation: .none)))))
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .stack(
                .vstack,
                [
                    .asyncAfterTap(delay: 0.15, target: .parent, animation: .linear(1.19), name: "v1"),
                    .keyframeAnimator(
                        [
                            FuzzKeyframe(.move, 0.18, duration: 0.76), FuzzKeyframe(.linear, 0.43, duration: 0.27),
                            FuzzKeyframe(.linear, 0.89, duration: 0.07),
                        ], trigger: nil, child: .arranged(.viewThatFits, .parent, [first, task, deep])),
                    .leaf,
                    .navigationStack(
                        name: "v9",
                        child: .geometryReader(
                            child: .animated(
                                .default, .observable(2),
                                child: .list(
                                    .published, name: "v10", plain: true,
                                    row: .stateObjectHost(
                                        child: .reader(.published(2), name: "v11", animation: .none)))))),
                    .taskTap(
                        FuzzTask(
                            id: nil, waits: [.forever, .clock(0.5), .forever], rounds: 3, target: .published(1),
                            animation: .default, throwsCancellation: true), name: "v12"),
                ]),
            script: [
                .edit(.published, .reverse, animation: .none),
                .list(.move([2], to: 7), "v10"),
                .press("v8", 1),
                .advanceFrames(41),
            ])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }

    /// viewsim-fuzz --seed 34 --mode mixed, case 1769: "FuzzView #112 is at (0.0, 0.0, 0.0 × 0.0) after
    /// incremental layout but at (0.0, 0.0, 98.12662760416666 × 134.734375) after a full layout", and 62
    /// more. The `ViewThatFits`'s axes changed (step 4), so it asked its lazy grid for a new ideal size;
    /// measuring the grid's rows cleared the frames of the custom views they are, and nothing placed
    /// them again (`LazyRowMeasureTests`).
    func testAViewThatFitsWhoseAxesChangeAroundALazyGridLaysOutAsAFullLayoutDoes() {
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .stack(
                .hstack,
                [
                    .stateObjectHost(
                        child: .stack(
                            .hstack,
                            [
                                .animated(
                                    .linear(1.64), .published(2),
                                    child: .transaction(
                                        .setAnimation(
                                            .delay(.speed(.spring(duration: 1.12, bounce: -0.11), 1.38), 0.11)),
                                        child: .layout(
                                            .position(x: .read(.binding, base: 281, step: 31), y: .fixed(234)),
                                            child: .onChangeLoop(
                                                .published(1),
                                                child: .reader(.observable(2), name: "v1", animation: .none))))),
                                .reader(.binding, name: "v2", animation: .speed(.bouncy, 1.23)),
                                .arranged(
                                    .viewThatFits, .observable(1),
                                    [
                                        .lazy(
                                            FuzzLazy(
                                                kind: .vgrid, list: .published, count: 0,
                                                tracks: [FuzzGridItem(size: 0, first: 18.13, second: nil, spacing: nil)]
                                            ), name: "v3",
                                            row: .task(
                                                FuzzTask(
                                                    id: .observable(2), waits: [.clock(2.5), .sleepNanoseconds(0)],
                                                    rounds: 3, target: .observable(1), animation: .none,
                                                    throwsCancellation: false), child: .leaf))
                                    ]),
                                .transaction(.disablesAnimations, child: .canvas(.published(2))),
                                .spacer(minLength: nil),
                            ])),
                    .leaf,
                ]),
            script: [
                .press("v2", 0.05),
                .set(.observable(1), 5, animation: .none),
                .advanceFrames(10),
                .set(.observable(1), 6, animation: .repeatCount(.linear(0.53), 4, autoreverses: true)),
                .runUntilIdle(0.5),
                .press("v1", 0.05),
            ], seed: 34, index: 1769)
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }
}
