// A landmark: a value the list shows as a row and the detail page edits.
import SwiftUI

struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var isFavorite: Bool
    var imageName: String

    var image: Image { Image(imageName) }

    static let samples: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California",
                 isFavorite: true, imageName: "turtlerock"),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park and Preserve",
                 state: "Alaska", isFavorite: false, imageName: "silversalmoncreek"),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush National Historical Park",
                 state: "Alaska", isFavorite: true, imageName: "chilkoottrail"),
        Landmark(id: 1004, name: "St. Mary Lake", park: "Glacier National Park", state: "Montana",
                 isFavorite: false, imageName: "stmarylake"),
        Landmark(id: 1005, name: "Lonesome Ridge Trail", park: "Chugach State Park", state: "Alaska",
                 isFavorite: false, imageName: "lonesomeridgetrail"),
    ]
}

struct Profile {
    var username: String
    var prefersNotifications = true
    var seasonalPhoto = Season.winter

    static let `default` = Profile(username: "g_kumar")

    enum Season: String, CaseIterable, Identifiable {
        case spring = "🌷"
        case summer = "🌞"
        case autumn = "🍂"
        case winter = "☃️"

        var id: String { rawValue }
    }
}
