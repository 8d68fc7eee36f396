import ViewSimFuzz
// The generator is a function of (seed, index, mode, features): the same inputs
// give the same case, in this process and in another one; sane cases carry no
// extreme numbers; excluded features never appear; a case survives JSON.
import XCTest

final class FuzzGeneratorTests: XCTestCase {
    func testTheSameSeedGivesTheSameCase() throws {
        for mode in [FuzzMode.sane, .extreme, .mixed] {
            let a = FuzzGenerator(seed: 42, mode: mode)
            let b = FuzzGenerator(seed: 42, mode: mode)
            for index in 0..<50 {
                // Compared as printed and as JSON: NaN != NaN, so `==` on cases with a NaN is false.
                XCTAssertEqual(
                    a.makeCase(index).description, b.makeCase(index).description, "mode \(mode), case \(index)")
                XCTAssertEqual(
                    try a.makeCase(index).jsonData(), try b.makeCase(index).jsonData(), "mode \(mode), case \(index)")
            }
        }
    }

    func testDifferentSeedsAndIndicesGiveDifferentCases() {
        let generator = FuzzGenerator(seed: 1, mode: .mixed)
        let cases = (0..<40).map { generator.makeCase($0).description }
        XCTAssertGreaterThan(Set(cases).count, 35, "40 cases should be (nearly) all different")
        let other = FuzzGenerator(seed: 2, mode: .mixed)
        XCTAssertNotEqual(cases, (0..<40).map { other.makeCase($0).description })
    }

    func testSaneCasesHaveOnlyFiniteModerateNumbers() throws {
        let generator = FuzzGenerator(seed: 9, mode: .sane)
        for index in 0..<200 {
            let text = generator.makeCase(index).description
            for word in [".nan", ".infinity", "e+", "Int.max", "\"missing\""] {
                XCTAssertFalse(text.contains(word), "sane case \(index) contains \(word):\n\(text)")
            }
        }
    }

    func testTheCanvasFeatureMakesCanvasLeavesAndExcludingItRemovesThem() {
        let with = FuzzGenerator(seed: 5, mode: .sane, features: [.canvas, .timelines, .state])
        XCTAssertTrue((0..<50).contains { with.makeCase($0).description.contains(".canvas(") })
        let without = FuzzGenerator(seed: 5, mode: .sane, features: [.timelines, .state])
        XCTAssertFalse((0..<50).contains { without.makeCase($0).description.contains(".canvas(") })
    }

    func testTheListsFeatureMakesListsWithEditStepsAndExcludingItRemovesThem() {
        let with = FuzzGenerator(seed: 5, mode: .sane, features: [.lists, .observable, .state])
        let cases = (0..<80).map { with.makeCase($0).description }
        XCTAssertTrue(cases.contains { $0.contains(".list(.observable, name:") })
        XCTAssertTrue(cases.contains { $0.contains(".list(.delete(") })
        XCTAssertTrue(cases.contains { $0.contains(".list(.move(") })
        XCTAssertTrue(cases.contains { $0.contains(".list(.select(") })
        let without = FuzzGenerator(seed: 5, mode: .sane, features: [.observable, .state])
        XCTAssertFalse((0..<80).contains { without.makeCase($0).description.contains(".list(") })
    }

    func testExcludedFeaturesNeverAppear() {
        let features = Set(FuzzFeature.allCases).subtracting([
            .deep, .bodyWriteState, .bodyWriteShared, .timelines, .badSchedules, .forEach,
        ])
        let generator = FuzzGenerator(seed: 3, mode: .extreme, features: features)
        for index in 0..<200 {
            let text = generator.makeCase(index).description
            for word in [".deep(", ".bodyWrite(", ".timeline(", ".forEach("] {
                XCTAssertFalse(text.contains(word), "case \(index) contains \(word) although it is excluded")
            }
        }
    }

    func testTheObservableFeatureMakesViewsThatHoldTheModelAndExcludingItRemovesThem() {
        let with = FuzzGenerator(seed: 5, mode: .sane, features: [.observable, .state])
        let texts = (0..<100).map { with.makeCase($0).description }
        XCTAssertTrue(texts.contains { $0.contains("inState: true") }, "a holder that keeps the model in @State")
        XCTAssertTrue(texts.contains { $0.contains("inState: false, also: nil") }, "a holder that keeps it in a let")
        XCTAssertTrue(
            texts.contains { $0.contains(", also: 7)") || $0.contains(", also: 3)") },
            "a tap that writes two properties")
        let without = FuzzGenerator(seed: 5, mode: .sane, features: [.published, .state])
        XCTAssertFalse((0..<100).contains { without.makeCase($0).description.contains(".observableHolder(") })
    }

    func testWithoutSharedReadsEachObservablePropertyHasOneReader() {
        let generator = FuzzGenerator(
            seed: 11, mode: .sane,
            features: Set(FuzzFeature.allCases).subtracting([.observableSharedReads, .bodyWriteShared]))
        for index in 0..<300 {
            let fuzzCase = generator.makeCase(index)
            var readers: [Int: Int] = [:]
            func visit(_ node: FuzzNode, repeated: Bool) {
                var sources: [FuzzSource] = []
                switch node {
                case .reader(let source, _, _), .conditional(let source, _, _), .environmentWrite(let source, _),
                    .animated(_, let source, _), .onChangeLoop(let source, _), .bodyWrite(let source, _):
                    sources = [source]
                case .phaseAnimator(_, let trigger?, _, _), .keyframeAnimator(_, let trigger?, _): sources = [trigger]
                case .transaction(.onValue(let source, _), _): sources = [source]
                default: break
                }
                if case .observableHolder(let k, _, _, _) = node {
                    XCTAssertFalse(repeated, "case \(index): a holder of p\(k) inside a ForEach row\n\(fuzzCase)")
                    readers[k, default: 0] += 1
                }
                if case .environmentHolder(let k, _, _, _, _) = node {
                    XCTAssertFalse(repeated, "case \(index): a holder of p\(k) inside a ForEach row\n\(fuzzCase)")
                    readers[k, default: 0] += 1
                }
                for case .observable(let k) in sources {
                    XCTAssertFalse(repeated, "case \(index): observable p\(k) read inside a ForEach row\n\(fuzzCase)")
                    readers[k, default: 0] += 1
                }
                let isForEach = { if case .forEach = node { return true } else { return false } }()
                for child in node.children { visit(child, repeated: repeated || isForEach) }
            }
            visit(fuzzCase.tree, repeated: false)
            XCTAssertTrue(
                readers.values.allSatisfy { $0 == 1 },
                "case \(index): \(readers.sorted { $0.key < $1.key })\n\(fuzzCase)")
        }
    }

    func testWithoutRetargetingNoRepeatForeverRunsInsideAnAnimator() {
        let features = Set(FuzzFeature.allCases).subtracting([.retargetedRepeatForever])
        var insideAnimators = 0
        for mode in [FuzzMode.sane, .extreme] {
            let generator = FuzzGenerator(seed: 21, mode: mode, features: features)
            for index in 0..<300 {
                let fuzzCase = generator.makeCase(index)
                func visit(_ node: FuzzNode, inside: Bool) {
                    var animations: [FuzzAnimation] = []
                    switch node {
                    case .reader(_, _, let animation), .animated(let animation, _, _): animations = [animation]
                    case .transaction(.setAnimation(let animation), _), .transaction(.onValue(_, let animation), _):
                        animations = [animation]
                    case .phaseAnimator(_, _, let animation, _): animations = [animation]
                    default: break
                    }
                    if inside {
                        insideAnimators += 1
                        XCTAssertFalse(
                            animations.contains { $0.repeatsForever },
                            "case \(index): repeatForever inside an animator\n\(fuzzCase)")
                    }
                    let isAnimator: Bool
                    switch node {
                    case .phaseAnimator, .keyframeAnimator: isAnimator = true
                    default: isAnimator = false
                    }
                    for child in node.children { visit(child, inside: inside || isAnimator) }
                }
                visit(fuzzCase.tree, inside: false)
            }
        }
        XCTAssertGreaterThan(insideAnimators, 50, "the generator should put views inside animators")
    }

    func testACaseSurvivesJSONWithNonFiniteNumbers() throws {
        let generator = FuzzGenerator(seed: 5, mode: .extreme)
        var sawNaN = false
        for index in 0..<100 {
            let fuzzCase = generator.makeCase(index)
            sawNaN = sawNaN || fuzzCase.description.contains(".nan")
            let decoded = try FuzzCase(json: try fuzzCase.jsonData())
            // NaN != NaN, so compare the printed forms.
            XCTAssertEqual(decoded.description, fuzzCase.description)
        }
        XCTAssertTrue(sawNaN, "100 extreme cases should include a NaN somewhere")
    }

    func testFeatureListsParse() throws {
        XCTAssertEqual(try FuzzFeature.parseList("deep,known"), FuzzFeature.knownBroken.union([.deep]))
        XCTAssertEqual(try FuzzFeature.parseList("all"), Set(FuzzFeature.allCases))
        XCTAssertThrowsError(try FuzzFeature.parseList("deep,nosuch")) { error in
            XCTAssertTrue("\(error)".contains("unknown feature 'nosuch'"), "\(error)")
        }
        XCTAssertTrue(FuzzFeature.suite.isDisjoint(with: FuzzFeature.knownBroken))
    }
}
