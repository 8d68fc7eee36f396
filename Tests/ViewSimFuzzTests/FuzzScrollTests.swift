// Regression cases the fuzzer found in scroll views, kept as tests.
import ViewSim
import ViewSimFuzz
import XCTest

final class FuzzScrollTests: XCTestCase {
    /// viewsim-fuzz --seed 1, case 50: a vertical scroll view positioned inside a scroll view
    /// that scrolls both ways; incremental and full layout must agree.
    func testFuzzIncrementalLayoutSeed1Case50() {
        let fuzzCase = FuzzCase(
            mode: .extreme,
            tree: .scrollView(
                FuzzScroll(axes: 2, rows: 2, disabled: false, behavior: 0, target: 1, animated: false), name: "v1",
                jump: "v2",
                child: .layout(
                    .position(x: .fixed(-1), y: .fixed(10)),
                    child: .scrollView(
                        FuzzScroll(axes: 0, rows: 11, disabled: false, behavior: 0, target: 2, animated: false),
                        name: "v5", jump: "v6", child: .leaf))),
            script: [])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }
}

extension FuzzScrollTests {
    /// viewsim-fuzz --seed 3, case 482: a scroll view nested in a scroll view that covers the
    /// status bar; the inner one's safe area depends on where the outer one's inset puts it.
    func testFuzzIncrementalLayoutSeed3Case482() {
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .stack(
                .vstack,
                [
                    .scrollView(
                        FuzzScroll(axes: 0, rows: 0, disabled: false, behavior: 0, target: 2, animated: false),
                        name: "v1", jump: "v2",
                        child: .scrollView(
                            FuzzScroll(axes: 0, rows: 11, disabled: false, behavior: 0, target: 2, animated: false),
                            name: "v3", jump: "v4", child: .leaf)),
                    .spacer(minLength: nil),
                ]),
            script: [])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }
}

extension FuzzScrollTests {
    /// viewsim-fuzz --seed 1, case 330 (merged issue 27 main): a scroll view over an `AnyLayout`
    /// holding a sheet presenter around a `List` and a `ForEach`; pressing the list's reader
    /// left the `.scrollTargetLayout` 74.8 wide after incremental layout, 60 after a full one.
    func testFuzzIncrementalLayoutSeed1Case330() {
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .scrollView(
                FuzzScroll(axes: 1, rows: 2, disabled: false, behavior: 0, target: 4, animated: false), name: "v3",
                jump: "v4",
                child: .arranged(
                    .anyLayout, .observable(0),
                    [
                        .presenter(
                            .sheet, name: "v6",
                            child: .list(
                                .observable, name: "v7", plain: false,
                                row: .reader(.observable(0), name: "v8", animation: .none))),
                        .forEach(.observable, row: .leaf),
                    ])),
            script: [.press("v8", 0)])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }
}
