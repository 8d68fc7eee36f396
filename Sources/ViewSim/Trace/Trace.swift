// Models the record of a whole simulation: frames grouped into script steps.
// Simplifies: frames in which nothing happened are counted but not stored; runs
// of skipped siblings are stored compactly; `TraceRecording` may bound what is kept.
// Lesson: every lesson; ViewSimTesting queries it.

/// A frame in which something happened.
public struct FrameRecord: Sendable {
    /// The frame's index; its time is `index / framesPerSecond`.
    public let index: Int
    /// Seconds since the simulation started.
    public let time: Double
    /// The script step the frame belongs to.
    public let step: Int
    /// The events as stored when the frame has skipped siblings: a run of them is
    /// one entry (see `SkippedSiblings`); ``events`` expands them. Empty when the
    /// frame had no skip to compact: its events are then kept as recorded.
    package let entries: [TraceEntry]
    /// The events as recorded, when the frame had no skipped sibling (the array
    /// the frame was recorded into, kept without copying); else empty.
    private let plainEvents: [TraceEvent]
    /// How many events the frame holds; each skipped sibling counts one.
    public let eventCount: Int
    /// How many update passes the frame took.
    public internal(set) var passes: Int

    /// The frame's events in the order they were recorded, exactly as recorded
    /// (runs of skipped siblings are expanded).
    public var events: [TraceEvent] {
        if entries.isEmpty { return plainEvents }
        var result: [TraceEvent] = []
        result.reserveCapacity(eventCount)
        for entry in entries {
            switch entry {
            case .event(let event):
                result.append(event)
            case .skippedSiblings(let run):
                for offset in run.nodes.indices { result.append(run.event(at: offset, frame: index)) }
            }
        }
        return result
    }

    /// Closes an open frame: its events are stored compactly.
    ///
    /// A frame without skipped siblings (a body runs for each change) keeps the
    /// array it was recorded into: copying every event into entries cost about a
    /// tenth of a wide update and saved nothing.
    init(closing frame: consuming OpenFrame) {
        index = frame.index
        time = frame.time
        step = frame.step
        passes = frame.passes
        eventCount = frame.eventCount
        if !frame.skipRuns.isEmpty {
            entries = TraceEntry.entries(of: frame)
            plainEvents = []
        } else {
            entries = []
            var events = frame.plainEvents
            // Room left over is given back only when it is worth a copy (the array
            // starts with room for as many events as the last frame had).
            if events.capacity > events.count + max(events.count / 8, 4) {
                events = events.withUnsafeBufferPointer { Array($0) }
            }
            plainEvents = events
        }
    }

    /// The ids of the frame's first and last events.
    var ids: ClosedRange<EventID>? {
        if entries.isEmpty {
            guard let first = plainEvents.first, let last = plainEvents.last else { return nil }
            return first.id...last.id
        }
        guard let first = entries.first?.ids.lowerBound, let last = entries.last?.ids.upperBound else { return nil }
        return first...last
    }

    /// Calls `body` with each diagnostic the frame holds, in order.
    func forEachDiagnostic(_ body: (Diagnostic) -> Void) {
        if entries.isEmpty {
            for event in plainEvents { if case .diagnostic(let diagnostic) = event.kind { body(diagnostic) } }
            return
        }
        for entry in entries {
            if case .event(let event) = entry, case .diagnostic(let diagnostic) = event.kind { body(diagnostic) }
        }
    }

    /// The event with this id, if the frame holds it.
    func event(_ id: EventID) -> TraceEvent? {
        if entries.isEmpty {
            // Ids count up within a frame: a binary search finds it.
            var low = 0
            var high = plainEvents.count - 1
            while low <= high {
                let mid = (low + high) / 2
                let candidate = plainEvents[mid].id
                if candidate == id { return plainEvents[mid] }
                if candidate < id { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        }
        // Entries are in recording order, so their id ranges count up: a binary search
        // finds the last entry starting at or before `id`.
        var low = 0
        var high = entries.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if entries[mid].ids.lowerBound <= id { low = mid } else { high = mid - 1 }
        }
        guard let entry = entries.indices.contains(low) ? entries[low] : nil, entry.ids.contains(id) else {
            return nil
        }
        switch entry {
        case .event(let event): return event
        case .skippedSiblings(let run): return run.event(at: id - run.firstID, frame: index)
        }
    }
}

/// A named group of frames, as a lesson or a test script defines them.
public struct StepRecord: Sendable {
    public let index: Int
    public let title: String
    /// The first frame processed in the step, and the last.
    public internal(set) var frames: ClosedRange<Int>?
}

/// Everything a simulation recorded.
///
/// ```swift
/// let sim = Simulation(ContentView())
/// sim.tap("heart")
/// print(sim.trace.text())
/// let runs = sim.trace.bodyEvaluations(of: Heart.self).count
/// ```
public struct Trace: Sendable {
    public internal(set) var frames: [FrameRecord] = []
    public internal(set) var steps: [StepRecord] = []
    /// How much the trace keeps (``SimulationConfiguration/recording``, validated).
    public internal(set) var recording: TraceRecording = .all
    /// What the recording policy did not keep: counts and diagnostics.
    public internal(set) var dropped = DroppedFrames()

    /// Every event, in order.
    public var events: [TraceEvent] { frames.flatMap(\.events) }

    /// How many events the kept frames hold; each skipped sibling counts one.
    public var eventCount: Int { frames.reduce(0) { $0 + $1.eventCount } }

    /// Stores a closed frame as the recording policy says.
    mutating func keep(_ frame: consuming OpenFrame) {
        let record = FrameRecord(closing: frame)
        switch recording {
        case .all:
            frames.append(record)
        case .lastFrames(let count):
            frames.append(record)
            let excess = frames.count - max(count, 1)
            if excess > 0 {
                for old in frames.prefix(excess) { dropped.drop(old) }
                frames.removeFirst(excess)
            }
        case .off:
            dropped.drop(record)
        }
    }

    /// The event with this id.
    public func event(_ id: EventID) -> TraceEvent? {
        // Ids are assigned in order, so a binary search over frames finds it.
        var low = 0
        var high = frames.count - 1
        while low <= high {
            let mid = (low + high) / 2
            guard let ids = frames[mid].ids else { return nil }
            let first = ids.lowerBound
            let last = ids.upperBound
            if id < first {
                high = mid - 1
            } else if id > last {
                low = mid + 1
            } else {
                return frames[mid].event(id)
            }
        }
        return nil
    }

    /// The frames of one step.
    public func frames(inStep step: Int) -> [FrameRecord] { frames.filter { $0.step == step } }

    /// The frame with this index, if anything happened in it.
    public func frame(_ index: Int) -> FrameRecord? { frames.first { $0.index == index } }
}

/// One body evaluation, as returned by trace queries.
public struct BodyEvaluation: Sendable, Equatable {
    public let node: NodeRef
    public let frame: Int
    public let step: Int
    public let pass: Int
    public let reasons: [ChangeReason]

    /// The line `_printChanges` would print: `"Heart: _isOn changed."`.
    public var printChangesLine: String { ChangeReason.printChangesLine(typeName: node.label, reasons: reasons) }
}

extension ChangeReason {
    /// Formats reasons the way SwiftUI's `_printChanges()` does.
    public static func printChangesLine(typeName: String, reasons: [ChangeReason]) -> String {
        if reasons.isEmpty { return "\(typeName): unchanged." }
        return "\(typeName): \(reasons.map(\.token).joined(separator: ", ")) changed."
    }
}

extension Trace {
    /// Body evaluations, optionally only of views whose label is `typeName`, in a
    /// step or a frame.
    public func bodyEvaluations(of typeName: String? = nil, inStep step: Int? = nil, inFrame frame: Int? = nil)
        -> [BodyEvaluation]
    {
        var result: [BodyEvaluation] = []
        for record in frames where (step == nil || record.step == step) && (frame == nil || record.index == frame) {
            for event in record.events {
                guard case .bodyEvaluated(let node, let reasons) = event.kind else { continue }
                if let typeName, node.label != typeName { continue }
                result.append(
                    BodyEvaluation(
                        node: node, frame: record.index, step: record.step, pass: event.pass, reasons: reasons))
            }
        }
        return result
    }

    /// Body evaluations of views of type `type`, in a step or a frame.
    ///
    /// ```swift
    /// sim.trace.bodyEvaluations(of: Heart.self, inStep: 2).count   // 1
    /// ```
    public func bodyEvaluations(of type: Any.Type, inStep step: Int? = nil, inFrame frame: Int? = nil)
        -> [BodyEvaluation]
    {
        var result: [BodyEvaluation] = []
        for record in frames where (step == nil || record.step == step) && (frame == nil || record.index == frame) {
            for event in record.events {
                guard case .bodyEvaluated(let node, let reasons) = event.kind, node.is(type) else { continue }
                result.append(
                    BodyEvaluation(
                        node: node, frame: record.index, step: record.step, pass: event.pass, reasons: reasons))
            }
        }
        return result
    }

    /// Skips of views of type `type`, with their reasons.
    public func bodySkips(of type: Any.Type, inStep step: Int? = nil) -> [(
        node: NodeRef, frame: Int, reason: SkipReason
    )] {
        var result: [(NodeRef, Int, SkipReason)] = []
        for record in frames where step == nil || record.step == step {
            for event in record.events {
                guard case .bodySkipped(let node, let reason) = event.kind, node.is(type) else { continue }
                result.append((node, record.index, reason))
            }
        }
        return result
    }

    /// Skips of views whose label is `typeName`, with their reasons.
    public func bodySkips(of typeName: String? = nil, inStep step: Int? = nil) -> [(
        node: NodeRef, frame: Int, reason: SkipReason
    )] {
        var result: [(NodeRef, Int, SkipReason)] = []
        for record in frames where step == nil || record.step == step {
            for event in record.events {
                guard case .bodySkipped(let node, let reason) = event.kind else { continue }
                if let typeName, node.label != typeName { continue }
                result.append((node, record.index, reason))
            }
        }
        return result
    }

    /// Every diagnostic, optionally in one step.
    /// Diagnostics of frames the recording policy did not keep come first.
    public func diagnostics(inStep step: Int? = nil) -> [Diagnostic] {
        dropped.diagnostics.filter { step == nil || $0.step == step }.map(\.diagnostic)
            + frames.filter { step == nil || $0.step == step }.flatMap(\.events).compactMap {
                if case .diagnostic(let diagnostic) = $0.kind { return diagnostic }
                return nil
            }
    }

    /// Lines printed by `Self._printChanges()`.
    public var printedChanges: [String] {
        events.compactMap {
            if case .printChanges(let line) = $0.kind { return line }
            return nil
        }
    }
}
