// Models SwiftUI's `ProgressView`: an indeterminate spinner or a bar showing how
// much of a task is done, with optional labels, drawn by the progress view style
// in its environment. Simplifies: viewsim's model of iOS's look: a 4 pt capsule
// track (`UIColor.systemFill`) filled with the tint to the fraction; a 20 pt
// three-quarter ring for the spinner (iOS draws spokes); the label above a bar,
// below a spinner. A value that is NaN or infinite counts as 0, with a diagnostic.
import Foundation

/// A view that shows the progress toward completion of a task.
///
/// ```swift
/// ProgressView()                                  // a spinner
/// ProgressView("Downloading", value: 0.25)        // a bar, a quarter full
/// ProgressView(value: done, total: 10).tint(.green)
/// ```
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: PrimitiveView,
    EnvironmentReadingPrimitive
{
    /// The value and total as given (nil value: indeterminate).
    let value: Double?
    let total: Double
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(value: Double?, total: Double, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.value = value
        self.total = total
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A progress view showing `value` out of `total`, with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value.map { Double($0) }, total: Double(total), label: label(),
            currentValueLabel: currentValueLabel())
    }

    /// The fraction completed, 0…1; nil when indeterminate; 0 for a NaN or infinite ratio.
    var fraction: Double? {
        guard let value else { return nil }
        let ratio = value / total
        return ratio.isFinite ? min(1, max(0, ratio)) : 0
    }

    /// Whether the value or total cannot give a fraction (NaN, infinite, a zero total).
    private var badNumber: Double? {
        guard let value else { return nil }
        if !value.isFinite { return value }
        if !total.isFinite || total <= 0 { return total }
        return nil
    }

    package func _didInsert(node: ViewNode) { reportBadNumber(node) }
    package func _didUpdate(node: ViewNode) { reportBadNumber(node) }

    private func reportBadNumber(_ node: ViewNode) {
        guard let bad = badNumber else { return }
        node.graph.reportBadLayoutNumber(
            node, what: "ProgressView value or total", value: CGFloat(bad), using: "a fraction of 0")
    }

    package func _children() -> [(ChildKey, any View)] { _children(environment: EnvironmentValues()) }

    package func _children(environment: EnvironmentValues) -> [(ChildKey, any View)] {
        let tint = environment.tintColor ?? Color.accentColor
        var kind = environment.progressViewStyleKind
        if kind == .automatic { kind = value == nil ? .circular : .linear }
        if kind == .circular {
            return [
                (
                    .single,
                    VStack(spacing: 8) {
                        ProgressRing(fraction: fraction, tint: tint).frame(width: 20, height: 20)
                        if let label { label.foregroundStyle(Color(uiColor: .secondaryLabel)) }
                    }
                )
            ]
        }
        let bar = ZStack(alignment: .leading) {
            Capsule().fill(Color(uiColor: .systemFill))
            ProgressBarFill(fraction: fraction ?? 0).fill(tint)
        }
        return [
            (
                .single,
                VStack(alignment: .leading, spacing: 4) {
                    if let label { label }
                    bar.frame(height: 4)
                    if let currentValueLabel {
                        currentValueLabel.font(.caption).foregroundStyle(Color(uiColor: .secondaryLabel))
                    }
                }
            )
        ]
    }

    package var _label: String { "ProgressView" }
    package var _attributes: [NodeAttribute] {
        [NodeAttribute("progress", fraction.map { .number($0) } ?? .symbol("indeterminate"))]
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner).
    public init() {
        self.init(value: nil, total: 1, label: nil, currentValueLabel: nil)
    }

    /// A progress view showing `value` out of `total` (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: nil, total: 1, label: label(), currentValueLabel: nil)
    }

    /// A progress view showing `value` out of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a title.
    public init<S: StringProtocol>(_ title: S) {
        self.init(value: nil, total: 1, label: Text(title), currentValueLabel: nil)
    }

    /// An indeterminate progress view with a formatted title.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(value: nil, total: 1, label: Text(titleKey), currentValueLabel: nil)
    }

    /// A progress view with a formatted title, showing `value` out of `total`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A progress view with a title, showing `value` out of `total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: Text(title), currentValueLabel: nil)
    }
}

/// The filled part of a linear progress view: a capsule `fraction` of the width.
struct ProgressBarFill: Shape {
    let fraction: Double
    func path(in rect: CGRect) -> Path {
        let filled = CGRect(x: rect.minX, y: rect.minY, width: rect.width * CGFloat(fraction), height: rect.height)
        return Capsule().path(in: filled)
    }
}

/// A circular progress view: a ring three-quarters drawn when indeterminate, else to the fraction.
nonisolated struct ProgressRing: PrimitiveView {
    let fraction: Double?
    let tint: Color
    package func _children() -> [(ChildKey, any View)] {
        guard let fraction else {
            return [(.single, Circle().trim(from: 0, to: 0.75).stroke(Color(uiColor: .systemGray), lineWidth: 3))]
        }
        let ring = ZStack {
            Circle().stroke(Color(uiColor: .systemFill), lineWidth: 3)
            Circle().trim(from: 0, to: CGFloat(fraction)).stroke(tint, lineWidth: 3)
        }
        return [(.single, ring)]
    }
    package var _label: String { "ProgressRing" }
}
