// `Simulation.writeDiagrams(to:)`: the diagrams of a simulation's last step as
// files, for tests and scripts (the CLI's `graph` draws a lesson's steps).
// Simplifies: a Simulation keeps only its current view graph, not one per step,
// so the view graph is pictured as it is now; call it after each step for a
// picture per step.
import Foundation
import ViewSim

extension Simulation {
    /// Writes the diagrams of the simulation as it is now, and returns the paths written.
    ///
    /// Four files, named after `name`: `NAME.view.dot` and `NAME.view.svg` (the view
    /// graph now, with the activity of the last step marked: which bodies ran and
    /// why, which were skipped, what was inserted or removed) and `NAME.cause.dot`
    /// and `NAME.cause.svg` (the cause → effect graph of the last step's frames).
    /// Each file is written whole or not at all; `directory` and its parents are
    /// created when missing. The same simulation gives the same bytes every time.
    ///
    /// ```swift
    /// let sim = Simulation(ContentView())
    /// try sim.step("tap") { try sim.tap("heart") }
    /// let files = try sim.writeDiagrams(to: URL(fileURLWithPath: "/tmp/diagrams"), name: "after-tap")
    /// // [/tmp/diagrams/after-tap.view.dot, …view.svg, …cause.dot, …cause.svg]
    /// ```
    ///
    /// The view graph is pictured only as it is now (a `Simulation` keeps no
    /// picture of earlier steps), so for a picture per step call this after each
    /// step with a different `name`.
    ///
    /// - Parameters:
    ///   - directory: the folder to write into.
    ///   - name: the files' common name: letters, digits, `-`, `_` and `.` (others become `-`).
    /// - Throws: `DiagramFileError` naming the file or folder that could not be written, and why.
    @discardableResult
    public func writeDiagrams(to directory: URL, name: String = "viewsim") throws -> [URL] {
        let step = trace.steps.last?.index ?? 0
        return try DiagramFiles.write(self, frames: trace.frames(inStep: step), step: step, to: directory, name: name)
    }

    /// Writes the diagrams of the simulation as it is now to the folder at `path`;
    /// see the `URL` form of `writeDiagrams(to:name:)`. Returns the paths written.
    @discardableResult
    public func writeDiagrams(to path: String, name: String = "viewsim") throws -> [String] {
        try writeDiagrams(to: URL(fileURLWithPath: path), name: name).map(\.path)
    }
}
