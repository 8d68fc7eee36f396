// Models SwiftUI's flexible `.frame(minWidth:idealWidth:maxWidth:…:alignment:)`.
// Simplifies: the node records the bounds it was given (layout applies them,
// see `ViewGraph+Measure`) and does not animate. Lesson: lesson10 (the counter's
// buttons fill the screen).
import Foundation

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
nonisolated public struct _FlexFrameLayout: PrimitiveModifier, Equatable, TraceDescribable {
    public var minWidth: CGFloat?
    public var idealWidth: CGFloat?
    public var maxWidth: CGFloat?
    public var minHeight: CGFloat?
    public var idealHeight: CGFloat?
    public var maxHeight: CGFloat?
    public var alignment: Alignment

    package var _label: String { ".frame(\(boundsText))" }
    package var _traceName: String { ".frame" }
    package var _attributes: [NodeAttribute] { [NodeAttribute("frame", .described(self))] }

    package var traceDescription: String { boundsText }

    private var boundsText: String {
        let bounds: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        var parts = bounds.compactMap { name, value in value.map { "\(name): \(ValueFormatter.number(Double($0)))" } }
        if alignment != .center { parts.append("alignment: .\(alignment)") }
        return parts.joined(separator: ", ")
    }
}

nonisolated extension View {
    /// Positions this view within an invisible frame whose size lies between the
    /// given bounds; `.infinity` lets it grow to fill its container.
    ///
    /// ```swift
    /// HStack { … }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    /// ```
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FlexFrameLayout> {
        modifier(
            _FlexFrameLayout(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
