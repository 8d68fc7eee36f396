// The Landmarks app (Apple-SDK code, unchanged, `import SwiftUI`) tested as a
// user of viewsim would: its scenario's claims, the rows a favourite re-runs,
// the write the trace names, navigation and the settings sheet, and the errors
// a wrong script target gets.
@testable import Landmarks
import ViewSim
import ViewSimTesting
import XCTest

@MainActor
final class LandmarksTests: XCTestCase {
    private func makeApp() -> Simulation {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        return Simulation(LandmarksApp(), configuration: configuration)
    }

    func testEveryClaimOfTheScenarioHolds() async throws {
        let run = try LandmarksScenario.scenario.run()
        for result in run.claimResults { XCTAssertTrue(result.holds, "\(result)") }
        XCTAssertEqual(run.claimResults.count, 5)
    }

    func testAllFiveRowsAppearWithTheirNames() async throws {
        let sim = makeApp()
        assertBodyCount(sim, of: "LandmarkRow", equals: 5, in: .step(0))
        XCTAssertEqual(sim.text(of: "row-1005"), "Lonesome Ridge Trail")
        assertNoDiagnostics(sim)
    }

    func testFavouritingThroughBindableReRunsOnlyThatRowAndNamesTheProperty() async throws {
        let sim = makeApp()
        try sim.step("open") { try sim.tap("row-1002") }
        assertBodyCount(sim, of: "LandmarkDetail", equals: 1, in: .lastStep)
        assertBodyCount(sim, of: "LandmarkRow", equals: 0, in: .lastStep)

        try sim.step("favourite") { try sim.toggle("favorite") }
        assertBodyCount(sim, of: "LandmarkRow", equals: 1, in: .lastStep)
        assertBodyCount(sim, of: "LandmarkList", equals: 1, in: .lastStep)
        assertBodyCount(sim, of: "LandmarkDetail", equals: 1, in: .lastStep)
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("✎ ModelData.landmarks[id: 1002].isFavorite: false → true"), text)
        XCTAssertEqual(
            sim.trace.bodySkips(of: NavigationLink<LandmarkRow, LandmarkDetail>.self, inStep: sim.currentStep).count,
            4)

        try sim.step("back") { try sim.back() }
        try sim.step("filter") { try sim.toggle("favoritesOnly") }
        // Turtle Rock, Silver Salmon Creek (now a favourite) and Chilkoot Trail stay.
        XCTAssertEqual(sim.viewNames.filter { $0.hasPrefix("row-") }, ["row-1001", "row-1002", "row-1003"])
        assertBodyCount(sim, of: "LandmarkRow", equals: 0, in: .lastStep)
        assertNoDiagnostics(sim)
    }

    func testTheSettingsSheetEditsTheProfileAndDoneDismissesIt() async throws {
        let sim = makeApp()
        try sim.tap("settings")
        XCTAssertNotNil(sim.attribute("text", of: "username"))
        try sim.type("!", into: "username")
        XCTAssertEqual(sim.attribute("text", of: "username")?.stringValue, "g_kumar!")
        try sim.select("🌷", in: "season")
        try sim.tap("done")
        XCTAssertFalse(sim.viewNames.contains("username"), "the sheet is still shown: \(sim.viewNames)")
        XCTAssertThrowsError(try sim.dismiss()) { error in
            XCTAssertFalse("\(error)".isEmpty)
        }
    }

    func testAWrongToggleNameListsTheTogglesOnScreen() async throws {
        let sim = makeApp()
        XCTAssertThrowsError(try sim.toggle("wifi")) { error in
            XCTAssertTrue("\(error)".contains("favoritesOnly"), "\(error)")
        }
        XCTAssertThrowsError(try sim.back())
    }
}
