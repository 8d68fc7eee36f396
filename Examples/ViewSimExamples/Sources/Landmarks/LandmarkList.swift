// The list screen: a filter toggle, a row per landmark that pushes its detail
// page, and a toolbar button that presents the settings sheet.
import SwiftUI

struct LandmarkList: View {
    @Environment(ModelData.self) var modelData
    @State private var showFavoritesOnly = false
    @State private var showingSettings = false

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            !showFavoritesOnly || landmark.isFavorite
        }
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                .accessibilityIdentifier("favoritesOnly")
                Divider()
                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        LandmarkDetail(landmark: landmark)
                    } label: {
                        LandmarkRow(landmark: landmark)
                    }
                    .accessibilityIdentifier("row-\(landmark.id)")
                }
                Spacer()
            }
            .padding()
            .animation(.default, value: filteredLandmarks)
            .navigationTitle("Landmarks")
            .toolbar {
                Button {
                    showingSettings.toggle()
                } label: {
                    Label("Settings", systemImage: "gear")
                }
                .accessibilityIdentifier("settings")
            }
            .sheet(isPresented: $showingSettings) {
                SettingsView()
                    .environment(modelData)
            }
        }
    }
}
