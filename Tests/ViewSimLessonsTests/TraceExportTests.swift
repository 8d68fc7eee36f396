// The trace exports: every lesson's `Trace.json()` validates against
// docs/trace.schema.json (and a broken document does not); lesson1's Chrome
// trace has a slice per frame with its body runs nested inside and their reasons
// as arguments; lesson3's animations are balanced async slices and lesson4's
// loop an instant event with its cycle; strings cannot end an HTML <script>;
// a 10,000-frame run exports in size proportional to its events; the folded form
// (viewsim.trace.folded) validates against the same schema file and stays small.
import Foundation
import XCTest

@testable import ViewSim
@testable import ViewSimLessons

private final class DataFlowStore: ObservableObject {
    @Published var name = "a"
}

/// A number under `.contentTransition(.numericText())`: "add" changes it inside `withAnimation`
/// (a content transition), "set" without one (`swappedWithoutTransition`).
private struct ContentTransitionRoot: View {
    @State private var count = 1
    var body: some View {
        VStack {
            Text("\(count)").contentTransition(.numericText())
            Text("add").onTapGesture { withAnimation(.linear(duration: 0.1)) { count += 1 } }
            Text("set").onTapGesture { count = 10 }
        }
    }
}

/// A badge moved each frame in a transaction with `tracksVelocity`, then released with a spring
/// ("spring", the velocity taken) or an ease ("ease", dropped): the `velocity` phase.
private struct VelocityRoot: View {
    @State private var x = 0.0
    var body: some View {
        VStack {
            Circle().frame(width: 20, height: 20).offset(x: x)
            Text("drag").onTapGesture {
                var drag = Transaction()
                drag.tracksVelocity = true
                drag.velocitySource = "DragGesture #12"
                withTransaction(drag) { x += 20 }
            }
            Text("spring").onTapGesture { withAnimation(.spring) { x = 0 } }
            Text("ease").onTapGesture { withAnimation(.easeIn) { x = 0 } }
        }
    }
}

private struct DataFlowRoot: View {
    @State private var showsMissing = false
    var body: some View {
        VStack {
            DataFlowCounter()
            Text("missing").onTapGesture { showsMissing = true }.accessibilityIdentifier("missing")
            if showsMissing { DataFlowReader() }
        }
    }
}

private struct DataFlowCounter: View {
    @AppStorage("count") private var count = 0
    var body: some View { Text("\(count)").onTapGesture { count += 1 }.accessibilityIdentifier("count") }
}

private struct DataFlowReader: View {
    @EnvironmentObject private var store: DataFlowStore
    var body: some View { Text(store.name) }
}

@MainActor
final class TraceExportTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func validator() throws -> JSONSchemaValidator {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/trace.schema.json"), encoding: .utf8)
        return JSONSchemaValidator(schema: try JSONValue.parse(text))
    }

    // MARK: JSON

    func testAContentTransitionValidatesAgainstTheSchema() async throws {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(ContentTransitionRoot(), configuration: configuration)
        try sim.tap("add")
        try sim.runUntilIdle()
        try sim.tap("set")
        let json = sim.trace.json()
        XCTAssertEqual(try validator().errors(in: try JSONValue.parse(json)).prefix(5), [])
        XCTAssertTrue(json.contains("\"swappedWithoutTransition\""))
        XCTAssertTrue(json.contains("\"contentTransition(.numericText(countsDown: false))\""))
    }

    func testAVelocityHandOffValidatesAgainstTheSchema() async throws {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(VelocityRoot(), configuration: configuration)
        for _ in 0..<3 { try sim.tap("drag") }
        try sim.tap("spring")
        try sim.runUntilIdle()
        for _ in 0..<3 { try sim.tap("drag") }
        try sim.tap("ease")
        let json = sim.trace.json()
        XCTAssertEqual(try validator().errors(in: try JSONValue.parse(json)).prefix(5), [])
        XCTAssertTrue(json.contains("\"kind\":\"velocity\""), "the velocity phase is exported")
        XCTAssertTrue(json.contains("\"used\":true"))
        XCTAssertTrue(json.contains("\"because\":\"easeIn(duration: 0.35) does not merge, so it starts at rest\""))
    }

    func testTheDataFlowWrappersValidateAgainstTheSchema() async throws {
        // An environment object, @AppStorage writes (their property kinds in reasons) and a
        // missing object (the `environment` diagnostic) export as the schema says.
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(DataFlowRoot(), configuration: configuration)
        try sim.tap("count")
        XCTAssertThrowsError(try sim.tap("missing"))
        XCTAssertNotNil(sim.stopError)
        let document = try JSONValue.parse(sim.trace.json())
        XCTAssertEqual(try validator().errors(in: document).prefix(5), [])
        XCTAssertTrue(sim.trace.json().contains("\"@AppStorage\""))
        XCTAssertTrue(sim.trace.json().contains("\"environment\""))
    }

    func testEveryLessonsJSONValidatesAgainstTheSchema() async throws {
        let validator = try validator()
        var kinds = Set<String>()
        for lesson in LessonCatalog.all {
            let trace = try lesson.run().trace
            let json = trace.json()
            let document = try JSONValue.parse(json)
            XCTAssertEqual(validator.errors(in: document).prefix(5), [], "\(lesson.name)'s JSON breaks the schema")
            XCTAssertEqual(document["schema"], .string("viewsim.trace"))
            XCTAssertEqual(document["version"], .integer(1))
            // Every event is there, with its id, in order.
            let ids = (document["frames"]?.array ?? []).flatMap { $0["events"]?.array ?? [] }.compactMap {
                $0["id"]?.integer
            }
            XCTAssertEqual(ids, trace.events.map(\.id), "\(lesson.name): the JSON should hold every event, in order")
            for frame in document["frames"]?.array ?? [] {
                for event in frame["events"]?.array ?? [] { if let kind = event["kind"]?.string { kinds.insert(kind) } }
            }
            // The folded form (what the HTML report embeds) validates too, and is no larger.
            let fps = SimulationConfiguration().framesPerSecond
            let folded = trace.json(foldingRepeatedFramesAt: fps)
            let foldedDocument = try JSONValue.parse(folded)
            XCTAssertEqual(
                validator.errors(in: foldedDocument).prefix(5), [], "\(lesson.name)'s folded JSON breaks the schema")
            XCTAssertEqual(foldedDocument["schema"], .string("viewsim.trace.folded"))
            XCTAssertEqual(foldedDocument["version"], .integer(2))
            XCTAssertEqual(
                validator.errors(in: try JSONValue.parse(trace.json(step: 1, foldingRepeatedFramesAt: fps))).prefix(5),
                [],
                "\(lesson.name) step 1's folded JSON breaks the schema")
            XCTAssertLessThanOrEqual(
                folded.utf8.count, json.utf8.count + 100, "\(lesson.name): folding should not grow the JSON")
            // One step alone validates too, and holds only that step.
            let step = try JSONValue.parse(trace.json(step: 1))
            XCTAssertEqual(validator.errors(in: step).prefix(5), [], "\(lesson.name) step 1's JSON breaks the schema")
            XCTAssertEqual(step["steps"]?.array?.compactMap { $0["index"]?.integer }, [1])
            XCTAssertTrue((step["frames"]?.array ?? []).allSatisfy { $0["step"] == .integer(1) })
        }
        // The lessons reach the common kinds, so the schema is checked against them.
        for kind in [
            "script", "bodyEvaluated", "bodySkipped", "inserted", "removed", "stateWrite", "animation", "diagnostic",
            "transaction", "timelineEntry", "attributeChanged", "actionRun", "canvasDrawn", "completion",
        ] {
            XCTAssertTrue(kinds.contains(kind), "no lesson exports a \(kind) event")
        }
    }

    /// The validator is not a rubber stamp: each way of breaking lesson1's document is caught.
    func testTheSchemaRejectsBrokenDocuments() async throws {
        let validator = try validator()
        let text = try Lesson1.lesson.run().trace.json()
        XCTAssertEqual(validator.errors(in: try JSONValue.parse(text)), [])
        let breakages: [(String, String, String)] = [
            ("\"kind\":\"bodyEvaluated\"", "\"kind\":\"bodyRan\"", "an unknown kind"),
            ("\"schema\":\"viewsim.trace\"", "\"schema\":\"viewsim.trace2\"", "another schema"),
            ("\"version\":1", "\"version\":2", "another version"),
            ("\"passes\":1", "\"passes\":\"1\"", "a number as a string"),
            ("\"causes\":[]", "\"causes\":[],\"extra\":true", "a field the schema does not list"),
            ("\"text\":\"▶ appear\",", "", "an event without its text"),
            (
                "\"reasons\":[{\"token\":\"@self\",\"kind\":\"self\"",
                "\"reasons\":[{\"token\":\"@self\",\"kind\":\"itself\"", "an unknown reason kind"
            ),
        ]
        for (original, replacement, what) in breakages {
            XCTAssertTrue(text.contains(original), "lesson1's JSON should contain \(original)")
            guard let range = text.range(of: original) else { continue }
            let broken = text.replacingCharacters(in: range, with: replacement)
            XCTAssertNotEqual(
                validator.errors(in: try JSONValue.parse(broken)), [], "the validator should reject \(what)")
        }
        // The folded form: its own breakages are caught too.
        let folded = try Lesson3.lesson.run().trace.json(foldingRepeatedFramesAt: 60)
        XCTAssertEqual(validator.errors(in: try JSONValue.parse(folded)), [])
        let foldedBreakages: [(String, String, String)] = [
            (
                "\"schema\":\"viewsim.trace.folded\",\"version\":2,\"framesPerSecond\":60",
                "\"schema\":\"viewsim.trace\",\"version\":1,\"framesPerSecond\":60",
                "the folded form named as the whole one"
            ),
            (
                "\"schema\":\"viewsim.trace.folded\",\"version\":2",
                "\"schema\":\"viewsim.trace.folded\",\"version\":1", "the folded form's old version"
            ),
            ("\"framesPerSecond\":60,", "", "a folded document without its frame rate"),
            ("\"sameAs\":", "\"same\":", "a run without the frame it repeats"),
            ("\"samples\":[[", "\"samples\":[{\"frame\":1},[", "an object among compact samples"),
        ]
        for (original, replacement, what) in foldedBreakages {
            XCTAssertTrue(folded.contains(original), "lesson3's folded JSON should contain \(original)")
            guard let range = folded.range(of: original) else { continue }
            let broken = folded.replacingCharacters(in: range, with: replacement)
            XCTAssertNotEqual(
                validator.errors(in: try JSONValue.parse(broken)), [], "the validator should reject \(what)")
        }
        // A keyword the validator does not check is an error, not silently ignored.
        let loose = JSONSchemaValidator(schema: .object([("type", .string("object")), ("minProperties", .integer(1))]))
        XCTAssertNotEqual(loose.errors(in: .object([])), [])
    }

    func testJSONIsDeterministicAndParsesWithFoundation() async throws {
        let first = try Lesson3.lesson.run().trace.json()
        let second = try Lesson3.lesson.run().trace.json()
        XCTAssertEqual(first, second)
        let object = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
        XCTAssertEqual(object?["schema"] as? String, "viewsim.trace")
        // The animations list each animated value's presented values, a sample per frame.
        let trace = try Lesson3.lesson.run().trace
        let document = try JSONValue.parse(first)
        let animations = try XCTUnwrap(document["animations"]?.array)
        XCTAssertEqual(animations.count, trace.animatedValues().count)
        for animation in animations {
            guard let node = animation["node"]?["id"]?.integer, let attribute = animation["attribute"]?.string else {
                XCTFail("an animation without node or attribute")
                continue
            }
            let samples = trace.presentationSamples(of: node, attribute: attribute)
            XCTAssertEqual(animation["samples"]?.array?.compactMap { $0["frame"]?.integer }, samples.map(\.frame))
            XCTAssertEqual(
                animation["samples"]?.array?.map { $0["presentation"] },
                samples.map { JSONValue.array($0.presentation.numbers.map(Self.json)) })
        }
    }

    private static func json(_ number: Double) -> JSONValue {
        if number == number.rounded(), abs(number) < 9e15 { return .integer(Int(number)) }
        return .number(number)
    }

    func testLesson4sLoopHasItsCycleInTheJSON() async throws {
        let document = try JSONValue.parse(try Lesson4.lesson.run().trace.json())
        let frames: [JSONValue] = document["frames"]?.array ?? []
        let events: [JSONValue] = frames.flatMap { (frame: JSONValue) -> [JSONValue] in frame["events"]?.array ?? [] }
        let diagnostics = events.filter { (event: JSONValue) -> Bool in event["kind"] == .string("diagnostic") }
        let loop = try XCTUnwrap(diagnostics.first { $0["diagnostic"]?["kind"] == .string("updateLoop") })
        XCTAssertEqual(
            loop["diagnostic"]?["message"],
            .string("onChange(of: Date) action tried to update multiple times per frame."))
        let cycle = try XCTUnwrap(loop["diagnostic"]?["cycle"]?.array)
        XCTAssertGreaterThanOrEqual(cycle.count, 3)
        // Each hop names an event of the same document.
        let ids = Set(
            (document["frames"]?.array ?? []).flatMap { $0["events"]?.array ?? [] }.compactMap { $0["id"]?.integer })
        for hop in cycle where hop["kind"] == .string("event") {
            XCTAssertTrue(
                ids.contains(hop["event"]?.integer ?? -1), "a cycle hop names an event the JSON does not hold")
        }
    }

    /// docs/trace-json.md names every field the schema allows, and its example validates.
    func testTheDocumentationCoversTheSchema() async throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/trace-json.md"), encoding: .utf8)
        let schema = try validator().schema
        var names = Set<String>()
        var pending = [schema]
        while let next = pending.popLast() {
            switch next {
            case .object(let members):
                for (key, value) in members {
                    if key == "properties", case .object(let properties) = value {
                        names.formUnion(properties.map(\.key))
                    }
                    pending.append(value)
                }
            case .array(let items):
                pending.append(contentsOf: items)
            default:
                break
            }
        }
        XCTAssertGreaterThan(names.count, 50)
        let undocumented = names.filter { !page.contains("`\($0)`") }.sorted()
        XCTAssertEqual(undocumented, [], "docs/trace-json.md should name these schema fields")
        let example = try XCTUnwrap(
            page.components(separatedBy: "## Example").last?.components(separatedBy: "```json\n").dropFirst().first?
                .components(separatedBy: "\n```").first)
        XCTAssertEqual(
            try validator().errors(in: try JSONValue.parse(example)), [], "the page's example should validate")
    }

    // MARK: Strings

    func testWriterEscapesWhatWouldBreakJSONOrAScriptElement() async throws {
        let nasty =
            "</script><script>alert(1)</script> <!-- a & b > c \"quoted\" back\\slash\n\t\r\u{0}\u{1F}\u{7F} \u{2028}\u{2029} 😀 é"
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("text")
        writer.string(nasty)
        writer.key("numbers")
        writer.beginArray()
        for number in [0, -0.0, 1, 0.1, 1e-5, 1e21, -2.5, .nan, .infinity] { writer.number(number) }
        writer.endArray()
        writer.endObject()
        let text = writer.text
        XCTAssertFalse(
            text.contains("<") || text.contains(">") || text.contains("&"),
            "`</script>` or `<!--` could end or upset an HTML script element: \(text)")
        XCTAssertTrue(text.contains("\\u003c/script\\u003e") && text.contains("\\u0026"), text)
        XCTAssertFalse(text.contains("\u{2028}") || text.contains("\u{2029}"), "line separators should be escaped")
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 }, "control characters should be escaped")
        XCTAssertTrue(text.contains("\\u0000") && text.contains("\\u001f") && text.contains("\\n"), text)
        XCTAssertTrue(text.hasSuffix("\"numbers\":[0,0,1,0.1,1e-05,1e+21,-2.5,null,null]}"), text)
        XCTAssertEqual(try JSONValue.parse(text)["text"], .string(nasty))
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        XCTAssertEqual(object?["text"] as? String, nasty)
    }

    /// The writer copies runs of plain bytes at once; the multi-byte characters whose
    /// first byte it must look past (E2: `›`, `…`; C2: `©`) stay as they are, and the
    /// ones it escapes are escaped wherever they fall, the string's end included.
    func testWriterEscapesOnlyLineSeparatorsAndC1ControlsAmongMultiByteCharacters() async throws {
        func written(_ text: String) -> String {
            var writer = JSONWriter()
            writer.string(text)
            return writer.text
        }
        XCTAssertEqual(written("a › b … ©"), "\"a › b … ©\"")
        XCTAssertEqual(
            written("\u{85}x\u{2028}y\u{2029}\u{9F}"), "\"\\u0085x\\u2028y\\u2029\\u009f\"")
        XCTAssertEqual(written("›\u{2028}"), "\"›\\u2028\"")
        XCTAssertEqual(written("tab\there"), "\"tab\\there\"")
        XCTAssertEqual(written(""), "\"\"")
    }

    /// A text that looks like a script is data in both exports: escaped, never
    /// markup, and it reads back whole.
    func testATextThatLooksLikeAScriptStaysText() async throws {
        struct Shouting: View {
            @State private var words = "quiet"
            var body: some View {
                Text(words).onTapGesture { words = "</script><script>alert(1)</script>" }.accessibilityIdentifier(
                    "shout")
            }
        }
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(Shouting(), configuration: configuration)
        try sim.tap("shout")
        for export in [sim.trace.json(), sim.trace.chromeTrace()] {
            XCTAssertFalse(export.contains("</script") || export.contains("<script"), "an export holds a script tag")
            XCTAssertNoThrow(try JSONValue.parse(export))
        }
        let events = try JSONValue.parse(sim.trace.json())["frames"]?.array?.flatMap { $0["events"]?.array ?? [] } ?? []
        let change = try XCTUnwrap(
            events.first { $0["kind"] == .string("attributeChanged") && $0["attribute"] == .string("text") })
        XCTAssertEqual(change["new"]?["text"], .string("\"</script><script>alert(1)</script>\""))
    }

    // MARK: Chrome

    func testChromeTraceOfLesson1HasTheExpectedSlices() async throws {
        let trace = try Lesson1.lesson.run().trace
        let text = trace.chromeTrace(name: "lesson1")
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let events = try XCTUnwrap(root["traceEvents"] as? [[String: Any]])
        func double(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }
        for event in events {
            XCTAssertNotNil(event["ph"] as? String)
            XCTAssertEqual(event["pid"] as? Int, 1)
        }
        let names = events.filter { $0["ph"] as? String == "M" }.compactMap {
            ($0["args"] as? [String: Any])?["name"] as? String
        }
        XCTAssertEqual(names, ["lesson1", "frames", "steps"])
        // A slice per frame in which something happened, at its simulated time.
        let frames = events.filter { $0["cat"] as? String == "frame" }
        XCTAssertEqual(frames.compactMap { $0["name"] as? String }, trace.frames.map { "frame \($0.index)" })
        XCTAssertTrue(frames.allSatisfy { $0["ph"] as? String == "X" })
        XCTAssertEqual(double(frames[1]["ts"]), 200_000, accuracy: 0.001, "frame 12 starts at t=0.2 s")
        XCTAssertEqual(double(frames[1]["dur"]), 16_666.667, accuracy: 0.001, "a frame lasts 1/60 s")
        // A slice per step.
        let steps = events.filter { $0["cat"] as? String == "step" }.compactMap { $0["name"] as? String }
        XCTAssertEqual(steps, trace.steps.map { "step \($0.index) · \($0.title)" })
        // Body runs: one slice each, nested inside its frame's slice, with its reasons.
        let bodies = events.filter { $0["cat"] as? String == "body" }
        XCTAssertEqual(bodies.count, trace.bodyEvaluations().count)
        for body in bodies {
            let ts = double(body["ts"])
            let end = ts + double(body["dur"])
            let args = try XCTUnwrap(body["args"] as? [String: Any])
            let id = try XCTUnwrap(args["event"] as? Int)
            let frame = try XCTUnwrap(trace.event(id)?.frame)
            let parent = try XCTUnwrap(frames.first { $0["name"] as? String == "frame \(frame)" })
            XCTAssertGreaterThan(ts, double(parent["ts"]), "\(body["name"] ?? "") starts inside frame \(frame)")
            XCTAssertLessThan(
                end, double(parent["ts"]) + double(parent["dur"]), "\(body["name"] ?? "") ends inside frame \(frame)")
            XCTAssertNotNil(args["reasons"] as? [String])
        }
        let timeline = bodies.filter { $0["name"] as? String == "TimelineView #9 content" }
        XCTAssertEqual(timeline.count, 6, "the first timeline's content runs at appearance and at its 5 entries")
        XCTAssertEqual((timeline[1]["args"] as? [String: Any])?["reasons"] as? [String], ["@timeline"])
        // Step 3 (the fix): SubView's body runs at every entry with reason @self.
        let stepThree = Set(trace.frames(inStep: 3).flatMap(\.events).map(\.id))
        let fixedRuns = bodies.filter {
            ($0["name"] as? String)?.hasPrefix("SubView #") == true
                && stepThree.contains(($0["args"] as? [String: Any])?["event"] as? Int ?? -1)
        }
        XCTAssertEqual(fixedRuns.count, 5)
        XCTAssertTrue(fixedRuns.allSatisfy { ($0["args"] as? [String: Any])?["reasons"] as? [String] == ["@self"] })
        // Step 1: SubView is skipped at every entry, its skip a slice too, saying why.
        let skips = events.filter {
            $0["cat"] as? String == "skip" && ($0["name"] as? String)?.hasPrefix("SubView") == true
        }
        XCTAssertEqual(skips.count, 5)
        XCTAssertTrue(
            ((skips[0]["args"] as? [String: Any])?["reasons"] as? [String])?.first?.contains("no stored inputs") == true
        )
        // Lesson1 has neither animations nor diagnostics.
        XCTAssertFalse(events.contains { ["b", "e", "i"].contains($0["ph"] as? String ?? "") })
    }

    func testChromeTraceHasAnimationsAsAsyncSlicesAndDiagnosticsAsInstants() async throws {
        let animated = try Lesson3.lesson.run().trace.chromeTrace()
        let events = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(animated.utf8)) as? [String: Any])?["traceEvents"]
                as? [[String: Any]])
        let begins = events.filter { $0["ph"] as? String == "b" }
        let ends = events.filter { $0["ph"] as? String == "e" }
        XCTAssertGreaterThan(begins.count, 0, "lesson3's animations should be async slices")
        XCTAssertEqual(
            begins.compactMap { $0["id"] as? Int }.sorted(), ends.compactMap { $0["id"] as? Int }.sorted(),
            "every b has its e")
        XCTAssertTrue(begins.allSatisfy { $0["cat"] as? String == "animation" })
        XCTAssertGreaterThan(events.filter { $0["ph"] as? String == "C" }.count, 10, "presented values as counters")

        let loop = try Lesson4.lesson.run().trace.chromeTrace()
        let loopEvents = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(loop.utf8)) as? [String: Any])?["traceEvents"]
                as? [[String: Any]])
        let instants = loopEvents.filter { $0["ph"] as? String == "i" }
        let args = try XCTUnwrap(instants.first?["args"] as? [String: Any])
        XCTAssertEqual(
            args["message"] as? String, "onChange(of: Date) action tried to update multiple times per frame.")
        XCTAssertGreaterThanOrEqual((args["cycle"] as? [String])?.count ?? 0, 3)
        XCTAssertEqual(instants.first?["s"] as? String, "t")
    }

    // MARK: Long runs

    /// 10,000 frames in which a timeline updates a text: the exports are written
    /// without recursion and grow with the events (a few hundred bytes each).
    func testALongRunExportsInSizeProportionalToItsEvents() async throws {
        struct Ticker: View {
            var body: some View {
                TimelineView(.animation) { context in
                    Text("\(Int(context.date.timeIntervalSince(SimulationConfiguration.defaultStartDate) * 60))")
                }
            }
        }
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(Ticker(), configuration: configuration)
        // 10,000 frames: the sizes per event and per frame are what is checked, and they are the
        // same at 40,000 (which took 49 s of test time in a debug build).
        for _ in 0..<10 { try sim.advanceFrames(1_000) }
        let trace = sim.trace
        XCTAssertGreaterThanOrEqual(trace.frames.count, 10_000)
        let json = trace.json()
        let chrome = trace.chromeTrace()
        let events = trace.eventCount
        let jsonPerEvent = Double(json.utf8.count) / Double(events)
        let chromePerEvent = Double(chrome.utf8.count) / Double(events)
        print(
            "10,000 frames, \(events) events: JSON \(json.utf8.count) bytes (\(Int(jsonPerEvent)) per event), Chrome \(chrome.utf8.count) bytes (\(Int(chromePerEvent)) per event)"
        )
        XCTAssertLessThan(jsonPerEvent, 400, "the JSON should take a few hundred bytes per event")
        XCTAssertLessThan(chromePerEvent, 400, "the Chrome trace should take a few hundred bytes per event")
        XCTAssertNoThrow(try JSONValue.parse(json))
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(chrome.utf8)))
        // Folded, the frames after the first few are one run with each frame's text change.
        let folded = trace.json(foldingRepeatedFramesAt: configuration.framesPerSecond)
        print("folded: \(folded.utf8.count) bytes")
        XCTAssertLessThan(
            folded.utf8.count, 1_000_000, "the folded JSON should hold each repeating frame in a few dozen bytes")
        XCTAssertEqual(try validator().errors(in: try JSONValue.parse(folded)).prefix(5), [])
    }
}
