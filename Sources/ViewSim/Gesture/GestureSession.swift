// Models one touch sequence as SwiftUI's gesture system processes it: every gesture
// the touch reached gets a recognizer; each sample updates them; the first of them in
// precedence order to claim the touch wins, once every gesture before it has failed,
// and the others are cancelled (their `@GestureState`s reset); simultaneous gestures
// run alongside. Simplifies: a claim from a gesture whose betters may still win is
// held, with its callbacks, until they fail (viewsim's model of "waits for"); callbacks
// run in precedence order. Lesson: lesson16.
import Foundation

/// The recognizers of one touch sequence and who has won it.
package final class GestureSession {
    package struct Member {
        package let attachment: GestureAttachment
        package let recognizer: GestureRecognizer
        /// A claim made while a gesture of higher priority may still win, with its callbacks.
        var held: GestureDelivery?
        var heldOutput: RecognizerOutput?
        var reportedWaiting = false
        var reportedBegan = false
        var reportedFinish = false
    }

    package private(set) var members: [Member]
    /// The index of the exclusive member that won the touch.
    package private(set) var winner: Int?
    private let graph: ViewGraph
    /// Whether any finger is down.
    package private(set) var isTouching = false

    package init(graph: ViewGraph, attachments: [GestureAttachment]) {
        self.graph = graph
        members = attachments.map { Member(attachment: $0, recognizer: $0.make()) }
    }

    /// The gesture as the trace names it: `.gesture #8 DragGesture`.
    private func name(_ index: Int) -> String {
        "\(members[index].attachment.node.reference) \(members[index].recognizer.name)"
    }

    private func isExclusive(_ index: Int) -> Bool { members[index].attachment.priority != .simultaneous }

    /// Whether nothing more can happen: every recognizer has finished, or the fingers
    /// are up and none waits for another tap.
    package var isOver: Bool {
        members.allSatisfy { member in
            member.recognizer.isFinished || (!isTouching && !member.recognizer.waitsAfterTouchUp)
        }
    }

    /// Feeds one sample to every live recognizer and runs what it decided, under `cause`
    /// (the sample's script event), inside the open frame.
    package func feed(_ phase: GestureInput.Phase, points: [CGPoint], cause: EventID) {
        switch phase {
        case .down, .move: isTouching = true
        case .up, .idle: isTouching = false
        }
        var outputs: [(RecognizerOutput, GestureDelivery)?] = Array(repeating: nil, count: members.count)
        for index in members.indices where !members[index].recognizer.isFinished {
            if let winner, isExclusive(index), index != winner { continue }
            var delivery = GestureDelivery()
            let output = members[index].recognizer.update(
                input(for: index, phase: phase, points: points), into: &delivery)
            outputs[index] = (output, delivery)
        }
        var run: [(index: Int, delivery: GestureDelivery)] = []
        for index in members.indices {
            guard let (output, delivery) = outputs[index] else { continue }
            if !isExclusive(index) || winner == index {
                report(index, output, cause: cause)
                run.append((index, delivery))
                continue
            }
            if output.claims {
                // Held: a gesture before it may still win.
                var held = members[index].held ?? GestureDelivery()
                held.callbacks += delivery.callbacks
                held.resets += delivery.resets
                members[index].held = held
                members[index].heldOutput = output
            } else {
                if case .failed(let reason) = output { record(index, .failed(reason: reason), cause: cause) }
                run.append((index, delivery))
            }
        }
        if winner == nil { decideWinner(cause: cause, run: &run) }
        if phase == .up || phase == .idle { failUnfinishedAfterTouch(cause: cause, run: &run) }
        perform(run, cause: cause)
    }

    /// The first exclusive member, in precedence order, that holds a claim while every
    /// member before it has failed, wins; the others are cancelled.
    private func decideWinner(cause: EventID, run: inout [(index: Int, delivery: GestureDelivery)]) {
        for index in members.indices where isExclusive(index) {
            let member = members[index]
            if member.heldOutput != nil {
                winner = index
                let why = reasonForWinning(index)
                if let held = member.held { run.append((index, held)) }
                members[index].held = nil
                let output = member.heldOutput
                members[index].heldOutput = nil
                if let output { report(index, output, cause: cause, why: why) }
                for other in members.indices where other != index && isExclusive(other) {
                    cancel(other, winner: index, cause: cause, run: &run)
                }
                return
            }
            if !member.recognizer.isFinished {
                // It may still win: the members after it that claimed wait.
                for later in members.indices where later > index && isExclusive(later) {
                    if members[later].heldOutput != nil, !members[later].reportedWaiting {
                        members[later].reportedWaiting = true
                        record(later, .waiting(for: name(index)), cause: cause)
                    }
                }
                return
            }
        }
    }

    /// Why the member at `index` had precedence over the ones before it that failed.
    private func reasonForWinning(_ index: Int) -> String {
        let failedBefore = members.indices.filter { $0 < index && isExclusive($0) }
        let rule: String
        switch members[index].attachment.priority {
        case .high: rule = "a .highPriorityGesture goes before its subviews' gestures"
        case .normal: rule = "a subview's gesture goes before its parent's"
        case .simultaneous: rule = "simultaneous"
        }
        if failedBefore.isEmpty { return "it had precedence: " + rule }
        let names = failedBefore.map { name($0) }.joined(separator: ", ")
        return "\(names) failed first; " + rule
    }

    private func cancel(_ index: Int, winner: Int, cause: EventID, run: inout [(index: Int, delivery: GestureDelivery)])
    {
        let recognizer = members[index].recognizer
        // A gesture that finished while held (a tap that ended as a better one did) loses too.
        guard members[index].heldOutput != nil || !recognizer.isFinished else { return }
        let why: String
        if index < winner {
            why = "it had failed"
        } else if members[winner].attachment.priority == .high {
            why = "a .highPriorityGesture goes before its subviews' gestures"
        } else {
            why = "it comes after in precedence: a subview's gesture goes first"
        }
        var delivery = GestureDelivery()
        if !recognizer.isFinished { recognizer.cancel(because: "\(name(winner)) won the touch", into: &delivery) }
        let resets = (members[index].held?.resets ?? []) + delivery.resets
        members[index].held = nil
        members[index].heldOutput = nil
        members[index].reportedFinish = true
        record(index, .lost(to: name(winner), why: why), cause: cause)
        run.append((index, GestureDelivery.resets(resets)))
    }

    /// After the fingers lift, a recognizer that is neither finished nor waiting for
    /// another tap cannot recognise any more: it fails.
    private func failUnfinishedAfterTouch(cause: EventID, run: inout [(index: Int, delivery: GestureDelivery)]) {
        for index in members.indices {
            let recognizer = members[index].recognizer
            guard !recognizer.isFinished, !recognizer.waitsAfterTouchUp else { continue }
            var delivery = GestureDelivery()
            recognizer.cancel(because: "the touch ended before it was recognised", into: &delivery)
            members[index].held = nil
            members[index].heldOutput = nil
            if !members[index].reportedFinish {
                members[index].reportedFinish = true
                record(index, .failed(reason: "the touch ended before it was recognised"), cause: cause)
            }
            run.append((index, GestureDelivery.resets(delivery.resets)))
        }
    }

    /// Records a member's output as a phase change (began, ended, failed).
    private func report(_ index: Int, _ output: RecognizerOutput, cause: EventID, why: String? = nil) {
        switch output {
        case .changed(let value):
            guard !members[index].reportedBegan else { return }
            members[index].reportedBegan = true
            let reason = why ?? (isExclusive(index) ? reasonForWinning(index) : "a .simultaneousGesture runs alongside")
            record(index, .began(value: Self.describe(value), why: reason), cause: cause)
        case .ended(let value):
            let why =
                members[index].reportedBegan
                ? nil
                : (why ?? (isExclusive(index) ? reasonForWinning(index) : "a .simultaneousGesture runs alongside"))
            members[index].reportedBegan = true
            members[index].reportedFinish = true
            record(index, .ended(value: Self.describe(value), why: why), cause: cause)
        case .failed(let reason):
            members[index].reportedFinish = true
            record(index, .failed(reason: reason), cause: cause)
        case .possible, .pressing:
            break
        }
    }

    private func record(_ index: Int, _ phase: GestureEventPhase, cause: EventID) {
        if case .failed = phase { members[index].reportedFinish = true }
        graph.record(
            .gesture(
                node: members[index].attachment.node.reference, gesture: members[index].recognizer.name, phase: phase),
            cause: cause)
    }

    /// Runs callbacks, then resets, each traced as an action of the gesture's node.
    private func perform(_ run: [(index: Int, delivery: GestureDelivery)], cause: EventID) {
        for (index, delivery) in run {
            let node = members[index].attachment.node
            for callback in delivery.callbacks + delivery.resets {
                guard !node.isRemoved else { break }
                let event = graph.record(
                    .actionRun(node: node.reference, label: callback.label, dispatch: nil), cause: cause)
                graph.withCause(event) { withTransaction(transaction(for: index)) { callback.run() } }
            }
        }
    }

    /// The transaction a gesture's callbacks run in: continuous gestures (drag, magnify,
    /// rotate) set `isContinuous` and `tracksVelocity`, so that an animation started
    /// when they end picks up the velocity of the values they moved.
    private func transaction(for index: Int) -> Transaction {
        var transaction = Transaction()
        let name = members[index].recognizer.name
        if ["DragGesture", "MagnifyGesture", "RotateGesture", "MagnificationGesture", "RotationGesture"].contains(
            where: { name.hasPrefix($0) })
        {
            transaction.isContinuous = true
            transaction.tracksVelocity = true
            transaction.velocitySource =
                "\(members[index].recognizer.name) on \(members[index].attachment.node.reference)"
        }
        return transaction
    }

    private func input(for index: Int, phase: GestureInput.Phase, points: [CGPoint]) -> GestureInput {
        let node = members[index].attachment.node
        let frame = graph.drawnGlobalFrame(of: node)
        return GestureInput(
            phase: phase, time: graph.clock.time, date: graph.clock.date(ofFrame: graph.clock.frame), points: points,
            convert: { point, space in
                switch space {
                case .global: return point
                case .local: return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
                }
            }, bounds: CGRect(origin: .zero, size: frame.size))
    }

    /// A gesture value as the trace shows it: a drag's translation and velocity, else the value.
    static func describe(_ value: Any) -> String {
        let n = { (x: CGFloat) in ValueFormatter.number(Double(x)) }
        switch value {
        case let drag as DragGesture.Value:
            var text = "translation (\(n(drag.translation.width)), \(n(drag.translation.height)))"
            if drag.velocity != .zero {
                text += ", velocity (\(n(drag.velocity.width)), \(n(drag.velocity.height))) pt/s"
            }
            return text
        case is Void: return ""
        case let magnify as MagnifyGesture.Value: return "magnification \(n(magnify.magnification))"
        case let rotate as RotateGesture.Value: return "rotation \(rotate.rotation)"
        case let tap as SpatialTapGesture.Value: return "location (\(n(tap.location.x)), \(n(tap.location.y)))"
        default: return ValueFormatter.describe(value)
        }
    }
}
