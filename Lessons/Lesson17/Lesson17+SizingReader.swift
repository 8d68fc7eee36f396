// Lesson 17's second loop: a GeometryReader whose content writes, from an
// onChange of its width, the state that sets that width.
import Foundation
import ViewSim

extension Lesson17 {
    /// The reader's width feeds the `.frame` that sizes the reader.
    // lesson-code: lesson17-sizing-reader
    struct SizingReader: View {
        @State private var width: CGFloat = 100

        var body: some View {
            GeometryReader { proxy in
                Color.blue
                    .onChange(of: proxy.size.width, initial: true) { _, new in
                        width = new + 10
                    }
            }
            .frame(width: width)
        }
    }
    // end lesson-code: lesson17-sizing-reader
}
