// The controls feature: cases hold controls and scripts work them (with the
// right verb, and sometimes another kind's, a recorded error); excluding the
// feature removes both; real runs of control cases pass every check; a hand-made
// case shows each verb reaching its control.
import ViewSimFuzz
import XCTest

final class FuzzControlTests: XCTestCase {
    func testTheControlsFeatureMakesControlsAndVerbsAndExcludingItRemovesThem() {
        let with = FuzzGenerator(seed: 7, mode: .sane, features: [.controls, .state])
        let cases = (0..<60).map { with.makeCase($0).description }
        XCTAssertTrue(cases.contains { $0.contains(".control(.slider") })
        XCTAssertTrue(cases.contains { $0.contains(".control(.toggle") })
        XCTAssertTrue(cases.contains { $0.contains(".control(.type(") })
        let without = FuzzGenerator(seed: 7, mode: .sane, features: [.state])
        XCTAssertFalse((0..<60).contains { without.makeCase($0).description.contains(".control(") })
    }

    func testRealRunsOfControlCasesPassEveryCheck() {
        let generator = FuzzGenerator(seed: 26, mode: .mixed, features: [.controls, .state, .conditionals, .layout])
        for index in 0..<20 {
            let outcome = FuzzRunner.check(generator.makeCase(index))
            XCTAssertEqual(outcome.failures, [], "case \(index):\n\(outcome.report)")
        }
    }

    func testEachVerbReachesItsControlAndAWrongKindIsARecordedError() {
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .stateHost(
                initial: 0,
                child: .stack(
                    .vstack,
                    [
                        .control(.toggle, .binding, name: "t"), .control(.slider, .binding, name: "s"),
                        .control(.stepper, .binding, name: "n"), .control(.textField, .binding, name: "f"),
                        .control(.picker, .binding, name: "p"),
                    ])),
            script: [
                .control(.toggle, "t"), .control(.slide(4), "s"), .control(.increment, "n"),
                .control(.type("7"), "f"), .control(.submit, "f"), .control(.select("o2"), "p"),
                .control(.toggle, "s"),
            ],
            seed: 0, index: 0)
        let outcome = FuzzRunner.check(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
        XCTAssertEqual(outcome.errors.count, 1, "\(outcome.errors)")
        XCTAssertTrue(outcome.errors.first?.contains("No toggle is named \"s\"") == true, "\(outcome.errors)")
    }
}
