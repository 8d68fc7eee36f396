// `viewsim why`, run as a subprocess: lesson 1's SubView skipped in step 1 and run in
// step 3 (with the field that changed), lesson 4's onChange loop named as a loop,
// lesson 3's scale that does not animate because it sits above the .animation
// modifier; JSON output; bad input refused with what to do; the same bytes in two
// processes.
import Foundation
import XCTest

final class WhyCommandTests: XCTestCase {
    func testLesson1SubViewIsSkippedBeforeTheFixAndRunsAfterIt() throws {
        let before = try ViewSimExecutable.run(["why", "lesson1", "SubView", "--step", "1", "--width", "0"])
        XCTAssertEqual(before.status, 0, before.report("why lesson1 SubView --step 1 should succeed."))
        XCTAssertTrue(
            before.output.hasPrefix("SubView #15's body was skipped in frame 12 (step 1, t=0.2s): TimelineView #9 ran"),
            before.report("The answer should open with the verdict."))
        XCTAssertTrue(before.output.contains("it has no stored inputs"), before.report("It should say why."))
        XCTAssertTrue(before.output.contains("The same happened 5 times, in frames 12–60"), before.report("Folded."))
        XCTAssertTrue(
            before.output.contains("  chain:\n  frame 12  ⏱ TimelineView #9 reaches entry t=0.2s"),
            before.report("The chain."))

        let after = try ViewSimExecutable.run(["why", "lesson1", "SubView", "--step", "3", "--width", "0"])
        XCTAssertEqual(after.status, 0, after.report("why lesson1 SubView --step 3 should succeed."))
        XCTAssertTrue(
            after.output.contains(
                "SubView #26's body ran in frame 79 (step 3, t=1.3167s) because its value changed (@self)"),
            after.report("It should say the body ran for @self."))
        XCTAssertTrue(after.output.contains("`date` changed (t=1.1167s → t=1.3167s)"), after.report("The field."))
    }

    func testLesson4NamesTheLoop() throws {
        let result = try ViewSimExecutable.run(["why", "lesson4", "ExampleView", "--step", "1", "--width", "0"])
        XCTAssertEqual(result.status, 0, result.report("why lesson4 should succeed."))
        XCTAssertTrue(
            result.output.contains("This is a hop of an update loop, reported in frame 120"), result.report("The loop.")
        )
        XCTAssertTrue(
            result.output.contains("because its @State `flag` changed (ExampleView._flag: false → true)"),
            result.report("The write."))
    }

    func testLesson3ScaleAboveTheAnimationModifierDoesNotAnimate() throws {
        let result = try ViewSimExecutable.run(
            ["why", "lesson3", "ContentView", "--attribute", "scale", "--step", "1", "--width", "0"])
        XCTAssertEqual(result.status, 0, result.report("why lesson3 --attribute scale should succeed."))
        XCTAssertTrue(
            result.output.hasPrefix(".scaleEffect #5 scale changed (1, 1) → (1.2, 1.2) without an animation"),
            result.report("Verdict."))
        XCTAssertTrue(
            result.output.contains("but .scaleEffect #5 is above it, out of its reach"), result.report("Why not."))
        let trim = try ViewSimExecutable.run(["why", "lesson3", "ContentView", "--attribute", "trim", "--at", "0.02s"])
        XCTAssertTrue(
            trim.output.contains("The animation came from .animation(_:value:) #8"), trim.report("Where from."))
    }

    func testJSONIsTheSameBytesInTwoProcesses() throws {
        let arguments = ["why", "lesson1", "SubView", "--format", "json"]
        let first = try ViewSimExecutable.run(arguments, environment: ["SWIFT_DETERMINISTIC_HASHING": nil])
        let second = try ViewSimExecutable.run(arguments, environment: ["SWIFT_DETERMINISTIC_HASHING": nil])
        XCTAssertEqual(first.status, 0, first.report("--format json should succeed."))
        XCTAssertEqual(first.standardOutput, second.standardOutput, "why --format json should print the same bytes.")
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: first.standardOutput) as? [String: Any])
        XCTAssertEqual(document["schema"] as? String, "viewsim.why")
        let verdicts = (document["answers"] as? [[String: Any]] ?? []).compactMap { $0["verdict"] as? String }
        XCTAssertTrue(
            verdicts.contains("body skipped") && verdicts.contains("body ran"), first.report("Both verdicts."))
    }

    func testBadQuestionsAreRefusedWithWhatToDo() throws {
        let unknown = try ViewSimExecutable.run(["why", "lesson1", "Subview"])
        XCTAssertEqual(unknown.status, 1, unknown.report("An unknown view should fail."))
        XCTAssertTrue(unknown.errorText.contains("No view named \"Subview\""), unknown.report("Name it."))
        XCTAssertTrue(unknown.errorText.contains("SubView"), unknown.report("Suggest the close name."))
        XCTAssertEqual(unknown.output, "", unknown.report("Nothing on standard output."))

        let both = try ViewSimExecutable.run(["why", "lesson1", "SubView", "--step", "1", "--frame", "3"])
        XCTAssertNotEqual(both.status, 0, both.report("Two scopes should fail."))
        XCTAssertTrue(both.errorText.contains("give one"), both.report("Say what to do."))

        let time = try ViewSimExecutable.run(["why", "lesson1", "SubView", "--at", "nan"])
        XCTAssertNotEqual(time.status, 0, time.report("A NaN time should fail."))
        XCTAssertTrue(time.errorText.contains("is not a time"), time.report("Say what a time is."))
    }

    /// docs/Debugging.md's lesson command prints what the guide shows (80 columns, as piped).
    func testTheDebuggingGuidesLessonCommandPrintsWhatItShows() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/Debugging.md")
        let lines = try String(contentsOf: guide, encoding: .utf8).components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  $ viewsim why ") }, "the guide's lesson command")
        let arguments = lines[start].dropFirst("  $ viewsim ".count).split(separator: " ").map(String.init)
        let expected = lines[(start + 1)...].prefix { !$0.hasPrefix("  ```") }.map { String($0.dropFirst(2)) }
        let result = try ViewSimExecutable.run(arguments, environment: ["COLUMNS": nil])
        XCTAssertEqual(result.status, 0, result.report("The guide's command should succeed."))
        XCTAssertEqual(
            Array(result.output.components(separatedBy: "\n").prefix(expected.count)), expected,
            result.report("docs/Debugging.md should show what `viewsim \(arguments.joined(separator: " "))` prints."))
    }
}
