// Models asking a running app which view a touch at a point would land on: the
// name of the view hit (by `.accessibilityIdentifier`) and an explanation of what
// was hit and what was passed over. Simplifies: the frame on screen now, as the
// display list draws it (`ViewGraph+HitTesting` has the rules).
import Foundation

extension Simulation {
    /// The name (`.accessibilityIdentifier`) of the view a touch at `point` (screen
    /// coordinates, points) lands on, or of the nearest view around it that has one; nil
    /// when the touch lands on nothing hittable or on a view with no name around it.
    ///
    /// ```swift
    /// // ZStack { Color.blue.accessibilityIdentifier("back"); Circle().frame(width: 50, height: 50) }
    /// sim.hitTest(at: CGPoint(x: 195, y: 422))   // nil: the circle has no name
    /// sim.hitTest(at: CGPoint(x: 10, y: 100))    // "back"
    /// ```
    ///
    /// The rules are SwiftUI's where it documents them (`allowsHitTesting(false)` passes the
    /// touch through, `contentShape(_:)` sets the hit area, a stack's empty space takes no
    /// touches) and viewsim's model elsewhere: views are hit where they are drawn now (an
    /// offset or an animation moves the area), `Color.clear`, `.hidden()` and opacity-0 views
    /// are not hit, `.disabled(true)` ones are, and only the top presentation can be hit.
    /// `hitTestDescription(at:)` explains a result.
    public func hitTest(at point: CGPoint) -> String? {
        graph.finishLooseFrame()
        return SimulationContext.with(graph) {
            guard let hit = graph.hitTestResult(at: point).hit else { return nil }
            return graph.hitName(of: hit.node, role: hit.role)
        }
    }

    /// What a touch at `point` lands on and why the views in front of it were passed over,
    /// front to back.
    ///
    /// ```swift
    /// print(sim.hitTestDescription(at: CGPoint(x: 195, y: 422)))
    /// // (195, 422) hits Color #4 "back": what it draws
    /// // passed over, front to back:
    /// //   Circle #7 "highlight": allowsHitTesting(false) at #6
    /// ```
    public func hitTestDescription(at point: CGPoint) -> String {
        graph.finishLooseFrame()
        return SimulationContext.with(graph) { graph.hitTestDescription(at: point) }
    }
}
