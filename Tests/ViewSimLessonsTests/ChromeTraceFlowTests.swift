// The Chrome trace's flow arrows and counters, checked on the JSON the way
// Perfetto's JSON importer binds them (src/trace_processor/importers/json and
// common/flow_tracker.cc): a flow start `s` belongs to the innermost slice open at
// its time on its thread, a flow end `f` with `bp: "e"` likewise, and a start and
// an end pair by (id, cat, name). Every arrow must join a cause's slice to its
// effect's, with the id made of their event ids; every cause between two slices
// must have its arrow; lesson 4's update loop must read hop by hop; counters hold
// numbers, named per component. (scripts/perfetto-check checks the same with
// Perfetto's own trace processor when it can be had.)
import Foundation
import XCTest

@testable import ViewSim
@testable import ViewSimLessons

@MainActor
final class ChromeTraceFlowTests: XCTestCase {
    /// One arrow as Perfetto would import it: the events whose slices it joins.
    private struct Arrow: Hashable {
        let cause: EventID
        let effect: EventID
        let name: String
    }

    /// The trace's Chrome export, parsed, with its arrows bound to slices as Perfetto binds them.
    private func arrows(
        of trace: Trace, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (events: [[String: Any]], arrows: [Arrow]) {
        let root = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(trace.chromeTrace().utf8)) as? [String: Any])
        let events = try XCTUnwrap(root["traceEvents"] as? [[String: Any]])
        func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }
        // The event slices (X with an `event` argument) on the frames thread, innermost
        // first where they nest (none of them nest in another but in their frame).
        let slices: [(from: Double, to: Double, event: EventID)] = events.compactMap { event in
            guard event["ph"] as? String == "X", event["tid"] as? Int == 1,
                let id = (event["args"] as? [String: Any])?["event"] as? Int
            else { return nil }
            return (number(event["ts"]), number(event["ts"]) + number(event["dur"]), id)
        }
        func slice(at ts: Double) -> EventID? {
            let around = slices.filter { $0.from < ts && ts < $0.to }
            XCTAssertLessThanOrEqual(around.count, 1, "event slices do not overlap", file: file, line: line)
            return around.first?.event
        }
        var starts: [String: (EventID, String)] = [:]
        var arrows: [Arrow] = []
        for event in events where ["s", "f"].contains(event["ph"] as? String) {
            let id = try XCTUnwrap(event["id"] as? String, "a flow's id is a string", file: file, line: line)
            let name = try XCTUnwrap(event["name"] as? String)
            XCTAssertEqual(event["cat"] as? String, "cause", file: file, line: line)
            XCTAssertEqual(event["tid"] as? Int, 1, "flows are on the frames thread", file: file, line: line)
            let bound = try XCTUnwrap(
                slice(at: number(event["ts"])), "\(id) sits inside an event's slice", file: file, line: line)
            if event["ph"] as? String == "s" {
                XCTAssertNil(starts[id], "one start per flow id \(id)", file: file, line: line)
                starts[id] = (bound, name)
            } else {
                XCTAssertEqual(event["bp"] as? String, "e", "an end binds the slice around it", file: file, line: line)
                let (cause, startName) = try XCTUnwrap(starts.removeValue(forKey: id), "\(id) ends after its start")
                XCTAssertEqual(startName, name, "a start and its end have one name", file: file, line: line)
                XCTAssertEqual(
                    id, ChromeTraceWriter.flowID(cause: cause, effect: bound), "the id is made of the two event ids",
                    file: file, line: line)
                arrows.append(Arrow(cause: cause, effect: bound, name: name))
            }
        }
        XCTAssertEqual(starts.count, 0, "every flow start has its end", file: file, line: line)
        return (events, arrows)
    }

    func testEveryArrowJoinsACauseToItsEffectAndEveryCauseHasItsArrow() async throws {
        for trace in [try Lesson3.lesson.run().trace, try Lesson4.lesson.run().trace, try Lesson11.lesson.run().trace] {
            let (_, arrows) = try arrows(of: trace)
            XCTAssertGreaterThan(arrows.count, 0)
            XCTAssertEqual(Set(arrows).count, arrows.count, "one arrow per cause and effect")
            let drawn = Set(trace.frames.flatMap(\.events).filter(\.isChromeSlice).map(\.id))
            for arrow in arrows {
                let cause = try XCTUnwrap(trace.event(arrow.cause))
                let effect = try XCTUnwrap(trace.event(arrow.effect))
                XCTAssertEqual(arrow.name, "\(cause.kind.name.jsonName) → \(effect.kind.name.jsonName)")
                // The cause is one of the effect's causes, or reached through events without a slice.
                var reached = Set<EventID>()
                var frontier = effect.causes
                while let next = frontier.popLast() {
                    guard reached.insert(next).inserted else { continue }
                    if !drawn.contains(next), let event = trace.event(next) { frontier += event.causes }
                }
                XCTAssertTrue(reached.contains(arrow.cause), "\(arrow.name): \(arrow.cause) caused \(arrow.effect)")
            }
            // Each direct cause between two slices is an arrow.
            let pairs = Set(arrows.map { [$0.cause, $0.effect] })
            for event in trace.frames.flatMap(\.events) where event.isChromeSlice {
                for cause in event.causes where drawn.contains(cause) && cause != event.id {
                    XCTAssertTrue(
                        pairs.contains([cause, event.id]),
                        "an arrow from \(TraceText.line(for: trace.event(cause)!)) to \(TraceText.line(for: event))")
                }
            }
        }
    }

    /// Lesson 4's loop, hop by hop, in the frame it loops in: the onChange sees a new
    /// date, its action runs and writes the flag, the write runs ExampleView's body,
    /// which runs the TimelineView's content, whose onChange sees a new date again.
    func testLesson4sUpdateLoopReadsAsAChainOfArrows() async throws {
        let trace = try Lesson4.lesson.run().trace
        let (_, arrows) = try arrows(of: trace)
        let loopFrame = try XCTUnwrap(
            trace.frames.first { frame in frame.events.contains { $0.kind.name == .actionSuppressed } })
        let inFrame = Set(loopFrame.events.map(\.id))
        var next: [EventID: [Arrow]] = [:]
        for arrow in arrows where inFrame.contains(arrow.cause) { next[arrow.cause, default: []].append(arrow) }
        // Follow the arrows from the first valueChanged, taking each hop's expected kind.
        let hops: [TraceEventKind] = [
            .actionRun, .stateWrite, .bodyEvaluated, .bodyEvaluated, .valueChanged,
            .actionRun, .stateWrite, .bodyEvaluated, .bodyEvaluated, .valueChanged, .actionSuppressed,
        ]
        var current = try XCTUnwrap(loopFrame.events.first { $0.kind.name == .valueChanged }).id
        var read = [TraceText.line(for: trace.event(current)!)]
        for kind in hops {
            let arrow = try XCTUnwrap(
                next[current]?.first { trace.event($0.effect)?.kind.name == kind },
                "an arrow from \(read.last!) to a \(kind.jsonName); read so far:\n" + read.joined(separator: "\n"))
            current = arrow.effect
            read.append(TraceText.line(for: trace.event(current)!))
        }
        XCTAssertTrue(read[3].contains("ExampleView #8 body"), read[3])
        XCTAssertTrue(read[4].contains("TimelineView #9 content runs"), read[4])
        XCTAssertTrue(read.last!.contains("suppressed"), read.last!)
    }

    /// An animation's start and a task's phases are slices with their arrows: a tap's
    /// write starts a task, the task's wake-up writes, the write runs the body whose new
    /// value starts the animation.
    func testArrowsReachTasksAndAnimations() async throws {
        struct Search: View {
            @State var query = ""
            @State var opacity = 0.2
            var body: some View {
                Text("type").opacity(opacity).onTapGesture { query += "a" }.accessibilityIdentifier("type")
                    .task(id: query) {
                        guard !query.isEmpty else { return }
                        try? await Task.sleep(for: .milliseconds(100))
                        withAnimation(.easeIn(duration: 0.1)) { opacity = 1 }
                    }
            }
        }
        let sim = Simulation(Search())
        try sim.tap("type")
        try sim.advance(by: 0.5)
        let (events, arrows) = try arrows(of: sim.trace)
        let names = Set(arrows.map(\.name))
        XCTAssertTrue(names.contains { $0.hasSuffix("→ task") }, "\(names.sorted())")
        XCTAssertTrue(names.contains("task → stateWrite"), "\(names.sorted())")
        // The write runs the body that applies the new value, which starts the animation.
        XCTAssertTrue(names.contains("bodyEvaluated → animation"), "\(names.sorted())")
        // The animation's start is a slice besides its async slice.
        XCTAssertTrue(events.contains { $0["ph"] as? String == "X" && $0["cat"] as? String == "animation" })
        XCTAssertTrue(events.contains { $0["ph"] as? String == "b" && $0["cat"] as? String == "animation" })
    }

    /// Why flow events of "version 1": an action that writes twice has an arrow to each
    /// write (fan-out), and the body both writes run has an arrow from each (fan-in).
    func testAnEventCanCauseSeveralAndBeCausedBySeveral() async throws {
        struct Pair: View {
            @State var a = 0
            @State var b = 0
            var body: some View {
                Text("\(a) \(b)").onTapGesture {
                    a += 1
                    b += 1
                }
                .accessibilityIdentifier("pair")
            }
        }
        let sim = Simulation(Pair())
        try sim.tap("pair")
        let (_, arrows) = try arrows(of: sim.trace)
        let writes = arrows.filter { $0.name == "actionRun → stateWrite" }
        XCTAssertEqual(writes.count, 2, "the action → each of its writes")
        XCTAssertEqual(Set(writes.map(\.cause)).count, 1)
        let runs = arrows.filter { $0.name == "stateWrite → bodyEvaluated" }
        XCTAssertEqual(Set(runs.map(\.cause)), Set(writes.map(\.effect)), "each write → the body")
        XCTAssertEqual(Set(runs.map(\.effect)).count, 1, "one body run, two arrows in")
    }

    func testCountersHoldNumbersNamedPerComponent() async throws {
        struct Fade: View {
            @State var on = false
            var body: some View {
                Circle().fill(on ? Color.red : Color.blue).opacity(on ? 1 : 0.2)
                    .onTapGesture { withAnimation(.linear(duration: 0.1)) { on.toggle() } }
                    .accessibilityIdentifier("x")
            }
        }
        let sim = Simulation(Fade())
        try sim.tap("x")
        try sim.advance(by: 0.2)
        let root = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(sim.trace.chromeTrace().utf8)) as? [String: Any])
        let counters = try XCTUnwrap(root["traceEvents"] as? [[String: Any]]).filter { $0["ph"] as? String == "C" }
        XCTAssertGreaterThan(counters.count, 4)
        var keys: [String: Set<String>] = [:]
        for counter in counters {
            let args = try XCTUnwrap(counter["args"] as? [String: Any])
            XCTAssertTrue(args.values.allSatisfy { $0 is NSNumber }, "numeric: \(args)")
            keys[counter["name"] as? String ?? "", default: []].formUnion(args.keys)
        }
        let opacity = try XCTUnwrap(keys.first { $0.key.hasSuffix(" opacity") }, "\(keys)")
        XCTAssertEqual(opacity.value, ["value"])
        XCTAssertTrue(keys.values.contains(["red", "green", "blue", "opacity"]), "a colour's components: \(keys)")
    }

    func testNumberNames() {
        XCTAssertEqual(TraceValue(0.5).numberNames(attribute: "opacity"), ["value"])
        XCTAssertEqual(TraceValue(Color.red).numberNames(attribute: "tint"), ["red", "green", "blue", "opacity"])
        // A pair keeps its numbers, not whether it was a point or a size: positions.
        XCTAssertEqual(TraceValue(CGSize(width: 1, height: 2)).numberNames(attribute: "offset"), ["0", "1"])
        XCTAssertEqual(
            TraceValue.list([TraceValue(0.1), TraceValue(0.9)]).numberNames(attribute: "trim(from:), trim(to:)"),
            ["trim(from:)", "trim(to:)"])
        struct Value { var opacity = 0.1, trim = 1.0 }
        XCTAssertEqual(TraceValue(Value()).numberNames(attribute: "value"), ["opacity", "trim"])
        XCTAssertEqual(TraceValue("text").numberNames(attribute: "text"), [])
    }

    func testFlowIDsAreMadeOfTheEventIDs() {
        XCTAssertEqual(ChromeTraceWriter.flowID(cause: 5, effect: 42), "0x50000002a")
        XCTAssertEqual(ChromeTraceWriter.flowID(cause: 0x1234, effect: 0x1_0000), "0x123400010000")
    }
}
