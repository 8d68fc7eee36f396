// Models a user scrolling a scroll view: `sim.scroll("feed", by: 600)` and
// `sim.scroll("feed", to: 42, anchor: .top)` are traced script causes
// (`▶ scroll "feed" by 600`) that move the offset in the next frame, before that
// frame's layout (so lazy stacks create the rows that came into view in the same
// frame), settled by `.scrollTargetBehavior` and clamped to the content; the
// change is traced as the scroll view's `contentOffset`, and a `.scrollPosition`
// binding is written with the top-most target. Simplifies: no finger, no
// deceleration, no rubber-banding: the offset moves at once, or with an ease-out
// curve over `duration` seconds.
import Foundation

extension Simulation {
    /// Scrolls the scroll view named `name` by `distance` points along its axis (the
    /// vertical one when it scrolls both ways), in the next frame. A positive distance
    /// moves the content up (or left): what lay below comes into view.
    ///
    /// The offset is clamped to the content (0 to the content's length less the
    /// viewport's); viewsim does not model rubber-banding past the ends. Under
    /// `.scrollTargetBehavior(.paging)` it settles on the nearest page, under
    /// `.viewAligned` on the nearest target's leading edge. viewsim's model: the offset
    /// moves at once, or, with a `duration` above 0, animates there with
    /// `.easeOut(duration:)` (a flick's deceleration, simplified). A scroll view is found
    /// by the `.accessibilityIdentifier` on it or around it.
    ///
    /// ```swift
    /// try sim.scroll("feed", by: 600)                  // ▶ scroll "feed" by 600
    /// try sim.scroll("feed", by: 600, duration: 0.3)   // eased over 0.3 s
    /// ```
    ///
    /// - Throws: `SimulationError.scrollViewNotFound` naming the scroll views there are;
    ///   `.scrollDisabled` under `.scrollDisabled(true)`; `.invalidControlValue` for a NaN
    ///   or infinite distance; `.invalidDuration` for a negative or non-finite duration.
    public func scroll(_ name: String, by distance: CGFloat, duration: Double = 0) throws {
        try checkFinite([distance])
        try runScroll(name, duration: duration, script: "scroll \"\(name)\" by \(number(distance))") { target in
            guard let state = target.scroll else { return nil }
            var moved = state.targetOffset
            if state.axes == .horizontal { moved.x += distance } else { moved.y += distance }
            return self.graph.settledOffset(moved, in: target)
        }
    }

    /// Scrolls the scroll view named `name` by `distance` on both axes (`width` along
    /// the horizontal axis, `height` along the vertical one), in the next frame; an axis
    /// it does not scroll along does not move.
    ///
    /// ```swift
    /// try sim.scroll("map", by: CGSize(width: 200, height: 100))
    /// ```
    ///
    /// - Throws: as `scroll(_:by:duration:)` does.
    public func scroll(_ name: String, by distance: CGSize, duration: Double = 0) throws {
        try checkFinite([distance.width, distance.height])
        let script = "scroll \"\(name)\" by (\(number(distance.width)), \(number(distance.height)))"
        try runScroll(name, duration: duration, script: script) { target in
            guard let state = target.scroll else { return nil }
            let moved = CGPoint(x: state.targetOffset.x + distance.width, y: state.targetOffset.y + distance.height)
            return self.graph.settledOffset(moved, in: target)
        }
    }

    /// Scrolls the scroll view named `name` to the view with `id` (an `.id(_:)` or a
    /// `ForEach` element's id), in the next frame, as `ScrollViewProxy.scrollTo(_:anchor:)`
    /// does: with `anchor`, that unit point of the view lines up with the same point of
    /// the viewport; with nil, by the least that shows it wholly.
    ///
    /// An id no view in the scroll view has moves nothing (SwiftUI ignores it) and records
    /// a diagnostic naming the ids there are.
    ///
    /// ```swift
    /// try sim.scroll("feed", to: 42, anchor: .top)   // ▶ scroll "feed" to 42, anchor .top
    /// ```
    ///
    /// - Throws: as `scroll(_:by:duration:)` does.
    public func scroll<ID: Hashable>(_ name: String, to id: ID, anchor: UnitPoint? = nil, duration: Double = 0)
        throws
    {
        let shown = ValueFormatter.describe(id)
        let anchorText = anchor.map { ", anchor \(Self.describe($0))" } ?? ""
        try runScroll(name, duration: duration, script: "scroll \"\(name)\" to \(shown)\(anchorText)") { target in
            let key = AnyHashable(id)
            guard let rect = self.graph.contentRect(ofTarget: key, in: target) else {
                self.graph.record(
                    .diagnostic(
                        .scrollTargetNotFound(
                            id: key,
                            nearest: ViewGraph.nearest(to: key, among: self.graph.knownTargetIDs(in: target)),
                            source: "sim.scroll(_:to:anchor:)", node: target.reference, hasScrollView: true)),
                    cause: self.graph.activeCause)
                return nil
            }
            return self.graph.offset(showing: rect, anchor: anchor, in: target)
        }
    }

    /// A unit point as Swift names it: `.top`, or `UnitPoint(x: 0.2, y: 0)`.
    private static func describe(_ point: UnitPoint) -> String {
        let names: [(UnitPoint, String)] = [
            (.top, ".top"), (.bottom, ".bottom"), (.center, ".center"), (.leading, ".leading"),
            (.trailing, ".trailing"), (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"),
            (.bottomLeading, ".bottomLeading"), (.bottomTrailing, ".bottomTrailing"),
        ]
        if let name = names.first(where: { $0.0 == point })?.1 { return name }
        return "UnitPoint(x: \(ValueFormatter.number(Double(point.x))), y: \(ValueFormatter.number(Double(point.y))))"
    }

    private func number(_ value: CGFloat) -> String { ValueFormatter.number(Double(value)) }

    private func checkFinite(_ values: [CGFloat]) throws {
        for value in values where !value.isFinite {
            throw SimulationError.invalidControlValue(Double(value), what: "scroll(_:by:)")
        }
    }

    /// Finds the scroll view, then in the next frame records the script, moves the offset to
    /// what `target` computes (nil: nothing moves) and writes a `.scrollPosition` binding.
    private func runScroll(
        _ name: String, duration: Double, script: String, target offset: @escaping (ViewNode) -> CGPoint?
    ) throws {
        guard duration.isFinite, duration >= 0 else {
            throw SimulationError.invalidDuration(duration, what: "scroll(_:…:duration:)")
        }
        try throwIfStopped()
        graph.finishLooseFrame()
        try throwIfStopped()
        let target = try graph.scrollView(named: name)
        guard target.environment.isScrollEnabled else { throw SimulationError.scrollDisabled(name) }
        graph.runFrame(graph.frameIndex + 1) {
            let event = graph.record(.script(script), cause: nil)
            guard !target.isRemoved else { return }
            let new = graph.withCause(event) { offset(target) }
            guard let new else { return }
            var transaction = Transaction(animation: duration > 0 ? .easeOut(duration: duration) : nil)
            if duration > 0 { transaction.animationOrigin = .script(script) }
            graph.moveScrollOffset(target, to: new, transaction: transaction, cause: event)
            if let state = target.scroll { graph.writeScrollPosition(of: target, at: state.targetOffset, cause: event) }
        }
        try throwIfStopped()
    }
}

extension Simulation {
    /// The offset of the scroll view named `name` as laid out now (the point of its content
    /// at the viewport's top leading corner; mid-animation, the presented one); nil when no
    /// scroll view answers to the name.
    ///
    /// ```swift
    /// try sim.scroll("feed", by: 600)
    /// sim.contentOffset(of: "feed")   // (0, 600)
    /// ```
    public func contentOffset(of name: String) -> CGPoint? {
        (try? graph.scrollView(named: name))?.scroll?.offset
    }
}
