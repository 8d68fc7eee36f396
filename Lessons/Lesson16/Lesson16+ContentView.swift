// The program of lesson 16 (seed 004's Q&A, "the FaceTime picture you can swipe to
// a corner and interrupt"): a picture-in-picture card over a call, dragged with one
// finger and flung to the corner nearest where the throw would carry it. The code
// is what a SwiftUI developer writes: a `DragGesture` in the global space, a spring
// on release, an interactive spring while the card is grabbed in flight, and a
// `.speed(2)` switch to show what breaks.
import Foundation
import ViewSim

extension Lesson16 {
    /// The four corners a card can rest in, as the centre points of a 120 × 180 card
    /// 16 pt inside the iPhone 15's safe area.
    enum Corner: CaseIterable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        var point: CGPoint {
            switch self {
            case .topLeading: return CGPoint(x: 76, y: 165)
            case .topTrailing: return CGPoint(x: 317, y: 165)
            case .bottomLeading: return CGPoint(x: 76, y: 712)
            case .bottomTrailing: return CGPoint(x: 317, y: 712)
            }
        }

        /// The corner closest to `point`.
        static func nearest(to point: CGPoint) -> Corner {
            allCases.min { a, b in
                hypot(a.point.x - point.x, a.point.y - point.y) < hypot(b.point.x - point.x, b.point.y - point.y)
            } ?? .bottomTrailing
        }
    }

    /// The call screen with its picture-in-picture card.
    struct ContentView: View {
        // lesson-code: lesson16-state
        @State private var center = Corner.bottomTrailing.point
        @State private var settling = false
        @State private var fast = false
        @GestureState private var grabbedInFlight: Bool? = nil
        // end lesson-code: lesson16-state

        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.black.opacity(0.85)
                Text(fast ? "spring.speed(2)" : "spring")
                    .foregroundStyle(.white)
                    .onTapGesture { fast.toggle() }
                    .accessibilityIdentifier("speed")
                    .offset(x: 150, y: 420)
                RoundedRectangle(cornerRadius: 16).fill(.blue)
                    .frame(width: 120, height: 180)
                    .offset(x: center.x - 60, y: center.y - 90)
                    .gesture(drag)
                    .accessibilityIdentifier("pip")
            }
        }

        var drag: some Gesture {
            // lesson-code: lesson16-drag
            DragGesture(minimumDistance: 0, coordinateSpace: .global)
                .updating($grabbedInFlight) { _, grabbed, _ in
                    if grabbed == nil { grabbed = settling }  // decided once, when the finger lands
                }
                .onChanged { value in
                    // At rest the card follows the finger; grabbed in flight, an interactive
                    // spring merges with the running one and takes over its velocity.
                    withAnimation(grabbedInFlight == true ? .interactiveSpring : nil) {
                        center = value.location
                    }
                }
                .onEnded { value in
                    let corner = Corner.nearest(to: value.predictedEndLocation)
                    let spring = Animation.spring(response: 0.55, dampingFraction: 0.8)
                    settling = true
                    withAnimation(fast ? spring.speed(2) : spring, completionCriteria: .removed) {
                        center = corner.point
                    } completion: {
                        settling = false
                    }
                }
            // end lesson-code: lesson16-drag
        }
    }
}
