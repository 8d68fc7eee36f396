// Tests presentations: a sheet is a child of its presenter (the environment flows into
// it), laid out below the sheet inset and drawn above the screen; \.dismiss and
// sim.dismiss() remove it and onDismiss runs after; sheet(item:) replaces its content
// when the item's id changes and is dismissed when the item becomes nil; an alert's and
// a dialog's buttons are tapped by title and dismiss it; views under a presentation
// cannot be tapped; a toolbar's items sit in the bar.
import ViewSim
import XCTest

private struct Settings: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        Text("\(isPresented ? "presented" : "not presented"), \(scheme == .dark ? "dark" : "light")")
            .onTapGesture { dismiss() }
            .accessibilityIdentifier("done")
    }
}

private struct Home: View {
    @State private var showSettings = false
    @State private var dismissals = 0
    var body: some View {
        Text("Dismissed \(dismissals)")
            .onTapGesture { showSettings = true }
            .accessibilityIdentifier("open")
            .sheet(isPresented: $showSettings, onDismiss: { dismissals += 1 }) {
                Settings()
            }
            .environment(\.colorScheme, .dark)
    }
}

private struct Track: Identifiable, Equatable {
    let id: Int
    let title: String
}

private struct Player: View {
    let track: Track
    @State private var plays = 0
    var body: some View {
        Text("\(track.title) \(plays)").onTapGesture { plays += 1 }.accessibilityIdentifier("player")
    }
}

private struct Library: View {
    @State private var playing: Track?
    var body: some View {
        VStack {
            Text("One").onTapGesture { playing = Track(id: 1, title: "One") }.accessibilityIdentifier("one")
            Text("Two").onTapGesture { playing = Track(id: 2, title: "Two") }.accessibilityIdentifier("two")
        }
        .fullScreenCover(item: $playing) { track in
            VStack {
                Player(track: track)
                Text("Next").onTapGesture { playing = Track(id: 2, title: "Two") }.accessibilityIdentifier("next")
                Text("Stop").onTapGesture { playing = nil }.accessibilityIdentifier("stop")
            }
        }
    }
}

private struct Deleting: View {
    @State private var asking = false
    @State private var deleted = 0
    @State private var confirming = false
    var body: some View {
        VStack {
            Text("Deleted \(deleted)").onTapGesture { asking = true }.accessibilityIdentifier("delete")
            Text("Confirm").onTapGesture { confirming = true }.accessibilityIdentifier("confirm")
        }
        .alert("Delete the file?", isPresented: $asking) {
            Button("Delete") { deleted += 1 }
            Button("Keep") {}
        } message: {
            Text("It cannot be undone.")
        }
        .confirmationDialog("Really?", isPresented: $confirming, titleVisibility: .visible) {
            Button("Erase") { deleted += 10 }
        } message: {
            Text("Everything goes.")
        }
    }
}

private struct Notice: View {
    @State private var shown = true
    var body: some View {
        Text("Home").alert("Saved", isPresented: $shown) {}
    }
}

private struct Edited: View {
    @State private var count = 0
    var body: some View {
        NavigationStack {
            Text("\(count)")
                .accessibilityIdentifier("count")
                .navigationTitle("Items")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Text("Add").onTapGesture { count += 1 }.accessibilityIdentifier("add")
                    }
                }
        }
    }
}

private struct Helping: View {
    @State private var help = true
    var body: some View {
        Text("Main").popover(isPresented: $help) { Text("Help").accessibilityIdentifier("help") }
    }
}

@MainActor
final class PresentationTests: XCTestCase {
    func testASheetIsAChildOfItsPresenterDrawnAboveTheScreenAndDismissedByTheEnvironmentAction() async throws {
        let sim = Simulation(Home())
        try sim.tap("open")
        // The environment above the presenter flows into the sheet.
        XCTAssertEqual(sim.text(of: "done"), "presented, dark")
        // Laid out below the 69-pt inset, the text centred in the rest of the screen.
        let frame = try XCTUnwrap(sim.frame(of: "done"))
        XCTAssertEqual(frame.midY, 69 + (852 - 69) / 2, accuracy: 0.01)
        // Drawn after (above) the screen: the sheet's background, then its text.
        let list = sim.displayList().description.split(separator: "\n").map(String.init)
        XCTAssertEqual(list.count, 3, list.joined(separator: "\n"))
        XCTAssertTrue(list[0].contains("Text \"Dismissed 0\""), list[0])
        XCTAssertTrue(list[1].hasSuffix("Color fill rgba(1, 1, 1, 1) in (0, 69, 393, 783)"), list[1])
        XCTAssertTrue(list[2].contains("Text \"presented, dark\""), list[2])
        XCTAssertThrowsError(try sim.tap("open")) { error in
            XCTAssertEqual(
                "\(error)",
                "The view \"open\" is not on screen: it is covered by the .sheet shown; tap a view in it, or sim.dismiss() it first."
            )
        }
        try sim.tap("done")
        XCTAssertNil(sim.text(of: "done"))
        XCTAssertEqual(sim.text(of: "open"), "Dismissed 1")
        let trace = sim.trace.text()
        XCTAssertTrue(trace.contains("− Presented #"), trace)
        XCTAssertTrue(trace.contains("▷ onDismiss action of .sheet #"), trace)
        XCTAssertThrowsError(try sim.dismiss()) { error in
            XCTAssertEqual("\(error)", "dismiss(): nothing is presented.")
        }
    }

    func testSimDismissDismissesTheTopPresentation() async throws {
        let sim = Simulation(Home())
        try sim.tap("open")
        try sim.dismiss()
        XCTAssertNil(sim.text(of: "done"))
        XCTAssertEqual(sim.text(of: "open"), "Dismissed 1")
        XCTAssertTrue(sim.trace.text().contains("▶ dismiss() .sheet"), sim.trace.text())
    }

    func testAnItemPresentationIsReplacedWhenItsIDChangesAndDismissedWhenItBecomesNil() async throws {
        let sim = Simulation(Library())
        try sim.tap("one")
        XCTAssertEqual(sim.frame(of: "player")?.minY ?? -1, (852 - 3 * 20.2) / 2, accuracy: 30)
        try sim.tap("player")
        XCTAssertEqual(sim.text(of: "player"), "One 1")
        try sim.tap("next")
        // A new identity: the old cover is removed with its state, the new one inserted.
        XCTAssertEqual(sim.text(of: "player"), "Two 0")
        try sim.tap("stop")
        XCTAssertNil(sim.text(of: "player"))
        XCTAssertEqual(sim.trace.diagnostics().count, 0)
        try sim.tap("two")
        XCTAssertEqual(sim.text(of: "player"), "Two 0")
        try sim.dismiss()
        XCTAssertNil(sim.text(of: "player"))
    }

    func testAnAlertsButtonsAreTappedByTitleAndDismissIt() async throws {
        let sim = Simulation(Deleting())
        try sim.tap("delete")
        let shown = sim.displayList()
        let texts = shown.items.compactMap { item -> String? in
            if case .text(let run) = item.content { return run.string }
            return nil
        }
        XCTAssertEqual(texts, ["Deleted 0", "Confirm", "Delete the file?", "It cannot be undone.", "Delete", "Keep"])
        // The dimming layer covers the screen; the box is 270 pt wide, centred.
        let dimming = try XCTUnwrap(shown.items.first { $0.description.contains("rgba(0, 0, 0, 0.2)") })
        XCTAssertTrue(dimming.description.hasSuffix("in (0, 0, 393, 852)"), dimming.description)
        XCTAssertTrue(shown.description.contains("rgba(0.95, 0.95, 0.95, 1) in (61.5, "), shown.description)
        try sim.tap("Delete")
        XCTAssertEqual(sim.text(of: "delete"), "Deleted 1")
        XCTAssertFalse(sim.displayList().description.contains("Delete the file?"))
        try sim.tap("delete")
        try sim.tap("Keep")
        XCTAssertEqual(sim.text(of: "delete"), "Deleted 1")
        XCTAssertThrowsError(try sim.tap("Keep")) { error in
            XCTAssertEqual(
                "\(error)", "No view is named \"Keep\". Named views: \"delete\", \"confirm\".")
        }
    }

    func testAConfirmationDialogShowsItsVisibleTitleItsActionsAndCancel() async throws {
        let sim = Simulation(Deleting())
        try sim.tap("confirm")
        let texts = sim.displayList().items.compactMap { item -> String? in
            if case .text(let run) = item.content { return run.string }
            return nil
        }
        XCTAssertEqual(texts, ["Deleted 0", "Confirm", "Really?", "Everything goes.", "Erase", "Cancel"])
        try sim.tap("Erase")
        XCTAssertEqual(sim.text(of: "delete"), "Deleted 10")
        try sim.tap("confirm")
        try sim.tap("Cancel")
        XCTAssertEqual(sim.text(of: "delete"), "Deleted 10")
        XCTAssertThrowsError(try sim.dismiss())
    }

    func testAnAlertWithoutActionsHasAnOKButton() async throws {
        let sim = Simulation(Notice())
        XCTAssertTrue(sim.displayList().description.contains("\"OK\""), sim.displayList().description)
        try sim.tap("OK")
        XCTAssertFalse(sim.displayList().description.contains("\"OK\""))
    }

    func testAPopoverIsShownAsASheetOnAnIPhone() async throws {
        let sim = Simulation(Helping())
        let frame = try XCTUnwrap(sim.frame(of: "help"))
        XCTAssertEqual(frame.midY, 69 + (852 - 69) / 2, accuracy: 0.01)
        try sim.dismiss()
        XCTAssertNil(sim.frame(of: "help"))
    }

    func testToolbarItemsSitAtTheTrailingEdgeOfTheBarAndCanBeTapped() async throws {
        let sim = Simulation(Edited())
        let add = try XCTUnwrap(sim.frame(of: "add"))
        XCTAssertEqual(add.maxX, 393 - 8, accuracy: 0.01)
        XCTAssertEqual(add.midY, 22, accuracy: 0.01)
        try sim.tap("add")
        XCTAssertEqual(sim.text(of: "count"), "1")
    }
}

/// A stack whose pushed screen presents a sheet with a stack of its own.
private struct NestedStacks: View {
    @State private var showing = false
    var body: some View {
        NavigationStack {
            Text("outer")
                .onTapGesture { showing = true }
                .accessibilityIdentifier("outer")
                .sheet(isPresented: $showing) {
                    VStack {
                        NavigationLink("Outside", value: 9).accessibilityIdentifier("outside")
                        NavigationStack {
                            NavigationLink("Inside", value: 1).accessibilityIdentifier("inside")
                                .navigationDestination(for: Int.self) {
                                    Text("inner \($0)").accessibilityIdentifier("inner")
                                }
                        }
                    }
                }
                .navigationDestination(for: Int.self) { Text("outer \($0)").accessibilityIdentifier("pushedOuter") }
        }
    }
}

@MainActor
final class PresentedNavigationTests: XCTestCase {
    func testAPresentationHasNoPartInThePresentersStack() async throws {
        let sim = Simulation(NestedStacks())
        try sim.tap("outer")
        // A link in the sheet but outside its stack does nothing, as in SwiftUI.
        try sim.tap("outside")
        XCTAssertNil(sim.text(of: "pushedOuter"))
        try sim.tap("inside")
        XCTAssertEqual(sim.text(of: "inner"), "inner 1")
        // back() pops the sheet's stack; then nothing in the sheet is pushed.
        try sim.back()
        XCTAssertNil(sim.text(of: "inner"))
        XCTAssertThrowsError(try sim.back()) { error in
            XCTAssertEqual("\(error)", "back(): nothing to pop: the NavigationStack on screen shows its root.")
        }
        try sim.navigate(to: 2)
        XCTAssertEqual(sim.text(of: "inner"), "inner 2")
        try sim.dismiss()
        XCTAssertNil(sim.text(of: "inner"))
        try sim.navigate(to: 3)
        XCTAssertEqual(sim.text(of: "pushedOuter"), "outer 3")
    }
}

/// A sheet whose presenter has a tap around it.
private struct TapAround: View {
    @State private var shown = true
    @State private var taps = 0
    var body: some View {
        Text("taps \(taps)")
            .accessibilityIdentifier("count")
            .sheet(isPresented: $shown) { Text("inside").accessibilityIdentifier("inside") }
            .onTapGesture { taps += 1 }
    }
}

@MainActor
final class PresentedTapTests: XCTestCase {
    func testATapInAPresentedViewDoesNotReachThePresentersTap() async throws {
        let sim = Simulation(TapAround())
        XCTAssertThrowsError(try sim.tap("inside")) { error in
            XCTAssertEqual("\(error)", "The view \"inside\" has no onTapGesture inside it or around it.")
        }
        XCTAssertEqual(sim.text(of: "count"), "taps 0")
    }
}

private struct FileAlert: View {
    @State private var asking = false
    @State private var file: String?
    @State private var deleted = "none"
    var body: some View {
        Text("deleted \(deleted)")
            .onTapGesture { asking = true }
            .accessibilityIdentifier("ask")
            .alert("Delete?", isPresented: $asking, presenting: file) { file in
                Button("Delete \(file)") { deleted = file }
            } message: { file in
                Text("\(file) will be gone.")
            }
            .onAppear { file = "notes.txt" }
    }
}

@MainActor
final class PresentingAlertTests: XCTestCase {
    func testAPresentingAlertIsMadeFromItsDataAndTappedByTitle() async throws {
        let sim = Simulation(FileAlert())
        try sim.tap("ask")
        XCTAssertTrue(
            sim.displayList().description.contains("\"notes.txt will be gone.\""), sim.displayList().description)
        try sim.tap("Delete notes.txt")
        XCTAssertEqual(sim.text(of: "ask"), "deleted notes.txt")
        XCTAssertFalse(sim.displayList().description.contains("will be gone"))
    }
}
