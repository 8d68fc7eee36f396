// A list of landmarks in an `@Observable` model, as in Apple's Landmarks sample:
// a tap marks one a favourite. The CLI tests run its `favorites` scenario to check
// that the trace names the model's property and only the field that changed
// (`ModelData.landmarks[id: 1002].isFavorite: false → true`), in text and JSON.
// Simplifies: a fixture; four landmarks, one row view per landmark.
import Observation
import ViewSim

/// One landmark, as the sample's `Landmark` (fewer fields).
struct Landmark: Identifiable, Equatable {
    let id: Int
    var name: String
    var park: String
    var state: String
    var isFavorite = false
}

/// The sample's model: the landmarks and a filter flag.
@Observable
final class ModelData {
    var landmarks = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California"),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park and Preserve", state: "Alaska"),
        Landmark(
            id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush National Historical Park", state: "Alaska"),
        Landmark(id: 1004, name: "St. Mary Lake", park: "Glacier National Park", state: "Montana"),
    ]
    var showFavoritesOnly = false
}

/// The list: its rows, and a button that marks the second landmark a favourite.
struct LandmarkList: View {
    @State private var modelData = ModelData()

    var body: some View {
        VStack {
            ForEach(modelData.landmarks) { landmark in
                LandmarkRow(landmark: landmark)
            }
            Button("Favorite") { modelData.landmarks[1].isFavorite.toggle() }
                .accessibilityIdentifier("favorite")
        }
    }
}

/// One row: the landmark's name, and a star when it is a favourite.
struct LandmarkRow: View {
    let landmark: Landmark

    var body: some View {
        Text(landmark.name + (landmark.isFavorite ? " ★" : ""))
    }
}
