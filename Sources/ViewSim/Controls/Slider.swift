// Models SwiftUI's `Slider`: a value in a closed range, with an optional step,
// drawn as iOS's slider (a 4 pt track, accent-coloured up to a 28 pt thumb) between
// its minimum and maximum value labels; the label is not drawn (iOS uses it for
// accessibility). Simplifies: no drag; `sim.slide(_:to:)` moves it. A NaN or
// infinite value, or a step that is not positive, is reported and not used.
import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// ```swift
/// @State private var volume = 0.5
/// var body: some View {
///     Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
///         .accessibilityIdentifier("volume")   // sim.slide("volume", to: 0.8)
/// }
/// ```
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    @Binding private var value: Double
    private let bounds: ClosedRange<Double>
    private let step: Double?
    private let label: Label
    private let minimumValueLabel: ValueLabel?
    private let maximumValueLabel: ValueLabel?
    private let onEditingChanged: (Bool) -> Void
    /// What the slider could not use as given, for the diagnostic.
    private let boundsProblem: String?

    private init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel?,
        maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        _value = value.converted({ Double($0) }, back: { V($0) })
        let lower = Double(bounds.lowerBound)
        let upper = Double(bounds.upperBound)
        if lower.isFinite, upper.isFinite {
            self.bounds = lower...upper
            boundsProblem = nil
        } else {
            self.bounds = 0...1
            boundsProblem =
                "was given the range \(ValueFormatter.number(lower))...\(ValueFormatter.number(upper)), which is not finite; it uses 0...1"
        }
        self.step = step.map { Double($0) }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// A slider over `bounds` with the given labels (the label is not drawn on iOS).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` in increments of `step`, with the given labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        let shown = value.isFinite ? min(max(value, bounds.lowerBound), bounds.upperBound) : bounds.lowerBound
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? (shown - bounds.lowerBound) / span : 0
        let binding = $value
        let editing = onEditingChanged
        var problems: [String] = []
        if let boundsProblem { problems.append(boundsProblem) }
        if !value.isFinite {
            problems.append(
                "was given the value \(ValueFormatter.number(value)), which is not finite; it shows \(ValueFormatter.number(bounds.lowerBound)) (the lower bound) and leaves the bound value as it is"
            )
        }
        if let step, !(step.isFinite && step > 0) {
            problems.append("was given the step \(ValueFormatter.number(step)); it moves continuously instead")
        }
        let usableStep = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var attributes = [NodeAttribute("value", .number(value))]
        attributes.append(NodeAttribute("range", .pair(bounds.lowerBound, bounds.upperBound)))
        if let usableStep { attributes.append(NodeAttribute("step", .number(usableStep))) }
        return HStack(spacing: 8) {
            minimumValueLabel
            ZStack {
                SliderTrack(fraction: fraction, part: .minimum).fill(Color.accentColor)
                SliderTrack(fraction: fraction, part: .maximum).fill(ControlColors.track)
                SliderTrack(fraction: fraction, part: .thumb).fill(ControlColors.knob)
                SliderTrack(fraction: fraction, part: .thumb).stroke(ControlColors.border, lineWidth: 0.5)
            }
            .frame(height: SliderTrack.thumbDiameter)
            maximumValueLabel
        }
        .modifier(
            ControlModifier(
                kind: .slider, title: controlTitle(of: label), attributes: attributes,
                actions: ControlActions(
                    setValue: { binding.wrappedValue = $0 }, bounds: bounds, step: usableStep,
                    editingChanged: editing),
                problem: problems.isEmpty ? nil : problems.joined(separator: "; ")))
    }
}

nonisolated extension Slider where ValueLabel == EmptyView {
    /// A slider over `bounds` (0...1 by default) with a label (not drawn on iOS).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` in increments of `step`, with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

nonisolated extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0...1 by default).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil,
            maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` in increments of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil,
            maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

/// Where a drag to `value` leaves a slider: clamped to `bounds` and, with a step,
/// rounded to the nearest step from the lower bound that is still in range.
func sliderPosition(_ value: Double, in bounds: ClosedRange<Double>?, step: Double?) -> Double {
    guard let bounds else { return value }
    var result = min(max(value, bounds.lowerBound), bounds.upperBound)
    if let step, step > 0, step.isFinite {
        let steps = ((result - bounds.lowerBound) / step).rounded()
        result = bounds.lowerBound + steps * step
        if result > bounds.upperBound { result -= step }
        result = max(result, bounds.lowerBound)
    }
    return result
}

/// One part of a slider's drawing, placed by the fraction of the range its value is at.
struct SliderTrack: Shape {
    enum Part: Equatable {
        /// The track from the start to the thumb's centre.
        case minimum
        /// The track from the thumb's centre to the end.
        case maximum
        /// The thumb.
        case thumb
    }

    /// viewsim's model of iOS's slider: a 28 pt thumb on a 4 pt track.
    nonisolated static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4

    var fraction: Double
    var part: Part

    func path(in rect: CGRect) -> Path {
        let diameter = min(Self.thumbDiameter, rect.height, rect.width)
        let thumbX = rect.minX + CGFloat(fraction) * max(rect.width - diameter, 0)
        let centre = thumbX + diameter / 2
        let trackY = rect.midY - Self.trackHeight / 2
        switch part {
        case .minimum:
            let track = CGRect(x: rect.minX, y: trackY, width: max(centre - rect.minX, 0), height: Self.trackHeight)
            return Path(roundedRect: track, cornerRadius: Self.trackHeight / 2)
        case .maximum:
            let track = CGRect(x: centre, y: trackY, width: max(rect.maxX - centre, 0), height: Self.trackHeight)
            return Path(roundedRect: track, cornerRadius: Self.trackHeight / 2)
        case .thumb:
            return Path(ellipseIn: CGRect(x: thumbX, y: rect.midY - diameter / 2, width: diameter, height: diameter))
        }
    }
}
