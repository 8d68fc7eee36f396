// Issue 24, item 3, from the command line: the built `viewsim-scenario-demo` runs
// its `favorites` scenario (an `@Observable` model of landmarks, one marked a
// favourite), and the trace names the model's property and only the field that
// changed, in the text and in the JSON's `diff`.
import Foundation
import XCTest

final class ObservationNamingOutputTests: XCTestCase {
    private func runDemo(_ arguments: [String]) throws -> CommandResult {
        try ViewSimExecutable.run(
            arguments, environment: ["VIEWSIM_DEMO_LIST": "observation"], executable: "viewsim-scenario-demo")
    }

    func testTheTraceNamesThePropertyAndTheFieldThatChanged() throws {
        let result = try runDemo(["trace", "favorites", "--width", "0"])
        XCTAssertEqual(result.status, 0, result.report("The favorites scenario's trace should print."))
        XCTAssertTrue(
            result.output.contains(
                "✎ ModelData.landmarks[id: 1002].isFavorite: false → true  (Observation; LandmarkList #1 read it)"),
            result.report("The Observation write names ModelData.landmarks and the one field that changed."))
        XCTAssertFalse(
            result.output.contains("Lake Clark"), result.report("Fields that did not change are not printed."))
        XCTAssertTrue(result.output.contains("LandmarkRow #"), result.report("The row whose value changed runs."))
        XCTAssertTrue(
            result.output.contains("@self: landmark.isFavorite false → true"),
            result.report("The row's @self reason shows only the field that changed."))
    }

    func testTheJSONCarriesTheSameDifference() throws {
        let result = try runDemo(["trace", "favorites", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.report("--format json should print."))
        let output = result.output
        XCTAssertTrue(
            output.contains(
                #""object":"ModelData","property":"landmarks","valueType":"Array\u003cLandmark\u003e","compared":true"#),
            result.report("The observationChange event names the model and the property's type."))
        XCTAssertTrue(output.contains(#""name":"landmarks""#), result.report("It names the property."))
        XCTAssertTrue(
            output.contains(#""diff":[{"path":"[id: 1002].isFavorite","old":"false","new":"true"}]"#),
            result.report("The diff lists the one field that changed."))
        XCTAssertTrue(
            output.contains(#""diff":[{"path":".isFavorite","old":"false","new":"true"}]"#),
            result.report("The row's @self field change carries the same diff."))
    }

    func testTheCauseDiagramShowsTheSameDifference() throws {
        let directory = try makeTemporaryDirectory(self)
        let file = directory.appendingPathComponent("cause.dot")
        let result = try runDemo(["graph", "favorites", "--at", "1", "--kind", "cause", "-o", file.path])
        XCTAssertEqual(result.status, 0, result.report("The cause → effect diagram should be written."))
        let dot = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(
            dot.contains("ModelData.landmarks[id: 1002].isFavorite: false → true"),
            "The write's node names the property:\n\(dot)")
        XCTAssertTrue(
            dot.contains("@self landmark.isFavorite false → true"),
            "The row's node shows only the field that changed:\n\(dot)")
    }

    func testTheViewGraphShowsTheNamedPropertyAndTheField() throws {
        let directory = try makeTemporaryDirectory(self)
        let file = directory.appendingPathComponent("graph.dot")
        let result = try runDemo(["graph", "favorites", "--at", "1", "-o", file.path])
        XCTAssertEqual(result.status, 0, result.report("The view graph should be written."))
        let dot = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(
            dot.contains("@Observable ModelData.landmarks changed"), "The list's node names the property:\n\(dot)")
        XCTAssertTrue(
            dot.contains("@self landmark.isFavorite false → true"),
            "The row's node shows only the field that changed:\n\(dot)")
    }
}
