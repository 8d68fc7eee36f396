// Models a user's fingers as a script: a drag along a path, a fling, a long press,
// a pinch and a rotation, each sent as touch samples at the display's rate in
// simulated time (one per frame, each a traced script event), to the gestures the
// touch reaches (`GestureSession`). Simplifies: a named view is touched at the centre
// of what it draws; the fingers move at a constant speed along each segment; they
// lift in the frame of the last sample. Lesson: lesson16.
import Foundation

extension Simulation {
    /// The longest distance a touch verb accepts, in points (a million points: far
    /// beyond any screen; larger values are refused with `invalidTouch`).
    public static let maximumTouchDistance: Double = 1_000_000

    /// Drags the view named `name` by `translation` over `duration` seconds: the finger
    /// goes down at the centre of what the view draws, stays still for `afterHolding`
    /// seconds (a long press before a drag), moves at a constant speed, one sample per
    /// frame, and lifts with the last sample.
    ///
    /// ```swift
    /// try sim.drag("pip", by: CGSize(width: 240, height: -500), duration: 0.25)
    /// // ▶ drag "pip" down at (300, 700)
    /// // ☞ .gesture #8 DragGesture began: translation (16, −33.3) (it had precedence: …)
    /// // ▶ drag "pip" (316, 666.7) … ▶ drag "pip" up at (540, 200)
    /// ```
    ///
    /// - Throws: `viewNotFound`, `viewNotOnScreen`, `noGesture`, `disabled`, and
    ///   `invalidTouch` for a translation that is not finite or longer than
    ///   `maximumTouchDistance`; `invalidDuration` for a bad duration.
    public func drag(_ name: String, by translation: CGSize, duration: Double = 0.25, afterHolding hold: Double = 0)
        throws
    {
        try checkTranslation(translation, verb: "drag(_:by:duration:)")
        guard hold.isFinite, hold >= 0, hold <= 60 else {
            throw SimulationError.invalidTouch(
                verb: "drag(_:by:duration:afterHolding:)",
                message: "afterHolding must be 0 to 60 seconds; got \(ValueFormatter.number(hold)).")
        }
        let touch = try touchStart(name, verb: "drag")
        let start = touch.point
        let end = CGPoint(x: start.x + translation.width, y: start.y + translation.height)
        try performTouch(touch, verb: "drag", paths: [[start, end]], duration: duration, hold: hold)
    }

    /// Drags the view named `name` along `points` (screen coordinates) over `duration`
    /// seconds: down at the first point, through the others at a constant speed, up
    /// at the last.
    ///
    /// ```swift
    /// try sim.drag("pip", along: [CGPoint(x: 300, y: 700), CGPoint(x: 250, y: 500), CGPoint(x: 80, y: 120)], duration: 0.4)
    /// ```
    public func drag(_ name: String, along points: [CGPoint], duration: Double) throws {
        guard !points.isEmpty else {
            throw SimulationError.invalidTouch(verb: "drag(_:along:duration:)", message: "it needs at least one point.")
        }
        for point in points { try checkPoint(point, verb: "drag(_:along:duration:)") }
        let touch = try touchStart(name, verb: "drag", at: points[0])
        try performTouch(touch, verb: "drag", paths: [points], duration: duration)
    }

    /// Flings the view named `name`: a short, fast drag by `translation` (over 0.1 s by
    /// default) that lifts while still moving, so the gesture ends with its velocity.
    ///
    /// ```swift
    /// try sim.fling("pip", by: CGSize(width: 0, height: -300))   // ends at −3,000 pt/s
    /// ```
    public func fling(_ name: String, by translation: CGSize, duration: Double = 0.1) throws {
        try checkTranslation(translation, verb: "fling(_:by:duration:)")
        let touch = try touchStart(name, verb: "fling")
        let start = touch.point
        let end = CGPoint(x: start.x + translation.width, y: start.y + translation.height)
        try performTouch(touch, verb: "fling", paths: [[start, end]], duration: duration)
    }

    /// Holds a finger still on the view named `name` for `duration` seconds, then lifts it.
    ///
    /// ```swift
    /// try sim.longPress("row", duration: 0.8)   // a LongPressGesture(minimumDuration: 0.5) ends at 0.5 s
    /// ```
    public func longPress(_ name: String, duration: Double = 0.6) throws {
        let touch = try touchStart(name, verb: "longPress")
        try performTouch(touch, verb: "longPress", paths: [[touch.point, touch.point]], duration: duration)
    }

    /// Pinches the view named `name` with two fingers that start 100 pt apart around
    /// its centre and end `scale` times as far apart (2: apart, 0.5: together).
    ///
    /// ```swift
    /// try sim.pinch("photo", scale: 2, duration: 0.3)   // MagnifyGesture: magnification 1 → 2
    /// ```
    public func pinch(_ name: String, scale: CGFloat, duration: Double = 0.3) throws {
        guard scale.isFinite, scale > 0, Double(scale) * 50 <= Self.maximumTouchDistance else {
            throw SimulationError.invalidTouch(
                verb: "pinch(_:scale:duration:)",
                message:
                    "the scale must be a finite number above 0 that keeps the fingers within \(ValueFormatter.number(Self.maximumTouchDistance)) pt; got \(ValueFormatter.number(Double(scale)))."
            )
        }
        let touch = try touchStart(name, verb: "pinch")
        let centre = touch.point
        let spread = { (s: CGFloat) in
            [CGPoint(x: centre.x - 50 * s, y: centre.y), CGPoint(x: centre.x + 50 * s, y: centre.y)]
        }
        let from = spread(1)
        let to = spread(scale)
        try performTouch(touch, verb: "pinch", paths: [[from[0], to[0]], [from[1], to[1]]], duration: duration)
    }

    /// Turns two fingers 100 pt apart around the centre of the view named `name` by `angle`
    /// (positive: clockwise on screen).
    ///
    /// ```swift
    /// try sim.rotate("dial", by: .degrees(90), duration: 0.3)   // RotateGesture: rotation 0° → 90°
    /// ```
    public func rotate(_ name: String, by angle: Angle, duration: Double = 0.3) throws {
        guard angle.radians.isFinite, abs(angle.radians) <= 100 * .pi else {
            throw SimulationError.invalidTouch(
                verb: "rotate(_:by:duration:)",
                message: "the angle must be finite and at most 50 turns; got \(ValueFormatter.number(angle.degrees))°.")
        }
        // The duration is checked before it sets the number of samples (∞ frames would trap).
        try checkDuration(duration, verb: "rotate")
        let touch = try touchStart(name, verb: "rotate")
        let centre = touch.point
        // One sample per frame; each path point is the fingers' position at that fraction of the turn.
        let frames = max(1, Int((max(0, duration) * Double(graph.clock.framesPerSecond)).rounded()))
        var first: [CGPoint] = []
        var second: [CGPoint] = []
        for step in 0...frames {
            let turned = angle.radians * Double(step) / Double(frames)
            let dx = CGFloat(cos(turned)) * 50
            let dy = CGFloat(sin(turned)) * 50
            first.append(CGPoint(x: centre.x - dx, y: centre.y - dy))
            second.append(CGPoint(x: centre.x + dx, y: centre.y + dy))
        }
        try performTouch(touch, verb: "rotate", paths: [first, second], duration: duration, sampled: true)
    }

    /// Taps the view named `name` `count` times in a row (a double tap: `count: 2`), a
    /// frame apart, through the gestures it reaches: `TapGesture(count: 2)`,
    /// `.onTapGesture(count: 2)`, and the single taps that compete with them.
    ///
    /// ```swift
    /// try sim.tap("photo", count: 2)
    /// ```
    public func tap(_ name: String, count: Int) throws {
        guard count >= 1, count <= 10 else {
            throw SimulationError.invalidTouch(verb: "tap(_:count:)", message: "count must be 1 to 10; got \(count).")
        }
        let touch = try touchStart(name, verb: "tap")
        let start = touch.point
        var paths: [[GestureScriptSample]] = []
        for _ in 0..<count {
            paths.append([.init(phase: .down, points: [start]), .init(phase: .up, points: [])])
        }
        try runTouch(touch, verb: "tap", samples: paths.flatMap { $0 })
    }

    // MARK: - Checks

    private func checkTranslation(_ translation: CGSize, verb: String) throws {
        guard translation.width.isFinite, translation.height.isFinite,
            abs(Double(translation.width)) <= Self.maximumTouchDistance,
            abs(Double(translation.height)) <= Self.maximumTouchDistance
        else {
            throw SimulationError.invalidTouch(
                verb: verb,
                message:
                    "the translation must be finite and at most \(ValueFormatter.number(Self.maximumTouchDistance)) pt each way; got (\(ValueFormatter.number(Double(translation.width))), \(ValueFormatter.number(Double(translation.height))))."
            )
        }
    }

    /// A touch lasts 0 to 60 s: `invalidDuration` for a negative or non-finite one, `invalidTouch` beyond 60 s.
    private func checkDuration(_ duration: Double, verb: String) throws {
        guard duration.isFinite, duration >= 0 else { throw SimulationError.invalidDuration(duration, what: verb) }
        guard duration <= 60 else {
            throw SimulationError.invalidTouch(
                verb: verb,
                message: "a touch lasts at most 60 s of simulated time; got \(ValueFormatter.number(duration)) s.")
        }
    }

    private func checkPoint(_ point: CGPoint, verb: String) throws {
        guard point.x.isFinite, point.y.isFinite, abs(Double(point.x)) <= Self.maximumTouchDistance,
            abs(Double(point.y)) <= Self.maximumTouchDistance
        else {
            throw SimulationError.invalidTouch(
                verb: verb,
                message:
                    "every point must be finite and within \(ValueFormatter.number(Self.maximumTouchDistance)) pt; got (\(ValueFormatter.number(Double(point.x))), \(ValueFormatter.number(Double(point.y))))."
            )
        }
    }

    /// Where a touch on `name` goes down (the centre of what it draws, or `point`) and
    /// the view it lands on, after checking that the view exists, is on screen, and that
    /// the touch reaches an enabled gesture.
    ///
    /// The touch is hit-tested (`ViewGraph.hitTest(at:)`): it lands on what is drawn there,
    /// in front — the named view, or a view covering it (the trace says so). When nothing
    /// hittable is there (an empty stack), it lands in the named view as if it were
    /// (`ViewGraph.gestureTarget(in:)`).
    private func touchStart(_ name: String, verb: String, at point: CGPoint? = nil) throws -> TouchStart {
        try throwIfStopped()
        graph.finishLooseFrame()
        try throwIfStopped()
        guard let named = graph.touchableNode(named: name) else {
            if let reason = graph.whyNotOnScreen(name) { throw SimulationError.viewNotOnScreen(name, reason: reason) }
            throw SimulationError.viewNotFound(name, available: graph.names)
        }
        // One walk of what is drawn answers both where the finger goes down and what it lands on.
        let drawn = graph.hitTestRecording()
        let down = point ?? graph.drawnCentre(of: named, in: drawn)
        var target = graph.gestureTarget(in: named)
        var covering: ViewNode?
        if let hit = graph.hitTest(at: down, in: drawn) {
            target = hit
            if !hit.isDescendant(of: named) && !named.isDescendant(of: hit) { covering = hit }
        }
        guard !graph.gestureAttachments(from: target).isEmpty else {
            if let covering {
                let where_ = "(\(ValueFormatter.number(Double(down.x))), \(ValueFormatter.number(Double(down.y))))"
                throw SimulationError.viewNotOnScreen(
                    name,
                    reason:
                        "a touch at \(where_) lands on \(covering.reference), drawn in front of it, which has no gesture; "
                        + "give that view .allowsHitTesting(false) to let touches through")
            }
            if !graph.gestureAttachments(from: target, includingDisabled: true).isEmpty {
                throw SimulationError.disabled(name, verb: verb)
            }
            throw SimulationError.noGesture(name, verb: verb)
        }
        return TouchStart(name: name, point: down, target: target, covering: covering?.reference)
    }

    /// Sends fingers along `paths` (one per finger, screen points) over `duration`:
    /// down at their first points, one sample a frame, up with the last.
    private func performTouch(
        _ touch: TouchStart, verb: String, paths: [[CGPoint]], duration: Double, sampled: Bool = false, hold: Double = 0
    ) throws {
        try checkDuration(duration, verb: verb)
        let frames = max(1, Int((duration * Double(graph.clock.framesPerSecond)).rounded()))
        var samples = [GestureScriptSample(phase: .down, points: paths.map { $0[0] })]
        let holdFrames = Int((hold * Double(graph.clock.framesPerSecond)).rounded())
        if holdFrames > 0 {
            for _ in 0..<holdFrames { samples.append(GestureScriptSample(phase: .move, points: paths.map { $0[0] })) }
        }
        for step in 1...frames {
            let fraction = Double(step) / Double(frames)
            let points = paths.map { path in
                sampled ? path[min(path.count - 1, step)] : Self.point(along: path, at: fraction)
            }
            samples.append(GestureScriptSample(phase: .move, points: points))
        }
        samples.append(GestureScriptSample(phase: .up, points: []))
        try runTouch(touch, verb: verb, samples: samples)
    }

    /// The point `fraction` of the way along `path`, at a constant speed.
    static func point(along path: [CGPoint], at fraction: Double) -> CGPoint {
        guard path.count > 1 else { return path[0] }
        var lengths: [Double] = []
        for index in 1..<path.count {
            lengths.append(Double(hypot(path[index].x - path[index - 1].x, path[index].y - path[index - 1].y)))
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return path[path.count - 1] }
        var remaining = fraction * total
        for (index, length) in lengths.enumerated() {
            if remaining <= length || index == lengths.count - 1 {
                let t = length > 0 ? min(1, remaining / length) : 1
                let a = path[index]
                let b = path[index + 1]
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            remaining -= length
        }
        return path[path.count - 1]
    }

    /// Runs a touch sequence: one frame per sample (a lift shares the frame of the sample
    /// before it), then idle frames while a gesture waits for another tap (at most 2 s).
    private func runTouch(_ touch: TouchStart, verb: String, samples: [GestureScriptSample]) throws {
        let name = touch.name
        let session = GestureSession(graph: graph, attachments: graph.gestureAttachments(from: touch.target))
        var index = 0
        while index < samples.count {
            var batch = [samples[index]]
            index += 1
            // A lift goes with the move before it; a tap's down and up share a frame.
            if index < samples.count, samples[index].phase == .up {
                batch.append(samples[index])
                index += 1
            }
            graph.runFrame(graph.frameIndex + 1) {
                for sample in batch {
                    var line = Self.describe(sample, verb: verb, name: name)
                    if sample.phase == .down, let covering = touch.covering {
                        line += ": lands on \(covering), drawn in front of it"
                    }
                    let event = graph.record(.script(line), cause: nil)
                    graph.withCause(event) { session.feed(sample.phase, points: sample.points, cause: event) }
                }
            }
            try throwIfStopped()
        }
        // A multi-tap waits for its next tap: send idle frames until it gives up.
        var waited = 0
        let limit = 2 * graph.clock.framesPerSecond
        while !session.isOver, waited < limit {
            waited += 1
            graph.runFrame(graph.frameIndex + 1) {
                let event = graph.record(.script("\(verb) \"\(name)\": no finger down"), cause: nil)
                graph.withCause(event) { session.feed(.idle, points: [], cause: event) }
            }
            try throwIfStopped()
        }
    }

    private static func describe(_ sample: GestureScriptSample, verb: String, name: String) -> String {
        let points = sample.points.map {
            "(\(ValueFormatter.number(Double($0.x))), \(ValueFormatter.number(Double($0.y))))"
        }
        .joined(separator: " ")
        switch sample.phase {
        case .down: return "\(verb) \"\(name)\" down at \(points)"
        case .move: return TouchSampleText.move(verb: verb, name: name, points: points)
        case .up: return "\(verb) \"\(name)\" up"
        case .idle: return "\(verb) \"\(name)\": no finger down"
        }
    }
}

/// Where a scripted touch goes down and what it lands on.
struct TouchStart {
    var name: String
    var point: CGPoint
    /// The view the touch lands on: the gestures reached are its own and those around it.
    var target: ViewNode
    /// The view in front of the named one that the touch landed on instead, if any.
    var covering: NodeRef?
}

/// One sample of a scripted touch: its phase and where the fingers are.
struct GestureScriptSample {
    var phase: GestureInput.Phase
    var points: [CGPoint]
}

extension ViewGraph {
    /// The view named `name` that a touch can reach: on screen (not below the top of a
    /// navigation stack, nor under a sheet or alert), else nil.
    package func touchableNode(named name: String) -> ViewNode? {
        guard let node = node(named: name) else { return nil }
        return whyNotOnScreen(name) == nil ? node : nil
    }
}
