// Models SwiftUI's `PickerStyle` and `.pickerStyle(_:)`: how the pickers below
// draw. `.segmented` draws iOS's segmented control; `.menu` (and `.automatic`,
// outside a Form) the selected option's title with a chevron; `.inline` one row
// per option with a checkmark; `.wheel` the rows with the selected one
// highlighted. Simplifies: the looks other than segmented are viewsim's model.

/// The appearance and interaction of the pickers in a view hierarchy.
///
/// ```swift
/// Picker("Range", selection: $range) { … }.pickerStyle(.segmented)
/// ```
@MainActor @preconcurrency
public protocol PickerStyle {}

/// The default picker style: a menu, on iOS.
nonisolated public struct DefaultPickerStyle: PickerStyle {
    public init() {}
}

/// A picker that shows its selection and opens a menu of its options.
nonisolated public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

/// A picker drawn as a segmented control.
nonisolated public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

/// A picker that lists its options in place.
nonisolated public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

/// A picker drawn as a scrolling wheel.
nonisolated public struct WheelPickerStyle: PickerStyle {
    public init() {}
}

nonisolated extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

nonisolated extension PickerStyle where Self == MenuPickerStyle {
    /// A picker that opens a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

nonisolated extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

nonisolated extension PickerStyle where Self == InlinePickerStyle {
    /// The options listed in place.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

nonisolated extension PickerStyle where Self == WheelPickerStyle {
    /// A scrolling wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// How a picker draws, as the environment says.
enum PickerLook: String, Equatable {
    case menu, segmented, inline, wheel

    init(_ style: any PickerStyle) {
        switch style {
        case is SegmentedPickerStyle: self = .segmented
        case is InlinePickerStyle: self = .inline
        case is WheelPickerStyle: self = .wheel
        default: self = .menu
        }
    }
}

struct PickerLookKey: EnvironmentKey {
    static let defaultValue = PickerLook.menu
}

extension EnvironmentValues {
    /// How pickers draw (`.pickerStyle(_:)`).
    var pickerLook: PickerLook {
        get { self[PickerLookKey.self] }
        set { self[PickerLookKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the pickers in this view.
    ///
    /// ```swift
    /// Picker("Flavour", selection: $flavour) { … }.pickerStyle(.inline)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerLook, PickerLook(style))
    }
}
