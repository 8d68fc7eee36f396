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
