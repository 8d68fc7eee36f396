// Records the failure of a ViewSimTesting check: through Swift Testing inside a
// `@Test`, through XCTest otherwise (FailureRoute), with the pictures of the
// failing moment written first when VIEWSIM_FAILURE_DIAGRAMS names a folder.
// Simplifies: the pictures are of the simulation as it is when the check runs,
// with the frames of the checked scope marked (a Simulation keeps no picture of
// earlier steps); writing them never throws: a failure to write is added to the
// message instead.
import Foundation
import Testing
import ViewSim
import ViewSimGraphviz
import XCTest

/// Reports failing checks; the one place every `assert…` goes through.
package enum FailureReporter {
    /// The environment variable that names the folder for the pictures of failures.
    package static let diagramsVariable = "VIEWSIM_FAILURE_DIAGRAMS"

    /// Records `message` as a failure at `location`, with pictures of `sim` when asked for.
    package static func fail(_ message: String, sim: Simulation?, scope: TraceScope?, at location: FailureLocation) {
        let full =
            sim.map {
                withDiagrams(
                    message, sim: $0, scope: scope ?? .lastStep, at: location,
                    environment: ProcessInfo.processInfo.environment)
            } ?? message
        record(full, at: location, route: .current)
    }

    /// Hands `message` to the test library `route` names.
    package static func record(_ message: String, at location: FailureLocation, route: FailureRoute) {
        switch route {
        case .swiftTesting:
            let sourceLocation = SourceLocation(
                fileID: location.fileID, filePath: "\(location.filePath)",
                line: max(1, Int(location.line)), column: max(1, Int(location.column)))
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        case .xcTest:
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }

    /// `message`, followed by the paths of the pictures written to the folder
    /// `environment[diagramsVariable]` names, or by why they could not be written.
    /// Unchanged when the variable is unset or empty.
    package static func withDiagrams(
        _ message: String, sim: Simulation, scope: TraceScope, at location: FailureLocation,
        environment: [String: String]
    ) -> String {
        guard let folder = environment[diagramsVariable], !folder.isEmpty else { return message }
        let trace = sim.trace
        let frames: [FrameRecord]
        let step: Int
        switch scope.resolve(in: trace) {
        case .success(let resolved):
            frames = resolved.frames(of: trace)
            step = resolved.step ?? frames.last?.step ?? trace.steps.last?.index ?? 0
        case .failure:
            step = trace.steps.last?.index ?? 0
            frames = trace.frames(inStep: step)
        }
        do {
            let urls = try DiagramFiles.write(
                sim, frames: frames, step: step, to: URL(fileURLWithPath: folder), name: location.fileStem)
            return message + "\n\nPictures of this moment (\(diagramsVariable)):\n"
                + urls.map { "  " + $0.path }.joined(separator: "\n")
        } catch {
            return message + "\n\nNo pictures of this moment (\(diagramsVariable)=\(folder)): \(error)"
        }
    }
}
