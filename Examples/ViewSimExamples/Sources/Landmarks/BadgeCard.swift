// A landmark's badge you can drag, pinch and double-tap, written for Apple's SDK
// (`import SwiftUI`, unchanged): the drag lives in `@GestureState` and springs back
// with its reset transaction, the pinch scales it while the fingers are down, and a
// double tap toggles a large size. Simplifies: a coloured rounded rectangle for the badge.
import SwiftUI

/// A draggable, pinchable badge that springs back to its place.
struct BadgeCard: View {
    @GestureState(resetTransaction: Transaction(animation: .spring(response: 0.4, dampingFraction: 0.7)))
    private var dragOffset = CGSize.zero
    @GestureState private var pinch: CGFloat = 1
    @State private var isLarge = false

    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(.orange)
            .frame(width: 160, height: 160)
            .scaleEffect((isLarge ? 1.5 : 1) * pinch)
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in state = value.translation }
            )
            .simultaneousGesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
            )
            .onTapGesture(count: 2) {
                withAnimation(.snappy) { isLarge.toggle() }
            }
            .accessibilityIdentifier("badge")
    }
}
