// Writes a simulation's diagrams to files for tests and scripts: the view graph
// and the cause → effect graph of some frames, each as DOT text and as SVG drawn
// by Graphviz, every file written atomically (a temporary file, then a rename).
// Simplifies: a Simulation keeps only its current view graph, not one per step,
// so the view graph is always pictured as it is now, with the chosen frames'
// activity marked on it; call `writeDiagrams(to:)` after each step for a picture
// per step.
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
    /// see ``writeDiagrams(to:name:)-(URL,_)``. Returns the paths written.
    @discardableResult
    public func writeDiagrams(to path: String, name: String = "viewsim") throws -> [String] {
        try writeDiagrams(to: URL(fileURLWithPath: path), name: name).map(\.path)
    }
}

/// Writes diagram files: the shared code behind `Simulation.writeDiagrams(to:)`
/// and ViewSimTesting's pictures of a failing assertion.
package enum DiagramFiles {
    /// Writes the view graph now with `frames`' activity, and the cause → effect
    /// graph of `frames`, as .dot and .svg; returns the four URLs in that order.
    package static func write(
        _ simulation: Simulation, frames: [FrameRecord], step: Int, to directory: URL, name: String
    ) throws -> [URL] {
        let base = safeName(name)
        let title = stepTitle(simulation.trace, step: step)
        let viewDOT = ViewGraphDiagram.dot(snapshot: simulation.snapshot(), frames: frames, title: title)
        let causeDOT = CauseEffectDiagram.dot(frames: frames, title: title)

        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw DiagramFileError(path: directory.path, reason: "the folder cannot be created (\(reason(of: error)))")
        }
        var written: [URL] = []
        for (kind, dot) in [("view", viewDOT), ("cause", causeDOT)] {
            for format in [GraphvizFormat.dot, .svg] {
                let url = directory.appendingPathComponent("\(base).\(kind).\(format.fileExtension)")
                let bytes: [UInt8]
                do {
                    bytes = try GraphvizRenderer.render(dot: dot, format: format)
                } catch {
                    throw DiagramFileError(path: url.path, reason: "Graphviz could not draw it: \(error)")
                }
                do {
                    try Data(bytes).write(to: url, options: .atomic)
                } catch {
                    throw DiagramFileError(path: url.path, reason: reason(of: error))
                }
                written.append(url)
            }
        }
        return written
    }

    /// "step 2: tap the heart", or "step 2" when the trace has no such step.
    static func stepTitle(_ trace: Trace, step: Int) -> String {
        guard let record = trace.steps.first(where: { $0.index == step }) else { return "step \(step)" }
        return "step \(step): \(record.title)"
    }

    /// `name` with every character other than letters, digits, `-`, `_` and `.`
    /// replaced by `-`, and never empty or only dots.
    package static func safeName(_ name: String) -> String {
        let kept = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "-" })
        return kept.allSatisfy { $0 == "." } ? "viewsim" + kept : kept
    }

    /// Foundation's description of a file error, without its boilerplate where it has a POSIX reason.
    private static func reason(of error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))).lowercased() }
        return nsError.localizedDescription
    }
}
