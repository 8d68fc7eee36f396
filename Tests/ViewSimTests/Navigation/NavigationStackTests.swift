// Tests NavigationStack: value links and destinations, the path bindings (NavigationPath
// and a typed array), destination-form links and \.dismiss in a pushed view, what is on
// screen (taps, the display list with the bar's title), the verbs navigate(to:) and
// back() with their errors, and SwiftUI's message for a value with no destination.
import ViewSim
import XCTest

private struct Park: Hashable {
    let name: String
}

private struct Parks: View {
    let parks = [Park(name: "Yosemite"), Park(name: "Zion")]
    var body: some View {
        NavigationStack {
            VStack {
                ForEach(parks, id: \.name) { park in
                    NavigationLink(park.name, value: park).accessibilityIdentifier(park.name)
                }
            }
            .navigationTitle("Parks")
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
    }
}

private struct ParkDetails: View {
    let park: Park
    @State private var visits = 0
    var body: some View {
        Text("\(park.name): \(visits)")
            .onTapGesture { visits += 1 }
            .accessibilityIdentifier("details")
            .navigationTitle(park.name)
    }
}

/// A stack over a `NavigationPath` the view owns, with a button that pushes a number.
private struct Counting: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Text("depth \(path.count)")
                .onTapGesture { path.append(path.count + 1) }
                .accessibilityIdentifier("push")
                .navigationDestination(for: Int.self) { number in
                    Text("screen \(number)").accessibilityIdentifier("screen")
                }
        }
    }
}

/// A stack over a typed array.
private struct Typed: View {
    @State private var parks: [Park] = [Park(name: "Arches")]
    var body: some View {
        NavigationStack(path: $parks) {
            Text("\(parks.count) pushed")
                .accessibilityIdentifier("count")
                .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
        }
    }
}

/// A destination-form link whose pushed view pops itself with \.dismiss.
private struct Closing: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        Text(isPresented ? "pushed" : "root").onTapGesture { dismiss() }.accessibilityIdentifier("close")
    }
}

private struct DestinationForm: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") { Closing() }
        }
    }
}

/// A link whose value's type has no destination.
private struct Missing: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Seven", value: 7).accessibilityIdentifier("seven")
        }
    }
}

private struct Split: View {
    var body: some View {
        NavigationSplitView {
            NavigationLink("Zion", value: Park(name: "Zion"))
                .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
        } detail: {
            Text("Select a park").accessibilityIdentifier("placeholder")
        }
    }
}

@MainActor
final class NavigationStackTests: XCTestCase {
    func testTappingAValueLinkPushesItsDestinationAndBackPopsItWithItsState() async throws {
        let sim = Simulation(Parks())
        XCTAssertNil(sim.text(of: "details"))
        try sim.tap("Zion")
        XCTAssertEqual(sim.text(of: "details"), "Zion: 0")
        let push = sim.trace.text()
        XCTAssertTrue(push.contains("▶ tap \"Zion\""), push)
        XCTAssertTrue(push.contains("+ NavigationScreen<AnyView> #"), push)
        XCTAssertTrue(push.contains("+ ParkDetails #"), push)
        try sim.tap("details")
        XCTAssertEqual(sim.text(of: "details"), "Zion: 1")
        XCTAssertThrowsError(try sim.tap("Yosemite")) { error in
            XCTAssertEqual(
                "\(error)",
                "The view \"Yosemite\" is not on screen: it is on a navigation screen below the top one; sim.back() to return to it."
            )
        }
        try sim.back()
        XCTAssertNil(sim.text(of: "details"))
        XCTAssertTrue(sim.trace.text().contains("removed with"), sim.trace.text())
        // Pushed again, the details start afresh: popping dropped their state.
        try sim.tap("Zion")
        XCTAssertEqual(sim.text(of: "details"), "Zion: 0")
    }

    func testOnlyTheTopScreenIsDrawnUnderABarWithItsTitle() async throws {
        let sim = Simulation(Parks())
        let root = sim.displayList().description
        XCTAssertTrue(root.contains("Color fill rgba(0.97, 0.97, 0.97, 1) in (0, 0, 393, 44)"), root)
        XCTAssertTrue(root.contains("NavigationBarTitle \"Parks\" DejaVu Sans Bold 17"), root)
        XCTAssertTrue(root.contains("Text \"Yosemite\""), root)
        XCTAssertFalse(root.contains("‹ Back"), root)
        try sim.tap("Yosemite")
        let pushed = sim.displayList()
        let texts = pushed.items.compactMap { item -> String? in
            if case .text(let run) = item.content { return run.string }
            return nil
        }
        XCTAssertEqual(texts, ["Yosemite", "‹ Back", "Yosemite: 0"])
        // The details are centred in the screen below the 44-pt bar.
        let frame = try XCTUnwrap(sim.frame(of: "details"))
        XCTAssertEqual(frame.midY, 44 + (852 - 44) / 2, accuracy: 0.01)
    }

    func testANavigationPathBindingPushesAndBackShortensIt() async throws {
        let sim = Simulation(Counting())
        try sim.tap("push")
        XCTAssertEqual(sim.text(of: "screen"), "screen 1")
        try sim.back()
        XCTAssertEqual(sim.text(of: "push"), "depth 0")
        try sim.navigate(to: 5)
        XCTAssertEqual(sim.text(of: "screen"), "screen 5")
        XCTAssertTrue(sim.trace.text().contains("▶ navigate(to: 5)"), sim.trace.text())
    }

    func testATypedPathStartsPushedAndBackPopsItsLastElement() async throws {
        let sim = Simulation(Typed())
        XCTAssertEqual(sim.text(of: "details"), "Arches: 0")
        try sim.back()
        XCTAssertEqual(sim.text(of: "count"), "0 pushed")
        try sim.navigate(to: Park(name: "Bryce"))
        XCTAssertEqual(sim.text(of: "details"), "Bryce: 0")
    }

    func testADestinationFormLinkPushesAViewThatDismissPops() async throws {
        let sim = Simulation(DestinationForm())
        XCTAssertNil(sim.text(of: "close"))
        try sim.tap("Open")  // by the link's title
        XCTAssertEqual(sim.text(of: "close"), "pushed")
        try sim.tap("close")
        XCTAssertNil(sim.text(of: "close"))
        XCTAssertThrowsError(try sim.back()) { error in
            XCTAssertEqual("\(error)", "back(): nothing to pop: the NavigationStack on screen shows its root.")
        }
    }

    func testAValueWithNoDestinationIsNotPushedAndSwiftUIsMessageIsRecorded() async throws {
        let sim = Simulation(Missing())
        try sim.tap("seven")
        let diagnostics = sim.trace.diagnostics()
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "A NavigationLink is presenting a value of type \"Int\" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
            ])
        XCTAssertThrowsError(try sim.back())
        // Reported once per type.
        try sim.tap("seven")
        XCTAssertEqual(sim.trace.diagnostics().count, 1)
    }

    func testNavigateRefusesAValueWithoutDestinationAndAScreenWithoutStack() async throws {
        let sim = Simulation(Parks())
        XCTAssertThrowsError(try sim.navigate(to: "Zion")) { error in
            XCTAssertEqual(
                "\(error)",
                "navigate(to: \"Zion\"): the NavigationStack on screen has no navigationDestination(for: String.self); it has destinations for Park."
            )
        }
        let plain = Simulation(Text("Hi"))
        XCTAssertThrowsError(try plain.navigate(to: 1)) { error in
            XCTAssertEqual("\(error)", "navigate(to: 1): no NavigationStack is on screen.")
        }
        XCTAssertThrowsError(try plain.back()) { error in
            XCTAssertEqual("\(error)", "back(): no NavigationStack is on screen.")
        }
    }

    func testACompactSplitViewIsAStackWhoseRootIsTheSidebar() async throws {
        let sim = Simulation(Split())
        XCTAssertNil(sim.text(of: "placeholder"))
        try sim.tap("Zion")
        XCTAssertEqual(sim.text(of: "details"), "Zion: 0")
        try sim.back()
        XCTAssertNil(sim.text(of: "details"))
    }
}

/// A stack that starts with a value no destination handles, and pushes in `withAnimation`.
private struct Unhandled: View {
    @State private var path: [Int] = [1]
    var body: some View {
        NavigationStack(path: $path) {
            Text("root")
                .onTapGesture { withAnimation(.easeIn(duration: 0.3)) { path.append(2) } }
                .accessibilityIdentifier("root")
        }
    }
}

@MainActor
final class NavigationPathEntryTests: XCTestCase {
    func testAPathEntryWithNoDestinationShowsAnEmptyScreenAndSwiftUIsMessage() async throws {
        let sim = Simulation(Unhandled())
        XCTAssertEqual(
            sim.trace.diagnostics().map(\.kind), [.navigation], sim.trace.diagnostics().map(\.message).description)
        // The root is below the pushed (empty) screen: not tappable, not drawn.
        XCTAssertThrowsError(try sim.tap("root"))
        XCTAssertFalse(sim.displayList().description.contains("\"root\""))
        try sim.back()
        XCTAssertTrue(sim.displayList().description.contains("\"root\""))
        try sim.tap("root")
        XCTAssertFalse(sim.displayList().description.contains("\"root\""))
        // SwiftUI's message is recorded once per type and stack: the second Int adds none.
        XCTAssertEqual(sim.trace.diagnostics().count, 1)
    }
}

@MainActor
final class NavigationSnapshotTests: XCTestCase {
    /// Diagrams show what is on screen: a screen below the top is its marker alone.
    func testTheSnapshotLeavesOutTheScreensBelowTheTop() async throws {
        let sim = Simulation(Parks())
        XCTAssertTrue(sim.snapshot().nodes.contains { $0.name == "Zion" })
        try sim.tap("Zion")
        let nodes = sim.snapshot().nodes
        XCTAssertFalse(nodes.contains { $0.name == "Zion" }, nodes.map(\.label).description)
        XCTAssertTrue(nodes.contains { $0.label == ".navigationScreen(0, off screen)" }, nodes.map(\.label).description)
        XCTAssertTrue(nodes.contains { $0.name == "details" })
        try sim.back()
        XCTAssertTrue(sim.snapshot().nodes.contains { $0.name == "Zion" })
    }
}

@MainActor
private final class TransactionLog {
    var animated: [Bool] = []
}

/// Pushes inside `withAnimation`; the destination logs the transaction it is inserted in.
private struct AnimatedPush: View {
    let log: TransactionLog
    @State private var path: [Int] = []
    var body: some View {
        let log = self.log
        NavigationStack(path: $path) {
            Text("root")
                .onTapGesture { withAnimation(.easeIn(duration: 0.3)) { path.append(1) } }
                .accessibilityIdentifier("root")
                .navigationDestination(for: Int.self) { number in
                    Text("pushed \(number)").transaction { log.animated.append($0.animation != nil) }
                }
        }
    }
}

@MainActor
final class NavigationTransactionTests: XCTestCase {
    func testAPushInWithAnimationInsertsTheDestinationInThatTransaction() async throws {
        let log = TransactionLog()
        let sim = Simulation(AnimatedPush(log: log))
        try sim.tap("root")
        XCTAssertEqual(log.animated, [true])
        // A push from a script step has no animation.
        try sim.navigate(to: 2)
        XCTAssertEqual(log.animated.last, false, "\(log.animated)")
    }
}

/// A flag-driven destination.
private struct Flagged: View {
    @State private var showDetails = false
    var body: some View {
        NavigationStack {
            Text(showDetails ? "shown" : "hidden")
                .onTapGesture { showDetails = true }
                .accessibilityIdentifier("open")
                .navigationTitle("Home")
                .navigationDestination(isPresented: $showDetails) { Closing().navigationTitle("Details") }
        }
    }
}

@MainActor
final class NavigationDestinationIsPresentedTests: XCTestCase {
    func testAFlagPushesItsDestinationOverTheScreenAndBackOrDismissClearsIt() async throws {
        let sim = Simulation(Flagged())
        XCTAssertNil(sim.text(of: "close"))
        try sim.tap("open")
        XCTAssertEqual(sim.text(of: "close"), "pushed")
        let texts = sim.displayList().items.compactMap { item -> String? in
            if case .text(let run) = item.content { return run.string }
            return nil
        }
        // The screen below is covered: its bar and text are drawn first, then the destination's.
        XCTAssertEqual(texts.suffix(3), ["Details", "‹ Back", "pushed"])
        XCTAssertThrowsError(try sim.tap("open"))
        XCTAssertThrowsError(try sim.dismiss())
        try sim.back()
        XCTAssertNil(sim.text(of: "close"))
        XCTAssertEqual(sim.text(of: "open"), "hidden")
        try sim.tap("open")
        try sim.tap("close")  // \.dismiss sets the flag to false
        XCTAssertNil(sim.text(of: "close"))
        XCTAssertEqual(sim.text(of: "open"), "hidden")
    }
}

/// An item-driven destination.
private struct Selecting: View {
    @State private var selected: Park?
    var body: some View {
        NavigationStack {
            VStack {
                Text("Zion").onTapGesture { selected = Park(name: "Zion") }.accessibilityIdentifier("zion")
                Text("Bryce").onTapGesture { selected = Park(name: "Bryce") }.accessibilityIdentifier("bryce")
            }
            .navigationDestination(item: $selected) { park in
                ParkDetails(park: park)
            }
        }
    }
}

@MainActor
final class NavigationDestinationItemTests: XCTestCase {
    func testAnItemPushesItsDestinationAndBackSetsItToNil() async throws {
        let sim = Simulation(Selecting())
        try sim.tap("zion")
        XCTAssertEqual(sim.text(of: "details"), "Zion: 0")
        try sim.tap("details")
        XCTAssertEqual(sim.text(of: "details"), "Zion: 1")
        try sim.back()
        XCTAssertNil(sim.text(of: "details"))
        try sim.tap("bryce")
        XCTAssertEqual(sim.text(of: "details"), "Bryce: 0")
    }
}
