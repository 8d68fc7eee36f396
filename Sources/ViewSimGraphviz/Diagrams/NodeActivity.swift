// What happened to one view node during the frames a diagram marks: body runs
// and their reasons, skips, insertion, attribute and value changes, actions,
// transaction changes and animations. Simplifies: repeated changes are folded into
// counts and value chains (`a → b → a`). Lesson: every view-graph diagram.
import ViewSim

/// Everything the marked frames did to one node, folded for display.
struct NodeActivity {
    /// Body runs grouped by their reasons (`_flag changed.`), in first-seen order;
    /// `what` is "body", or "content" for a timeline.
    var evaluations: [(what: String, reasons: String, count: Int)] = []
    var evaluationCount = 0
    /// `@self` fields that changed, by path, with their values in order; for a field
    /// that changed once and differs part by part, only what changed (`landmark.isFavorite false → true`).
    var changedFields: [(path: String, values: [String], uncomparable: String?, change: String?)] = []
    /// Why the body was skipped, in a few words, with how often.
    var skips: [(text: String, count: Int)] = []
    /// The structural key it was inserted at, when it was inserted.
    var insertedAt: String?
    /// Timeline entries reached, in order.
    var entriesReached: [String] = []
    var attributeChanges: [(name: String, values: [String])] = []
    var valueChanges: [String] = []
    var actionsRun = 0
    var actionsSuppressed = 0
    /// State writes by property label (`_flag`), with the values in order.
    var stateWrites: [(property: String, values: [String], invalidates: Bool)] = []
    var otherChanges: [String] = []
    /// What its tasks did (a `.task` modifier's), one line per task event, in order:
    /// `↗ task 2 starts: id changed "" → "a"`.
    var taskEvents: [String] = []
    var diagnostics = 0
    /// How the node changed the transaction below it (`.transaction` events), in order.
    var transactionChanges: [TransactionChange] = []
    /// Its animated values, one entry per attribute, in first-seen order.
    var animations: [AnimationActivity] = []

    var isEvaluated: Bool { evaluationCount > 0 }
    var isSkipped: Bool { !skips.isEmpty }
    var hasActions: Bool { actionsRun + actionsSuppressed > 0 }
    var hasChanges: Bool {
        !attributeChanges.isEmpty || !valueChanges.isEmpty || !stateWrites.isEmpty || !otherChanges.isEmpty
    }
    var isAnimated: Bool { !animations.isEmpty }
    var changesTransaction: Bool { !transactionChanges.isEmpty }
    var isTouched: Bool {
        isEvaluated || isSkipped || insertedAt != nil || hasActions || hasChanges || !entriesReached.isEmpty
            || isAnimated || changesTransaction || !taskEvents.isEmpty
    }

    mutating func addEvaluation(_ what: String, reasonText: String, reasons: [ChangeReason]) {
        evaluationCount += 1
        if let index = evaluations.firstIndex(where: { $0.what == what && $0.reasons == reasonText }) {
            evaluations[index].count += 1
        } else {
            evaluations.append((what, reasonText, 1))
        }
        for reason in reasons {
            guard case .selfChanged(let fields) = reason else { continue }
            for field in fields {
                if let index = changedFields.firstIndex(where: { $0.path == field.path }) {
                    if changedFields[index].values.last != field.old.description {
                        changedFields[index].values.append(field.old.description)
                    }
                    changedFields[index].values.append(field.new.description)
                    changedFields[index].change = nil
                } else {
                    let change =
                        field.uncomparable == nil && ValueDifference(field.old, field.new) != nil
                        ? TraceValue.change(from: field.old, to: field.new, name: field.path, separator: " ") : nil
                    changedFields.append(
                        (field.path, [field.old.description, field.new.description], field.uncomparable, change))
                }
            }
        }
    }

    /// Folds one phase of an animation of `attribute` into the node's activity.
    mutating func addAnimation(_ attribute: String, _ phase: AnimationPhase, event: EventID) {
        if let index = animations.firstIndex(where: { $0.attribute == attribute }) {
            animations[index].add(phase, event: event)
        } else {
            var activity = AnimationActivity(attribute: attribute)
            activity.add(phase, event: event)
            animations.append(activity)
        }
    }

    mutating func addTransactionChange(_ change: TransactionChange) {
        if !transactionChanges.contains(where: { $0.description == change.description }) {
            transactionChanges.append(change)
        }
    }

    mutating func addSkip(_ text: String) {
        if let index = skips.firstIndex(where: { $0.text == text }) {
            skips[index].count += 1
        } else {
            skips.append((text, 1))
        }
    }

    mutating func addAttributeChange(_ name: String, old: String, new: String) {
        if let index = attributeChanges.firstIndex(where: { $0.name == name }) {
            if attributeChanges[index].values.last != old { attributeChanges[index].values.append(old) }
            attributeChanges[index].values.append(new)
        } else {
            attributeChanges.append((name, [old, new]))
        }
    }

    mutating func addValueChange(old: String, new: String) {
        if valueChanges.last != old { valueChanges.append(old) }
        valueChanges.append(new)
    }

    mutating func addStateWrite(_ property: String, old: String, new: String, invalidates: Bool) {
        if let index = stateWrites.firstIndex(where: { $0.property == property }) {
            if stateWrites[index].values.last != old { stateWrites[index].values.append(old) }
            stateWrites[index].values.append(new)
            stateWrites[index].invalidates = stateWrites[index].invalidates || invalidates
        } else {
            stateWrites.append((property, [old, new], invalidates))
        }
    }

    mutating func addOther(_ text: String) {
        if !otherChanges.contains(text) { otherChanges.append(text) }
    }
}
