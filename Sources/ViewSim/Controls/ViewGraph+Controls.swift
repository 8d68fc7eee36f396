// Models how a script finds an input control: by the `.accessibilityIdentifier`
// on it or around it (the first control of the kind inside the named view, else
// the nearest one around it), else by its label's title; and whether it is
// enabled. Simplifies: no hit testing; controls are found in tree order.

extension ViewGraph {
    /// The control modifier of `node`, if it is a control's node.
    func controlModifier(of node: ViewNode) -> ControlModifier? {
        (node.view as? any AnyModifiedContent)?._anyModifier as? ControlModifier
    }

    /// Every control of `kind` in the tree, in tree order.
    func controls(of kind: ControlKind) -> [(node: ViewNode, control: ControlModifier)] {
        var result: [(node: ViewNode, control: ControlModifier)] = []
        for node in root?.subtree() ?? [] where !node.isRemoved {
            if let control = controlModifier(of: node), control.kind == kind { result.append((node, control)) }
        }
        return result
    }

    /// The name a script can use for a control: the identifier on it or the nearest
    /// one around it, else its title.
    func scriptName(of node: ViewNode, _ control: ControlModifier) -> String? {
        var current: ViewNode? = node
        while let candidate = current {
            if let name = candidate.name { return name }
            current = candidate.parent
        }
        return control.title
    }

    /// The control of `kind` that `name` means, enabled.
    ///
    /// - Throws: `SimulationError.controlNotFound` naming the controls of that kind,
    ///   `.controlDisabled` when its environment's `isEnabled` is false.
    func control(_ kind: ControlKind, named name: String) throws -> (node: ViewNode, control: ControlModifier) {
        let all = controls(of: kind)
        var found: (node: ViewNode, control: ControlModifier)?
        if let named = node(named: name) {
            let inside = Set(named.subtree().map(ObjectIdentifier.init))
            found = all.first { inside.contains(ObjectIdentifier($0.node)) }
            if found == nil {
                var ancestor = named.parent
                while let current = ancestor, found == nil {
                    if let control = controlModifier(of: current), control.kind == kind { found = (current, control) }
                    ancestor = current.parent
                }
            }
        }
        if found == nil { found = all.first { $0.control.title == name } }
        guard let found else {
            var names: [String] = []
            for (node, control) in all {
                if let known = scriptName(of: node, control), !names.contains(known) { names.append(known) }
            }
            throw SimulationError.controlNotFound(kind: kind.noun, name: name, available: names)
        }
        guard found.node.environment.isEnabled else {
            throw SimulationError.controlDisabled(kind: kind.noun, name: name)
        }
        return found
    }
}

extension SimulationError {
    /// The messages of the control verbs' errors.
    var controlDescription: String {
        func quoted(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }
        switch self {
        case .controlNotFound(let kind, let name, let available):
            let plural = kind + "s"
            guard !available.isEmpty else {
                return
                    "No \(kind) is named \"\(name)\"; there is no \(kind) on screen. A \(kind) is found by the .accessibilityIdentifier on it or around it, or by its label's text."
            }
            return "No \(kind) is named \"\(name)\"; \(plural): \(quoted(available))."
        case .controlDisabled(let kind, let name):
            return
                "The \(kind) \"\(name)\" is disabled (isEnabled is false in its environment), so a user cannot change it. Enable it first, or check that the script expects it to be disabled."
        case .invalidControlValue(let value, let what):
            return "\(what) needs a finite value; got \(ValueFormatter.number(value))."
        case .optionNotFound(let option, let picker, let options):
            guard !options.isEmpty else {
                return "The picker \"\(picker)\" has no options; give its content views a .tag(_:) (or use a ForEach)."
            }
            return "The picker \"\(picker)\" has no option \"\(option)\"; options: \(quoted(options))."
        default:
            return ""
        }
    }
}
