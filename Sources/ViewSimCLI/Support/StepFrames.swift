// The simulated times a step covers and the frames drawn for it: `render` and
// `run` draw a step's last frame, a filmstrip over it and an animation of it
// from the display lists the run recorded.
import ViewSim
import ViewSimRendering

/// Times and frames of a finished run's steps.
enum StepFrames {
    /// The frames of step `step`'s filmstrip, as `run` draws step<k>-frames.png: up to
    /// eight times over the step, cropped to their content, without a frame that shows
    /// the same picture as the one before it. Needs the display lists the run recorded.
    static func filmstrip(of step: Int, in simulation: Simulation) throws -> [RenderFrame] {
        let (start, end) = span(of: step, in: simulation)
        let times = FrameSelection.count(FrameSelection.defaultCount).times(stepStart: start, stepEnd: end)
        let strip = RenderFrame.croppedToContent(try times.map { try simulation.renderFrame(at: $0) })
        return strip.enumerated().filter { offset, frame in
            offset == 0 || frame.displayList != strip[offset - 1].displayList
        }.map(\.element)
    }

    /// The most frames of a step's update filmstrip (the report's).
    static let updateFrameLimit = 6

    /// The frames of step `step` in which a body ran, with `overlay`'s boxes, cropped to their
    /// content: at most `updateFrameLimit` (an even selection of them); empty when no body ran.
    static func updates(of step: Int, in simulation: Simulation, overlay: UpdateOverlay) throws -> [RenderFrame] {
        var frames = simulation.trace.frames(inStep: step).map(\.index).filter { overlay.updates[$0] != nil }
        if frames.count > updateFrameLimit {
            let stride = Double(frames.count - 1) / Double(updateFrameLimit - 1)
            frames = (0..<updateFrameLimit).map { frames[Int((Double($0) * stride).rounded())] }
        }
        let frameDuration = 1 / Double(simulation.configuration.framesPerSecond)
        return overlay.apply(to: try frames.map { try simulation.renderFrame(at: Double($0) * frameDuration) })
    }

    /// The first and last time of step `step`: from its first frame to the frame
    /// before the next step's first frame (the end of the run for the last step).
    static func span(of step: Int, in simulation: Simulation) -> (start: Double, end: Double) {
        let frameDuration = 1 / Double(simulation.configuration.framesPerSecond)
        let steps = simulation.trace.steps
        func firstFrameTime(_ index: Int) -> Double? {
            guard let record = steps.first(where: { $0.index == index }), let first = record.frames?.lowerBound else {
                return nil
            }
            return Double(first) * frameDuration
        }
        let start = firstFrameTime(step) ?? (step > 0 ? span(of: step - 1, in: simulation).end : 0)
        let end: Double
        if step == (steps.map(\.index).max() ?? 0) {
            end = simulation.time
        } else if let next = firstFrameTime(step + 1) {
            end = max(start, next - frameDuration)
        } else {
            end = simulation.time
        }
        return (start, max(start, end))
    }

    /// The span of the step `moment` names (a time names the step in progress then).
    static func span(_ moment: GraphMoment?, in simulation: Simulation, scenarioName: String) throws -> (
        start: Double, end: Double
    ) {
        let step: Int
        switch moment {
        case .step(let index)?: step = index
        case .time(let seconds)?:
            step = try GraphMoment.time(seconds).resolve(
                in: simulation.trace, framesPerSecond: simulation.configuration.framesPerSecond,
                endTime: simulation.time, scenarioName: scenarioName
            ).step
        case nil: step = 0
        }
        return span(of: step, in: simulation)
    }

    /// The times `selection` draws: over the step `moment` names for a count; a time
    /// range is checked against the run as `--at` is (`RunEnd`: the printed end
    /// counts as the end), so a range past the end is refused (a usage error, exit
    /// 64) rather than drawn or run to.
    static func times(
        of selection: FrameSelection, at moment: GraphMoment?, in simulation: Simulation,
        scenarioName: String
    ) throws -> [Double] {
        var selection = selection
        if case .range(let start, let end, let count, let stride) = selection {
            let runEnd = RunEnd(seconds: simulation.time, scenarioName: scenarioName)
            guard let last = runEnd.clamped(end) else {
                let range = "\(ValueFormatter.number(start))s..\(ValueFormatter.number(end))s"
                throw CLIError.outOfRange("the time range \(range) goes past the end: \(runEnd.span)")
            }
            selection = .range(start: min(start, last), end: last, count: count, stride: stride)
        }
        let (start, end) = try span(moment, in: simulation, scenarioName: scenarioName)
        return selection.times(stepStart: start, stepEnd: end)
    }

    /// The time `moment` means: the end of a step, or the time itself (checked
    /// against the run: `RunEnd`, the printed end is the end).
    static func time(of moment: GraphMoment, in simulation: Simulation, scenarioName: String) throws -> Double {
        switch moment {
        case .step(let step):
            return span(of: step, in: simulation).end
        case .time(let seconds):
            let runEnd = RunEnd(seconds: simulation.time, scenarioName: scenarioName)
            guard let time = runEnd.clamped(seconds) else {
                throw CLIError.outOfRange("the time \(moment) is after the end: \(runEnd.span)")
            }
            return time
        }
    }

    /// Every frame in which something happened in step `step`, and its last moment,
    /// at most `FrameSelection.maximumFrames` of them (evenly thinned when there are more).
    static func all(of step: Int, in simulation: Simulation) throws -> [RenderFrame] {
        let frameDuration = 1 / Double(simulation.configuration.framesPerSecond)
        let (start, end) = span(of: step, in: simulation)
        var times = simulation.trace.frames(inStep: step).map { Double($0.index) * frameDuration }
        if times.isEmpty { times = [start] }
        if let last = times.last, end > last + FrameClock.tolerance { times.append(end) }
        if times.count > FrameSelection.maximumFrames {
            let stride = Double(times.count - 1) / Double(FrameSelection.maximumFrames - 1)
            times = (0..<FrameSelection.maximumFrames).map { times[Int((Double($0) * stride).rounded())] }
        }
        return try times.map { try simulation.renderFrame(at: $0) }
    }
}
