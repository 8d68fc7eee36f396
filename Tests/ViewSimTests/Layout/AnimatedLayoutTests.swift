// Tests animated layout: a layout change made in a transaction with an animation moves
// and resizes the views it changes from their presented frame to the new one along the
// animation's curve (SwiftUI: "SwiftUI animates the effects that the change causes",
// including a view's position and size — developer.apple.com/documentation/swiftui/
// withanimation(_:_:)); outside one they jump, and the trace says why.
import Observation
import ViewSim
import XCTest

@Observable
private final class Boxes {
    var wide = false
    var otherWide = false
    var trailing = false
    var vertical = false
    var rows = ["b", "c"]
    var done = false
}

/// A blue box in a 300 × 300 ZStack, centred: 100 wide, or 300 when `wide`.
private struct Centred: View {
    let boxes: Boxes
    var body: some View {
        ZStack {
            Color.clear.frame(width: 300, height: 300)
            Color.blue.frame(maxWidth: boxes.wide ? 300 : 100, maxHeight: 50).accessibilityIdentifier("box")
        }
        .accessibilityIdentifier("zstack")
    }
}

private struct TwoBoxes: View {
    let boxes: Boxes
    var body: some View {
        VStack(spacing: 0) {
            BoxA(boxes: boxes)
            BoxB(boxes: boxes)
        }
    }
}

private struct BoxA: View {
    let boxes: Boxes
    var body: some View {
        Color.blue.frame(maxWidth: boxes.wide ? 300 : 100, maxHeight: 50).accessibilityIdentifier("a")
    }
}

private struct BoxB: View {
    let boxes: Boxes
    var body: some View {
        Color.red.frame(maxWidth: boxes.otherWide ? 200 : 50, maxHeight: 50).accessibilityIdentifier("b")
    }
}

private struct Unanimated: View {
    let boxes: Boxes
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(maxWidth: boxes.wide ? 300 : 100, maxHeight: 50).accessibilityIdentifier("a")
            Color.red.frame(maxWidth: 50, maxHeight: 50).accessibilityIdentifier("b")
                .transaction { $0.animation = nil }
        }
    }
}

private struct Aligned: View {
    let boxes: Boxes
    var body: some View {
        VStack(alignment: boxes.trailing ? .trailing : .leading, spacing: 0) {
            Color.red.frame(maxWidth: 50, maxHeight: 50).accessibilityIdentifier("a")
            Color.blue.frame(maxWidth: 150, maxHeight: 50).accessibilityIdentifier("b")
        }
    }
}

private struct Implicit: View {
    let boxes: Boxes
    var body: some View {
        VStack(alignment: boxes.trailing ? .trailing : .leading, spacing: 0) {
            Color.red.frame(maxWidth: 50, maxHeight: 50).accessibilityIdentifier("a")
            Color.blue.frame(maxWidth: 150, maxHeight: 50).accessibilityIdentifier("b")
        }
        .animation(.linear(duration: 1), value: boxes.trailing)
    }
}

private struct ImplicitDisabled: View {
    let boxes: Boxes
    var body: some View {
        VStack(alignment: boxes.trailing ? .trailing : .leading, spacing: 0) {
            Color.red.frame(maxWidth: 50, maxHeight: 50).accessibilityIdentifier("a")
            Color.blue.frame(maxWidth: 150, maxHeight: 50).accessibilityIdentifier("b")
        }
        .animation(nil, value: boxes.trailing)
    }
}

/// An `if` that picks a different stack: the boxes are new views in the other branch.
private struct Branches: View {
    let boxes: Boxes
    var body: some View {
        if boxes.vertical {
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
            }
        } else {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
            }
        }
    }
}

private struct Rows: View {
    let boxes: Boxes
    var body: some View {
        VStack(spacing: 0) {
            ForEach(boxes.rows, id: \.self) { row in
                Color.gray.frame(width: 100, height: 40).accessibilityIdentifier(row)
            }
        }
    }
}

private struct Completing: View {
    let boxes: Boxes
    var body: some View {
        VStack {
            Color.blue.frame(maxWidth: boxes.wide ? 300 : 100, maxHeight: 50).accessibilityIdentifier("box")
            Text(boxes.done ? "done" : "waiting").accessibilityIdentifier("status")
        }
    }
}

@MainActor
final class AnimatedLayoutTests: XCTestCase {
    /// The geometry animation events of the trace, as (view label, phase).
    private func geometryEvents(_ sim: Simulation) -> [(node: NodeRef, phase: AnimationPhase)] {
        sim.trace.events.compactMap { event in
            guard case .animation(let node, let attribute, let phase) = event.kind, attribute == "geometry" else {
                return nil
            }
            return (node, phase)
        }
    }

    private func assertClose(_ a: CGRect?, _ b: CGRect, _ message: String, line: UInt = #line) {
        guard let a else { return XCTFail("no frame: \(message)", line: line) }
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1e-6, "\(message): \(a) ≠ \(b)", line: line)
        }
    }

    func testAZStackChildsFrameChangeInWithAnimationFollowsTheCurve() async throws {
        let boxes = Boxes()
        let sim = Simulation(Centred(boxes: boxes))
        let zstack = try XCTUnwrap(sim.frame(of: "zstack"))
        // The ZStack is 300 × 300; the flexible frame takes min(300, 100) = 100 of the width proposed and
        // 50 of the height, centred (ZStack's default alignment): x = (300 − 100) / 2 = 100, y = 125.
        let before = CGRect(x: zstack.minX + 100, y: zstack.minY + 125, width: 100, height: 50)
        let after = CGRect(x: zstack.minX, y: zstack.minY + 125, width: 300, height: 50)
        assertClose(sim.frame(of: "box"), before, "before")
        sim.perform("widen") { withAnimation(.linear(duration: 1)) { boxes.wide = true } }
        // The model frame is the destination at once; the presented frame starts where it was.
        assertClose(sim.frame(of: "box"), after, "model frame")
        assertClose(sim.presentedFrame(of: "box"), before, "frame 0")
        // Linear over 1 s at 60 frames a second: frame k shows k/60 of the way.
        for k in 1...60 {
            try sim.advanceFrames(1)
            let p = CGFloat(k) / 60
            let expected = CGRect(
                x: before.minX + (after.minX - before.minX) * p, y: before.minY, width: 100 + 200 * p, height: 50)
            assertClose(sim.presentedFrame(of: "box"), expected, "frame \(k)")
        }
        _ = try sim.runUntilIdle()
        assertClose(sim.presentedFrame(of: "box"), after, "the end")
        // The trace: the animation starts from withAnimation, old → new, then frames, then finishes.
        let events = geometryEvents(sim)
        let started = events.filter { if case .started = $0.phase { return true } else { return false } }
        XCTAssertFalse(started.isEmpty)
        guard case .started(let animation, let from, let to, let origin) = try XCTUnwrap(started.first?.phase) else {
            return XCTFail()
        }
        XCTAssertEqual(animation, .linear(duration: 1))
        XCTAssertEqual(from.description, "(100, 125), (100, 50)")
        XCTAssertEqual(to.description, "(0, 125), (300, 50)")
        XCTAssertTrue(origin?.description.hasPrefix("withAnimation") == true, "\(String(describing: origin))")
        XCTAssertTrue(events.contains { if case .finished = $0.phase { return true } else { return false } })
        // One animation: the frame and the colour fill the moved view and follow its presented size.
        XCTAssertEqual(started.count, 1, sim.trace.text())
        XCTAssertTrue(sim.trace.text().contains("geometry: (100, 125), (100, 50) → (0, 125), (300, 50) animates with"))
        // The display list draws the box at its presented frame: here, the model frame.
        let item = try XCTUnwrap(sim.displayList().items.last)
        XCTAssertEqual(item.transform.tx, after.minX)
    }

    func testTheDisplayListDrawsThePresentedFrame() async throws {
        let boxes = Boxes()
        let sim = Simulation(Centred(boxes: boxes))
        sim.perform("widen") { withAnimation(.linear(duration: 1)) { boxes.wide = true } }
        try sim.advanceFrames(30)
        let presented = try XCTUnwrap(sim.presentedFrame(of: "box"))
        // Half-way: 200 wide. The Color fills its presented size, at its presented place.
        XCTAssertEqual(presented.width, 200, accuracy: 1e-6)
        let item = try XCTUnwrap(sim.displayList().items.last)
        XCTAssertEqual(item.transform.tx, presented.minX, accuracy: 1e-6)
        XCTAssertEqual(item.transform.ty, presented.minY, accuracy: 1e-6)
        guard case .fill(let path, _, _) = item.content else { return XCTFail("\(item)") }
        XCTAssertEqual(path.boundingRect.width, 200, accuracy: 1e-6)
    }

    func testOutsideWithAnimationTheFrameJumps() async throws {
        let boxes = Boxes()
        let sim = Simulation(Centred(boxes: boxes))
        sim.perform("widen") { boxes.wide = true }
        // No animation anywhere: the presented frame is the model frame at once, and nothing animates.
        XCTAssertEqual(sim.presentedFrame(of: "box"), sim.frame(of: "box"))
        XCTAssertEqual(sim.frame(of: "box")?.width, 300)
        XCTAssertTrue(geometryEvents(sim).isEmpty)
    }

    func testAFrameChangedWithoutAnimationBesideAnAnimatedOneSaysWhy() async throws {
        let boxes = Boxes()
        let sim = Simulation(TwoBoxes(boxes: boxes))
        let b = try XCTUnwrap(sim.frame(of: "b"))
        sim.perform("widen both") {
            withAnimation(.linear(duration: 1)) { boxes.wide = true }
            boxes.otherWide = true
        }
        // "a" animates; "b" was changed by a write without animation: it jumps (its size is 200 at once).
        XCTAssertEqual(sim.presentedFrame(of: "b")?.width, 200)
        XCTAssertEqual(sim.presentedFrame(of: "a")?.width, 100)
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("moved without animation: the transaction had none"), text)
        XCTAssertNotEqual(sim.frame(of: "b"), b)
    }

    func testAChangeWithoutAnimationWhileTheFrameAnimatesJumpsByTheChange() async throws {
        let boxes = Boxes()
        let sim = Simulation(Centred(boxes: boxes))
        sim.perform("widen") { withAnimation(.linear(duration: 1)) { boxes.wide = true } }
        try sim.advanceFrames(30)
        let halfway = try XCTUnwrap(sim.presentedFrame(of: "box"))
        XCTAssertEqual(halfway.width, 200, accuracy: 1e-6)
        sim.perform("narrow") { boxes.wide = false }
        // The model jumps back by −200; the running animation goes on as an offset (−100 left to go): the
        // presented width is 100 − 100 · (1 − p), p = 31/60 of the way at this frame.
        let p = CGFloat(31) / 60
        XCTAssertEqual(try XCTUnwrap(sim.presentedFrame(of: "box")).width, 100 - 200 * (1 - p), accuracy: 1e-6)
        XCTAssertTrue(sim.trace.text().contains("without an animation while one runs"))
        _ = try sim.runUntilIdle()
        XCTAssertEqual(sim.presentedFrame(of: "box"), sim.frame(of: "box"))
        XCTAssertEqual(sim.frame(of: "box")?.width, 100)
    }

    func testATransactionModifierThatRemovesTheAnimationMakesItsViewJump() async throws {
        let boxes = Boxes()
        let sim = Simulation(Unanimated(boxes: boxes))
        sim.perform("widen") { withAnimation(.linear(duration: 1)) { boxes.wide = true } }
        // The VStack grows from 100 to 300 wide, so "b" (50 wide, centred) moves from x 25 to 125 in it, at
        // once: its `.transaction` removes the animation. The VStack (and "a", at its leading edge) animates.
        let a = try XCTUnwrap(sim.presentedFrame(of: "a"))
        let b = try XCTUnwrap(sim.presentedFrame(of: "b"))
        XCTAssertEqual(a.width, 100)
        XCTAssertEqual(b.minX - a.minX, 125)
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("moved without animation: .transaction #"), text)
        _ = try sim.runUntilIdle()
        XCTAssertEqual(sim.presentedFrame(of: "b"), sim.frame(of: "b"))
    }

    func testTheSameViewsMovingInAStackAnimateWhileAnIfMakesNewOnes() async throws {
        // The same nodes: the VStack's alignment changes, "a" (50 wide) moves from x 0 to 100 in the 150-wide
        // stack (VStack places each child at the alignment guide: leading 0, trailing 150 − 50).
        let boxes = Boxes()
        let sim = Simulation(Aligned(boxes: boxes))
        let a = try XCTUnwrap(sim.frame(of: "a"))
        sim.perform("trailing") { withAnimation(.linear(duration: 1)) { boxes.trailing = true } }
        XCTAssertEqual(sim.frame(of: "a")?.minX, a.minX + 100)
        XCTAssertEqual(sim.presentedFrame(of: "a")?.minX, a.minX)
        try sim.advanceFrames(15)
        XCTAssertEqual(try XCTUnwrap(sim.presentedFrame(of: "a")).minX, a.minX + 25, accuracy: 1e-6)

        // An `if` that picks another stack: the boxes are new views (new identity, new state), placed where the
        // new stack puts them; nothing moves.
        let other = Boxes()
        let branches = Simulation(Branches(boxes: other))
        branches.perform("vertical") { withAnimation(.linear(duration: 1)) { other.vertical = true } }
        // They ride on the conditional view that holds them (its size animates), but do not move within it.
        let newA = try XCTUnwrap(branches.presentedFrame(of: "a"))
        let newB = try XCTUnwrap(branches.presentedFrame(of: "b"))
        XCTAssertEqual(newB.minY - newA.minY, 50)
        XCTAssertEqual(newB.minX, newA.minX)
        let moved = Set(geometryEvents(branches).map(\.node.label))
        XCTAssertFalse(moved.contains { $0.contains("accessibilityIdentifier") || $0.contains("Stack") }, "\(moved)")
    }

    func testARowInsertedAboveMovesTheRowsBelow() async throws {
        let boxes = Boxes()
        let sim = Simulation(Rows(boxes: boxes))
        let b = try XCTUnwrap(sim.frame(of: "b"))
        sim.perform("insert") { withAnimation(.linear(duration: 1)) { boxes.rows.insert("a", at: 0) } }
        // The stack grows by one 40-high row and stays centred on the screen: it moves up 20, and "b" moves
        // down 40 in it: 20 down on the screen. The new row appears where it is (an insertion, not a move).
        let moved = try XCTUnwrap(sim.frame(of: "b"))
        XCTAssertEqual(moved.minY, b.minY + 20)
        XCTAssertEqual(sim.presentedFrame(of: "b"), b)
        XCTAssertEqual(
            sim.presentedFrame(of: "a"),
            sim.frame(of: "a").map { CGRect(origin: CGPoint(x: $0.minX, y: $0.minY + 20), size: $0.size) })
        try sim.advanceFrames(30)
        XCTAssertEqual(try XCTUnwrap(sim.presentedFrame(of: "b")).minY, b.minY + 10, accuracy: 1e-6)
        _ = try sim.runUntilIdle()
        XCTAssertEqual(sim.presentedFrame(of: "b"), moved)
    }

    func testAnAnimationModifierAboveTheContainerAnimatesItsChildrensGeometry() async throws {
        let boxes = Boxes()
        let sim = Simulation(Implicit(boxes: boxes))
        let a = try XCTUnwrap(sim.frame(of: "a"))
        sim.perform("trailing") { boxes.trailing = true }
        XCTAssertEqual(sim.presentedFrame(of: "a")?.minX, a.minX)
        try sim.advanceFrames(30)
        XCTAssertEqual(try XCTUnwrap(sim.presentedFrame(of: "a")).minX, a.minX + 50, accuracy: 1e-6)
        let origins = geometryEvents(sim).compactMap { event -> AnimationOrigin? in
            if case .started(_, _, _, let origin) = event.phase { return origin }
            return nil
        }
        XCTAssertTrue(
            origins.contains { $0.description.contains(".animation") && $0.description.contains("false → true") },
            "\(origins)")

        let disabled = Boxes()
        let still = Simulation(ImplicitDisabled(boxes: disabled))
        still.perform("trailing") { withAnimation(.linear(duration: 1)) { disabled.trailing = true } }
        XCTAssertEqual(still.presentedFrame(of: "a"), still.frame(of: "a"))
        XCTAssertTrue(
            geometryEvents(still).allSatisfy {
                if case .started = $0.phase { return false } else { return true }
            })
    }

    func testSpringsMergeWhenTheFrameIsRetargeted() async throws {
        let boxes = Boxes()
        let sim = Simulation(Centred(boxes: boxes))
        sim.perform("widen") { withAnimation(.spring) { boxes.wide = true } }
        try sim.advanceFrames(10)
        sim.perform("narrow") { withAnimation(.spring) { boxes.wide = false } }
        let merged = geometryEvents(sim).contains { if case .merged = $0.phase { return true } else { return false } }
        XCTAssertTrue(merged, sim.trace.text())
        _ = try sim.runUntilIdle()
        XCTAssertEqual(sim.presentedFrame(of: "box"), sim.frame(of: "box"))
    }

    func testWithAnimationsCompletionWaitsForTheFrameAnimation() async throws {
        let boxes = Boxes()
        let sim = Simulation(Completing(boxes: boxes))
        sim.perform("widen") {
            withAnimation(.linear(duration: 0.5)) {
                boxes.wide = true
            } completion: {
                boxes.done = true
            }
        }
        try sim.advanceFrames(20)
        XCTAssertEqual(sim.text(of: "status"), "waiting")
        _ = try sim.runUntilIdle()
        XCTAssertEqual(sim.text(of: "status"), "done")
        XCTAssertTrue(sim.trace.text().contains("geometry: animation finished"), sim.trace.text())
    }

    func testAMoveTooFarToInterpolateJumpsWithADiagnostic() async throws {
        let boxes = Boxes()
        let sim = Simulation(FarAway(boxes: boxes))
        sim.perform("jump") { withAnimation(.linear(duration: 1)) { boxes.wide = true } }
        // From −greatestFiniteMagnitude to +greatestFiniteMagnitude: the distance is ∞, so nothing animates.
        let frame = try XCTUnwrap(sim.frame(of: "far"))
        XCTAssertEqual(sim.presentedFrame(of: "far"), frame)
        XCTAssertTrue(sim.trace.text().contains("animated frame"), sim.trace.text())
        XCTAssertTrue(geometryEvents(sim).allSatisfy { if case .started = $0.phase { false } else { true } })
    }

    func testAFrameAnimationThatNeverEndsIsNamedByRunUntilIdle() async throws {
        let boxes = Boxes()
        let sim = Simulation(Centred(boxes: boxes))
        sim.perform("widen") { withAnimation(.linear(duration: 1).repeatForever()) { boxes.wide = true } }
        _ = try sim.runUntilIdle()
        XCTAssertTrue(sim.trace.text().contains("geometry"), sim.trace.text())
        XCTAssertTrue(sim.trace.text().contains("that never ends keeps running"), sim.trace.text())
    }

    /// Random layout changes, animated or not, with retargets mid-way: every presented frame is finite, and
    /// once the animations are over every view is drawn at its model frame.
    func testFuzzPresentedFramesAreFiniteAndEndAtTheModelFrame() async throws {
        var random = SplitMix(seed: 27)
        let animations: [Animation?] = [nil, .linear(duration: 0.3), .spring, .easeInOut(duration: 0.2), .bouncy]
        for _ in 0..<6 {
            let boxes = Boxes()
            let sim = Simulation(FuzzScreen(boxes: boxes))
            for _ in 0..<12 {
                let animation = animations[Int(random.next() % UInt64(animations.count))]
                let choice = random.next() % 4
                sim.perform("change") {
                    withTransaction(Transaction(animation: animation)) {
                        switch choice {
                        case 0: boxes.wide.toggle()
                        case 1: boxes.trailing.toggle()
                        case 2: boxes.rows.insert("r\(boxes.rows.count)", at: 0)
                        default: if !boxes.rows.isEmpty { boxes.rows.removeFirst() }
                        }
                    }
                }
                try sim.advanceFrames(Int(random.next() % 8))
                for name in ["box", "a", "b"] + boxes.rows {
                    guard let frame = sim.presentedFrame(of: name) else { continue }
                    XCTAssertTrue(
                        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), "\(name) \(frame)")
                }
            }
            _ = try sim.runUntilIdle()
            for name in ["box", "a", "b"] + boxes.rows {
                XCTAssertEqual(sim.presentedFrame(of: name), sim.frame(of: name), name)
            }
        }
    }
}

private struct FarAway: View {
    let boxes: Boxes
    var body: some View {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("far")
            .position(x: boxes.wide ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude, y: 0)
    }
}

private struct FuzzScreen: View {
    let boxes: Boxes
    var body: some View {
        VStack(alignment: boxes.trailing ? .trailing : .leading) {
            Color.blue.frame(maxWidth: boxes.wide ? 300 : 100, maxHeight: 50).accessibilityIdentifier("box")
            HStack {
                Color.red.frame(width: 30, height: 30).accessibilityIdentifier("a")
                ForEach(boxes.rows, id: \.self) { row in Text(row).accessibilityIdentifier(row) }
                Color.green.frame(width: 30, height: 30).accessibilityIdentifier("b")
            }
        }
    }
}

/// A seeded generator (SplitMix64), for a reproducible fuzz check.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
