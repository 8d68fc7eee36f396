// Seed 001 (swiftui-lab "Advanced SwiftUI Animations Part 4: TimelineView"),
// §8, the fix: SubView owns `flag` and toggles it when its `date` input changes.
// Edits: none to the view; it lives in `Lesson4.Fixed`.
import Foundation
import ViewSim

extension Lesson4.Fixed {
    /// Seed 001 §8: the wrapped content, with the state the TimelineView used to own.
    // lesson-code: lesson4-fixed-subview
    struct SubView: View {
        @State private var flag = false
        let date: Date

        var body: some View {
            Text("Hello")
                .foregroundStyle(flag ? .red : .blue)
                .onChange(of: date) { (date: Date) in
                    flag.toggle()
                }
        }
    }
    // end lesson-code: lesson4-fixed-subview
}
