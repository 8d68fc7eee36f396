// Models SwiftUI's `.swipeActions(edge:allowsFullSwipe:content:)`: buttons a
// list row reveals when swiped. A script reveals them with
// `sim.swipe(row:in:edge:)` and taps one by its title with `sim.tap`.
// Simplifies: no swipe gesture or full swipe; the revealed buttons are drawn
// over the row's trailing (or leading) end, 74 pt wide each, until the next tap.
import Foundation

/// The swipe actions of one `.swipeActions` call on a row.
struct SwipeActionsDescription {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let content: any View
}

nonisolated extension View {
    /// Adds custom swipe actions to a row in a list.
    ///
    /// ```swift
    /// Text(message.subject)
    ///     .swipeActions(edge: .leading) {
    ///         Button("Pin") { pin(message) }.tint(.orange)
    ///     }
    /// ```
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(
            _ListRowTraitModifier(
                trait: .swipeActions(
                    SwipeActionsDescription(edge: edge, allowsFullSwipe: allowsFullSwipe, content: content()))))
    }
}

/// A button as a swipe action: its title and action.
package protocol _TitledButton {
    var _buttonTitle: String? { get }
    var _buttonAction: () -> Void { get }
}

nonisolated extension Button: _TitledButton {
    package var _buttonTitle: String? {
        if let text = label as? Text { return text.content }
        if let labelled = label as? ViewSim.Label<Text, Image> { return labelled.title.content }
        return nil
    }
    package var _buttonAction: () -> Void { action }
}

extension SwipeActionsDescription {
    /// The buttons in the actions' content, in order (looking through stacks,
    /// `ForEach` and built-in modifiers; at most 64 views).
    var buttons: [any _TitledButton] {
        var result: [any _TitledButton] = []
        var pending: [any View] = [content]
        var visited = 0
        while !pending.isEmpty, visited < 64 {
            let view = pending.removeFirst()
            visited += 1
            if let button = view as? any _TitledButton {
                result.append(button)
            } else if let primitive = view as? any PrimitiveView {
                pending.insert(contentsOf: primitive._children().map(\.1), at: 0)
            }
        }
        return result
    }
}
