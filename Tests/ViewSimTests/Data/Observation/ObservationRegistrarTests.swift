// Tests viewsim's Observation registrar: Apple's `@Observable` macro builds models on it in code
// that imports viewsim, and it behaves as Apple's registrar does (the same models built on
// Apple's, in AppleObservationModels, side by side); a body's reads stay registered while they
// do not change, a write notifies readers in graph order and is named, a view that goes away
// stops reading; Apple's registrar still works for code that imports only Observation.
import AppleObservationModels
import Observation
import XCTest

@testable import ViewSim

/// The same models as AppleObservationModels', here built on viewsim's registrar.
@Observable
private final class Counter {
    var count = 0
    var name = "a"
    @ObservationIgnored var ignored = 0
    var doubled: Int { count * 2 }
    var items: [Int] = []

    func touchCount() { withMutation(keyPath: \.count) {} }

    /// A write of `count` inside another write of it (its `willSet` before, its `didSet` after).
    func incrementInsideAWrite() { withMutation(keyPath: \.count) { count += 1 } }
}

@Observable
private class Base {
    var base = 0
}

@Observable
private final class Derived: Base {
    var derived = 0
}

/// What a test does to a counter, for either registrar's.
private protocol CounterModel: AnyObject {
    var count: Int { get set }
    var name: String { get set }
    var ignored: Int { get set }
    var doubled: Int { get }
    var items: [Int] { get set }
    func touchCount()
}

extension Counter: CounterModel {}
extension AppleCounter: CounterModel {}

/// Collects the changes a `withObservationTracking` handler reports.
private final class ChangeLog: @unchecked Sendable {
    var entries: [String] = []
}

@MainActor
final class ObservationRegistrarTests: XCTestCase {
    // MARK: - Side by side with Apple's registrar

    /// Tracks `read`, runs `write`, and says whether the handler ran, and how many times.
    private func fires(_ model: some CounterModel, read: (any CounterModel) -> Any, write: (any CounterModel) -> Void)
        -> Int
    {
        let log = ChangeLog()
        _ = withObservationTracking {
            read(model)
        } onChange: {
            log.entries.append("fired")
        }
        write(model)
        write(model)
        return log.entries.count
    }

    /// Each case runs on both registrars' models and must fire the same number of times.
    func testViewSimsRegistrarFiresAsApplesDoes() {
        let cases: [(String, (any CounterModel) -> Any, (any CounterModel) -> Void, Int)] = [
            ("a read property, written (fires once: tracking is one-shot)", { $0.count }, { $0.count += 1 }, 1),
            ("another property written", { $0.count }, { $0.name += "!" }, 0),
            ("an @ObservationIgnored property", { $0.ignored }, { $0.ignored += 1 }, 0),
            ("a computed property's stored one written", { $0.doubled }, { $0.count += 1 }, 1),
            ("an equal value written (Equatable: not reported)", { $0.count }, { $0.count = $0.count }, 0),
            ("withMutation with no change", { $0.count }, { $0.touchCount() }, 1),
            ("an array mutated in place (_modify)", { $0.items }, { $0.items.append(1) }, 1),
        ]
        for (name, read, write, expected) in cases {
            let apple = fires(AppleCounter(), read: read, write: write)
            let viewsim = fires(Counter(), read: read, write: write)
            XCTAssertEqual(apple, expected, "Apple's registrar: \(name)")
            XCTAssertEqual(viewsim, apple, "viewsim's registrar against Apple's: \(name)")
        }
    }

    func testInheritanceAndConformanceMatchApples() {
        func firesOnBase(
            _ model: AnyObject, base: @escaping () -> Int, derived: @escaping () -> Int, writeBase: () -> Void
        )
            -> Int
        {
            let log = ChangeLog()
            _ = withObservationTracking {
                base() + derived()
            } onChange: {
                log.entries.append("fired")
            }
            writeBase()
            return log.entries.count
        }
        let apple = AppleDerived()
        let ours = Derived()
        XCTAssertEqual(
            firesOnBase(apple, base: { apple.base }, derived: { apple.derived }, writeBase: { apple.base += 1 }),
            firesOnBase(ours, base: { ours.base }, derived: { ours.derived }, writeBase: { ours.base += 1 }))
        XCTAssertEqual(
            firesOnBase(apple, base: { apple.base }, derived: { apple.derived }, writeBase: { apple.derived += 1 }),
            firesOnBase(ours, base: { ours.base }, derived: { ours.derived }, writeBase: { ours.derived += 1 }))
        XCTAssertTrue((ours as Any) is any Observable)
        XCTAssertTrue((apple as Any) is any Observable)
        XCTAssertTrue((Counter() as Any) is any Observation.Observable, "the macro's conformance is Apple's protocol")
        // The registrar the macro made is viewsim's here, Apple's there.
        XCTAssertTrue(Mirror(reflecting: Counter()).children.contains { $0.value is ViewSim.ObservationRegistrar })
        XCTAssertFalse(
            Mirror(reflecting: AppleCounter()).children.contains { $0.value is ViewSim.ObservationRegistrar })
    }

    func testApplesObservationsSequenceSeesViewSimsModels() async {
        // `Observations` (Swift 6.2) tracks through Apple's registrar, which viewsim's tells of
        // every write and of every read made outside a body.
        let counter = Counter()
        var iterator = Observations { counter.count }.makeAsyncIterator()
        let first = await iterator.next()
        counter.count = 5
        let second = await iterator.next()
        XCTAssertEqual([first, second], [0, 5])
    }

    // MARK: - In the graph

    func testAWideUpdateKeepsEveryRegistrationAndNamesTheProperty() async throws {
        let counter = Counter()
        struct Row: View {
            let counter: Counter
            let index: Int
            var body: some View { Text("\(index): \(counter.count)") }
        }
        struct Rows: View {
            let counter: Counter
            var body: some View {
                VStack {
                    ForEach(0..<20, id: \.self) { Row(counter: counter, index: $0) }
                    Text("add").onTapGesture { counter.count += 1 }.accessibilityIdentifier("add")
                }
            }
        }
        let sim = Simulation(Rows(counter: counter))
        let slot = counter.registrarSlot(\.count)
        XCTAssertEqual(counter.registrar.properties.readers(of: slot).count, 20)
        let readers = counter.registrar.properties.readers(of: slot).map { ObjectIdentifier($0.reader) }
        try sim.step("add") { try sim.tap("add") }
        try sim.step("add again") { try sim.tap("add") }
        let runs = sim.trace.frames(inStep: 2).flatMap(\.events).filter {
            if case .bodyEvaluated(let node, _) = $0.kind { return node.label == "Row" }
            return false
        }
        XCTAssertEqual(runs.count, 20)
        // The same readers, registered once: nothing was registered again.
        XCTAssertEqual(counter.registrar.properties.readers(of: slot).map { ObjectIdentifier($0.reader) }, readers)
        // In graph order.
        let orders = counter.registrar.properties.readers(of: slot).map(\.order)
        XCTAssertEqual(orders, orders.sorted())
        XCTAssertTrue(sim.trace.text(step: 2).contains("✎ Counter.count: 1 → 2"), sim.trace.text(step: 2))
    }

    /// A write nested in another write of the same property: the outer one is the change the
    /// reader is told of, from the value before both to the value after both; each `didSet`
    /// closes its own `willSet`'s write (the innermost is kept apart from the outer ones).
    func testAWriteInsideAWriteOfTheSamePropertyIsNamedOnce() async throws {
        let counter = Counter()
        struct Shows: View {
            let counter: Counter
            var body: some View {
                VStack {
                    Text("count \(counter.count)")
                    Text("nested").onTapGesture { counter.incrementInsideAWrite() }.accessibilityIdentifier("nested")
                    Text("plain").onTapGesture { counter.count += 1 }.accessibilityIdentifier("plain")
                }
            }
        }
        let sim = Simulation(Shows(counter: counter))
        try sim.step("nested") { try sim.tap("nested") }
        try sim.step("plain") { try sim.tap("plain") }
        XCTAssertEqual(counter.count, 2)
        let nested = sim.trace.text(step: 1)
        XCTAssertTrue(nested.contains("✎ Counter.count: 0 → 1"), nested)
        XCTAssertEqual(nested.components(separatedBy: "✎ Counter.count").count, 2, nested)
        // The slot's open writes were all closed: the next write is named from its own old value.
        let plain = sim.trace.text(step: 2)
        XCTAssertTrue(plain.contains("✎ Counter.count: 1 → 2"), plain)
    }

    func testABodyThatStopsReadingAPropertyIsNotRunByIt() async throws {
        let counter = Counter()
        struct Switcher: View {
            let counter: Counter
            @State var showsName = false
            var body: some View {
                VStack {
                    Text(showsName ? counter.name : "\(counter.count)")
                    Text("switch").onTapGesture { showsName = true }.accessibilityIdentifier("switch")
                    Text("count").onTapGesture { counter.count += 1 }.accessibilityIdentifier("count")
                    Text("name").onTapGesture { counter.name += "!" }.accessibilityIdentifier("name")
                }
            }
        }
        let sim = Simulation(Switcher(counter: counter))
        try sim.step("switch") { try sim.tap("switch") }
        XCTAssertEqual(counter.registrar.properties.readers(of: counter.registrarSlot(\.count)).count, 0)
        XCTAssertEqual(counter.registrar.properties.readers(of: counter.registrarSlot(\.name)).count, 1)
        try sim.step("count") { try sim.tap("count") }
        XCTAssertFalse(sim.trace.text(step: 2).contains("Switcher #"), "count is no longer read")
        try sim.step("name") { try sim.tap("name") }
        XCTAssertTrue(sim.trace.text(step: 3).contains("✎ Counter.name: \"a\" → \"a!\""), sim.trace.text(step: 3))
    }

    func testAViewThatGoesAwayStopsReading() async throws {
        let counter = Counter()
        struct Reader: View {
            let counter: Counter
            var body: some View { Text("\(counter.count)") }
        }
        struct Host: View {
            let counter: Counter
            @State var shows = true
            var body: some View {
                VStack {
                    if shows { Reader(counter: counter) }
                    Text("hide").onTapGesture { shows = false }.accessibilityIdentifier("hide")
                }
            }
        }
        let sim = Simulation(Host(counter: counter))
        let slot = counter.registrarSlot(\.count)
        XCTAssertEqual(counter.registrar.properties.readers(of: slot).count, 1)
        try sim.step("hide") { try sim.tap("hide") }
        XCTAssertEqual(counter.registrar.properties.readers(of: slot).count, 0)
        sim.step("write") { counter.count += 1 }
        XCTAssertFalse(sim.trace.text(step: 2).contains("Counter.count"), sim.trace.text(step: 2))
    }

    func testAModelOfApplesRegistrarIsTrackedAndNamedFromTheFirstRun() async throws {
        let counter = AppleCounter()
        struct Reader: View {
            let counter: AppleCounter
            var body: some View {
                Text("\(counter.count)").onTapGesture { counter.count += 1 }.accessibilityIdentifier("add")
            }
        }
        let sim = Simulation(Reader(counter: counter))
        try sim.step("add") { try sim.tap("add") }
        try sim.step("add") { try sim.tap("add") }
        XCTAssertTrue(sim.trace.text(step: 1).contains("✎ AppleCounter.count: 0 → 1"), sim.trace.text(step: 1))
        XCTAssertTrue(sim.trace.text(step: 2).contains("✎ AppleCounter.count: 1 → 2"), sim.trace.text(step: 2))
    }
}

extension Counter {
    fileprivate var registrar: ViewSim.ObservationRegistrar { _$observationRegistrar }

    /// The registrar's slot of a property (made if it was never read).
    fileprivate func registrarSlot<Member>(_ keyPath: KeyPath<Counter, Member>) -> Int {
        registrar.properties.slot(for: keyPath, of: self)
    }
}

@MainActor
final class ObservationCrossCheckTests: XCTestCase {
    private func crossChecking(_ view: some View) -> Simulation {
        var configuration = SimulationConfiguration()
        configuration.checksObservationAgainstApple = true
        configuration.printChangesToStandardOutput = false
        return Simulation(view, configuration: configuration)
    }

    private struct Reader: View {
        let counter: Counter
        var body: some View {
            Text("\(counter.count)").onTapGesture { counter.count += 1 }.accessibilityIdentifier("add")
        }
    }

    func testTheTwoTrackersAgreeOnViewSimsModels() async throws {
        let sim = crossChecking(Reader(counter: Counter()))
        try sim.step("add") { try sim.tap("add") }
        try sim.step("add") { try sim.tap("add") }
        XCTAssertEqual(sim.graph.observationCrossCheckFailures, [])
        XCTAssertTrue(sim.trace.text(step: 2).contains("✎ Counter.count: 1 → 2"), sim.trace.text(step: 2))
    }

    func testAReadOnlyApplesTrackingSawIsReported() async throws {
        // A model of Apple's registrar: only Apple's tracking sees it (the check's stated limit).
        struct AppleReader: View {
            let counter: AppleCounter
            var body: some View {
                Text("\(counter.count)").onTapGesture { counter.count += 1 }.accessibilityIdentifier("add")
            }
        }
        let sim = crossChecking(AppleReader(counter: AppleCounter()))
        try sim.step("add") { try sim.tap("add") }
        XCTAssertEqual(sim.graph.observationCrossCheckFailures.count, 1)
        XCTAssertTrue(
            sim.graph.observationCrossCheckFailures.first?.contains("viewsim's registrar did not tell it") == true,
            "\(sim.graph.observationCrossCheckFailures)")
        XCTAssertTrue(sim.trace.text(step: 1).contains("AppleCounter.count"), "the change is still applied")
    }

    func testAReadOnlyViewSimsReaderSawIsReported() async throws {
        let sim = crossChecking(Reader(counter: Counter()))
        // Apple's registrar no longer hears this view's reads: only viewsim's reader has them.
        let node = try XCTUnwrap(sim.graph.root?.subtree().first { $0.reference.label == "Reader" })
        try XCTUnwrap(node.observationReader).alsoTellsApple = false
        // The next run's reads reach viewsim's reader alone; the write after it, Apple's tracking never.
        try sim.step("add") { try sim.tap("add") }
        try sim.step("add") { try sim.tap("add") }
        XCTAssertTrue(
            sim.graph.observationCrossCheckFailures.contains {
                $0.contains("Apple's tracking of its last run did not fire")
            },
            "\(sim.graph.observationCrossCheckFailures)")
    }
}
