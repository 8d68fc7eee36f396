// Models the input controls a fuzz case puts in its tree (a toggle, slider,
// stepper, text field or picker bound to a source) and what a script does to
// them (`sim.toggle`, `sim.slide`, `sim.increment`, `sim.type`, `sim.submit`,
// `sim.select`, sometimes to the wrong kind of control, an error the trace keeps).
// Simplifies: every control reads and writes the `Int` of its source.
import ViewSim

/// An input control over an `Int` source.
public enum FuzzControl: String, Codable, Sendable, CaseIterable {
    /// `Toggle(isOn:)`: on when the value is odd; flipping adds 1.
    case toggle
    /// `Slider(value:in: 0...10, step: 1)` over the value as a `Double`.
    case slider
    /// `Stepper(value:in: -3...3)`.
    case stepper
    /// `TextField` over the value's digits; `.onSubmit` adds 1.
    case textField
    /// `Picker` over 0, 1 and 2 (segmented or menu by the value's parity).
    case picker
}

/// What a script does to a control named in the step.
public enum FuzzControlAction: Codable, Equatable, Sendable, CustomStringConvertible {
    case toggle
    case slide(Double)
    case increment
    case decrement
    case type(String)
    case submit
    case select(String)

    public var description: String {
        switch self {
        case .toggle: return ".toggle"
        case .slide(let value): return ".slide(\(FuzzNumber.swift(value)))"
        case .increment: return ".increment"
        case .decrement: return ".decrement"
        case .type(let text): return ".type(\(FuzzNumber.quoted(text)))"
        case .submit: return ".submit"
        case .select(let option): return ".select(\(FuzzNumber.quoted(option)))"
        }
    }

    /// Runs the action on the control named `name`.
    func perform(on name: String, in sim: Simulation) throws {
        switch self {
        case .toggle: try sim.toggle(name)
        case .slide(let value): try sim.slide(name, to: value)
        case .increment: try sim.increment(name)
        case .decrement: try sim.decrement(name)
        case .type(let text): try sim.type(text, into: name)
        case .submit: try sim.submit(name)
        case .select(let option): try sim.select(option, in: name)
        }
    }
}

/// The views of a `.control` node: the control bound to its source, named `name`.
nonisolated struct FuzzControlView: View {
    let control: FuzzControl
    let source: FuzzSource
    let name: String
    let scope: FuzzScope
    let value: Int

    var body: some View {
        let scope = self.scope
        let source = self.source
        let parent = value
        let number = Binding<Int>(
            get: { scope.read(source, parent: parent) }, set: { scope.write(source, $0) })
        switch control {
        case .toggle:
            Toggle(
                name,
                isOn: Binding(
                    get: { number.wrappedValue % 2 != 0 }, set: { _ in number.wrappedValue = number.wrappedValue &+ 1 })
            )
            .accessibilityIdentifier(name)
        case .slider:
            Slider(
                value: Binding(get: { Double(number.wrappedValue) }, set: { number.wrappedValue = Int($0) }),
                in: 0...10,
                step: 1
            )
            .accessibilityIdentifier(name)
        case .stepper:
            Stepper("\(name) \(number.wrappedValue)", value: number, in: -3...3).accessibilityIdentifier(name)
        case .textField:
            TextField(
                name,
                text: Binding(
                    get: { String(number.wrappedValue) },
                    set: { number.wrappedValue = Int($0.filter(\.isNumber).suffix(6)) ?? 0 })
            )
            .onSubmit { number.wrappedValue = number.wrappedValue &+ 1 }
            .accessibilityIdentifier(name)
        case .picker:
            let picker = Picker(name, selection: number) {
                ForEach(0..<3, id: \.self) { Text("o\($0)").tag($0) }
            }
            if number.wrappedValue % 2 == 0 {
                picker.pickerStyle(.segmented).accessibilityIdentifier(name)
            } else {
                picker.pickerStyle(.menu).accessibilityIdentifier(name)
            }
        }
    }
}
