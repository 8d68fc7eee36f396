// Models SwiftUI's hit testing: the view a touch at a point of the screen lands on,
// the frontmost one that draws there, walking what is drawn from the top down (the
// display list's order: later `ZStack` children, overlays and higher `zIndex` first).
// Simplifies: the areas are those the display list walk records
// (`makeDisplayList(recordingHitsIn:)`), so what moves with drawing moves the hit
// area; the rules SwiftUI does not document are viewsim's model, listed below.
import Foundation

extension ViewGraph {
    /// The frontmost view a touch at `point` (screen coordinates, points) lands on, or nil
    /// when it lands on nothing hittable.
    ///
    /// The rules (SwiftUI documents `allowsHitTesting(_:)`, `contentShape(_:eoFill:)` and that a
    /// stack's empty space takes no touches; the rest is viewsim's model):
    /// - A leaf that draws is hit inside what it draws: a `Text`, an `Image`, a `Color`, a
    ///   `Divider` or a `Canvas` anywhere in its frame; a filled shape inside its path (by its
    ///   geometry: a `Circle`'s corners are not hit), a stroked one on its outline (within half
    ///   the line width). Containers, spacers, `EmptyView`, `Color.clear` and shapes filled with
    ///   a clear style are not hit by themselves.
    /// - `.contentShape(_:)` makes the modified view (the contentShape node) hit inside its
    ///   shape, under its content, and keeps its content from being hit outside it
    ///   (viewsim's model, as `.clipped().contentShape(Rectangle())` is used in SwiftUI).
    /// - `.allowsHitTesting(false)` takes the view and everything in it out: the touch goes to
    ///   what is behind.
    /// - `.hidden()` views and views drawn at opacity 0 are not hit (viewsim's model);
    ///   `.disabled(true)` views are: what a touch on a disabled view does is the gesture's
    ///   business, not hit testing's.
    /// - The geometry is the drawn (presented) one: offsets, scales, rotations, animated frames
    ///   and transitions move the area with the view, so a view mid-animation is grabbed where
    ///   it is drawn (viewsim's model). `.clipped()` and `.clipShape(_:)` do not clip the hit
    ///   area (viewsim's model, as observed in SwiftUI); a scroll view's viewport does: its
    ///   content is hit only inside it, and the scroll view itself is hit in its viewport under
    ///   its content (viewsim's model, as a `UIScrollView` takes drags anywhere in its bounds).
    /// - Views being removed (transitioning out), lazy rows out of the window, navigation
    ///   screens below the top one and views under the top presentation (sheet, cover, alert)
    ///   are not hit; a point outside the screen or not finite hits nothing.
    ///
    /// ```swift
    /// ZStack { Color.blue; Circle().fill(.red).frame(width: 50, height: 50) }
    /// graph.hitTest(at: center)   // the Circle
    /// ```
    package func hitTest(at point: CGPoint, in recording: HitTestRecording? = nil) -> ViewNode? {
        hitTestResult(at: point, in: recording).hit?.node
    }

    /// The hittable areas of what is drawn now, in drawing order (one display list walk), for
    /// callers that ask more than one question of the same frame (`hitTest(at:in:)`).
    package func hitTestRecording() -> HitTestRecording {
        let recording = HitTestRecording()
        _ = makeDisplayList(recordingHitsIn: recording)
        return recording
    }

    /// What a touch at `point` hits (`hitTest(at:)`), with the areas in front of it that
    /// contain the point and were passed over, front to back, and why.
    package func hitTestResult(
        at point: CGPoint, in recording: HitTestRecording? = nil
    ) -> (hit: HitTestRegion?, passedOver: [(region: HitTestRegion, reason: String)]) {
        guard point.x.isFinite, point.y.isFinite, CGRect(origin: .zero, size: configuration.screenSize).contains(point)
        else { return (nil, []) }
        let recording = recording ?? hitTestRecording()
        let top = shownPresentations().last
        var passedOver: [(region: HitTestRegion, reason: String)] = []
        for region in recording.regions.reversed() where region.contains(point) {
            if region.presentation !== top {
                let covering = top.flatMap { presentedScreen(of: $0)?.kind.modifierName } ?? "presentation"
                passedOver.append((region, "it is under the \(covering) shown"))
            } else if let reason = region.passedOver {
                passedOver.append((region, reason))
            } else {
                return (region, passedOver)
            }
        }
        return (nil, passedOver)
    }

    /// The name a hit goes by: the `.accessibilityIdentifier` of `node` or of the nearest view
    /// around it that has one, not crossing out of a presented view into its presenter. A
    /// content shape or a scroll view stands for the view it modifies, so the names on the
    /// chain of single views below it count first.
    package func hitName(of node: ViewNode, role: HitTestRegion.Role = .content) -> String? {
        if role != .content {
            var current = node
            for _ in 0...(deepestDepth + 1) {
                if let name = current.name { return name }
                guard current.children.count == 1 else { break }
                current = current.children[0]
            }
        }
        var current: ViewNode? = node
        var below: ViewNode?
        for _ in 0...(node.depth + 1) {
            guard let member = current else { return nil }
            if let below, below.key == .secondary, isPresentationHost(member) { return nil }
            if let name = member.name { return name }
            below = member
            current = member.parent
        }
        return nil
    }

    /// A few lines on what a touch at `point` hits and what it passes over, for explanations:
    ///
    /// ```text
    /// (195, 422) hits Circle #6 "dot": what it draws
    /// passed over, front to back:
    ///   Color #9: allowsHitTesting(false) at #8
    ///   Color #4: Color.clear is not hittable
    /// ```
    package func hitTestDescription(at point: CGPoint) -> String {
        let at = "(\(ValueFormatter.number(Double(point.x))), \(ValueFormatter.number(Double(point.y))))"
        guard point.x.isFinite, point.y.isFinite else { return "\(at) hits nothing: the point is not finite" }
        let size = configuration.screenSize
        guard CGRect(origin: .zero, size: size).contains(point) else {
            let screen = "\(ValueFormatter.number(Double(size.width))) × \(ValueFormatter.number(Double(size.height)))"
            return "\(at) hits nothing: the point is outside the screen (\(screen))"
        }
        let result = hitTestResult(at: point)
        func describe(_ region: HitTestRegion) -> String {
            let name = hitName(of: region.node, role: region.role).map { " \"\($0)\"" } ?? ""
            return "\(region.node.reference)\(name)"
        }
        var lines: [String]
        if let hit = result.hit {
            let what: String
            switch hit.role {
            case .content: what = "what it draws"
            case .contentShape: what = "its content shape"
            case .scrollView: what = "its viewport"
            }
            lines = ["\(at) hits \(describe(hit)): \(what)"]
        } else {
            lines = [
                "\(at) hits nothing: no view that can be hit draws there (empty space in a stack is not hittable; .contentShape(Rectangle()) makes it so)"
            ]
        }
        let shown = 20
        if !result.passedOver.isEmpty {
            lines.append("passed over, front to back:")
            for (region, reason) in result.passedOver.prefix(shown) { lines.append("  \(describe(region)): \(reason)") }
            if result.passedOver.count > shown { lines.append("  … and \(result.passedOver.count - shown) more") }
        }
        return lines.joined(separator: "\n")
    }
}
