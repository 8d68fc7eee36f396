// Models the warnings scrolling records: a scroll to an id no view in the
// scroll view has (SwiftUI ignores it silently), an offset that is not finite.
// Simplifies: the texts are viewsim's; SwiftUI logs nothing for these.
import Foundation

extension Diagnostic {
    /// A `scrollTo` (or `.scrollPosition` binding, or script) asked for an id no view in the scroll view has.
    static func scrollTargetNotFound(
        id: AnyHashable, nearest: [AnyHashable], source: String, node: NodeRef?, hasScrollView: Bool
    ) -> Diagnostic {
        let shown = ValueFormatter.describe(id.base)
        let nearby = nearest.map { ValueFormatter.describe($0.base) }.joined(separator: ", ")
        let place = hasScrollView ? "no view in the scroll view has it" : "there is no scroll view inside the reader"
        return Diagnostic(
            kind: .scroll,
            message:
                "viewsim: \(source) asked for the id \(shown), but \(place); SwiftUI ignores the request and the offset does not move.",
            node: node,
            hint: nearest.isEmpty
                ? "Give the target view .id(\(shown)) (or make it a ForEach element with that id) inside the scroll view."
                : "The nearest ids there are \(nearby). Give the target view .id(\(shown)), or scroll to an id that exists."
        )
    }

    /// A scroll offset with a NaN or infinite coordinate.
    static func nonFiniteScrollOffset(node: NodeRef, x: CGFloat, y: CGFloat) -> Diagnostic {
        let point = "(\(ValueFormatter.number(Double(x))), \(ValueFormatter.number(Double(y))))"
        return Diagnostic(
            kind: .scroll,
            message:
                "viewsim: \(node) was asked to scroll to \(point); viewsim's model: a NaN coordinate keeps the offset, an infinite one goes to that end of the content.",
            node: node,
            hint: "Compute offsets from finite numbers (a division by zero gives NaN or infinity).")
    }
}

extension Diagnostic {
    /// `SimulationConfiguration.safeAreaInsets` had a negative or non-finite inset.
    static func safeAreaInsetsInvalid(given: [CGFloat], using: EdgeInsets) -> Diagnostic {
        let shown = given.map { ValueFormatter.number(Double($0)) }.joined(separator: ", ")
        let used = [using.top, using.leading, using.bottom, using.trailing].map { ValueFormatter.number(Double($0)) }
        return Diagnostic(
            kind: .configuration,
            message:
                "safeAreaInsets (\(shown)) (top, leading, bottom, trailing) has a negative or non-finite inset; using (\(used.joined(separator: ", "))).",
            node: nil, hint: "Give each inset a finite number of points, 0 or more.")
    }
}
