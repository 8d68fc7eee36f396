// Tests how a model's observable properties are stored (`ObservedProperties`): the first property
// met kept in place and the others in an array (`Slots`), the first four key path instances of a
// property in place (`KnownKeyPaths`), one reader in place and more in graph order
// (`Readers`); and, through a model, that properties past the first and readers past one are
// still found, notified in graph order and named; and that a write, which the trace keeps as its
// change's storage, stays one small heap block and still names its change.
import Glibc
import Observation
import XCTest

@testable import ViewSim

@Observable
private final class Panel {
    var first = 0
    var second = 0
    var third = 0
}

private struct Probe {
    var a = 0
    var b = 0
    var c = 0
    var d = 0
    var e = 0
    var f = 0
}

final class ObservedPropertiesStorageTests: XCTestCase {
    private typealias Registration = ObservedProperties.Registration

    /// Readers that are never notified: their identity and order are what the list keeps.
    private let readers = (0..<4).map { _ in ObservationReader(onChange: {}) }

    private func orders(_ list: ObservedProperties.Readers) -> [Int] { list.all.map(\.order) }

    func testOneReaderIsKeptInPlaceAndMoreInGraphOrder() {
        var list = ObservedProperties.Readers()
        XCTAssertTrue(list.isEmpty)
        list.insert(Registration(reader: readers[0], order: 5))
        XCTAssertEqual(list.count, 1)
        XCTAssertEqual(orders(list), [5])
        list.insert(Registration(reader: readers[1], order: 1))
        list.insert(Registration(reader: readers[2], order: 9))
        // Equal orders keep the order they came in (a tracking call's readers share Int.max).
        list.insert(Registration(reader: readers[3], order: 5))
        XCTAssertEqual(orders(list), [1, 5, 5, 9])
        XCTAssertTrue(list.all[1].reader === readers[0])
        XCTAssertTrue(list.all[2].reader === readers[3])
        var visited: [Int] = []
        list.each { visited.append($0.order) }
        XCTAssertEqual(visited, [1, 5, 5, 9])
        list.remove(readers[0])
        list.remove(readers[0])  // not a reader any more: nothing happens
        XCTAssertEqual(orders(list), [1, 5, 9])
        for reader in readers { list.remove(reader) }
        XCTAssertTrue(list.isEmpty)
        XCTAssertEqual(list.count, 0)
    }

    func testAReaderInPlaceIsRemovedOnlyByItself() {
        var list = ObservedProperties.Readers()
        list.insert(Registration(reader: readers[0], order: 3))
        list.remove(readers[1])
        XCTAssertEqual(orders(list), [3])
        list.remove(readers[0])
        XCTAssertTrue(list.isEmpty)
        // A second reader after the first went goes in place again.
        list.insert(Registration(reader: readers[2], order: 7))
        list.insert(Registration(reader: readers[1], order: 2))
        XCTAssertEqual(orders(list), [2, 7])
    }

    func testKeyPathsPastTheFourthAreStillKnown() {
        let paths: [AnyKeyPath] = [\Probe.a, \Probe.b, \Probe.c, \Probe.d, \Probe.e, \Probe.f]
        var known = ObservedProperties.KnownKeyPaths(first: paths[0])
        XCTAssertTrue(known.contains(identical: paths[0]))
        XCTAssertFalse(known.contains(identical: paths[1]))
        for path in paths.dropFirst() { known.learn(path) }
        known.learn(paths[5])  // known already: not added twice
        for path in paths { XCTAssertTrue(known.contains(identical: path), "\(path)") }
        XCTAssertFalse(known.contains(identical: \Probe.self))
        XCTAssertTrue(known.containsAny(of: [\Probe.self, paths[5]]))
        XCTAssertFalse(known.containsAny(of: [\Probe.self]))
        XCTAssertTrue(known.first === paths[0])
    }

    func testTheFirstSlotIsInPlaceAndTheOthersFollowIt() {
        var slots = ObservedProperties.Slots()
        XCTAssertEqual(slots.count, 0)
        XCTAssertNil(slots.firstIndex { _ in true })
        let paths: [AnyKeyPath] = [\Probe.a, \Probe.b, \Probe.c]
        for path in paths { slots.append(ObservedProperties.Slot(first: path, name: .placeholder)) }
        XCTAssertEqual(slots.count, 3)
        XCTAssertEqual(slots.indices, 0..<3)
        for (index, path) in paths.enumerated() {
            XCTAssertTrue(slots.read(index) { $0.keyPaths.first } === path)
            XCTAssertEqual(slots.firstIndex { $0.keyPaths.contains(identical: path) }, index)
        }
        slots.update(2) { $0.readers.insert(Registration(reader: readers[0], order: 4)) }
        slots.update(0) { $0.readers.insert(Registration(reader: readers[1], order: 8)) }
        XCTAssertEqual(slots.read(2) { $0.readers.all.map(\.order) }, [4])
        XCTAssertEqual(slots.read(0) { $0.readers.all.map(\.order) }, [8])
        XCTAssertTrue(slots.read(1) { $0.readers.isEmpty })
    }

    /// Through a model: the second and third properties (past the slot kept in place) and a
    /// property read by several views (past the reader kept in place) are found, run their
    /// readers and are named.
    func testEveryPropertyAndEveryReaderOfAModelIsFound() throws {
        let panel = Panel()
        struct Reads: View {
            let panel: Panel
            let label: String
            let read: (Panel) -> Int
            var body: some View { Text("\(label) \(read(panel))").accessibilityIdentifier(label) }
        }
        struct Board: View {
            let panel: Panel
            var body: some View {
                VStack {
                    Reads(panel: panel, label: "first", read: { $0.first })
                    Reads(panel: panel, label: "third", read: { $0.third })
                    Reads(panel: panel, label: "second", read: { $0.second })
                    Reads(panel: panel, label: "third again", read: { $0.third })
                    Text("bump").onTapGesture {
                        panel.third += 1
                        panel.second += 1
                    }
                    .accessibilityIdentifier("bump")
                }
            }
        }
        let sim = Simulation(Board(panel: panel))
        try sim.step("bump") { try sim.tap("bump") }
        let text = sim.trace.text(step: 1)
        XCTAssertTrue(text.contains("Panel.third: 0 → 1"), text)
        XCTAssertTrue(text.contains("Panel.second: 0 → 1"), text)
        let ran = sim.trace.frames(inStep: 1).flatMap(\.events).compactMap { event -> Int? in
            if case .bodyEvaluated(let node, _) = event.kind, node.label == "Reads" { return node.id }
            return nil
        }
        // The three readers of the two properties written, once each, in graph order.
        XCTAssertEqual(ran.count, 3, text)
        XCTAssertEqual(ran, ran.sorted(), text)
        XCTAssertEqual(
            ["first", "third", "second", "third again"].map { sim.text(of: $0) },
            ["first 0", "third 1", "second 1", "third again 1"])
    }

    func testAWriteIsOneSmallBlockAndNamesItsChange() {
        let panel = Panel()
        let name = ObservedPropertyName.shared(\Panel.second, of: panel)
        let write = ObservationWrite(name: name, subject: panel) { panel.second }
        panel.second = 7
        write.finish(panel) { panel.second }
        // The trace keeps every write: one lock, the made fields boxed (240 bytes before).
        XCTAssertLessThanOrEqual(malloc_usable_size(Unmanaged.passUnretained(write).toOpaque()), 168)
        let change = write.change(appliedBy: nil)
        XCTAssertEqual(change.object, "Panel")
        XCTAssertEqual(change.names, ["Panel.second"])
        XCTAssertEqual(change.description, "Panel.second: 0 → 7")
        // Made once: the same fields whoever reads them, and equal to a change given its fields.
        XCTAssertEqual(write.change(appliedBy: nil).description, change.description)
        XCTAssertEqual(
            change,
            ObservationChange(
                object: "Panel", valueType: "Int",
                properties: [.init(name: "second", old: .integer(0), new: .integer(7))],
                compared: true))
    }
}

/// glibc's usable size of a heap block (not exported by the Glibc module).
@_silgen_name("malloc_usable_size")
private func malloc_usable_size(_ pointer: UnsafeMutableRawPointer?) -> Int
