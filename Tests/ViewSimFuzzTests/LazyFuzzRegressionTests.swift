// Lazy-stack cases the fuzzer found and their fixes, run in process, always: a lazy grid scrolled
// far (the check's full layout created rows: lazy windows are frozen in it now), and a geometry
// reader in rows out of view (no longer invalidated or placed while away).
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

    /// viewsim-fuzz --seed 2 --mode extreme, case 44: a geometry reader in lazy rows that left the
    /// view was invalidated (its zeroed frame differed from its geometry) and placed again, so it
    /// kept a frame a full layout did not give it; readers and placements in rows out of view are
    /// now skipped.
    func testAGeometryReaderInALazyRowLaysOutAsAFullLayoutDoes() {
        let row = FuzzNode.stack(
            .zstack,
            [
                .stack(
                    .zstack,
                    [
                        .leaf,
                        .layout(
                            .flexibleFrame(
                                minWidth: .fixed(.infinity), idealWidth: nil, maxWidth: nil, minHeight: nil,
                                idealHeight: nil, maxHeight: nil, .center),
                            child: .layout(.position(x: .fixed(138), y: .fixed(.nan)), child: .leaf)),
                        .spacer(minLength: 31),
                        .stateHost(
                            initial: 2, child: .geometryReader(child: .reader(.binding, name: "v11", animation: .none))),
                    ]),
                .leaf,
            ])
        let outcome = FuzzRunner.check(
            FuzzCase(
                mode: .extreme,
                tree: .stack(
                    .hstack,
                    [
                        .leaf, .leaf, .leaf, .forEach(.published, row: .leaf),
                        .lazy(FuzzLazy(kind: .vstack, list: nil, count: 100000, tracks: []), name: "v10", row: row),
                    ]),
                script: []))
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }
}

extension LazyFuzzRegressionTests {
    /// viewsim-fuzz --seed 5, case 1221 (extreme, merged issue 27 main): `.fixedSize(vertical:)`
    /// around a `LazyHGrid` without rows whose one row is a `List`.
    func testALazyGridOfAListUnderFixedSizeLaysOutAsAFullLayoutDoes() {
        let fuzzCase = FuzzCase(
            mode: .extreme,
            tree: .layout(
                .fixedSize(horizontal: false, vertical: true),
                child: .lazy(
                    FuzzLazy(kind: .hgrid, list: .published, count: 1, tracks: []), name: "v1",
                    row: .list(.observable, name: "v3", plain: false, row: .leaf))),
            script: [])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }
}
