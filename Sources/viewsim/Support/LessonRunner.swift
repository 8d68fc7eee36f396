// Runs a lesson for a subcommand: `_printChanges` lines go to the trace only (so
// the CLI's output stays its own), a failing script step is reported by number
// and title, and (for `graph`) a snapshot is kept at the end of every step.
import ArgumentParser
import ViewSim
import ViewSimLessons

/// Runs lessons on behalf of the subcommands.
enum LessonRunner {
    /// Runs `lesson`, calling `afterStep` once each step's frames have run.
    ///
    /// Errors thrown by `afterStep` come out unchanged; an error from the
    /// lesson's own script becomes a CLIError naming the step.
    static func run(_ lesson: Lesson, afterStep: (Int, Simulation) throws -> Void = { _, _ in }) throws -> LessonRun {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        var finished = -1
        var callbackFailed = false
        do {
            return try lesson.run(configuration: configuration) { index, simulation in
                do {
                    try afterStep(index, simulation)
                } catch {
                    callbackFailed = true
                    throw error
                }
                finished = index
            }
        } catch where callbackFailed {
            throw error
        } catch {
            let failing = finished + 1
            let title = lesson.steps.indices.contains(failing) ? " (\(lesson.steps[failing].title))" : ""
            throw CLIError("\(lesson.id) failed in step \(failing)\(title): \(error)")
        }
    }

    /// Runs `lesson` and keeps the view graph as it is at the end of each step.
    static func record(_ lesson: Lesson) throws -> LessonRecording {
        var snapshots: [GraphSnapshot] = []
        let run = try run(lesson) { _, simulation in snapshots.append(simulation.snapshot()) }
        return LessonRecording(run: run, snapshots: snapshots)
    }
}

/// A finished run with the view graph at the end of every step.
struct LessonRecording {
    let run: LessonRun
    /// `snapshots[k]` is the graph at the end of step k.
    let snapshots: [GraphSnapshot]
}
