// Models scroll views for the fuzzer: a 200-point-high `ScrollView` (vertical,
// horizontal or both) over numbered rows (`ForEach` ids, the targets of its
// `.scrollTargetLayout()`) and the node's child, sometimes `.scrollDisabled`,
// paged or view-aligned, nested when the child is another scroll view; a view
// named `jump` whose tap calls `ScrollViewProxy.scrollTo` with an id that may not
// exist (inside `withAnimation` or not). The script scrolls it by distances that
// may be NaN, ∞ or huge, and to ids. Simplifies: fixed row sizes. Lesson: none
// (the fuzzer; the layout invariants run after each scroll).
import Foundation
import ViewSim

/// How a fuzz scroll view is made.
public struct FuzzScroll: Codable, Equatable, Sendable, CustomStringConvertible {
    /// 0 vertical, 1 horizontal, 2 both.
    public var axes: Int
    /// How many 40 × 60 rows come before the child.
    public var rows: Int
    public var disabled: Bool
    /// 0 free, 1 `.paging`, 2 `.viewAligned`.
    public var behavior: Int
    /// The id the jump tap scrolls to (ids ≥ `rows` do not exist).
    public var target: Int
    /// Whether the jump tap scrolls inside `withAnimation`.
    public var animated: Bool

    public init(axes: Int, rows: Int, disabled: Bool, behavior: Int, target: Int, animated: Bool) {
        self.axes = axes
        self.rows = rows
        self.disabled = disabled
        self.behavior = behavior
        self.target = target
        self.animated = animated
    }

    /// `sim.scroll(name, by: distance)`.
    static func scroll(_ sim: Simulation, _ name: String, by distance: Double) throws {
        try sim.scroll(name, by: CGFloat(distance))
    }

    public var description: String {
        "FuzzScroll(axes: \(axes), rows: \(rows), disabled: \(disabled), behavior: \(behavior), target: \(target), animated: \(animated))"
    }
}

/// A scroll view over numbered rows and the node's child, with a jump tap.
nonisolated struct FuzzScrollView: View {
    let scroll: FuzzScroll
    let node: FuzzNode
    let scope: FuzzScope
    let value: Int
    let name: String
    let jump: String

    var body: some View {
        let _ = scope.recorder.countBody("FuzzScrollView")
        let scroll = self.scroll
        let axes: Axis.Set = scroll.axes == 0 ? .vertical : scroll.axes == 1 ? .horizontal : [.horizontal, .vertical]
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Text("jump").onTapGesture {
                    if scroll.animated {
                        withAnimation(.linear(duration: 0.2)) { proxy.scrollTo(scroll.target, anchor: .top) }
                    } else {
                        proxy.scrollTo(scroll.target)
                    }
                }
                .accessibilityIdentifier(jump)
                behaved(
                    ScrollView(axes) {
                        VStack(spacing: 0) {
                            ForEach(0..<max(0, scroll.rows), id: \.self) { index in
                                Color.blue.frame(width: 60, height: 40)
                            }
                            FuzzView(node: node, scope: scope, value: value)
                        }
                        .scrollTargetLayout()
                    }
                    .scrollDisabled(scroll.disabled)
                )
                .frame(height: 200)
                .accessibilityIdentifier(name)
            }
        }
    }

    @ViewBuilder private func behaved(_ view: some View) -> some View {
        switch scroll.behavior {
        case 1: view.scrollTargetBehavior(.paging)
        case 2: view.scrollTargetBehavior(.viewAligned)
        default: view
        }
    }
}
