// Writes diagram files: the view graph and the cause → effect graph of some
// frames, each as DOT text and as SVG drawn by Graphviz, every file written
// atomically (Foundation's atomic write: a temporary file, then a rename). Shared
// by `Simulation.writeDiagrams(to:)` and ViewSimTesting's failure pictures.
// Simplifies: the view graph is pictured as it is now (a Simulation keeps no
// graph per step), with the given frames' activity marked on it.
import Foundation
import ViewSim

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
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))).lowercased() }
        return nsError.localizedDescription
    }
}
