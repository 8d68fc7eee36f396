// Tests withAnimation and withTransaction through the graph: both forms of
// withTransaction, the default animation, where the trace says the animation came
// from, and nested calls (merged since 2023: an inner animation, nil included,
// wins; flags add up; `.legacy` semantics: the inner transaction replaces).
import ViewSim
import ViewSimTesting
import XCTest

private struct Lamp: View {
    @State private var isOn = false
    let change: (_ toggle: @escaping () -> Void) -> Void

    var body: some View {
        VStack {
            Text("lamp").opacity(isOn ? 1 : 0).accessibilityIdentifier("lamp")
            Text("switch").onTapGesture { change { isOn.toggle() } }.accessibilityIdentifier("switch")
        }
    }
}

private struct IsUndo: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    fileprivate var isUndo: Bool {
        get { self[IsUndo.self] }
        set { self[IsUndo.self] = newValue }
    }
}

@MainActor
final class WithAnimationTests: XCTestCase {
    private func switched(
        semantics: AnimationSemantics = .v2023, _ change: @escaping (_ toggle: @escaping () -> Void) -> Void
    ) throws -> Simulation {
        let sim = makeAnimationSimulation(Lamp(change: change), semantics: semantics)
        try sim.step("switch") { try sim.tap("switch") }
        return sim
    }

    func testWithAnimationAnimatesTheChangesInsideIt() async throws {
        let sim = try switched { toggle in withAnimation(.linear(duration: 0.5)) { toggle() } }
        assertAnimation(
            sim, "opacity", of: "lamp", animation: "linear(duration: 0.5)",
            origin: .hasPrefix("withAnimation in .onTapGesture #"), as: .started)
        try sim.advance(by: 0.25)
        // Started in frame 1; 15 frames (0.25 s) later it is half way.
        assertPresentation(sim, "opacity", of: "lamp", at: frameTime(16), equals: 0.5)
    }

    func testWithAnimationWithoutAnArgumentUsesTheDefaultAnimation() async throws {
        let sim = try switched { toggle in withAnimation { toggle() } }
        assertAnimation(sim, "opacity", of: "lamp", animation: "default", origin: .hasPrefix("withAnimation"))
    }

    func testWithAnimationReturnsTheResultOfItsBody() async throws {
        var result = 0
        _ = try switched { toggle in
            result = withAnimation(.linear) {
                toggle()
                return 42
            }
        }
        XCTAssertEqual(result, 42)
    }

    func testWithTransactionCarriesItsAnimation() async throws {
        let sim = try switched { toggle in withTransaction(Transaction(animation: .easeIn(duration: 0.2))) { toggle() }
        }
        assertAnimation(
            sim, "opacity", of: "lamp", animation: "easeIn(duration: 0.2)",
            origin: .hasPrefix("withTransaction in .onTapGesture #"))
    }

    func testWithTransactionKeyPathFormSetsOneKey() async throws {
        let sim = try switched { toggle in withTransaction(\.animation, .easeOut(duration: 0.2)) { toggle() } }
        assertAnimation(
            sim, "opacity", of: "lamp", animation: "easeOut(duration: 0.2)", origin: .hasPrefix("withTransaction"))
    }

    func testWithTransactionWithoutAnAnimationDoesNotAnimate() async throws {
        let sim = try switched { toggle in withTransaction(\.isContinuous, true) { toggle() } }
        assertNoAnimation(sim, "opacity", of: "lamp")
    }

    func testNestedWithAnimationTheInnerAnimationWins() async throws {
        let sim = try switched { toggle in
            withAnimation(.linear(duration: 1)) { withAnimation(.easeIn(duration: 0.2)) { toggle() } }
        }
        assertAnimation(sim, "opacity", of: "lamp", animation: "easeIn(duration: 0.2)")
    }

    func testNestedWithAnimationNilTurnsTheOuterAnimationOff() async throws {
        let sim = try switched { toggle in
            withAnimation(.linear(duration: 1)) { withAnimation(nil) { toggle() } }
        }
        assertNoAnimation(sim, "opacity", of: "lamp")
        XCTAssertEqual(sim.attribute("opacity", of: "lamp")?.description, "1")
    }

    func testNestedWithTransactionWithoutAnAnimationKeepsTheOuterOne() async throws {
        var seen = Transaction()
        let sim = try switched { toggle in
            withAnimation(.linear(duration: 1)) {
                withTransaction(\.isUndo, true) {
                    seen = Transaction.current ?? Transaction()
                    toggle()
                }
            }
        }
        assertAnimation(
            sim, "opacity", of: "lamp", animation: "linear(duration: 1)", origin: .hasPrefix("withAnimation"))
        XCTAssertTrue(seen.isUndo)
        XCTAssertEqual(seen.animation, .linear(duration: 1))
    }

    func testLegacySemanticsTheInnerTransactionReplacesTheOuterOne() async throws {
        let sim = try switched(semantics: .legacy) { toggle in
            withAnimation(.linear(duration: 1)) { withTransaction(\.isUndo, true) { toggle() } }
        }
        assertNoAnimation(sim, "opacity", of: "lamp")
    }

    func testTheTransactionIsRestoredAfterTheCall() async throws {
        var after: Transaction?
        let sim = try switched { toggle in
            withAnimation(.linear(duration: 1)) { toggle() }
            after = Transaction.current
        }
        XCTAssertNil(after)
        XCTAssertNil(Transaction.current)
        assertAnimation(sim, "opacity", of: "lamp", animation: "linear(duration: 1)")
    }

    func testAChangeInAnActionOfTheUpdateCarriesItsOwnTransaction() async throws {
        struct Follower: View {
            @State private var source = false
            @State private var follows = false
            var body: some View {
                VStack {
                    Text("follower").opacity(follows ? 1 : 0).accessibilityIdentifier("follower")
                    Text("go").onTapGesture { source.toggle() }.accessibilityIdentifier("go")
                }
                .onChange(of: source) { withAnimation(.easeIn(duration: 0.2)) { follows = source } }
            }
        }
        let sim = makeAnimationSimulation(Follower())
        try sim.step("go") { try sim.tap("go") }
        assertAnimation(
            sim, "opacity", of: "follower", animation: "easeIn(duration: 0.2)", origin: .contains("onChange(of: Bool)"))
    }
}
