// Tests NavigationStack: value links and destinations, the path binding (NavigationPath
// and a typed array), destination-form links, what is on screen (display list, taps),
// the title in the bar, the verbs navigate(to:) and back(), and SwiftUI's message for a
// value with no destination.
import ViewSim
import XCTest

private struct Park: Hashable {
    let name: String
}

private struct Parks: View {
    let parks = [Park(name: "Yosemite"), Park(name: "Zion")]
    var body: some View {
        NavigationStack {
            VStack {
                ForEach(parks, id: \.name) { park in
                    NavigationLink(park.name, value: park).accessibilityIdentifier(park.name)
                }
            }
            .navigationTitle("Parks")
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
    }
}

private struct ParkDetails: View {
    let park: Park
    @State private var visits = 0
    var body: some View {
        Text("\(park.name): \(visits)")
            .onTapGesture { visits += 1 }
            .accessibilityIdentifier("details")
            .navigationTitle(park.name)
    }
}

@MainActor
final class NavigationStackTests: XCTestCase {
    func testTappingAValueLinkPushesItsDestinationAndBackPopsIt() async throws {
        let sim = Simulation(Parks())
        XCTAssertEqual(sim.text(of: "details"), nil)
        try sim.tap("Zion")
        XCTAssertEqual(sim.text(of: "details"), "Zion: 0")
        print(sim.displayList().description)
        print(sim.trace.text())
        try sim.tap("details")
        XCTAssertEqual(sim.text(of: "details"), "Zion: 1")
        XCTAssertThrowsError(try sim.tap("Yosemite")) { error in
            XCTAssertEqual(
                "\(error)",
                "The view \"Yosemite\" is not on screen: it is on a navigation screen below the top one; sim.back() to return to it.")
        }
        try sim.back()
        XCTAssertEqual(sim.text(of: "details"), nil)
        print(sim.displayList().description)
        XCTAssertThrowsError(try sim.back()) { error in
            XCTAssertEqual("\(error)", "back(): nothing to pop: the NavigationStack on screen shows its root.")
        }
    }
}
