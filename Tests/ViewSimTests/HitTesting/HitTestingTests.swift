// Tests hit testing (`sim.hitTest(at:)`, `sim.hitTestDescription(at:)`): the frontmost view
// drawn at a point wins (ZStack order, overlays, backgrounds, zIndex); a stack's empty
// space takes no touch (SwiftUI: developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
// makes it); `.allowsHitTesting(false)` passes the touch through
// (developer.apple.com/documentation/swiftui/view/allowshittesting(_:)); and viewsim's
// model: shapes by their geometry, the drawn geometry (offsets, animations), opacity 0,
// `.hidden()`, `Color.clear` and removing views skipped, only the top presentation.
import Foundation
import ViewSim
import XCTest

private struct Overlapping: View {
    var body: some View {
        ZStack {
            Color.blue.frame(width: 200, height: 200).accessibilityIdentifier("back")
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("front")
        }
    }
}

private struct Layered: View {
    var body: some View {
        Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("content")
            .overlay(Color.red.frame(width: 50, height: 50).accessibilityIdentifier("over"))
            .background(Color.green.frame(width: 200, height: 200).accessibilityIdentifier("under"))
    }
}

private struct Gap: View {
    var behind = false
    var shaped = false
    var body: some View {
        ZStack {
            if behind { Color.gray.frame(width: 300, height: 100).accessibilityIdentifier("behind") }
            row
        }
    }

    @ViewBuilder private var row: some View {
        let stack = HStack(spacing: 100) {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("left")
            Text("right").accessibilityIdentifier("right")
        }
        if shaped {
            stack.contentShape(Rectangle()).accessibilityIdentifier("row")
        } else {
            stack.accessibilityIdentifier("row")
        }
    }
}

private struct Toggled: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                .accessibilityIdentifier("toggle")
            ZStack {
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("base")
                if shown {
                    Color.red.frame(width: 100, height: 100).transition(.opacity).accessibilityIdentifier("leaving")
                }
            }
        }
    }
}

private struct Moving: View {
    @State private var moved = false
    var body: some View {
        VStack {
            Text("move").onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
                .accessibilityIdentifier("move")
            Color.red.frame(width: 40, height: 40).offset(x: moved ? 100 : 0).accessibilityIdentifier("box")
                .frame(width: 300, height: 40, alignment: .leading)
        }
    }
}

private struct Presenter: View {
    @State private var showing = false
    var body: some View {
        Color.blue.frame(width: 393, height: 852)
            .onTapGesture { showing = true }
            .accessibilityIdentifier("open")
            .sheet(isPresented: $showing) {
                Text("Settings").accessibilityIdentifier("settings")
            }
    }
}

private struct Scrolled: View {
    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in
                        Color.red.frame(width: 100, height: 50).accessibilityIdentifier("row\(index)")
                    }
                }
            }
            .frame(width: 200, height: 200)
            .accessibilityIdentifier("scroll")
            Color.clear.frame(width: 200, height: 200)
        }
    }
}

private struct Stacked: View {
    var body: some View {
        NavigationStack {
            Color.blue.accessibilityIdentifier("root")
                .navigationDestination(for: Int.self) { _ in Text("detail").accessibilityIdentifier("detail") }
        }
    }
}

final class HitTestingTests: XCTestCase {
    private func center(_ rect: CGRect?) throws -> CGPoint {
        let rect = try XCTUnwrap(rect)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    func testTheTopOfOverlappingZStackChildrenIsHit() async throws {
        let sim = Simulation(Overlapping())
        XCTAssertEqual(sim.hitTest(at: try center(sim.frame(of: "front"))), "front")
        let back = try XCTUnwrap(sim.frame(of: "back"))
        XCTAssertEqual(sim.hitTest(at: CGPoint(x: back.minX + 10, y: back.minY + 10)), "back")
        XCTAssertNil(sim.hitTest(at: CGPoint(x: back.minX - 10, y: back.minY)), "nothing is drawn outside")
    }

    func testZIndexDecidesWhichSiblingIsOnTop() async throws {
        let sim = Simulation(
            ZStack {
                Color.red.frame(width: 100, height: 100).zIndex(1).accessibilityIdentifier("raised")
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("later")
            })
        XCTAssertEqual(sim.hitTest(at: try center(sim.frame(of: "later"))), "raised")
    }

    func testAnOverlayIsAboveItsContentAndABackgroundBelowIt() async throws {
        let sim = Simulation(Layered())
        let content = try XCTUnwrap(sim.frame(of: "content"))
        XCTAssertEqual(sim.hitTest(at: try center(content)), "over")
        XCTAssertEqual(sim.hitTest(at: CGPoint(x: content.minX + 5, y: content.minY + 5)), "content")
        XCTAssertEqual(sim.hitTest(at: CGPoint(x: content.minX - 20, y: content.minY)), "under")
    }

    func testAStacksEmptySpaceHitsNothingOrTheViewBehindIt() async throws {
        let sim = Simulation(Gap())
        let left = try XCTUnwrap(sim.frame(of: "left"))
        let gap = CGPoint(x: left.maxX + 50, y: left.midY)
        XCTAssertEqual(sim.hitTest(at: try center(left)), "left")
        XCTAssertEqual(sim.hitTest(at: try center(sim.frame(of: "right"))), "right", "a text is hit in its frame")
        XCTAssertNil(sim.hitTest(at: gap), "the gap between the stack's views takes no touch")
        XCTAssertTrue(sim.hitTestDescription(at: gap).contains("hits nothing"), sim.hitTestDescription(at: gap))

        let behind = Simulation(Gap(behind: true))
        XCTAssertEqual(behind.hitTest(at: gap), "behind", "the touch goes to what is behind the gap")
    }

    func testContentShapeRectangleMakesTheGapHittable() async throws {
        let sim = Simulation(Gap(behind: true, shaped: true))
        let left = try XCTUnwrap(sim.frame(of: "left"))
        let gap = CGPoint(x: left.maxX + 50, y: left.midY)
        XCTAssertEqual(sim.hitTest(at: gap), "row")
        XCTAssertEqual(sim.hitTest(at: try center(left)), "left", "the content is still hit above its shape")
        XCTAssertTrue(
            sim.hitTestDescription(at: gap).contains(".contentShape #"), sim.hitTestDescription(at: gap))
        XCTAssertTrue(sim.hitTestDescription(at: gap).hasSuffix("its content shape"), sim.hitTestDescription(at: gap))
    }

    func testContentShapeCircleLeavesTheCornersOut() async throws {
        let sim = Simulation(
            Color.clear.frame(width: 100, height: 100).contentShape(Circle()).accessibilityIdentifier("dot"))
        let frame = try XCTUnwrap(sim.frame(of: "dot"))
        XCTAssertEqual(sim.hitTest(at: try center(frame)), "dot")
        XCTAssertNil(sim.hitTest(at: CGPoint(x: frame.minX + 5, y: frame.minY + 5)), "a corner is outside the circle")

        // The shape also bounds what is drawn inside it (viewsim's model).
        let drawn = Simulation(
            Color.red.frame(width: 100, height: 100).contentShape(Circle()).accessibilityIdentifier("dot"))
        XCTAssertNil(drawn.hitTest(at: CGPoint(x: frame.minX + 5, y: frame.minY + 5)))
        XCTAssertEqual(drawn.hitTest(at: try center(frame)), "dot")

        let evenOdd = Simulation(
            Color.clear.frame(width: 100, height: 100).contentShape(Ring(), eoFill: true)
                .accessibilityIdentifier("ring"))
        XCTAssertNil(evenOdd.hitTest(at: try center(frame)), "the hole of an even-odd shape is not hit")
        XCTAssertEqual(evenOdd.hitTest(at: CGPoint(x: frame.midX, y: frame.minY + 10)), "ring")
    }

    func testAContentShapeForOtherKindsChangesNothing() async throws {
        let sim = Simulation(
            Color.clear.frame(width: 100, height: 100).contentShape(.contextMenuPreview, Rectangle())
                .accessibilityIdentifier("preview"))
        XCTAssertNil(sim.hitTest(at: try center(sim.frame(of: "preview"))))
        let interaction = Simulation(
            Color.clear.frame(width: 100, height: 100).contentShape([.interaction, .hoverEffect], Rectangle())
                .accessibilityIdentifier("preview"))
        XCTAssertEqual(interaction.hitTest(at: try center(interaction.frame(of: "preview"))), "preview")
    }

    func testShapesAreHitByTheirGeometry() async throws {
        let filled = Simulation(Circle().fill(.red).frame(width: 100, height: 100).accessibilityIdentifier("circle"))
        let frame = try XCTUnwrap(filled.frame(of: "circle"))
        XCTAssertEqual(filled.hitTest(at: try center(frame)), "circle")
        XCTAssertNil(filled.hitTest(at: CGPoint(x: frame.minX + 3, y: frame.minY + 3)))

        let stroked = Simulation(
            Circle().stroke(.red, lineWidth: 10).frame(width: 100, height: 100).accessibilityIdentifier("circle"))
        XCTAssertNil(stroked.hitTest(at: try center(frame)), "the inside of a stroked circle is not drawn")
        XCTAssertEqual(stroked.hitTest(at: CGPoint(x: frame.midX, y: frame.minY + 3)), "circle", "on its outline")

        let capsule = Simulation(Capsule().frame(width: 200, height: 50).accessibilityIdentifier("capsule"))
        let pill = try XCTUnwrap(capsule.frame(of: "capsule"))
        XCTAssertNil(capsule.hitTest(at: CGPoint(x: pill.minX + 2, y: pill.minY + 2)))
        XCTAssertEqual(capsule.hitTest(at: CGPoint(x: pill.minX + 30, y: pill.midY)), "capsule")
    }

    func testAllowsHitTestingFalsePassesTheTouchThrough() async throws {
        let sim = Simulation(
            ZStack {
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("button")
                Circle().fill(.red.opacity(0.2)).frame(width: 200, height: 200).allowsHitTesting(false)
                    .accessibilityIdentifier("highlight")
            })
        let point = try center(sim.frame(of: "button"))
        XCTAssertEqual(sim.hitTest(at: point), "button")
        let description = sim.hitTestDescription(at: point)
        XCTAssertTrue(description.contains("hits Color #"), description)
        XCTAssertTrue(description.contains("allowsHitTesting(false) at #"), description)

        let allowed = Simulation(
            ZStack {
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("button")
                Circle().fill(.red.opacity(0.2)).frame(width: 200, height: 200).allowsHitTesting(true)
                    .accessibilityIdentifier("highlight")
            })
        XCTAssertEqual(allowed.hitTest(at: point), "highlight")
    }

    func testAnOffsetMovesTheHitArea() async throws {
        let sim = Simulation(
            Color.red.frame(width: 50, height: 50).offset(x: 100).accessibilityIdentifier("moved")
                .frame(width: 300, height: 300))
        let laidOut = try center(sim.frame(of: "moved"))
        XCTAssertNil(sim.hitTest(at: laidOut), "where layout put it, nothing is drawn")
        XCTAssertEqual(sim.hitTest(at: CGPoint(x: laidOut.x + 100, y: laidOut.y)), "moved")
    }

    func testScaleAndRotationMoveTheHitAreaWithTheDrawing() async throws {
        let scaled = Simulation(
            Color.red.frame(width: 50, height: 50).scaleEffect(2).accessibilityIdentifier("big")
                .frame(width: 300, height: 300))
        let frame = try XCTUnwrap(scaled.frame(of: "big"))
        XCTAssertEqual(scaled.hitTest(at: CGPoint(x: frame.midX + 40, y: frame.midY)), "big", "drawn twice as large")
        let rotated = Simulation(
            Color.red.frame(width: 100, height: 100).rotationEffect(.degrees(45)).accessibilityIdentifier("diamond")
                .frame(width: 300, height: 300))
        let square = try XCTUnwrap(rotated.frame(of: "diamond"))
        XCTAssertNil(rotated.hitTest(at: CGPoint(x: square.minX + 5, y: square.minY + 5)), "a corner turned away")
        XCTAssertEqual(rotated.hitTest(at: CGPoint(x: square.midX, y: square.minY - 10)), "diamond", "a tip turned in")
    }

    func testAViewMidAnimationIsHitWhereItIsDrawn() async throws {
        let sim = Simulation(Moving())
        let start = try center(sim.frame(of: "box"))
        try sim.tap("move")
        try sim.advance(by: 0.5)
        XCTAssertNil(sim.hitTest(at: start), "it has left its old place")
        XCTAssertNil(sim.hitTest(at: CGPoint(x: start.x + 100, y: start.y)), "and not reached its new one")
        XCTAssertEqual(sim.hitTest(at: CGPoint(x: start.x + 50, y: start.y)), "box", "half-way, as drawn")
        try sim.advance(by: 1)
        XCTAssertEqual(sim.hitTest(at: CGPoint(x: start.x + 100, y: start.y)), "box")
    }

    func testOpacityZeroHiddenAndClearViewsAreSkipped() async throws {
        let sim = Simulation(
            ZStack {
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("back")
                Color.red.frame(width: 100, height: 100).opacity(0).accessibilityIdentifier("faded")
                Color.red.frame(width: 100, height: 100).hidden().accessibilityIdentifier("hidden")
                Color.clear.frame(width: 100, height: 100).accessibilityIdentifier("clear")
                Rectangle().fill(.clear).frame(width: 100, height: 100).accessibilityIdentifier("clearFill")
                Color.red.frame(width: 100, height: 100).disabled(true).accessibilityIdentifier("disabled")
            })
        let point = try center(sim.frame(of: "back"))
        XCTAssertEqual(sim.hitTest(at: point), "disabled", "a disabled view is hit: its gestures decide")

        let skipped = Simulation(
            ZStack {
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("back")
                Color.red.frame(width: 100, height: 100).opacity(0).accessibilityIdentifier("faded")
                Color.red.frame(width: 100, height: 100).hidden().accessibilityIdentifier("hidden")
                Color.clear.frame(width: 100, height: 100).accessibilityIdentifier("clear")
                Rectangle().fill(.clear).frame(width: 100, height: 100).accessibilityIdentifier("clearFill")
            })
        XCTAssertEqual(skipped.hitTest(at: point), "back")
        let lines = skipped.hitTestDescription(at: point).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 6, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[0].hasSuffix("\"back\": what it draws"), lines[0])
        XCTAssertEqual(lines[1], "passed over, front to back:")
        XCTAssertTrue(lines[2].hasSuffix("\"clearFill\": its fill is clear"), lines[2])
        XCTAssertTrue(lines[3].hasSuffix("\"clear\": Color.clear is not hittable"), lines[3])
        XCTAssertTrue(lines[4].hasSuffix("\"hidden\": it is hidden (.hidden())"), lines[4])
        XCTAssertTrue(lines[5].hasSuffix("\"faded\": it is drawn at opacity 0"), lines[5])
    }

    func testARemovingViewIsSkipped() async throws {
        let sim = Simulation(Toggled())
        let point = try center(sim.frame(of: "base"))
        XCTAssertEqual(sim.hitTest(at: point), "leaving")
        try sim.tap("toggle")
        try sim.advance(by: 0.5)
        XCTAssertEqual(sim.hitTest(at: point), "base", "the view fading out is drawn but not hit")
        XCTAssertTrue(
            sim.hitTestDescription(at: point).contains("it is being removed"), sim.hitTestDescription(at: point))
    }

    func testASheetCoversItsPresenter() async throws {
        let sim = Simulation(Presenter())
        let point = try center(sim.frame(of: "open"))
        XCTAssertEqual(sim.hitTest(at: point), "open")
        try sim.tap("open")
        let settings = try center(sim.frame(of: "settings"))
        XCTAssertEqual(sim.hitTest(at: settings), "settings")
        XCTAssertNil(sim.hitTest(at: point), "the sheet's background covers the presenter")
        XCTAssertTrue(sim.hitTestDescription(at: point).contains("hits Color #"), sim.hitTestDescription(at: point))
        let above = CGPoint(x: point.x, y: 40)
        XCTAssertNil(sim.hitTest(at: above), "above the sheet, the presenter is covered too (by the dimmed screen)")
        XCTAssertTrue(
            sim.hitTestDescription(at: above).contains("\"open\": it is under the .sheet shown"),
            sim.hitTestDescription(at: above))
    }

    func testAScrollViewsContentIsHitOnlyInItsViewport() async throws {
        let sim = Simulation(Scrolled())
        let viewport = try XCTUnwrap(sim.frame(of: "scroll"))
        XCTAssertEqual(sim.hitTest(at: CGPoint(x: viewport.midX, y: viewport.minY + 25)), "row0")
        XCTAssertEqual(sim.hitTest(at: CGPoint(x: viewport.midX, y: viewport.maxY - 25)), "row3")
        XCTAssertNil(
            sim.hitTest(at: CGPoint(x: viewport.midX, y: viewport.maxY + 25)),
            "row 4 is laid out there, but outside the viewport it is neither drawn nor hit")
        XCTAssertEqual(
            sim.hitTest(at: CGPoint(x: viewport.minX + 10, y: viewport.midY)), "scroll",
            "the scroll view itself is hit in its viewport, beside its content")
    }

    func testOnlyTheTopNavigationScreenIsHit() async throws {
        let sim = Simulation(Stacked())
        let root = try XCTUnwrap(sim.frame(of: "root"))
        let corner = CGPoint(x: root.minX + 10, y: root.maxY - 10)
        XCTAssertEqual(sim.hitTest(at: corner), "root")
        try sim.navigate(to: 1)
        XCTAssertNotEqual(sim.hitTest(at: corner), "root", "the screen below the top one is not hit")
        XCTAssertFalse(sim.hitTestDescription(at: corner).contains("\"root\""), sim.hitTestDescription(at: corner))
        XCTAssertEqual(sim.hitTest(at: try center(sim.frame(of: "detail"))), "detail")
        try sim.back()
        XCTAssertEqual(sim.hitTest(at: corner), "root")
    }

    /// The gesture engine's query: the node hit, from which it walks `parent` to the gestures around it.
    func testTheGraphsHitTestGivesTheNodeAndItsAncestorsTheGestures() async throws {
        let sim = Simulation(
            HStack(spacing: 40) {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
            }
            .contentShape(Rectangle())
            .onTapGesture {})
        let a = try XCTUnwrap(sim.frame(of: "a"))
        let leaf = try XCTUnwrap(sim.graph.hitTest(at: CGPoint(x: a.midX, y: a.midY)))
        XCTAssertEqual(leaf.typeName, "Color")
        let gap = try XCTUnwrap(sim.graph.hitTest(at: CGPoint(x: a.maxX + 20, y: a.midY)))
        XCTAssertEqual(gap.typeName, ".contentShape")
        for hit in [leaf, gap] {
            var current: ViewNode? = hit
            var found = false
            while let node = current {
                if node.typeName == ".onTapGesture" { found = true }
                current = node.parent
            }
            XCTAssertTrue(found, "the tap gesture is around \(hit.typeName)")
        }
    }

    func testPointsThatAreNotFiniteOrOffScreenHitNothing() async throws {
        let sim = Simulation(Color.red)
        XCTAssertEqual(sim.hitTest(at: CGPoint(x: 100, y: 100)), nil, "a colour without a name")
        XCTAssertNotNil(sim.hitTestDescription(at: CGPoint(x: 100, y: 100)).range(of: "hits Color #"))
        for point in [
            CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: CGFloat.infinity),
            CGPoint(x: -CGFloat.infinity, y: CGFloat.nan),
            CGPoint(x: -1, y: 10), CGPoint(x: 10, y: 10_000),
        ] {
            XCTAssertNil(sim.hitTest(at: point))
            XCTAssertTrue(sim.hitTestDescription(at: point).contains("hits nothing"), "\(point)")
        }
        XCTAssertEqual(
            sim.hitTestDescription(at: CGPoint(x: CGFloat.nan, y: 10)),
            "(nan, 10) hits nothing: the point is not finite")
    }
}

/// A ring: two circles, the inner one the hole under the even-odd rule.
private struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path(ellipseIn: rect)
        path.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return path
    }
}
