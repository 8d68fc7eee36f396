// The diagrams against the one vocabulary of trace events: the cause → effect
// diagram's legend row for every kind shows the kind's glyph and the vocabulary's
// phrase (of the kind, or of its family when the family is drawn alike), each
// event's node adds that row, and the view graph's legend samples are glyphs of
// the vocabulary.
import XCTest

@testable import ViewSim
@testable import ViewSimGraphviz

@MainActor
final class DiagramVocabularyTests: XCTestCase {
    /// One event of every kind, built by hand (a new kind fails the coverage check below).
    private func samples() -> [TraceEvent] {
        let node = NodeRef(id: 7, label: "Row")
        let kinds: [TraceEvent.Kind] = [
            .script("tap \"row\""),
            .timelineEntry(node: node, previous: nil, entry: .integer(1)),
            .stateWrite(node: node, property: "Row._count", old: .integer(0), new: .integer(1), invalidates: true),
            .stateWriteIgnored(node: node, property: "Row._count", value: .integer(1)),
            .stateWriteDropped(node: node, property: "Row._count", during: node),
            .objectWillChange(object: "Model", property: nil, old: nil, new: nil),
            .observationChange(
                node: node, change: ObservationChange(object: nil, valueType: nil, properties: [], compared: false)),
            .environmentChange(node: node, property: "colorScheme", old: .string("light"), new: .string("dark")),
            .bodyEvaluated(node: node, reasons: [.identity]),
            .bodySkipped(node: node, reason: .valueUnchanged(comparison: .fieldwise, fields: 1)),
            .inserted(node: node, parent: nil, key: "single", hasBody: true),
            .removed(node: node, parent: nil, count: 1, droppedState: false),
            .attributeChanged(node: node, name: "text", old: .string("a"), new: .string("b")),
            .valueChanged(node: node, label: "count", old: .integer(1), new: .integer(2)),
            .actionRun(node: node, label: "onTapGesture", dispatch: nil),
            .actionSuppressed(node: node, label: "onChange", dispatch: 3),
            .diagnostic(Diagnostic(kind: .updateLoop, message: "loop", node: node, hint: "break it")),
            .printChanges("Row: @self changed."),
            .transaction(node: node, change: TransactionChange(before: Transaction(), after: Transaction())),
            .animation(node: node, attribute: "opacity", phase: .finished),
            .completion(criteria: .logicallyComplete, reason: .noAnimation),
            .canvasDrawn(node: node, causes: [.inserted], items: 2),
            .task(
                task: TaskRef(id: 1, label: ".task(id:)", node: node),
                phase: .started(.idChanged(old: .string("a"), new: .string("ab")))),
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
        return kinds.enumerated().map { TraceEvent(id: $0.offset + 1, frame: 1, pass: 1, kind: $0.element, cause: nil) }
    }

    func testTheSamplesCoverEveryKind() async {
        XCTAssertEqual(samples().map(\.kind.name), TraceEventKind.allCases)
    }

    func testEveryKindsLegendRowTakesItsGlyphAndPhraseFromTheVocabulary() async {
        for kind in TraceEventKind.allCases {
            let entry = CauseEffectDiagram.legendEntry(for: kind)
            let symbol: String
            switch entry.sample {
            case .box(_, _, let text), .line(_, let text): symbol = text
            }
            XCTAssertTrue(
                symbol.split(separator: " ").contains(Substring(DiagramStyle.printable(kind.glyph.symbol))),
                "\(kind)'s legend sample \(symbol) lacks its glyph \(kind.glyph.symbol)")
            XCTAssertTrue(
                entry.text.hasPrefix(kind.phrase) || entry.text.hasPrefix(kind.family.phrase),
                "\(kind)'s legend row \"\(entry.text)\" should start with the vocabulary's phrase")
            // Every glyph in the sample is one of the vocabulary's.
            for part in symbol.split(separator: " ") {
                XCTAssertTrue(
                    TraceGlyph.allCases.contains { DiagramStyle.printable($0.symbol) == part },
                    "\(part) is no glyph of the vocabulary")
            }
        }
    }

    func testEachEventsNodeAddsItsKindsLegendRow() async {
        for event in samples() {
            var legend = DiagramLegend()
            _ = CauseEffectDiagram.attributes(for: event, passes: 1, legend: &legend)
            XCTAssertEqual(legend.entries, [CauseEffectDiagram.legendEntry(for: event.kind.name)], "\(event.kind.name)")
        }
    }

    func testTheViewGraphsLegendSamplesAreTheVocabularysGlyphs() async throws {
        let (sim, frames) = try Fixtures.tappedCounter()
        let dot = ViewGraphDiagram.dot(snapshot: sim.snapshot(), frames: frames, title: "Tap")
        let glyphs = Set(TraceGlyph.allCases.map { DOTHTML.escape(DiagramStyle.printable($0.symbol)) })
        // Legend cells with a one-character sample are glyphs of the vocabulary.
        var samples: [String] = []
        for cell in dot.components(separatedBy: "WIDTH=\"34\">").dropFirst() {
            let sample = String(cell.prefix { $0 != "<" })
            if sample.count == 1 { samples.append(sample) }
        }
        XCTAssertFalse(samples.isEmpty, "the tap's view graph has a legend with activity samples")
        XCTAssertEqual(
            samples.filter { !glyphs.contains($0) }, [], "legend samples that are not glyphs of the vocabulary")
        XCTAssertTrue(samples.contains(TraceGlyph.bodyRuns.symbol))
    }
}
