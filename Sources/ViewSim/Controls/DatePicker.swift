// Models SwiftUI's `DatePicker` in iOS's compact style: the label, then the
// selected date and/or time as text on grey rounded rectangles ("Nov 29, 2026",
// "3:30 AM"), the selection shown clamped to the range given. Simplifies: no
// calendar or wheel to pick from (set the bound date from a script); dates are
// written in en_US_POSIX, UTC, as viewsim's `Text(date, style:)` does.
import Foundation

/// The parts of a date a `DatePicker` shows and edits.
nonisolated public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for selecting an absolute date.
///
/// ```swift
/// @State private var due = Date.simNow
/// var body: some View {
///     DatePicker("Due", selection: $due, displayedComponents: .date)
/// }
/// ```
nonisolated public struct DatePicker<Label: View>: View {
    /// The parts of a date the picker shows.
    public typealias Components = DatePickerComponents

    @Binding private var selection: Date
    private let range: ClosedRange<Date>?
    private let components: Components
    private let label: Label

    /// A date picker with a label view.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: label())
    }

    /// A date picker limited to `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    /// A date picker limited to dates from `range`'s lower bound on.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents,
            label: label())
    }

    /// A date picker limited to dates up to `range`'s upper bound.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents,
            label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>?, components: Components, label: Label) {
        _selection = selection
        self.range = range
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }

    public var body: some View {
        let shown = range.map { min(max(selection, $0.lowerBound), $0.upperBound) } ?? selection
        let dateText = components.contains(.date) ? Self.format(shown, "MMM d, yyyy") : nil
        let timeText = components.contains(.hourAndMinute) ? Self.format(shown, "h:mm a") : nil
        let attributes = [
            NodeAttribute("selection", .string([dateText, timeText].compactMap { $0 }.joined(separator: " ")))
        ]
        return HStack {
            label
            Spacer()
            if let dateText { Self.pill(dateText) }
            if let timeText { Self.pill(timeText) }
        }
        .modifier(
            ControlModifier(
                kind: .datePicker, title: controlTitle(of: label), attributes: attributes,
                actions: ControlActions()))
    }

    /// One part of the date on its grey rounded rectangle.
    private static func pill(_ text: String) -> some View {
        Text(text)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(ControlColors.fill))
    }

    /// `date` in `format`, en_US_POSIX, UTC (deterministic in every process).
    private static func format(_ date: Date, _ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}

nonisolated extension DatePicker where Label == Text {
    /// A date picker titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(titleKey))
    }

    /// A date picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(title))
    }

    /// A date picker titled `titleKey`, limited to `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
    }

    /// A date picker titled `title`, limited to `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(title))
    }
}
