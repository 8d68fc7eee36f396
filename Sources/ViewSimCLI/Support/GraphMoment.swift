// The moment `viewsim graph --at` draws: a step ("2", "step2") or a time in
// seconds ("1.5s"). Snapshots exist at step ends, so a time picks the step in
// progress then and limits the highlighted activity to frames up to that time.
import ArgumentParser
import ViewSim

/// A step or a simulated time, as given to `--at`.
enum GraphMoment: Equatable, CustomStringConvertible {
    case step(Int)
    case time(Double)

    /// Reads "2", "step2", "step 2" or "1.5s".
    static func parse(_ text: String) throws -> GraphMoment {
        let value = text.lowercased().filter { $0 != " " }
        if value.hasSuffix("s"), !value.hasPrefix("step"), let seconds = Double(value.dropLast()),
            seconds.isFinite, seconds >= 0
        {
            return .time(seconds)
        }
        if value.hasSuffix("s"), !value.hasPrefix("step"), let seconds = Double(value.dropLast()), !seconds.isFinite {
            throw ValidationError(
                "'\(text)' is not a finite number: write a step number (2 or step2) or a time in seconds (1.5s).")
        }
        let number = value.hasPrefix("step") ? String(value.dropFirst(4)) : value
        if let step = Int(number), step >= 0 { return .step(step) }
        if let negative = Double(value.hasSuffix("s") ? String(number.dropLast()) : number), negative < 0 {
            throw ValidationError("'\(text)' is before the start: steps count from 0, times from 0s.")
        }
        if let time = Double(number) {
            guard time.isFinite else {
                throw ValidationError(
                    "'\(text)' is not a finite number: write a step number (2 or step2) or a time in seconds (1.5s).")
            }
            throw ValidationError("'\(text)' is not a step number; for a time, add the unit: '\(text)s'.")
        }
        throw ValidationError("write a step number (2 or step2) or a time in seconds (1.5s).")
    }

    var description: String {
        switch self {
        case .step(let step): return "step \(step)"
        case .time(let seconds): return "\(ValueFormatter.number(seconds))s"
        }
    }

    /// The step to draw and the frames whose activity to highlight.
    struct Resolution {
        let step: Int
        let frames: [FrameRecord]
        /// " · frames up to 1.5s" for a time, empty for a step.
        let caption: String
    }

    /// Finds the step and frames this moment means in a finished run.
    ///
    /// - Throws: a CLIError with the valid range when the moment is outside the scenario.
    func resolve(in trace: Trace, framesPerSecond: Int, endTime: Double, scenarioName: String) throws -> Resolution {
        let lastStep = (trace.steps.map(\.index).max() ?? 0)
        switch self {
        case .step(let step):
            guard trace.steps.contains(where: { $0.index == step }) else {
                throw CLIError.outOfRange("step \(step) is out of range: \(scenarioName) has steps 0 to \(lastStep).")
            }
            return Resolution(step: step, frames: trace.frames(inStep: step), caption: "")
        case .time(let seconds):
            let clock = FrameClock(framesPerSecond: framesPerSecond)
            let runEnd = RunEnd(seconds: endTime, scenarioName: scenarioName)
            // The printed end counts as the end (RunEnd).
            guard let time = runEnd.clamped(seconds) else {
                throw CLIError.outOfRange("the time \(description) is after the end: \(runEnd.span)")
            }
            // The frames at or before the time, by the simulation's own rule.
            let lastFrame = clock.frame(atOrBefore: time)
            let started = trace.steps.filter { record in
                guard let first = record.frames?.lowerBound else { return false }
                return first <= lastFrame
            }
            let step = started.last?.index ?? 0
            let frames = trace.frames(inStep: step).filter { $0.index <= lastFrame }
            return Resolution(step: step, frames: frames, caption: " · frames up to \(description)")
        }
    }
}
