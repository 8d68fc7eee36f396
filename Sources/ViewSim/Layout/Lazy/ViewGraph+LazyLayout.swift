// Models how a lazy stack or grid sizes and places its rows. A stack is one
// track across its axis; a grid's tracks are its `GridItem`s, sized by Apple's
// documented rules (developer.apple.com, GridItem.Size): `.fixed` its length;
// `.flexible` "the size of the grid with spacing and inflexible items removed,
// divided by the number of flexible items, clamped to the provided bounds";
// `.adaptive` "places one or more items into the space assigned to a single
// flexible item … as many items of the minimum size as possible", grown to fill
// it up to the maximum. Lines (a stack's rows, a grid's rows of cells) follow
// one another with the spacing; a line is as long as its longest cell.
// Simplifies (viewsim's model): only the rows in the window are measured; the
// others take the estimate (`LazyLineOffsets`); the default spacing is 8; a
// lazy stack takes its proposed breadth (a flexible preferred width), else its
// widest row's; bad numbers are clamped with a diagnostic.
import Foundation

/// One column of a `LazyVGrid` (row of a `LazyHGrid`), or a stack's one track.
struct LazyTrack {
    /// Where it starts across the axis, from the first track.
    var origin: CGFloat
    /// Its length across the axis; nil: the row's own (a stack with no proposed breadth).
    var length: CGFloat?
    /// How a view sits in its cell (a grid item's alignment, `.center` by default).
    var alignment: UnitPoint
}

/// A lazy container's layout for one proposal.
struct LazyArrangement {
    var offsets: LazyLineOffsets
    var tracks: [LazyTrack]
    /// Where the first track starts across the axis.
    var tracksOrigin: CGFloat
    var size: CGSize
}

extension ViewGraph {
    /// viewsim's model: the spacing between lines, and between grid items, when none is given.
    static let lazyDefaultSpacing: CGFloat = 8
    /// viewsim's model: the most tracks one adaptive grid item makes.
    static let lazyAdaptiveTrackLimit = 1_000

    /// Sizes a lazy container's lines for `proposal`: the rows in its window are measured
    /// (one track's width each, ideal length), the other lines estimated.
    func arrangeLazy(_ node: ViewNode, _ layout: LazyLayout, proposal p: ProposedViewSize) -> LazyArrangement {
        let empty = LazyArrangement(offsets: LazyLineOffsets(), tracks: [], tracksOrigin: 0, size: .zero)
        guard let state = node.lazy else { return empty }
        if !state.isRegistered {
            state.isRegistered = true
            layoutState.lazyContainers.append(node)
        }
        let horizontal = layout.axis == .horizontal
        func major(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        func minor(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
        let minorProposal = (horizontal ? p.height : p.width).flatMap { $0.isFinite ? $0 : nil }
        let tracks: [LazyTrack]
        if let items = layout.tracks {
            tracks = lazyGridTracks(items, available: minorProposal, node: node, state: state)
        } else {
            tracks = [LazyTrack(origin: 0, length: minorProposal, alignment: .center)]
        }
        let perLine = max(1, tracks.count)
        var offsets = state.offsets
        if perLine != state.perLine { offsets.removeAllLengths() }
        offsets.lineCount = (state.itemCount + perLine - 1) / perLine
        offsets.spacing = lazySpacing(layout.spacing, node: node)
        var breadth: CGFloat = 0
        var line = -1
        var lineLength: CGFloat = 0
        for row in state.rows where row.isInView && row.index >= 0 && row.index < state.itemCount {
            let rowLine = row.index / perLine
            if rowLine != line {
                if line >= 0 { offsets.setLength(lineLength, ofLine: line) }
                line = rowLine
                lineLength = 0
            }
            let size = measureLazyRow(row.node, proposal: lazyCellProposal(tracks[row.index % perLine], horizontal))
            lineLength = max(lineLength, major(size))
            breadth = max(breadth, minor(size))
        }
        if line >= 0 { offsets.setLength(lineLength, ofLine: line) }
        let tracksLength = tracks.last.map { $0.origin + ($0.length ?? breadth) } ?? 0
        let across = layout.tracks == nil ? (minorProposal ?? breadth) : max(minorProposal ?? 0, tracksLength)
        let along = offsets.totalLength
        let size = horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
        let tracksOrigin = layout.tracks == nil ? 0 : max(0, across - tracksLength) * layout.alignment
        return LazyArrangement(offsets: offsets, tracks: tracks, tracksOrigin: tracksOrigin, size: size)
    }

    /// Places the rows in a lazy container's window and keeps the line offsets it placed them with.
    func placeLazy(_ node: ViewNode, _ layout: LazyLayout, size: CGSize, proposal p: ProposedViewSize) {
        guard let state = node.lazy else { return }
        let arrangement = arrangeLazy(node, layout, proposal: p)
        state.offsets = arrangement.offsets
        state.perLine = max(1, arrangement.tracks.count)
        state.hasBeenPlaced = true
        let horizontal = layout.axis == .horizontal
        func major(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        func minor(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
        let isStack = layout.tracks == nil
        for row in state.rows where row.isInView && row.index >= 0 && row.index < state.itemCount {
            let line = row.index / state.perLine
            let track = arrangement.tracks[row.index % state.perLine]
            let proposal = lazyCellProposal(track, horizontal)
            let rowSize = measureLazyRow(row.node, proposal: proposal)
            let lineStart = arrangement.offsets.offset(ofLine: line)
            let lineLength = arrangement.offsets.length(ofLine: line)
            let alongUnit = horizontal ? track.alignment.x : track.alignment.y
            let acrossUnit = horizontal ? track.alignment.y : track.alignment.x
            let along = lineStart + (lineLength - major(rowSize)) * (isStack ? 0 : alongUnit)
            let across: CGFloat
            if isStack {
                across = (minor(size) - minor(rowSize)) * layout.alignment
            } else {
                let cell = track.length ?? minor(rowSize)
                across = arrangement.tracksOrigin + track.origin + (cell - minor(rowSize)) * acrossUnit
            }
            let origin =
                horizontal ? CGPoint(x: finite(along), y: finite(across)) : CGPoint(x: finite(across), y: finite(along))
            placeLazyRow(row.node, proposal: proposal, origin: origin, container: node, size: size)
        }
    }

    /// What a row is proposed: its track's breadth across the axis, its ideal length along it.
    private func lazyCellProposal(_ track: LazyTrack, _ horizontal: Bool) -> ProposedViewSize {
        horizontal
            ? ProposedViewSize(width: nil, height: track.length) : ProposedViewSize(width: track.length, height: nil)
    }

    /// A row's size: its one view, or its views as an implicit `VStack`. Measuring leaves
    /// the frames of the lists and custom views around the row's views as they are (see
    /// `layoutItems(of:clearingListFrames:)`).
    func measureLazyRow(_ row: ViewNode, proposal: ProposedViewSize) -> CGSize {
        let items = layoutItems(of: [row], clearingListFrames: false)
        switch items.count {
        case 0: return .zero
        case 1: return measure(items[0], proposal: proposal)
        default: return arrangeStack(items, axis: .vertical, spacing: nil, proposal: proposal).size
        }
    }

    /// Places a row's views with their top leading corner at `origin` in the container.
    private func placeLazyRow(
        _ row: ViewNode, proposal: ProposedViewSize, origin: CGPoint, container: ViewNode, size: CGSize
    ) {
        let items = layoutItems(of: [row])
        if items.count == 1 {
            place(items[0], proposal: proposal)
            setOrigin(of: items[0], origin, container: container, size: size)
        } else if items.count > 1 {
            let arrangement = arrangeStack(items, axis: .vertical, spacing: nil, proposal: proposal)
            placeStack(
                items, arrangement: arrangement, axis: .vertical, alignment: 0.5, in: container,
                size: arrangement.size, offset: origin)
        }
    }

    /// The spacing between lines: the given one, else 8; a bad number is 8, reported.
    private func lazySpacing(_ spacing: CGFloat?, node: ViewNode) -> CGFloat {
        guard let spacing else { return Self.lazyDefaultSpacing }
        guard spacing.isFinite, spacing >= 0 else {
            reportBadLayoutNumber(node, what: "spacing", value: spacing, using: "8")
            return Self.lazyDefaultSpacing
        }
        return spacing
    }

    // MARK: - Grid tracks

    /// The tracks of a grid for the breadth `available` (nil: unspecified, each flexible
    /// item then takes its minimum). No items: one flexible track, with a diagnostic.
    func lazyGridTracks(_ items: [GridItem], available: CGFloat?, node: ViewNode, state: LazyContainerState)
        -> [LazyTrack]
    {
        var items = items
        if items.isEmpty {
            if !state.reportedNoTracks {
                state.reportedNoTracks = true
                record(.diagnostic(.lazyGridWithoutTracks(node: node.reference)), cause: nil)
            }
            items = [GridItem(.flexible())]
        }
        func checked(_ value: CGFloat, _ what: String, fallback: CGFloat, positive: Bool = false) -> CGFloat {
            guard value.isFinite, positive ? value > 0 : value >= 0 else {
                reportBadLayoutNumber(node, what: what, value: value, using: ValueFormatter.number(Double(fallback)))
                return fallback
            }
            return value
        }
        func maximum(_ value: CGFloat, atLeast minimum: CGFloat) -> CGFloat {
            if value.isNaN || value < 0 {
                reportBadLayoutNumber(node, what: "GridItem maximum", value: value, using: "infinity")
                return .infinity
            }
            return max(value, minimum)
        }
        let spacings = items.map { item -> CGFloat in
            guard let spacing = item.spacing else { return Self.lazyDefaultSpacing }
            return checked(spacing, "GridItem spacing", fallback: Self.lazyDefaultSpacing)
        }
        var fixedTotal: CGFloat = 0
        var flexibleCount: CGFloat = 0
        for item in items {
            if case .fixed(let length) = item.size {
                fixedTotal += checked(length, "GridItem fixed size", fallback: 0)
            } else {
                flexibleCount += 1
            }
        }
        let spacingTotal = spacings.dropLast().reduce(0, +)
        let remaining = max(0, (available ?? 0) - fixedTotal - spacingTotal)
        let share = flexibleCount > 0 ? remaining / flexibleCount : 0
        var tracks: [LazyTrack] = []
        var position: CGFloat = 0
        for (index, item) in items.enumerated() {
            let alignment = (item.alignment ?? .center).unitPoint
            let gap = spacings[index]
            switch item.size {
            case .fixed(let length):
                let length = length.isFinite && length >= 0 ? length : 0
                tracks.append(LazyTrack(origin: position, length: length, alignment: alignment))
                position += length
            case .flexible(let low, let high):
                let minimum = checked(low, "GridItem minimum", fallback: 10)
                let length = min(maximum(high, atLeast: minimum), max(minimum, share))
                tracks.append(LazyTrack(origin: position, length: length, alignment: alignment))
                position += length
            case .adaptive(let low, let high):
                let minimum = checked(low, "GridItem adaptive minimum", fallback: 1, positive: true)
                let most = maximum(high, atLeast: minimum)
                let fitting = ((share + gap) / (minimum + gap)).rounded(.down)
                let count = Int(min(CGFloat(Self.lazyAdaptiveTrackLimit), max(1, fitting.isFinite ? fitting : 1)))
                let length = min(most, max(minimum, (share - CGFloat(count - 1) * gap) / CGFloat(count)))
                for part in 0..<count {
                    if part > 0 { position += gap }
                    tracks.append(LazyTrack(origin: position, length: length, alignment: alignment))
                    position += length
                }
            }
            if index < items.count - 1 { position += gap }
        }
        return tracks
    }
}
