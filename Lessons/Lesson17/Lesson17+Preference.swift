// Lesson 17's first loop and its fix: a row measured with a GeometryReader in its
// background, whose height `onPreferenceChange` writes into the row's own padding
// (the pattern scosman/Biscotti#38 calls "the classic AttributeGraph-cycle
// pattern"), and the fix that PR used: `onGeometryChange` on the measured view, a
// view the state does not resize.
import Foundation
import ViewSim

extension Lesson17 {
    /// The tallest height any view below reports.
    // lesson-code: lesson17-height-key
    struct HeightKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
            value = max(value, nextValue())
        }
    }
    // end lesson-code: lesson17-height-key

    /// The loop: the row's height pads the row, which makes it taller.
    // lesson-code: lesson17-growing-row
    struct GrowingRow: View {
        @State private var extra: CGFloat = 0

        var body: some View {
            Text("row")
                .padding(.vertical, extra)
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
                    }
                )
                .onPreferenceChange(HeightKey.self) { height in
                    extra = height
                }
        }
    }
    // end lesson-code: lesson17-growing-row

    /// The fix: measure the text itself, inside the padding the state changes.
    // lesson-code: lesson17-measured-row
    struct MeasuredRow: View {
        @State private var extra: CGFloat = 0

        var body: some View {
            Text("row")
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.height
                } action: { height in
                    extra = height
                }
                .padding(.vertical, extra)
        }
    }
    // end lesson-code: lesson17-measured-row
}
