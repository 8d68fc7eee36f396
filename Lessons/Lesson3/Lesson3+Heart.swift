// Seed 004 (Chris Eidhof, "SwiftUI Animations" talk), the heart the talk strokes.
// The talk does not show its path; this one is two cubic lobes meeting at a
// point, drawn clockwise from the top notch, so `trim(to:)` fills it in one stroke.
import Foundation
import ViewSim

extension Lesson3 {
    /// A heart that fills its rectangle.
    struct Heart: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                let notch = CGPoint(x: rect.midX, y: rect.minY + rect.height * 0.3)
                let tip = CGPoint(x: rect.midX, y: rect.maxY)
                path.move(to: notch)
                path.addCurve(
                    to: tip,
                    control1: CGPoint(x: rect.midX + rect.width * 0.1, y: rect.minY - rect.height * 0.1),
                    control2: CGPoint(x: rect.maxX + rect.width * 0.25, y: rect.minY + rect.height * 0.5))
                path.addCurve(
                    to: notch,
                    control1: CGPoint(x: rect.minX - rect.width * 0.25, y: rect.minY + rect.height * 0.5),
                    control2: CGPoint(x: rect.midX - rect.width * 0.1, y: rect.minY - rect.height * 0.1))
                path.closeSubpath()
            }
        }
    }
}
