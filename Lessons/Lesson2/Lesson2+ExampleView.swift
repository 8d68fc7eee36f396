// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §4 "Acting on a timeline update": a TimelineView that advances a model every
// 3 s from QuipView's onChange(of: date). Edits: `.now` → `.simNow`; the quote
// Text is named "quip". Otherwise verbatim, QuipView nested as in the seed.
import Foundation
import ViewSim

extension Lesson2 {
    /// Seed 001 §4: a timeline that gives QuipView a new date every 3 seconds.
    struct ExampleView: View {
        var body: some View {
            // lesson-code: lesson2-timeline
            TimelineView(.periodic(from: .simNow, by: 3.0)) { timeline in
                QuipView(date: timeline.date)
            }
            // end lesson-code: lesson2-timeline
        }

        /// Shows the current quip and advances the database when `date` changes.
        // lesson-code: lesson2-quip-view
        struct QuipView: View {
            @StateObject var quips = QuipDatabase()
            let date: Date

            var body: some View {
                Text("_\(quips.sentence)_")
                    // lesson-code: lesson2-on-change
                    .onChange(of: date) { _ in
                        quips.advance()
                    }
                    // end lesson-code: lesson2-on-change
                    .accessibilityIdentifier("quip")
            }
        }
        // end lesson-code: lesson2-quip-view
    }
}
