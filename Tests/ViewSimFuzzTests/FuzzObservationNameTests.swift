import ViewSimFuzz
// The observationName check: views that hold the `@Observable` model get changes
// that name the property they read, with the value they read and a value written
// since; doctored facts (another property, a value never written, "could not
// tell", a property the model lacks) each fail it; real runs pass it.
import XCTest

final class FuzzObservationNameTests: XCTestCase {
    private typealias Change = FuzzObservationFacts.Change

    /// A holder of p2 that read 4; p2 was then written 4 → 5.
    private func holderChange() -> Change {
        Change(
            node: "FuzzObservableHolder #7", frame: 3, object: "FuzzObservableModel", compared: true,
            properties: [.init("FuzzObservableModel.p2", "4", "5")],
            holder: .init(property: 2, read: 4, writes: [.init(old: 4, new: 5)]))
    }

    private func checks(_ changes: [Change]) -> [FuzzViolation] {
        FuzzInvariants.observationNames(FuzzObservationFacts(changes: changes))
    }

    func testATruthfulChangePasses() {
        XCTAssertEqual(checks([holderChange()]), [])
        // Two writes before the change was applied: the value is the last one written.
        var change = holderChange()
        change.holder?.writes = [.init(old: 4, new: 5), .init(old: 5, new: 6)]
        change.properties[0].new = "6"
        XCTAssertEqual(checks([change]), [])
        // Another property written in the same action from and to the same values: it cannot be told apart.
        change.properties.append(.init("FuzzObservableModel.p5", "4", "6"))
        XCTAssertEqual(checks([change]), [])
        // Writes that left the value as read: an equal value was set.
        change.properties = []
        change.holder?.writes = [.init(old: 4, new: 5), .init(old: 5, new: 4)]
        XCTAssertEqual(checks([change]), [])
        // A view that does not hold the model: viewsim may not tell, and may name any property the model has.
        XCTAssertEqual(
            checks([
                Change(node: "FuzzView #3", frame: 1, object: "FuzzObservableModel", compared: false, properties: []),
                Change(
                    node: "FuzzView #4", frame: 1, object: "FuzzObservableModel", compared: true,
                    properties: [.init("FuzzObservableModel.items", "[1, 2]", "[1]")]),
            ]), [])
    }

    func testAnotherPropertyIsCaught() {
        var change = holderChange()
        change.properties[0].name = "FuzzObservableModel.p3"
        let found = checks([change])
        XCTAssertEqual(found.map(\.check), [.observationName])
        XCTAssertTrue(
            found.first?.message.contains("names FuzzObservableModel.p3; the view reads FuzzObservableModel.p2 only")
                == true, "\(found)")
        // Named beside it, another property with other values (it could be told apart).
        change = holderChange()
        change.properties.append(.init("FuzzObservableModel.p3", "0", "1"))
        let beside = checks([change])
        XCTAssertEqual(beside.map(\.check), [.observationName])
        XCTAssertTrue(beside.first?.message.contains("names FuzzObservableModel.p3: 0 → 1 too") == true, "\(beside)")
    }

    func testAPropertyTheModelLacksIsCaughtForAnyView() {
        let found = checks([
            Change(
                node: "FuzzView #4", frame: 1, object: "FuzzObservableModel", compared: true,
                properties: [.init("FuzzObservableModel.p8", "0", "1")])
        ])
        XCTAssertEqual(found.map(\.check), [.observationName])
        XCTAssertTrue(
            found.first?.message.contains("names FuzzObservableModel.p8, which FuzzObservableModel does not have")
                == true, "\(found)")
    }

    func testCouldNotTellIsCaughtForAViewThatHoldsTheModel() {
        var change = holderChange()
        change.compared = false
        change.properties = []
        XCTAssertEqual(checks([change]).map(\.check), [.observationName])
        change = holderChange()
        change.object = nil
        XCTAssertEqual(checks([change]).map(\.check), [.observationName])
    }

    func testWrongValuesAreCaught() {
        var change = holderChange()
        change.properties[0].old = "3"  // not what the view read
        XCTAssertEqual(checks([change]).map(\.check), [.observationName])
        change = holderChange()
        change.properties[0].new = "7"  // never written
        XCTAssertEqual(checks([change]).map(\.check), [.observationName])
        change = holderChange()
        change.holder?.writes = []  // no write at all
        XCTAssertEqual(checks([change]).map(\.check), [.observationName])
        change = holderChange()
        change.holder?.read = nil  // the view never read it
        XCTAssertEqual(checks([change]).map(\.check), [.observationName])
        change = holderChange()
        change.properties = []  // "an equal value", but 4 → 5 is not equal
        let found = checks([change])
        XCTAssertEqual(found.map(\.check), [.observationName])
        XCTAssertTrue(found.first?.message.contains("says an equal value was set; the view read 4") == true, "\(found)")
    }

    func testTheCheckRunsWithTheOthers() {
        var change = holderChange()
        change.properties[0].name = "FuzzObservableModel.p0"
        let facts = FuzzTraceFacts(
            frames: [], evaluations: [], countedEvaluations: 0, realBodyCalls: 0, text: "", errors: [],
            observations: FuzzObservationFacts(changes: [change]))
        XCTAssertEqual(FuzzInvariants.check(facts, mode: .sane).map(\.check), [.observationName])
    }

    func testARunNamesThePropertyAHolderReads() throws {
        for inState in [false, true] {
            let fuzzCase = FuzzCase(
                mode: .sane,
                tree: .stack(
                    .vstack,
                    [
                        .observableHolder(0, name: "h0", inState: inState, also: nil),
                        .observableHolder(3, name: "h3", inState: !inState, also: nil),
                        .reader(.observable(3), name: "r3", animation: .none),
                    ]),
                script: [.tap("h0"), .set(.observable(3), 5, animation: .none), .tap("h3"), .tap("r3"), .tap("h0")])
            let facts = FuzzRunner.execute(fuzzCase)
            let held = facts.observations.changes.filter { $0.holder != nil }
            XCTAssertEqual(
                held.map(\.names),
                [
                    ["FuzzObservableModel.p0"], ["FuzzObservableModel.p3"], ["FuzzObservableModel.p3"],
                    ["FuzzObservableModel.p3"], ["FuzzObservableModel.p0"],
                ], "\(held)")
            XCTAssertEqual(
                held.map { $0.properties.map { "\($0.old)→\($0.new)" } },
                [["0→1"], ["0→5"], ["5→6"], ["6→7"], ["1→2"]], "\(held)")
            XCTAssertEqual(FuzzInvariants.observationNames(facts.observations), [])
            XCTAssertEqual(FuzzInvariants.check(facts, mode: .sane), [])
            // The plain reader of p3 does not hold the model: viewsim's registrar names the write anyway.
            XCTAssertTrue(
                facts.observations.changes.contains {
                    $0.holder == nil && $0.compared && $0.names == ["FuzzObservableModel.p3"]
                }, "\(facts.observations)")
        }
    }

    func testTwoPropertiesWrittenInOneUpdateNameOnlyTheOneEachHolderReads() throws {
        // One update pass writes p0 and then p1 (two bodies that write what they read):
        // the holder of p1 must not be told that p0 changed.
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .stack(
                .vstack,
                [
                    .observableHolder(0, name: "h0", inState: false, also: nil),
                    .observableHolder(1, name: "h1", inState: true, also: nil),
                    .bodyWrite(.observable(0), child: .leaf), .bodyWrite(.observable(1), child: .leaf),
                ]), script: [.advanceFrames(2), .set(.observable(0), 3, animation: .none), .advanceFrames(2)])
        let facts = FuzzRunner.execute(fuzzCase)
        XCTAssertTrue(facts.observations.changes.contains { $0.holder?.property == 1 }, "\(facts.observations)")
        XCTAssertEqual(FuzzInvariants.observationNames(facts.observations), [], "\(facts.observations)")
    }

    func testTwoPropertiesWrittenInOneActionNameOnlyTheOneEachHolderReads() throws {
        // A tap writes p0, then p1, in one action; each holder is told only about its own. The
        // registrar names each write where it happens, so p0's holder is told of p0 alone even
        // while p0 and p1 change from and to the same values (comparing objects could not tell).
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .stack(
                .vstack,
                [
                    .observableHolder(0, name: "h0", inState: false, also: 1),
                    .observableHolder(1, name: "h1", inState: true, also: nil),
                ]), script: [.tap("h0"), .tap("h1"), .tap("h0"), .tap("h0")])
        let facts = FuzzRunner.execute(fuzzCase)
        let held = facts.observations.changes.filter { $0.holder != nil }
        let p0 = "FuzzObservableModel.p0"
        let p1 = "FuzzObservableModel.p1"
        XCTAssertEqual(held.map(\.names), [[p0], [p1], [p1], [p0], [p1], [p0], [p1]], "\(held)\n\(facts.text)")
        XCTAssertEqual(
            held.map { $0.properties.map { "\($0.old)→\($0.new)" } },
            [["0→1"], ["0→1"], ["1→2"], ["1→2"], ["2→3"], ["2→3"], ["3→4"]], "\(held)")
        XCTAssertEqual(FuzzInvariants.observationNames(facts.observations), [], "\(facts.text)")
    }

    func testGeneratedCasesReachTheCheckAndPassIt() {
        // The generator's holders meet the check: changes are reported to them, most naming their property.
        let generator = FuzzGenerator(
            seed: 24, mode: .sane, features: [.observable, .state, .conditionals, .onChangeLoops])
        var held = 0
        var named = 0
        for index in 0..<150 {
            let facts = FuzzRunner.execute(generator.makeCase(index))
            let changes = facts.observations.changes.filter { $0.holder != nil }
            held += changes.count
            named += changes.filter { !$0.properties.isEmpty }.count
            XCTAssertEqual(FuzzInvariants.observationNames(facts.observations), [], "case \(index)")
        }
        XCTAssertGreaterThan(held, 30)
        XCTAssertGreaterThan(named, 30)
    }

    func testEnvironmentHoldersAndBindableWritesAreNamedAsDirectOnes() throws {
        // The model reaches the holders through .environment(model); h0 writes through
        // `$model.p0` of a @Bindable, h1 (optional form) directly; a holder outside any supplier
        // reads nil and shows "no model".
        let fuzzCase = FuzzCase(
            mode: .sane,
            tree: .stack(
                .vstack,
                [
                    .environmentModel(
                        child: .stack(
                            .vstack,
                            [
                                .environmentHolder(0, name: "h0", required: true, bindable: true, also: nil),
                                .environmentHolder(1, name: "h1", required: false, bindable: false, also: nil),
                            ])),
                    .environmentHolder(2, name: "h2", required: false, bindable: true, also: nil),
                ]),
            script: [.tap("h0"), .tap("h1"), .tap("h0")])
        let facts = FuzzRunner.execute(fuzzCase)
        XCTAssertEqual(facts.errors, [], facts.text)
        let held = facts.observations.changes.filter { $0.holder != nil }
        XCTAssertEqual(held.map(\.names), [["FuzzObservableModel.p0"], ["FuzzObservableModel.p0"]], "\(held)")
        XCTAssertEqual(held.map { $0.properties.map { "\($0.old)→\($0.new)" } }, [["0→1"], ["1→2"]], "\(held)")
        XCTAssertTrue(
            facts.observations.changes.contains { $0.names == ["FuzzObservableModel.p1"] }, "\(facts.observations)")
        XCTAssertEqual(FuzzInvariants.check(facts, mode: .sane), [], facts.text)
    }

    func testGeneratedEnvironmentHoldersPassTheChecks() {
        let generator = FuzzGenerator(seed: 26, mode: .sane, features: [.environmentObjects, .state, .conditionals])
        var holders = 0
        for index in 0..<120 {
            let fuzzCase = generator.makeCase(index)
            if fuzzCase.description.contains(".environmentHolder(") { holders += 1 }
            let facts = FuzzRunner.execute(fuzzCase)
            XCTAssertEqual(FuzzInvariants.check(facts, mode: .sane), [], "case \(index)\n\(fuzzCase)")
            XCTAssertFalse(
                facts.errors.contains { $0.contains("No Observable object") },
                "case \(index): a missing object\n\(fuzzCase)")
        }
        XCTAssertGreaterThan(holders, 20)
    }
}
