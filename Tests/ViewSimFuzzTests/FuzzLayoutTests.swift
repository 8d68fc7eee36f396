// The layout feature and its checks: the generator makes layout nodes only when
// the feature is on (with bad numbers only in extreme cases); each layout check
// fails on hand-made bad input (a NaN frame, a frame that differs from a full
// layout, a display-list item with a NaN transform); the probe finds a frame
// broken on purpose in a real simulation and leaves the simulation as it was;
// the checks leave a run's trace alone; and a short run with the feature passes.
import Foundation
import ViewSim
import ViewSimFuzz
import XCTest

final class FuzzLayoutTests: XCTestCase {
    private let layoutWords = [".layout(", ".decorated(", ".spacer(", ".geometryReader(", ".image("]

    // MARK: Generator

    func testTheLayoutFeatureMakesLayoutNodesAndExcludingItRemovesThem() {
        let with = FuzzGenerator(seed: 5, mode: .sane, features: [.layout, .state, .conditionals])
        let texts = (0..<60).map { with.makeCase($0).description }
        for word in layoutWords {
            XCTAssertTrue(texts.contains { $0.contains(word) }, "no \(word) in 60 cases with the layout feature")
        }
        XCTAssertTrue(texts.contains { $0.contains(".read(") }, "no length read from a source")
        let without = FuzzGenerator(seed: 5, mode: .extreme, features: Set(FuzzFeature.allCases).subtracting([.layout]))
        for index in 0..<100 {
            let text = without.makeCase(index).description
            for word in layoutWords {
                XCTAssertFalse(text.contains(word), "case \(index) has \(word) without the layout feature")
            }
        }
    }

    func testExtremeLayoutCasesHaveBadNumbersAndSaneOnesNone() {
        let extreme = FuzzGenerator(seed: 6, mode: .extreme, features: [.layout, .state, .nonFinite, .hugeDurations])
        let texts = (0..<100).map { extreme.makeCase($0).description }
        for word in [".fixed(.nan)", ".fixed(-1)", ".fixed(1e+300)", ".fixed(.infinity)", ".fixed(-.infinity)"] {
            XCTAssertTrue(texts.contains { $0.contains(word) }, "no \(word) in 100 extreme layout cases")
        }
        let sane = FuzzGenerator(seed: 6, mode: .sane, features: [.layout, .state, .nonFinite, .hugeDurations])
        for index in 0..<100 {
            let text = sane.makeCase(index).description
            for word in [".nan", ".infinity", "e+"] {
                XCTAssertFalse(text.contains(word), "sane case \(index) has \(word)")
            }
        }
    }

    func testLayoutCasesSurviveJSONAndShrinkToSimplerLayouts() throws {
        let generator = FuzzGenerator(seed: 7, mode: .extreme, features: [.layout, .state, .nonFinite])
        for index in 0..<30 {
            let fuzzCase = generator.makeCase(index)
            XCTAssertEqual(try FuzzCase(json: fuzzCase.jsonData()).description, fuzzCase.description)
        }
        let node = FuzzNode.layout(
            .frame(width: .read(.binding, base: .nan, step: 3), height: nil, .leading), child: .leaf)
        let candidates = FuzzShrinker.candidates(of: FuzzCase(mode: .extreme, tree: node, script: [])).map(
            \.tree.description)
        XCTAssertTrue(
            candidates.contains(".layout(.frame(width: nil, height: nil, .leading), child: .leaf)"), "\(candidates)")
        XCTAssertTrue(
            candidates.contains(".layout(.frame(width: .fixed(.nan), height: nil, .leading), child: .leaf)"),
            "\(candidates)")
        XCTAssertTrue(candidates.contains(".leaf"), "\(candidates)")
    }

    // MARK: Checks on hand-made input

    private func frame(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> FuzzFrame {
        let rect = CGRect(x: x, y: y, width: width, height: height)
        return FuzzFrame(node: "Text #2", local: rect, global: rect)
    }

    func testANonFiniteOrNegativeFrameIsCaught() {
        XCTAssertEqual(FuzzInvariants.layoutFrames([frame(0, 0, 10, 20), frame(5, 5, 0, 0)], at: "after step 1"), [])
        for bad in [
            frame(.nan, 0, 10, 20), frame(0, 0, .infinity, 20), frame(0, 0, 10, -1), frame(0, -.infinity, 1, 1),
        ] {
            let found = FuzzInvariants.layoutFrames([frame(0, 0, 1, 1), bad], at: "after step 1")
            XCTAssertEqual(found.map(\.check), [.layoutFrame], "\(bad)")
            XCTAssertTrue(found.first?.message.hasPrefix("after step 1: Text #2 has the frame") == true, "\(found)")
        }
        var screen = frame(0, 0, 1, 1)
        screen.global.origin.x = .infinity
        XCTAssertEqual(FuzzInvariants.layoutFrames([screen], at: "x").map(\.check), [.layoutFrame])
    }

    func testAFrameThatDiffersFromAFullLayoutIsCaught() {
        let frames = [frame(0, 0, 10, 20), frame(1, 2, 3, 4)]
        XCTAssertEqual(FuzzInvariants.incrementalLayout(frames, full: frames, at: "s"), [])
        XCTAssertEqual(
            FuzzInvariants.incrementalLayout(frames, full: [frames[0], frame(1, 2, 3, 5)], at: "s").map(\.check),
            [.incrementalLayout])
        XCTAssertEqual(
            FuzzInvariants.incrementalLayout(frames, full: [frames[0], frame(1.5, 2, 3, 4)], at: "s").map(\.check),
            [.incrementalLayout])
        XCTAssertEqual(
            FuzzInvariants.incrementalLayout(frames, full: [frames[0]], at: "s").map(\.check), [.incrementalLayout])
        // Rounding in the last place is not a difference.
        XCTAssertEqual(
            FuzzInvariants.incrementalLayout(frames, full: [frames[0], frame(1 + 1e-14, 2, 3, 4)], at: "s"), [])
    }

    func testADisplayListItemWithANonFiniteTransformOpacityOrPointIsCaught() {
        var square = Path()
        square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let good = DisplayList.Item(
            viewID: 3, viewName: "Rectangle",
            content: .fill(square, .color(.init(red: 1, green: 0, blue: 0)), FillStyle()))
        XCTAssertEqual(
            FuzzInvariants.displayList(DisplayList(size: CGSize(width: 393, height: 852), items: [good]), at: "s"), [])
        var badTransform = good
        badTransform.transform = CGAffineTransform(translationX: .nan, y: 0)
        var badOpacity = good
        badOpacity.opacity = 2
        var nanPath = Path()
        nanPath.move(to: CGPoint(x: 0, y: CGFloat.nan))
        var badPoint = good
        badPoint.content = .fill(nanPath, .color(.init(red: 1, green: 0, blue: 0)), FillStyle())
        var badText = good
        badText.content = .text(
            DisplayList.TextRun(
                string: "x", font: .init(family: "SF", size: 17, isBold: false),
                origin: CGPoint(x: CGFloat.infinity, y: 0), shading: .color(.init(red: 0, green: 0, blue: 0))))
        var badClip = good
        badClip.clips = [nanPath]
        for bad in [badTransform, badOpacity, badPoint, badText, badClip] {
            let found = FuzzInvariants.displayList(
                DisplayList(size: CGSize(width: 393, height: 852), items: [good, bad]), at: "s")
            XCTAssertEqual(found.map(\.check), [.displayList], "\(bad)")
            XCTAssertTrue(found.first?.message.contains("item 1 (Rectangle #3)") == true, "\(found)")
        }
    }

    func testLayoutViolationsInTheFactsFailTheRunAndAreLimitedPerCheck() {
        var facts = FuzzTraceFacts(
            frames: [.init(index: 0, time: 0)], evaluations: [], countedEvaluations: 0, realBodyCalls: 0,
            text: "", errors: [])
        XCTAssertEqual(FuzzInvariants.check(facts, mode: .sane), [])
        facts.layoutViolations = [
            FuzzViolation(.layoutFrame, "after the mount: Text #2 has the frame (nan, 0, 1 × 1), which is not finite")
        ]
        XCTAssertEqual(FuzzInvariants.check(facts, mode: .extreme).map(\.check), [.layoutFrame])
    }

    // MARK: The probe on a real simulation

    func testTheProbeFindsAFrameBrokenOnPurposeAndLeavesTheSimulationAsItWas() throws {
        let sim = Simulation(
            VStack {
                Text("hello").frame(width: 100, height: 40).accessibilityIdentifier("framed")
                Text("world").padding(8)
            })
        XCTAssertEqual(FuzzLayoutProbe.check(sim, at: "after the mount"), [])
        let traceBefore = sim.trace.text()
        let node = try XCTUnwrap(sim.graph.node(named: "framed"))
        let right = node.layout.frame

        // A stale size, as a broken incremental layout would leave it: the full layout on the side disagrees.
        node.layout.frame.size.width = 60
        let stale = FuzzLayoutProbe.check(sim, at: "after step 1")
        XCTAssertEqual(Set(stale.map(\.check)), [.incrementalLayout], "\(stale)")
        XCTAssertEqual(node.layout.frame.size.width, 60, "the probe puts the simulation's own layout back")
        XCTAssertEqual(sim.trace.text(), traceBefore, "the probe records nothing")

        // A NaN that got through.
        node.layout.frame.origin.x = .nan
        XCTAssertTrue(FuzzLayoutProbe.check(sim, at: "after step 2").map(\.check).contains(.layoutFrame))
        node.layout.frame = right
        XCTAssertEqual(FuzzLayoutProbe.check(sim, at: "after step 3"), [])
    }

    func testBadLayoutNumbersAreReplacedWithADiagnosticAndTheChecksPass() {
        let tree = FuzzNode.stack(
            .hstack,
            [
                .layout(.frame(width: .fixed(.nan), height: .fixed(-5), .center), child: .leaf),
                .layout(.padding(.fixed(.infinity)), child: .reader(.binding, name: "v1", animation: .none)),
                .layout(.offset(x: .fixed(.nan), y: .fixed(1e300)), child: .image(resizable: true)),
                .layout(.position(x: .read(.binding, base: -.infinity, step: 1), y: .fixed(3)), child: .leaf),
                .layout(.aspectRatio(.fixed(0), fill: true), child: .geometryReader(child: .leaf)),
                .spacer(minLength: .nan),
            ])
        let fuzzCase = FuzzCase(
            mode: .extreme, tree: .stateHost(initial: 0, child: tree), script: [.tap("v1"), .advance(0.5), .tap("v1")])
        let (outcome, checked) = FuzzRunner.checkKeepingFacts(fuzzCase)
        XCTAssertEqual(outcome.failures, [], outcome.report)
        let facts = checked
        XCTAssertTrue(facts.text.contains("Invalid frame dimension"), "the bad numbers are reported")
    }

    func testTheLayoutChecksLeaveTheTraceAlone() {
        let generator = FuzzGenerator(seed: 4, mode: .mixed, features: Set(FuzzFeature.allCases).subtracting([.deep]))
        for index in 0..<25 {
            let fuzzCase = generator.makeCase(index)
            XCTAssertEqual(
                FuzzRunner.execute(fuzzCase, checksLayout: true).comparableText,
                FuzzRunner.execute(fuzzCase, checksLayout: false).comparableText, "case \(index)")
        }
    }

    /// Generated stacks hold items whose sizes change across updates (a reader's text widens,
    /// a frame reads its width from a source): cases reach the stack's exact shortcut (a stack
    /// using the arrangement it kept), which the layout checks then compare with a full layout.
    func testGeneratedCasesReachTheStacksKeptArrangement() {
        let generator = FuzzGenerator(seed: 7, mode: .mixed, features: Set(FuzzFeature.allCases).subtracting([.deep]))
        var reaching = 0
        for index in 0..<40 {
            let facts = FuzzRunner.execute(generator.makeCase(index), checksLayout: false, checksQuestions: false)
            if facts.reusedStackArrangements > 0 { reaching += 1 }
        }
        XCTAssertGreaterThan(reaching, 4, "cases of 40 whose stacks used their kept arrangement")
    }

    // MARK: A short run

    func testAShortRunOfLayoutCasesFindsNothing() {
        let generator = FuzzGenerator(
            seed: 12, mode: .mixed,
            features: [
                .layout, .state, .conditionals, .forEach, .observable, .published, .animations, .nonFinite,
                .hugeDurations,
            ])
        var layoutCases = 0
        for index in 0..<60 {
            let fuzzCase = generator.makeCase(index)
            if layoutWords.contains(where: { fuzzCase.description.contains($0) }) { layoutCases += 1 }
            let outcome = FuzzRunner.check(fuzzCase)
            XCTAssertEqual(outcome.failures, [], "case \(index): \(outcome.report)")
        }
        XCTAssertGreaterThan(layoutCases, 40)
    }
}
