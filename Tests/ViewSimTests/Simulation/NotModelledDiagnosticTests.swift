// Every call viewsim compiles but does not simulate (`NotModelledAPI`) records a
// `notModelled` diagnostic the first time a simulation meets it, naming the call,
// what SwiftUI does and what viewsim does instead; once per simulation, never for
// the modelled form of the same call (stretch).
import Dispatch
import Foundation
import ViewSim
import XCTest

private struct DoubleTap: View {
    @State private var taps = 0
    var count = 2
    var body: some View {
        Text("\(taps)")
            .onTapGesture(count: count) { taps += 1 }
            .accessibilityIdentifier("text")
    }
}

private struct Tiled: View {
    var mode: Image.ResizingMode = .tile
    var body: some View {
        VStack {
            Image("brick").resizable(resizingMode: mode)
            Image("wall").resizable(resizingMode: mode)
        }
    }
}

private struct SuiteSettings: View {
    @AppStorage("volume", store: UserDefaults(suiteName: "viewsim.tests")) private var volume = 0.5
    @AppStorage("muted", store: UserDefaults(suiteName: "viewsim.tests")) private var muted = false
    var body: some View { Text("\(volume) \(muted)") }
}

/// Schedules a Foundation timer as it appears (the test invalidates it).
private struct Ticking: View {
    let scheduled: ScheduledTimers
    var body: some View {
        Text("tick").onAppear {
            scheduled.timers.append(Timer.scheduledTimer(withTimeInterval: 3600, repeats: true) { _ in })
        }
    }
}

/// A sheet shown inside `withAnimation` at the first appearance.
private struct AnimatedSheet: View {
    @State private var isShown = false
    var body: some View {
        Text("host").sheet(isPresented: $isShown) { Text("sheet") }
            .onAppear { withAnimation { isShown = true } }
    }
}

/// A transition whose body pads the view, used by an insertion at the first appearance.
private struct PaddedTransitionInsert: View {
    struct Grow: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.padding(phase.isIdentity ? 0 : 10)
        }
    }
    @State private var isShown = false
    var body: some View {
        VStack { if isShown { Text("grows").transition(Grow()) } }
            .onAppear { withAnimation { isShown = true } }
    }
}

/// Rows of a lazy stack inserted in an animated transaction (they do not transition yet).
private struct AnimatedLazyRows: View {
    @State private var items: [Int] = []
    var body: some View {
        LazyVStack { ForEach(items, id: \.self) { Text("\($0)").transition(.slide) } }
            .onAppear { withAnimation { items = [1, 2] } }
    }
}

@MainActor
private final class ScheduledTimers {
    var timers: [Timer] = []
}

private struct Drawing: View {
    var options: GraphicsContext.GradientOptions = .repeat
    var evenOdd = true
    var body: some View {
        Canvas { context, size in
            let gradient = Gradient(colors: [.red, .blue])
            let rect = Path(CGRect(origin: .zero, size: size))
            context.clip(to: rect, style: FillStyle(eoFill: evenOdd))
            context.fill(
                rect,
                with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 10, y: 0), options: options))
            context.fill(
                rect, with: .radialGradient(gradient, center: .zero, startRadius: 0, endRadius: 10, options: options))
        }
        .frame(width: 40, height: 40)
    }
}

/// A canvas that draws through Core Graphics with a shadow twice (reported once).
private struct Shadowed: View {
    var body: some View {
        Canvas { context, _ in
            context.withCGContext { cgContext in
                cgContext.setShadow(offset: CGSize(width: 2, height: 2), blur: 4, color: CGColor.black)
                cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                cgContext.setShadow(offset: .zero, blur: 1)
            }
        }
        .frame(width: 40, height: 40)
    }
}

private struct HardEdges: View {
    var antialiased = false
    var body: some View {
        VStack {
            Circle().stroke(.red, style: StrokeStyle(lineWidth: 2), antialiased: antialiased)
            Circle().strokeBorder(.blue, lineWidth: 2, antialiased: antialiased)
        }
    }
}

private struct HardCorners: View {
    var antialiased = false
    var body: some View {
        VStack {
            Color.red.cornerRadius(4, antialiased: antialiased)
            Color.blue.cornerRadius(8, antialiased: antialiased)
        }
    }
}

private struct LargeTitle: View {
    var body: some View {
        NavigationStack {
            Text("a").navigationTitle("Big").navigationBarTitleDisplayMode(.large)
            Text("b").navigationBarTitleDisplayMode(.large)
        }
    }
}

private struct BottomBar: View {
    var body: some View {
        NavigationStack {
            Text("a").toolbar { ToolbarItem(placement: .bottomBar) { Text("Share") } }
        }
    }
}

/// A row whose swipe action is inside its own body: SwiftUI reads it, viewsim does not (reported).
private struct SwipedInsideRow: View {
    var body: some View { Text("row").swipeActions { Button("Pin") {} } }
}

private struct Ring: Layout {
    var radius: Double
    var animatableData: Double {
        get { radius }
        set { radius = newValue }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: radius * 2, height: radius * 2)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

@MainActor
final class NotModelledDiagnosticTests: XCTestCase {
    private func notModelled(_ sim: Simulation) -> [Diagnostic] {
        sim.trace.diagnostics().filter { $0.kind == .notModelled }
    }

    /// The simulation of a view that uses `api`, after a tap where the view has one.
    private func simulation(using api: NotModelledAPI) throws -> Simulation {
        switch api {
        case .resizableTile:
            return Simulation(Tiled())
        case .gradientOptions:
            return Simulation(Drawing(evenOdd: false))
        case .evenOddClip:
            return Simulation(Drawing(options: []))
        case .aliasedStroke:
            return Simulation(HardEdges())
        case .aliasedCornerRadius:
            return Simulation(HardCorners())
        case .scheduledTimer:
            let scheduled = ScheduledTimers()
            let sim = Simulation(Ticking(scheduled: scheduled))
            for timer in scheduled.timers { timer.invalidate() }
            return sim
        case .appStorageStore:
            return Simulation(SuiteSettings())
        case .cgContextShadow:
            return Simulation(Shadowed())
        case .largeTitle:
            return Simulation(LargeTitle())
        case .bottomBarPlacement:
            return Simulation(BottomBar())
        case .pinnedViews:
            return Simulation(LazyVStack(pinnedViews: [.sectionHeaders]) { Text("a") })
        case .listRowModifierInRowBody:
            return Simulation(List { SwipedInsideRow() })
        case .scrollIndicatorsVisible:
            return Simulation(ScrollView { Text("a") }.scrollIndicators(.visible))
        case .layoutAnimatableData:
            return Simulation(AnyLayout(Ring(radius: 20)) { Text("a") })
        case .transition:
            return Simulation(AnimatedLazyRows())
        case .transitionLayout:
            return Simulation(PaddedTransitionInsert())
        case .platformAnimation:
            return Simulation(AnimatedSheet())
        case .contentShapeKinds:
            return Simulation(Circle().contentShape(.contextMenuPreview, Rectangle()))
        case .dispatchWorkItem:
            let sim = Simulation(Text("a").onAppear { DispatchWorkItem {}.cancel() })
            sim.step("again") { DispatchWorkItem {}.cancel() }
            return sim
        case .dispatchGroupNotify:
            let group = DispatchGroup()
            let sim = Simulation(Text("a").onAppear { group.notify(queue: .main) {} })
            sim.step("again") { group.notify(queue: .main) {} }
            return sim
        }
    }

    func testEveryIgnoredCallIsReportedOnceWithWhatSwiftUIWouldDo() async throws {
        for api in NotModelledAPI.allCases {
            let sim = try simulation(using: api)
            let found = notModelled(sim)
            XCTAssertEqual(found.count, 1, "\(api): one diagnostic per simulation, got \(found.map(\.message))")
            guard let diagnostic = found.first else { continue }
            XCTAssertTrue(diagnostic.message.hasPrefix("viewsim: "), diagnostic.message)
            XCTAssertTrue(
                diagnostic.message.contains(api.name) || diagnostic.message.contains(api.usage), diagnostic.message)
            XCTAssertTrue(diagnostic.message.contains("is not modelled: SwiftUI"), diagnostic.message)
            XCTAssertTrue(
                diagnostic.message.contains("viewsim "), "says what viewsim does instead: \(diagnostic.message)")
            XCTAssertTrue(diagnostic.hint?.contains("Not modelled yet") ?? false, diagnostic.hint ?? "no hint")
            XCTAssertTrue(sim.trace.text().contains("⚠ viewsim: "), "\(api): the trace text shows it")
        }
    }

    func testTheMessagesSayWhatWasCalled() async throws {
        let clip = try XCTUnwrap(notModelled(try simulation(using: .evenOddClip)).first)
        XCTAssertEqual(clip.node?.label, "Canvas", "a canvas's call is reported on the canvas")
    }

    func testTheModelledFormsAreNotReported() async throws {
        let single = Simulation(DoubleTap(count: 1))
        try single.tap("text")
        XCTAssertEqual(notModelled(single).map(\.message), [])
        let double = Simulation(DoubleTap(count: 2))
        try double.tap("text", count: 2)
        XCTAssertEqual(notModelled(double).map(\.message), [], "a double tap is modelled since issue 29")
        XCTAssertEqual(double.text(of: "text"), "1")
        XCTAssertEqual(notModelled(Simulation(Tiled(mode: .stretch))).map(\.message), [])
        XCTAssertEqual(notModelled(Simulation(Drawing(options: [], evenOdd: false))).map(\.message), [])
        XCTAssertEqual(notModelled(Simulation(HardEdges(antialiased: true))).map(\.message), [])
        XCTAssertEqual(notModelled(Simulation(HardCorners(antialiased: true))).map(\.message), [])
        let border = Simulation(VStack { Circle().strokeBorder(.blue, lineWidth: 2, antialiased: false) })
        XCTAssertEqual(notModelled(border).count, 1, "strokeBorder(_:lineWidth:antialiased:) is reported too")
        let shaped = Simulation(Circle().contentShape([.interaction, .hoverEffect], Rectangle()))
        XCTAssertEqual(notModelled(shaped).map(\.message), [], "a content shape for hit testing is modelled")
    }

    /// Each simulation reports for itself: a second one using the same call reports it again.
    func testEachSimulationReportsItsOwnFirstUse() async throws {
        XCTAssertEqual(notModelled(Simulation(Tiled())).count, 1)
        XCTAssertEqual(notModelled(Simulation(Tiled())).count, 1)
    }
}
