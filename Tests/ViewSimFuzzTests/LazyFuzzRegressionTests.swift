// A lazy-stack case the fuzzer found (viewsim-fuzz --seed 1, case 305: a lazy grid scrolled far
// kept a row's frame that a full layout did not give it: the check's full layout created rows),
// fixed by freezing lazy windows in the check's full layout; run in process, always.
import ViewSimFuzz
import XCTest

final class LazyFuzzRegressionTests: XCTestCase {
    func testALazyGridScrolledFarLaysOutAsAFullLayoutDoes() {
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .lazy(
                FuzzLazy(
                    kind: .hgrid, list: nil, count: 1000,
                    tracks: [FuzzGridItem(size: 1, first: 10, second: nil, spacing: nil)]), name: "v4",
                row: .conditional(.binding, then: .display(0, .observable(0)), otherwise: .leaf)),
            script: [.scroll("v4", 5000)])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }
}
