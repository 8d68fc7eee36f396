// Tests a Landmarks-style profile editor, written as for Apple's SDK: a text field,
// a toggle with a bold label, a segmented picker over an enum's cases and a date
// picker limited to a range, all bound into one struct through a `@Binding`; the
// verbs change the struct and the trace names the field that changed.
import Foundation
import ViewSim
import XCTest

private struct Profile {
    var username = "g_kumar"
    var prefersNotifications = true
    var seasonalPhoto = Season.winter
    var goalDate = Date(timeIntervalSince1970: 1_796_000_000)

    enum Season: String, CaseIterable, Identifiable {
        case spring = "🌷"
        case summer = "🌞"
        case autumn = "🍂"
        case winter = "☃️"
        var id: String { rawValue }
    }
}

private struct ProfileEditor: View {
    @Binding var profile: Profile

    var dateRange: ClosedRange<Date> {
        let min = profile.goalDate.addingTimeInterval(-365 * 86_400)
        let max = profile.goalDate.addingTimeInterval(365 * 86_400)
        return min...max
    }

    var body: some View {
        VStack {
            HStack {
                Text("Username")
                Spacer()
                TextField("Username", text: $profile.username)
            }
            Toggle(isOn: $profile.prefersNotifications) {
                Text("Enable Notifications").bold()
            }
            Picker("Seasonal Photo", selection: $profile.seasonalPhoto) {
                ForEach(Profile.Season.allCases) { season in
                    Text(season.rawValue).tag(season)
                }
            }
            .pickerStyle(.segmented)
            DatePicker(selection: $profile.goalDate, in: dateRange, displayedComponents: .date) {
                Text("Goal Date")
            }
        }
    }
}

private struct Host: View {
    @State private var profile = Profile()
    var body: some View {
        VStack {
            ProfileEditor(profile: $profile)
            Text("\(profile.username) \(profile.prefersNotifications) \(profile.seasonalPhoto.rawValue)")
                .accessibilityIdentifier("summary")
        }
    }
}

@MainActor
final class ProfileEditorTests: XCTestCase {
    func testTheEditorRunsAsWrittenAndTheVerbsChangeTheProfile() async throws {
        let sim = Simulation(Host())
        XCTAssertEqual(sim.text(of: "summary"), "g_kumar true ☃️")
        try sim.toggle("Enable Notifications")
        try sim.select("🌷", in: "Seasonal Photo")
        try sim.type("!", into: "Username")
        XCTAssertEqual(sim.text(of: "summary"), "g_kumar! false 🌷")
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("✎ Host._profile.prefersNotifications: true → false"), text)
        XCTAssertTrue(text.contains("✎ Host._profile.seasonalPhoto: .winter → .spring · Host #1"), text)
        XCTAssertTrue(text.contains("● Toggle<Text> "), text)
        XCTAssertTrue(sim.displayList().description.contains("Text \"Nov 30, 2026\""))
    }
}
