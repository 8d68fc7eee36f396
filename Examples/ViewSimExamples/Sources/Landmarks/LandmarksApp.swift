// The app: one window whose root view gets the shared model in its environment.
// In Xcode this struct is marked @main; in a library it is not.
import SwiftUI

struct LandmarksApp: App {
    @State private var modelData = ModelData()

    var body: some Scene {
        WindowGroup {
            LandmarkList()
                .environment(modelData)
        }
    }
}
