// Models what a script needs from an input control: its kind, its title, its
// value shown as node attributes (`isOn: true`, `value: 0.8`, `text: "Oslo"`)
// and the user actions a verb runs (`sim.toggle("wifi")`). Each control's body
// wraps what it draws in this modifier. Simplifies: the actions are closures over
// the control's binding, made again each time its body runs (see ViewGraph+Controls).

/// One choice of a `Picker`: the tag a selection takes and the title it shows.
package struct ControlOption {
    package var tag: AnyHashable
    package var title: String
}

/// What a user can do to a control, as closures over its binding.
package struct ControlActions {
    /// Flips a toggle.
    var toggle: (() -> Void)?
    /// Appends text to a text field's text.
    var appendText: ((String) -> Void)?
    /// Sets a slider's value (in its own units, already clamped and stepped).
    var setValue: ((Double) -> Void)?
    /// A slider's range and step, to clamp and round a value a script asks for.
    var bounds: ClosedRange<Double>?
    var step: Double?
    /// A stepper's buttons; nil where the button is disabled (at a bound) or absent.
    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    /// `onEditingChanged`, called with true before and false after a change.
    var editingChanged: ((Bool) -> Void)?
    /// A picker's choices, in order, and how to select one.
    var options: [ControlOption] = []
    var select: ((AnyHashable) -> Bool)?
}

/// The modifier a control's body puts around what it draws: the node a verb acts on.
struct ControlModifier: PrimitiveModifier {
    var kind: ControlKind
    /// The label's text, when the label is (or starts with) a `Text`.
    var title: String?
    var attributes: [NodeAttribute]
    var actions: ControlActions
    /// What the control could not use as given (a NaN value, a step of 0) and what
    /// it does instead, said in a diagnostic when it appears.
    var problem: String?

    var _label: String { kind.typeName + "Control" }
    var _traceName: String { kind.typeName + "Control" }
    var _attributes: [NodeAttribute] { attributes }

    func _didInsert(node: ViewNode) { report(node, before: nil) }
    func _didUpdate(node: ViewNode, from old: any PrimitiveModifier) {
        report(node, before: (old as? ControlModifier)?.problem)
    }

    /// A problem is reported when it appears (not again while it stays the same).
    private func report(_ node: ViewNode, before: String?) {
        guard let problem, problem != before else { return }
        node.graph.record(
            .diagnostic(.controlInputInvalid(control: kind.typeName, problem: problem, node: node.reference)),
            cause: node.graph.activeCause)
    }
}

/// The text a control's label shows: the first `Text` in it, looked up through
/// modifiers and built-in containers (not custom views' bodies), at most 16 levels deep.
func controlTitle(of label: any View, depth: Int = 0) -> String? {
    guard depth < 16 else { return nil }
    if let text = label as? Text { return text.content }
    guard let primitive = label as? any PrimitiveView else { return nil }
    for (_, child) in primitive._children() {
        if let title = controlTitle(of: child, depth: depth + 1) { return title }
    }
    return nil
}
