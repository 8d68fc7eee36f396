// Tests the built-in transitions' bodies at each phase (issue 28, item 1): what
// a view looks like at `willAppear`, `identity` and `didDisappear`, from the
// drawn display list. Sources: Apple's `TransitionPhase` and `AnyTransition`
// pages; OpenSwiftUI's `MoveTransition`, `PushTransition`, `SlideTransition`
// and `ScaleTransition` (../shared/reference/swiftui-semantics.md §14): a move
// is by the view's own size towards the edge; `.scale` is 1e-5 at the centre;
// `.push(from:)` leaves towards the opposite edge, faded.
import ViewSim
import XCTest

@MainActor
final class BuiltInTransitionTests: XCTestCase {
    /// The one rectangle's opacity and its translation from where it is laid out (100 × 50,
    /// centred on the 393 × 852 screen at (146.5, 401)).
    private func drawn(_ transition: AnyTransition, _ phase: TransitionPhase) throws -> (
        opacity: Double, dx: CGFloat, dy: CGFloat, scale: CGFloat
    ) {
        let sim = Simulation(transition.apply(Color.red.frame(width: 100, height: 50), phase))
        let item = try XCTUnwrap(sim.displayList().items.first { $0.viewName.hasPrefix("Color") })
        let origin = CGPoint.zero.applying(item.transform)
        return (item.opacity, origin.x - 146.5, origin.y - 401, item.transform.a)
    }

    func testOpacityFadesAwayFromIdentity() async throws {
        XCTAssertEqual(try drawn(.opacity, .willAppear).opacity, 0)
        XCTAssertEqual(try drawn(.opacity, .identity).opacity, 1)
        XCTAssertEqual(try drawn(.opacity, .didDisappear).opacity, 0)
    }

    func testMoveIsByTheViewsOwnSizeTowardsTheEdge() async throws {
        let bottom = try drawn(.move(edge: .bottom), .willAppear)
        XCTAssertEqual(bottom.dy, 50, "the view's height, not the screen's")
        XCTAssertEqual(bottom.dx, 0)
        XCTAssertEqual(try drawn(.move(edge: .leading), .didDisappear).dx, -100)
        XCTAssertEqual(try drawn(.move(edge: .top), .identity).dy, 0)
    }

    func testSlideComesFromLeadingAndLeavesToTrailing() async throws {
        XCTAssertEqual(try drawn(.slide, .willAppear).dx, -100)
        XCTAssertEqual(try drawn(.slide, .identity).dx, 0)
        XCTAssertEqual(try drawn(.slide, .didDisappear).dx, 100)
    }

    func testPushLeavesTowardsTheOppositeEdgeFaded() async throws {
        let coming = try drawn(.push(from: .top), .willAppear)
        XCTAssertEqual(coming.dy, -50)
        XCTAssertEqual(coming.opacity, 0)
        let going = try drawn(.push(from: .top), .didDisappear)
        XCTAssertEqual(going.dy, 50)
        XCTAssertEqual(going.opacity, 0)
        XCTAssertEqual(try drawn(.push(from: .top), .identity).opacity, 1)
    }

    func testScaleIsNearlyZeroAtTheCentre() async throws {
        let small = try drawn(.scale, .willAppear)
        XCTAssertEqual(small.scale, 1e-5, accuracy: 1e-12)
        XCTAssertEqual(try drawn(.scale, .identity).scale, 1)
        XCTAssertEqual(try drawn(.scale(scale: 0.5), .didDisappear).scale, 0.5)
    }

    func testAsymmetricUsesInsertionComingAndRemovalGoing() async throws {
        let transition = AnyTransition.asymmetric(insertion: .move(edge: .bottom), removal: .opacity)
        let coming = try drawn(transition, .willAppear)
        XCTAssertEqual(coming.dy, 50)
        XCTAssertEqual(coming.opacity, 1)
        let going = try drawn(transition, .didDisappear)
        XCTAssertEqual(going.dy, 0)
        XCTAssertEqual(going.opacity, 0)
    }

    func testCombinedAppliesBoth() async throws {
        let both = try drawn(AnyTransition.move(edge: .trailing).combined(with: .opacity), .willAppear)
        XCTAssertEqual(both.dx, 100)
        XCTAssertEqual(both.opacity, 0)
    }

    func testBlurReplaceScalesUpComingInAndDownOrUpGoingOut() async throws {
        // Apple: .downUp scales down while removing and up while inserting; .upUp scales up both ways.
        XCTAssertEqual(try drawn(AnyTransition(.blurReplace(.downUp)), .willAppear).scale, 0.9, accuracy: 1e-9)
        XCTAssertEqual(try drawn(AnyTransition(.blurReplace(.downUp)), .didDisappear).scale, 0.9, accuracy: 1e-9)
        XCTAssertEqual(try drawn(AnyTransition(.blurReplace(.upUp)), .willAppear).scale, 0.9, accuracy: 1e-9)
        XCTAssertEqual(try drawn(AnyTransition(.blurReplace(.upUp)), .didDisappear).scale, 1.1, accuracy: 1e-9)
        XCTAssertEqual(try drawn(AnyTransition(.blurReplace(.upUp)), .didDisappear).opacity, 0)
    }

    func testPhaseValuesAreApplesNumbers() async {
        XCTAssertEqual(TransitionPhase.willAppear.value, -1)
        XCTAssertEqual(TransitionPhase.identity.value, 0)
        XCTAssertEqual(TransitionPhase.didDisappear.value, 1)
        XCTAssertTrue(TransitionPhase.identity.isIdentity)
        XCTAssertFalse(OpacityTransition.properties.hasMotion)
        XCTAssertTrue(MoveTransition.properties.hasMotion)
    }
}
