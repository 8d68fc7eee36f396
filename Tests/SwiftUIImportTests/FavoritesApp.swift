// A SwiftUI-written file as it would be for Apple's SDK: it imports SwiftUI and nothing else
// (Foundation's `URL` and Observation's `@Observable` come with it), so it must compile
// unchanged against viewsim's `SwiftUI` module.
import SwiftUI

struct Park: Identifiable, Hashable {
    var id: Int
    var name: String
    var website: URL?
    var isFavorite = false
}

@Observable
final class ParkData {
    var parks = [
        Park(id: 1, name: "Turtle Rock", website: URL(string: "https://example.com/turtle")),
        Park(id: 2, name: "Silver Salmon Creek"),
    ]
    var lastOpened = Date(timeIntervalSince1970: 0)
}

final class Counter: ObservableObject {
    @Published var taps = 0
}

struct FavoritesApp: App {
    @State private var parkData = ParkData()
    @StateObject private var counter = Counter()
    var body: some Scene {
        WindowGroup {
            ParkList()
                .environment(parkData)
        }
        .environmentObject(counter)
    }
}

struct ParkList: View {
    @Environment(ParkData.self) private var parkData
    @AppStorage("showFavoritesOnly") private var showFavoritesOnly = false
    var body: some View {
        VStack {
            Text(showFavoritesOnly ? "Favorites" : "All parks")
                .onTapGesture { showFavoritesOnly.toggle() }
                .accessibilityIdentifier("filter")
            ForEach(parkData.parks.indices, id: \.self) { index in
                if !showFavoritesOnly || parkData.parks[index].isFavorite {
                    ParkRow(park: parkData.parks[index], isFavorite: favorite(index))
                }
            }
        }
    }

    private func favorite(_ index: Int) -> Binding<Bool> {
        @Bindable var parkData = parkData
        return $parkData.parks[index].isFavorite
    }
}

struct ParkRow: View {
    var park: Park
    @Binding var isFavorite: Bool
    @EnvironmentObject private var counter: Counter
    var body: some View {
        HStack {
            Text(park.name)
            Text(isFavorite ? "★" : "☆")
                .onTapGesture {
                    isFavorite.toggle()
                    counter.taps += 1
                }
                .accessibilityIdentifier("star\(park.id)")
        }
    }
}
