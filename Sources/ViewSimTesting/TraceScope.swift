// Which part of a trace an assertion looks at: the whole simulation, one script
// step or one frame. Resolves a scope against a trace and renders the excerpt of
// the trace that failure messages quote.
// Simplifies: a step or frame that does not exist is reported, not guessed.
import ViewSim

/// The part of a simulation's trace an assertion checks.
///
/// ```swift
/// assertBodyCount(sim, of: "Heart", equals: 1, in: .step(1))
/// assertBodyCount(sim, of: "Heart", equals: 1, in: .lastStep)
/// assertBodyCount(sim, of: "TimelineView", equals: 1, in: .frame(120))
/// ```
public enum TraceScope: Sendable, Equatable {
    /// Everything recorded since the simulation started.
    case all
    /// The frames of one script step (0 is the appearance in frame 0).
    case step(Int)
    /// The step the simulation ran most recently.
    case lastStep
    /// One frame, by index.
    case frame(Int)
}

/// A scope checked against a trace: the step or frame it selects.
struct ResolvedScope {
    let step: Int?
    let frame: Int?
    /// "in step 1 ("tap the heart")", "in frame 12", "in the whole simulation".
    let phrase: String

    /// The events the scope selects, in order.
    func frames(of trace: Trace) -> [FrameRecord] {
        trace.frames.filter { (step == nil || $0.step == step) && (frame == nil || $0.index == frame) }
    }

    func events(of trace: Trace) -> [TraceEvent] { frames(of: trace).flatMap(\.events) }

    /// The trace text of the scope, at most `limit` lines.
    func excerpt(of trace: Trace, limit: Int = 40) -> [String] {
        let text: String
        let fullCall: String
        if let frame {
            guard let record = trace.frame(frame) else {
                if trace.dropped.frames > 0, frame < (trace.frames.first?.index ?? Int.max) {
                    return [
                        "(frame \(frame) was not kept: recording is \(trace.recording); \(trace.dropped.frames) earlier frames were dropped)"
                    ]
                }
                return ["(nothing happened in frame \(frame))"]
            }
            text = trace.textTree(frame: record).render()
            fullCall = "print(sim.trace.text(step: \(record.step))), which holds frame \(frame),"
        } else if let step {
            text = trace.text(step: step)
            fullCall = "print(sim.trace.text(step: \(step)))"
        } else {
            text = trace.text()
            fullCall = "print(sim.trace.text())"
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if lines.count > limit {
            let hidden = lines.count - limit
            lines = Array(lines.prefix(limit))
            lines.append("… \(hidden) more line\(hidden == 1 ? "" : "s"); \(fullCall) shows them all")
        }
        return lines
    }
}

extension TraceScope {
    /// Resolves the scope, or returns a failure message when it selects nothing that exists.
    func resolve(in trace: Trace) -> Result<ResolvedScope, ScopeError> {
        switch self {
        case .all:
            return .success(ResolvedScope(step: nil, frame: nil, phrase: "in the whole simulation"))
        case .lastStep:
            guard let last = trace.steps.last else { return .failure(ScopeError(message: noSteps)) }
            return TraceScope.step(last.index).resolve(in: trace)
        case .step(let index):
            guard let record = trace.steps.first(where: { $0.index == index }) else {
                let available = trace.steps.isEmpty ? "none" : "0…\(trace.steps.count - 1)"
                return .failure(
                    ScopeError(
                        message: """
                            Step \(index) does not exist.

                              The simulation has steps \(available): \(trace.steps.map { "\($0.index) \"\($0.title)\"" }.joined(separator: ", ")).

                            To fix, pass a step that exists (`.step(n)` counts from 0, the appearance), or `.lastStep`.
                            """))
            }
            return .success(ResolvedScope(step: index, frame: nil, phrase: "in step \(index) (\"\(record.title)\")"))
        case .frame(let index):
            guard index >= 0 else {
                return .failure(
                    ScopeError(
                        message: """
                            Frame \(index) does not exist.

                              Frames count up from 0.

                            To fix, pass a frame index of 0 or more.
                            """))
            }
            return .success(ResolvedScope(step: nil, frame: index, phrase: "in frame \(index)"))
        }
    }

    private var noSteps: String {
        """
        The trace has no steps.

          A Simulation records step 0 ("appear") when it is created.

        To fix, check the trace comes from a Simulation.
        """
    }
}

struct ScopeError: Error {
    let message: String
}
