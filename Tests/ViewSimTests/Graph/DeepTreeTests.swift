// Tests view trees 10,000 levels deep: nested composite views, VStack + .opacity
// levels, and chained modifiers each mount, update at the deepest level, update
// from the root through every level, remove and re-insert the deep subtree,
// render the trace and the view tree as text, hit-test the deepest view, snapshot and tear down, without
// overflowing the stack, each on a thread with a 512 KB stack.
import Dispatch
import Foundation
import ViewSim
import XCTest

/// The bottom of every deep tree: a counter, tapped by name.
private struct DeepLeaf: View {
    let tint: Int
    @State private var count = 0
    var body: some View {
        Text("leaf \(tint): \(count)").onTapGesture { count += 1 }.accessibilityIdentifier("leaf")
    }
}

/// One composite view per level: its body is the next level, or the leaf.
private struct Nest: View {
    let depth: Int
    let tint: Int
    var body: some View {
        if depth == 0 {
            DeepLeaf(tint: tint)
        } else {
            Nest(depth: depth - 1, tint: tint)
        }
    }
}

/// The three shapes of deep tree.
private enum DeepShape {
    /// `levels` nested composite views.
    case nest
    /// `levels` levels of `VStack { … }.opacity(…)` (type-erased per level).
    case stacks
    /// `levels` chained modifiers, type-erased every 8.
    case modifiers

    func build(levels: Int, tint: Int) -> AnyView {
        let opacity = tint.isMultiple(of: 2) ? 0.5 : 0.75
        switch self {
        case .nest:
            return AnyView(Nest(depth: levels - 1, tint: tint))
        case .stacks:
            var view = AnyView(DeepLeaf(tint: tint))
            for _ in 0..<levels { view = AnyView(VStack { view }.opacity(opacity)) }
            return view
        case .modifiers:
            var view = AnyView(DeepLeaf(tint: tint))
            for _ in 0..<levels / 8 {
                view = AnyView(
                    view.opacity(opacity).scaleEffect(2).offset(x: 1).opacity(opacity)
                        .scaleEffect(3).offset(y: 2).opacity(opacity).offset(x: 3))
            }
            return view
        }
    }
}

/// A root with a tint every level shows and a switch that removes the deep subtree.
private struct DeepRoot: View {
    let shape: DeepShape
    let levels: Int
    @State private var tint = 0
    @State private var shown = true
    var body: some View {
        VStack {
            Text("tint").onTapGesture { tint += 1 }.accessibilityIdentifier("tint")
            Text("toggle").onTapGesture { shown.toggle() }.accessibilityIdentifier("toggle")
            if shown { shape.build(levels: levels, tint: tint) }
        }
    }
}

/// What one run of the scenario observed, checked by the caller (possibly after
/// the run moved to another thread).
private struct DeepRun {
    var nodes = 0
    var deepest = 0
    var leafEvaluationsAfterTap = 0
    var nestEvaluationsAfterTint = 0
    var opacityChangesAfterTint = 0
    var removedCount = 0
    var leafInsertedAgain = false
    var traceHasContinuations = false
    var traceShowsLeaf = false
    var treeLines = 0
    /// What a touch at the deepest view's centre hits, and whether the hit test ran.
    var hitAtLeaf: String?
    var hitTested = false
    var tornDown = false
    var errors: [String] = []
}

/// Mounts, updates, renders, snapshots and tears down one deep tree.
private func runDeepScenario(_ shape: DeepShape, levels: Int) -> DeepRun {
    var run = DeepRun()
    var configuration = SimulationConfiguration()
    configuration.printChangesToStandardOutput = false
    weak var released: Simulation?
    do {
        let sim = Simulation(DeepRoot(shape: shape, levels: levels), configuration: configuration)
        released = sim
        try sim.step("tap the deepest view") { try sim.tap("leaf") }
        run.leafEvaluationsAfterTap = sim.trace.bodyEvaluations(of: "DeepLeaf", inStep: 1).count

        try sim.step("change the tint at the root") { try sim.tap("tint") }
        run.nestEvaluationsAfterTint = sim.trace.bodyEvaluations(of: "Nest", inStep: 2).count
        run.opacityChangesAfterTint =
            sim.trace.frames(inStep: 2).flatMap(\.events).filter {
                if case .attributeChanged(let node, "opacity", _, _) = $0.kind { return node.label == ".opacity" }
                return false
            }.count

        try sim.step("remove the deep subtree") { try sim.tap("toggle") }
        run.removedCount =
            sim.trace.frames(inStep: 3).flatMap(\.events).compactMap {
                if case .removed(_, _, let count, _) = $0.kind { return count }
                return nil
            }.max() ?? 0
        try sim.step("insert it again") { try sim.tap("toggle") }
        run.leafInsertedAgain = sim.trace.bodyEvaluations(of: "DeepLeaf", inStep: 4).count == 1

        if let leaf = sim.frame(of: "leaf") {
            run.hitAtLeaf = sim.hitTest(at: CGPoint(x: leaf.midX, y: leaf.midY))
            run.hitTested = !sim.hitTestDescription(at: CGPoint(x: leaf.midX, y: leaf.midY)).isEmpty
        }
        let text = sim.trace.text()
        run.traceHasContinuations = text.contains("⋯ continued below at ⤷ 1\n") && text.contains("\n⤷ 1 · ")
        run.traceShowsLeaf = text.contains("● DeepLeaf #")
        let snapshot = sim.snapshot()
        run.nodes = snapshot.nodes.count
        run.deepest = snapshot.nodes.map(\.depth).max() ?? 0
        run.treeLines = snapshot.textTree().render().split(separator: "\n").count
    } catch {
        run.errors.append("\(error)")
    }
    // The simulation, its 10,000-level graph and its trace are freed here.
    run.tornDown = released == nil
    return run
}

/// Runs `body` on a new thread with a `bytes` stack and waits for it.
private func onThread(stackSize bytes: Int, _ body: @escaping @Sendable () -> DeepRun) -> DeepRun {
    final class Box: @unchecked Sendable {
        // Written by the thread before it signals, read after the wait.
        var run = DeepRun()
    }
    let box = Box()
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.run = body()
        finished.signal()
    }
    thread.stackSize = bytes
    thread.start()
    finished.wait()
    return box.run
}

@MainActor
final class DeepTreeTests: XCTestCase {
    /// 10,000 levels; `VIEWSIM_DEEP_LEVELS=100000 swift test --filter DeepTreeTests` tries more.
    static let levels = ProcessInfo.processInfo.environment["VIEWSIM_DEEP_LEVELS"].flatMap(Int.init) ?? 10_000

    private func check(
        _ run: DeepRun, nodesPerLevel: Int, deepTraceText: Bool, file: StaticString = #filePath, line: UInt = #line
    ) {
        let levels = Self.levels
        XCTAssertEqual(run.errors, [], file: file, line: line)
        XCTAssertGreaterThanOrEqual(run.nodes, levels * nodesPerLevel, "nodes", file: file, line: line)
        XCTAssertGreaterThanOrEqual(run.deepest, levels * nodesPerLevel, "depth", file: file, line: line)
        XCTAssertEqual(run.leafEvaluationsAfterTap, 1, "the deepest view's body runs once", file: file, line: line)
        XCTAssertGreaterThanOrEqual(
            run.removedCount, levels * nodesPerLevel, "the whole subtree is removed", file: file, line: line)
        XCTAssertTrue(run.leafInsertedAgain, "the deepest view is inserted again", file: file, line: line)
        // Built-in views are not listed in the trace text, so only composites make it deep.
        XCTAssertEqual(
            run.traceHasContinuations, deepTraceText, "deep trace text continues in blocks", file: file, line: line)
        XCTAssertTrue(run.traceShowsLeaf, "the trace text reaches the deepest view", file: file, line: line)
        // A line per node, plus two per continuation block (the marker and the block's first line).
        XCTAssertGreaterThanOrEqual(
            run.treeLines, run.nodes, "the view tree text has a line per node", file: file, line: line)
        XCTAssertLessThanOrEqual(
            run.treeLines, run.nodes + 2 * (run.deepest / (TextTree.maximumDepth - 1) + 1), file: file, line: line)
        XCTAssertTrue(run.hitTested, "hit testing walks the deep tree", file: file, line: line)
        XCTAssertTrue(run.tornDown, "the simulation is freed", file: file, line: line)
    }

    // Each runs on a thread with a 512 KB stack, the size Swift Testing's threads
    // have: the depth a simulation handles must not depend on its caller's stack,
    // and what is freed on the caller's thread (the graph, the trace, the text
    // trees) must be freed without recursion.

    func testTenThousandNestedCompositeViewsOnA512KilobyteStack() async {
        let levels = Self.levels
        let run = onThread(stackSize: 512 << 10) { runDeepScenario(.nest, levels: levels) }
        check(run, nodesPerLevel: 1, deepTraceText: true)
        XCTAssertEqual(run.nestEvaluationsAfterTint, levels, "a root change runs every level's body")
        XCTAssertEqual(run.hitAtLeaf, "leaf", "a touch reaches the deepest view")
    }

    func testTenThousandLevelsOfVStackAndOpacityOnA512KilobyteStack() async {
        let levels = Self.levels
        let run = onThread(stackSize: 512 << 10) { runDeepScenario(.stacks, levels: levels) }
        check(run, nodesPerLevel: 3, deepTraceText: false)
        XCTAssertEqual(run.opacityChangesAfterTint, levels, "a root change reaches every level")
    }

    func testTenThousandChainedModifiersOnA512KilobyteStack() async {
        let levels = Self.levels
        let run = onThread(stackSize: 512 << 10) { runDeepScenario(.modifiers, levels: levels) }
        check(run, nodesPerLevel: 1, deepTraceText: false)
        XCTAssertEqual(run.opacityChangesAfterTint, levels / 8 * 3, "a root change reaches every level")
    }

    /// Rendering cuts a tree deeper than `TextTree.maximumDepth` into blocks and
    /// keeps every line; shallower trees render as before.
    func testTextTreeContinuesDeepSubtreesInNumberedBlocks() async {
        var tree = TextTree("leaf")
        for level in (0..<(TextTree.maximumDepth + 2)).reversed() {
            tree = TextTree("level \(level)", [tree, TextTree("side \(level)")])
        }
        let lines = tree.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.filter { $0.hasSuffix("⋯ continued below at ⤷ 1") }.count, 1)
        XCTAssertEqual(lines.filter { $0.hasPrefix("⤷ ") }, ["⤷ 1 · level \(TextTree.maximumDepth)"])
        XCTAssertTrue(lines.contains("│  ├─ leaf"), "below the cut, indentation starts again at the left")
        XCTAssertEqual(lines.filter { $0.contains("side ") }.count, TextTree.maximumDepth + 2)
        XCTAssertEqual(tree, tree)
        XCTAssertNotEqual(tree, TextTree("level 0"))
    }
}
