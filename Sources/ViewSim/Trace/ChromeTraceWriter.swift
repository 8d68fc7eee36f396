// Models the trace as Chrome's Trace Event Format (the JSON that Perfetto and
// chrome://tracing open): frames as slices on a "frames" track, the bodies that
// ran, were skipped, the actions and canvas draws nested in them with their
// reasons as arguments, steps on a "steps" track, animations as async slices
// with counter tracks of their presented values, Swift tasks as async slices
// from their start to their end, diagnostics as instant events.
// Simplifies: times are simulated, not measured: a frame lasts 1/fps seconds and
// the slices nested in it share its time evenly, in the order they happened (a
// body's slice length says nothing about its cost). A slice's name shows control
// characters as their pictures (ControlPictures), as the trace text does; the
// arguments that hold a title or a message keep the real string, escaped.

extension Trace {
    /// The trace in Chrome's Trace Event Format, for Perfetto (ui.perfetto.dev)
    /// and chrome://tracing: a JSON object with a `traceEvents` array.
    ///
    /// Times (`ts`, `dur`, in microseconds) are the simulation's time, not the
    /// wall clock, so the file is the same bytes on every run. What it holds:
    ///
    /// - each frame in which something happened, a slice `frame 12` (`X`) on the
    ///   thread "frames", with its step and pass count as arguments;
    /// - inside it, one slice per body run (`Heart #2 body`), skip, action and
    ///   canvas draw, in order, with the reasons (`["@self", "_isOn"]`), the
    ///   event's id, its causes and its trace line as arguments;
    /// - each step a slice on the thread "steps";
    /// - each animation an async slice (`b`/`e`, category `animation`) from the
    ///   frame it started to the frame it finished, with its retargets (`n`),
    ///   and a counter track (`C`) of the value it presented each frame;
    /// - each Swift task an async slice (`b`/`e`, category `task`, named
    ///   `task 2 (.task(id:) #4)`) from the frame it started to the end of the frame
    ///   it finished, was cancelled and ended, or threw (or of the trace), with a mark
    ///   (`n`) when it sleeps, wakes or is cancelled;
    /// - each diagnostic an instant event (`i`) with its message, cycle and hint.
    ///
    /// ```swift
    /// let sim = Simulation(ContentView())
    /// try sim.tap("heart")
    /// try sim.trace.chromeTrace().write(toFile: "heart.trace.json", atomically: true, encoding: .utf8)
    /// // then open heart.trace.json in ui.perfetto.dev
    /// ```
    ///
    /// - Parameter name: the process name the viewer shows (a lesson's name).
    public func chromeTrace(name: String = "viewsim") -> String {
        var chrome = ChromeTraceWriter(trace: self)
        return chrome.write(name: name)
    }
}

/// Writes one trace in the Trace Event Format.
struct ChromeTraceWriter {
    let trace: Trace
    private var writer: JSONWriter
    /// A frame's length in seconds of simulated time.
    private let secondsPerFrame: Double

    /// Every animated value seen so far, in the order it first animated; the
    /// dictionary only finds one.
    private var animations: [(name: String, open: Int?)] = []
    private var animationOrder = FirstSeenOrder<String>()
    /// Every task seen so far, in the order it first appears, with its async id
    /// while its slice is open; the dictionary only finds one by task number.
    private var tasks: [(name: String, open: Int?)] = []
    private var taskIndex: [Int: Int] = [:]
    /// Async ids, shared by animations and tasks so that no two slices share one.
    private var nextAsyncID = 1

    init(trace: Trace) {
        self.trace = trace
        writer = JSONWriter(capacity: 512 + trace.eventCount * 200)
        // Frame n is at n / fps seconds: any frame after the first gives the length.
        var seconds = 1.0 / 60
        if let frame = trace.frames.first(where: { $0.index > 0 }), frame.time > 0 {
            seconds = frame.time / Double(frame.index)
        }
        secondsPerFrame = seconds
    }

    private static let pid = 1
    private static let framesThread = 1
    private static let stepsThread = 2

    /// `ns` as microseconds, exactly (up to three decimals).
    private static func microseconds(_ ns: Int) -> String {
        let whole = ns / 1000
        let rest = ns % 1000
        guard rest != 0 else { return String(whole) }
        var fraction = String(rest)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }

    /// When frame `frame` starts, in nanoseconds (rounded once, so that frame 12
    /// at 60 fps starts at exactly 0.2 s, as the trace text says).
    private func start(of frame: Int) -> Int { Int((Double(frame) * secondsPerFrame * 1e9).rounded()) }

    /// The common fields of an event; its own fields and `args` follow. The name
    /// shows control characters as their pictures (`␛`, `<U+009B>`).
    private mutating func begin(_ phase: String, name: String, category: String, thread: Int, at ns: Int) {
        writer.beginObject()
        writer.key("name")
        writer.string(ControlPictures.shown(name))
        writer.key("cat")
        writer.string(category)
        writer.key("ph")
        writer.string(phase)
        writer.key("ts")
        writer.raw(Self.microseconds(ns))
        writer.key("pid")
        writer.integer(Self.pid)
        writer.key("tid")
        writer.integer(thread)
    }

    private mutating func metadata(_ name: String, thread: Int, value: String) {
        writer.beginObject()
        writer.key("name")
        writer.string(name)
        writer.key("ph")
        writer.string("M")
        writer.key("pid")
        writer.integer(Self.pid)
        writer.key("tid")
        writer.integer(thread)
        writer.key("args")
        writer.beginObject()
        writer.key("name")
        writer.string(ControlPictures.shown(value))
        writer.endObject()
        writer.endObject()
    }

    mutating func write(name: String) -> String {
        writer.beginObject()
        writer.key("displayTimeUnit")
        writer.string("ms")
        writer.key("otherData")
        writer.beginObject()
        writer.key("generator")
        writer.string("viewsim")
        writer.key("clock")
        writer.string("simulated")
        writer.key("framesPerSecond")
        writer.number((1 / secondsPerFrame * 1e6).rounded() / 1e6)
        writer.endObject()
        writer.key("traceEvents")
        writer.beginArray()
        metadata("process_name", thread: Self.framesThread, value: name)
        metadata("thread_name", thread: Self.framesThread, value: "frames")
        metadata("thread_name", thread: Self.stepsThread, value: "steps")
        writeSteps()
        for kept in trace.dropped.diagnostics {
            instant(kept.diagnostic, event: nil, at: start(of: kept.frame))
        }
        for frame in trace.frames { writeFrame(frame) }
        // Animations still running when the trace ends end with its last frame.
        let end = trace.frames.last.map { start(of: $0.index + 1) } ?? 0
        for index in animations.indices {
            if let id = animations[index].open { asyncEvent("e", index: index, id: id, at: end) }
        }
        // So do tasks still pending.
        for index in tasks.indices {
            if let id = tasks[index].open {
                taskEvent("e", name: tasks[index].name, id: id, at: end, args: [("text", "still pending")])
            }
        }
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }

    private mutating func writeSteps() {
        for step in trace.steps {
            let frames = trace.frames(inStep: step.index)
            guard let first = frames.first, let last = frames.last else { continue }
            begin(
                "X", name: "step \(step.index) · \(step.title)", category: "step", thread: Self.stepsThread,
                at: start(of: first.index))
            writer.key("dur")
            writer.raw(Self.microseconds(start(of: last.index + 1) - start(of: first.index)))
            writer.key("args")
            writer.beginObject()
            writer.key("step")
            writer.integer(step.index)
            writer.key("title")
            writer.string(step.title)
            writer.key("frames")
            writer.integer(frames.count)
            writer.endObject()
            writer.endObject()
        }
    }

    /// Whether an event gets a slice of its own inside its frame.
    private static func isSlice(_ event: TraceEvent) -> Bool {
        event.kind.name.isChromeSlice
    }

    private mutating func writeFrame(_ frame: FrameRecord) {
        let events = frame.events
        let frameStart = start(of: frame.index)
        let frameNanoseconds = start(of: frame.index + 1) - frameStart
        begin("X", name: "frame \(frame.index)", category: "frame", thread: Self.framesThread, at: frameStart)
        writer.key("dur")
        writer.raw(Self.microseconds(frameNanoseconds))
        writer.key("args")
        writer.beginObject()
        writer.key("frame")
        writer.integer(frame.index)
        writer.key("time")
        writer.number(frame.time)
        writer.key("step")
        writer.integer(frame.step)
        writer.key("passes")
        writer.integer(frame.passes)
        writer.key("events")
        writer.integer(frame.eventCount)
        writer.endObject()
        writer.endObject()
        // The nested slices share the frame's time, leaving a margin at each end so
        // that a lone slice is strictly inside the frame.
        let margin = frameNanoseconds / 100
        let inner = frameNanoseconds - 2 * margin
        let slices = events.reduce(0) { Self.isSlice($1) ? $0 + 1 : $0 }
        var slot = 0
        for event in events {
            if Self.isSlice(event) {
                let from = frameStart + margin + inner * slot / slices
                let to = frameStart + margin + inner * (slot + 1) / slices
                slot += 1
                slice(event, from: from, to: to)
                continue
            }
            switch event.kind {
            case .diagnostic(let diagnostic):
                instant(diagnostic, event: event, at: frameStart + margin)
            case .animation(let node, let attribute, let phase):
                animation(event, node: node, attribute: attribute, phase: phase, frame: frame)
            case .task(let task, let phase):
                self.task(event, task: task, phase: phase, frame: frame)
            default:
                break
            }
        }
    }

    private mutating func slice(_ event: TraceEvent, from: Int, to: Int) {
        let node = event.node.map(\.description) ?? "?"
        let category = event.kind.name.chromeCategory
        let name: String
        var reasons: [String] = []
        switch event.kind {
        case .bodyEvaluated(let ref, let changeReasons):
            name = ref.label == "TimelineView" ? "\(node) content" : "\(node) body"
            reasons = changeReasons.map(\.token)
        case .bodySkipped(_, let reason):
            name = "\(node) skipped"
            reasons = [TraceText.skipText(reason)]
        case .actionRun(let ref, let label, _):
            name = TraceText.actionName(label, ref)
        case .canvasDrawn(_, let causes, _):
            name = "\(node) draws"
            reasons = causes.map(\.description)
        default:
            return
        }
        begin("X", name: name, category: category, thread: Self.framesThread, at: from)
        writer.key("dur")
        writer.raw(Self.microseconds(to - from))
        writer.key("args")
        writer.beginObject()
        writer.key("event")
        writer.integer(event.id)
        writer.key("pass")
        writer.integer(event.pass)
        writer.key("reasons")
        writer.beginArray()
        for reason in reasons { writer.string(reason) }
        writer.endArray()
        writer.key("causes")
        writer.beginArray()
        for cause in event.causes { writer.integer(cause) }
        writer.endArray()
        writer.key("text")
        writer.string(TraceText.line(for: event))
        writer.endObject()
        writer.endObject()
    }

    private mutating func instant(_ diagnostic: Diagnostic, event: TraceEvent?, at ns: Int) {
        begin(
            "i", name: "\(TraceGlyph.diagnostic.symbol) \(diagnostic.kind.rawValue)",
            category: TraceEventKind.diagnostic.chromeCategory, thread: Self.framesThread, at: ns)
        writer.key("s")
        writer.string("t")
        writer.key("args")
        writer.beginObject()
        writer.key("message")
        writer.string(diagnostic.message)
        writer.key("event")
        writer.integer(event?.id)
        writer.key("node")
        writer.string(diagnostic.node?.description)
        writer.key("cycle")
        writer.beginArray()
        for hop in diagnostic.cycle { writer.string(hop.description) }
        writer.endArray()
        writer.key("hint")
        writer.string(diagnostic.hint)
        writer.endObject()
        writer.endObject()
    }

    private mutating func asyncEvent(_ phase: String, index: Int, id: Int, at ns: Int, args: [(String, String)] = []) {
        begin(
            phase, name: animations[index].name, category: TraceEventKind.animation.chromeCategory,
            thread: Self.framesThread, at: ns)
        writer.key("id")
        writer.integer(id)
        if !args.isEmpty {
            writer.key("args")
            writer.beginObject()
            for (key, value) in args {
                writer.key(key)
                writer.string(value)
            }
            writer.endObject()
        }
        writer.endObject()
    }

    private mutating func animation(
        _ event: TraceEvent, node: NodeRef, attribute: String, phase: AnimationPhase, frame: FrameRecord
    ) {
        let key = "\(node.id) \(attribute)"
        let (index, isNew) = animationOrder.position(of: key)
        if isNew { animations.append(("\(node) \(attribute)", nil)) }
        let frameStart = start(of: frame.index)
        let text = TraceText.line(for: event)
        switch phase {
        case .started(_, let from, _, _):
            if animations[index].open == nil {
                animations[index].open = nextAsyncID
                asyncEvent("b", index: index, id: nextAsyncID, at: frameStart, args: [("text", text)])
                nextAsyncID += 1
            } else if let id = animations[index].open {
                asyncEvent("n", index: index, id: id, at: frameStart, args: [("text", text)])
            }
            counter(index, from, at: frameStart)
        case .merged, .combined, .logicallyComplete, .changedWithoutAnimation, .movedWithoutAnimation,
            .swappedWithoutTransition, .velocity:
            if let id = animations[index].open {
                asyncEvent("n", index: index, id: id, at: frameStart, args: [("text", text)])
            }
        case .frame(let presentation, _):
            counter(index, presentation, at: frameStart)
        case .finished:
            if let id = animations[index].open {
                asyncEvent("e", index: index, id: id, at: start(of: frame.index + 1), args: [("text", text)])
                animations[index].open = nil
            }
        }
    }

    private mutating func taskEvent(_ phase: String, name: String, id: Int, at ns: Int, args: [(String, String)]) {
        begin(phase, name: name, category: TraceEventKind.task.chromeCategory, thread: Self.framesThread, at: ns)
        writer.key("id")
        writer.integer(id)
        writer.key("args")
        writer.beginObject()
        for (key, value) in args {
            writer.key(key)
            writer.string(value)
        }
        writer.endObject()
        writer.endObject()
    }

    /// A task's slice: opened by its first event in the trace (its start, unless
    /// the frame was dropped), marked when it sleeps, wakes or is cancelled, closed
    /// at the end of the frame it ended in.
    private mutating func task(_ event: TraceEvent, task: TaskRef, phase: TaskPhase, frame: FrameRecord) {
        let index: Int
        if let known = taskIndex[task.id] {
            index = known
        } else {
            index = tasks.count
            taskIndex[task.id] = index
            tasks.append((task.description, nil))
        }
        let frameStart = start(of: frame.index)
        let text = TraceText.line(for: event)
        let id: Int
        if let open = tasks[index].open {
            id = open
        } else {
            id = nextAsyncID
            nextAsyncID += 1
            tasks[index].open = id
            taskEvent(
                "b", name: tasks[index].name, id: id, at: frameStart,
                args: [
                    ("task", String(task.id)), ("label", task.label), ("view", task.node.description), ("text", text),
                ])
            if case .started = phase { return }
        }
        switch phase {
        case .started, .suspended, .resumed, .cancelled:
            taskEvent("n", name: tasks[index].name, id: id, at: frameStart, args: [("text", text)])
        case .finished, .threw:
            taskEvent("e", name: tasks[index].name, id: id, at: start(of: frame.index + 1), args: [("text", text)])
            tasks[index].open = nil
        }
    }

    /// A counter sample of the value an animated attribute presents (its finite numbers).
    private mutating func counter(_ index: Int, _ value: TraceValue, at ns: Int) {
        let numbers = value.numbers
        guard !numbers.isEmpty, numbers.allSatisfy(\.isFinite) else { return }
        begin("C", name: animations[index].name, category: "value", thread: Self.framesThread, at: ns)
        writer.key("args")
        writer.beginObject()
        if numbers.count == 1 {
            writer.key("value")
            writer.number(numbers[0])
        } else {
            for (offset, number) in numbers.enumerated() {
                writer.key(String(offset))
                writer.number(number)
            }
        }
        writer.endObject()
        writer.endObject()
    }
}
