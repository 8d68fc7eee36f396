// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §4: the model QuipView advances, an ObservableObject with one @Published
// property. Edits: `static var sentences` → `static let sentences` (Swift 6
// rejects a mutable global); ObservableObject and @Published are viewsim's.
import ViewSim

extension Lesson2 {
    /// Seed 001 §4: four sentences, one of which is published at a time.
    class QuipDatabase: ObservableObject {
        static let sentences = [
            "There are two types of people, those who can extrapolate from incomplete data",
            "After all is said and done, more is said than done.",
            "Haikus are easy. But sometimes they don't make sense. Refrigerator.",
            "Confidence is the feeling you have before you really understand the problem.",
        ]

        @Published var sentence: String = QuipDatabase.sentences[0]

        var idx = 0

        /// Publishes the next sentence, wrapping around after the last.
        // lesson-code: lesson2-advance
        func advance() {
            idx = (idx + 1) % QuipDatabase.sentences.count

            sentence = QuipDatabase.sentences[idx]
        }
        // end lesson-code: lesson2-advance
    }
}
