// Models nothing of SwiftUI: a helper of viewsim's engine for the arrays it keeps from update
// to update (pending changes, a pass's queues and buffers).
// Simplifies: nothing; it only empties an array, keeping its capacity, the cheap way.

extension Array {
    /// Removes every element, last first, keeping the capacity: what
    /// `removeAll(keepingCapacity: true)` does, without its general `replaceSubrange`, and
    /// without `popLast()`'s optional, destroyed through the generic value witnesses (about 250
    /// instructions an element).
    ///
    /// ```swift
    /// var pending = [1, 2, 3]
    /// pending.emptyFromEnd()   // pending == [], capacity kept
    /// ```
    @inline(__always)
    mutating func emptyFromEnd() {
        while !isEmpty { removeLast() }
    }
}
