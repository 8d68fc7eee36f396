// Tests that the fuzzer's `transitions` feature exercises what its checks are
// about: views inserted and removed with transitions, removals that complete,
// re-insertions mid-removal and removals without animation — and that its
// cases keep the transition checks.
import ViewSim
import ViewSimFuzz
import XCTest

final class FuzzTransitionTests: XCTestCase {
    func testTheTransitionsFeatureInsertsRemovesAndReinsertsWithTransitions() {
        let generator = FuzzGenerator(
            seed: 5, mode: .sane,
            features: [.conditionals, .forEach, .state, .published, .observable, .animations, .transitions])
        var seen: [String: Int] = [:]
        let phases = [
            "willAppear → identity", "identity → didDisappear", "didDisappear → identity", "removal completed",
            "removed without animation",
        ]
        for index in 0..<120 {
            let fuzzCase = generator.makeCase(index)
            let (outcome, checked) = FuzzRunner.checkKeepingFacts(fuzzCase)
            XCTAssertEqual(outcome.failures, [], "case \(index): \(outcome.report)")
            let facts = checked
            for phase in phases where facts.text.contains(phase) { seen[phase, default: 0] += 1 }
        }
        for phase in phases {
            XCTAssertGreaterThan(seen[phase] ?? 0, 0, "no case of 120 had \"\(phase)\": \(seen)")
        }
    }

    func testTheTransitionCheckFindsARemovedViewThatIsStillDrawn() {
        // The check reads the graph: a drawn id that is neither live nor removing is reported.
        let sim = Simulation(Text("a"))
        let problems = sim.graph.transitionProblems(drawnIDs: [9_999])
        XCTAssertEqual(problems, ["view #9999 is drawn but is neither in the tree nor being removed"])
        XCTAssertEqual(sim.graph.transitionProblems(drawnIDs: sim.displayList().items.map(\.viewID)), [])
    }
}

extension FuzzTransitionTests {
    /// viewsim-fuzz --seed 1, case 1079: a row removed, with a transition whose offset is NaN,
    /// by a PhaseAnimator's phase change in the update that layout runs: the removal must end
    /// in that update (it animates nothing), not stay.
    func testFuzzTransitionSeed1Case1079() {
        let fuzzCase = FuzzCase(
            mode: .extreme,
            tree: .list(
                .published, name: "v1", plain: true,
                row: .phaseAnimator(
                    [0, 0.51], trigger: nil, .default,
                    child: .conditional(
                        .parent,
                        then: .transitioned(.offset(22.4, .nan), child: .leaf),
                        otherwise: .leaf))),
            script: [])
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
    }
}
