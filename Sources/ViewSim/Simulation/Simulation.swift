// Models a device running a SwiftUI app on a virtual clock, driven by a script.
// Simplifies: time only moves when the script says so; frames in which nothing
// can happen are skipped (and cost nothing), so `advance(by: 3600)` is cheap.
// Lesson: every lesson is a script over a Simulation.
import Foundation

/// Runs a SwiftUI-shaped view tree frame by frame on a virtual clock and
/// records why everything happened.
///
/// ```swift
/// let sim = Simulation(ContentView())       // frame 0: the view appears
/// try sim.tap("heart")                      // handled in the next frame
/// try sim.advance(by: 2)                    // two seconds of frames
/// print(sim.trace.text())
/// ```
public final class Simulation {
    package let graph: ViewGraph

    /// Creates the simulation and runs frame 0, in which `root` appears.
    public init<Root: View>(_ root: Root, configuration: SimulationConfiguration = .init()) {
        graph = ViewGraph(configuration: configuration)
        graph.beginStep("appear")
        if configuration.framesPerSecond != graph.configuration.framesPerSecond {
            graph.runFrame(0) {
                graph.record(.diagnostic(Diagnostic(
                    kind: .schedule,
                    message: "framesPerSecond \(configuration.framesPerSecond) is outside 1...1000; using \(graph.configuration.framesPerSecond).",
                    node: nil, cycle: [], hint: "Pass a frame rate between 1 and 1000.")), causes: [])
            }
        }
        if let problem = configuration.recording.problem {
            graph.runFrame(0) {
                graph.record(.diagnostic(Diagnostic(
                    kind: .configuration, message: problem, node: nil, cycle: [],
                    hint: "Pass .lastFrames(n) with n of at least 1, or .off to keep no frames.")), causes: [])
            }
        }
        graph.mount(root)
    }

    /// The configuration in effect (after clamping).
    public var configuration: SimulationConfiguration { graph.configuration }

    /// Everything recorded so far.
    public var trace: Trace { graph.trace }

    /// The last frame processed.
    public var frame: Int { graph.frameIndex }

    /// Seconds since the start, at the last frame processed.
    public var time: Double { graph.time(ofFrame: graph.frameIndex) }

    /// The seeded random source lessons use in place of unseeded randomness:
    /// `emoji.randomElement(using: &Simulation.random)`.
    public static var random: SeededRandomNumberGenerator {
        get { SimulationContext.current?.random ?? SeededRandomNumberGenerator(seed: 0) }
        set { SimulationContext.current?.random = newValue }
    }

    // MARK: Steps

    /// Groups the frames that `body` runs into a named step, for lessons and tests.
    public func step(_ title: String, _ body: () throws -> Void) rethrows {
        graph.finishLooseFrame()
        graph.beginStep(title)
        try body()
        graph.finishLooseFrame()
    }

    /// The index of the current step (0 is the appearance in frame 0).
    public var currentStep: Int { graph.currentStep }

    // MARK: Time

    /// Runs every frame up to `seconds` from now.
    public func advance(by seconds: Double) throws {
        guard seconds.isFinite, seconds >= 0 else {
            throw SimulationError.invalidDuration(seconds, what: "advance(by:)")
        }
        try advance(to: time + seconds)
    }

    /// Runs every frame up to the time `seconds` since the start.
    public func advance(to seconds: Double) throws {
        guard seconds.isFinite, seconds >= 0 else {
            throw SimulationError.invalidDuration(seconds, what: "advance(to:)")
        }
        let target = Int((seconds * Double(configuration.framesPerSecond) + 1e-6).rounded(.down))
        advanceFrames(to: target)
    }

    /// Runs the next `count` frames.
    public func advanceFrames(_ count: Int = 1) {
        advanceFrames(to: frame + max(0, count))
    }

    private func advanceFrames(to target: Int) {
        graph.finishLooseFrame()
        while graph.frameIndex < target {
            if graph.hasPendingWork {
                graph.runFrame(graph.frameIndex + 1)
            } else if let wakeup = graph.nextWakeupFrame, wakeup <= target {
                graph.runFrame(max(wakeup, graph.frameIndex + 1))
            } else {
                // Nothing can happen before the target: skip the idle frames.
                graph.runFrame(target)
            }
        }
    }

    /// Runs frames until nothing is left to do but wait for timeline entries.
    ///
    /// - Parameter timeout: the most simulated seconds to run.
    /// - Throws: `SimulationError.notIdle` when work remains after `timeout`.
    @discardableResult
    public func runUntilIdle(timeout: Double = 10) throws -> Double {
        guard timeout.isFinite, timeout >= 0 else { throw SimulationError.invalidDuration(timeout, what: "runUntilIdle(timeout:)") }
        graph.finishLooseFrame()
        let start = time
        let limit = graph.frameIndex + Int((timeout * Double(configuration.framesPerSecond)).rounded(.up))
        while graph.hasFiniteWork {
            guard graph.frameIndex < limit else {
                let pending = graph.animating.isEmpty ? "views are still invalidated every frame"
                    : "\(graph.animating.count) animation\(graph.animating.count == 1 ? " is" : "s are") still running"
                throw SimulationError.notIdle(after: timeout, pending: pending)
            }
            graph.runFrame(graph.frameIndex + 1)
        }
        // Animations that never end (repeatForever) do not keep the simulation busy;
        // they go on in later frames. Say so rather than wait forever.
        let endless = graph.animating.filter { $0.animator?.canFinish == false && !$0.isRemoved }
        if !endless.isEmpty {
            graph.runFrame(graph.frameIndex + 1) {
                graph.record(.diagnostic(Diagnostic(
                    kind: .notIdle,
                    message: "runUntilIdle() returned while \(endless.count) animation\(endless.count == 1 ? " that never ends keeps" : "s that never end keep") running: \(endless.map { "\($0.reference) \($0.animator?.attribute ?? "")" }.joined(separator: ", ")).",
                    node: endless.first?.reference, hint: "A repeatForever animation runs as long as its view is in the tree; advance by a fixed time to watch it.")),
                    causes: [])
            }
        }
        return time - start
    }

    // MARK: Events

    /// Taps the view named `name` (by `.accessibilityIdentifier`), in the next frame.
    ///
    /// The tap runs the first `onTapGesture` inside the named view, or else the
    /// nearest one around it.
    public func tap(_ name: String) throws {
        graph.finishLooseFrame()
        guard let target = graph.tapTarget(named: name) else {
            if graph.node(named: name) == nil {
                throw SimulationError.viewNotFound(name, available: graph.names)
            }
            throw SimulationError.noTapAction(name)
        }
        graph.runFrame(graph.frameIndex + 1) {
            let event = graph.record(.script("tap \"\(name)\""), causes: [])
            let run = graph.record(.actionRun(node: target.node.reference, label: "onTapGesture", dispatch: nil), causes: [event])
            graph.withCause(run) { target.action() }
        }
    }

    /// Runs `mutation` (any state change: a model update, a binding write) in the
    /// next frame, recorded under `label`.
    public func perform(_ label: String, _ mutation: () -> Void) {
        graph.finishLooseFrame()
        graph.runFrame(graph.frameIndex + 1) {
            let event = graph.record(.script(label), causes: [])
            graph.withCause(event) { mutation() }
        }
    }

    // MARK: Inspection

    /// The names given with `.accessibilityIdentifier`, in tree order.
    public var viewNames: [String] { graph.names }

    /// The current value of a named view's attribute (`"opacity"`, `"text"`, …),
    /// looked up in the named view and below it.
    public func attribute(_ attribute: String, of name: String) -> String? {
        guard let node = graph.node(named: name) else { return nil }
        for member in node.subtree() {
            if let value = member.attributes.first(where: { $0.name == attribute }) { return value.value }
        }
        return nil
    }

    /// How many times bodies of views with this type name have run, in total.
    public func evaluationCount(of typeName: String) -> Int {
        trace.bodyEvaluations(of: typeName).count
    }
}

/// Errors a simulation script can make.
public enum SimulationError: Error, Equatable, CustomStringConvertible {
    case invalidDuration(Double, what: String)
    case viewNotFound(String, available: [String])
    case noTapAction(String)
    case notIdle(after: Double, pending: String)

    public var description: String {
        switch self {
        case .invalidDuration(let value, let what):
            return "\(what) needs a finite, non-negative number of seconds; got \(ValueFormatter.number(value))."
        case .viewNotFound(let name, let available):
            let list = available.isEmpty ? "No view has a name; add .accessibilityIdentifier(\"…\") to the view to tap." :
                "Named views: \(available.map { "\"\($0)\"" }.joined(separator: ", "))."
            return "No view is named \"\(name)\". \(list)"
        case .noTapAction(let name):
            return "The view \"\(name)\" has no onTapGesture inside it or around it."
        case .notIdle(let after, let pending):
            return "The simulation was not idle after \(ValueFormatter.number(after)) simulated seconds: \(pending). An animation that repeats forever or an update loop never ends; advance by a fixed time instead."
        }
    }
}
