// Models SwiftUI's `DynamicViewContent` (a `ForEach`) and its edit actions:
// `.onDelete(perform:)` and `.onMove(perform:)`, which a `List` offers as a
// swipe to delete and a drag to reorder; scripts run them with `sim.delete(row:in:)`
// and `sim.move(rows:to:in:)` (Simulation+List.swift). Simplifies: no drag, no
// swipe gesture, no `onInsert`. Lesson: lesson 14 (a deleted row's neighbours).
import Foundation

/// A type of view that generates views from an underlying collection of data.
///
/// ```swift
/// ForEach(items) { Text($0.title) }
///     .onDelete { items.remove(atOffsets: $0) }
/// ```
public protocol DynamicViewContent<Data>: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent {}

/// An edit action a `List` offers for the rows of a `ForEach`.
nonisolated public struct _EditActionModifier: PrimitiveModifier {
    /// The action: a delete or a move, `nil` when the code passed `nil` (moving disabled).
    enum Action {
        case delete(((IndexSet) -> Void)?)
        case move(((IndexSet, Int) -> Void)?)
    }
    let action: Action

    package var _label: String {
        switch action {
        case .delete: return ".onDelete"
        case .move: return ".onMove"
        }
    }
    package var _attributes: [NodeAttribute] {
        switch action {
        case .delete(let perform): return [NodeAttribute("onDelete", .bool(perform != nil))]
        case .move(let perform): return [NodeAttribute("onMove", .bool(perform != nil))]
        }
    }
    package var _recordsAttributeChanges: Bool { false }
}

nonisolated extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier == _EditActionModifier {
    public var data: Content.Data { content.data }
}

nonisolated extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view. You must delete the
    /// corresponding item within `action`, as it is called after the row has
    /// already been removed from the `List`.
    ///
    /// viewsim's model of that order: a script's `sim.delete(row:in:)` runs the
    /// action at the start of the next frame, and that frame's update removes the
    /// row, so no frame shows the row gone while the data still has it, nor the
    /// reverse. An action that does not delete leaves the row there.
    ///
    /// ```swift
    /// ForEach(mail) { MailRow(message: $0) }
    ///     .onDelete { mail.remove(atOffsets: $0) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<Self, _EditActionModifier> {
        modifier(_EditActionModifier(action: .delete(action)))
    }

    /// Sets the move action for the dynamic view: `action` gets the offsets of the
    /// moved rows and the offset, in the data before the move, of the element
    /// before which to insert them (`MutableCollection.move(fromOffsets:toOffset:)`
    /// applies it). Pass `nil` to disable moving.
    ///
    /// ```swift
    /// ForEach(mail) { MailRow(message: $0) }
    ///     .onMove { mail.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedContent<
        Self, _EditActionModifier
    > {
        modifier(_EditActionModifier(action: .move(action)))
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` so that they sit before the element that was
    /// at `destination` (an offset in the collection before the move, `0...count`),
    /// keeping their order — what a `List`'s `onMove` gives.
    ///
    /// ```swift
    /// var names = ["a", "b", "c", "d"]
    /// names.move(fromOffsets: [0], toOffset: 3)   // ["b", "c", "a", "d"]
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.filter { $0 >= 0 && $0 < count }.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        for offset in source.sorted(by: >) where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
        let target = Swift.min(Swift.max(destination - before, 0), count)
        insert(contentsOf: moved, at: index(startIndex, offsetBy: target))
    }
}

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets` — what a `List`'s `onDelete` gives.
    ///
    /// ```swift
    /// var names = ["a", "b", "c"]
    /// names.remove(atOffsets: [1])   // ["a", "c"]
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.sorted(by: >) where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
