// A Landmarks-style app written for Apple's SDK, unchanged: an @Observable model
// shared through the environment, as Apple's "Managing model data" tutorial does.
// Nothing here names viewsim; on Linux `import SwiftUI` is viewsim's SwiftUI module.
import SwiftUI

@Observable
final class ModelData {
    var landmarks: [Landmark] = Landmark.samples
    var profile = Profile.default

    var favorites: [Landmark] { landmarks.filter(\.isFavorite) }
}
