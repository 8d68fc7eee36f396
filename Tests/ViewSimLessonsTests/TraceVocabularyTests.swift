// The one vocabulary of trace events (TraceEventKind, TraceGlyph, TraceEventFamily)
// against everything that restates it: every kind has an event here and the name
// switch covers it; the text trace starts each line with the vocabulary's glyph;
// the JSON export's `kind` and the Chrome export's categories are the vocabulary's;
// docs/trace.schema.json's kind enums and docs/trace-json.md's kind table list
// exactly its kinds; the key lays every glyph out within its width; the glyphs
// the lessons' narratives name are its glyphs.
import Foundation
import XCTest

@testable import ViewSim
@testable import ViewSimLessons

@MainActor
final class TraceVocabularyTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One event of every kind (and every animation phase the lessons reach): the
    /// lessons' events, and built here the kinds no lesson records.
    private func samples() throws -> [TraceEvent] {
        var found: [TraceEventKind: TraceEvent] = [:]
        var glyphs: Set<TraceGlyph> = []
        var events: [TraceEvent] = []
        for lesson in LessonCatalog.all {
            for event in try lesson.run().trace.events
            where found[event.kind.name] == nil || !glyphs.contains(event.glyph) {
                found[event.kind.name] = event
                glyphs.insert(event.glyph)
                events.append(event)
            }
        }
        let node = NodeRef(id: 7, label: "Row")
        let built: [TraceEvent.Kind] = [
            .stateWriteIgnored(node: node, property: "Row._count", value: .integer(1)),
            .stateWriteDropped(node: node, property: "Row._count", during: node),
            .objectWillChange(object: "Model", property: "count", old: .integer(1), new: .integer(2)),
            .observationChange(
                node: node, change: ObservationChange(object: nil, valueType: nil, properties: [], compared: false)),
            .environmentChange(node: node, property: "colorScheme", old: .string("light"), new: .string("dark")),
            .valueChanged(node: node, label: "count", old: .integer(1), new: .integer(2)),
            .actionSuppressed(node: node, label: "onChange", dispatch: 3),
            .printChanges("Row: @self changed."),
            .lazyRows(node: node, first: 6, last: 67, created: 22, returned: 0, left: 6, scrolled: true),
            .transition(
                node: node, name: ".opacity",
                phase: .inserting(animation: .easeInOut(duration: 0.35), origin: .script("tap \"show\""))),
            .gesture(
                node: node, gesture: "DragGesture",
                phase: .began(
                    value: "translation (0, 13.3)",
                    why: "it had precedence: a subview's gesture goes before its parent's")
            ),
            .preference(
                node: node,
                change: PreferenceChange(
                    key: "HeightKey", old: .number(0), new: .number(52),
                    sources: [NodeRef(id: 9, label: ".preference")],
                    sourceCount: 1, isGeometry: false)),
        ]
        // A task event of every phase (no lesson records a task yet): each phase has its glyph.
        let task = TaskRef(id: 2, label: ".task(id:)", node: NodeRef(id: 4, label: ".task(id:)"))
        let tasks: [TraceEvent.Kind] = [
            .task(task: task, phase: .started(.idChanged(old: .string("a"), new: .string("ab")))),
            .task(task: task, phase: .suspended(until: 0.35, what: "Task.sleep(for:)")),
            .task(task: task, phase: .resumed(at: 0.35)),
            .task(task: task, phase: .cancelled(.disappeared)),
            .task(task: task, phase: .threw("CancellationError()")),
        ]
        for (offset, kind) in (built + tasks).enumerated() {
            let event = TraceEvent(id: 1000 + offset, frame: 1, pass: 1, kind: kind, cause: nil)
            guard found[kind.name] == nil || !glyphs.contains(event.glyph) else { continue }
            found[kind.name] = event
            glyphs.insert(event.glyph)
            events.append(event)
        }
        XCTAssertEqual(TraceEventKind.allCases.filter { found[$0] == nil }, [], "kinds without a sample event")
        return events
    }

    func testTheNameOfEveryKindIsItsOwnAndEveryGlyphBelongsToAKind() async throws {
        let names = try samples().map(\.kind.name)
        XCTAssertEqual(Set(names), Set(TraceEventKind.allCases))
        XCTAssertEqual(
            Set(TraceEventKind.allCases.map(\.jsonName)).count, TraceEventKind.allCases.count, "JSON names must differ")
        XCTAssertEqual(Set(TraceGlyph.allCases.map(\.symbol)).count, TraceGlyph.allCases.count, "glyphs must differ")
        for glyph in TraceGlyph.allCases {
            XCTAssertFalse(glyph.kinds.isEmpty, "\(glyph.symbol) is printed by no kind")
            XCTAssertFalse(glyph.phrase.isEmpty)
        }
        for family in TraceEventFamily.allCases {
            XCTAssertFalse(family.kinds.isEmpty, "the family \(family) has no kind")
        }
    }

    // MARK: The text trace and step summaries

    func testEveryLineOfTheTextTraceStartsWithItsKindsGlyph() async throws {
        for event in try samples() {
            let line = TraceText.line(for: event)
            XCTAssertTrue(line.hasPrefix(event.glyph.symbol + " "), "\(event.kind.name): \(line)")
            XCTAssertTrue(
                event.kind.name.glyphs.contains(event.glyph),
                "\(event.kind.name) prints \(event.glyph.symbol), not in its glyphs")
        }
        // The glyphs the lessons' lines start with are all the vocabulary's.
        let symbols = Set(TraceGlyph.allCases.map(\.symbol))
        let text = try Lesson3.lesson.run().trace.text()
        for line in text.split(separator: "\n") {
            let content = line.drop { "│├└─ ".contains($0) }
            guard let first = content.first, !content.hasPrefix("step "), !content.hasPrefix("frame ") else { continue }
            guard !content.hasPrefix("@self"), !content.hasPrefix("entry:"), !content.hasPrefix("also caused by") else {
                continue
            }
            XCTAssertTrue(
                symbols.contains(String(first)),
                "a line starts with \(first), not a glyph of the vocabulary: \(content)")
        }
    }

    func testAStepSummaryFoldsSamplesUnderTheFrameGlyph() async throws {
        let run = try Lesson3.lesson.run()
        var sampleRuns: [String] = []
        for step in run.trace.steps.map(\.index) {
            let summary = StepSummary(trace: run.trace, step: step, options: StepSummary.Options())
            sampleRuns += summary.lines.map { String($0.drop { "│├└─ ".contains($0) }) }
                .filter {
                    $0.contains(" frames, t=")
                        || $0.contains("frame ") && $0.contains(" · t=") && !$0.hasPrefix("frame ")
                }
        }
        XCTAssertFalse(sampleRuns.isEmpty, "lesson 3's summaries fold its samples into runs")
        for line in sampleRuns { XCTAssertTrue(line.hasPrefix(TraceGlyph.animationFrame.symbol + " "), line) }
    }

    func testTheGlyphsTheLessonsNarrativesNameAreTheVocabularys() async throws {
        // "(◕)", "the ⇣ line", "The `~` lines": a one-character name of a trace line.
        let pattern = try NSRegularExpression(
            pattern: #"\((\S)\)|the (\S) lines?\b|`(\S)` lines?\b"#, options: [.caseInsensitive])
        let glyphs = Set(TraceGlyph.allCases.map(\.symbol))
        var named = 0
        for lesson in LessonCatalog.all {
            for step in lesson.steps {
                let text = step.narrative ?? ""
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let symbol =
                        (1...3).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }.first ?? ""
                    guard let scalar = symbol.unicodeScalars.first, !CharacterSet.alphanumerics.contains(scalar),
                        symbol != "…"
                    else { continue }
                    XCTAssertTrue(
                        glyphs.contains(symbol),
                        "\(lesson.name) step \(step.title) names \(symbol), no glyph of the vocabulary")
                    named += 1
                }
            }
        }
        XCTAssertGreaterThan(named, 5, "the lessons' narratives name trace lines by their glyphs")
    }

    // MARK: JSON

    func testTheJSONKindIsTheVocabularysName() async throws {
        for event in try samples() {
            var writer = JSONWriter()
            TraceJSON.event(event, parent: nil, order: 0, into: &writer)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(writer.text.utf8)) as? [String: Any])
            XCTAssertEqual(object["kind"] as? String, event.kind.name.jsonName)
            XCTAssertTrue((object["text"] as? String ?? "").hasPrefix(event.glyph.symbol + " "))
        }
    }

    func testTheSchemaAndTheTraceFormatPageListTheVocabularysKinds() async throws {
        let names = TraceEventKind.allCases.map(\.jsonName)
        let schema = try JSONValue.parse(
            String(contentsOf: Self.root.appendingPathComponent("docs/trace.schema.json"), encoding: .utf8))
        // Every `kind` or `eventKind` enum that names an event kind lists exactly the vocabulary, in its order.
        var enums: [[String]] = []
        var pending = [schema]
        while let next = pending.popLast() {
            switch next {
            case .object(let members):
                for (key, value) in members {
                    if key == "kind" || key == "eventKind", case .array(let values)? = value["enum"] {
                        let strings = values.compactMap { value -> String? in
                            if case .string(let text) = value { return text } else { return nil }
                        }
                        if strings.contains("bodyEvaluated") { enums.append(strings) }
                    }
                    pending.append(value)
                }
            case .array(let items):
                pending.append(contentsOf: items)
            default:
                break
            }
        }
        XCTAssertEqual(enums.count, 2, "the schema's event kind and cycle hop eventKind enums")
        for list in enums { XCTAssertEqual(list, names, "docs/trace.schema.json's kinds and the vocabulary disagree") }
        // docs/trace-json.md's table of kinds: one row per kind, in the vocabulary's order.
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/trace-json.md"), encoding: .utf8)
        let table = try XCTUnwrap(page.components(separatedBy: "| kind | its fields |\n").dropFirst().first)
        let rows = table.split(separator: "\n").prefix { $0.hasPrefix("|") }.dropFirst()
        let documented = rows.compactMap { row -> String? in
            row.split(separator: "`", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
        }
        XCTAssertEqual(documented, names, "docs/trace-json.md's kind table and the vocabulary disagree")
    }

    // MARK: Chrome

    func testChromeCategoriesAreTheVocabularys() async throws {
        for lesson in [Lesson3.lesson, Lesson4.lesson, Lesson11.lesson] {
            let trace = try lesson.run().trace
            let root = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(trace.chromeTrace().utf8)) as? [String: Any])
            let events = try XCTUnwrap(root["traceEvents"] as? [[String: Any]])
            var checked = 0
            for event in events {
                let category = event["cat"] as? String
                switch event["ph"] as? String {
                case "X" where category != "frame" && category != "step":
                    let id = try XCTUnwrap((event["args"] as? [String: Any])?["event"] as? Int)
                    let kind = try XCTUnwrap(trace.event(id)).kind.name
                    XCTAssertTrue(kind.isChromeSlice)
                    XCTAssertEqual(category, kind.chromeCategory, "\(lesson.name): event \(id)")
                    checked += 1
                case "i":
                    XCTAssertEqual(category, TraceEventKind.diagnostic.chromeCategory)
                    XCTAssertTrue((event["name"] as? String ?? "").hasPrefix(TraceGlyph.diagnostic.symbol + " "))
                    checked += 1
                case "b", "n", "e":
                    // Animations and tasks are the async slices.
                    XCTAssertTrue(
                        [TraceEventKind.animation.chromeCategory, TraceEventKind.task.chromeCategory].contains(
                            category),
                        "\(category ?? "nil")")
                    checked += 1
                default:
                    break
                }
            }
            XCTAssertGreaterThan(checked, 0, "\(lesson.name) has slices, instants or animations")
        }
    }

    // MARK: The key

    func testTheKeyListsEveryGlyphOnceWithinItsWidth() async {
        for width in [78, 60, 30] {
            let key = TraceGlyph.key(width: width)
            for line in key { XCTAssertLessThanOrEqual(line.count, width, line) }
            // An entry longer than a line wraps at spaces: compare with white space made one space.
            let text = key.joined(separator: " ").split(separator: " ").joined(separator: " ")
            for glyph in TraceGlyph.allCases {
                XCTAssertEqual(
                    text.components(separatedBy: glyph.symbol + " " + glyph.phrase).count, 2,
                    "\(glyph.symbol) in the key at \(width)")
            }
        }
    }
}
