// Tests the simulated screen's safe area (`SimulationConfiguration.safeAreaInsets`,
// an iPhone 15's 59 points at the top and 34 at the bottom by default): a scroll
// view that extends into it insets its content by the part it covers (the
// content starts below the status bar and scrolls under it, as SwiftUI's scroll
// views do), `.ignoresSafeArea` takes edges out, `GeometryProxy.safeAreaInsets`
// reports it, and the root keeps its whole-screen layout (viewsim's model).
import ViewSim
import XCTest

@MainActor
final class SafeAreaTests: XCTestCase {
    func testAFullScreenScrollViewInsetsItsContentByTheSafeArea() async throws {
        let sim = Simulation(ScrollView { ScrollRows() }.accessibilityIdentifier("feed"))
        XCTAssertEqual(sim.frame(of: "feed"), CGRect(x: 0, y: 0, width: 393, height: 852), "the root fills the screen")
        XCTAssertEqual(sim.frame(of: "rows")?.minY, 59)
        // The extent is 59 + 1000 + 34 = 1093: at most 1093 − 852 = 241, where the last row ends above the
        // home indicator, at 852 − 34.
        try sim.scroll("feed", by: 5000)
        XCTAssertEqual(sim.contentOffset(of: "feed"), CGPoint(x: 0, y: 241))
        XCTAssertEqual(sim.frame(of: "rows")?.maxY, 818)
        // scrollTo(.top) puts a row at the top of the safe area, not under the status bar.
        try sim.scroll("feed", to: 1, anchor: .top)
        XCTAssertEqual(sim.frame(of: "row1")?.minY, 59)
    }

    func testIgnoresSafeAreaTakesEdgesOut() async throws {
        let all = Simulation(ScrollView { ScrollRows() }.ignoresSafeArea())
        XCTAssertEqual(all.frame(of: "rows")?.minY, 0)
        let top = Simulation(ScrollView { ScrollRows() }.ignoresSafeArea(edges: .top).accessibilityIdentifier("feed"))
        XCTAssertEqual(top.frame(of: "rows")?.minY, 0)
        try top.scroll("feed", by: 5000)
        XCTAssertEqual(top.contentOffset(of: "feed"), CGPoint(x: 0, y: 182), "1000 + 34 − 852")
    }

    func testAScrollViewClearOfTheBarsHasNoInsetAndNoneMeansNone() async throws {
        let centred = Simulation(ScrollView { ScrollRows() }.frame(height: 400))
        // The 400-high scroll view spans 226…626, clear of 0…59 and 818…852.
        XCTAssertEqual(centred.frame(of: "rows")?.minY, 226)
        var configuration = SimulationConfiguration()
        configuration.safeAreaInsets = EdgeInsets()
        let bare = Simulation(ScrollView { ScrollRows() }, configuration: configuration)
        XCTAssertEqual(bare.frame(of: "rows")?.minY, 0)
    }

    func testGeometryProxyReportsTheSafeAreaItCovers() async throws {
        let sim = Simulation(
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    Text("\(Int(proxy.safeAreaInsets.top)) \(Int(proxy.safeAreaInsets.bottom))")
                        .accessibilityIdentifier("full")
                }
            })
        XCTAssertEqual(sim.text(of: "full"), "59 34")
        let ignoring = Simulation(
            GeometryReader { proxy in Text("\(Int(proxy.safeAreaInsets.top))").accessibilityIdentifier("t") }
                .ignoresSafeArea())
        XCTAssertEqual(ignoring.text(of: "t"), "0")
        let small = Simulation(
            GeometryReader { proxy in Text("\(Int(proxy.safeAreaInsets.top))").accessibilityIdentifier("t") }
                .frame(height: 100))
        XCTAssertEqual(small.text(of: "t"), "0")
    }

    func testAScrollViewMovedIntoTheBarTakesItsInsetInTheSameFrame() async throws {
        let sim = Simulation(MovingScrollView())
        // 100…852: clear of the status bar (0…59), over the home indicator.
        XCTAssertEqual(sim.frame(of: "rows")?.minY, 100)
        try sim.tap("move")
        // 20…852: 39 points of it under the status bar inset its content to 59.
        XCTAssertEqual(sim.frame(of: "feed")?.minY, 20)
        XCTAssertEqual(sim.frame(of: "rows")?.minY, 59)
        try sim.tap("move")
        XCTAssertEqual(sim.frame(of: "rows")?.minY, 100)
    }

    func testTogglingIgnoresSafeAreaMovesTheContentWithoutAFrameChange() async throws {
        let sim = Simulation(TogglingIgnore())
        XCTAssertEqual(sim.frame(of: "rows")?.minY, 59)
        try sim.tap("toggle")
        XCTAssertEqual(sim.frame(of: "rows")?.minY, 0)
        try sim.tap("toggle")
        XCTAssertEqual(sim.frame(of: "rows")?.minY, 59)
    }

    func testAnUpdateThatMovesNoFrameReadsNoScrollViewsFrame() async throws {
        // viewsim's engine: the safe areas cost what moved. 20 scroll views; a colour change moves nothing.
        let sim = Simulation(ManyScrollViews())
        let mounted = sim.graph.layoutState.safeAreaFramesRead
        XCTAssertGreaterThanOrEqual(mounted, 20)
        try sim.tap("tint")
        XCTAssertEqual(sim.graph.layoutState.safeAreaFramesRead, mounted, "a colour moved no frame")
        try sim.tap("grow")
        XCTAssertEqual(
            sim.graph.layoutState.safeAreaFramesRead, mounted + 20, "a taller header moved all 20, read once")
    }

    func testABadInsetIsReplacedWithADiagnostic() async throws {
        var configuration = SimulationConfiguration()
        configuration.safeAreaInsets = EdgeInsets(top: .nan, leading: 0, bottom: -3, trailing: 0)
        let sim = Simulation(ScrollView { ScrollRows() }, configuration: configuration)
        XCTAssertEqual(sim.frame(of: "rows")?.minY, 0)
        let diagnostic = try XCTUnwrap(sim.trace.diagnostics().first { $0.kind == .configuration })
        XCTAssertEqual(
            diagnostic.message,
            "safeAreaInsets (nan, 0, -3, 0) (top, leading, bottom, trailing) has a negative or non-finite inset; using (0, 0, 0, 0)."
        )
    }
}

private struct MovingScrollView: View {
    @State private var top: CGFloat = 100
    var body: some View {
        VStack(spacing: 0) {
            Button("move") { top = top == 100 ? 20 : 100 }.frame(height: top).accessibilityIdentifier("move")
            ScrollView { ScrollRows() }.frame(height: 852 - top).accessibilityIdentifier("feed")
        }
    }
}

private struct TogglingIgnore: View {
    @State private var ignores = false
    var body: some View {
        ZStack(alignment: .bottom) {
            ScrollView { ScrollRows() }.ignoresSafeArea(edges: ignores ? .top : [])
            Button("toggle") { ignores.toggle() }.accessibilityIdentifier("toggle")
        }
    }
}

private struct ManyScrollViews: View {
    @State private var header: CGFloat = 40
    @State private var red = false
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("tint") { red.toggle() }.accessibilityIdentifier("tint")
                Button("grow") { header += 10 }.accessibilityIdentifier("grow")
            }
            .frame(height: header)
            .background(red ? Color.red : Color.blue)
            ForEach(0..<20, id: \.self) { _ in
                ScrollView { Color.green.frame(height: 100) }.frame(height: 30)
            }
        }
    }
}
