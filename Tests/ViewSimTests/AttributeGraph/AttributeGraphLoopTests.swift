// Tests the attribute graph of a preference loop: the preference's attributes come from the
// modifiers that set and read it, and the loop's cycle is drawn through them, named in
// AttributeGraph's words followed by the hops in view terms.
import ViewSim
import XCTest

private struct SizeKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct Growing: View {
    @State private var extra: CGFloat = 0
    var body: some View {
        Text("grow")
            .padding(.vertical, extra)
            .background(GeometryReader { Color.clear.preference(key: SizeKey.self, value: $0.size.height) })
            .onPreferenceChange(SizeKey.self) { extra = $0 }
    }
}

@MainActor
final class AttributeGraphLoopTests: XCTestCase {
    func testAPreferenceLoopIsDrawnThroughItsAttributes() async throws {
        let sim = Simulation(Growing())
        let graph = try sim.attributeGraph()
        // The modifier that sets SizeKey has a preference attribute, recomputed, read by the reader.
        let setter = try XCTUnwrap(graph.views.first { $0.label.hasPrefix(".preference") })
        let preference = try XCTUnwrap(graph.attribute(ofView: setter.id, kind: .preference("SizeKey")))
        XCTAssertEqual(preference.state, .recomputed)
        XCTAssertFalse(graph.highlightedCycle.isEmpty)
        XCTAssertTrue(graph.highlightedCycle.contains(preference.id), "the cycle passes through SizeKey")
        XCTAssertEqual(graph.highlightedLoop, "Bound preference SizeKey tried to update multiple times per frame.")
        let line = graph.cycleDescription(graph.highlightedCycle)
        XCTAssertTrue(line.hasPrefix("AttributeGraph: cycle detected through attribute "), line)
        XCTAssertTrue(line.contains("Growing #1 _extra") || line.contains("_extra"), line)
        XCTAssertTrue(line.contains(".preference #"), line)
    }
}
