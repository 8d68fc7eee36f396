// Models the simulated screen's safe area reaching a view: the part of the
// configured insets (`SimulationConfiguration.safeAreaInsets`: the status bar and
// Dynamic Island at the top, the home indicator at the bottom) that the view's
// frame covers, less the edges an `.ignoresSafeArea` above it ignores. A scroll
// view insets its content by it (the content scrolls under the bars);
// `GeometryProxy.safeAreaInsets` reports it. Simplifies: viewsim's model: the
// root is laid out on the whole screen, so no frame changes; read from the
// frame of the last layout (a scroll view that moved is laid out again in the
// same frame). Lesson: lesson 14.
import Foundation

extension ViewGraph {
    /// The part of the screen's safe area insets that `frame` (screen coordinates) covers,
    /// without the edges `ignored`.
    func safeAreaInsets(covering frame: CGRect, ignoring ignored: Edge.Set) -> EdgeInsets {
        let screen = configuration.screenSize
        let safe = configuration.safeAreaInsets
        guard frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite else { return EdgeInsets() }
        // An edge without a bar insets nothing, wherever the frame is (a view pushed off screen
        // is not inset by the screen's edge).
        func clamp(_ bar: CGFloat, _ value: CGFloat, _ limit: CGFloat) -> CGFloat {
            bar > 0 ? min(max(0, value), limit) : 0
        }
        var insets = EdgeInsets(
            top: clamp(safe.top, safe.top - frame.minY, frame.height),
            leading: clamp(safe.leading, safe.leading - frame.minX, frame.width),
            bottom: clamp(safe.bottom, frame.maxY - (screen.height - safe.bottom), frame.height),
            trailing: clamp(safe.trailing, frame.maxX - (screen.width - safe.trailing), frame.width))
        if ignored.contains(.top) { insets.top = 0 }
        if ignored.contains(.leading) { insets.leading = 0 }
        if ignored.contains(.bottom) { insets.bottom = 0 }
        if ignored.contains(.trailing) { insets.trailing = 0 }
        return insets
    }

    /// A scroll view whose frame now covers another part of the safe area takes the new
    /// insets and is laid out again; returns whether any did.
    func updateScrollSafeAreas() -> Bool {
        // An update costs what changed: no frame moved, no inset moves.
        guard layoutState.safeAreasAreStale || layoutState.frameVersion != layoutState.safeAreaFrameVersion
        else { return false }
        layoutState.safeAreasAreStale = false
        layoutState.safeAreaFrameVersion = layoutState.frameVersion
        var changed = false
        // Scroll views share ancestors (a lazy stack of rows that are lists, deep under the
        // root): each ancestor's origin is summed once per pass, not once per scroll view.
        // Always this way, so that an unchanged frame gives the same insets bit for bit.
        var frames = GlobalFrameCache()
        for scrollView in layoutState.scrollViews where !scrollView.isRemoved {
            guard let state = scrollView.scroll else { continue }
            layoutState.safeAreaFramesRead += 1
            let insets = safeAreaInsets(
                covering: frames.frame(of: scrollView, in: self),
                ignoring: scrollView.environment.ignoredSafeAreaEdges)
            guard insets != state.safeAreaInsets else { continue }
            state.safeAreaInsets = insets
            invalidateLayout(scrollView)
            // A `.safeAreaInset` bar around it keeps clear of the screen's bars: placed again too.
            var current = scrollView.parent
            for _ in 0..<64 {
                guard let ancestor = current, ancestor.traits.hasPrimitiveModifier || ancestor.kind == .composite
                else { break }
                if case .safeAreaInset = layoutBehavior(of: ancestor) { invalidateLayout(ancestor) }
                current = ancestor.parent
            }
            changed = true
        }
        return changed
    }
}
