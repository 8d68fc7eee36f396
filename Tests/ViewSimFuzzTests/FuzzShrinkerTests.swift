import ViewSimFuzz
// The shrinker reduces a failing case to a minimal one for a synthetic
// predicate: it drops script steps and stack children, replaces subtrees by
// leaves or by their children, halves deep chains and simplifies numbers.
import XCTest

final class FuzzShrinkerTests: XCTestCase {
    private func contains(_ node: FuzzNode, _ match: (FuzzNode) -> Bool) -> Bool {
        match(node) || node.children.contains { contains($0, match) }
    }

    private func isBodyWrite(_ node: FuzzNode) -> Bool {
        if case .bodyWrite = node { return true }
        return false
    }

    func testABodyWriteAndANaNAdvanceShrinkToTheirMinimum() {
        // "Fails" when the tree has a body write and the script advances by NaN.
        let fails: (FuzzCase) -> Bool = { fuzzCase in
            self.contains(fuzzCase.tree, self.isBodyWrite)
                && fuzzCase.script.contains { step in
                    if case .advance(let seconds) = step { return seconds.isNaN }
                    return false
                }
        }
        let generator = FuzzGenerator(seed: 77, mode: .extreme)
        var found = 0
        // Each feature added to the generator makes this pair rarer: search far enough for three.
        for index in 0..<8000 where found < 3 {
            let original = generator.makeCase(index)
            guard fails(original), original.size > 6 else { continue }
            found += 1
            let result = FuzzShrinker().shrink(original, stillFails: fails)
            XCTAssertTrue(fails(result.fuzzCase), "the shrunk case must still fail")
            XCTAssertFalse(result.exhaustedBudget)
            XCTAssertEqual(
                result.fuzzCase.script.map(\.description), [".advance(.nan)"], "case \(index):\n\(result.fuzzCase)")
            guard case .bodyWrite(let source, let child) = result.fuzzCase.tree else {
                XCTFail("case \(index) should shrink to a lone body write:\n\(result.fuzzCase)")
                continue
            }
            XCTAssertEqual(child, .leaf)
            XCTAssertTrue([.parent, .binding, .observable(0), .published(0)].contains(source), "\(source)")
            XCTAssertLessThan(result.fuzzCase.size, original.size)
        }
        XCTAssertEqual(found, 3, "the generator should make failing cases for this predicate")
    }

    func testADeepChainShrinksToTheSmallestFailingDepth() {
        let original = FuzzCase(
            mode: .extreme,
            tree: .stack(
                .hstack,
                [
                    .leaf, .deep(levels: 3000, child: .reader(.binding, name: "v1", animation: .bouncy)), .leaf,
                ]), script: [.tap("v1"), .advance(2), .runUntilIdle(10)])
        let fails: (FuzzCase) -> Bool = { $0.tree.size > 700 }
        let result = FuzzShrinker().shrink(original, stillFails: fails)
        XCTAssertEqual(result.fuzzCase.script, [])
        XCTAssertEqual(result.fuzzCase.tree, .deep(levels: 700, child: .leaf), "\(result.fuzzCase)")
    }

    func testAPassingCandidateIsNeverKept() {
        let original = FuzzGenerator(seed: 1, mode: .sane).makeCase(3)
        let result = FuzzShrinker().shrink(original) { $0 == original }
        XCTAssertEqual(result.fuzzCase, original)
        XCTAssertEqual(result.steps, 0)
        XCTAssertGreaterThan(result.attempts, 0)
    }

    func testTheBudgetBoundsTheAttempts() {
        let original = FuzzGenerator(seed: 4, mode: .extreme).makeCase(0)
        var calls = 0
        let result = FuzzShrinker(maxAttempts: 5).shrink(original) { _ in
            calls += 1
            return false
        }
        XCTAssertEqual(calls, 5)
        XCTAssertTrue(result.exhaustedBudget)
    }

    func testAPrintedCaseIsSwiftThatNamesEveryPart() {
        let fuzzCase = FuzzCase(
            mode: .extreme, tree: .timeline(.periodic(startOffset: .nan, interval: 1e-9), child: .leaf),
            script: [.advance(1e300), .advanceFrames(.max)])
        XCTAssertEqual(
            fuzzCase.description,
            """
            FuzzCase(
                mode: .extreme,
                tree: .timeline(.periodic(startOffset: .nan, interval: 1e-09), child: .leaf),
                script: [
                    .advance(1e+300),
                    .advanceFrames(Int.max),
                ])
            """)
        XCTAssertTrue(
            fuzzCase.regressionTest(named: "testX").contains("XCTAssertEqual(outcome.failures, [], outcome.report)"))
    }

    func testAViewThatHoldsTheModelShrinksToItsSimplestForm() {
        // "Fails" while the tree has a holder and the script taps it.
        let fails: (FuzzCase) -> Bool = { fuzzCase in
            self.contains(fuzzCase.tree) { if case .observableHolder = $0 { return true } else { return false } }
                && fuzzCase.script.contains(.tap("h"))
        }
        let original = FuzzCase(
            mode: .sane,
            tree: .stack(
                .hstack,
                [
                    .leaf, .stateHost(initial: 2, child: .observableHolder(3, name: "h", inState: true, also: 5)),
                ]), script: [.advance(1), .tap("h"), .set(.observable(3), 4, animation: .none)])
        let result = FuzzShrinker().shrink(original, stillFails: fails)
        XCTAssertEqual(
            result.fuzzCase.tree, .observableHolder(0, name: "h", inState: false, also: nil), "\(result.fuzzCase)")
        XCTAssertEqual(result.fuzzCase.script, [.tap("h")])
        XCTAssertTrue(
            result.fuzzCase.description.contains(".observableHolder(0, name: \"h\", inState: false, also: nil)"))
    }
}
