// Models the custom `Layout`s a fuzz case uses (`FuzzArrangement`): a column, and
// layouts that answer bad numbers or misbehave, each reading a number from the
// case so that a change of its source lays it out again. Simplifies: one type,
// its behaviour picked by the arrangement.
import Foundation
import ViewSim

/// A custom layout for a fuzz case.
struct FuzzArrangedLayout: Layout, Equatable {
    let arrangement: FuzzArrangement
    let value: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        switch arrangement {
        case .nanSize: return CGSize(width: CGFloat.nan, height: CGFloat(value))
        case .infiniteSize: return CGSize(width: CGFloat.infinity, height: -CGFloat.infinity)
        case .negativeSize: return CGSize(width: -CGFloat(value) - 1, height: 10)
        case .restless:
            var size = CGSize.zero
            for index in 0..<12_000 where !subviews.isEmpty {
                size = subviews[index % subviews.count].sizeThatFits(.unspecified)
            }
            return size
        default:
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let gap = CGFloat(value % 5)
            return CGSize(
                width: sizes.map(\.width).max() ?? 0,
                height: sizes.reduce(0) { $0 + $1.height } + gap * CGFloat(max(0, sizes.count - 1)))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            if arrangement == .unplaced, index > 0 { return }
            let x = arrangement == .nanPosition ? CGFloat.nan : bounds.minX
            subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height + CGFloat(value % 5)
        }
    }
}
