// Tests that an `@Observable` write names the model and the property that changed
// (`Library.books`), wherever the reading view holds the model, shows only the
// parts that changed, and says so when it cannot tell.
import Observation
import ViewSimTesting
import XCTest

@testable import ViewSim

private struct Book: Identifiable, Equatable {
    let id: Int
    var title: String
    var isFavorite = false
}

@Observable
private final class Library {
    var books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Persuasion")]
    var owner = "Ada"
    var visits = 0
    var mark = Mark(shelf: 1)
    var branch: Library?
    weak var parent: Library?
}

/// Not `Equatable`: Observation reports every write of it, equal or not.
private struct Mark { var shelf: Int }

/// Reads both properties; holds the model in a plain `let`.
private struct Shelf: View {
    let library: Library
    var body: some View {
        VStack {
            Text("\(library.books.filter(\.isFavorite).count) favourites of \(library.owner) at \(library.mark.shelf)")
            Text("like").onTapGesture { library.books[1].isFavorite.toggle() }.accessibilityIdentifier("like")
            Text("rename").onTapGesture { library.owner = "Grace" }.accessibilityIdentifier("rename")
            Text("both").onTapGesture {
                library.owner = "Ida"
                library.books.append(Book(id: 3, title: "Sanditon"))
            }.accessibilityIdentifier("both")
            Text("same").onTapGesture { library.mark = Mark(shelf: 1) }.accessibilityIdentifier("same")
            Text("branch \(library.branch == nil)").onTapGesture { library.branch = Library() }.accessibilityIdentifier(
                "branch")
        }
    }
}

/// Holds the model in `@State`.
private struct StateShelf: View {
    @State private var library = Library()
    var body: some View {
        Text("\(library.visits)").onTapGesture { library.visits += 1 }.accessibilityIdentifier("visit")
    }
}

private struct LibraryKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = Library()
}

extension EnvironmentValues {
    fileprivate var library: Library {
        get { self[LibraryKey.self] }
        set { self[LibraryKey.self] = newValue }
    }
}

/// Reads the model from the environment.
private struct EnvironmentShelf: View {
    @Environment(\.library) private var library
    var body: some View {
        Text(library.owner).onTapGesture { library.owner = "Jane" }.accessibilityIdentifier("owner")
    }
}

/// Holds the model inside a struct of its own, with a title: found with `Mirror`.
private struct Context {
    let title: String
    let library: Library?
}

private struct NestedShelf: View {
    let context: Context
    var body: some View {
        Text(context.library?.owner ?? context.title).onTapGesture { context.library?.owner = "Anne" }
            .accessibilityIdentifier("owner")
    }
}

/// Reads a model it does not hold (a global), so viewsim cannot compare it.
nonisolated(unsafe) private let sharedLibrary = Library()

private struct GlobalShelf: View {
    var body: some View {
        Text(sharedLibrary.owner).onTapGesture { sharedLibrary.owner = "Fanny" }.accessibilityIdentifier("owner")
    }
}

/// Two properties of one type: telling them apart needs more than the key path's type.
@Observable
private final class Counters {
    var a = 0
    var b = 10
}

/// Shows one of the counters (`a` when `readsA`); "both" adds 1 to `a`, then to `b`, in one action.
private struct CounterRow: View {
    let counters: Counters
    let readsA: Bool
    var body: some View {
        Text("\(readsA ? counters.a : counters.b)")
            .onTapGesture {
                counters.a += 1
                counters.b += 1
            }
            .accessibilityIdentifier(readsA ? "both" : "b")
    }
}

@MainActor
final class ObservationNamingTests: XCTestCase {
    private func observationEvents(_ sim: Simulation, step: Int) -> [(
        node: NodeRef, change: ObservationChange, line: String
    )] {
        sim.trace.frames(inStep: step).flatMap(\.events).compactMap { event in
            guard case .observationChange(let node, let change) = event.kind else { return nil }
            return (
                node, change,
                sim.trace.text(step: step).split(separator: "\n").first { $0.contains("✎") }.map(String.init) ?? ""
            )
        }
    }

    func testAWriteToOnePropertyNamesItAndShowsOnlyTheFieldThatChanged() async throws {
        let sim = makeSimulation(Shelf(library: Library()))
        try sim.step("like") { try sim.tap("like") }
        let events = observationEvents(sim, step: 1)
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?.change.names, ["Library.books"])
        XCTAssertEqual(events.first?.change.object, "Library")
        XCTAssertEqual(events.first?.change.valueType, "Array<Book>")
        let text = sim.trace.text(step: 1)
        XCTAssertTrue(
            text.contains("✎ Library.books[id: 2].isFavorite: false → true  (Observation; Shelf #1 read it)"), text)
        XCTAssertFalse(text.contains("Persuasion"), "only the field that changed is printed:\n\(text)")
    }

    func testTwoPropertiesWrittenInOneStepAreBothNamed() async throws {
        let sim = makeSimulation(Shelf(library: Library()))
        try sim.step("rename") { try sim.tap("rename") }
        XCTAssertEqual(observationEvents(sim, step: 1).first?.change.names, ["Library.owner"])
        XCTAssertTrue(sim.trace.text(step: 1).contains("✎ Library.owner: \"Ada\" → \"Grace\""), sim.trace.text(step: 1))

        try sim.step("both") { try sim.tap("both") }
        let change = try XCTUnwrap(observationEvents(sim, step: 2).first?.change)
        // The first write (owner, a String) fired; the books appended after it changed too.
        XCTAssertEqual(change.valueType, "String")
        XCTAssertEqual(change.names, ["Library.owner"])

        // A write of the same type to one property only: names that one.
        XCTAssertEqual(change.properties.first?.old, TraceValue("Grace" as String))
    }

    func testALearnedPropertyIsNamedFromItsFieldAlone() async throws {
        let sim = makeSimulation(Shelf(library: Library()))
        try sim.step("rename") { try sim.tap("rename") }
        try sim.step("rename again, then like") {
            try sim.tap("both")  // owner (learned: only its field is kept) and books
            try sim.tap("like")  // books, a property seen for the first time
        }
        let changes = observationEvents(sim, step: 2).map(\.change)
        XCTAssertEqual(changes.first?.names, ["Library.owner"])
        XCTAssertEqual(changes.first?.properties.first?.old, TraceValue("Grace" as String))
        XCTAssertEqual(changes.first?.properties.first?.new, TraceValue("Ida" as String))
        try sim.step("like again") { try sim.tap("like") }
        XCTAssertTrue(
            sim.trace.text(step: 3).contains("✎ Library.books[id: 2].isFavorite: true → false"), sim.trace.text(step: 3)
        )
    }

    func testAModelInStateIsNamed() async throws {
        let sim = makeSimulation(StateShelf())
        try sim.step("visit") { try sim.tap("visit") }
        XCTAssertEqual(observationEvents(sim, step: 1).first?.change.names, ["Library.visits"])
        XCTAssertTrue(
            sim.trace.text(step: 1).contains("✎ Library.visits: 0 → 1  (Observation; StateShelf #1 read it)"),
            sim.trace.text(step: 1))
    }

    func testAModelInTheEnvironmentIsNamed() async throws {
        let sim = makeSimulation(EnvironmentShelf().environment(\.library, Library()))
        try sim.step("owner") { try sim.tap("owner") }
        XCTAssertEqual(observationEvents(sim, step: 1).first?.change.names, ["Library.owner"])
    }

    func testViewsOfReferencesAndWrappersAreReadThroughTheirLayoutOthersWithMirror() async throws {
        XCTAssertEqual(ObjectFields(of: Shelf.self).accesses?.count, 1)  // let library
        XCTAssertEqual(ObjectFields(of: StateShelf.self).accesses?.count, 1)  // @State
        XCTAssertEqual(ObjectFields(of: EnvironmentShelf.self).accesses?.count, 1)
        XCTAssertEqual(ObjectFields(of: GlobalShelf.self).accesses?.count, 0)
        XCTAssertNil(ObjectFields(of: NestedShelf.self).accesses)  // a struct with an optional model
        let library = Library()
        let view: any View = Shelf(library: library)
        var found: [AnyObject] = []
        ObservedObjectSnapshot.forEachObject(ofType: Library.self, in: view, fields: ObjectFields(of: Shelf.self)) {
            found.append($0)
        }
        XCTAssertTrue(found.count == 1 && found[0] === library)
    }

    func testAReferencePropertyIsNamedByItsTypeWithoutBeingLoaded() async throws {
        XCTAssertNotNil(ModelLayout.of(Library.self), "a root class is read through its layout")
        let sim = makeSimulation(Shelf(library: Library()))
        try sim.step("branch") { try sim.tap("branch") }
        let change = try XCTUnwrap(observationEvents(sim, step: 1).first?.change)
        XCTAssertEqual(change.names, ["Library.branch"])
        XCTAssertEqual(change.properties.first?.old, .symbol("nil"))
        XCTAssertEqual(change.properties.first?.new, .symbol("Library"))
    }

    func testAModelInsideAStructOfTheViewIsNamed() async throws {
        let sim = makeSimulation(NestedShelf(context: Context(title: "t", library: Library())))
        try sim.step("owner") { try sim.tap("owner") }
        XCTAssertEqual(observationEvents(sim, step: 1).first?.change.names, ["Library.owner"])
    }

    func testAModelTheViewDoesNotHoldIsNamedByItsRegistrar() async throws {
        // viewsim's registrar names the write itself: the view need not hold the model (here a
        // global). Apple's registrar gives only a key path, and then the view's objects are searched.
        let sim = makeSimulation(GlobalShelf())
        try sim.step("owner") { try sim.tap("owner") }
        let change = try XCTUnwrap(observationEvents(sim, step: 1).first?.change)
        XCTAssertEqual(change.names, ["Library.owner"])
        XCTAssertTrue(change.compared)
        XCTAssertTrue(
            sim.trace.text(step: 1).contains("✎ Library.owner: "), sim.trace.text(step: 1))
    }

    func testAnEqualWriteSaysNoPropertyChanged() async throws {
        let sim = makeSimulation(Shelf(library: Library()))
        try sim.step("same") { try sim.tap("same") }
        let change = try XCTUnwrap(observationEvents(sim, step: 1).first?.change)
        XCTAssertTrue(change.compared)
        XCTAssertTrue(change.description.contains("was set, to an equal value"), change.description)
    }

    func testTheJSONExportNamesTheObjectAndProperty() async throws {
        let sim = makeSimulation(Shelf(library: Library()))
        try sim.step("like") { try sim.tap("like") }
        let json = sim.trace.json()
        XCTAssertTrue(json.contains("\"object\":\"Library\""), json)
        XCTAssertTrue(json.contains("\"valueType\":\"Array\\u003cBook\\u003e\""), json)
        XCTAssertTrue(
            json.contains("\"diff\":[{\"path\":\"[id: 2].isFavorite\",\"old\":\"false\",\"new\":\"true\"}]"), json)
    }

    func testTwoPropertiesOfOneTypeWrittenInOneActionNameEachReadersOwn() async throws {
        let counters = Counters()
        let sim = makeSimulation(
            VStack {
                CounterRow(counters: counters, readsA: true)
                CounterRow(counters: counters, readsA: false)
            })
        try sim.step("both") { try sim.tap("both") }
        // The reader of b is compared from just before b's write (a's came first); the reader of a
        // is compared from before both, and b changed too, but to another value than a holds now.
        let names = observationEvents(sim, step: 1).map(\.change.names)
        XCTAssertEqual(names, [["Counters.a"], ["Counters.b"]], sim.trace.text(step: 1))
        let values = observationEvents(sim, step: 1).flatMap(\.change.properties).map { "\($0.old) → \($0.new)" }
        XCTAssertEqual(values, ["0 → 1", "10 → 11"])
    }
}
