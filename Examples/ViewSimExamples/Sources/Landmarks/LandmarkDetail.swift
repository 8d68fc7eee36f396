// A landmark's page: its name with a favourite toggle bound into the shared
// model through @Bindable, and where it is.
import SwiftUI

struct LandmarkDetail: View {
    @Environment(ModelData.self) var modelData
    var landmark: Landmark

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        @Bindable var modelData = modelData

        VStack(alignment: .leading) {
            landmark.image
                .resizable()
                .aspectRatio(contentMode: .fit)
                .clipShape(Circle())
                .shadow(radius: 7)
            HStack {
                Text(landmark.name)
                    .font(.title)
                Toggle("Favorite", isOn: $modelData.landmarks[landmarkIndex].isFavorite)
                    .accessibilityIdentifier("favorite")
            }
            HStack {
                Text(landmark.park)
                Spacer()
                Text(landmark.state)
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
            Divider()
            Text("About \(landmark.name)")
                .font(.title2)
        }
        .padding()
        .navigationTitle(landmark.name)
    }
}
