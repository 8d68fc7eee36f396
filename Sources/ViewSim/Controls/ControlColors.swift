// Models the colours iOS's default controls draw with (a switch's green track,
// the grey of an unselected track or segment, a field's border, placeholder
// text). Simplifies: light mode only; values are iOS's system colours where
// Apple lists them, else viewsim's model.

/// The colours of viewsim's default control look.
enum ControlColors {
    /// An on switch's track: iOS's systemGreen.
    static let switchOn = Color.green
    /// An off switch's track (systemGray5 light, viewsim's model of `UISwitch`).
    static let switchOff = Color(named: "systemGray5", 0.898, 0.898, 0.918)
    /// A switch's knob and a selected segment.
    static let knob = Color.white
    /// A slider's track past the thumb and a segmented control's background (systemGray5).
    static let track = Color(named: "systemGray5", 0.898, 0.898, 0.918)
    /// A stepper's and a date picker's button background (tertiarySystemFill, viewsim's model).
    static let fill = Color(named: "tertiarySystemFill", 0.463, 0.463, 0.502, 0.12)
    /// A rounded text field's border (systemGray4, viewsim's model).
    static let border = Color(named: "systemGray4", 0.82, 0.82, 0.839)
    /// A text field's prompt (placeholderText).
    static let placeholder = Color(named: "placeholderText", 0.235, 0.235, 0.263, 0.3)
}
