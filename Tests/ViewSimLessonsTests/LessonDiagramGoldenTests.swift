// Golden DOT files for every lesson: the view graph and the cause → effect graph
// of each step, byte for byte (record with VIEWSIM_RECORD=failed; CI never records).
// They pin down what `viewsim run` draws, so a change to a diagram shows up as a diff.
// A diagram of at most `fullGoldenLimit` bytes is kept in full, a diff a reviewer can
// read; a larger one (a lesson 9 step draws 121 frames: 150 KB) is pinned by its size,
// line count and FNV-1a hash in fingerprints.txt, which keeps all goldens under 1 MB.
import Foundation
import ViewSim
import ViewSimGraphviz
import ViewSimTesting
import XCTest

@testable import ViewSimLessons

final class LessonDiagramGoldenTests: XCTestCase {
    func testEveryLessonsDiagramsMatchTheirGoldenFiles() throws {
        XCTAssertFalse(LessonCatalog.all.isEmpty)
        var kept: Set<String> = []
        var fingerprinted: [(name: String, dot: String)] = []
        for lesson in LessonCatalog.all {
            var diagrams: [(name: String, dot: String)] = []
            var configuration = SimulationConfiguration()
            configuration.printChangesToStandardOutput = false
            _ = try lesson.run(configuration: configuration) { step, simulation in
                let frames = simulation.trace.frames(inStep: step)
                let title = "\(lesson.name) step \(step) · \(lesson.steps[step].title)"
                diagrams.append(
                    (
                        "\(lesson.name).step\(step).view-graph.dot",
                        ViewGraphDiagram.dot(snapshot: simulation.snapshot(), frames: frames, title: title)
                    ))
                diagrams.append(
                    (
                        "\(lesson.name).step\(step).cause-effect.dot",
                        CauseEffectDiagram.dot(frames: frames, title: title)
                    ))
            }
            XCTAssertEqual(diagrams.count, lesson.steps.count * 2, lesson.name)
            for diagram in diagrams {
                if diagram.dot.utf8.count <= Self.fullGoldenLimit {
                    assertGolden(diagram.dot, named: diagram.name)
                    kept.insert(diagram.name)
                } else {
                    fingerprinted.append(diagram)
                }
            }
        }
        let manifest = fingerprinted.map { Self.fingerprint($0.dot, name: $0.name) }.joined(separator: "\n") + "\n"
        reportChangedFingerprints(fingerprinted)
        assertGolden(manifest, named: "fingerprints.txt")
        // A diagram that grew past the limit leaves its full golden behind: say so.
        let folder = goldenURL(named: "fingerprints.txt", testFile: "\(#filePath)").deletingLastPathComponent()
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for file in files.sorted() where file != "fingerprints.txt" && !kept.contains(file) {
            XCTFail(
                "\(folder.path)/\(file) is no golden of any diagram now (it is pinned in fingerprints.txt, or gone); delete it."
            )
        }
    }

    /// The largest DOT kept in full, in bytes.
    static let fullGoldenLimit = 10_000

    /// `lesson9.step1.cause-effect.dot  155161 bytes  2604 lines  fnv1a64 0123456789abcdef`.
    static func fingerprint(_ dot: String, name: String) -> String { GoldenFingerprint.line(dot, name: name) }

    /// Writes each fingerprinted diagram whose fingerprint differs from the golden
    /// manifest to a temporary folder, and says where, so the change can be looked at.
    private func reportChangedFingerprints(_ diagrams: [(name: String, dot: String)]) {
        let url = goldenURL(named: "fingerprints.txt", testFile: "\(#filePath)")
        guard let data = FileManager.default.contents(atPath: url.path) else { return }
        let golden = Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
        let changed = diagrams.filter { !golden.contains(Self.fingerprint($0.dot, name: $0.name)) }
        guard !changed.isEmpty else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewsim-changed-diagrams", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for diagram in changed {
            try? Data(diagram.dot.utf8).write(to: folder.appendingPathComponent(diagram.name))
        }
        XCTFail(
            """
            \(changed.count) diagram\(changed.count == 1 ? "" : "s") pinned by fingerprint changed: \(changed.map(\.name).joined(separator: ", ")).
            The new DOT is in \(folder.path); render it with `dot -Tsvg`, or compare with the old one from \
            `viewsim run <lesson>` on the previous commit. If the change is intended, re-record with \
            VIEWSIM_RECORD=failed swift test --filter LessonDiagramGoldenTests.
            """)
    }

    func testEveryLessonsDiagramsRenderToSVGThroughLibgvc() throws {
        for lesson in LessonCatalog.all {
            var configuration = SimulationConfiguration()
            configuration.printChangesToStandardOutput = false
            let run = try lesson.run(configuration: configuration)
            let last = lesson.steps.count - 1
            let dot = ViewGraphDiagram.dot(
                snapshot: run.simulation.snapshot(), frames: run.trace.frames(inStep: last), title: lesson.name)
            let svg = String(decoding: try GraphvizRenderer.render(dot: dot, format: .svg), as: UTF8.self)
            XCTAssertTrue(svg.contains("<svg"), lesson.name)
            // Structure, not bytes: one SVG node group per graph node.
            let dotNodes = run.simulation.snapshot().nodes.count
            let svgNodes = svg.components(separatedBy: "class=\"node\"").count - 1
            XCTAssertGreaterThanOrEqual(svgNodes, dotNodes, lesson.name)
        }
    }
}
