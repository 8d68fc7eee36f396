// Tests the cause tree of a frame (`CauseTree`): each event under its most recent
// cause in the frame, roots in the order they happened, effects ordered by the last
// pass reached below them, events left out passing their place to their effects, a
// tree as deep as 100,000 events without recursion; and that the text trace and
// both JSON forms tell the same tree for every frame of lessons 3 and 4.
import Foundation
import ViewSimLessons
import ViewSimTesting
import XCTest

@testable import ViewSim

final class CauseTreeTests: XCTestCase {
    /// An event of frame 1 for the tests below: a script line named `name`.
    private func event(_ id: EventID, _ name: String, pass: Int = 1, causes: [EventID] = []) -> TraceEvent {
        TraceEvent(id: id, frame: 1, pass: pass, kind: .script(name), causes: causes)
    }

    /// The tree's events as `name(parent)` in depth-first order.
    private func layout(_ tree: CauseTree) -> [String] {
        tree.depthFirst.map { position in
            guard case .script(let name) = tree.events[position].kind else { return "?" }
            let parent = tree.parents[position].map { tree.events[$0].id }
            return name + (parent.map { "(\($0))" } ?? "")
        }
    }

    func testAnEventSitsUnderItsMostRecentCauseInTheFrame() {
        let tree = CauseTree(events: [
            event(10, "tap", causes: [3]),  // its cause is in an earlier frame: a root
            event(11, "write a", causes: [10]),
            event(12, "write b", causes: [10]),
            event(13, "body", causes: [11, 12]),  // two causes: under the later write
            event(14, "sample"),
        ])
        XCTAssertEqual(layout(tree), ["tap", "write a(10)", "write b(10)", "body(12)", "sample"])
        XCTAssertEqual(tree.roots.map { tree.events[$0].id }, [10, 14], "roots in the order they happened")
        XCTAssertEqual(CauseTree.parentCause(of: event(13, "body", causes: [11, 12])), 12)
        XCTAssertEqual(tree.otherCauses(of: 3).map(\.id), [11], "the body's other cause is named, not its parent")
        XCTAssertEqual(tree.otherCauses(of: 1).map(\.id), [], "one cause: no other")
    }

    func testEffectsAreOrderedByTheLastPassReachedBelowThem() {
        // The first effect's own effects go on into pass 3; the second ends in pass 1:
        // the second is listed first, then the first with its later passes.
        let tree = CauseTree(events: [
            event(1, "entry"),
            event(2, "onChange", causes: [1]),
            event(3, "text", causes: [1]),
            event(4, "write", pass: 2, causes: [2]),
            event(5, "body", pass: 3, causes: [4]),
            event(6, "image", causes: [1]),
        ])
        XCTAssertEqual(layout(tree), ["entry", "text(1)", "image(1)", "onChange(1)", "write(2)", "body(4)"])
        XCTAssertEqual(tree.orders, [0, 3, 1, 4, 5, 2], "order: each event's place read depth first")
    }

    func testAnEventLeftOutPassesItsPlaceToItsEffects() {
        let events = [
            event(1, "body"),
            event(2, "hidden insert", causes: [1]),
            event(3, "hidden insert below", causes: [2]),
            event(4, "shown body", causes: [3]),
            event(5, "shown body 2", pass: 2, causes: [2]),
        ]
        let tree = CauseTree(
            events: events,
            including: { event in
                guard case .script(let name) = event.kind else { return true }
                return !name.hasPrefix("hidden")
            })
        XCTAssertEqual(tree.events.map(\.id), [1, 4, 5])
        XCTAssertEqual(layout(tree), ["body", "shown body(1)", "shown body 2(1)"])
        XCTAssertEqual(CauseTree(events: events).orders, [0, 1, 2, 3, 4], "the whole tree keeps them")
    }

    func testACauseThatComesLaterInTheFrameDoesNotHideAnEvent() {
        // Malformed, but no event may drop out of the tree (no cycle can form).
        let tree = CauseTree(events: [event(1, "a", causes: [2]), event(2, "b", causes: [1])])
        XCTAssertEqual(layout(tree), ["a", "b(1)"])
    }

    func testATreeAsDeepAsItsEventsIsBuiltWithoutRecursion() {
        let count = 100_000
        let events = (1...count).map { event($0, "e\($0)", causes: $0 == 1 ? [] : [$0 - 1]) }
        let tree = CauseTree(events: events)
        XCTAssertEqual(tree.depthFirst, Array(0..<count))
        XCTAssertEqual(tree.parents.last ?? nil, count - 2)
    }

    // MARK: The text trace and the JSON tell the same tree

    /// For every frame of lessons 3 and 4 (passes, several causes, animations): the
    /// text trace showing every event lists them in the JSON's `order`, each at the
    /// depth its `parentEvent` chain gives, and the folded JSON's whole frames agree.
    func testTheTextTraceAndTheJSONAgree() throws {
        let everything = TraceTextOptions(showAllInsertions: true, showAttributeChanges: true)
        for id in ["lesson3", "lesson4"] {
            var configuration = SimulationConfiguration()
            configuration.printChangesToStandardOutput = false
            let run = try XCTUnwrap(LessonCatalog.lesson(id: id)).run(configuration: configuration)
            let json = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(run.trace.json().utf8)) as? [String: Any])
            let folded = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(run.trace.json(foldingRepeatedFramesAt: 60).utf8))
                    as? [String: Any])
            let foldedFrames = ((folded["frames"] as? [[String: Any]]) ?? []).filter { $0["events"] != nil }
            XCTAssertFalse(foldedFrames.isEmpty)
            for foldedFrame in foldedFrames {
                let whole = ((json["frames"] as? [[String: Any]]) ?? []).first {
                    $0["index"] as? Int == foldedFrame["index"] as? Int
                }
                XCTAssertEqual(
                    Self.tree(of: foldedFrame), Self.tree(of: whole ?? [:]),
                    "\(id) frame \(foldedFrame["index"] ?? "?"): the folded form's tree")
            }
            var framesWithPasses = 0
            for (record, frame) in zip(run.trace.frames, (json["frames"] as? [[String: Any]]) ?? []) {
                let events = (frame["events"] as? [[String: Any]]) ?? []
                var depth: [Int: Int] = [:]
                var byOrder = [(text: String, depth: Int)?](repeating: nil, count: events.count)
                for event in events {
                    let id = try XCTUnwrap(event["id"] as? Int)
                    let order = try XCTUnwrap(event["order"] as? Int)
                    let level = (event["parentEvent"] as? Int).map { (depth[$0] ?? -100) + 1 } ?? 0
                    depth[id] = level
                    XCTAssertTrue(
                        byOrder.indices.contains(order) && byOrder[order] == nil,
                        "\(id) frame \(record.index): order \(order) once")
                    if byOrder.indices.contains(order) { byOrder[order] = ((event["text"] as? String) ?? "", level) }
                }
                // The text: under the frame's line, each event's line at its depth, in order.
                let lines = run.trace.textTree(frame: record, options: everything).render().split(separator: "\n")
                    .dropFirst()
                var cursor = lines.startIndex
                for entry in byOrder {
                    let (text, level) = try XCTUnwrap(entry, "\(id) frame \(record.index): an order without an event")
                    guard let found = lines[cursor...].firstIndex(where: { Self.text(of: $0) == text }) else {
                        XCTFail(
                            "\(id) frame \(record.index): \(text) is not next in the text trace:\n\(lines.joined(separator: "\n"))"
                        )
                        break
                    }
                    XCTAssertEqual(Self.depth(of: lines[found]), level, "\(id) frame \(record.index): \(text)'s depth")
                    cursor = lines.index(after: found)
                }
                if record.passes > 1 { framesWithPasses += 1 }
            }
            if id == "lesson4" { XCTAssertGreaterThan(framesWithPasses, 0, "lesson4 has frames of several passes") }
        }
    }

    /// A JSON frame's tree: per event, its id, parent and order.
    private static func tree(of frame: [String: Any]) -> [String] {
        ((frame["events"] as? [[String: Any]]) ?? []).map { event in
            "\(event["id"] as? Int ?? -1) under \((event["parentEvent"] as? Int).map(String.init) ?? "none") at \(event["order"] as? Int ?? -1)"
        }
    }

    /// A text trace line's event text: without its tree guides and its `[pass n]`.
    private static func text(of line: Substring) -> String {
        let text = line.drop { "│├└─ ".contains($0) }
        return String(text.components(separatedBy: "  [pass ").first ?? String(text))
    }

    /// A text trace line's depth below the frame's line: its guides, three columns a level.
    private static func depth(of line: Substring) -> Int {
        line.prefix { "│├└─ ".contains($0) }.count / 3 - 1
    }
}
