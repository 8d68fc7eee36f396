// Tests which gesture wins a touch (issue 29, "Gesture precedence tests"): a
// child's gesture before its parent's; a parent's `.highPriorityGesture` before the
// child's; `.simultaneousGesture` alongside; `GestureMask`; `.disabled`; a tap that
// fails by moving lets the parent's drag win. Sources: Apple's `gesture(_:including:)`
// ("lower precedence than gestures defined by the view"), `highPriorityGesture`
// ("higher precedence than gestures defined by the view"), `simultaneousGesture`
// ("process simultaneously with gestures defined by the view"), `GestureMask`.
import ViewSim
import XCTest

private final class Taps { var names: [String] = [] }

private struct Nested: View {
    enum Kind { case normal, high, simultaneous }
    let taps: Taps
    var kind: Kind
    var mask: GestureMask = .all

    var body: some View {
        let parentTap = TapGesture().onEnded { taps.names.append("parent") }
        let child = Color.red.frame(width: 50, height: 50)
            .gesture(TapGesture().onEnded { taps.names.append("child") })
            .accessibilityIdentifier("child")
        let stack = VStack { child }.padding(20)
        switch kind {
        case .normal: return AnyView(stack.gesture(parentTap, including: mask))
        case .high: return AnyView(stack.highPriorityGesture(parentTap, including: mask))
        case .simultaneous: return AnyView(stack.simultaneousGesture(parentTap, including: mask))
        }
    }
}

@MainActor
final class GesturePrecedenceTests: XCTestCase {
    func testAChildsTapBeatsTheParents() async throws {
        let taps = Taps()
        let sim = Simulation(Nested(taps: taps, kind: .normal))
        try sim.tap("child")
        XCTAssertEqual(taps.names, ["child"])
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("TapGesture lost: "), text)
        XCTAssertTrue(text.contains("a subview's gesture goes first"), text)
    }

    func testHighPriorityReversesIt() async throws {
        let taps = Taps()
        let sim = Simulation(Nested(taps: taps, kind: .high))
        try sim.tap("child")
        XCTAssertEqual(taps.names, ["parent"])
        XCTAssertTrue(sim.trace.text().contains("a .highPriorityGesture goes before its subviews' gestures"))
    }

    func testSimultaneousRunsBoth() async throws {
        let taps = Taps()
        let sim = Simulation(Nested(taps: taps, kind: .simultaneous))
        try sim.tap("child")
        XCTAssertEqual(Set(taps.names), ["child", "parent"])
    }

    func testMasks() async throws {
        let onlyParent = Taps()
        try Simulation(Nested(taps: onlyParent, kind: .normal, mask: .gesture)).tap("child")
        XCTAssertEqual(onlyParent.names, ["parent"], ".gesture disables the subviews' gestures")
        let onlyChild = Taps()
        try Simulation(Nested(taps: onlyChild, kind: .high, mask: .subviews)).tap("child")
        XCTAssertEqual(onlyChild.names, ["child"], ".subviews disables the added gesture")
        let none = Taps()
        XCTAssertThrowsError(try Simulation(Nested(taps: none, kind: .normal, mask: .none)).tap("child"))
        XCTAssertEqual(none.names, [])
    }

    func testADisabledViewsGesturesAreOff() async throws {
        let taps = Taps()
        let view = Color.red.frame(width: 50, height: 50)
            .gesture(TapGesture().onEnded { taps.names.append("tap") })
            .disabled(true)
            .accessibilityIdentifier("button")
        XCTAssertThrowsError(try Simulation(view).tap("button")) { error in
            XCTAssertTrue("\(error)".contains("disabled"), "\(error)")
        }
        XCTAssertEqual(taps.names, [])
    }

    func testAMovingTouchFailsTheChildsTapSoTheParentsDragWins() async throws {
        let taps = Taps()
        var dragged: CGFloat = 0
        let view = VStack {
            Color.red.frame(width: 50, height: 50)
                .onTapGesture { taps.names.append("child") }
                .accessibilityIdentifier("child")
        }
        .gesture(DragGesture().onEnded { dragged = $0.translation.width })
        let sim = Simulation(view)
        try sim.drag("child", by: CGSize(width: 80, height: 0), duration: 0.2)
        XCTAssertEqual(taps.names, [])
        XCTAssertEqual(dragged, 80, accuracy: 1e-9)
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("TapGesture failed: the finger moved"), text)
        XCTAssertTrue(text.contains("DragGesture began"), text)
    }

    /// A view drawn in front of the named one: with `.allowsHitTesting(false)` the touch passes
    /// through to the card's drag; without it the touch lands on the badge, which has no gesture.
    private func covered(passThrough: Bool, dragged: @escaping (CGFloat) -> Void) -> some View {
        ZStack {
            Color.blue.frame(width: 120, height: 120)
                .gesture(DragGesture().onEnded { dragged($0.translation.width) })
                .accessibilityIdentifier("card")
            Text("badge").frame(width: 150, height: 150).background(Color.yellow)
                .allowsHitTesting(!passThrough)
        }
    }

    func testAViewThatDoesNotTakeHitsLetsTheTouchThrough() async throws {
        var dragged: CGFloat = 0
        try Simulation(covered(passThrough: true) { dragged = $0 }).drag("card", by: CGSize(width: 40, height: 0))
        XCTAssertEqual(dragged, 40, accuracy: 1e-9)
    }

    func testAViewInFrontTakesTheTouch() async throws {
        var dragged: CGFloat = 0
        let sim = Simulation(covered(passThrough: false) { dragged = $0 })
        XCTAssertThrowsError(try sim.drag("card", by: CGSize(width: 40, height: 0))) { error in
            XCTAssertTrue("\(error)".contains("drawn in front of it, which has no gesture"), "\(error)")
        }
        XCTAssertEqual(dragged, 0)
    }
}
