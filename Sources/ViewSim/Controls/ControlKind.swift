// Models the kinds of input control a script can act on (Toggle, Slider,
// Stepper, TextField/SecureField, Picker, DatePicker), with the words an error
// message uses for them. Simplifies: one kind per SwiftUI control type; a
// SecureField is a text field. Lesson: none yet (tests of the control verbs).

/// The kind of an input control, as script verbs and their errors name it.
package enum ControlKind: String, Sendable, CaseIterable {
    case toggle
    case slider
    case stepper
    case textField
    case picker
    case datePicker

    /// One of them, in a sentence: "toggle", "text field".
    package var noun: String {
        switch self {
        case .toggle: return "toggle"
        case .slider: return "slider"
        case .stepper: return "stepper"
        case .textField: return "text field"
        case .picker: return "picker"
        case .datePicker: return "date picker"
        }
    }

    /// Several of them: "toggles", "text fields".
    package var pluralNoun: String { noun + "s" }

    /// The SwiftUI type: "Toggle", "TextField".
    package var typeName: String {
        switch self {
        case .toggle: return "Toggle"
        case .slider: return "Slider"
        case .stepper: return "Stepper"
        case .textField: return "TextField"
        case .picker: return "Picker"
        case .datePicker: return "DatePicker"
        }
    }
}
