// Models a user working the input controls: flipping a toggle, typing into and
// submitting a text field, dragging a slider, tapping a stepper's buttons,
// choosing a picker's option. Each verb is a traced script cause (`▶ toggle
// "wifi"`) whose binding write is caused by it, in the next frame, as `tap` is.
// Simplifies: no gestures or keyboard; typing writes one character per frame.
import Foundation

extension Simulation {
    // MARK: - Toggle

    /// Flips the toggle named `name`, in the next frame, as a tap on its switch does.
    ///
    /// A control is found by the `.accessibilityIdentifier` on it or around it,
    /// else by its label's text.
    ///
    /// ```swift
    /// try sim.toggle("wifi")   // ▶ toggle "wifi" → _wifi: false → true
    /// ```
    ///
    /// - Throws: `SimulationError.controlNotFound` naming the toggles there are;
    ///   `.controlDisabled` when the toggle is disabled.
    public func toggle(_ name: String) throws {
        try runControl(.toggle, name, script: "toggle \"\(name)\"") { target in
            target.control.actions.toggle?()
        }
    }

    // MARK: - Text fields

    /// Types `text` into the text field (or secure field) named `name`, one
    /// character per frame starting with the next, as a user types: each character
    /// is one write of the bound text, appended at its end.
    ///
    /// viewsim's model: the field takes focus first (its `.focused` state is set,
    /// in the frame of the first character), and the text is appended, as with the
    /// cursor at the end; to replace a field's text, set the bound value with
    /// `perform` first. Typing "" only focuses the field.
    ///
    /// ```swift
    /// try sim.type("Oslo", into: "search")   // four frames: "O", "Os", "Osl", "Oslo"
    /// ```
    ///
    /// - Throws: as `toggle(_:)` does, for text fields.
    public func type(_ text: String, into name: String) throws {
        let characters = Array(text)
        let count = characters.count
        if characters.isEmpty {
            try runControl(.textField, name, script: "type \"\" into \"\(name)\"") { target in
                self.graph.focusField(target.node)
            }
            return
        }
        for (index, character) in characters.enumerated() {
            let script =
                count == 1
                ? "type \"\(text)\" into \"\(name)\""
                : "type \"\(text)\" into \"\(name)\": \"\(character)\" (\(index + 1) of \(count))"
            try runControl(.textField, name, script: script) { target in
                if index == 0 { self.graph.focusField(target.node) }
                target.control.actions.appendText?(String(character))
            }
        }
    }

    /// Submits the text field named `name` (the return key), in the next frame: runs
    /// every `.onSubmit` action around it, the nearest first, then ends editing —
    /// the field loses focus unless an action moved it elsewhere (viewsim's model
    /// of iOS's return key in a single-line field).
    ///
    /// ```swift
    /// try sim.submit("search")   // ▶ submit "search" → onSubmit runs
    /// ```
    ///
    /// - Throws: as `toggle(_:)` does, for text fields.
    public func submit(_ name: String) throws {
        try runControl(.textField, name, script: "submit \"\(name)\"", action: nil) { target, event in
            var ancestor = target.node.parent
            var submitted = 0
            while let node = ancestor, submitted < 64 {
                if let submit = (node.view as? any AnyModifiedContent)?._anyModifier as? SubmitModifier,
                    submit.triggers.contains(.text)
                {
                    submitted += 1
                    let run = self.graph.record(
                        .actionRun(node: node.reference, label: "onSubmit", dispatch: nil), cause: event)
                    self.graph.withCause(run) { submit.action() }
                }
                ancestor = node.parent
            }
            if let focused = self.graph.focusModifier(around: target.node), focused.modifier.isFocused() {
                let run = self.graph.record(
                    .actionRun(node: focused.node.reference, label: "end editing", dispatch: nil), cause: event)
                self.graph.withCause(run) { focused.modifier.unfocus() }
            }
        }
    }

    // MARK: - Slider

    /// Moves the slider named `name` to `value` (in its own units), in the next
    /// frame: `onEditingChanged(true)`, the write, `onEditingChanged(false)`.
    ///
    /// The value is clamped to the slider's range and rounded to its step, as a
    /// drag to that point would be.
    ///
    /// ```swift
    /// try sim.slide("volume", to: 0.8)
    /// ```
    ///
    /// - Throws: `SimulationError.invalidControlValue` for NaN or ∞, and as
    ///   `toggle(_:)` does, for sliders.
    public func slide(_ name: String, to value: Double) throws {
        guard value.isFinite else { throw SimulationError.invalidControlValue(value, what: "slide(_:to:)") }
        try runControl(.slider, name, script: "slide \"\(name)\" to \(ValueFormatter.number(value))") { target in
            let actions = target.control.actions
            actions.editingChanged?(true)
            actions.setValue?(sliderPosition(value, in: actions.bounds, step: actions.step))
            actions.editingChanged?(false)
        }
    }

    // MARK: - Stepper

    /// Taps the increment (+) button of the stepper named `name`, in the next frame.
    /// At the upper bound the button is disabled and the tap changes nothing.
    ///
    /// ```swift
    /// try sim.increment("count")
    /// ```
    ///
    /// - Throws: as `toggle(_:)` does, for steppers.
    public func increment(_ name: String) throws {
        try runControl(.stepper, name, script: "increment \"\(name)\"") { target in
            let actions = target.control.actions
            guard let increment = actions.increment else { return }
            actions.editingChanged?(true)
            increment()
            actions.editingChanged?(false)
        }
    }

    /// Taps the decrement (−) button of the stepper named `name`, in the next frame.
    /// At the lower bound the button is disabled and the tap changes nothing.
    ///
    /// - Throws: as `toggle(_:)` does, for steppers.
    public func decrement(_ name: String) throws {
        try runControl(.stepper, name, script: "decrement \"\(name)\"") { target in
            let actions = target.control.actions
            guard let decrement = actions.decrement else { return }
            actions.editingChanged?(true)
            decrement()
            actions.editingChanged?(false)
        }
    }

    // MARK: - Picker

    /// Chooses the option titled (or tagged) `option` in the picker named `name`, in
    /// the next frame.
    ///
    /// ```swift
    /// try sim.select("Week", in: "range")
    /// ```
    ///
    /// - Throws: `SimulationError.optionNotFound` naming the picker's options, and as
    ///   `toggle(_:)` does, for pickers.
    public func select(_ option: String, in name: String) throws {
        if let stopError { throw stopError }
        graph.finishLooseFrame()
        let found = try graph.control(.picker, named: name)
        let options = found.control.actions.options
        guard
            let chosen = options.first(where: { $0.title == option })
                ?? options.first(where: { ValueFormatter.describe($0.tag.base) == option })
                ?? options.first(where: { "\($0.tag.base)" == option })
        else {
            throw SimulationError.optionNotFound(option, picker: name, options: options.map(\.title))
        }
        try runControl(.picker, name, script: "select \"\(option)\" in \"\(name)\"") { target in
            _ = target.control.actions.select?(chosen.tag)
        }
    }

    // MARK: - Running a verb

    /// Finds the control, then runs `body` in the next frame under a script event
    /// and an `actionRun` of the control (the cause of the writes it makes).
    private func runControl(
        _ kind: ControlKind, _ name: String, script: String,
        _ body: @escaping ((node: ViewNode, control: ControlModifier)) -> Void
    ) throws {
        try runControl(kind, name, script: script, action: kind.typeName) { target, _ in body(target) }
    }

    /// Finds the control, then runs `body` in the next frame under a script event
    /// (and, when `action` is given, an `actionRun` of the control labelled so);
    /// `body` gets the event its own events are caused by.
    private func runControl(
        _ kind: ControlKind, _ name: String, script: String, action: String?,
        _ body: @escaping ((node: ViewNode, control: ControlModifier), EventID) -> Void
    ) throws {
        if let stopError { throw stopError }
        graph.finishLooseFrame()
        if let stopError { throw stopError }
        let target = try graph.control(kind, named: name)
        graph.runFrame(graph.frameIndex + 1) {
            let event = graph.record(.script(script), cause: nil)
            guard let action else { return body(target, event) }
            let run = graph.record(.actionRun(node: target.node.reference, label: action, dispatch: nil), cause: event)
            graph.withCause(run) { body(target, run) }
        }
        if let stopError { throw stopError }
    }
}

extension ViewGraph {
    /// The nearest `.focused` modifier around `node` (or on it).
    func focusModifier(around node: ViewNode) -> (node: ViewNode, modifier: FocusedModifier)? {
        var current: ViewNode? = node
        while let candidate = current {
            if let focused = (candidate.view as? any AnyModifiedContent)?._anyModifier as? FocusedModifier {
                return (candidate, focused)
            }
            current = candidate.parent
        }
        return nil
    }

    /// Gives the text field at `node` focus (sets its `.focused` state), if it has a
    /// focus state and does not have focus already.
    func focusField(_ node: ViewNode) {
        guard let focused = focusModifier(around: node), !focused.modifier.isFocused() else { return }
        focused.modifier.focus()
    }
}
