// Tests that collecting preferences costs what changed: a reader keeps the views its
// value comes from (`PreferenceSources`) until the tree's structure changes, so a frame in
// which only layout moves visits the same few views however deep the tree is; and that
// the kept sources give exactly what the full walk gives (the same trace, byte for byte,
// and the cross-check finds no stale list) while sources come, go, move and scroll.
import ViewSim
import XCTest

/// Records the grouping: `reduce` here is order- and grouping-dependent, as SwiftUI allows.
private struct GroupingKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value = "(\(value) \(nextValue()))" }
}

private struct CentreKey: PreferenceKey {
    static let defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
        value = value ?? nextValue()
    }
}

/// `remaining` levels of views, each the only child of the one above, with an anchor at the bottom.
private struct Chain: View {
    let remaining: Int
    var body: some View {
        if remaining > 0 {
            Chain(remaining: remaining - 1)
        } else {
            Text("leaf").anchorPreference(key: CentreKey.self, value: .center) { $0 }
        }
    }
}

/// A deep chain whose padding a keyframe animator moves: layout moves every frame (as in fuzz seed
/// 37 case 9148), the tree's structure never.
private struct AnchoredChain: View {
    let levels: Int
    var body: some View {
        Chain(remaining: levels)
            .keyframeAnimator(initialValue: 0.0, repeating: true) { content, inset in
                content.padding(.leading, inset)
            } keyframes: { _ in
                LinearKeyframe(100, duration: 1)
                LinearKeyframe(0, duration: 1)
            }
            .overlayPreferenceValue(CentreKey.self) { anchor in
                GeometryReader { proxy in
                    Text(anchor.map { "x \(Int(proxy[$0].x))" } ?? "none").accessibilityIdentifier("centre")
                }
            }
    }
}

/// Sources that come and go, move, are transformed and replaced, in a lazy list that scrolls, and
/// geometry that animates.
private struct Mixed: View {
    @State private var shown = true
    @State private var order = [1, 2, 3]
    @State private var width: CGFloat = 40
    @State private var seen = ""
    var body: some View {
        VStack {
            Text(seen).accessibilityIdentifier("seen")
            VStack {
                if shown { Text("a").preference(key: GroupingKey.self, value: "a") }
                HStack {
                    ForEach(order, id: \.self) { item in
                        Color.red.frame(width: width, height: 10).preference(key: GroupingKey.self, value: "r\(item)")
                    }
                }
                VStack {
                    Text("b").preference(key: GroupingKey.self, value: "b")
                    Text("c").preference(key: GroupingKey.self, value: "c")
                }
                .transformPreference(GroupingKey.self) { $0 += "!" }
                VStack {
                    Text("d").preference(key: GroupingKey.self, value: "d")
                    Text("e").preference(key: GroupingKey.self, value: "e")
                }
                .preference(key: GroupingKey.self, value: "de")
                ScrollView {
                    LazyVStack {
                        ForEach(0..<60, id: \.self) { row in
                            Text("row \(row)").frame(height: 40).preference(key: GroupingKey.self, value: "\(row)")
                        }
                    }
                }
                .frame(height: 120)
                .accessibilityIdentifier("list")
            }
            .onPreferenceChange(GroupingKey.self) { seen = $0 }
            Text("toggle").onTapGesture { shown.toggle() }.accessibilityIdentifier("toggle")
            Text("reorder").onTapGesture { order.reverse() }.accessibilityIdentifier("reorder")
            Text("grow").onTapGesture { withAnimation(.linear(duration: 0.2)) { width += 20 } }
                .accessibilityIdentifier("grow")
        }
    }
}

@MainActor
final class PreferenceCollectionCostTests: XCTestCase {
    private func configuration(_ collection: PreferenceCollection) -> SimulationConfiguration {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        configuration.preferenceCollection = collection
        return configuration
    }

    /// The views collection visits in 20 frames of the animation, after its first frames.
    private func visitedWhileMoving(levels: Int, _ collection: PreferenceCollection) throws -> (Int, String) {
        let sim = Simulation(AnchoredChain(levels: levels), configuration: configuration(collection))
        try sim.advanceFrames(5)
        let before = sim.graph.preferenceNodesVisited
        let shownBefore = sim.text(of: "centre") ?? ""
        try sim.advanceFrames(20)
        let shown = sim.text(of: "centre") ?? ""
        XCTAssertNotEqual(shown, shownBefore, "the anchor moved in those frames (\(levels) levels)")
        XCTAssertEqual(sim.graph.preferenceCacheMismatches, [])
        return (sim.graph.preferenceNodesVisited - before, shown)
    }

    func testALayoutOnlyFrameVisitsTheSameViewsHoweverDeepTheChain() async throws {
        let (shallow, shallowText) = try visitedWhileMoving(levels: 20, .incremental)
        let (deep, deepText) = try visitedWhileMoving(levels: 400, .incremental)
        XCTAssertEqual(shallow, deep, "the views visited do not grow with the depth")
        XCTAssertLessThanOrEqual(deep, 20 * 2, "one or two views a frame, not the chain")
        XCTAssertEqual(shallowText, deepText)
        // The walk it replaces visits the whole chain every frame.
        let (walked, walkedText) = try visitedWhileMoving(levels: 400, .walk)
        XCTAssertGreaterThan(walked, 20 * 400)
        XCTAssertEqual(walkedText, deepText, "the same value either way")
    }

    func testKeptSourcesGiveTheWalksTraceByteForByte() async throws {
        var traces: [String] = []
        for collection in [PreferenceCollection.walk, .checked, .incremental] {
            let sim = Simulation(Mixed(), configuration: configuration(collection))
            try sim.tap("grow")
            try sim.advanceFrames(3)
            try sim.tap("toggle")
            try sim.tap("reorder")
            try sim.advanceFrames(20)
            try sim.scroll("list", by: 300)
            try sim.tap("toggle")
            try sim.scroll("list", by: -150, duration: 0.2)
            try sim.advanceFrames(20)
            try sim.tap("reorder")
            XCTAssertEqual(sim.graph.preferenceCacheMismatches, [], "\(collection)")
            traces.append(sim.trace.text())
        }
        XCTAssertTrue(traces[0].contains("reads GroupingKey"), traces[0])
        XCTAssertTrue(traces[0].contains("(b c)!"), "the grouping shows in the value:\n\(traces[0])")
        XCTAssertEqual(traces[1], traces[0], "checked against the walk")
        XCTAssertEqual(traces[2], traces[0], "incremental against the walk")
    }
}
