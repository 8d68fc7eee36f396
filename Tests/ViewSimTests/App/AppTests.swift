// Tests App, Scene, WindowGroup and SceneBuilder: a simulation of an app shows its first window
// group's content, the app's own @State lives on the root and re-runs it when written, scene
// modifiers reach the window's views, and a custom Scene's body is followed.
import Observation
import ViewSim
import ViewSimTesting
import XCTest

@Observable
private final class Library {
    var books = 3
}

private struct Shelf: View {
    @Environment(Library.self) private var library
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Text("\(library.books) books, \(colorScheme == .dark ? "dark" : "light")")
            .onTapGesture { library.books += 1 }
            .accessibilityIdentifier("shelf")
    }
}

private struct LibraryApp: App {
    @State private var library = Library()
    @State private var opened = 0
    var body: some Scene {
        WindowGroup("Library") {
            VStack {
                Shelf()
                Text("opened \(opened)").onTapGesture { opened += 1 }.accessibilityIdentifier("opened")
            }
        }
        .environment(library)
        .environment(\.colorScheme, .dark)
        SecondWindow()
    }
}

private struct SecondWindow: Scene {
    var body: some Scene {
        WindowGroup(id: "second") { Text("second").accessibilityIdentifier("second") }
    }
}

private struct OnlyCustomScene: App {
    var body: some Scene { SecondWindow() }
}

@MainActor
final class AppTests: XCTestCase {
    func testTheFirstWindowGroupsContentIsShownWithTheScenesEnvironment() async throws {
        let sim = makeSimulation(LibraryApp())
        XCTAssertEqual(sim.text(of: "shelf"), "3 books, dark")
        XCTAssertNil(sim.text(of: "second"), "viewsim's model: one window, the first window group's")
        try sim.step("add a book") { try sim.tap("shelf") }
        XCTAssertEqual(sim.text(of: "shelf"), "4 books, dark")
        assertStep(sim, evaluated: ["Shelf": "@dependencies"])
    }

    func testTheAppsOwnStateReRunsTheApp() async throws {
        let sim = makeSimulation(LibraryApp())
        try sim.step("open") { try sim.tap("opened") }
        XCTAssertEqual(sim.text(of: "opened"), "opened 1")
        let evaluated = sim.trace.bodyEvaluations(inStep: sim.currentStep)
        XCTAssertEqual(evaluated.first?.printChangesLine, "LibraryApp: _opened changed.", "\(evaluated)")
        XCTAssertTrue(sim.trace.text().contains("✎ LibraryApp._opened: 0 → 1"), sim.trace.text())
        XCTAssertEqual(sim.text(of: "shelf"), "3 books, dark", "the library object is kept")
    }

    func testACustomScenesBodyIsFollowed() async throws {
        let sim = makeSimulation(OnlyCustomScene())
        XCTAssertEqual(sim.text(of: "second"), "second")
    }
}
