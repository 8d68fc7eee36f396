// Models what the gesture checks read from one run, per script step (one step is
// one touch: a touch verb, or a tap that goes through the gesture system): the
// gesture events in order, each with its gesture (node and recogniser) and whether
// it competes exclusively; the callbacks that end a gesture (`onEnded`,
// `onTapGesture`, `onLongPressGesture`) with their gesture; the writes of every
// `@GestureState` (the properties some `.updating` names) with the property's
// initial value (the old value of its first write in the run); and which written
// nodes were gone (removed, or below a removed view) by the end of the step.
// Plain data, so tests can break it on purpose and see each check fail.
import ViewSim

/// The gesture events, ending callbacks and gesture-state writes of each step of a run.
public struct FuzzGestureFacts: Equatable, Sendable {
    /// One gesture event.
    public struct Event: Equatable, Sendable {
        /// The gesture: its node and recogniser (`.gesture #12 DragGesture`).
        public var gesture: String
        /// Whether it competes for the touch (not a `.simultaneousGesture`).
        public var exclusive: Bool
        /// `began`, `ended`, `failed`, `lost`, `waiting`.
        public var phase: String
        /// For `ended`: whether the event says it had begun (no reason for winning given).
        public var hadBegun: Bool
        public init(gesture: String, exclusive: Bool, phase: String, hadBegun: Bool = false) {
            self.gesture = gesture
            self.exclusive = exclusive
            self.phase = phase
            self.hadBegun = hadBegun
        }
    }

    /// One write of a `@GestureState`.
    public struct StateWrite: Equatable, Sendable {
        /// The node that holds it and the property (`FuzzGestureHost #9 live`).
        public var property: String
        public var node: Int
        /// Its initial value and the value written, as the trace prints them.
        public var initial: String
        public var new: String
        public init(property: String, node: Int, initial: String, new: String) {
            self.property = property
            self.node = node
            self.initial = initial
            self.new = new
        }
    }

    /// What one step did with gestures.
    public struct Touch: Equatable, Sendable {
        public var step: String
        public var events: [Event] = []
        /// The ending callbacks run, each as its node and label (`.gesture #12 DragGesture.onEnded`).
        public var endings: [String] = []
        public var writes: [StateWrite] = []
        /// The written nodes that were gone by the end of the step (their state no longer counts).
        public var gone: Set<Int> = []
        public init(
            step: String, events: [Event] = [], endings: [String] = [], writes: [StateWrite] = [],
            gone: Set<Int> = []
        ) {
            self.step = step
            self.events = events
            self.endings = endings
            self.writes = writes
            self.gone = gone
        }
    }

    /// The steps that recorded a gesture event, a gesture callback or a gesture-state write.
    public var touches: [Touch]

    public init(touches: [Touch] = []) { self.touches = touches }

    /// Whether a state write's property (`FuzzGestureHost._live`) is one of `names` (`_live`).
    static func isGestureState(_ property: String, _ names: Set<String>) -> Bool {
        let last = property.split(separator: ".").last.map(String.init) ?? property
        return names.contains(last) || names.contains("_" + last) || names.contains(String(last.drop { $0 == "_" }))
    }

    /// The facts of `trace`, whose frames `steps` cut into steps (each a title and the index of
    /// its first frame, in order; a step runs to the next one's first frame or the end).
    public init(trace: Trace, steps: [(title: String, firstFrame: Int)]) {
        let frames = trace.frames
        // The properties some `.updating` writes: `….updating($live)` names `$live`.
        var gestureStates: Set<String> = []
        for frame in frames {
            for event in frame.events {
                guard case .actionRun(_, let label, _) = event.kind, let open = label.range(of: ".updating($"),
                    label.hasSuffix(")")
                else { continue }
                // The trace names it `$_live` or `$live`; the writes name the property `Type._live`.
                gestureStates.insert(String(label[open.upperBound..<label.index(before: label.endIndex)]))
            }
        }
        var parents: [Int: Int] = [:]
        var removed: Set<Int> = []
        var initial: [String: String] = [:]
        var touches: [Touch] = []
        func isGone(_ node: Int) -> Bool {
            var current: Int? = node
            var steps = 0
            while let id = current, steps < 100_000 {
                if removed.contains(id) { return true }
                current = parents[id]
                steps += 1
            }
            return false
        }
        var frameIndex = 0
        for (number, step) in steps.enumerated() {
            // Frames before the step (the mount, between steps) only build the tree.
            let end = number + 1 < steps.count ? steps[number + 1].firstFrame : frames.count
            var touch = Touch(step: step.title)
            while frameIndex < min(end, frames.count) {
                let inStep = frameIndex >= step.firstFrame
                for event in frames[frameIndex].events {
                    switch event.kind {
                    case .inserted(let node, let parent, _, _):
                        if let parent { parents[node.id] = parent.id }
                        removed.remove(node.id)
                    case .removed(let node, _, _, _):
                        removed.insert(node.id)
                    case .stateWrite(let node, let property, let old, let new, _)
                    where Self.isGestureState(property, gestureStates):
                        let key = "\(node) \(property)"
                        let first = initial[key] ?? old.description
                        initial[key] = first
                        if inStep {
                            touch.writes.append(
                                StateWrite(property: key, node: node.id, initial: first, new: new.description))
                        }
                    case .gesture(let node, let gesture, let phase) where inStep:
                        var hadBegun = false
                        if case .ended(_, let why) = phase { hadBegun = why == nil }
                        touch.events.append(
                            Event(
                                gesture: "\(node) \(gesture)", exclusive: node.label != ".simultaneousGesture",
                                phase: phase.name, hadBegun: hadBegun))
                    case .actionRun(let node, let label, _) where inStep:
                        if label.hasSuffix(".onEnded") || label == "onTapGesture" || label == "onLongPressGesture" {
                            touch.endings.append("\(node) \(label)")
                        }
                    default: break
                    }
                }
                frameIndex += 1
            }
            touch.gone = Set(touch.writes.map(\.node).filter(isGone))
            if !touch.events.isEmpty || !touch.endings.isEmpty || !touch.writes.isEmpty { touches.append(touch) }
        }
        self.touches = touches
    }
}
