// Builds plot series from a trace: every value that animated in some frames (a step
// or the whole run), from its `.animation` events: starts, retargets, each frame's
// presented and model value, completions and jumps; and what each value measures. In
// frames a gesture drove, an animated value's changes without an animation (a drag
// moving it) are drawn too, and each length's velocity frame to frame (lesson16).
// Simplifies: a value without numbers (a string, a name) cannot be plotted. Lesson:
// `viewsim plot`.
import ViewSim

extension PlotSeries {
    /// Every value animated in `trace` (or in one step of it), one series per
    /// attribute, or per component for values with several (an offset's width and
    /// height) unless the components are equal throughout (a uniform scale), in the
    /// order the animations first appear.
    ///
    /// - Parameters:
    ///   - step: only the frames of this step; nil for the whole trace.
    ///   - query: only series whose name contains it (`".trim"`, `"#9"`,
    ///     `"opacity"`, case-insensitive) or whose attribute is exactly it.
    ///
    /// ```swift
    /// let series = PlotSeries.animations(in: sim.trace, step: 1, matching: "trim")
    /// series.first?.name   // ".trim #9 trim(to:)"
    /// ```
    public static func animations(in trace: Trace, step: Int? = nil, matching query: String? = nil) -> [PlotSeries] {
        animations(in: step.map { trace.frames(inStep: $0) } ?? trace.frames, matching: query)
    }

    /// Every value animated in `frames`; see `animations(in:step:matching:)`.
    public static func animations(in frames: [FrameRecord], matching query: String? = nil) -> [PlotSeries] {
        var tracks: [AnimationTrack] = []
        var order = FirstSeenOrder<String>()
        // In frames a gesture drove (a touch script), an animated value's changes without an
        // animation (the drag moving it) are plotted too, and its velocity from frame to frame.
        let followsTouches = frames.contains { frame in frame.events.contains { $0.kind.name == .gesture } }
        let animated: Set<String> =
            followsTouches
            ? Set(
                frames.flatMap(\.events).compactMap { event in
                    guard case .animation(let node, let attribute, _) = event.kind else { return nil }
                    return "\(node.id)|\(attribute)"
                }) : []
        for frame in frames {
            for event in frame.events {
                switch event.kind {
                case .animation(let node, let attribute, let phase):
                    let key = "\(node.id)|\(attribute)"
                    let (position, isNew) = order.position(of: key)
                    if isNew { tracks.append(AnimationTrack(node: node, attribute: attribute)) }
                    tracks[position].add(phase, at: frame.time)
                case .attributeChanged(let node, let attribute, _, let new) where followsTouches:
                    let key = "\(node.id)|\(attribute)"
                    guard animated.contains(key) else { continue }
                    let (position, isNew) = order.position(of: key)
                    if isNew { tracks.append(AnimationTrack(node: node, attribute: attribute)) }
                    tracks[position].follow(new, at: frame.time)
                default:
                    continue
                }
            }
        }
        var series = tracks.flatMap { $0.series() }
        if followsTouches { series += series.compactMap(\.velocity) }
        guard let query, !query.isEmpty else { return series }
        let needle = query.lowercased()
        return series.filter { $0.name.lowercased().contains(needle) || $0.attribute == query }
    }

    /// The finite numbers a value holds, in order, as the trace prints them (four
    /// decimals), so a point and its trace line agree: `(3, -0.5)` → `[3, -0.5]`.
    static func numbers(in value: TraceValue) -> [Double] {
        value.numbers.filter(\.isFinite).map { number in
            let rounded = (number * 10_000).rounded() / 10_000
            return abs(rounded) < 1e15 ? (rounded == 0 ? 0 : rounded) : number
        }
    }
}

/// The animation events of one attribute of one node, in time order;
/// turned into series once all are read.
private struct AnimationTrack {
    let node: NodeRef
    let attribute: String
    /// Presented values, one list per run of the animation.
    var runs: [[(time: Double, value: TraceValue)]] = []
    /// Model values, one step list per run.
    var models: [[(time: Double, value: TraceValue)]] = []
    var markers: [(kind: PlotMarker.Kind, time: Double, label: String, value: TraceValue?)] = []
    var isOpen = false
    /// Whether the open run was opened by changes without an animation (a drag moving the value).
    var isFollowing = false
    var lastPresented: TraceValue?
    var lastModel: TraceValue?
    var lastTime = 0.0

    init(node: NodeRef, attribute: String) {
        self.node = node
        self.attribute = attribute
    }

    mutating func add(_ phase: AnimationPhase, at time: Double) {
        lastTime = time
        switch phase {
        case .started(let animation, let from, let to, _):
            if isOpen, isFollowing {
                // The animation takes over from a drag: the line goes on.
                runs[runs.count - 1].append((time, from))
                models[models.count - 1].append((time, to))
            } else {
                if isOpen { close(at: time) }
                runs.append([(time, from)])
                models.append([(time, from), (time, to)])
            }
            isOpen = true
            isFollowing = false
            markers.append((.started, time, "started · \(animation)", from))
            lastPresented = from
            lastModel = to
        case .merged(let animation, _, let to, _):
            retarget(to: to, at: time)
            markers.append((.merged, time, "merged · \(animation)", lastPresented))
        case .combined(let animation, _, let to, _):
            retarget(to: to, at: time)
            markers.append((.combined, time, "combined · \(animation)", lastPresented))
        case .frame(let sample):
            let presentation = sample.presentation
            let model = sample.model
            openIfNeeded()
            runs[runs.count - 1].append((time, presentation))
            if models[models.count - 1].last?.value != model { models[models.count - 1].append((time, model)) }
            lastPresented = presentation
            lastModel = model
        case .logicallyComplete:
            markers.append((.logicallyComplete, time, "logically complete", lastPresented))
        case .finished:
            markers.append((.finished, time, "finished", lastPresented))
            close(at: time)
        case .changedWithoutAnimation(_, let to, _), .movedWithoutAnimation(_, let to, _),
            .swappedWithoutTransition(_, let to, _):
            markers.append((.changedWithoutAnimation, time, "jumps to \(to), no animation", lastPresented))
            retarget(to: to, at: time)
        case .velocity:
            // The start's marker stands for it: a plot of values has no velocity axis.
            break
        }
    }

    /// A change without an animation while a touch moved the value: the value shown now.
    mutating func follow(_ value: TraceValue, at time: Double) {
        lastTime = time
        if !isOpen {
            runs.append([])
            models.append([])
            isOpen = true
            isFollowing = true
        }
        if let last = runs[runs.count - 1].last, last.time == time {
            runs[runs.count - 1][runs[runs.count - 1].count - 1] = (time, value)
        } else {
            runs[runs.count - 1].append((time, value))
        }
        models[models.count - 1].append((time, value))
        lastPresented = value
        lastModel = value
    }

    private mutating func openIfNeeded() {
        guard !isOpen else { return }
        runs.append([])
        models.append([])
        isOpen = true
    }

    private mutating func retarget(to model: TraceValue, at time: Double) {
        openIfNeeded()
        models[models.count - 1].append((time, model))
        lastModel = model
    }

    /// Ends the current run: its model line holds until `time`.
    private mutating func close(at time: Double) {
        guard isOpen else { return }
        isFollowing = false
        if let last = models[models.count - 1].last, last.time < time {
            models[models.count - 1].append((time, last.value))
        }
        isOpen = false
    }

    /// One series per numeric component of the value, or one for all when they are
    /// equal throughout; none when the value holds no numbers.
    func series() -> [PlotSeries] {
        let components = componentSeries()
        guard components.count > 1, let first = components.first,
            components.allSatisfy({
                $0.presented == first.presented && $0.model == first.model && $0.markers == first.markers
            })
        else { return components }
        let all = components.count == 2 ? "both components" : "all \(components.count) components"
        return [
            PlotSeries(
                name: "\(node) \(attribute) (\(all))", attribute: attribute, presented: first.presented,
                model: first.model,
                markers: first.markers, unit: first.unit)
        ]
    }

    private func componentSeries() -> [PlotSeries] {
        var track = self
        track.close(at: lastTime)
        let firstValue = track.runs.lazy.flatMap { $0 }.map { PlotSeries.numbers(in: $0.value) }.first { !$0.isEmpty }
        guard let components = firstValue?.count, components > 0 else { return [] }
        let unit = PlotUnit.of(track.runs.lazy.flatMap { $0 }.first?.value, attribute: attribute)
        let names = attribute.components(separatedBy: ", ")
        return (0..<components).map { component in
            let attribute =
                components == 1
                ? self.attribute : names.count == components ? names[component] : "\(self.attribute)[\(component)]"
            func point(_ entry: (time: Double, value: TraceValue)) -> PlotPoint? {
                let numbers = PlotSeries.numbers(in: entry.value)
                return numbers.count == components ? PlotPoint(time: entry.time, value: numbers[component]) : nil
            }
            let presented = track.runs.map { $0.compactMap(point) }.filter { !$0.isEmpty }
            let model = track.models.map { $0.compactMap(point) }.filter { !$0.isEmpty }
            let all = presented.flatMap { $0 }
            let markers = track.markers.compactMap { marker -> PlotMarker? in
                var value = marker.value.flatMap { point((marker.time, $0)) }?.value
                if value == nil { value = all.last { $0.time <= marker.time }?.value ?? all.first?.value }
                guard let value else { return nil }
                return PlotMarker(kind: marker.kind, time: marker.time, value: value, label: marker.label)
            }
            return PlotSeries(
                name: "\(node) \(attribute)", attribute: attribute, presented: presented, model: model,
                markers: markers, unit: unit)
        }
    }
}
