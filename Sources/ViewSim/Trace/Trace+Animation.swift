// Trace queries about animations: what happened to each animated value (started,
// merged, combined, frames, logical completion, finished), the value presented at
// each frame, and the withAnimation completions that fired. Values are typed
// (`Animation`, `AnimationOrigin`, `TraceValue`): the numbers are exact, and they
// print as the trace text does.

/// One event in the life of an animated value, as ``Trace/animationEvents(of:attribute:inStep:)``
/// returns it.
///
/// ```swift
/// let start = sim.trace.animationEvents(attribute: "opacity").first
/// start?.animation   // Animation.easeInOut(duration: 0.35)
/// start?.origin      // AnimationOrigin.animationModifier(…), printed ".animation(_:value:) #5 (value false → true)"
/// ```
public struct AnimationEventRecord: Sendable, Equatable, CustomStringConvertible {
    /// The event's id in the trace.
    public let id: EventID
    public let frame: Int
    /// Seconds since the start, at `frame`.
    public let time: Double
    public let step: Int
    public let pass: Int
    /// The node whose value animates: a built-in modifier (`.opacity #6`) or an
    /// `Animatable` view or modifier.
    public let node: NodeRef
    /// What animates: `"opacity"`, `"trim(to:)"`, `"trim(from:), trim(to:)"` when
    /// several attributes change together, or `"animatableData"`.
    public let attribute: String
    public let phase: AnimationPhase

    /// For a start, merge or combine: the animation (it prints as written in code,
    /// `"easeInOut(duration: 0.35)"`, `"default"`); otherwise nil. For a keyframe
    /// animator, the keyframes that begin.
    public var animation: Animation? {
        switch phase {
        case .started(let animation, _, _, _), .merged(let animation, _, _, _), .combined(let animation, _, _, _):
            return animation
        default: return nil
        }
    }

    /// For a start, merge or combine: where the animation came from —
    /// `withAnimation in onTapGesture action of Image #8`, `withTransaction in …`,
    /// `Binding.animation`, `.animation(_:value:) #5 (value false → true)`, or the
    /// node of a `.transaction` modifier. Nil when unknown or for other phases.
    public var origin: AnimationOrigin? {
        switch phase {
        case .started(_, _, _, let origin), .merged(_, _, _, let origin), .combined(_, _, _, let origin): return origin
        default: return nil
        }
    }

    /// Whether the event adds an animation to the value (started, merged or combined).
    public var addsAnimation: Bool { animation != nil }

    /// The trace's line for the event, with its frame: `"frame 1: ◔ .opacity #6 opacity: 0 → 1 animates with …"`.
    public var description: String {
        "frame \(frame): \(TraceText.line(for: TraceEvent(id: id, frame: frame, pass: pass, kind: .animation(node: node, attribute: attribute, phase: phase), causes: [])))"
    }
}

/// The value an animated attribute presented at one frame.
///
/// The sample of the frame in which an animation starts is its `from` value; the
/// sample of every later frame is the value shown after that frame's animation
/// tick. A jump made later in a frame (a change without an animation while one
/// runs) shows from the next frame's sample.
///
/// ```swift
/// let sample = sim.trace.presentation(of: opacityNode, attribute: "opacity", at: 0.1)
/// sample?.presentation   // .number(0.11689…), printed "0.1169"
/// sample?.model          // .number(1)
/// sample?.numbers        // [0.11689…]
/// ```
public struct PresentationSample: Sendable, Equatable, CustomStringConvertible {
    public let frame: Int
    /// Seconds since the start, at `frame`.
    public let time: Double
    public let node: NodeRef
    public let attribute: String
    /// The value shown (printed `0.1169`, `(1.5, 1.5)`).
    public let presentation: TraceValue
    /// The value the animation heads for.
    public let model: TraceValue

    /// Whether the presented value is the model value.
    public var isAtModel: Bool { presentation == model }

    /// The numbers in `presentation`, in order, exactly: `(1.5, 2)` → `[1.5, 2]`.
    public var numbers: [Double] { presentation.numbers }

    /// The part of a sample of several attributes (`"trim(from:), trim(to:)"` =
    /// `"0, 0.5"`) that belongs to `name`; the whole sample when it cannot be split.
    func narrowed(to name: String) -> PresentationSample {
        let names = attribute.components(separatedBy: ", ")
        guard let index = names.firstIndex(of: name) else { return self }
        let shown = presentation.parts
        let heading = model.parts
        guard shown.count == names.count, heading.count == names.count else { return self }
        return PresentationSample(
            frame: frame, time: time, node: node, attribute: name, presentation: shown[index], model: heading[index])
    }

    /// `"frame 6 (t=0.1s): opacity = 0.1169 (model 1)"`.
    public var description: String {
        "frame \(frame) (t=\(ValueFormatter.number(time))s): \(attribute) = \(presentation)"
            + (isAtModel ? "" : " (model \(model))")
    }
}

/// A `withAnimation(_:completionCriteria:_:completion:)` completion that fired.
///
/// ```swift
/// let fired = sim.trace.completions()
/// fired.first?.criteria   // .logicallyComplete
/// fired.first?.frame      // 8
/// ```
public struct CompletionRecord: Sendable, Equatable, CustomStringConvertible {
    public let id: EventID
    /// The frame in which the completion was called (as a post-update action).
    public let frame: Int
    public let time: Double
    public let step: Int
    public let criteria: AnimationCompletionCriteria
    /// Why it fired: the animation of a value logically completed or finished,
    /// the change started no animation, or the view was removed.
    public let reason: CompletionReason
    /// The animation event that released it (logically complete or finished); nil
    /// when the change started no animation or its view was removed.
    public let releasedBy: AnimationEventRecord?

    /// `"frame 8 (t=0.1333s): logicallyComplete — the animation of .opacity #6 opacity logically completed"`.
    public var description: String {
        "frame \(frame) (t=\(ValueFormatter.number(time))s): \(criteria) — \(reason)"
    }
}

extension Trace {
    /// The animation events of one node (by id) or of every node, optionally of one
    /// attribute and one step, in order.
    ///
    /// `attribute` matches a record's attribute or one of its comma-separated names
    /// (`"trim(to:)"` matches `"trim(from:), trim(to:)"`).
    ///
    /// ```swift
    /// for record in sim.trace.animationEvents(attribute: "opacity", inStep: 1) { print(record) }
    /// // frame 1: ◔ .opacity #6 opacity: 0 → 1 animates with easeInOut(duration: 0.35)
    /// // frame 2: ~ .opacity #6 opacity = 0.0044  (model 1)
    /// // …
    /// ```
    public func animationEvents(of node: Int? = nil, attribute: String? = nil, inStep step: Int? = nil)
        -> [AnimationEventRecord]
    {
        var result: [AnimationEventRecord] = []
        for record in frames where step == nil || record.step == step {
            for event in record.events {
                guard case .animation(let ref, let name, let phase) = event.kind else { continue }
                guard node == nil || ref.id == node, attribute == nil || Self.attribute(name, matches: attribute ?? "")
                else { continue }
                result.append(
                    AnimationEventRecord(
                        id: event.id, frame: record.index, time: record.time, step: record.step,
                        pass: event.pass, node: ref, attribute: name, phase: phase))
            }
        }
        return result
    }

    /// The animations a value got (started, merged or combined), in order.
    ///
    /// ```swift
    /// sim.trace.animationsAdded(of: 6).map(\.animation)   // [.easeInOut(duration: 0.35)]
    /// ```
    public func animationsAdded(of node: Int? = nil, attribute: String? = nil, inStep step: Int? = nil)
        -> [AnimationEventRecord]
    {
        animationEvents(of: node, attribute: attribute, inStep: step).filter(\.addsAnimation)
    }

    /// The value an attribute presented at each frame it animated, one sample per
    /// frame, in order (see ``PresentationSample`` for which value a frame holds).
    ///
    /// ```swift
    /// sim.trace.presentationSamples(of: 6, attribute: "opacity").map(\.presentation.description)
    /// // ["0", "0.0044", "0.0179", …, "1"]
    /// ```
    public func presentationSamples(of node: Int? = nil, attribute: String? = nil) -> [PresentationSample] {
        var result: [PresentationSample] = []
        for record in animationEvents(of: node, attribute: attribute) {
            var sample: PresentationSample
            switch record.phase {
            case .started(_, let from, let to, _):
                sample = PresentationSample(
                    frame: record.frame, time: record.time, node: record.node, attribute: record.attribute,
                    presentation: from, model: to)
            case .frame(let frameSample):
                sample = PresentationSample(
                    frame: record.frame, time: record.time, node: record.node, attribute: record.attribute,
                    presentation: frameSample.presentation, model: frameSample.model)
            default:
                continue
            }
            if let attribute, sample.attribute != attribute { sample = sample.narrowed(to: attribute) }
            // One sample per frame and value: the later event of a frame wins.
            if let last = result.last, last.frame == sample.frame, last.node == sample.node,
                last.attribute == sample.attribute
            {
                result[result.count - 1] = sample
            } else {
                result.append(sample)
            }
        }
        return result
    }

    /// The value an attribute presented at `time`: the sample of the last frame at
    /// or before it, or nil when it had not animated by then.
    ///
    /// ```swift
    /// sim.trace.presentation(of: 6, attribute: "opacity", at: 0.11)?.presentation  // frame 6's value
    /// ```
    public func presentation(of node: Int? = nil, attribute: String? = nil, at time: Double) -> PresentationSample? {
        presentationSamples(of: node, attribute: attribute).last { $0.time <= time + 1e-9 }
    }

    /// The completions that fired, optionally in one step, in order.
    ///
    /// ```swift
    /// sim.trace.completions().map(\.description)
    /// // ["frame 8 (t=0.1333s): removed — the animation of .scaleEffect #5 scale finished"]
    /// ```
    public func completions(inStep step: Int? = nil) -> [CompletionRecord] {
        var result: [CompletionRecord] = []
        for record in frames where step == nil || record.step == step {
            for event in record.events {
                guard case .completion(let criteria, let reason) = event.kind else { continue }
                var releasedBy: AnimationEventRecord?
                if let cause = event.causes.first, let causeEvent = record.events.first(where: { $0.id == cause }),
                    case .animation(let node, let attribute, let phase) = causeEvent.kind
                {
                    releasedBy = AnimationEventRecord(
                        id: causeEvent.id, frame: record.index, time: record.time, step: record.step,
                        pass: causeEvent.pass, node: node, attribute: attribute, phase: phase)
                }
                result.append(
                    CompletionRecord(
                        id: event.id, frame: record.index, time: record.time, step: record.step,
                        criteria: criteria,
                        reason: reason, releasedBy: releasedBy))
            }
        }
        return result
    }

    /// Every animated value, as (node, attribute), in the order they first animated.
    ///
    /// ```swift
    /// sim.trace.animatedValues().map { "\($0.node) \($0.attribute)" }   // [".opacity #6 opacity"]
    /// ```
    public func animatedValues(inStep step: Int? = nil) -> [(node: NodeRef, attribute: String)] {
        var result: [(node: NodeRef, attribute: String)] = []
        for record in animationEvents(inStep: step)
        where !result.contains(where: { $0.node.id == record.node.id && $0.attribute == record.attribute }) {
            result.append((record.node, record.attribute))
        }
        return result
    }

    /// Whether an event's attribute (`"trim(from:), trim(to:)"`) is or contains `name`.
    package static func attribute(_ recorded: String, matches name: String) -> Bool {
        recorded == name || recorded.components(separatedBy: ", ").contains(name)
    }
}
