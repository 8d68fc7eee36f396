// Runs FavoritesApp.swift, written with `import SwiftUI` only, in a Simulation: the SwiftUI
// module re-exports viewsim, Foundation and Observation, as Apple's `import SwiftUI` does.
import SwiftUI
import XCTest

@MainActor
final class SwiftUIImportTests: XCTestCase {
    func testAFileWrittenForApplesSDKRunsInASimulation() async throws {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(FavoritesApp(), configuration: configuration)
        XCTAssertNil(sim.stopError)
        XCTAssertEqual(sim.text(of: "star1"), "☆")

        try sim.step("favourite Turtle Rock") { try sim.tap("star1") }
        XCTAssertEqual(sim.text(of: "star1"), "★")
        let evaluated = Set(sim.trace.bodyEvaluations(inStep: sim.currentStep).map(\.node.label))
        XCTAssertTrue(evaluated.contains("ParkList"), "the list read parks[0].isFavorite: \(evaluated)")

        try sim.step("favourites only") { try sim.tap("filter") }
        XCTAssertEqual(sim.text(of: "filter"), "Favorites")
        XCTAssertEqual(sim.text(of: "star1"), "★")
        XCTAssertNil(sim.text(of: "star2"), "Silver Salmon Creek is not a favourite")
        XCTAssertTrue(sim.trace.text().contains("@AppStorage \"showFavoritesOnly\""))
    }
}
