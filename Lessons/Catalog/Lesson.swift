// A lesson: a SwiftUI-shaped program ported from a seed document, a script of
// steps that drive it, a narrative per step, and the claims it teaches, each
// with a check against the trace. `viewsim run lessonN` steps through one.
import ViewSim

/// A lesson that can be run from the CLI and checked in tests.
///
/// ```swift
/// let lesson = LessonCatalog.lesson(id: "lesson1")!
/// let run = try lesson.run()
/// for result in run.claimResults { print(result.holds ? "✓" : "✗", result.claim.statement) }
/// ```
public struct Lesson {
    /// The id used on the command line: `lesson1`.
    public let id: String
    public let title: String
    /// Which seed document (and part of it) the lesson comes from.
    public let source: String
    /// A short paragraph shown before the first step.
    public let introduction: String
    /// The steps. Step 0 is always the appearance in frame 0 (its `action` is not run).
    public let steps: [LessonStep]
    /// What the lesson teaches, each checked against the trace.
    public let claims: [LessonClaim]
    /// Creates a fresh simulation of the lesson's view with a configuration (this
    /// runs frame 0).
    public let makeSimulation: (SimulationConfiguration) -> Simulation

    public init(id: String, title: String, source: String, introduction: String,
                steps: [LessonStep], claims: [LessonClaim], makeSimulation: @escaping (SimulationConfiguration) -> Simulation) {
        self.id = id
        self.title = title
        self.source = source
        self.introduction = introduction
        self.steps = steps
        self.claims = claims
        self.makeSimulation = makeSimulation
    }
}

/// One step of a lesson: what to read, what the script does.
public struct LessonStep {
    public let title: String
    /// What to notice in this step, in a few sentences.
    public let narrative: String
    /// The SwiftUI code the step is about, if it shows any.
    public let code: String?
    /// Drives the simulation (taps, mutations, time).
    public let action: (Simulation) throws -> Void

    public init(title: String, narrative: String, code: String? = nil, action: @escaping (Simulation) throws -> Void = { _ in }) {
        self.title = title
        self.narrative = narrative
        self.code = code
        self.action = action
    }
}

/// A statement a lesson teaches, with a check that can fail.
public struct LessonClaim {
    public let statement: String
    /// Returns nil when the claim holds, or what was observed instead.
    public let check: (Trace) -> String?

    public init(_ statement: String, check: @escaping (Trace) -> String?) {
        self.statement = statement
        self.check = check
    }
}

/// The outcome of checking one claim.
public struct ClaimResult {
    public let claim: LessonClaim
    /// nil when the claim holds.
    public let failure: String?
    public var holds: Bool { failure == nil }
}

/// A finished run of a lesson.
public struct LessonRun {
    public let lesson: Lesson
    public let simulation: Simulation
    public var trace: Trace { simulation.trace }
    public let claimResults: [ClaimResult]
}

extension Lesson {
    /// Runs every step, calling `afterStep` with the step's index once the step's
    /// frames have run (index 0 is the appearance), then checks the claims.
    ///
    /// - Parameter configuration: how the simulation runs; the CLI turns off
    ///   `printChangesToStandardOutput` so its own output stays clean.
    public func run(configuration: SimulationConfiguration = SimulationConfiguration(),
                    afterStep: (Int, Simulation) throws -> Void = { _, _ in }) throws -> LessonRun {
        let simulation = makeSimulation(configuration)
        try afterStep(0, simulation)
        for (index, step) in steps.enumerated().dropFirst() {
            try simulation.step(step.title) { try step.action(simulation) }
            try afterStep(index, simulation)
        }
        let results = claims.map { ClaimResult(claim: $0, failure: $0.check(simulation.trace)) }
        return LessonRun(lesson: self, simulation: simulation, claimResults: results)
    }
}
