// Models nothing of SwiftUI's: the arrangements one stack kept, one per proposal it was
// asked about (see `KeptStackArrangement`, `ViewGraph+StackShortcut`).
// Simplifies: at most `limit`, the oldest dropped first; a reference on the stack's
// `NodeLayoutState`, so that a node's layout state stays small and the arrangements are
// brought up to date in place.
import Foundation

/// The arrangements a stack kept, one per proposal.
final class StackArrangementMemo {
    /// The kept arrangements, oldest first.
    var arrangements: [KeptStackArrangement] = []

    /// How many proposals a stack keeps an arrangement for: its own minimum, maximum and share
    /// in its parent's stack, and room for one more.
    static let limit = 4

    /// The index of the arrangement kept for `proposal`, if there is one.
    func index(of proposal: ProposedViewSize) -> Int? {
        arrangements.firstIndex { $0.proposal == proposal }
    }

    /// Keeps `arrangement`, replacing the one for its proposal, dropping the oldest when full.
    func keep(_ arrangement: KeptStackArrangement) {
        if let index = index(of: arrangement.proposal) {
            arrangements.remove(at: index)
        } else if arrangements.count >= Self.limit {
            arrangements.removeFirst()
        }
        arrangements.append(arrangement)
    }
}
